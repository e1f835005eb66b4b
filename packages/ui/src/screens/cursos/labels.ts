/** Labels of the course list and its add and edit dialogs. */
export const cursosLabels = {
  name: 'Nome',
  modality: 'Modalidade de Ensino',
  matrix: 'Matriz Curricular',
  schoolUnit: 'Unidade Escolar',
  addTitle: 'Adicionar Curso',
  editTitle: 'Editar Curso',
  namePlaceholder: 'Ex.: Ensino Fundamental I',
  modalityPlaceholder: 'Selecione a modalidade',
  matrixPlaceholder: 'Selecione a matriz',
  schoolUnitPlaceholder: 'Selecione a unidade',
} as const;
