import { emptyStates } from '@lousa/domain';

/** UI labels of the multi-select combobox. */
export const comboboxLabels = {
  empty: emptyStates.search,
  trigger: 'Mostrar opções',
  clear: 'Limpar seleção',
  remove: (label: string) => `Remover ${label}`,
  selected: (count: number) => (count === 1 ? '1 selecionado' : `${count} selecionados`),
} as const;
