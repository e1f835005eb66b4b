import {
  activitiesResource,
  auditEventsResource,
  BUILT_IN_ROLES,
  bnccStandardsResource,
  calendarEventsPath,
  classroomsCopyPath,
  classroomTeacherCandidatesPath,
  classroomTeachersPath,
  coursesResource,
  enrollmentsResource,
  eventsResource,
  guardianLookupResource,
  type ListResourceDefinition,
  lessonPlansResource,
  type Me,
  myClassesPath,
  NETWORK_WIDE,
  type Permission,
  registryResources,
  rolesResource,
  rolloverPreviewPath,
  rolloversPath,
  serverMessages,
  studentsResource,
} from '@lousa/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  type Body,
  type Builder,
  date,
  type Item,
  type RegistryRefs,
  useSchool,
} from './builders.ts';
import { MISSING_ID, type TestClient } from './helpers.ts';

/*
 * Who may call what, table-driven: every built-in role (a user of each, the unit-scoped ones
 * with one school unit) against every data route — each registry's list, get, create, update
 * and delete, students (list, full record, create, edit, guardian lookup), enrolments (list,
 * get, enrol, transfer, cancel, complete, end for a reason, the rollover's preview and
 * enrolments), the audit log, courses by unit, /me, and the
 * pedagogy (a classroom's teachers, /me/classes, lesson plans, activities, the BNCC
 * catalogue). The expected answer comes from the role's permissions in the catalogue and the
 * unit scope rule: a role without 'network.all' reads network-level registries but never writes
 * them, and works on courses and classrooms of its units only. Plus: no role, a role change and
 * a deactivation.
 */

let admin: TestClient;
let build: Builder;
const DENIED = { message: serverMessages.permissionDenied };

/** Records every case reads, edits or references; unit A is the scoped users' unit. */
const ids: Record<string, string> = {};
/** Bodies the cases reuse. */
const ids$: Record<string, unknown> = {};
const next = () => build.next();
const created = (path: string, body: Body) => build.created(path, body);

/**
 * How a resource's records belong to units: 'network' (a unit-scoped user reads, never writes),
 * 'unit' (courses, classrooms: only its units' records), 'school-unit' (only its own units; no
 * creating one).
 */
type Scope = 'network' | 'unit' | 'school-unit';

interface ResourceCase {
  def: Pick<ListResourceDefinition, 'key' | 'path' | 'notFound'>;
  /** The permission that reads it, or any one of several. */
  read: Permission | readonly Permission[];
  write: Permission;
  scope: Scope;
  /** The record GET and PATCH use (in unit A when scoped). */
  target: () => string;
  /** A valid create body, unique per call. */
  body: () => Promise<Body>;
}

/** Who reads the terms and the calendar's events: teachers too (decision 0014). */
const CALENDAR_READERS: readonly Permission[] = [
  'registries.read',
  'pedagogy.own-classes',
  'pedagogy.unit-classes',
  'pedagogy.correct-records',
];

/** Where a registry differs from 'registries.read' / 'registries.write' on network-level records. */
const accessOf: Record<string, Partial<Pick<ResourceCase, 'read' | 'write' | 'scope'>>> = {
  roles: { read: 'roles.manage', write: 'roles.manage' },
  users: { read: 'users.read', write: 'users.manage' },
  'school-units': { read: 'school-units.read', write: 'school-units.write', scope: 'school-unit' },
  courses: { scope: 'unit' },
  classrooms: { scope: 'unit' },
  'academic-terms': { read: CALENDAR_READERS },
  // The calendar's added events (decision 0014): read like the terms, written network-wide.
  events: { read: CALENDAR_READERS },
};

/** The records each registry's create body names (unit A's when scoped). */
const refs = {} as RegistryRefs;
/** The record of each registry that GET and PATCH use, by key. */
const targets: Record<string, string> = {};

/** Every registry of the domain, the roles and the calendar's events. */
const resources: ResourceCase[] = [...registryResources, rolesResource, eventsResource].map(
  (def) => ({
    def,
    read: 'registries.read',
    write: 'registries.write',
    scope: 'network',
    target: () => targets[def.key] as string,
    body: () => build.registryBody(def.key, refs),
    ...accessOf[def.key],
  }),
);

/** Other data routes: the permission each needs and what an allowed call answers. */
interface RouteCase {
  name: string;
  /** The permission the route needs; a list: any one of them. */
  permission: Permission | readonly Permission[];
  /** GET unless said. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path; it may first make the record the call changes (an active enrolment). */
  path: () => string | Promise<string>;
  body?: () => Body;
  /**
   * What an allowed user gets, unit-scoped or network-wide (a 403 here is a rule of the route,
   * not the permission's: the administrator teaches no class).
   */
  allowed: { scoped: number; network: number };
}

/** Whether `permissions` let a user through the route's permission check. */
const permits = (permissions: ReadonlySet<string>, needed: RouteCase['permission']) =>
  typeof needed === 'string' ? permissions.has(needed) : needed.some((p) => permissions.has(p));

/** A person of a student body (a child, or an adult guardian), with a fresh CPF. */
const personBody = (name: string, birthDate: string): Body => ({
  cpf: build.faker.cpf(),
  name,
  gender: 'FEMALE',
  ethnicity: 'BROWN',
  birthDate,
  nationality: 'BORN_BRAZILLIAN',
  locationZone: 'URBAN',
  birthCity: 'Campinas',
  birthState: 'SP',
  address: ADDRESS,
});

/** A POST /students body: a child and a new guardian. */
const studentBody = (): Body => ({
  person: personBody(`Aluna ${next()}`, date('2016-05-10')),
  guardian: personBody(`Responsável ${next()}`, date('1985-03-15')),
});

/** A student straight into the database (no unit yet): its id. */
const insertStudent = () => build.insertStudent({ gender: 'MALE', birthDate: '2016-05-10' });

/** An enrolment body: a new student in unit A's classroom, this year. */
const enrollmentBody = async (): Promise<Body> => ({
  studentId: await insertStudent(),
  classroomId: ids.classroom,
  academicYearId: ids.year,
  date: date('2026-03-02'),
});

/** A new active enrolment in unit A (made by the administrator): its id. */
async function activeEnrollment(): Promise<string> {
  return (await created(enrollmentsResource.path, await enrollmentBody())).id;
}

/** Bodies made before the call (a fresh student each): filled by `path`. */
const pending: Record<string, Body> = {};

const otherRoutes: RouteCase[] = [
  {
    name: 'GET /students',
    permission: 'students.read',
    path: () => studentsResource.path,
    allowed: { scoped: 200, network: 200 },
  },
  {
    // The record is held by unit A (registered there).
    name: 'GET /students/<id> (full record)',
    permission: 'students.read-sensitive',
    path: () => `${studentsResource.path}/${ids.student}`,
    allowed: { scoped: 200, network: 200 },
  },
  {
    // A unit-scoped user registers into its one unit; a network-wide one into none.
    name: 'POST /students',
    permission: 'students.write',
    method: 'POST',
    path: () => studentsResource.path,
    body: studentBody,
    allowed: { scoped: 201, network: 201 },
  },
  {
    // The whole record again: nothing changes.
    name: 'PATCH /students/<id>',
    permission: 'students.write',
    method: 'PATCH',
    path: () => `${studentsResource.path}/${ids.student}`,
    body: () => ids$.studentBody as Body,
    allowed: { scoped: 200, network: 200 },
  },
  {
    name: 'GET /guardians?cpf=',
    permission: 'students.write',
    path: () => `${guardianLookupResource.path}?cpf=${ids.guardianCpf}`,
    allowed: { scoped: 200, network: 200 },
  },
  {
    name: 'GET /enrollments',
    permission: 'students.read',
    path: () => enrollmentsResource.path,
    allowed: { scoped: 200, network: 200 },
  },
  {
    name: 'GET /enrollments/<id>',
    permission: 'students.read',
    path: () => `${enrollmentsResource.path}/${ids.enrollment}`,
    allowed: { scoped: 200, network: 200 },
  },
  {
    name: 'POST /enrollments',
    permission: 'enrollments.write',
    method: 'POST',
    path: async () => {
      pending.enrol = await enrollmentBody();
      return enrollmentsResource.path;
    },
    body: () => pending.enrol as Body,
    allowed: { scoped: 201, network: 201 },
  },
  {
    name: 'POST /enrollments/<id>/transfer',
    permission: 'enrollments.write',
    method: 'POST',
    path: async () => `${enrollmentsResource.path}/${await activeEnrollment()}/transfer`,
    body: () => ({ classroomId: ids.classroom2, date: date('2026-04-01') }),
    allowed: { scoped: 201, network: 201 },
  },
  {
    name: 'POST /enrollments/<id>/cancel',
    permission: 'enrollments.write',
    method: 'POST',
    path: async () => `${enrollmentsResource.path}/${await activeEnrollment()}/cancel`,
    body: () => ({ reason: 'Mudança de cidade' }),
    allowed: { scoped: 200, network: 200 },
  },
  {
    name: 'POST /enrollments/<id>/complete',
    permission: 'enrollments.write',
    method: 'POST',
    path: async () => `${enrollmentsResource.path}/${await activeEnrollment()}/complete`,
    allowed: { scoped: 200, network: 200 },
  },
  {
    // Issue 28: an active enrolment ends for a reason, with cancel's permission.
    name: 'PATCH /enrollments/<id>',
    permission: 'enrollments.write',
    method: 'PATCH',
    path: async () => `${enrollmentsResource.path}/${await activeEnrollment()}`,
    body: () => ({ status: 'ABANDONED', endDate: date('2026-04-01') }),
    allowed: { scoped: 200, network: 200 },
  },
  {
    name: 'GET /audit-events',
    permission: 'audit.read',
    path: () => auditEventsResource.path,
    allowed: { scoped: 200, network: 200 },
  },
  {
    name: 'GET /courses/school-unit/<unit A>',
    permission: 'registries.read',
    path: () => `${coursesResource.path}/school-unit/${ids.unitA}`,
    allowed: { scoped: 200, network: 200 },
  },
  // Pedagogy (issue 14). The Professor(a) user teaches the component in unit A's classroom and
  // wrote the plan and the activity; the administrator teaches nothing (its writes: 403 by the
  // routes' rules, `notYourClass` / `onlyAuthor`).
  {
    name: 'GET /classrooms/<id>/teachers',
    permission: ['registries.read', 'pedagogy.unit-classes'],
    path: () => classroomTeachersPath(ids.classroom as string),
    allowed: { scoped: 200, network: 200 },
  },
  {
    // A new classroom of unit A each time: its component has no teacher yet.
    name: 'POST /classrooms/<id>/teachers',
    permission: 'registries.write',
    method: 'POST',
    path: async () => classroomTeachersPath(await newClassroom()),
    body: () => ({ userId: ids.teacher, curricularComponentId: ids.component }),
    allowed: { scoped: 201, network: 201 },
  },
  {
    name: 'DELETE /classrooms/<id>/teachers/<assignmentId>',
    permission: 'registries.write',
    method: 'DELETE',
    path: async () => {
      const classroomId = await newClassroom();
      const assignment = await created(classroomTeachersPath(classroomId), {
        userId: ids.teacher,
        curricularComponentId: ids.component,
      });
      return `${classroomTeachersPath(classroomId)}/${assignment.id}`;
    },
    allowed: { scoped: 204, network: 204 },
  },
  {
    // Issue 28: this year's classes into a new year each time; a unit-scoped user copies its
    // units' classes (the server decides which), a network-wide one the network's.
    name: 'POST /academic-years/<id>/classrooms/copy',
    permission: 'registries.write',
    method: 'POST',
    path: async () => classroomsCopyPath((await build.year(String(2100 + next()))).id as string),
    body: () => ({ fromAcademicYearId: ids.year }),
    allowed: { scoped: 201, network: 201 },
  },
  {
    // Issue 28, 'Rematrícula': who enrols, in its units. This year has no closed class, so the
    // preview proposes no one (200 []); the rollover of no line into a new year creates nothing.
    name: 'POST /rollovers/preview',
    permission: 'enrollments.write',
    method: 'POST',
    path: async () => {
      const to = (await build.year(String(2100 + next()))).id as string;
      pending.preview = { fromAcademicYearId: ids.year, toAcademicYearId: to };
      return rolloverPreviewPath;
    },
    body: () => pending.preview as Body,
    allowed: { scoped: 200, network: 200 },
  },
  {
    name: 'POST /rollovers',
    permission: 'enrollments.write',
    method: 'POST',
    path: async () => {
      const year = 2100 + next();
      const to = (await build.year(String(year))).id as string;
      pending.rollover = { toAcademicYearId: to, date: date(`${year}-03-02`), items: [] };
      return rolloversPath;
    },
    body: () => pending.rollover as Body,
    allowed: { scoped: 201, network: 201 },
  },
  {
    name: 'GET /classrooms/<id>/teacher-candidates',
    permission: 'registries.write',
    path: () => classroomTeacherCandidatesPath(ids.classroom as string),
    allowed: { scoped: 200, network: 200 },
  },
  {
    name: 'GET /me/classes',
    permission: 'pedagogy.own-classes',
    path: () => myClassesPath,
    allowed: { scoped: 200, network: 200 },
  },
  {
    name: 'GET /lesson-plans',
    permission: ['pedagogy.own-classes', 'pedagogy.unit-classes'],
    path: () => lessonPlansResource.path,
    allowed: { scoped: 200, network: 200 },
  },
  {
    name: 'GET /lesson-plans/<id>',
    permission: ['pedagogy.own-classes', 'pedagogy.unit-classes'],
    path: () => `${lessonPlansResource.path}/${ids.lessonPlan}`,
    allowed: { scoped: 200, network: 200 },
  },
  {
    name: 'POST /lesson-plans',
    permission: 'pedagogy.own-classes',
    method: 'POST',
    path: () => lessonPlansResource.path,
    body: () => lessonPlanBody(),
    allowed: { scoped: 201, network: 403 },
  },
  {
    name: 'PATCH /lesson-plans/<id>',
    permission: 'pedagogy.own-classes',
    method: 'PATCH',
    path: () => `${lessonPlansResource.path}/${ids.lessonPlan}`,
    body: () => ({}),
    allowed: { scoped: 200, network: 403 },
  },
  {
    name: 'DELETE /lesson-plans/<id>',
    permission: 'pedagogy.own-classes',
    method: 'DELETE',
    path: async () => `${lessonPlansResource.path}/${await teacherWrites('plan')}`,
    allowed: { scoped: 204, network: 403 },
  },
  {
    name: 'GET /activities',
    permission: ['pedagogy.own-classes', 'pedagogy.unit-classes'],
    path: () => activitiesResource.path,
    allowed: { scoped: 200, network: 200 },
  },
  {
    name: 'GET /activities/<id>',
    permission: ['pedagogy.own-classes', 'pedagogy.unit-classes'],
    path: () => `${activitiesResource.path}/${ids.activity}`,
    allowed: { scoped: 200, network: 200 },
  },
  {
    name: 'POST /activities',
    permission: 'pedagogy.own-classes',
    method: 'POST',
    path: () => activitiesResource.path,
    body: () => activityBody(),
    allowed: { scoped: 201, network: 403 },
  },
  {
    name: 'PATCH /activities/<id>',
    permission: 'pedagogy.own-classes',
    method: 'PATCH',
    path: () => `${activitiesResource.path}/${ids.activity}`,
    body: () => ({}),
    allowed: { scoped: 200, network: 403 },
  },
  {
    name: 'DELETE /activities/<id>',
    permission: 'pedagogy.own-classes',
    method: 'DELETE',
    path: async () => `${activitiesResource.path}/${await teacherWrites('activity')}`,
    allowed: { scoped: 204, network: 403 },
  },
  {
    name: 'GET /bncc-standards',
    permission: ['pedagogy.own-classes', 'pedagogy.unit-classes', 'registries.read'],
    path: () => bnccStandardsResource.path,
    allowed: { scoped: 200, network: 200 },
  },
  {
    name: 'GET /bncc-standards/<id>',
    permission: ['pedagogy.own-classes', 'pedagogy.unit-classes', 'registries.read'],
    path: () => `${bnccStandardsResource.path}/${ids.bnccStandard}`,
    allowed: { scoped: 200, network: 200 },
  },
  {
    name: 'GET /calendar-events?from=&to=',
    permission: [
      'registries.read',
      'pedagogy.own-classes',
      'pedagogy.unit-classes',
      'pedagogy.correct-records',
    ],
    path: () => `${calendarEventsPath}?from=2026-06-01&to=2026-06-30`,
    allowed: { scoped: 200, network: 200 },
  },
  // The year's evaluation (issue 28). The course has no 'Regra de Avaliação': an allowed call
  // passes the permission and scope checks, then stops at the missing rule (404 or 422).
  {
    name: 'GET /courses/<id>/evaluation-rule',
    permission: 'registries.read',
    path: () => `${coursesResource.path}/${ids.course}/evaluation-rule`,
    allowed: { scoped: 404, network: 404 },
  },
  {
    name: 'PUT /courses/<id>/evaluation-rule',
    permission: 'registries.write',
    method: 'PUT',
    path: () => `${coursesResource.path}/${ids.course}/evaluation-rule`,
    body: () => ({ passMark: 11, termAggregation: 'ARITHMETIC', recovery: 'NONE' }),
    allowed: { scoped: 422, network: 422 },
  },
  {
    name: 'GET /classrooms/<id>/results',
    permission: ['pedagogy.own-classes', 'pedagogy.unit-classes', 'pedagogy.correct-records'],
    path: () => `/classrooms/${ids.classroom}/results`,
    allowed: { scoped: 422, network: 422 },
  },
  {
    name: 'GET /students/<id>/report-card?academicYearId=<unknown>',
    permission: 'students.read',
    path: () => `${studentsResource.path}/${ids.student}/report-card?academicYearId=${MISSING_ID}`,
    allowed: { scoped: 404, network: 404 },
  },
  {
    name: 'PUT /classrooms/<id>/final-exams',
    permission: ['pedagogy.own-classes', 'pedagogy.correct-records'],
    method: 'PUT',
    path: () => `/classrooms/${ids.classroom}/final-exams`,
    body: () => ({ curricularComponentId: ids.component, grades: [] }),
    allowed: { scoped: 422, network: 422 },
  },
  {
    name: 'POST /classrooms/<id>/council-decisions',
    permission: 'pedagogy.correct-records',
    method: 'POST',
    path: () => `/classrooms/${ids.classroom}/council-decisions`,
    body: () => ({
      studentId: ids.student,
      curricularComponentId: ids.component,
      reason: 'Motivo',
    }),
    allowed: { scoped: 422, network: 422 },
  },
  // 'Encerrar Turma': who enrols into the class; its course has no rule, so 422 (nothing written).
  {
    name: 'POST /classrooms/<id>/close',
    permission: 'enrollments.write',
    method: 'POST',
    path: () => `/classrooms/${ids.classroom}/close`,
    body: () => ({}),
    allowed: { scoped: 422, network: 422 },
  },
  // 'Reabrir Turma': the class is open, so 409 (nothing written).
  {
    name: 'POST /classrooms/<id>/reopen',
    permission: 'pedagogy.correct-records',
    method: 'POST',
    path: () => `/classrooms/${ids.classroom}/reopen`,
    body: () => ({ reason: 'Motivo' }),
    allowed: { scoped: 409, network: 409 },
  },
];

/** A new classroom of unit A: its id. */
const newClassroom = async () =>
  (await build.classroom(ids.unitA as string, ids.course as string)).id;

/** A lesson plan of the Professor(a) user's class. */
const lessonPlanBody = (): Body => ({
  title: `Plano ${next()}`,
  theme: 'Números',
  classroomId: ids.classroom,
  curricularComponentId: ids.component,
  bnccStandards: ['EF01MA01'],
  learningObject: 'Contagem de rotina',
  generalObjective: 'Contar objetos da sala.',
});

/** An activity of the Professor(a) user's class. */
const activityBody = (): Body => ({
  title: `Atividade ${next()}`,
  classroomId: ids.classroom,
  curricularComponentId: ids.component,
  date: date('2026-04-06'),
  description: 'Contagem da turma.',
});

/** A plan or an activity written by the Professor(a) user (what a DELETE case removes). */
async function teacherWrites(kind: 'plan' | 'activity'): Promise<string> {
  const teacher = users.find((user) => user.name === 'Professor(a)') as Signed;
  const path = kind === 'plan' ? lessonPlansResource.path : activitiesResource.path;
  const answer = await teacher.client.post<Item>(
    `/api${path}`,
    kind === 'plan' ? lessonPlanBody() : activityBody(),
  );
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id;
}

interface Signed {
  name: string;
  permissions: ReadonlySet<string>;
  scoped: boolean;
  client: TestClient;
  userId: string;
}

const users: Signed[] = [];
const roleIds: Record<string, string> = {};

/** Creates a user through the admin's API and signs it in. */
async function signedUser(name: string, roleName: string | null, unitIds: string[]) {
  const { client, id } = await build.signedUser(name, roleName, unitIds);
  return { client, userId: id };
}

const school = useSchool();

beforeAll(async () => {
  ({ admin, build } = school);
  for (const role of (await admin.get<Item[]>('/api/roles')).body) {
    roleIds[role.name as string] = role.id;
  }
  const network = await build.network({ units: ['Escola A', 'Escola B'] });
  Object.assign(ids, {
    unitA: network.unitA,
    unitB: network.unitB,
    modality: network.modality,
    component: network.ma,
    matrix: network.matrix,
    course: network.courseA,
    year: network.year,
  });
  ids.classroom = (await build.classroom(network.unitA, network.courseA, { name: '1º Ano A' })).id;
  ids.calendar = (await build.calendar(network.year, 'Calendário 2026')).id;
  ids.dayType = (await build.dayType('Feriado', 'FERIADO')).id;
  Object.assign(refs, {
    unit: network.unitA,
    modality: network.modality,
    component: network.ma,
    matrix: network.matrix,
    course: network.courseA,
    year: network.year,
    calendar: ids.calendar,
    dayType: ids.dayType,
  });
  Object.assign(targets, {
    'school-units': network.unitA,
    'teaching-modalities': network.modality,
    'curricular-components': network.ma,
    'curriculum-matrices': network.matrix,
    courses: network.courseA,
    classrooms: ids.classroom,
    'academic-years': network.year,
    'academic-calendars': ids.calendar,
    'school-day-types': ids.dayType,
  });
  // Every other registry (a new one too): a record made from its create body.
  for (const resource of resources) {
    targets[resource.def.key] ??= (await created(resource.def.path, await resource.body())).id;
  }
  ids.classroom2 = (
    await build.classroom(network.unitA, network.courseA, { name: '1º Ano B', shift: 'AFTERNOON' })
  ).id;
  // A student registered in unit A, with a guardian, and an enrolment there.
  const body: Body = { ...studentBody(), schoolUnitId: ids.unitA };
  ids$.studentBody = body;
  ids.guardianCpf = (body.guardian as { cpf: string }).cpf;
  ids.student = (await created(studentsResource.path, body)).id;
  ids.enrollment = await activeEnrollment();

  for (const role of BUILT_IN_ROLES) {
    const permissions = new Set<string>(role.permissions);
    const scoped = !permissions.has(NETWORK_WIDE);
    const signed = await signedUser(role.name, role.name, scoped ? [network.unitA] : []);
    users.push({ name: role.name, permissions, scoped, ...signed });
  }
  // The Professor(a) user teaches the component in unit A's classroom; its plan and activity.
  ids.teacher = (users.find((user) => user.name === 'Professor(a)') as Signed).userId;
  await build.assign(ids.classroom, ids.teacher, network.ma);
  ids.lessonPlan = await teacherWrites('plan');
  ids.activity = await teacherWrites('activity');
  const standards = await admin.get<Item[]>(`/api${bnccStandardsResource.path}`);
  ids.bnccStandard = (standards.body[0] as Item).id;
}, 60_000);

it('covers every registry, roles and the calendar’s events included', () => {
  expect(resources.map((r) => r.def.key).sort()).toEqual(
    [...registryResources.map((def) => def.key), rolesResource.key, eventsResource.key].sort(),
  );
  expect(users.map((user) => user.name)).toEqual(BUILT_IN_ROLES.map((role) => role.name));
});

/** What a call answers: the status, and the 403's body when refused. */
async function call(client: TestClient, method: string, path: string, json?: unknown) {
  const answer = await client.request(method, `/api${path}`, { json });
  return { status: answer.status, body: answer.body, text: answer.text };
}

function expectAnswer(
  answer: { status: number; body: unknown; text: string },
  expected: number,
  label: string,
) {
  expect(answer.status, `${label}: ${answer.text}`).toBe(expected);
  if (expected === 403) expect(answer.body, label).toEqual(DENIED);
}

describe.each(BUILT_IN_ROLES.map((role) => role.name))('%s', (roleName) => {
  const user = () => users.find((each) => each.name === roleName) as Signed;

  it.each(resources)('$def.key: list, get, create, update, delete', async (resource) => {
    const { client, permissions, scoped } = user();
    const { path, notFound } = resource.def;
    const canRead = [resource.read].flat().some((permission) => permissions.has(permission));
    const canWrite = permissions.has(resource.write);
    // A unit-scoped user never writes a network-level record, nor creates a school unit.
    const canCreate = canWrite && (!scoped || resource.scope === 'unit');
    const canChange = canWrite && (!scoped || resource.scope !== 'network');

    expectAnswer(await call(client, 'GET', path), canRead ? 200 : 403, `GET ${path}`);
    const target = resource.target();
    expectAnswer(
      await call(client, 'GET', `${path}/${target}`),
      canRead ? 200 : 403,
      `GET ${path}/<id>`,
    );
    expectAnswer(
      await call(client, 'POST', path, await resource.body()),
      canCreate ? 201 : 403,
      `POST ${path}`,
    );
    // An empty PATCH changes nothing: 200 when allowed.
    expectAnswer(
      await call(client, 'PATCH', `${path}/${target}`, {}),
      canChange ? 200 : 403,
      `PATCH ${path}/<id>`,
    );
    // A missing record: 404 once the permission lets the call through.
    const removed = await call(client, 'DELETE', `${path}/${MISSING_ID}`);
    expectAnswer(removed, canChange ? 404 : 403, `DELETE ${path}/<id>`);
    if (canChange) expect(removed.body).toEqual({ message: notFound });
  });

  it.each(otherRoutes)('$name', async (route) => {
    const { client, permissions, scoped } = user();
    const permitted = permits(permissions, route.permission);
    const expected = permitted ? route.allowed[scoped ? 'scoped' : 'network'] : 403;
    const path = await route.path();
    const answer = await call(client, route.method ?? 'GET', path, route.body?.());
    if (permitted) expect(answer.status, `${route.name}: ${answer.text}`).toBe(expected);
    else expectAnswer(answer, 403, route.name);
  });

  it('GET /me: the role, its permissions and units', async () => {
    const { client, permissions, scoped } = user();
    const me = await client.get<Me>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.role?.name).toBe(roleName);
    expect(new Set(me.body.permissions)).toEqual(permissions);
    expect(me.body.networkWide).toBe(!scoped);
    expect(me.body.schoolUnits.map((unit) => unit.id)).toEqual(scoped ? [ids.unitA] : []);
    expect(me.body.mustChangePassword).toBe(false);
  });
});

describe('a user without a role', () => {
  let client: TestClient;
  let userId: string;

  beforeAll(async () => {
    ({ client, userId } = await signedUser('Sem Perfil', null, []));
  });

  it('gets 403 on every data route', async () => {
    for (const resource of resources) {
      const { path } = resource.def;
      const target = resource.target();
      for (const [method, url, body] of [
        ['GET', path],
        ['GET', `${path}/${target}`],
        ['POST', path, await resource.body()],
        ['PATCH', `${path}/${target}`, {}],
        ['DELETE', `${path}/${target}`],
      ] as const) {
        expectAnswer(await call(client, method, url, body), 403, `${method} ${url}`);
      }
    }
    for (const route of otherRoutes) {
      const path = await route.path();
      expectAnswer(
        await call(client, route.method ?? 'GET', path, route.body?.()),
        403,
        route.name,
      );
    }
  });

  it('still signs in, refreshes, reads /me and signs out', async () => {
    const me = await client.get<Me>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: userId, role: null, permissions: [], schoolUnits: [] });
    const refreshed = await client.request<{ token: string }>('POST', '/api/auth/refresh-token', {
      xsrf: true,
    });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(refreshed.body.token).toEqual(expect.any(String));
    const logout = await client.request('POST', '/api/auth/logout', { xsrf: true });
    expect(logout.status).toBe(204);
  });
});

describe('changes apply to the next request, with the same token', () => {
  it('a role change', async () => {
    const { client, userId } = await signedUser('Mutante', 'Professor(a)', [ids.unitA as string]);
    expectAnswer(await call(client, 'GET', '/teaching-modalities'), 403, 'as a teacher');
    const edit = await admin.request('PATCH', `/api/users/${userId}`, {
      json: { roleId: roleIds['Secretaria Escolar'] },
    });
    expect(edit.status, edit.text).toBe(200);
    expectAnswer(await call(client, 'GET', '/teaching-modalities'), 200, 'as a secretary');
    expect((await client.get<Me>('/api/me')).body.role?.name).toBe('Secretaria Escolar');
    // The role's own permissions too: an edit of the role applies at once.
    const role = roleIds['Secretaria Escolar'] as string;
    const granted = (await admin.get<Item>(`/api/roles/${role}`)).body.permissions as string[];
    const mine = await created('/roles', { name: 'Temporário', permissions: granted });
    await admin.request('PATCH', `/api/users/${userId}`, { json: { roleId: mine.id } });
    expectAnswer(await call(client, 'GET', '/teaching-modalities'), 200, 'own role');
    await admin.request('PATCH', `/api/roles/${mine.id}`, { json: { permissions: [] } });
    expectAnswer(await call(client, 'GET', '/teaching-modalities'), 403, 'emptied role');
  });

  it('a deactivation: the token answers 401 at once', async () => {
    const { client, userId } = await signedUser('Saindo', 'Administrador', []);
    expect((await client.get('/api/me')).status).toBe(200);
    const edit = await admin.request('PATCH', `/api/users/${userId}`, {
      json: { active: false },
    });
    expect(edit.status, edit.text).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await client.get('/api/teaching-modalities')).status).toBe(401);
  });
});
