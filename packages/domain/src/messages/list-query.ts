/** 400 answers to bad list parameters (`page`, `pageSize`, `q`, `sort`). */
export const listQueryMessages = {
  pageInvalid: 'O parâmetro page deve ser um número inteiro a partir de 1.',
  pageSizeInvalid: (max: number) =>
    `O parâmetro pageSize deve ser um número inteiro de 1 a ${max}.`,
  searchInvalid: 'O parâmetro q deve ser um texto.',
  searchTooLong: (max: number) => `A busca deve ter no máximo ${max} caracteres.`,
  sortInvalid: 'O parâmetro sort deve ser uma coluna ordenável da lista.',
  /** A filter that names a record (`classroomId=`…) given something that is not a UUID. */
  idFilterInvalid: (name: string) => `O parâmetro ${name} deve ser um identificador (UUID) válido.`,
  /** GET /enrollments?status= with a value outside ACTIVE, TRANSFERRED, CANCELLED, COMPLETED, ABANDONED, DECEASED. */
  enrollmentStatusInvalid:
    'O parâmetro status deve ser uma destas situações: ACTIVE, TRANSFERRED, CANCELLED, COMPLETED, ABANDONED, DECEASED.',
  /** GET /attendance-sheets?status= with a value outside PENDING, RECORDED. */
  attendanceStatusInvalid: 'O parâmetro status deve ser uma destas situações: PENDING, RECORDED.',
  /** GET /attendance-sheets?todo= with a value other than 1 or 0. */
  attendanceTodoInvalid: 'O parâmetro todo deve ser 1 (a fazer) ou 0 (todas).',
  /** A required date parameter (GET /attendance?date=) missing or not a real date. */
  dateParamInvalid: (name: string) =>
    `O parâmetro ${name} deve ser uma data válida no formato AAAA-MM-DD.`,
  /** GET /calendar-events with `from` after `to`. */
  dateRangeReversed: 'O parâmetro from deve ser uma data igual ou anterior a to.',
  /** GET /calendar-events with `from` and `to` more than `max` days apart. */
  dateRangeTooLong: (max: number) => `O período entre from e to deve ser de no máximo ${max} dias.`,
} as const;
