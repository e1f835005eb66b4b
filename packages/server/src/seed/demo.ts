import { type Person, type Shift, shifts } from '@lousa/domain';
import { createFaker, type Faker } from '@lousa/domain/fake';
import { asc, eq, inArray } from 'drizzle-orm';
import { DISABLED_PASSWORD } from '../auth/password.ts';
import type { Database } from '../db/client.ts';
import { coversDay } from '../db/enrolment-period.ts';
import { newId } from '../db/ids.ts';
import { personColumns } from '../db/person-columns.ts';
import {
  academicCalendarSchoolUnits,
  academicCalendars,
  academicTerms,
  academicYears,
  activities,
  assessments,
  attendanceEntries,
  attendanceSheets,
  calendarEvents,
  classrooms,
  courseGradeLevels,
  courses,
  curricularComponents,
  curriculumMatrices,
  curriculumMatrixItems,
  enrollments,
  evaluationRules,
  grades,
  lessonPlans,
  persons,
  roles,
  schoolDays,
  schoolDayTypes,
  schoolUnits,
  students,
  teachingAssignments,
  teachingModalities,
  userSchoolUnits,
  users,
} from '../db/schema.ts';
import { calendarToday } from '../deps.ts';
import {
  addDays,
  DAY_TYPES,
  type DayType,
  type DemoYear,
  demoYear,
  lessonDaysOf,
  unlistedWeekdays,
} from './demo-calendar.ts';
import { closeDemoYear } from './demo-closing.ts';
import { insertRows } from './insert-rows.ts';

/** Number of student records in the demo set. */
export const DEMO_STUDENTS = 1700;

const COMPONENTS = [
  'Língua Portuguesa',
  'Matemática',
  'Arte',
  'Educação Física',
  'Língua Inglesa',
  'Ciências',
  'Geografia',
  'História',
  'Ensino Religioso',
] as const;

const MODALITIES = [
  'Educação Infantil',
  'Ensino Fundamental - Anos Iniciais',
  'Ensino Fundamental - Anos Finais',
  'Educação de Jovens e Adultos',
] as const;

/** Weekly workloads (hours a year) per component of each matrix. */
const MATRICES: {
  name: string;
  workloads: Partial<Record<(typeof COMPONENTS)[number], number>>;
}[] = [
  {
    name: 'Matriz Curricular - Anos Iniciais',
    workloads: {
      'Língua Portuguesa': 280,
      Matemática: 200,
      Arte: 40,
      'Educação Física': 80,
      Ciências: 80,
      Geografia: 80,
      História: 80,
      'Ensino Religioso': 40,
    },
  },
  {
    name: 'Matriz Curricular - Anos Finais',
    workloads: {
      'Língua Portuguesa': 200,
      Matemática: 200,
      Arte: 40,
      'Educação Física': 80,
      'Língua Inglesa': 80,
      Ciências: 120,
      Geografia: 120,
      História: 120,
      'Ensino Religioso': 40,
    },
  },
  {
    name: 'Matriz Curricular - EJA',
    workloads: {
      'Língua Portuguesa': 160,
      Matemática: 160,
      'Língua Inglesa': 40,
      Ciências: 80,
      Geografia: 80,
      História: 80,
    },
  },
];

/** What the demo's rules share: scores out of 10, 75% of the year's lessons (LDB), one decimal. */
const DEMO_RULE = {
  maxScore: 10,
  passMark: 6,
  termAggregation: 'ARITHMETIC',
  termWeights: null,
  recovery: 'NONE',
  recoveryPassMark: null,
  recoveryFormula: null,
  minAttendance: 75,
  attendanceScope: 'OVERALL',
  decimals: 1,
} as const;

/**
 * The demo's courses: the grades its classrooms are named after, and its grade levels with their
 * INEP stage codes (issue 27), one per grade; Anos Iniciais is followed by Anos Finais.
 */
const COURSES: {
  name: string;
  modality: number;
  matrix: number;
  grades: string[];
  levels: [string, number][];
  next?: string;
  /** Its 'Regra de Avaliação' (issue 28): each course of the demo has one. */
  rule: Omit<typeof evaluationRules.$inferInsert, 'courseId' | 'updatedAt'>;
}[] = [
  {
    name: 'Ensino Fundamental - Anos Iniciais',
    modality: 1,
    matrix: 0,
    grades: ['1º ANO', '2º ANO', '3º ANO', '4º ANO', '5º ANO'],
    levels: [
      ['1º Ano', 14],
      ['2º Ano', 15],
      ['3º Ano', 16],
      ['4º Ano', 17],
      ['5º Ano', 18],
    ],
    next: 'Ensino Fundamental - Anos Finais',
    // Pass mark 6 of 10 over the four bimesters' mean; below it, a final exam averaged with it.
    rule: {
      ...DEMO_RULE,
      recovery: 'FINAL_EXAM',
      recoveryPassMark: 5,
      recoveryFormula: 'MEAN_WITH_EXAM',
    },
  },
  {
    name: 'Ensino Fundamental - Anos Finais',
    modality: 2,
    matrix: 1,
    grades: ['6º ANO', '7º ANO', '8º ANO', '9º ANO'],
    levels: [
      ['6º Ano', 19],
      ['7º Ano', 20],
      ['8º Ano', 21],
      ['9º Ano', 41],
    ],
    // The later bimesters weigh more; the exam replaces a lower final average.
    rule: {
      ...DEMO_RULE,
      termAggregation: 'WEIGHTED',
      termWeights: [2, 2, 3, 3],
      recovery: 'FINAL_EXAM',
      recoveryPassMark: 6,
      recoveryFormula: 'EXAM_REPLACES_IF_HIGHER',
    },
  },
  {
    name: 'EJA - Ensino Fundamental',
    modality: 3,
    matrix: 2,
    grades: ['EJA I', 'EJA II'],
    levels: [
      ['EJA I - Anos Iniciais', 69],
      ['EJA II - Anos Finais', 70],
    ],
    // Adults: pass mark 5, no recovery exam.
    rule: { ...DEMO_RULE, passMark: 5 },
  },
];

/** The built-in roles the demo staff hold (created by `ensureAccessCatalogue` before). */
const STAFF_ROLES = ['Diretor(a)', 'Secretaria Escolar', 'Professor(a)'] as const;

function personRow(person: Person) {
  return { id: newId(), ...personColumns(person) };
}

/**
 * Inserts `count` generated student records (student + guardian), skipping any whose CPF is
 * already stored. Returns how many were inserted. The students are 6 to 17 years old in
 * `refYear` (the faker's reference year unless said: the demo gives the year it seeds).
 */
export async function insertStudentRecords(
  db: Database,
  faker: Faker,
  count: number,
  refYear?: number,
): Promise<number> {
  let inserted = 0;
  const batchSize = 250;
  while (inserted < count) {
    const records = Array.from({ length: Math.min(batchSize, count - inserted) }, () =>
      faker.studentRecord(
        refYear === undefined ? {} : { person: { birthDate: faker.birthDate(6, 17, refYear) } },
      ),
    );
    const cpfs = records
      .flatMap((r) => [r.person.cpf, r.guardian.cpf])
      .filter((cpf): cpf is string => cpf !== null);
    const taken = new Set(
      (await db.select({ cpf: persons.cpf }).from(persons).where(inArray(persons.cpf, cpfs))).map(
        (row) => row.cpf,
      ),
    );
    const fresh = records.filter((r) => !taken.has(r.person.cpf) && !taken.has(r.guardian.cpf));
    if (fresh.length === 0) continue;
    const personRows = fresh.flatMap((r) => [personRow(r.person), personRow(r.guardian)]);
    await insertRows(db, persons, personRows);
    await insertRows(
      db,
      students,
      fresh.map((_, index) => ({
        id: newId(),
        personId: (personRows[index * 2] as { id: string }).id,
        guardianId: (personRows[index * 2 + 1] as { id: string }).id,
      })),
    );
    inserted += fresh.length;
  }
  return inserted;
}

/**
 * The pt-BR demo network: units, curriculum, courses, classrooms, calendars, staff, students and
 * their enrolments in the academic year of `today` (São Paulo's calendar day by default).
 */
export async function seedDemo(
  db: Database,
  seed = 2025,
  studentCount = DEMO_STUDENTS,
  today = calendarToday(new Date()),
): Promise<void> {
  const faker = createFaker(seed);

  // School units: three urban ones, which offer every course (the demo students are 6 to 17
  // years old), and a rural one with the early years only and the alphanumeric CNPJ (the new
  // format).
  const units = Array.from({ length: 4 }, (_, i) =>
    faker.schoolUnit(
      i === 3 ? { cnpj: faker.cnpjAlphanumeric(), area: 'RURAL' } : { area: 'URBAN' },
    ),
  ).map((unit) => ({
    id: newId(),
    name: unit.name,
    cnpj: unit.cnpj,
    area: unit.area,
    email: unit.email ?? null,
    phone: unit.phone ?? null,
    principalName: unit.principalName,
    inepCode: unit.inepCode ?? null,
    ...unit.address,
    complement: unit.address.complement ?? null,
  }));
  await db.insert(schoolUnits).values(units);

  // A few staff accounts of the built-in roles, each in one unit (listed only: they cannot
  // sign in); the last three have no role.
  const staffRoles = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, [...STAFF_ROLES]));
  const roleIds = STAFF_ROLES.map((name) => staffRoles.find((role) => role.name === name)?.id);
  const staff = Array.from({ length: 14 }, (_, i) => {
    const user = faker.user();
    return {
      id: newId(),
      cpf: user.cpf,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      passwordHash: DISABLED_PASSWORD,
      roleId: i < 11 ? (roleIds[i < 3 ? 0 : i < 5 ? 1 : 2] ?? null) : null,
    };
  });
  await db.insert(users).values(staff);
  await db.insert(userSchoolUnits).values(
    staff.slice(0, 11).map((user, i) => ({
      userId: user.id,
      schoolUnitId: (units[i % units.length] as { id: string }).id,
    })),
  );

  const modalityRows = MODALITIES.map((name) => ({ id: newId(), name }));
  await db.insert(teachingModalities).values(modalityRows);

  const componentRows = COMPONENTS.map((name) => ({ id: newId(), name }));
  await db.insert(curricularComponents).values(componentRows);
  const componentId = new Map(componentRows.map((row) => [row.name, row.id]));

  const matrixRows = MATRICES.map((m) => ({ id: newId(), name: m.name }));
  await db.insert(curriculumMatrices).values(matrixRows);
  await db.insert(curriculumMatrixItems).values(
    MATRICES.flatMap((m, i) =>
      Object.entries(m.workloads).map(([name, workload], position) => ({
        matrixId: (matrixRows[i] as { id: string }).id,
        curricularComponentId: componentId.get(name as (typeof COMPONENTS)[number]) as string,
        position,
        workload: workload as number,
      })),
    ),
  );

  // Courses in every unit; classrooms of every grade, cycling through every shift.
  const courseRows: { id: string; name: string; unitId: string; grades: string[] }[] = [];
  for (const unit of units) {
    const offered = unit.area === 'RURAL' ? COURSES.slice(0, 1) : COURSES;
    for (const course of offered) {
      courseRows.push({ id: newId(), name: course.name, unitId: unit.id, grades: course.grades });
    }
  }
  await db.insert(courses).values(
    courseRows.map((row) => {
      const course = COURSES.find((c) => c.name === row.name) as (typeof COURSES)[number];
      return {
        id: row.id,
        name: row.name,
        teachingModalityId: (modalityRows[course.modality] as { id: string }).id,
        curriculumMatrixId: (matrixRows[course.matrix] as { id: string }).id,
        schoolUnitId: row.unitId,
        // The unit's course that follows this one, if the unit offers it.
        nextCourseId:
          courseRows.find((other) => other.unitId === row.unitId && other.name === course.next)
            ?.id ?? null,
      };
    }),
  );
  await db.insert(evaluationRules).values(
    courseRows.map((row) => ({
      courseId: row.id,
      ...(COURSES.find((course) => course.name === row.name) as (typeof COURSES)[number]).rule,
    })),
  );
  // Each course's levels; the level of a classroom is the one of its grade ('3º ANO' → '3º Ano').
  const levelRows = courseRows.flatMap((row) => {
    const course = COURSES.find((c) => c.name === row.name) as (typeof COURSES)[number];
    return course.levels.map(([name, inepStageCode], position) => ({
      id: newId(),
      courseId: row.id,
      name,
      position,
      inepStageCode,
      grade: course.grades[position] as string,
    }));
  });
  await db.insert(courseGradeLevels).values(levelRows.map(({ grade: _grade, ...row }) => row));
  const levelOf = (courseId: string, grade: string) =>
    (levelRows.find((row) => row.courseId === courseId && row.grade === grade) as { id: string })
      .id;
  // The academic years' ids, made before their rows: the classrooms are of the current one.
  // The academic years follow the clock: the one of `today`'s calendar year and the one before,
  // each from 1 January to 31 December (the lessons: February to December, see demo-calendar).
  const thisYear = Number(today.slice(0, 4));
  const years = [thisYear - 1, thisYear].map((year) => ({
    network: demoYear(year),
    rural: demoYear(year, true),
  }));
  const [previous, current] = years as [(typeof years)[number], (typeof years)[number]];
  const yearIds = new Map<string, string>(years.map(({ network }) => [network.year, newId()]));
  const classYearId = yearIds.get(current.network.year) as string;
  // The classrooms of each year: one of every grade a unit offers ('A'), two ('A', 'B') of the
  // regular grades in the first unit, the largest; 'Vagas': 30 to 35 seats, cycling.
  const classroomsOf = (academicYearId: string): DemoClassroom[] => {
    let shiftIndex = 0;
    const nextShift = (): Shift => shifts[shiftIndex++ % shifts.length] as Shift;
    const rows = courseRows.flatMap((course) =>
      course.grades.flatMap((grade) => {
        const eja = grade.startsWith('EJA');
        const letters = !eja && course.unitId === units[0]?.id ? ['A', 'B'] : ['A'];
        return letters.map((letter) => ({
          id: newId(),
          name: `${grade} ${letter}`,
          grade,
          shift: eja ? ('NIGHT' as const) : nextShift(),
          schoolUnitId: course.unitId,
          courseId: course.id,
          academicYearId,
          gradeLevelId: levelOf(course.id, grade),
          capacity: 0,
        }));
      }),
    );
    rows.forEach((row, i) => {
      row.capacity = 30 + (i % 6);
    });
    return rows;
  };
  const classroomRows = classroomsOf(classYearId);
  const previousRows = classroomsOf(yearIds.get(previous.network.year) as string);

  // Academic years, calendars, terms, school-day types and days.
  const typeRows = Object.entries(DAY_TYPES).map(([description, kind]) => ({
    id: newId(),
    description,
    kind,
  }));
  await db.insert(schoolDayTypes).values(typeRows);
  const typeId = new Map(typeRows.map((row) => [row.description, row.id]));
  /** The terms ('1º Bimestre …', in order) of each calendar of the current year. */
  const currentTerms = { network: [] as DemoTerm[], rural: [] as DemoTerm[] };
  /** The same of last year's calendars. */
  const previousTerms = { network: [] as DemoTerm[], rural: [] as DemoTerm[] };
  const ruralUnits = units.filter((unit) => unit.area === 'RURAL').map((unit) => unit.id);
  for (const year of years) {
    const yearId = yearIds.get(year.network.year) as string;
    const name = year.network.year;
    await db
      .insert(academicYears)
      .values({ id: yearId, year: name, startDate: `${name}-01-01`, endDate: `${name}-12-31` });
    // The network's calendar and the rural unit's (a unit has one calendar a year: its own, else
    // the network's).
    for (const kind of ['network', 'rural'] as const) {
      const calendar = year[kind];
      const calendarId = newId();
      await db.insert(academicCalendars).values({
        id: calendarId,
        title:
          kind === 'network'
            ? `Calendário Escolar ${name}`
            : `Calendário Escolar ${name} - Zona Rural`,
        academicYearId: yearId,
      });
      if (kind === 'rural') {
        await db
          .insert(academicCalendarSchoolUnits)
          .values(
            ruralUnits.map((schoolUnitId) => ({ academicCalendarId: calendarId, schoolUnitId })),
          );
      }
      const terms = calendar.terms.map(([start, end]) => ({ id: newId(), start, end }));
      if (year === current) currentTerms[kind] = terms;
      else previousTerms[kind] = terms;
      // Four bimesters, the terms of every class the calendar serves, EJA included: a calendar's
      // terms apply to all its classes, and the evaluation rules count four (Anos Finais weighs
      // them 2, 2, 3, 3).
      await db.insert(academicTerms).values(
        terms.map((term, i) => ({
          id: term.id,
          // The rural calendar's terms say so: every term select lists the year's terms of
          // every calendar, and two '2º Bimestre' of one year would read alike.
          title: `${i + 1}º Bimestre ${name}${kind === 'rural' ? ' - Zona Rural' : ''}`,
          startDate: term.start,
          endDate: term.end,
          academicCalendarId: calendarId,
        })),
      );
      // The notable days, then every other weekday as a 'Dia Letivo' (decision 0014).
      await db.insert(schoolDays).values(
        [
          ...calendar.days,
          ...unlistedWeekdays(calendar).map((date): [string, DayType] => [date, 'Dia Letivo']),
        ].map(([date, type]) => ({
          id: newId(),
          date,
          typeId: typeId.get(type) as string,
          academicCalendarId: calendarId,
        })),
      );
    }
  }

  // The classrooms, once their year exists.
  await db
    .insert(classrooms)
    .values([...previousRows, ...classroomRows].map(({ grade: _grade, ...row }) => row));

  await insertStudentRecords(db, faker, studentCount, thisYear);

  const year = current.network;
  // Last year's classes, their enrolments completed at its end; then this year's.
  await enrollDemoStudents(db, {
    yearId: yearIds.get(previous.network.year) as string,
    year: previous.network,
    today,
    units: units.map((unit) => unit.id),
    classrooms: previousRows,
    completed: true,
  });
  const enrolments = await enrollDemoStudents(db, {
    yearId: yearIds.get(year.year) as string,
    year,
    today,
    units: units.map((unit) => unit.id),
    classrooms: classroomRows,
  });

  // Teaching assignments, lesson plans and activities (issue 14).
  const matrixOfCourse = new Map(
    courseRows.map((course) => {
      const spec = COURSES.find((c) => c.name === course.name) as (typeof COURSES)[number];
      return [course.id, MATRICES[spec.matrix] as (typeof MATRICES)[number]];
    }),
  );
  /** The teachers the classes need beyond the staff: made as the pedagogy asks for them. */
  const madeTeachers: (typeof users.$inferInsert)[] = [];
  const madeTeacherUnits: (typeof userSchoolUnits.$inferInsert)[] = [];
  const assignments = await seedDemoPedagogy(db, {
    year,
    today,
    // The 'Professor(a)' staff, each with the one unit it was given above.
    teachers: staff.flatMap((user, i) =>
      user.roleId !== null && user.roleId === roleIds[2]
        ? [{ id: user.id, unitId: (units[i % units.length] as { id: string }).id }]
        : [],
    ),
    classrooms: classroomRows,
    componentsOf: (courseId) =>
      Object.keys(matrixOfCourse.get(courseId)?.workloads ?? {}).map(
        (name) => componentId.get(name as (typeof COMPONENTS)[number]) as string,
      ),
    byClass: (courseId) =>
      courseRows.find((course) => course.id === courseId)?.name ===
      (COURSES[0] as { name: string }).name,
    newTeacher: (unitId) => {
      const user = faker.user();
      const id = newId();
      madeTeachers.push({
        id,
        cpf: user.cpf,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        passwordHash: DISABLED_PASSWORD,
        roleId: roleIds[2] ?? null,
      });
      madeTeacherUnits.push({ userId: id, schoolUnitId: unitId });
      return id;
    },
    insertTeachers: async () => {
      if (madeTeachers.length === 0) return;
      await db.insert(users).values(madeTeachers);
      await db.insert(userSchoolUnits).values(madeTeacherUnits);
    },
  });

  // Attendance, assessments and grades, calendar events (issue 14, step 2). Drawn last from
  // the seed's random source, so everything above stays as it was for the same seed.
  const rural = new Set(
    classroomRows.filter((row) => ruralUnits.includes(row.schoolUnitId)).map((row) => row.id),
  );
  await seedDemoRecords(db, faker, {
    year,
    today,
    calendarOf: (classroomId) =>
      rural.has(classroomId)
        ? { year: current.rural, terms: currentTerms.rural }
        : { year: current.network, terms: currentTerms.network },
    assignments,
    enrolments,
  });

  // Last year's classes graded and closed, their results stored (issue 28): 'Rematrícula' can
  // be tried at once. The days after that year's last lesson day.
  const previousRural = new Set(
    previousRows.filter((row) => ruralUnits.includes(row.schoolUnitId)).map((row) => row.id),
  );
  const secretary = staff.find((user) => user.roleId !== null && user.roleId === roleIds[1]);
  if (secretary?.id) {
    await closeDemoYear(db, faker, {
      classrooms: previousRows,
      termsOf: (classroomId) =>
        previousRural.has(classroomId) ? previousTerms.rural : previousTerms.network,
      componentsOf: (courseId) =>
        Object.keys(matrixOfCourse.get(courseId)?.workloads ?? {}).map(
          (name) => componentId.get(name as (typeof COMPONENTS)[number]) as string,
        ),
      today,
      closedAt: new Date(`${addDays(previous.network.end, 3)}T18:00:00-03:00`),
      closedBy: secretary.id,
    });
  }
}

/**
 * The demo's pedagogy: every component of every class of the current year has its teacher. In the
 * Anos Iniciais one teacher a class (the 'regente') teaches all its components; in the Anos
 * Finais and the EJA one teacher a component teaches it in all the unit's classes. A unit's
 * 'Professor(a)' staff come first, in creation order; `newTeacher` makes the others it needs.
 * The first assignment's teacher has written two lesson plans (1º ano, with seeded BNCC codes)
 * and two activities for its class, dated in the year's first weeks and never after today.
 * Returns the assignments.
 */
async function seedDemoPedagogy(
  db: Database,
  demo: {
    year: DemoYear;
    today: string;
    /** The 'Professor(a)' staff, with their one unit, in creation order. */
    teachers: { id: string; unitId: string }[];
    classrooms: DemoClassroom[];
    /** The components of a course's matrix, in the matrix's order. */
    componentsOf(courseId: string): string[];
    /** Whether a course's classes have one teacher each for all components (Anos Iniciais). */
    byClass(courseId: string): boolean;
    /** A new 'Professor(a)' user of the unit: its id (inserted by `insertTeachers`). */
    newTeacher(unitId: string): string;
    insertTeachers(): Promise<void>;
  },
): Promise<DemoAssignment[]> {
  const rows: DemoAssignment[] = [];
  const staffOf = new Map<string, string[]>();
  for (const teacher of demo.teachers) {
    staffOf.set(teacher.unitId, [...(staffOf.get(teacher.unitId) ?? []), teacher.id]);
  }
  /** The unit's next teacher: its staff first, then a new one. */
  const nextTeacher = (unitId: string) => staffOf.get(unitId)?.shift() ?? demo.newTeacher(unitId);
  const unitIds = [...new Set(demo.classrooms.map((classroom) => classroom.schoolUnitId))];
  for (const unitId of unitIds) {
    const own = demo.classrooms
      .filter((classroom) => classroom.schoolUnitId === unitId)
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR', { numeric: true }));
    const teacherOf = new Map<string, string>();
    for (const classroom of own) {
      const regent = demo.byClass(classroom.courseId) ? nextTeacher(unitId) : undefined;
      for (const component of demo.componentsOf(classroom.courseId)) {
        let userId = regent;
        if (!userId) {
          userId = teacherOf.get(component) ?? nextTeacher(unitId);
          teacherOf.set(component, userId);
        }
        rows.push({
          id: newId(),
          classroomId: classroom.id,
          curricularComponentId: component,
          userId,
        });
      }
    }
  }
  if (rows.length === 0) return rows;
  await demo.insertTeachers();
  await insertRows(db, teachingAssignments, rows);

  const first = rows[0] as (typeof rows)[number];
  const second = rows.find(
    (row) => row.userId === first.userId && row.classroomId === first.classroomId && row !== first,
  );
  const lastDay = earlier(later(demo.today, demo.year.start), demo.year.end);
  const dayOf = (offset: number) => earlier(addDays(demo.year.start, offset), lastDay);
  const author = first.userId;
  const languageClass = {
    classroomId: first.classroomId,
    curricularComponentId: first.curricularComponentId,
  };
  const mathClass = second
    ? { classroomId: second.classroomId, curricularComponentId: second.curricularComponentId }
    : languageClass;
  await db.insert(lessonPlans).values([
    {
      id: newId(),
      title: 'Leitura e escrita do próprio nome',
      theme: 'Análise linguística/semiótica (Alfabetização)',
      ...languageClass,
      bnccStandards: ['EF01LP01', 'EF01LP02'],
      learningObject: 'Protocolos de leitura; correspondência fonema-grafema',
      generalObjective:
        'Reconhecer o sentido da leitura e escrever o próprio nome e o dos colegas com letras do alfabeto.',
      references: 'Fichas com os nomes da turma; alfabeto móvel.',
      authorId: author,
    },
    {
      id: newId(),
      title: 'Contagem no dia a dia',
      theme: 'Números',
      ...mathClass,
      bnccStandards: ['EF01MA01', 'EF01MA02'],
      learningObject: 'Contagem de rotina; quantificação de elementos de uma coleção',
      generalObjective:
        'Usar números para contar e ordenar objetos da sala e reconhecer números que servem de código.',
      references: null,
      authorId: author,
    },
  ]);
  await db.insert(activities).values([
    {
      id: newId(),
      title: 'Bingo de letras',
      date: dayOf(10),
      description: 'Bingo com as letras iniciais dos nomes da turma.',
      ...languageClass,
      authorId: author,
    },
    {
      id: newId(),
      title: 'Contando a turma',
      date: dayOf(17),
      description: 'Contagem dos colegas presentes e registro do número no quadro.',
      ...mathClass,
      authorId: author,
    },
  ]);
  return rows;
}

/** A demo classroom: its row and the grade it teaches ('3º ANO', 'EJA I'). */
interface DemoClassroom {
  id: string;
  name: string;
  grade: string;
  shift: Shift;
  schoolUnitId: string;
  courseId: string;
  academicYearId: string;
  gradeLevelId: string;
  capacity: number;
}

/** A demo teaching assignment, as inserted. */
type DemoAssignment = typeof teachingAssignments.$inferInsert;

/** A demo enrolment, as inserted (status unset: ACTIVE). */
type DemoEnrolment = typeof enrollments.$inferInsert;

/** A term of a demo year's regular calendar. */
interface DemoTerm {
  id: string;
  start: string;
  end: string;
}

/** How many recorded days of attendance each demo assignment has (the latest lesson days). */
export const DEMO_RECORDED_DAYS = 3;

/** Why a demo absence was justified. */
const JUSTIFICATIONS = ['Atestado médico.', 'Consulta odontológica.', 'Falecimento na família.'];

/** The assessments of the current term of every demo assignment: days after the term's start. */
const DEMO_ASSESSMENTS = [
  { title: 'Avaliação 1', weight: 1, maxScore: 10, offset: 10 },
  { title: 'Trabalho em grupo', weight: 2, maxScore: 10, offset: 25 },
] as const;

/**
 * The demo's records of the current year (issue 14, step 2; drawn from `faker`, after
 * everything else, in a fixed order):
 * - attendance of the last `DEMO_RECORDED_DAYS` lesson days before today (today is left for the
 *   teacher), for each assignment, recorded by its teacher at noon in São Paulo (15:00 UTC), one entry per student of that day's
 *   roster (the enrolments covering the date, as `PUT /attendance` wants them): about 8% absent,
 *   a third of the absences justified; a day without anyone enrolled is left pending;
 * - in the current term (the one containing today, else the last one started), two assessments
 *   per assignment by its teacher, dated in the term and never after today, with a score (6,5 to
 *   10) for about 95% of the students actively enrolled in the classroom;
 * - the year's calendar events.
 * Nothing of it when the year has not started yet, except the events.
 */
async function seedDemoRecords(
  db: Database,
  faker: Faker,
  demo: {
    /** The network's calendar of the current year: its events. */
    year: DemoYear;
    today: string;
    /** The calendar of the current year whose lesson days and terms a classroom follows. */
    calendarOf(classroomId: string): { year: DemoYear; terms: DemoTerm[] };
    assignments: DemoAssignment[];
    enrolments: DemoEnrolment[];
  },
): Promise<void> {
  const { year, today } = demo;
  await db.insert(calendarEvents).values(
    year.events.map(([date, title, type, description]) => ({
      id: newId(),
      title,
      description,
      date,
      type,
    })),
  );
  if (today < year.start) return;

  const byClassroom = new Map<string, DemoEnrolment[]>();
  for (const enrolment of demo.enrolments) {
    const own = byClassroom.get(enrolment.classroomId) ?? [];
    own.push(enrolment);
    byClassroom.set(enrolment.classroomId, own);
  }
  /** The students enrolled in the classroom on `day` (an enrolment ends the day before its end). */
  const rosterOn = (classroomId: string, day: string) => [
    ...new Set(
      (byClassroom.get(classroomId) ?? []).filter((e) => coversDay(e, day)).map((e) => e.studentId),
    ),
  ];
  /** The last `DEMO_RECORDED_DAYS` lesson days before today of a calendar. */
  const recordedDays = new Map<DemoYear, string[]>();
  const daysOf = (calendar: DemoYear) => {
    let days = recordedDays.get(calendar);
    if (!days) {
      days = lessonDaysOf(calendar)
        .filter((day) => day < today)
        .slice(-DEMO_RECORDED_DAYS);
      recordedDays.set(calendar, days);
    }
    return days;
  };

  const sheets: (typeof attendanceSheets.$inferInsert)[] = [];
  const entries: (typeof attendanceEntries.$inferInsert)[] = [];
  for (const assignment of demo.assignments) {
    for (const day of daysOf(demo.calendarOf(assignment.classroomId).year)) {
      const roster = rosterOn(assignment.classroomId, day);
      if (roster.length === 0) continue;
      const launchDate = new Date(`${day}T15:00:00Z`);
      const sheet = {
        id: newId(),
        classroomId: assignment.classroomId,
        curricularComponentId: assignment.curricularComponentId,
        date: day,
        launchDate,
        updatedAt: launchDate,
        recordedBy: assignment.userId,
      };
      sheets.push(sheet);
      for (const studentId of roster) {
        const absent = faker.bool(0.08);
        const justified = absent && faker.bool(1 / 3);
        entries.push({
          sheetId: sheet.id,
          studentId,
          isPresent: !absent,
          justified,
          justification: justified ? faker.pick(JUSTIFICATIONS) : null,
        });
      }
    }
  }
  await insertRows(db, attendanceSheets, sheets);
  await insertRows(db, attendanceEntries, entries);

  const tests: (typeof assessments.$inferInsert)[] = [];
  const scores: (typeof grades.$inferInsert)[] = [];
  for (const assignment of demo.assignments) {
    // The current term of the classroom's calendar: the one containing today, else the last
    // one started.
    const term = demo
      .calendarOf(assignment.classroomId)
      .terms.filter((t) => t.start <= today)
      .at(-1);
    if (!term) continue;
    const lastDay = earlier(today, term.end);
    const active = [
      ...new Set(
        (byClassroom.get(assignment.classroomId) ?? [])
          .filter((e) => (e.status ?? 'ACTIVE') === 'ACTIVE')
          .map((e) => e.studentId),
      ),
    ];
    for (const spec of DEMO_ASSESSMENTS) {
      const assessment = {
        id: newId(),
        classroomId: assignment.classroomId,
        curricularComponentId: assignment.curricularComponentId,
        academicTermId: term.id,
        title: spec.title,
        date: earlier(addDays(term.start, spec.offset), lastDay),
        weight: spec.weight,
        maxScore: spec.maxScore,
        authorId: assignment.userId,
      };
      tests.push(assessment);
      for (const studentId of active) {
        // About one in twenty not graded yet.
        if (faker.bool(0.05)) continue;
        scores.push({ assessmentId: assessment.id, studentId, score: faker.int(13, 20) / 2 });
      }
    }
  }
  await insertRows(db, assessments, tests);
  await insertRows(db, grades, scores);
}

/** The earlier and the later of two calendar days (YYYY-MM-DD compare as text). */
const earlier = (a: string, b: string) => (a <= b ? a : b);
const later = (a: string, b: string) => (a >= b ? a : b);

/**
 * The grade a student born on `birthDate` attends in `year` (the age on 31 March decides, as in
 * Brazilian schools): 6 → '1º ANO' … 14 → '9º ANO'; 15 or more → EJA; younger: none.
 */
function gradesFor(birthDate: string, year: string): string[] {
  const [by, bm] = birthDate.split('-').map(Number) as [number, number];
  const age = Number(year) - by - (bm > 3 ? 1 : 0);
  if (age < 6) return [];
  if (age <= 14) return [`${age - 5}º ANO`];
  return ['EJA I', 'EJA II'];
}

/**
 * Enrols the demo students in the classrooms of an academic year: each in the grade of their
 * age that year, in the classroom of that grade with the fewest students (the classes of a grade
 * fill evenly: 25 to 35 students with the default set). Most on the year's first day, some
 * later; never after today. The capacity is never exceeded: students left without a seat stay
 * unenrolled. A year gone by (`completed`) ends every enrolment COMPLETED on its last day; the
 * current one transfers one enrolment to another classroom (history kept) and cancels one with
 * its reason. Each student's record belongs to the unit of their enrolment (the later call's).
 * Returns the enrolments, in creation order.
 */
async function enrollDemoStudents(
  db: Database,
  demo: {
    yearId: string;
    year: DemoYear;
    today: string;
    units: string[];
    classrooms: DemoClassroom[];
    /** A year gone by: every enrolment COMPLETED at its end, none transferred or cancelled. */
    completed?: boolean;
  },
): Promise<DemoEnrolment[]> {
  const { year, units } = demo;
  const seats = demo.classrooms.reduce((sum, classroom) => sum + classroom.capacity, 0);
  // Dates inside the year and not after today (a year not started yet: its first day).
  const lastDay = earlier(later(demo.today, year.start), year.end);
  // Enrolled from the first lesson day; in January, before the lessons start, from today (the
  // academic year has begun: a roster of today has them).
  const first =
    demo.today < year.start
      ? earlier(later(demo.today, `${year.year}-01-01`), year.start)
      : year.start;
  const dayOf = (offset: number) => earlier(addDays(first, offset), lastDay);
  // Demo students in creation order (UUIDv7): enough of them to fill every seat, not all of a
  // very large demo set.
  const candidates = await db
    .select({ id: students.id, birthDate: persons.birthDate })
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .orderBy(asc(students.id))
    .limit(seats * 2);

  const enrolled = new Map<string, number>(demo.classrooms.map((c) => [c.id, 0]));
  const byUnitAndGrade = new Map<string, DemoClassroom[]>();
  for (const classroom of demo.classrooms) {
    const key = `${classroom.schoolUnitId}|${classroom.grade}`;
    byUnitAndGrade.set(key, [...(byUnitAndGrade.get(key) ?? []), classroom]);
  }
  const free = (classroom: DemoClassroom) => classroom.capacity - (enrolled.get(classroom.id) ?? 0);
  /**
   * The classroom of one of `grades`, in any unit, with a seat left and the fewest students (the
   * classes of a grade fill evenly); on a tie, the first from `unit` on.
   */
  const seatFor = (grades: string[], unit: number): DemoClassroom | undefined => {
    let best: DemoClassroom | undefined;
    for (let step = 0; step < units.length; step++) {
      const unitId = units[(unit + step) % units.length] as string;
      for (const classroom of grades.flatMap(
        (grade) => byUnitAndGrade.get(`${unitId}|${grade}`) ?? [],
      )) {
        if (free(classroom) <= 0) continue;
        const taken = enrolled.get(classroom.id) ?? 0;
        if (!best || taken < (enrolled.get(best.id) ?? 0)) best = classroom;
      }
    }
    return best;
  };

  const rows: DemoEnrolment[] = [];
  candidates.forEach((student, i) => {
    const classroom = seatFor(gradesFor(student.birthDate, year.year), i % units.length);
    if (!classroom) return;
    enrolled.set(classroom.id, (enrolled.get(classroom.id) ?? 0) + 1);
    rows.push({
      id: newId(),
      studentId: student.id,
      classroomId: classroom.id,
      schoolUnitId: classroom.schoolUnitId,
      academicYearId: demo.yearId,
      // One in ten enrolled later in the year's first weeks.
      date: i % 10 === 9 ? dayOf(7 + (i % 30)) : first,
    });
  });

  if (demo.completed) {
    for (const row of rows) {
      row.status = 'COMPLETED';
      row.endDate = year.end;
    }
  }
  // One transfer: a student moves to the other classroom of the same grade and unit after the
  // year's first weeks; the old enrolment ends that day, the new one starts it.
  const classroomById = new Map(demo.classrooms.map((c) => [c.id, c]));
  let transferred: string | undefined;
  for (const row of demo.completed ? [] : rows) {
    const from = classroomById.get(row.classroomId) as DemoClassroom;
    const to = (byUnitAndGrade.get(`${from.schoolUnitId}|${from.grade}`) ?? []).find(
      (classroom) => classroom.id !== from.id && free(classroom) > 0,
    );
    if (!to) continue;
    const day = later(dayOf(45), row.date);
    transferred = row.studentId;
    row.status = 'TRANSFERRED';
    row.endDate = day;
    enrolled.set(from.id, (enrolled.get(from.id) ?? 0) - 1);
    enrolled.set(to.id, (enrolled.get(to.id) ?? 0) + 1);
    rows.push({
      id: newId(),
      studentId: row.studentId,
      classroomId: to.id,
      schoolUnitId: to.schoolUnitId,
      academicYearId: demo.yearId,
      date: day,
      transferredFromId: row.id,
    });
    break;
  }
  // One cancellation: the family moved away.
  const cancelled = demo.completed ? undefined : rows.find((row) => row.studentId !== transferred);
  if (cancelled) {
    cancelled.status = 'CANCELLED';
    cancelled.endDate = later(dayOf(60), cancelled.date);
    cancelled.cancelReason = 'A família mudou-se para outro município.';
  }

  await insertRows(db, enrollments, rows);
  // Each enrolled student's record belongs to the unit of their (latest) enrolment.
  const unitOfStudent = new Map(rows.map((row) => [row.studentId, row.schoolUnitId]));
  for (const unitId of units) {
    const ids = [...unitOfStudent].filter(([, unit]) => unit === unitId).map(([id]) => id);
    for (let start = 0; start < ids.length; start += 1000) {
      await db
        .update(students)
        .set({ schoolUnitId: unitId })
        .where(inArray(students.id, ids.slice(start, start + 1000)));
    }
  }
  return rows;
}
