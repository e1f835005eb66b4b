/** Labels of the curricular-component list and its add dialog. */
export const componentesCurricularesLabels = {
  name: 'Nome',
  dialogTitle: 'Adicionar Componente Curricular',
  namePlaceholder: 'Ex.: Língua Portuguesa',
} as const;
