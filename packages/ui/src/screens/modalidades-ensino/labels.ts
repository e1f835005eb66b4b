/** Labels of the teaching-modality list and its add dialog. */
export const modalidadesEnsinoLabels = {
  name: 'Nome',
  dialogTitle: 'Adicionar Modalidade de Ensino',
  namePlaceholder: 'Ex.: Ensino Fundamental - Anos Iniciais',
} as const;
