/** UI labels of the date input. */
export const dateInputLabels = {
  /** What a person types, in the order they type it. */
  placeholder: 'DD/MM/AAAA',
} as const;
