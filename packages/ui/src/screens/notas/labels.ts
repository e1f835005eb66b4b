import { ATTENDANCE_MINIMUM_PERCENT } from '@lousa/domain';

/** Labels of the grades screen: the selection, the assessments, the grid and their dialogs. */
export const notasLabels = {
  launch: 'Lançar Notas',
  // Selection
  selection: 'Turma, componente e período',
  classAndComponent: 'Turma — Componente',
  classPlaceholder: 'Selecione a turma e o componente',
  term: 'Período Letivo',
  termPlaceholder: 'Selecione o período letivo',
  noClassesTitle: 'Você não tem turmas atribuídas.',
  noClassesDetail:
    'As notas são lançadas nas turmas em que você leciona. Peça à secretaria da escola que atribua você como professor(a) em Turmas › Professores.',
  chooseTitle: 'Escolha a turma e o período letivo',
  chooseDetail: 'As avaliações e as notas aparecem aqui.',
  loading: 'Carregando as notas…',
  // Assessments
  assessments: 'Avaliações',
  newAssessment: 'Nova Avaliação',
  editAssessment: 'Editar Avaliação',
  title: 'Título',
  date: 'Data',
  weight: 'Peso',
  maxScore: 'Nota máxima',
  weightHelp: 'Ex.: 1 ou 1,5',
  noAssessments: 'Nenhuma avaliação neste período. Adicione a primeira com “Nova Avaliação”.',
  noAssessmentsReader: 'Nenhuma avaliação neste período.',
  deleteGrades: (graded: number) =>
    graded === 0
      ? 'Nenhuma nota foi lançada nesta avaliação. Esta ação não pode ser desfeita.'
      : graded === 1
        ? 'A nota já lançada nesta avaliação também será excluída. Esta ação não pode ser desfeita.'
        : `As ${graded} notas já lançadas nesta avaliação também serão excluídas. Esta ação não pode ser desfeita.`,
  // Grid
  grades: 'Notas dos alunos',
  student: 'Aluno',
  average: 'Média',
  attendance: 'Frequência',
  weightAndMax: (weight: string, max: string) => `Peso ${weight} · máx. ${max}`,
  cell: (student: string, assessment: string) => `Nota de ${student} em ${assessment}`,
  noStudents: 'Nenhum aluno com matrícula ativa nesta turma.',
  gridAfterFirstAssessment: 'As notas dos alunos aparecem aqui depois da primeira avaliação.',
  attendanceLow: `abaixo de ${ATTENDANCE_MINIMUM_PERCENT}%`,
  save: 'Salvar notas',
  cancel: 'Cancelar',
  keyboardHelp:
    'Digite as notas com vírgula (7,5). Enter ou ↓ vai para o aluno de baixo, ↑ para o de cima; Tab e as setas ← → passam de uma avaliação a outra.',
  changed: (count: number) =>
    count === 0
      ? 'Nenhuma nota alterada'
      : count === 1
        ? '1 nota alterada'
        : `${count} notas alteradas`,
  invalid: (count: number) =>
    count === 1
      ? 'Corrija a nota inválida para salvar.'
      : `Corrija as ${count} notas inválidas para salvar.`,
  discardTitle: 'Descartar as notas não salvas?',
  discardDescription: 'As notas digitadas desde o último salvamento serão perdidas.',
  discard: 'Descartar',
} as const;
