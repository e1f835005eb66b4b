/** Labels of the registry kit (list pages and add dialogs), written once. */
export const registryLabels = {
  add: 'Adicionar',
  cancel: 'Cancelar',
  save: 'Salvar',
  retry: 'Tentar novamente',
  loadError: 'Não foi possível carregar os dados.',
} as const;
