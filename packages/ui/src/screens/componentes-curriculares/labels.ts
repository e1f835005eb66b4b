/** Labels of the curricular-component list and its add and edit dialogs. */
export const componentesCurricularesLabels = {
  name: 'Nome',
  addTitle: 'Adicionar Componente Curricular',
  editTitle: 'Editar Componente Curricular',
  namePlaceholder: 'Ex.: Língua Portuguesa',
} as const;
