/** Labels of the notice that offers a form's unsaved draft back, written once. */
export const formDraftLabels = {
  title: 'Rascunho não salvo',
  description:
    'Há um rascunho deste formulário que não foi salvo, guardado somente neste navegador.',
  recover: 'Recuperar rascunho',
  discard: 'Descartar rascunho',
} as const;
