/** Labels of the attendance entry. */
export const attendanceLaunchLabels = {
  form: 'Frequência da turma',
  code: 'Código',
  student: 'Aluno',
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
} as const;
