/** 400 answers to bad filters of GET /audit-events, and what the retention prune records. */
export const auditMessages = {
  actorIdInvalid: 'O parâmetro actorId deve ser o identificador (UUID) de um usuário.',
  resourceInvalid: 'O parâmetro resource deve ter no máximo 100 caracteres.',
  actionInvalid: 'O parâmetro action deve ser uma ação registrada na auditoria.',
  fromInvalid: 'O parâmetro from deve ser uma data válida no formato AAAA-MM-DD.',
  toInvalid: 'O parâmetro to deve ser uma data válida no formato AAAA-MM-DD.',
  /** The 'audit-prune' event's description: how many events older than which day were removed. */
  pruned: (count: number, before: string) =>
    `${count} ${count === 1 ? 'evento anterior' : 'eventos anteriores'} a ${before} ${count === 1 ? 'removido' : 'removidos'}`,
} as const;
