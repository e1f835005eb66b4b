import { ATTENDANCE_MINIMUM_PERCENT, serverMessages } from '@lousa/domain';

/** Labels of the attendance entry ('Lançamento de Frequência'). */
export const attendanceLaunchLabels = {
  form: 'Frequência da turma',
  day: 'Aula',
  classroom: 'Turma',
  curricularComponent: 'Componente Curricular',
  classDate: 'Data da Aula',
  status: 'Status',
  code: 'Código',
  student: 'Aluno',
  attendance: 'Frequência',
  actions: 'Ações',
  present: 'Presente',
  absent: 'Ausente',
  justified: 'Falta justificada',
  presenceOf: (name: string) => `Presença de ${name}`,
  justify: 'Justificar falta',
  justifyOf: (name: string) => `Justificar falta de ${name}`,
  dialogTitle: 'Justificar Falta',
  justification: 'Justificativa',
  confirm: 'JUSTIFICAR',
  save: 'Salvar',
  /** Marks every student not justified at once (a justified student stays absent). */
  markAll: 'Marcar todos',
  allPresent: 'Todos presentes',
  allAbsent: 'Todos ausentes',
  noPercent: '-',
  /** Read after a percentage under the legal minimum (LDB art. 24). */
  belowMinimum: ` (abaixo de ${ATTENDANCE_MINIMUM_PERCENT}%)`,
  /** A recorded day the user may still correct. */
  recordedUntil: (launch: string, until: string) =>
    `Registrada em ${launch}; pode ser corrigida até ${until}.`,
  /** A recorded day corrected after the teacher's window (by whom may correct records). */
  recordedLate: (launch: string, until: string) =>
    `Registrada em ${launch}. O prazo do(a) professor(a) terminou em ${until}; a correção fica registrada na auditoria.`,
  /** A day the user may read but not save (not its teacher, or the window closed). */
  readOnly:
    'Você pode consultar esta frequência, mas não alterá-la. Para corrigi-la, procure a secretaria.',
  /** A lesson day nobody was enrolled on: no roster, nothing to save (the server's words). */
  emptyRoster: serverMessages.attendanceEmptyRoster,
  badAddress: 'Este endereço não indica uma aula: escolha o dia da aula em Frequências.',
  backToList: 'Voltar para Frequências',
  loading: 'Carregando a frequência…',
} as const;
