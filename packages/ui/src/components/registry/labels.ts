/** Labels of the registry kit (list pages, add and edit forms, row actions), written once. */
export const registryLabels = {
  add: 'Adicionar',
  cancel: 'Cancelar',
  save: 'Salvar',
  retry: 'Tentar novamente',
  loadError: 'Não foi possível carregar os dados.',
  search: 'Buscar',
  searchPlaceholder: 'Buscar…',
  actions: 'Ações',
  actionsFor: (name: string) => `Ações para ${name}`,
  edit: 'Editar',
  delete: 'Excluir',
  deleteTitle: (name: string) => `Excluir ${name}?`,
  deleteDescription: 'Esta ação não pode ser desfeita.',
  loadingRecord: 'Carregando…',
  backToList: 'Voltar para a lista',
} as const;
