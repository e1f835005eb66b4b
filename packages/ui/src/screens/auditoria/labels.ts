/** Labels of the audit screen: its columns and its filters. */
export const auditoriaLabels = {
  at: 'Data e hora',
  actor: 'Usuário',
  action: 'Ação',
  resource: 'Recurso',
  record: 'Registro',
  fields: 'Campos',
  ip: 'Endereço IP',
  filters: 'Filtros',
  from: 'De',
  to: 'Até',
  allActions: 'Todas as ações',
  allResources: 'Todos os recursos',
  /** What an empty cell shows (no actor, no record, no fields). */
  none: '—',
} as const;
