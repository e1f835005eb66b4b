/** Labels of the 'Minhas Turmas' screen. */
export const minhasTurmasLabels = {
  placeholder: 'As turmas em que você leciona aparecerão aqui.',
} as const;
