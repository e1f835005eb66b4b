/** Labels of the question asked before leaving a screen with unsaved changes, written once. */
export const leaveGuardLabels = {
  title: 'Descartar alterações?',
  description: 'As alterações não salvas desta tela serão perdidas.',
  keepEditing: 'Continuar editando',
  discard: 'Descartar',
} as const;
