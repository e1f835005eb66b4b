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
  /** What an empty cell shows (no actor, no record, no fields), and an empty value. */
  none: '—',
  /** A changed true/false value. */
  yes: 'Sim',
  no: 'Não',
  /** A user's 'Situação' (its 'active' field), as the users' list shows it. */
  active: 'Ativo',
  inactive: 'Inativo',
} as const;
