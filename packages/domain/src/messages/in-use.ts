import { countOf } from './count.ts';

/** The 409 of a delete refused because other records use the one to delete (pt-BR, names them). */
export const inUseMessages = {
  teachingModality: (courses: number) =>
    `A modalidade é usada por ${countOf(courses, 'curso', 'cursos')} e não pode ser excluída.`,
  curricularComponent: (matrices: number) =>
    `O componente faz parte de ${countOf(matrices, 'matriz curricular', 'matrizes curriculares')} e não pode ser excluído.`,
  curriculumMatrix: (courses: number) =>
    `A matriz é usada por ${countOf(courses, 'curso', 'cursos')} e não pode ser excluída.`,
  schoolUnitCourses: (courses: number) =>
    `A unidade tem ${countOf(courses, 'curso', 'cursos')} e não pode ser excluída.`,
  schoolUnitClassrooms: (classrooms: number) =>
    `A unidade tem ${countOf(classrooms, 'turma', 'turmas')} e não pode ser excluída.`,
  schoolUnitEnrollments: (enrollments: number) =>
    `A unidade tem ${countOf(enrollments, 'matrícula', 'matrículas')} e não pode ser excluída.`,
  schoolUnitStudents: (students: number) =>
    `A unidade tem ${countOf(students, 'aluno', 'alunos')} e não pode ser excluída.`,
  classroomPedagogy: (records: number) =>
    `A turma tem ${countOf(records, 'registro pedagógico', 'registros pedagógicos')} (planos de aula, atividades, avaliações, frequências) e não pode ser excluída.`,
  curricularComponentPedagogy: (records: number) =>
    `O componente tem ${countOf(records, 'registro pedagógico', 'registros pedagógicos')} (professores, planos de aula, atividades, avaliações, frequências) e não pode ser excluído.`,
  classroomEnrollments: (enrollments: number) =>
    `A turma tem ${countOf(enrollments, 'matrícula', 'matrículas')} e não pode ser excluída.`,
  course: (classrooms: number) =>
    `O curso é usado por ${countOf(classrooms, 'turma', 'turmas')} e não pode ser excluído.`,
  /** 409 of deleting a course that other courses name as the one that follows them. */
  courseNext: (courses: number) =>
    `O curso é o curso seguinte de ${countOf(courses, 'outro curso', 'outros cursos')} e não pode ser excluído.`,
  /** 409 of a course edit that removes a grade level classrooms use. */
  gradeLevel: (name: string, classrooms: number) =>
    `A série/ano '${name}' é usada por ${countOf(classrooms, 'turma', 'turmas')} e não pode ser removida.`,
  /** 409 of a course edit that moves it to another unit while classrooms use it. */
  courseSchoolUnit: (classrooms: number) =>
    `O curso é usado por ${countOf(classrooms, 'turma', 'turmas')} e não pode mudar de unidade escolar.`,
  academicYear: (calendars: number) =>
    `O ano letivo tem ${countOf(calendars, 'calendário acadêmico', 'calendários acadêmicos')} e não pode ser excluído.`,
  academicTermAssessments: (assessments: number) =>
    `O período letivo tem ${countOf(assessments, 'avaliação', 'avaliações')} e não pode ser excluído.`,
  academicCalendarTerms: (terms: number) =>
    `O calendário tem ${countOf(terms, 'período letivo', 'períodos letivos')} e não pode ser excluído.`,
  academicCalendarDays: (days: number) =>
    `O calendário tem ${countOf(days, 'dia escolar', 'dias escolares')} e não pode ser excluído.`,
  role: (users: number) =>
    `O perfil é usado por ${countOf(users, 'usuário', 'usuários')} e não pode ser excluído.`,
  schoolDayType: (days: number) =>
    `O tipo é usado por ${countOf(days, 'dia escolar', 'dias escolares')} e não pode ser excluído.`,
} as const;
