/** Labels of the teaching-modality list and its add and edit dialogs. */
export const modalidadesEnsinoLabels = {
  name: 'Nome',
  addTitle: 'Adicionar Modalidade de Ensino',
  editTitle: 'Editar Modalidade de Ensino',
  namePlaceholder: 'Ex.: Ensino Fundamental - Anos Iniciais',
} as const;
