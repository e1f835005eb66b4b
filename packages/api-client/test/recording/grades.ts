import {
  academicTermsResource,
  assessmentsResource,
  calendarEventsPath,
  classroomResultsPath,
  type Enrollment,
  eventsResource,
  gradesPath,
  myClassesPath,
  reportCardsPath,
  type StudentListItem,
  schoolDaysResource,
  studentReportCardPath,
  unitClassesPath,
  WEEK_STARTS_ON,
} from '@lousa/domain';
import type { RecordedRole } from '../../src/mocks/recorded.ts';
import { knownStudentOf } from './enrollments.ts';
import type { RecordingArea, RecordingContext } from './index.ts';

interface ClassChoice {
  classroom: { id: string };
  curricularComponent: { id: string };
  students: number;
}
interface Assessed {
  classroom: { id: string };
  curricularComponent: { id: string };
  academicTerm: { id: string };
}
interface Term {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
}

/** The class with the most students (the first of them): the biggest grid the demo has. */
const biggest = (classes: ClassChoice[]) =>
  classes.reduce<ClassChoice | undefined>(
    (best, item) => (!best || item.students > best.students ? item : best),
    undefined,
  );

/** What 'Notas' asks for a class and term: the grid, the report cards and the assessments by date. */
async function gradesOf(
  context: RecordingContext,
  as: RecordedRole,
  choice: ClassChoice,
  term: Term,
) {
  const params = {
    classroomId: choice.classroom.id,
    curricularComponentId: choice.curricularComponent.id,
    academicTermId: term.id,
  };
  await context.get(as, gradesPath, params);
  await context.get(as, reportCardsPath, params);
  await context.get(as, assessmentsResource.path, { ...params, sort: 'date' });
}

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The days a month's grid of 'Calendário Acadêmico' shows: whole weeks around the month. */
function monthGrid(year: number, month: number) {
  const first = Date.UTC(year, month - 1, 1);
  const last = Date.UTC(year, month, 0);
  const lead = (new Date(first).getUTCDay() - WEEK_STARTS_ON + 7) % 7;
  const trail = (WEEK_STARTS_ON + 6 - new Date(last).getUTCDay()) % 7;
  return { from: dayText(first - lead * DAY_MS), to: dayText(last + trail * DAY_MS) };
}

/** 'Notas', 'Calendário Acadêmico' (events), 'Calendários Acadêmicos' and 'Dias Escolares'. */
const area: RecordingArea = {
  file: 'grades.json',
  async record(context) {
    // 'Notas': the teacher's biggest class in the term of today and in the term after it.
    const terms = await context.get<Term[]>('professor', academicTermsResource.path);
    const term = terms.find(
      (t) =>
        t.startDate.slice(0, 10) <= context.today &&
        context.today <= t.endDate.slice(0, 10) &&
        t.title.includes('Bimestre'),
    );
    const next = terms.find(
      (t) => term && t.title.includes('Bimestre') && t.startDate > term.endDate,
    );
    const own = biggest(context.recorded<ClassChoice[]>('professor', `GET ${myClassesPath}`));
    if (!term || !next || !own) throw new Error('grades area: no term or class of the teacher');
    await gradesOf(context, 'professor', own, term);
    await gradesOf(context, 'professor', own, next);
    // A unit's secretary correcting records: her unit's biggest class with assessments.
    await context.get('secretaria', academicTermsResource.path);
    const unitClasses = context.recorded<ClassChoice[]>('secretaria', `GET ${unitClassesPath}`);
    const assessed = await context.get<Assessed[]>('secretaria', assessmentsResource.path);
    // Her unit's calendar may not be the teacher's (the rural unit has its own): the term of
    // today of her unit's assessments.
    const unitTerm =
      terms.find(
        (t) =>
          t.startDate.slice(0, 10) <= context.today &&
          context.today <= t.endDate.slice(0, 10) &&
          t.title.includes('Bimestre') &&
          assessed.some((a) => a.academicTerm.id === t.id),
      ) ?? term;
    const hasAssessments = (item: ClassChoice) =>
      assessed.some(
        (a) =>
          a.classroom.id === item.classroom.id &&
          a.curricularComponent.id === item.curricularComponent.id &&
          a.academicTerm.id === unitTerm.id,
      );
    const unit = biggest(unitClasses.filter(hasAssessments)) ?? biggest(unitClasses);
    if (!unit) throw new Error('grades area: the secretary has no unit class');
    await gradesOf(context, 'secretaria', unit, unitTerm);

    // 'Resultados da Turma': the teacher's biggest class; the secretary's too.
    await context.get('professor', classroomResultsPath(own.classroom.id));
    await context.get('secretaria', classroomResultsPath(unit.classroom.id));

    // 'Ficha do Aluno', 'Boletim': the report card of the record stories' student in each year
    // they have an enrolment in, as the administrator.
    const enrollments = context.recorded<Enrollment[]>('administrador', 'GET /enrollments');
    const known = knownStudentOf(
      context.recorded<StudentListItem[]>('administrador', 'GET /students'),
      enrollments,
    );
    const years = new Set(
      enrollments
        .filter((enrollment) => enrollment.student.id === known.id)
        .map((enrollment) => enrollment.academicYear.id),
    );
    for (const academicYearId of years) {
      await context.get('administrador', studentReportCardPath(known.id), { academicYearId });
    }

    // 'Calendário Acadêmico': the month of each added event and the month after it, as the
    // administrator and the teacher; February 2025 (a year chosen in the picker).
    const events = context.recorded<{ date: string }[]>(
      'administrador',
      `GET ${eventsResource.path}`,
    );
    const months = new Set<string>();
    for (const event of events) {
      const year = Number(event.date.slice(0, 4));
      const month = Number(event.date.slice(5, 7));
      months.add(`${year}-${month}`);
      months.add(month === 12 ? `${year + 1}-1` : `${year}-${month + 1}`);
    }
    for (const as of ['administrador', 'professor'] as const) {
      for (const key of months) {
        const [year, month] = key.split('-').map(Number) as [number, number];
        await context.get(as, calendarEventsPath, monthGrid(year, month));
      }
    }
    await context.get('administrador', calendarEventsPath, monthGrid(2025, 2));

    // 'Dias Escolares': a search by a type's name, and one nothing matches.
    await context.get('administrador', schoolDaysResource.path, { q: 'feriado' });
    await context.get('administrador', schoolDaysResource.path, { q: 'carnaval' });
  },
};
export default area;
