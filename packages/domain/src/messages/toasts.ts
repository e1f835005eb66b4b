const NO_CONNECTION = 'Sem conexão com o servidor.';

/** Toasts of spec §8. */
export const toasts = {
  userCreated: 'Usuário adicionado com sucesso!',
  classroomCreated: 'Turma adicionada com sucesso!',
  academicTermCreated: 'Período letivo adicionado com sucesso!',
  schoolDayTypeCreated: 'Tipo adicionado com sucesso!',
  schoolDayCreated: 'Dia escolar adicionado com sucesso!',
  academicCalendarCreated: 'Calendário acadêmico adicionado com sucesso!',
  academicYearCreated: 'Ano letivo adicionado com sucesso!',
  schoolUnitCreated: 'Unidade adicionada com sucesso!',
  curriculumMatrixCreated: 'Matriz adicionada com sucesso!',
  courseCreated: 'Curso adicionado com sucesso!',
  curricularComponentCreated: 'Componente adicionado com sucesso!',
  // Edit and delete (beyond the spec, in the wording of its §8 toasts).
  userUpdated: 'Usuário atualizado com sucesso!',
  userDeleted: 'Usuário excluído com sucesso!',
  classroomUpdated: 'Turma atualizada com sucesso!',
  classroomDeleted: 'Turma excluída com sucesso!',
  academicTermUpdated: 'Período letivo atualizado com sucesso!',
  academicTermDeleted: 'Período letivo excluído com sucesso!',
  schoolDayTypeUpdated: 'Tipo atualizado com sucesso!',
  schoolDayTypeDeleted: 'Tipo excluído com sucesso!',
  schoolDayUpdated: 'Dia escolar atualizado com sucesso!',
  schoolDayDeleted: 'Dia escolar excluído com sucesso!',
  /** A range of school days added at once (POST /school-days/batch): how many, how many were there. */
  schoolDaysAdded: (created: number, skipped: number) =>
    `${created === 1 ? '1 dia adicionado' : `${created} dias adicionados`}; ${
      skipped === 1 ? '1 já existia' : `${skipped} já existiam`
    }`,
  academicCalendarUpdated: 'Calendário acadêmico atualizado com sucesso!',
  academicCalendarDeleted: 'Calendário acadêmico excluído com sucesso!',
  academicYearUpdated: 'Ano letivo atualizado com sucesso!',
  academicYearDeleted: 'Ano letivo excluído com sucesso!',
  schoolUnitUpdated: 'Unidade atualizada com sucesso!',
  schoolUnitDeleted: 'Unidade excluída com sucesso!',
  curriculumMatrixUpdated: 'Matriz atualizada com sucesso!',
  curriculumMatrixDeleted: 'Matriz excluída com sucesso!',
  courseUpdated: 'Curso atualizado com sucesso!',
  evaluationRuleSaved: 'Regra de avaliação salva com sucesso!',
  courseDeleted: 'Curso excluído com sucesso!',
  curricularComponentUpdated: 'Componente atualizado com sucesso!',
  curricularComponentDeleted: 'Componente excluído com sucesso!',
  studentCreated: 'Aluno adicionado com sucesso!',
  studentUpdated: 'Aluno atualizado com sucesso!',
  studentDeleted: 'Aluno excluído com sucesso!',
  enrollmentCreated: 'Matrícula realizada com sucesso!',
  enrollmentTransferred: 'Matrícula transferida com sucesso!',
  enrollmentCancelled: 'Matrícula cancelada com sucesso!',
  enrollmentCompleted: 'Matrícula concluída com sucesso!',
  enrollmentAbandoned: 'Abandono registrado com sucesso!',
  enrollmentDeceased: 'Falecimento registrado com sucesso!',
  /** Next year's classes copied (POST /academic-years/<id>/classrooms/copy): made, already there. */
  classroomsCopied: (created: number, skipped: number) =>
    `${created === 1 ? '1 turma criada' : `${created} turmas criadas`}; ${
      skipped === 1 ? '1 já existia' : `${skipped} já existiam`
    }`,
  teacherAssigned: 'Professor atribuído com sucesso!',
  teacherUnassigned: 'Atribuição removida com sucesso!',
  lessonPlanCreated: 'Plano de aula adicionado com sucesso!',
  lessonPlanUpdated: 'Plano de aula atualizado com sucesso!',
  lessonPlanDeleted: 'Plano de aula excluído com sucesso!',
  activityCreated: 'Atividade adicionada com sucesso!',
  activityUpdated: 'Atividade atualizada com sucesso!',
  activityDeleted: 'Atividade excluída com sucesso!',
  attendanceSaved: 'Frequência registrada com sucesso!',
  assessmentCreated: 'Avaliação adicionada com sucesso!',
  assessmentUpdated: 'Avaliação atualizada com sucesso!',
  assessmentDeleted: 'Avaliação excluída com sucesso!',
  gradesSaved: 'Notas salvas com sucesso!',
  eventCreated: 'Evento adicionado com sucesso!',
  eventUpdated: 'Evento atualizado com sucesso!',
  eventDeleted: 'Evento excluído com sucesso!',
  bnccImported: (count: number) =>
    count === 1
      ? '1 norma BNCC importada com sucesso!'
      : `${count} normas BNCC importadas com sucesso!`,
  roleCreated: 'Perfil adicionado com sucesso!',
  roleUpdated: 'Perfil atualizado com sucesso!',
  roleDeleted: 'Perfil excluído com sucesso!',
  passwordChanged: 'Senha alterada com sucesso!',
  userDeactivated: 'Usuário desativado.',
  userReactivated: 'Usuário reativado.',
  sessionExpired: 'Sessão expirada',
  tokenExpired: 'Token expirado',
  unexpectedError: 'Aconteceu um erro inesperado',
  /** A call that got no answer at all (the server is down, the network is gone). */
  noConnection: NO_CONNECTION,
  /** A save (a call with a body) that got no answer: what was typed is still on screen. */
  noConnectionWhileSaving: `${NO_CONNECTION} Seus dados continuam no formulário.`,
} as const;
