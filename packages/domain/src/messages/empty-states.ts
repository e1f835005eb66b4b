/** Empty states and fallbacks shown in lists and selects. */
export const emptyStates = {
  table: 'Nenhum resultado encontrado.',
  search: 'Nenhum resultado encontrado',
  courses: 'Nenhum curso encontrado...',
  events: 'Nenhum evento encontrado...',
} as const;
