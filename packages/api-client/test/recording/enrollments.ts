import {
  type AcademicYear,
  type Classroom,
  type Enrollment,
  foldText,
  formatCpf,
  type SchoolUnit,
  type StudentListItem,
} from '@lousa/domain';
import type { RecordingArea } from './index.ts';

/**
 * The student the record stories show: the first of the administrator's list with an ATIVA and
 * a TRANSFERIDA enrolment (a history of more than one row). The stories pick it by the same rule.
 */
export function knownStudentOf(students: StudentListItem[], enrollments: Enrollment[]) {
  const student = students.find((item) => {
    const theirs = enrollments.filter((enrollment) => enrollment.student.id === item.id);
    return (
      theirs.some((enrollment) => enrollment.status === 'ACTIVE') &&
      theirs.some((enrollment) => enrollment.status === 'TRANSFERRED')
    );
  });
  if (!student) throw new Error('the demo has no student with a transfer');
  return student;
}

/** The student the list's search finds: the first (after the first two) with an accent. */
export function searchedStudentOf(students: StudentListItem[]) {
  const student = students
    .slice(2)
    .find((item) => item.cpf && foldText(item.name) !== item.name.toLowerCase());
  if (!student) throw new Error('the demo has no student named with an accent');
  return student;
}

/**
 * The enrolment the 'Matrículas' stories act on: the first ATIVA one of a student enrolled once
 * in its year, in a classroom named once in its unit and year (so a person picks it by name).
 */
export function someActiveOf(enrollments: Enrollment[], classrooms: Classroom[]) {
  const enrollment = enrollments.find(
    (item) =>
      item.status === 'ACTIVE' &&
      classrooms.filter(
        (room) =>
          room.schoolUnit.id === item.schoolUnit.id &&
          room.academicYear.id === item.academicYear.id &&
          room.name === item.classroom.name,
      ).length === 1 &&
      enrollments.filter(
        (other) =>
          other.student.id === item.student.id && other.academicYear.id === item.academicYear.id,
      ).length === 1,
  );
  if (!enrollment) throw new Error('the demo has no enrolment to act on');
  return enrollment;
}

/** A CPF nobody in the demo has, for the guardian lookup that finds no one. */
export const UNKNOWN_GUARDIAN_CPF = '11144477735';

/** 'Alunos' (list, form, record) and 'Matrículas' (list, filters, 'Adicionar Matrícula'). */
const area: RecordingArea = {
  file: 'enrollments.json',
  async record(context) {
    const students = context.recorded<StudentListItem[]>('administrador', 'GET /students');
    const enrollments = context.recorded<Enrollment[]>('administrador', 'GET /enrollments');

    // 'Ficha do Aluno' and 'Editar Aluno': the record and its history, newest first.
    const known = knownStudentOf(students, enrollments);
    await context.get('administrador', `/students/${known.id}`);
    await context.get('administrador', '/enrollments', { studentId: known.id, sort: '-date' });

    // 'Alunos': the search by name (accents and case aside), by CPF masked and bare, no match.
    const searched = searchedStudentOf(students);
    for (const q of [
      foldText(searched.name).toUpperCase(),
      formatCpf(searched.cpf),
      searched.cpf ?? '',
      'Zuleica Inexistente',
    ]) {
      await context.get('administrador', '/students', { q });
    }

    // 'Adicionar Aluno': a guardian's CPF nobody has (404).
    await context.get('administrador', '/guardians', { cpf: UNKNOWN_GUARDIAN_CPF });

    // 'Nova Matrícula': the student box's searches — the first student without a classroom by
    // the first two words of the name and by the start of the masked CPF, the first with one by
    // the first name, and a text nobody matches.
    const unenrolled = students.find((item) => !item.classroom);
    const enrolled = students.find((item) => item.classroom);
    if (!unenrolled || !enrolled)
      throw new Error('the demo needs students with and without a class');
    for (const q of [
      unenrolled.name.split(' ').slice(0, 2).join(' '),
      formatCpf(unenrolled.cpf).slice(0, 7),
      enrolled.name.split(' ')[0] ?? '',
      'Zzyzx',
    ]) {
      await context.get('administrador', '/students', { q });
    }

    // 'Matrículas': the searches of the enrolment acted on (as typed, and in capitals), the
    // sorts, and the filters — the year with enrolments, two statuses, its unit, its unit and
    // classroom, another unit.
    const classrooms = context.recorded<Classroom[]>('administrador', 'GET /classrooms');
    const units = context.recorded<SchoolUnit[]>('administrador', 'GET /school-units');
    const years = context.recorded<AcademicYear[]>(
      'administrador',
      'GET /academic-calendars/years',
    );
    const active = someActiveOf(enrollments, classrooms);
    for (const q of [
      active.student.name,
      active.student.name.toUpperCase(),
      'ninguém com este nome',
    ]) {
      await context.get('administrador', '/enrollments', { q });
    }
    // The first page only (a story looks at no other): the answer as it is, with its total.
    const firstPage = { page: '1', pageSize: '10' };
    for (const sort of ['student', '-student', 'date', '-date']) {
      await context.get('administrador', '/enrollments', { ...firstPage, sort });
    }
    const year = years.find((item) => item.id === active.academicYear.id);
    const other = units.find((item) => item.id !== active.schoolUnit.id);
    if (!year || !other)
      throw new Error('the demo needs the year of the enrolment and another unit');
    const filtered: Record<string, string>[] = [
      { ...firstPage, academicYearId: year.id },
      { status: 'TRANSFERRED' },
      { status: 'CANCELLED' },
      { ...firstPage, schoolUnitId: active.schoolUnit.id },
      { schoolUnitId: active.schoolUnit.id, classroomId: active.classroom.id },
      { ...firstPage, schoolUnitId: other.id },
    ];
    for (const filters of filtered) {
      await context.get('administrador', '/enrollments', filters);
    }
  },
};
export default area;
