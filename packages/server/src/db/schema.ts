import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * One schema for both drivers (PGlite and PostgreSQL). Ids are UUIDv7 made by the server
 * (`newId()`), so ordering by id is creation order: every list answers newest last.
 */

export const areaEnum = pgEnum('area', ['URBAN', 'RURAL']);
export const shiftEnum = pgEnum('shift', ['INTEGRAL', 'MORNING', 'AFTERNOON', 'NIGHT']);
export const genderEnum = pgEnum('gender', ['MALE', 'FEMALE']);
export const ethnicityEnum = pgEnum('ethnicity', [
  'BLACK',
  'WHITE',
  'BROWN',
  'YELLOW',
  'INDIGENOUS',
]);
export const nationalityEnum = pgEnum('nationality', ['BORN_BRAZILLIAN', 'NATURALIZED', 'FOREIGN']);

/**
 * `lousa_fold(column)`: lower case without accents (migration 0001). Lists search and sort text
 * columns through it, so their indexes are on this expression.
 */
export const fold = (column: AnyPgColumn | SQL): SQL => sql`lousa_fold(${column})`;

/** A trigram (pg_trgm) operand for a GIN index: `LIKE '%…%'` searches use it. */
const trigram = (expression: AnyPgColumn | SQL): SQL => sql`${expression} gin_trgm_ops`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The address columns shared by school units and persons. */
const addressColumns = () => ({
  street: text('street').notNull(),
  number: text('number').notNull(),
  complement: text('complement'),
  neighborhood: text('neighborhood').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipCode: text('zip_code').notNull(),
});

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    // A role's name is its identity, whatever its case and accents (migration 0008).
    uniqueIndex('roles_name_unique').on(fold(t.name)),
  ],
);

/**
 * The permissions each built-in role has been given by `ensureAccessCatalogue`, by the role's
 * name: a permission the catalogue adds later is granted once at the next start; one an
 * administrator took away afterwards is not given back (migration 0009).
 */
export const builtInRoleGrants = pgTable(
  'built_in_role_grants',
  {
    roleName: text('role_name').notNull(),
    permission: text('permission').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roleName, t.permission] })],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    cpf: text('cpf').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** `scrypt$N$r$p$salt$hash`, or `!` for an account that cannot sign in. */
    passwordHash: text('password_hash').notNull(),
    roleId: uuid('role_id').references(() => roles.id),
    /** A deactivated user cannot sign in; its sessions end at once. */
    active: boolean('active').notNull().default(true),
    /** Set for the first administrator whose password was printed: a new one comes first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_cpf_unique').on(t.cpf),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_first_name_idx').on(fold(t.firstName)),
    index('users_last_name_idx').on(fold(t.lastName)),
    index('users_role_idx').on(t.roleId),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token issued from one sign-in shares a family; reuse of a spent one revokes it. */
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the token (the token itself is never stored). */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the family's sign-in happened: a session ends this long after it, refreshed or not. */
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const schoolUnits = pgTable(
  'school_units',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    cnpj: text('cnpj').notNull(),
    area: areaEnum('area').notNull(),
    email: text('email'),
    phone: text('phone'),
    principalName: text('principal_name').notNull(),
    inepCode: text('inep_code'),
    ...addressColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('school_units_cnpj_unique').on(t.cnpj),
    uniqueIndex('school_units_inep_code_unique').on(t.inepCode),
    index('school_units_name_idx').on(fold(t.name)),
    index('school_units_principal_name_idx').on(fold(t.principalName)),
  ],
);

/**
 * The table of a registry whose name is its identity, whatever its case and accents (migration
 * 0008): an id, the name and when it was created, and the unique index `<table>_name_unique`
 * that `namedRegistrySpec` (resources/named.ts) refuses a duplicate on.
 */
export const namedTable = <TName extends string>(table: TName) =>
  pgTable(
    table,
    {
      id: uuid('id').primaryKey(),
      name: text('name').notNull(),
      createdAt: createdAt(),
    },
    (t) => [uniqueIndex(`${table}_name_unique`).on(fold(t.name))],
  );

export const teachingModalities = namedTable('teaching_modalities');

export const curricularComponents = namedTable('curricular_components');

export const curriculumMatrices = namedTable('curriculum_matrices');

export const curriculumMatrixItems = pgTable(
  'curriculum_matrix_items',
  {
    matrixId: uuid('matrix_id')
      .notNull()
      .references(() => curriculumMatrices.id, { onDelete: 'cascade' }),
    curricularComponentId: uuid('curricular_component_id')
      .notNull()
      .references(() => curricularComponents.id),
    position: integer('position').notNull(),
    workload: integer('workload').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matrixId, t.position] }),
    index('curriculum_matrix_items_component_idx').on(t.curricularComponentId),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    teachingModalityId: uuid('teaching_modality_id')
      .notNull()
      .references(() => teachingModalities.id),
    curriculumMatrixId: uuid('curriculum_matrix_id')
      .notNull()
      .references(() => curriculumMatrices.id),
    schoolUnitId: uuid('school_unit_id')
      .notNull()
      .references(() => schoolUnits.id),
    /** The course that follows this one's last grade level (Anos Iniciais → Anos Finais). */
    nextCourseId: uuid('next_course_id').references((): AnyPgColumn => courses.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('courses_school_unit_idx').on(t.schoolUnitId),
    index('courses_name_idx').on(fold(t.name)),
    // A course's name is unique within its school unit (another unit may use it).
    uniqueIndex('courses_school_unit_name_unique').on(t.schoolUnitId, fold(t.name)),
    index('courses_teaching_modality_idx').on(t.teachingModalityId),
    index('courses_curriculum_matrix_idx').on(t.curriculumMatrixId),
  ],
);

/** A course's grade levels ('Séries/Anos'), in `position` order; an INEP stage code is optional. */
export const courseGradeLevels = pgTable(
  'course_grade_levels',
  {
    id: uuid('id').primaryKey(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    inepStageCode: integer('inep_stage_code'),
    createdAt: createdAt(),
  },
  (t) => [index('course_grade_levels_course_idx').on(t.courseId, t.position)],
);

export const classrooms = pgTable(
  'classrooms',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    shift: shiftEnum('shift').notNull(),
    schoolUnitId: uuid('school_unit_id')
      .notNull()
      .references(() => schoolUnits.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    /** The academic year it is a class of (issue 27): each year has its own classes. */
    academicYearId: uuid('academic_year_id')
      .notNull()
      .references((): AnyPgColumn => academicYears.id),
    /** The grade level of its course ('1º Ano'). */
    gradeLevelId: uuid('grade_level_id')
      .notNull()
      .references(() => courseGradeLevels.id),
    /** 'Vagas': the most active enrolments it takes; null when not limited. */
    capacity: integer('capacity'),
    /**
     * When the class was closed ('Encerrar Turma', issue 28): its results are stored on its
     * enrolments and its records are read-only. Null while open (or reopened).
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The user who closed it. */
    closedBy: uuid('closed_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('classrooms_name_idx').on(fold(t.name)),
    index('classrooms_school_unit_idx').on(t.schoolUnitId),
    index('classrooms_course_idx').on(t.courseId),
    index('classrooms_academic_year_idx').on(t.academicYearId, t.schoolUnitId),
    index('classrooms_grade_level_idx').on(t.gradeLevelId),
  ],
);

export const academicYears = pgTable(
  'academic_years',
  {
    id: uuid('id').primaryKey(),
    year: text('year').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('academic_years_year_unique').on(t.year),
    index('academic_years_start_date_idx').on(t.startDate),
    index('academic_years_end_date_idx').on(t.endDate),
  ],
);

export const academicCalendars = pgTable(
  'academic_calendars',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    academicYearId: uuid('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('academic_calendars_title_idx').on(fold(t.title)),
    index('academic_calendars_academic_year_idx').on(t.academicYearId),
  ],
);

/**
 * The school units a calendar applies to (issue 27); a calendar without any applies to the whole
 * network. A class's lesson days are those of its unit's calendar for its year, else of the
 * network's calendar of its year.
 */
export const academicCalendarSchoolUnits = pgTable(
  'academic_calendar_school_units',
  {
    academicCalendarId: uuid('academic_calendar_id')
      .notNull()
      .references(() => academicCalendars.id, { onDelete: 'cascade' }),
    schoolUnitId: uuid('school_unit_id')
      .notNull()
      .references(() => schoolUnits.id),
  },
  (t) => [
    primaryKey({ columns: [t.academicCalendarId, t.schoolUnitId] }),
    index('academic_calendar_school_units_unit_idx').on(t.schoolUnitId),
  ],
);

/**
 * The calendars whose school days are each classroom's (a view, migration 0015): of its academic
 * year, the calendar that lists its unit, else the network's (those that list no unit).
 */
export const classCalendars = pgView('lousa_class_calendars', {
  classroomId: uuid('classroom_id').notNull(),
  academicCalendarId: uuid('academic_calendar_id').notNull(),
}).existing();

export const academicTerms = pgTable(
  'academic_terms',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    academicCalendarId: uuid('academic_calendar_id')
      .notNull()
      .references(() => academicCalendars.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('academic_terms_title_idx').on(fold(t.title)),
    index('academic_terms_start_date_idx').on(t.startDate),
    index('academic_terms_end_date_idx').on(t.endDate),
    // One title per calendar, whatever its case and accents (it also serves a calendar's terms).
    uniqueIndex('academic_terms_calendar_title_unique').on(t.academicCalendarId, fold(t.title)),
  ],
);

/** A school day type's kind (issue 27): it alone decides a lesson day and the calendar colour. */
export const schoolDayKindEnum = pgEnum('school_day_kind', [
  'DIA_LETIVO',
  'SABADO_LETIVO',
  'FERIADO',
  'RECESSO',
  'CONSELHO_CLASSE',
  'PLANEJAMENTO',
]);

export const schoolDayTypes = pgTable(
  'school_day_types',
  {
    id: uuid('id').primaryKey(),
    description: text('description').notNull(),
    kind: schoolDayKindEnum('kind').notNull(),
    /** The migration of issue 27 guessed the kind (RECESSO by default): the administrator checks it. */
    kindToReview: boolean('kind_to_review').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('school_day_types_description_unique').on(fold(t.description))],
);

export const schoolDays = pgTable(
  'school_days',
  {
    id: uuid('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => schoolDayTypes.id),
    academicCalendarId: uuid('academic_calendar_id')
      .notNull()
      .references(() => academicCalendars.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('school_days_date_idx').on(t.date),
    // One school day per date per calendar (it also serves a calendar's days in date order).
    uniqueIndex('school_days_calendar_date_unique').on(t.academicCalendarId, t.date),
    index('school_days_type_idx').on(t.typeId),
  ],
);

/**
 * School days that migration 0010 took out of their calendar because an earlier one had the
 * same date (nothing refused a second one before): kept as they were, for an administrator to
 * read; nothing reads them.
 */
export const schoolDaysSetAside = pgTable('school_days_set_aside', {
  id: uuid('id').primaryKey(),
  date: date('date', { mode: 'string' }).notNull(),
  typeId: uuid('type_id').notNull(),
  academicCalendarId: uuid('academic_calendar_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  setAsideAt: timestamp('set_aside_at', { withTimezone: true }).notNull().defaultNow(),
});

export const persons = pgTable(
  'persons',
  {
    id: uuid('id').primaryKey(),
    /** Null for a child registered by birth certificate alone; unique when present. */
    cpf: text('cpf'),
    rg: text('rg'),
    name: text('name').notNull(),
    socialName: text('social_name'),
    gender: genderEnum('gender').notNull(),
    ethnicity: ethnicityEnum('ethnicity').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    birthCertificate: text('birth_certificate'),
    susCard: text('sus_card'),
    email: text('email'),
    contact: text('contact'),
    nationality: nationalityEnum('nationality').notNull(),
    locationZone: areaEnum('location_zone').notNull(),
    birthCity: text('birth_city').notNull(),
    birthState: text('birth_state').notNull(),
    ...addressColumns(),
    /**
     * What a search (`q`) finds a person by: the folded name and social name and the CPF,
     * separated by U+001F. Stored, so a search compares plain text instead of folding each row.
     */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`${fold(persons.name)} || chr(31) || coalesce(${fold(persons.socialName)}, '') || chr(31) || coalesce(${persons.cpf}, '')`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('persons_cpf_unique').on(t.cpf),
    // Sorts (`sort`), with the person's id as the tie-breaker so a page is an index range.
    index('persons_name_idx').on(fold(t.name), t.id),
    index('persons_birth_date_idx').on(t.birthDate, t.id),
    index('persons_gender_idx').on(t.gender, t.id),
  ],
);

export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey(),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id),
    /** Null for a student of 18 or more registered without one. */
    guardianId: uuid('guardian_id').references(() => persons.id),
    /**
     * The school unit that holds the record: the one it was registered in, then the unit of its
     * latest enrolment. A unit-scoped user reads the students of its units.
     */
    schoolUnitId: uuid('school_unit_id').references(() => schoolUnits.id),
    /**
     * The student person's `persons.search`, copied by triggers (migration 0003): a search of
     * the students list reads this table alone (no join, and no guardian among the matches).
     */
    search: text('search').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('students_person_idx').on(t.personId),
    index('students_guardian_idx').on(t.guardianId),
    index('students_school_unit_idx').on(t.schoolUnitId, t.id),
    // Search (`q`): a trigram GIN index answers `LIKE '%…%'` over names and CPF digits.
    index('students_search_trgm_idx').using('gin', trigram(t.search)),
  ],
);

export const enrollmentStatusEnum = pgEnum('enrollment_status', [
  'ACTIVE',
  'TRANSFERRED',
  'CANCELLED',
  'COMPLETED',
  // Issue 28: an enrolment ended for a reason, 'Abandono' and 'Falecimento'.
  'ABANDONED',
  'DECEASED',
]);

/**
 * Enrolments: a student in a classroom of an academic year. Never updated but to close one
 * (status, end date, reason); a transfer closes one and opens the next (`transferredFromId`).
 */
export const enrollments = pgTable(
  'enrollments',
  {
    id: uuid('id').primaryKey(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    /** The classroom's unit when enrolled: what a unit-scoped user's reads filter on. */
    schoolUnitId: uuid('school_unit_id')
      .notNull()
      .references(() => schoolUnits.id),
    academicYearId: uuid('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    status: enrollmentStatusEnum('status').notNull().default('ACTIVE'),
    date: date('date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    cancelReason: text('cancel_reason'),
    /** The enrolment this one continues after a transfer. */
    transferredFromId: uuid('transferred_from_id'),
    /**
     * The overall result of the year ('APROVADO', 'REPROVADO', …: an `EvaluationSituation`) stored
     * when the class was closed (issue 28); null before.
     */
    finalResult: text('final_result'),
    createdAt: createdAt(),
  },
  (t) => [
    // One active enrolment per student per academic year (a concurrent second one fails here).
    uniqueIndex('enrollments_one_active_per_year')
      .on(t.studentId, t.academicYearId)
      .where(sql`status = 'ACTIVE'`),
    index('enrollments_student_idx').on(t.studentId, t.date),
    index('enrollments_classroom_idx').on(t.classroomId, t.status),
    index('enrollments_school_unit_idx').on(t.schoolUnitId, t.id),
    index('enrollments_academic_year_idx').on(t.academicYearId, t.id),
    index('enrollments_date_idx').on(t.date, t.id),
  ],
);

/**
 * Who teaches what (issue 14): a teacher (a user with the 'Professor(a)' role in the classroom's
 * unit) for one curricular component of the classroom's course matrix. One teacher per
 * component per classroom.
 */
export const teachingAssignments = pgTable(
  'teaching_assignments',
  {
    id: uuid('id').primaryKey(),
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    curricularComponentId: uuid('curricular_component_id')
      .notNull()
      .references(() => curricularComponents.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('teaching_assignments_class_component_unique').on(
      t.classroomId,
      t.curricularComponentId,
    ),
    index('teaching_assignments_user_idx').on(t.userId),
    index('teaching_assignments_component_idx').on(t.curricularComponentId),
  ],
);

/** The BNCC catalogue: the standards a lesson plan cites (seeded; imported from CSV). */
export const bnccStandards = pgTable(
  'bncc_standards',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    learningObject: text('learning_object').notNull(),
    component: text('component').notNull(),
    year: text('year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bncc_standards_code_unique').on(t.code),
    index('bncc_standards_component_idx').on(t.component, t.code),
  ],
);

/** Lesson plans: written by a teacher for one of its classes and components. */
export const lessonPlans = pgTable(
  'lesson_plans',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    theme: text('theme').notNull(),
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    curricularComponentId: uuid('curricular_component_id')
      .notNull()
      .references(() => curricularComponents.id),
    bnccStandards: text('bncc_standards').array().notNull().default(sql`'{}'::text[]`),
    learningObject: text('learning_object').notNull(),
    generalObjective: text('general_objective').notNull(),
    references: text('references'),
    /** The author; a deleted user's plans stay (author null, shown as '-'). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('lesson_plans_classroom_idx').on(t.classroomId, t.curricularComponentId),
    index('lesson_plans_author_idx').on(t.authorId),
    index('lesson_plans_title_idx').on(fold(t.title), t.id),
  ],
);

/** Pedagogical activities of a class and component on a date. */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    curricularComponentId: uuid('curricular_component_id')
      .notNull()
      .references(() => curricularComponents.id),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_classroom_idx').on(t.classroomId, t.curricularComponentId),
    index('activities_date_idx').on(t.date, t.id),
  ],
);

/**
 * Attendance (issue 14, step 2): one sheet per class, component and lesson day once recorded
 * (a day without a sheet is PENDING), with one entry per student of that day's roster.
 */
export const attendanceSheets = pgTable(
  'attendance_sheets',
  {
    id: uuid('id').primaryKey(),
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    curricularComponentId: uuid('curricular_component_id')
      .notNull()
      .references(() => curricularComponents.id),
    date: date('date', { mode: 'string' }).notNull(),
    /** When it was first recorded: the teacher's correction window counts from here. */
    launchDate: timestamp('launch_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('attendance_sheets_day_unique').on(t.classroomId, t.curricularComponentId, t.date),
    index('attendance_sheets_date_idx').on(t.date),
  ],
);

export const attendanceEntries = pgTable(
  'attendance_entries',
  {
    sheetId: uuid('sheet_id')
      .notNull()
      .references(() => attendanceSheets.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    isPresent: boolean('is_present').notNull(),
    justified: boolean('justified').notNull().default(false),
    justification: text('justification'),
  },
  (t) => [
    primaryKey({ columns: [t.sheetId, t.studentId] }),
    index('attendance_entries_student_idx').on(t.studentId),
  ],
);

/** Assessments of a class, component and academic term; grades per student. */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey(),
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id),
    curricularComponentId: uuid('curricular_component_id')
      .notNull()
      .references(() => curricularComponents.id),
    academicTermId: uuid('academic_term_id')
      .notNull()
      .references(() => academicTerms.id),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    weight: numeric('weight', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    maxScore: numeric('max_score', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('assessments_class_idx').on(t.classroomId, t.curricularComponentId, t.academicTermId),
    index('assessments_term_idx').on(t.academicTermId),
  ],
);

export const grades = pgTable(
  'grades',
  {
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    score: numeric('score', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assessmentId, t.studentId] }),
    index('grades_student_idx').on(t.studentId),
  ],
);

/**
 * A course's 'Regra de Avaliação' (issue 28), one a course: how the term averages make the final
 * average, the pass mark, the recovery exam, the minimum attendance and the decimals shown
 * (`EvaluationRule` in @lousa/domain, which validates every field).
 */
export const evaluationRules = pgTable('evaluation_rules', {
  courseId: uuid('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  maxScore: numeric('max_score', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  passMark: numeric('pass_mark', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  termAggregation: text('term_aggregation').notNull(),
  termWeights: jsonb('term_weights').$type<number[]>(),
  recovery: text('recovery').notNull(),
  recoveryPassMark: numeric('recovery_pass_mark', { precision: 6, scale: 2, mode: 'number' }),
  recoveryFormula: text('recovery_formula'),
  minAttendance: numeric('min_attendance', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  attendanceScope: text('attendance_scope').notNull(),
  decimals: integer('decimals').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A student's final (recovery) exam in a class's component (issue 28), one at most. */
export const finalExams = pgTable(
  'final_exams',
  {
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    curricularComponentId: uuid('curricular_component_id')
      .notNull()
      .references(() => curricularComponents.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    score: numeric('score', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classroomId, t.curricularComponentId, t.studentId] }),
    index('final_exams_student_idx').on(t.studentId),
  ],
);

/**
 * A 'Conselho de Classe' decision (issue 28): the student approved in a class's component, with
 * the written reason; one a student and component of the class.
 */
export const councilDecisions = pgTable(
  'council_decisions',
  {
    id: uuid('id').primaryKey(),
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    curricularComponentId: uuid('curricular_component_id')
      .notNull()
      .references(() => curricularComponents.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    reason: text('reason').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('council_decisions_student_component_unique').on(
      t.classroomId,
      t.curricularComponentId,
      t.studentId,
    ),
    index('council_decisions_student_idx').on(t.studentId),
  ],
);

export const calendarEventTypeEnum = pgEnum('calendar_event_type', [
  'DIA_LETIVO',
  'SABADO_LETIVO',
  'FERIADO',
  'CONSELHO_CLASSE',
]);

/** Events an administrator adds to the academic calendar (besides its school days). */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    date: date('date', { mode: 'string' }).notNull(),
    type: calendarEventTypeEnum('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_events_date_idx').on(t.date, t.id),
    index('calendar_events_title_idx').on(fold(t.title), t.id),
  ],
);

/**
 * Row counts of the large tables, kept by statement triggers (migration 0003), so an unfiltered
 * list answers its total without counting every row.
 */
export const rowCounts = pgTable('lousa_row_counts', {
  tableName: text('table_name').primaryKey(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull().default(0),
});

/*
 * Kept counts behind the home page (GET /home, migration 0012): triggers keep them in the
 * transaction of each change, so the home page reads one row per unit or classroom instead of
 * counting the network's students and enrolments. No foreign keys: a count never blocks a delete.
 */

/** The students each unit holds; the nil UUID keys those no unit holds (`lousa_unit_key`). */
export const unitStudentCounts = pgTable('lousa_unit_student_counts', {
  unitKey: uuid('unit_key').primaryKey(),
  students: integer('students').notNull().default(0),
});

/** Per unit the students belong to (the nil UUID: none) and academic year: how many of them
 * have an active enrolment that year (one at most each: `enrollments_one_active_per_year`). */
export const unitYearEnrolledCounts = pgTable(
  'lousa_unit_year_enrolled_counts',
  {
    unitKey: uuid('unit_key').notNull(),
    academicYearId: uuid('academic_year_id').notNull(),
    students: integer('students').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.unitKey, t.academicYearId] })],
);

/** The classrooms of each course in each unit. */
export const unitCourseCounts = pgTable(
  'lousa_unit_course_counts',
  {
    schoolUnitId: uuid('school_unit_id').notNull(),
    courseId: uuid('course_id').notNull(),
    classrooms: integer('classrooms').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.schoolUnitId, t.courseId] })],
);

/** The active enrolments in the classrooms of each course of each unit, per academic year. */
export const unitCourseYearCounts = pgTable(
  'lousa_unit_course_year_counts',
  {
    schoolUnitId: uuid('school_unit_id').notNull(),
    courseId: uuid('course_id').notNull(),
    academicYearId: uuid('academic_year_id').notNull(),
    enrollments: integer('enrollments').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.schoolUnitId, t.courseId, t.academicYearId] })],
);

/** The classrooms with components of their course's matrix nobody teaches, and how many. */
export const classroomUntaughtCounts = pgTable(
  'lousa_classroom_untaught_counts',
  {
    classroomId: uuid('classroom_id').primaryKey(),
    schoolUnitId: uuid('school_unit_id').notNull(),
    components: integer('components').notNull(),
  },
  (t) => [index('lousa_classroom_untaught_counts_unit_idx').on(t.schoolUnitId)],
);

/** Per unit, the sums of `classroomUntaughtCounts`: classrooms lacking a teacher, components. */
export const unitUntaughtCounts = pgTable('lousa_unit_untaught_counts', {
  schoolUnitId: uuid('school_unit_id').primaryKey(),
  classrooms: integer('classrooms').notNull(),
  components: integer('components').notNull(),
});

/** The school units a user works in (its unit scope, unless its role covers the whole network). */
export const userSchoolUnits = pgTable(
  'user_school_units',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolUnitId: uuid('school_unit_id')
      .notNull()
      .references(() => schoolUnits.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.schoolUnitId] }),
    index('user_school_units_unit_idx').on(t.schoolUnitId),
  ],
);

/**
 * The audit log: append-only (no route updates or deletes a row; only the retention prune,
 * itself audited, removes old ones). `actor_email` is kept as it was then: a user can be
 * deleted, its trail stays readable.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    resource: text('resource'),
    resourceId: text('resource_id'),
    /** What a person reads about the record when the event was written (a name, a title). */
    resourceLabel: text('resource_label'),
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
    /** An update's changed fields: `{ field: { before, after } }`, never a secret. */
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_actor_idx').on(t.actorId, t.at),
    index('audit_events_resource_idx').on(t.resource, t.at),
    index('audit_events_action_idx').on(t.action, t.at),
  ],
);

/**
 * Failed sign-ins per key ('account:<id>' or 'address:<ip>') in fixed windows, in the database:
 * every API process sharing it counts the same attempts.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
