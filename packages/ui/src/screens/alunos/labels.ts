import { PERSON_FIELD_LABELS } from '@lousa/domain';

/** Labels of /app/alunos. */
export const alunosLabels = {
  cpf: PERSON_FIELD_LABELS.cpf,
  name: 'Nome',
  gender: PERSON_FIELD_LABELS.gender,
  birthDate: PERSON_FIELD_LABELS.birthDate,
  classroom: 'Turma',
  /** A value the record does not have (a student without CPF, without a class). */
  none: '-',
  add: 'Adicionar Aluno',
  viewRecord: 'Ver ficha',
  edit: 'Editar',
} as const;

/** Labels of the student form, on the add and the edit pages. */
export const alunoFormLabels = {
  studentSection: 'Dados do Aluno',
  guardianSection: 'Responsável',
  addressSection: PERSON_FIELD_LABELS.address,
  guardianAddressSection: 'Endereço do responsável',
  schoolUnit: 'Unidade Escolar',
  schoolUnitPlaceholder: 'Selecione a unidade',
  schoolUnitHelp: 'A unidade em que o aluno fica cadastrado.',
  /** The person's fields, from the domain's one copy (the audit log reads the same labels). */
  ...PERSON_FIELD_LABELS,
  studentSectionHelp:
    'O CPF do aluno pode ficar em branco quando a certidão de nascimento é informada.',
  choose: 'Selecione',
  zipCode: 'CEP',
  street: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'UF',
  cpfPlaceholder: '000.000.000-00',
  phonePlaceholder: '(00) 00000-0000',
  zipCodePlaceholder: '00.000-000',
  // The guardian block
  guardianCpf: 'CPF do responsável',
  guardianSearchHelp:
    'Busque pelo CPF: um responsável já cadastrado (o de um irmão, por exemplo) é reaproveitado.',
  search: 'Buscar',
  guardianFound: 'Responsável encontrado',
  guardianChosen: 'Responsável do aluno',
  useGuardian: 'Usar este responsável',
  registerOther: 'Cadastrar outro',
  changeGuardian: 'Trocar responsável',
  searchAnother: 'Buscar outro CPF',
  guardianNotFound: 'Nenhuma pessoa com este CPF. Preencha os dados do responsável.',
  noGuardian: 'Sem responsável',
  noGuardianHelp: 'O aluno é maior de idade e pode ser cadastrado sem responsável.',
  sameAddress: 'Mesmo endereço do aluno',
  guardianCpfShort: PERSON_FIELD_LABELS.cpf,
  guardianContact: PERSON_FIELD_LABELS.contact,
  guardianEmail: PERSON_FIELD_LABELS.email,
} as const;

/** Labels of the record page (/app/alunos/ficha). */
export const alunoFichaLabels = {
  studentSection: 'Aluno',
  guardianSection: 'Responsável',
  addressSection: PERSON_FIELD_LABELS.address,
  historySection: 'Histórico de Matrículas',
  /** The history's table, inside its section (a landmark of its own needs another name). */
  historyTable: 'Matrículas do aluno',
  noGuardian: 'Sem responsável',
  noGuardianText: 'O aluno é maior de idade e não tem responsável cadastrado.',
  guardianAddress: 'Endereço do responsável',
  sameAddress: 'Mesmo endereço do aluno.',
  edit: 'Editar',
  /** The top of every printed page: the document and whose it is. */
  printDocument: 'Ficha do Aluno',
  academicYear: 'Ano Letivo',
  classroom: 'Turma',
  schoolUnit: 'Unidade Escolar',
  status: 'Situação',
  date: 'Data',
  endDate: 'Data de saída',
} as const;

/** The record page's tabs: the record itself and its 'Boletim' (issue 28). */
export const alunoFichaTabs = {
  list: 'Seções da ficha',
  record: 'Ficha',
  reportCard: 'Boletim',
} as const;

/** Labels of the 'Boletim' tab of the record page (issue 28). */
export const alunoBoletimLabels = {
  academicYear: 'Ano Letivo',
  loading: 'Carregando o boletim…',
  noEnrolments:
    'O aluno ainda não tem matrícula. O boletim aparece depois da primeira matrícula em uma turma.',
  noGrades: (year: string) =>
    `Ainda não há notas nem faltas lançadas para este aluno no ano letivo de ${year}.`,
  classroom: 'Turma',
  region: 'Boletim do aluno',
  table: (student: string, year: string) => `Boletim de ${student} em ${year}`,
  component: 'Componente curricular',
  average: 'Média',
  absences: 'Faltas',
  /** A term's column when its title cannot be read: its place in the year. */
  term: (position: number) => `${position}º período`,
  finalAverage: 'Média final',
  exam: 'Exame',
  situation: 'Situação',
  attendance: 'Frequência',
  summary: 'Resultado do ano',
  result: 'Resultado',
  overallAttendance: 'Frequência geral',
} as const;
