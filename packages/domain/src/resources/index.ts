/**
 * Every registry of the product declared once: its API path, item and body schemas, sortable
 * columns, references and messages. The server's routes, the api-client's calls, query keys and
 * hooks, and the story fixtures are derived from these declarations.
 */
import type * as v from 'valibot';
import { serverMessages, toasts } from '../messages.ts';
import {
  academicCalendarSchema,
  academicTermSchema,
  academicYearSchema,
  schoolDaySchema,
  schoolDayTypeSchema,
} from '../schemas/entities/calendar.ts';
import { classroomSchema } from '../schemas/entities/classroom.ts';
import {
  courseSchema,
  curricularComponentSchema,
  curriculumMatrixSchema,
  teachingModalitySchema,
} from '../schemas/entities/curriculum.ts';
import { enrollmentSchema } from '../schemas/entities/enrollment.ts';
import {
  assessmentSchema,
  attendanceSheetSchema,
  calendarEventSchema,
} from '../schemas/entities/pedagogical.ts';
import { schoolUnitSchema } from '../schemas/entities/school-unit.ts';
import {
  guardianMatchSchema,
  studentListItemSchema,
  studentRecordSchema,
} from '../schemas/entities/student.ts';
import {
  activitySchema,
  bnccCatalogueItemSchema,
  lessonPlanItemSchema,
} from '../schemas/entities/teaching.ts';
import { auditEventSchema, roleItemSchema, userSchema } from '../schemas/entities/user.ts';
import { academicCalendarCreateSchema } from '../schemas/forms/academic-calendar.ts';
import { academicTermCreateSchema } from '../schemas/forms/academic-term.ts';
import { academicYearCreateSchema } from '../schemas/forms/academic-year.ts';
import { classroomCreateSchema } from '../schemas/forms/classroom.ts';
import { courseCreateSchema } from '../schemas/forms/course.ts';
import { curricularComponentCreateSchema } from '../schemas/forms/curricular-component.ts';
import { curriculumMatrixCreateSchema } from '../schemas/forms/curriculum-matrix.ts';
import { enrollmentCancelSchema, enrollmentTransferSchema } from '../schemas/forms/enrollment.ts';
import { assessmentCreateSchema, calendarEventCreateSchema } from '../schemas/forms/grades.ts';
import { lessonPlanSchema } from '../schemas/forms/lesson-plan.ts';
import { roleBodySchema } from '../schemas/forms/role.ts';
import { schoolDayCreateSchema, schoolDayTypeCreateSchema } from '../schemas/forms/school-day.ts';
import { schoolUnitCreateSchema } from '../schemas/forms/school-unit.ts';
import { studentBodySchema } from '../schemas/forms/student.ts';
import { activityCreateSchema } from '../schemas/forms/teaching.ts';
import { teachingModalityCreateSchema } from '../schemas/forms/teaching-modality.ts';
import { userCreateBodySchema, userUpdateBodySchema } from '../schemas/forms/user.ts';

// biome-ignore lint/suspicious/noExplicitAny: a body schema's input is any object of fields
type BodySchema = v.GenericSchema<any, any>;

/** A list that pages, searches and sorts on the server, and answers one item by id. */
export interface ListResourceDefinition<
  TItem extends { id: string } = { id: string },
  TSortKey extends string = string,
> {
  /** Query-key root and fixture collection name, e.g. 'teaching-modalities'. */
  key: string;
  /** The API path under the API base, e.g. '/teaching-modalities'. */
  path: string;
  /** One list item; `GET <path>/<id>` answers the same shape. */
  item: v.GenericSchema<unknown, TItem>;
  /** Column keys the list sorts by (`sort=key` or `sort=-key`); the UI's column ids. */
  sortKeys: readonly TSortKey[];
  /** What a person reads about a record: its name in 'Excluir <name>?'. */
  describe: (item: TItem) => string;
  /** 404 of `GET/PATCH/DELETE <path>/<id>`. */
  notFound: string;
}

/** One registry, declared once: the list plus create, update and delete. */
export interface ResourceDefinition<
  TItem extends { id: string } = { id: string },
  TCreate extends BodySchema = BodySchema,
  TUpdate extends BodySchema = BodySchema,
  TSortKey extends string = string,
> extends ListResourceDefinition<TItem, TSortKey> {
  /** The POST body (also what the add form outputs). */
  create: TCreate;
  /**
   * The PATCH body: any subset of these fields. The server merges it over the stored record and
   * checks the result with this same schema, so cross-field rules hold after an edit.
   */
  update: TUpdate;
  /** Body fields that name a record of another resource (its key): 422 when it does not exist. */
  references: Readonly<Record<string, string>>;
  /** The toasts of a successful create, update and delete. */
  messages: { created: string; updated: string; deleted: string };
}

/** Declares a resource, keeping its literal types. */
export function defineResource<
  TItem extends { id: string },
  TCreate extends BodySchema,
  TUpdate extends BodySchema,
  const TSortKey extends string,
>(definition: ResourceDefinition<TItem, TCreate, TUpdate, TSortKey>) {
  return definition;
}

/** Declares a list-only resource, keeping its literal types. */
export function defineListResource<TItem extends { id: string }, const TSortKey extends string>(
  definition: ListResourceDefinition<TItem, TSortKey>,
) {
  return definition;
}

export const usersResource = defineResource({
  key: 'users',
  path: '/users',
  item: userSchema,
  create: userCreateBodySchema,
  update: userUpdateBodySchema,
  sortKeys: ['cpf', 'firstName', 'lastName', 'email', 'role'],
  references: { roleId: 'roles' },
  describe: (user) => `${user.firstName} ${user.lastName}`,
  messages: {
    created: toasts.userCreated,
    updated: toasts.userUpdated,
    deleted: toasts.userDeleted,
  },
  notFound: serverMessages.userNotFound,
});

export const schoolUnitsResource = defineResource({
  key: 'school-units',
  path: '/school-units',
  item: schoolUnitSchema,
  create: schoolUnitCreateSchema,
  update: schoolUnitCreateSchema,
  sortKeys: ['cnpj', 'name', 'principalName'],
  references: {},
  describe: (unit) => unit.name,
  messages: {
    created: toasts.schoolUnitCreated,
    updated: toasts.schoolUnitUpdated,
    deleted: toasts.schoolUnitDeleted,
  },
  notFound: serverMessages.schoolUnitNotFound,
});

export const teachingModalitiesResource = defineResource({
  key: 'teaching-modalities',
  path: '/teaching-modalities',
  item: teachingModalitySchema,
  create: teachingModalityCreateSchema,
  update: teachingModalityCreateSchema,
  sortKeys: ['name'],
  references: {},
  describe: (modality) => modality.name,
  messages: {
    created: toasts.teachingModalityCreated,
    updated: toasts.teachingModalityUpdated,
    deleted: toasts.teachingModalityDeleted,
  },
  notFound: serverMessages.teachingModalityNotFound,
});

export const curricularComponentsResource = defineResource({
  key: 'curricular-components',
  path: '/curricular-components',
  item: curricularComponentSchema,
  create: curricularComponentCreateSchema,
  update: curricularComponentCreateSchema,
  sortKeys: ['name'],
  references: {},
  describe: (component) => component.name,
  messages: {
    created: toasts.curricularComponentCreated,
    updated: toasts.curricularComponentUpdated,
    deleted: toasts.curricularComponentDeleted,
  },
  notFound: serverMessages.curricularComponentNotFound,
});

export const curriculumMatricesResource = defineResource({
  key: 'curriculum-matrices',
  path: '/curriculum-matrices',
  item: curriculumMatrixSchema,
  create: curriculumMatrixCreateSchema,
  update: curriculumMatrixCreateSchema,
  sortKeys: ['name'],
  references: {},
  describe: (matrix) => matrix.name,
  messages: {
    created: toasts.curriculumMatrixCreated,
    updated: toasts.curriculumMatrixUpdated,
    deleted: toasts.curriculumMatrixDeleted,
  },
  notFound: serverMessages.curriculumMatrixNotFound,
});

export const coursesResource = defineResource({
  key: 'courses',
  path: '/courses',
  item: courseSchema,
  create: courseCreateSchema,
  update: courseCreateSchema,
  sortKeys: ['name', 'modality', 'matrix', 'schoolUnit'],
  references: {
    teachingModalityId: 'teaching-modalities',
    curriculumMatrixId: 'curriculum-matrices',
    schoolUnitId: 'school-units',
  },
  describe: (course) => course.name,
  messages: {
    created: toasts.courseCreated,
    updated: toasts.courseUpdated,
    deleted: toasts.courseDeleted,
  },
  notFound: serverMessages.courseNotFound,
});

export const classroomsResource = defineResource({
  key: 'classrooms',
  path: '/classrooms',
  item: classroomSchema,
  create: classroomCreateSchema,
  update: classroomCreateSchema,
  sortKeys: ['name', 'shift', 'course', 'schoolUnit'],
  references: { schoolUnitId: 'school-units', courseId: 'courses' },
  describe: (classroom) => classroom.name,
  messages: {
    created: toasts.classroomCreated,
    updated: toasts.classroomUpdated,
    deleted: toasts.classroomDeleted,
  },
  notFound: serverMessages.classroomNotFound,
});

export const academicYearsResource = defineResource({
  key: 'academic-years',
  path: '/academic-calendars/years',
  item: academicYearSchema,
  create: academicYearCreateSchema,
  update: academicYearCreateSchema,
  sortKeys: ['year', 'startDate', 'endDate'],
  references: {},
  describe: (year) => year.year,
  messages: {
    created: toasts.academicYearCreated,
    updated: toasts.academicYearUpdated,
    deleted: toasts.academicYearDeleted,
  },
  notFound: serverMessages.academicYearNotFound,
});

export const academicCalendarsResource = defineResource({
  key: 'academic-calendars',
  path: '/academic-calendars',
  item: academicCalendarSchema,
  create: academicCalendarCreateSchema,
  update: academicCalendarCreateSchema,
  sortKeys: ['title', 'academicYear', 'status'],
  references: { academicYearId: 'academic-years' },
  describe: (calendar) => calendar.title,
  messages: {
    created: toasts.academicCalendarCreated,
    updated: toasts.academicCalendarUpdated,
    deleted: toasts.academicCalendarDeleted,
  },
  notFound: serverMessages.academicCalendarNotFound,
});

export const academicTermsResource = defineResource({
  key: 'academic-terms',
  path: '/academic-terms',
  item: academicTermSchema,
  create: academicTermCreateSchema,
  update: academicTermCreateSchema,
  sortKeys: ['title', 'startDate', 'endDate', 'calendar', 'status'],
  references: { academicCalendarId: 'academic-calendars' },
  describe: (term) => term.title,
  messages: {
    created: toasts.academicTermCreated,
    updated: toasts.academicTermUpdated,
    deleted: toasts.academicTermDeleted,
  },
  notFound: serverMessages.academicTermNotFound,
});

export const schoolDayTypesResource = defineResource({
  key: 'school-day-types',
  path: '/school-day-types',
  item: schoolDayTypeSchema,
  create: schoolDayTypeCreateSchema,
  update: schoolDayTypeCreateSchema,
  sortKeys: ['description'],
  references: {},
  describe: (type) => type.description,
  messages: {
    created: toasts.schoolDayTypeCreated,
    updated: toasts.schoolDayTypeUpdated,
    deleted: toasts.schoolDayTypeDeleted,
  },
  notFound: serverMessages.schoolDayTypeNotFound,
});

export const schoolDaysResource = defineResource({
  key: 'school-days',
  path: '/school-days',
  item: schoolDaySchema,
  create: schoolDayCreateSchema,
  update: schoolDayCreateSchema,
  sortKeys: ['date', 'calendar', 'type'],
  references: { academicCalendarId: 'academic-calendars', typeId: 'school-day-types' },
  describe: (day) => day.date.slice(0, 10).split('-').reverse().join('/'),
  messages: {
    created: toasts.schoolDayCreated,
    updated: toasts.schoolDayUpdated,
    deleted: toasts.schoolDayDeleted,
  },
  notFound: serverMessages.schoolDayNotFound,
});

/**
 * Students: the list carries only what it shows (`studentListItemSchema`); the full record is
 * `studentRecordResource` (GET /students/<id>, personal data, audited). POST and PATCH take the
 * whole record (`studentBodySchema`: person and a new or registered guardian); no delete (a
 * student's history stays).
 */
export const studentsResource = defineResource({
  key: 'students',
  path: '/students',
  item: studentListItemSchema,
  create: studentBodySchema,
  update: studentBodySchema,
  sortKeys: ['cpf', 'name', 'gender', 'birthDate'],
  references: { guardianId: 'guardians' },
  describe: (student) => student.name,
  messages: {
    created: toasts.studentCreated,
    updated: toasts.studentUpdated,
    deleted: toasts.studentDeleted,
  },
  notFound: serverMessages.studentNotFound,
});

/** GET /guardians?cpf=<digits>: a registered person to reuse as a guardian (`guardianMatchSchema`). */
export const guardianLookupResource = {
  key: 'guardians',
  path: '/guardians',
  item: guardianMatchSchema,
  notFound: serverMessages.guardianNotFound,
} as const;

/**
 * Enrolments: the list (filters `ENROLLMENT_FILTERS`), POST /enrollments
 * (`enrollmentCreateSchema`) and the actions POST /enrollments/<id>/transfer
 * (`enrollmentTransferSchema`), /cancel (`enrollmentCancelSchema`) and /complete (no body).
 * Never edited or deleted: a change of classroom is a transfer, and the history stays.
 */
export const enrollmentsResource = defineListResource({
  key: 'enrollments',
  path: '/enrollments',
  item: enrollmentSchema,
  sortKeys: ['student', 'classroom', 'schoolUnit', 'academicYear', 'status', 'date'],
  describe: (enrollment) => enrollment.student.name,
  notFound: serverMessages.enrollmentNotFound,
});

/** Filters of GET /enrollments besides the list parameters. */
export const ENROLLMENT_FILTERS = [
  'academicYearId',
  'schoolUnitId',
  'classroomId',
  'studentId',
  'status',
] as const;

/** The actions on an enrolment: POST /enrollments/<id>/<action>. */
export const enrollmentActions = {
  transfer: { body: enrollmentTransferSchema, message: toasts.enrollmentTransferred },
  cancel: { body: enrollmentCancelSchema, message: toasts.enrollmentCancelled },
  complete: { body: null, message: toasts.enrollmentCompleted },
} as const;
export type EnrollmentAction = keyof typeof enrollmentActions;

/** The full student record of GET /students/<id> (person and guardian). */
export const studentRecordResource = {
  key: 'student-records',
  path: '/students',
  item: studentRecordSchema,
  notFound: serverMessages.studentNotFound,
} as const;

/**
 * Lesson plans (issue 14): a teacher writes them for its own classes and components (its
 * assignments); only the author edits or deletes one. Unit readers ('pedagogy.unit-classes')
 * read those of their units' classes.
 */
export const lessonPlansResource = defineResource({
  key: 'lesson-plans',
  path: '/lesson-plans',
  item: lessonPlanItemSchema,
  create: lessonPlanSchema,
  update: lessonPlanSchema,
  sortKeys: ['title', 'classroom', 'curricularComponent', 'createdAt'],
  references: { classroomId: 'classrooms', curricularComponentId: 'curricular-components' },
  describe: (plan) => plan.title,
  messages: {
    created: toasts.lessonPlanCreated,
    updated: toasts.lessonPlanUpdated,
    deleted: toasts.lessonPlanDeleted,
  },
  notFound: serverMessages.lessonPlanNotFound,
});

/** Pedagogical activities: a class's teacher of that component writes, edits and deletes them. */
export const activitiesResource = defineResource({
  key: 'activities',
  path: '/activities',
  item: activitySchema,
  create: activityCreateSchema,
  update: activityCreateSchema,
  sortKeys: ['title', 'date', 'classroom', 'curricularComponent'],
  references: { classroomId: 'classrooms', curricularComponentId: 'curricular-components' },
  describe: (activity) => activity.title,
  messages: {
    created: toasts.activityCreated,
    updated: toasts.activityUpdated,
    deleted: toasts.activityDeleted,
  },
  notFound: serverMessages.activityNotFound,
});

/** The BNCC catalogue (read by every pedagogy user; filter `component`). */
export const bnccStandardsResource = defineListResource({
  key: 'bncc-standards',
  path: '/bncc-standards',
  item: bnccCatalogueItemSchema,
  sortKeys: ['code', 'component', 'year'],
  describe: (standard) => standard.code,
  notFound: serverMessages.bnccStandardNotFound,
});

/**
 * 'Frequências' (GET /attendance-sheets): one row per class, component and lesson day of the
 * class's academic calendar up to today; filters `ATTENDANCE_SHEET_FILTERS`; latest day first.
 */
export const attendanceSheetsResource = defineListResource({
  key: 'attendance-sheets',
  path: '/attendance-sheets',
  item: attendanceSheetSchema,
  sortKeys: ['classroom', 'curricularComponent', 'date', 'launchDate', 'status'],
  describe: (sheet) => `${sheet.classroom.name} — ${sheet.curricularComponent.name}`,
  notFound: serverMessages.notFound,
});

/** Filters of GET /attendance-sheets besides the list parameters (status: PENDING/RECORDED). */
export const ATTENDANCE_SHEET_FILTERS = ['classroomId', 'curricularComponentId', 'status'] as const;

/**
 * One day's attendance: GET /attendance?classroomId=&curricularComponentId=&date=
 * (`attendanceDaySchema`) and PUT /attendance (`attendanceSaveSchema`) → 200 the same answer.
 */
export const attendancePath = '/attendance';

/**
 * Assessments of a class, component and term (filters `ASSESSMENT_FILTERS`): the resource verbs.
 * Deleting one deletes its grades (the screen confirms, naming how many).
 */
export const assessmentsResource = defineResource({
  key: 'assessments',
  path: '/assessments',
  item: assessmentSchema,
  create: assessmentCreateSchema,
  update: assessmentCreateSchema,
  sortKeys: ['title', 'date', 'weight', 'maxScore'],
  references: {
    classroomId: 'classrooms',
    curricularComponentId: 'curricular-components',
    academicTermId: 'academic-terms',
  },
  describe: (assessment) => assessment.title,
  messages: {
    created: toasts.assessmentCreated,
    updated: toasts.assessmentUpdated,
    deleted: toasts.assessmentDeleted,
  },
  notFound: serverMessages.assessmentNotFound,
});

/** Filters of GET /assessments besides the list parameters. */
export const ASSESSMENT_FILTERS = [
  'classroomId',
  'curricularComponentId',
  'academicTermId',
] as const;

/** PUT /assessments/<id>/grades (`assessmentGradesSchema`) → 200 `gradeSheetSchema`. */
export const assessmentGradesPath = (assessmentId: string) =>
  `/assessments/${encodeURIComponent(assessmentId)}/grades`;

/**
 * The 'Lançar Notas' grid: GET /grades?classroomId=&curricularComponentId=&academicTermId=
 * (`gradeSheetSchema`) and PUT /grades (`gradeSheetSaveSchema`) → 200 the grid again.
 */
export const gradesPath = '/grades';

/** GET /report-cards?classroomId=&curricularComponentId=&academicTermId= (`reportCardItemSchema`[]). */
export const reportCardsPath = '/report-cards';

/** Events an administrator adds to the academic calendar (network-wide writes). */
export const eventsResource = defineResource({
  key: 'events',
  path: '/events',
  item: calendarEventSchema,
  create: calendarEventCreateSchema,
  update: calendarEventCreateSchema,
  sortKeys: ['title', 'date', 'type'],
  references: {},
  describe: (event) => event.title,
  messages: {
    created: toasts.eventCreated,
    updated: toasts.eventUpdated,
    deleted: toasts.eventDeleted,
  },
  notFound: serverMessages.eventNotFound,
});

/**
 * The academic calendar's entries between two days: GET /calendar-events?from=YYYY-MM-DD&to=
 * YYYY-MM-DD (at most 366 days) → `calendarEntrySchema`[] (school days and added events).
 */
export const calendarEventsPath = '/calendar-events';

/** POST /bncc-standards/import (`bnccImportSchema`) → `bnccImportResultSchema`. */
export const bnccImportPath = '/bncc-standards/import';

/** GET /me/classes: the signed-in teacher's (classroom, component) pairs (`myClassSchema`). */
export const myClassesPath = '/me/classes';

/**
 * A classroom's teachers: GET and POST /classrooms/<id>/teachers (`teachingAssignmentSchema`,
 * `teachingAssignmentCreateSchema`), DELETE /classrooms/<id>/teachers/<assignmentId>.
 */
export const classroomTeachersPath = (classroomId: string) =>
  `/classrooms/${encodeURIComponent(classroomId)}/teachers`;

/** Who may teach in a classroom: GET /classrooms/<id>/teacher-candidates (`namedRefSchema` items). */
export const classroomTeacherCandidatesPath = (classroomId: string) =>
  `/classrooms/${encodeURIComponent(classroomId)}/teacher-candidates`;

/** Access roles (permission 'roles.manage'). */
export const rolesResource = defineResource({
  key: 'roles',
  path: '/roles',
  item: roleItemSchema,
  create: roleBodySchema,
  update: roleBodySchema,
  sortKeys: ['name', 'users'],
  references: {},
  describe: (role) => role.name,
  messages: {
    created: toasts.roleCreated,
    updated: toasts.roleUpdated,
    deleted: toasts.roleDeleted,
  },
  notFound: serverMessages.roleNotFound,
});

/** The audit log (permission 'audit.read'): append-only, newest first. */
export const auditEventsResource = defineListResource({
  key: 'audit-events',
  path: '/audit-events',
  item: auditEventSchema,
  sortKeys: ['at', 'action', 'resource'],
  describe: (event) => `${event.action} ${event.resource ?? ''}`.trim(),
  notFound: serverMessages.notFound,
});

/** Filters of GET /audit-events besides the list parameters. */
export const AUDIT_FILTERS = ['actorId', 'resource', 'action', 'from', 'to'] as const;

/** Every registry with the full set of calls (list, get, create, update, delete). */
export const registryResources = [
  usersResource,
  schoolUnitsResource,
  teachingModalitiesResource,
  curricularComponentsResource,
  curriculumMatricesResource,
  coursesResource,
  classroomsResource,
  academicYearsResource,
  academicCalendarsResource,
  academicTermsResource,
  schoolDayTypesResource,
  schoolDaysResource,
] as const;

export type RegistryResource = (typeof registryResources)[number];
/** The item type of a resource definition. */
export type ResourceItem<R> = R extends ListResourceDefinition<infer TItem, string> ? TItem : never;
/** The sort keys of a resource definition. */
export type ResourceSortKey<R> = R extends { sortKeys: readonly (infer K)[] } ? K : never;
