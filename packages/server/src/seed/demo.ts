import {
  type CalendarEventType,
  isLessonDayKind,
  type Person,
  type SchoolDayKind,
  type Shift,
  shifts,
} from '@lousa/domain';
import { createFaker, type Faker } from '@lousa/domain/fake';
import { asc, eq, inArray } from 'drizzle-orm';
import { DISABLED_PASSWORD } from '../auth/password.ts';
import type { Database } from '../db/client.ts';
import { coversDay } from '../db/enrolment-period.ts';
import { newId } from '../db/ids.ts';
import { personColumns } from '../db/person-columns.ts';
import {
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

/** Number of student records in the demo set. */
export const DEMO_STUDENTS = 220;

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

/** The demo's school-day types: each description with its kind (issue 27). */
const DAY_TYPES = {
  'Dia Letivo': 'DIA_LETIVO',
  'Sábado Letivo': 'SABADO_LETIVO',
  Feriado: 'FERIADO',
  'Conselho de Classe': 'CONSELHO_CLASSE',
  'Planejamento Pedagógico': 'PLANEJAMENTO',
  'Recesso Escolar': 'RECESSO',
} as const satisfies Record<string, SchoolDayKind>;
type DayType = keyof typeof DAY_TYPES;

/** An event added to the academic calendar: date, title, type, description. */
type DemoEvent = [string, string, CalendarEventType, string];

/**
 * The school year, its four terms, its notable days (holidays, councils, …; every other weekday
 * from start to end is a 'Dia Letivo') and the events added to its calendar.
 */
const YEARS: {
  year: string;
  start: string;
  end: string;
  terms: [string, string][];
  days: [string, DayType][];
  events: DemoEvent[];
}[] = [
  {
    year: '2025',
    start: '2025-02-03',
    end: '2025-12-19',
    terms: [
      ['2025-02-03', '2025-04-17'],
      ['2025-04-22', '2025-07-04'],
      ['2025-07-21', '2025-09-30'],
      ['2025-10-01', '2025-12-19'],
    ],
    days: [
      ['2025-01-27', 'Planejamento Pedagógico'],
      ['2025-02-03', 'Dia Letivo'],
      ['2025-03-03', 'Recesso Escolar'],
      ['2025-03-04', 'Recesso Escolar'],
      ['2025-03-22', 'Sábado Letivo'],
      ['2025-04-18', 'Feriado'],
      ['2025-04-21', 'Feriado'],
      ['2025-04-25', 'Conselho de Classe'],
      ['2025-05-01', 'Feriado'],
      ['2025-05-17', 'Sábado Letivo'],
      ['2025-06-19', 'Feriado'],
      ['2025-07-11', 'Conselho de Classe'],
      ['2025-07-14', 'Recesso Escolar'],
      ['2025-08-16', 'Sábado Letivo'],
      ['2025-09-07', 'Feriado'],
      ['2025-10-03', 'Conselho de Classe'],
      ['2025-10-12', 'Feriado'],
      ['2025-11-20', 'Feriado'],
      ['2025-12-12', 'Conselho de Classe'],
      ['2025-12-19', 'Dia Letivo'],
    ],
    events: [
      [
        '2025-05-09',
        'Reunião de pais e mestres',
        'CONSELHO_CLASSE',
        'Entrega dos resultados do 1º bimestre às famílias.',
      ],
      ['2025-06-27', 'Festa junina', 'DIA_LETIVO', 'Quadrilha e comidas típicas com as famílias.'],
      [
        '2025-08-16',
        'Feira de ciências',
        'SABADO_LETIVO',
        'Exposição dos trabalhos das turmas à comunidade.',
      ],
    ],
  },
  {
    year: '2026',
    start: '2026-02-02',
    end: '2026-12-18',
    terms: [
      ['2026-02-02', '2026-04-17'],
      ['2026-04-20', '2026-07-03'],
      ['2026-07-20', '2026-09-30'],
      ['2026-10-01', '2026-12-18'],
    ],
    days: [
      ['2026-01-26', 'Planejamento Pedagógico'],
      ['2026-02-02', 'Dia Letivo'],
      ['2026-02-16', 'Recesso Escolar'],
      ['2026-02-17', 'Recesso Escolar'],
      ['2026-03-21', 'Sábado Letivo'],
      ['2026-04-03', 'Feriado'],
      ['2026-04-21', 'Feriado'],
      ['2026-04-24', 'Conselho de Classe'],
      ['2026-05-01', 'Feriado'],
      ['2026-05-16', 'Sábado Letivo'],
      ['2026-06-04', 'Feriado'],
      ['2026-07-10', 'Conselho de Classe'],
      ['2026-07-13', 'Recesso Escolar'],
      ['2026-08-15', 'Sábado Letivo'],
      ['2026-09-07', 'Feriado'],
      ['2026-10-02', 'Conselho de Classe'],
      ['2026-10-12', 'Feriado'],
      ['2026-11-20', 'Feriado'],
      ['2026-12-11', 'Conselho de Classe'],
      ['2026-12-18', 'Dia Letivo'],
    ],
    events: [
      [
        '2026-05-08',
        'Reunião de pais e mestres',
        'CONSELHO_CLASSE',
        'Entrega dos resultados do 1º bimestre às famílias.',
      ],
      ['2026-06-26', 'Festa junina', 'DIA_LETIVO', 'Quadrilha e comidas típicas com as famílias.'],
      [
        '2026-08-15',
        'Feira de ciências',
        'SABADO_LETIVO',
        'Exposição dos trabalhos das turmas à comunidade.',
      ],
    ],
  },
];

/** The built-in roles the demo staff hold (created by `ensureAccessCatalogue` before). */
const STAFF_ROLES = ['Diretor(a)', 'Secretaria Escolar', 'Professor(a)'] as const;

function personRow(person: Person) {
  return { id: newId(), ...personColumns(person) };
}

/**
 * Inserts `count` generated student records (student + guardian), skipping any whose CPF is
 * already stored. Returns how many were inserted.
 */
export async function insertStudentRecords(
  db: Database,
  faker: Faker,
  count: number,
): Promise<number> {
  let inserted = 0;
  const batchSize = 250;
  while (inserted < count) {
    const records = Array.from({ length: Math.min(batchSize, count - inserted) }, () =>
      faker.studentRecord(),
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
    await db.insert(persons).values(personRows);
    await db.insert(students).values(
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
  const yearIds = new Map<string, string>(YEARS.map((year) => [year.year, newId()]));
  const classYearId = yearIds.get(currentYear(today).year) as string;
  // 'Vagas': 30 to 35 seats, cycling.
  let shiftIndex = 0;
  const nextShift = (): Shift => shifts[shiftIndex++ % shifts.length] as Shift;
  const classroomRows: DemoClassroom[] = courseRows.flatMap((course) =>
    course.grades.flatMap((grade) => {
      const eja = grade.startsWith('EJA');
      return (eja ? ['A'] : ['A', 'B']).map((letter) => ({
        id: newId(),
        name: `${grade} ${letter}`,
        grade,
        shift: eja ? ('NIGHT' as const) : nextShift(),
        schoolUnitId: course.unitId,
        courseId: course.id,
        academicYearId: classYearId,
        gradeLevelId: levelOf(course.id, grade),
        capacity: 0,
      }));
    }),
  );
  classroomRows.forEach((row, i) => {
    row.capacity = 30 + (i % 6);
  });

  // Academic years, calendars, terms, school-day types and days.
  const typeRows = Object.entries(DAY_TYPES).map(([description, kind]) => ({
    id: newId(),
    description,
    kind,
  }));
  await db.insert(schoolDayTypes).values(typeRows);
  const typeId = new Map(typeRows.map((row) => [row.description, row.id]));
  /** The terms of each year's regular calendar ('1º Bimestre …'), in order. */
  const termsOfYear = new Map<string, DemoTerm[]>();
  for (const year of YEARS) {
    const yearId = yearIds.get(year.year) as string;
    await db
      .insert(academicYears)
      .values({ id: yearId, year: year.year, startDate: year.start, endDate: year.end });
    // One calendar a year for the whole network (a calendar covers each unit once a year): the
    // EJA semesters are terms of it beside the bimesters.
    const regular = newId();
    await db
      .insert(academicCalendars)
      .values({ id: regular, title: `Calendário Escolar ${year.year}`, academicYearId: yearId });
    const terms = year.terms.map(([start, end]) => ({ id: newId(), start, end }));
    termsOfYear.set(year.year, terms);
    await db.insert(academicTerms).values([
      ...terms.map((term, i) => ({
        id: term.id,
        title: `${i + 1}º Bimestre ${year.year}`,
        startDate: term.start,
        endDate: term.end,
        academicCalendarId: regular,
      })),
      ...[0, 1].map((half) => ({
        id: newId(),
        title: `${half + 1}º Semestre EJA ${year.year}`,
        startDate: (year.terms[half * 2] as [string, string])[0],
        endDate: (year.terms[half * 2 + 1] as [string, string])[1],
        academicCalendarId: regular,
      })),
    ]);
    // The notable days, then every other weekday as a 'Dia Letivo' (decision 0014).
    await db.insert(schoolDays).values(
      [
        ...year.days,
        ...unlistedWeekdays(year).map((date): [string, DayType] => [date, 'Dia Letivo']),
      ].map(([date, type]) => ({
        id: newId(),
        date,
        typeId: typeId.get(type) as string,
        academicCalendarId: regular,
      })),
    );
  }

  // The classrooms, once their year exists.
  await db.insert(classrooms).values(classroomRows.map(({ grade: _grade, ...row }) => row));

  await insertStudentRecords(db, faker, studentCount);

  const year = currentYear(today);
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
  });

  // Attendance, assessments and grades, calendar events (issue 14, step 2). Drawn last from
  // the seed's random source, so everything above stays as it was for the same seed.
  await seedDemoRecords(db, faker, {
    year,
    today,
    terms: termsOfYear.get(year.year) ?? [],
    assignments,
    enrolments,
  });
}

/** How many classrooms of its unit each demo teacher teaches, and how many components in each. */
const DEMO_CLASSES_PER_TEACHER = 2;
const DEMO_COMPONENTS_PER_CLASS = 2;

/**
 * The demo's pedagogy: each 'Professor(a)' teaches, in two classrooms of its unit (the first
 * ones of the unit for its first teacher, the next two for the second…), the first two
 * components of the course's matrix (Língua Portuguesa and Matemática); the first teacher has
 * written two lesson plans (1º ano, with seeded BNCC codes) and two activities for its first
 * class, dated in the year's first weeks and never after today. Returns the assignments.
 */
async function seedDemoPedagogy(
  db: Database,
  demo: {
    year: (typeof YEARS)[number];
    today: string;
    /** The 'Professor(a)' staff, with their one unit, in creation order. */
    teachers: { id: string; unitId: string }[];
    classrooms: DemoClassroom[];
    /** The components of a course's matrix, in the matrix's order. */
    componentsOf(courseId: string): string[];
  },
): Promise<DemoAssignment[]> {
  const rows: DemoAssignment[] = [];
  const taughtInUnit = new Map<string, number>();
  for (const teacher of demo.teachers) {
    const rank = taughtInUnit.get(teacher.unitId) ?? 0;
    taughtInUnit.set(teacher.unitId, rank + 1);
    const own = demo.classrooms
      .filter((classroom) => classroom.schoolUnitId === teacher.unitId)
      .slice(rank * DEMO_CLASSES_PER_TEACHER, (rank + 1) * DEMO_CLASSES_PER_TEACHER);
    for (const classroom of own) {
      for (const component of demo
        .componentsOf(classroom.courseId)
        .slice(0, DEMO_COMPONENTS_PER_CLASS)) {
        rows.push({
          id: newId(),
          classroomId: classroom.id,
          curricularComponentId: component,
          userId: teacher.id,
        });
      }
    }
  }
  if (rows.length === 0) return rows;
  await db.insert(teachingAssignments).values(rows);

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
export const DEMO_RECORDED_DAYS = 5;

/** Why a demo absence was justified. */
const JUSTIFICATIONS = ['Atestado médico.', 'Consulta odontológica.', 'Falecimento na família.'];

/** The assessments of the current term of every demo assignment: days after the term's start. */
const DEMO_ASSESSMENTS = [
  { title: 'Avaliação 1', weight: 1, maxScore: 10, offset: 10 },
  { title: 'Trabalho em grupo', weight: 2, maxScore: 10, offset: 25 },
] as const;

/** Rows per insert of the larger demo tables (well under PostgreSQL's parameter limit). */
const INSERT_BATCH = 1000;

async function insertInBatches<TRow>(
  rows: readonly TRow[],
  insert: (batch: TRow[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await insert(rows.slice(start, start + INSERT_BATCH));
  }
}

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
    year: (typeof YEARS)[number];
    today: string;
    terms: DemoTerm[];
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
  const days = lessonDaysOf(year)
    .filter((day) => day < today)
    .slice(-DEMO_RECORDED_DAYS);

  const sheets: (typeof attendanceSheets.$inferInsert)[] = [];
  const entries: (typeof attendanceEntries.$inferInsert)[] = [];
  for (const assignment of demo.assignments) {
    for (const day of days) {
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
  await insertInBatches(sheets, (batch) => db.insert(attendanceSheets).values(batch));
  await insertInBatches(entries, (batch) => db.insert(attendanceEntries).values(batch));

  const term = demo.terms.filter((t) => t.start <= today).at(-1);
  if (!term) return;
  const lastDay = earlier(today, term.end);
  const tests: (typeof assessments.$inferInsert)[] = [];
  const scores: (typeof grades.$inferInsert)[] = [];
  for (const assignment of demo.assignments) {
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
  await insertInBatches(tests, (batch) => db.insert(assessments).values(batch));
  await insertInBatches(scores, (batch) => db.insert(grades).values(batch));
}

/** The weekdays (Monday to Friday) from the year's start to its end not among its listed days. */
function unlistedWeekdays(year: (typeof YEARS)[number]): string[] {
  const listed = new Set(year.days.map(([date]) => date));
  const out: string[] = [];
  for (let day = year.start; day <= year.end; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !listed.has(day)) out.push(day);
  }
  return out;
}

/** The year's lesson days ('Dia Letivo', 'Sábado Letivo'), in order, as the demo stores them. */
function lessonDaysOf(year: (typeof YEARS)[number]): string[] {
  return [
    ...year.days.filter(([, type]) => isLessonDayKind(DAY_TYPES[type])).map(([date]) => date),
    ...unlistedWeekdays(year),
  ].sort();
}

/** The demo year containing `today`, else the latest one. */
function currentYear(today: string): (typeof YEARS)[number] {
  return (
    YEARS.find((year) => year.start <= today && today <= year.end) ??
    (YEARS[YEARS.length - 1] as (typeof YEARS)[number])
  );
}

/** The earlier and the later of two calendar days (YYYY-MM-DD compare as text). */
const earlier = (a: string, b: string) => (a <= b ? a : b);
const later = (a: string, b: string) => (a >= b ? a : b);

/** `day` plus `days` calendar days (YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

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
 * Enrols the demo students in the classrooms of the current academic year: each in the grade of
 * their age, in a unit of their own (the next one when the grade is not offered there or is
 * full), in the classroom of that grade with the most seats left. Most on the year's first day,
 * some later; never after today. The capacity is never exceeded: students left without a seat
 * stay unenrolled. Then one enrolment is transferred to another classroom (history kept) and one
 * cancelled with its reason; each student's record belongs to the unit of their enrolment.
 * Returns the enrolments, in creation order.
 */
async function enrollDemoStudents(
  db: Database,
  demo: {
    yearId: string;
    year: (typeof YEARS)[number];
    today: string;
    units: string[];
    classrooms: DemoClassroom[];
  },
): Promise<DemoEnrolment[]> {
  const { year, units } = demo;
  const seats = demo.classrooms.reduce((sum, classroom) => sum + classroom.capacity, 0);
  // Dates inside the year and not after today (a year not started yet: its first day).
  const lastDay = earlier(later(demo.today, year.start), year.end);
  const dayOf = (offset: number) => earlier(addDays(year.start, offset), lastDay);
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
  /** The classroom of one of `grades` with the most seats left, from `unit` on. */
  const seatFor = (grades: string[], unit: number): DemoClassroom | undefined => {
    for (let step = 0; step < units.length; step++) {
      const unitId = units[(unit + step) % units.length] as string;
      const options = grades
        .flatMap((grade) => byUnitAndGrade.get(`${unitId}|${grade}`) ?? [])
        .filter((classroom) => free(classroom) > 0);
      const best = options.reduce<DemoClassroom | undefined>(
        (chosen, classroom) => (chosen && free(chosen) >= free(classroom) ? chosen : classroom),
        undefined,
      );
      if (best) return best;
    }
    return undefined;
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
      date: i % 10 === 9 ? dayOf(7 + (i % 30)) : year.start,
    });
  });

  // One transfer: a student moves to the other classroom of the same grade and unit after the
  // year's first weeks; the old enrolment ends that day, the new one starts it.
  const classroomById = new Map(demo.classrooms.map((c) => [c.id, c]));
  let transferred: string | undefined;
  for (const row of rows) {
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
  const cancelled = rows.find((row) => row.studentId !== transferred);
  if (cancelled) {
    cancelled.status = 'CANCELLED';
    cancelled.endDate = later(dayOf(60), cancelled.date);
    cancelled.cancelReason = 'A família mudou-se para outro município.';
  }

  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(enrollments).values(rows.slice(start, start + 1000));
  }
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
