import {
  academicCalendarsResource,
  academicTermsResource,
  academicYearsResource,
  activitiesResource,
  assessmentsResource,
  auditEventsResource,
  bnccStandardsResource,
  calendarStatusLabels,
  classroomsResource,
  coursesResource,
  curricularComponentsResource,
  curriculumMatricesResource,
  enrollmentStatuses,
  enrollmentsResource,
  eventsResource,
  genders,
  type ListResourceDefinition,
  labelOf,
  lessonPlansResource,
  rolesResource,
  schoolDaysResource,
  schoolDayTypesResource,
  schoolUnitsResource,
  shifts,
  studentsResource,
  teachingModalitiesResource,
  termStatusLabels,
  usersResource,
} from '@lousa/domain';
import {
  FIXED_TIMESTAMP,
  type FixtureCollections,
  type FixtureDb,
  type StudentFixture,
} from './db.ts';
import { studentListItemOf } from './fixture-students.ts';
import { fixtureMe } from './me.ts';

/**
 * What the generic fixture handlers need to know about each declared resource, as data: where
 * its rows are, what each sortable column shows, the plain values of the fields the server
 * computes, and the references inside a body's lists. No rule of the server is here.
 */

/** A fixture row as the generic handlers see it. */
export type FixtureRow = { id: string } & Record<string, unknown>;

export interface FixtureResource {
  /** The fixture collection holding the rows. */
  collection: keyof FixtureCollections;
  /** Per sort key, the text the list column shows (the fixtures sort by it). */
  sortValues: Readonly<Record<string, (row: FixtureRow) => string>>;
  /** The fields the server computes on create, with a plain fixture value. */
  computed?: () => Record<string, unknown>;
  /** References inside a body's list fields: `{ matrix: { curricularComponentId: 'curricular-components' } }`. */
  nestedReferences?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * Body fields a write turns into what the row shows, beyond the `fooId` references (a user's
   * `roleId` and `schoolUnitIds` become `role` and `schoolUnits`): the body, rewritten.
   */
  resolveBody?: (db: FixtureDb, body: Record<string, unknown>) => Record<string, unknown>;
  /**
   * What the list answers for a stored row, when that is less than GET <path>/<id> answers (a
   * student's list item is flat; the full record is read one at a time). Search and sort see it.
   */
  listItem?: (row: FixtureRow) => FixtureRow;
  /**
   * The list's own filters besides `q` (the audit log's `action`, `from`, …): per query
   * parameter, whether a row matches its value. A parameter not named here is ignored.
   */
  filters?: Readonly<Record<string, (row: FixtureRow, value: string) => boolean>>;
}

/** Keeps each sort map checked against its declaration (every sort key, the item's type). */
function fixture<TItem extends { id: string }, TSortKey extends string>(
  def: ListResourceDefinition<TItem, TSortKey>,
  resource: Omit<FixtureResource, 'sortValues' | 'filters'> & {
    sortValues: Record<TSortKey, (item: TItem) => string>;
    filters?: Record<string, (item: TItem, value: string) => boolean>;
  },
): [string, FixtureResource] {
  return [def.key, resource as unknown as FixtureResource];
}

/** A user's `roleId` (null: none) and `schoolUnitIds` as the row shows them: `role`, `schoolUnits`. */
function resolveUserBody(
  db: FixtureDb,
  { roleId, schoolUnitIds, ...body }: Record<string, unknown>,
): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...body };
  if (roleId !== undefined) {
    const role = db.roles.find((candidate) => candidate.id === roleId);
    fields.role = role ? { id: role.id, name: role.name, permissions: role.permissions } : null;
  }
  if (Array.isArray(schoolUnitIds)) {
    fields.schoolUnits = db.schoolUnits
      .filter((unit) => schoolUnitIds.includes(unit.id))
      .map(({ id, name }) => ({ id, name }));
  }
  return fields;
}

/** A student's list item: the person's fields the table shows and the class, under the record's id. */
function studentListItem(row: FixtureRow): FixtureRow {
  return studentListItemOf(row as unknown as StudentFixture) as unknown as FixtureRow;
}

const saoPauloDays = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The calendar day (YYYY-MM-DD) an instant falls on in São Paulo. */
const saoPauloDay = (iso: string) => saoPauloDays.format(new Date(iso));

/** The fixture data of every declared resource, by its key. */
export const fixtureResources: ReadonlyMap<string, FixtureResource> = new Map([
  fixture(usersResource, {
    collection: 'users',
    sortValues: {
      cpf: (user) => user.cpf,
      firstName: (user) => user.firstName,
      lastName: (user) => user.lastName,
      email: (user) => user.email,
      role: (user) => user.role?.name ?? '',
    },
    computed: () => ({ role: null, schoolUnits: [], active: true }),
    resolveBody: resolveUserBody,
  }),
  fixture(rolesResource, {
    collection: 'roles',
    sortValues: { name: (role) => role.name, users: (role) => String(role.users).padStart(9, '0') },
    computed: () => ({ users: 0 }),
  }),
  fixture(schoolUnitsResource, {
    collection: 'schoolUnits',
    sortValues: {
      cnpj: (unit) => unit.cnpj,
      name: (unit) => unit.name,
      principalName: (unit) => unit.principalName,
    },
  }),
  fixture(teachingModalitiesResource, {
    collection: 'teachingModalities',
    sortValues: { name: (modality) => modality.name },
  }),
  fixture(curricularComponentsResource, {
    collection: 'curricularComponents',
    sortValues: { name: (component) => component.name },
  }),
  fixture(curriculumMatricesResource, {
    collection: 'curriculumMatrices',
    sortValues: { name: (matrix) => matrix.name },
    nestedReferences: { matrix: { curricularComponentId: curricularComponentsResource.key } },
  }),
  fixture(coursesResource, {
    collection: 'courses',
    sortValues: {
      name: (course) => course.name,
      modality: (course) => course.teachingModality.name,
      matrix: (course) => course.curriculumMatrix.name,
      schoolUnit: (course) => course.schoolUnit.name,
    },
  }),
  fixture(classroomsResource, {
    collection: 'classrooms',
    sortValues: {
      name: (classroom) => classroom.name,
      // The server sorts enums in their declared order (INTEGRAL, MATUTINO, …), not by label.
      shift: (classroom) => String(shifts.indexOf(classroom.shift)),
      course: (classroom) => classroom.course.name,
      schoolUnit: (classroom) => classroom.schoolUnit.name,
    },
    // A new classroom has no one enrolled ('Vagas' comes in the body, or none).
    computed: () => ({ capacity: null, enrolled: 0 }),
  }),
  fixture(academicYearsResource, {
    collection: 'academicYears',
    sortValues: {
      year: (year) => year.year,
      startDate: (year) => year.startDate,
      endDate: (year) => year.endDate,
    },
  }),
  fixture(academicCalendarsResource, {
    collection: 'academicCalendars',
    sortValues: {
      title: (calendar) => calendar.title,
      academicYear: (calendar) => calendar.academicYear.year,
      status: (calendar) => labelOf(calendarStatusLabels, calendar.status),
    },
    computed: () => ({
      status: 'INACTIVE',
      createdAt: FIXED_TIMESTAMP,
      updatedAt: FIXED_TIMESTAMP,
    }),
  }),
  fixture(academicTermsResource, {
    collection: 'academicTerms',
    sortValues: {
      title: (term) => term.title,
      startDate: (term) => term.startDate,
      endDate: (term) => term.endDate,
      calendar: (term) => term.academicCalendar.title,
      status: (term) => labelOf(termStatusLabels, term.status),
    },
    computed: () => ({ status: 'PENDING' }),
  }),
  fixture(schoolDayTypesResource, {
    collection: 'schoolDayTypes',
    sortValues: { description: (type) => type.description },
  }),
  fixture(schoolDaysResource, {
    collection: 'schoolDays',
    sortValues: {
      date: (day) => day.date,
      calendar: (day) => day.academicCalendar.title,
      type: (day) => day.type.description,
    },
  }),
  fixture(studentsResource, {
    collection: 'students',
    sortValues: {
      cpf: (student) => student.cpf ?? '',
      name: (student) => student.name,
      gender: (student) => String(genders.indexOf(student.gender)),
      birthDate: (student) => student.birthDate,
    },
    listItem: studentListItem,
  }),
  fixture(enrollmentsResource, {
    collection: 'enrollments',
    sortValues: {
      student: (enrollment) => enrollment.student.name,
      classroom: (enrollment) => enrollment.classroom.name,
      schoolUnit: (enrollment) => enrollment.schoolUnit.name,
      academicYear: (enrollment) => enrollment.academicYear.year,
      // The server sorts enums in their declared order (ATIVA, TRANSFERIDA, …), not by label.
      status: (enrollment) => String(enrollmentStatuses.indexOf(enrollment.status)),
      date: (enrollment) => enrollment.date,
    },
    filters: {
      academicYearId: (enrollment, id) => enrollment.academicYear.id === id,
      schoolUnitId: (enrollment, id) => enrollment.schoolUnit.id === id,
      classroomId: (enrollment, id) => enrollment.classroom.id === id,
      studentId: (enrollment, id) => enrollment.student.id === id,
      status: (enrollment, status) => enrollment.status === status,
    },
  }),
  fixture(lessonPlansResource, {
    collection: 'lessonPlans',
    sortValues: {
      title: (plan) => plan.title,
      classroom: (plan) => plan.classroom.name,
      curricularComponent: (plan) => plan.curricularComponent.name,
      createdAt: (plan) => plan.createdAt,
    },
    computed: () => ({ createdAt: new Date().toISOString() }),
    // Whoever saves a plan is its author (the server keeps the first author; only it may save).
    resolveBody: (db, body) => {
      const me = fixtureMe(db);
      return { ...body, author: { id: me.id, name: `${me.firstName} ${me.lastName}` } };
    },
  }),
  fixture(activitiesResource, {
    collection: 'activities',
    sortValues: {
      title: (activity) => activity.title,
      date: (activity) => activity.date,
      classroom: (activity) => activity.classroom.name,
      curricularComponent: (activity) => activity.curricularComponent.name,
    },
  }),
  fixture(assessmentsResource, {
    collection: 'assessments',
    sortValues: {
      title: (assessment) => assessment.title,
      date: (assessment) => assessment.date,
      weight: (assessment) => assessment.weight.toFixed(2).padStart(9, '0'),
      maxScore: (assessment) => assessment.maxScore.toFixed(2).padStart(9, '0'),
    },
    // A new assessment has no score yet.
    computed: () => ({ graded: 0 }),
    filters: {
      classroomId: (assessment, id) => assessment.classroom.id === id,
      curricularComponentId: (assessment, id) => assessment.curricularComponent.id === id,
      academicTermId: (assessment, id) => assessment.academicTerm.id === id,
    },
  }),
  fixture(eventsResource, {
    collection: 'events',
    sortValues: {
      title: (event) => event.title,
      date: (event) => event.date,
      type: (event) => event.type,
    },
  }),
  fixture(bnccStandardsResource, {
    collection: 'bnccStandards',
    sortValues: {
      code: (standard) => standard.code,
      component: (standard) => standard.component,
      year: (standard) => standard.year,
    },
    // `?component=Matemática`: the standards of that component (its exact name).
    filters: { component: (standard, name) => standard.component === name },
  }),
  fixture(auditEventsResource, {
    collection: 'auditEvents',
    sortValues: {
      at: (event) => event.at,
      action: (event) => event.action,
      resource: (event) => event.resource ?? '',
    },
    filters: {
      actorId: (event, id) => event.actor?.id === id,
      resource: (event, resource) => event.resource === resource,
      action: (event, action) => event.action === action,
      // `from` and `to` are calendar days (YYYY-MM-DD), both included, in São Paulo's time.
      from: (event, day) => saoPauloDay(event.at) >= day,
      to: (event, day) => saoPauloDay(event.at) <= day,
    },
  }),
]);
