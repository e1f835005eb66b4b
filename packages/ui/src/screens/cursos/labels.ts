/** Labels of the course list and its add dialog. */
export const cursosLabels = {
  name: 'Nome',
  modality: 'Modalidade de Ensino',
  matrix: 'Matriz Curricular',
  schoolUnit: 'Unidade Escolar',
  dialogTitle: 'Adicionar Curso',
  namePlaceholder: 'Ex.: Ensino Fundamental I',
  modalityPlaceholder: 'Selecione a modalidade',
  matrixPlaceholder: 'Selecione a matriz',
  schoolUnitPlaceholder: 'Selecione a unidade',
} as const;
