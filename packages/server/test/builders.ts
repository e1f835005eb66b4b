import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { birthCertificateCheckDigits, type SchoolDayKind, serverMessages } from '@lousa/domain';
import { createFaker, type Faker } from '@lousa/domain/fake';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { auditEvents, persons, students } from '../src/db/schema.ts';
import type { RunningServer } from '../src/server.ts';
import {
  createTestStore,
  startTestServer,
  TestClient,
  type TestServerOptions,
  type TestStore,
} from './helpers.ts';

/*
 * Test builders (decision: server tests build their data here, not with set-up chains copied per
 * file). `startSchool` starts a server on a fresh store with the administrator signed in; its
 * `build` makes a school network in a few calls — units, a course with its curriculum matrix,
 * classrooms, signed-in users of each built-in role, an academic year with calendar, terms and
 * school days, students enrolled, teaching assignments — with unique names unless a test names
 * them, and answers the records (or their ids).
 */

export type Item = Record<string, unknown> & { id: string };
export type Body = Record<string, unknown>;

/** The `n`-th day (modulo 300) from 02/02/2026, inside the 2026 school years the suites build. */
export function dayOf2026(n: number): string {
  const day = new Date(Date.UTC(2026, 1, 2 + (n % 300)));
  return day.toISOString().slice(0, 10);
}

/** A maker of temp dirs named `<prefix>…`, all removed after the file's tests. */
export function useTempDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}

type Call = () => Promise<{ status: number; body: unknown; text: string }>;

/**
 * `refused(call, status, expected)`: expects `call` to answer `status` with `expected` (a string:
 * `{ message: expected }`) and to write nothing: `snapshot()`, everything the write could touch,
 * is the same after it as before.
 */
export function refuser(snapshot: () => Promise<unknown>) {
  return async (call: Call, status: number, expected: string | Body): Promise<void> => {
    const before = await snapshot();
    const answer = await call();
    expect(answer.status, answer.text).toBe(status);
    expect(answer.body).toEqual(typeof expected === 'string' ? { message: expected } : expected);
    expect(await snapshot()).toEqual(before);
  };
}

/** Today for the suites that fix the clock: 15/06/2026, noon in São Paulo. */
export const TODAY = new Date('2026-06-15T15:00:00Z');

/** The answer's body when the role lacks the permission (403). */
export const DENIED = { message: serverMessages.permissionDenied };

/** A calendar date as the API carries it: `YYYY-MM-DDT00:00:00.000Z`. */
export const date = (day: string) => `${day}T00:00:00.000Z`;

/** `YYYY-MM-DDT00:00:00.000Z` of `years` years and `days` days before today (UTC). */
export function ago(years: number, days = 0): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  day.setUTCDate(day.getUTCDate() - days);
  return `${day.toISOString().slice(0, 10)}T00:00:00.000Z`;
}

let certidoes = 0;
/** A fresh, valid matrícula of a certidão de nascimento (32 digits). */
export function certidao(): string {
  certidoes += 1;
  const base = `1045390155201910001202${String(certidoes).padStart(8, '0')}`;
  return `${base}${birthCertificateCheckDigits(base)}`;
}

export const ADDRESS = {
  street: 'Rua das Flores',
  number: '120',
  neighborhood: 'Centro',
  city: 'Campinas',
  state: 'SP',
  zipCode: '13010000',
};

/** An address in Recife, as the student form sends it. */
export const RECIFE_ADDRESS = {
  street: 'Rua das Acácias',
  number: '45',
  complement: 'Casa 2',
  neighborhood: 'Boa Vista',
  city: 'Recife',
  state: 'PE',
  zipCode: '50050000',
};

/** The person of a student body: Pedro Henrique Lima, 8, registered by certidão, in Recife. */
export function childPerson(extra: Body = {}): Body {
  return {
    name: 'Pedro Henrique Lima',
    gender: 'MALE',
    ethnicity: 'BROWN',
    birthDate: ago(8),
    birthCertificate: certidao(),
    nationality: 'BORN_BRAZILLIAN',
    locationZone: 'URBAN',
    birthCity: 'Recife',
    birthState: 'PE',
    address: RECIFE_ADDRESS,
    ...extra,
  };
}

/** The password of every user the builders make. */
export const PASSWORD = 'Senha-dos-testes-25';

/** A user made and signed in by the builders. */
export interface Signed {
  client: TestClient;
  id: string;
  email: string;
  /** First and last name, as lists show it. */
  name: string;
}

/** The network most pedagogy suites work on: two units, each with a course of one matrix. */
export interface Network {
  unitA: string;
  unitB: string;
  modality: string;
  /** 'Língua Portuguesa' (280 h) and 'Matemática' (200 h): the matrix's components. */
  lp: string;
  ma: string;
  matrix: string;
  courseA: string;
  courseB: string;
  /** The academic year (2026 unless said). */
  year: string;
}

/**
 * The staff of the pedagogy suites, by key: first name, role (null: none) and the unit of
 * `network()` they work in. 'Coordenação' reads its unit's classes ('pedagogy.unit-classes')
 * and may not correct records; 'Diretor(a)' may (decision 0014).
 */
const STAFF = {
  teacherA: ['Beatriz', 'Professor(a)', 'A'],
  teacherB: ['Carlos', 'Professor(a)', 'A'],
  teacherC: ['Denise', 'Professor(a)', 'A'],
  teacherUnitB: ['Eduardo', 'Professor(a)', 'B'],
  director: ['Fernanda', 'Diretor(a)', 'A'],
  directorB: ['Gustavo', 'Diretor(a)', 'B'],
  secretary: ['Helena', 'Secretaria Escolar', 'A'],
  secretaryB: ['Heloísa', 'Secretaria Escolar', 'B'],
  coordinator: ['Irene', 'Coordenação', 'A'],
  noRole: ['Igor', null, 'A'],
} as const;

/** The staff signed in by `build.staff`, by key. */
export type Staff = Record<keyof typeof STAFF, Signed>;

export interface PersonOptions {
  name?: string;
  cpf?: string | null;
  gender?: string;
  birthDate?: string;
  /** The unit that holds the student record (none by default). */
  schoolUnitId?: string | null;
}

/**
 * The persons row of a child born 10/05/2019 in Campinas, living at `ADDRESS`, female unless
 * said: what the builders store for a student (and a migration test writes into an older
 * database).
 */
export function personRow(
  id: string,
  options: Omit<PersonOptions, 'schoolUnitId'> & { name: string },
): typeof persons.$inferInsert {
  return {
    id,
    cpf: options.cpf ?? null,
    name: options.name,
    gender: options.gender ?? 'FEMALE',
    ethnicity: 'BROWN',
    birthDate: options.birthDate ?? '2019-05-10',
    nationality: 'BORN_BRAZILLIAN',
    locationZone: 'URBAN',
    birthCity: 'Campinas',
    birthState: 'SP',
    ...ADDRESS,
  } as typeof persons.$inferInsert;
}

/** The records a registry's create body may name: their ids. */
export interface RegistryRefs {
  unit: string;
  modality: string;
  component: string;
  matrix: string;
  course: string;
  year: string;
  calendar: string;
  dayType: string;
}

/** A POST /academic-calendars/years body of a year of its own (2041, 2042…). */
function yearBody(build: Builder): Body {
  const year = 2040 + build.next();
  return { year: String(year), startDate: date(`${year}-02-01`), endDate: date(`${year}-12-15`) };
}

/**
 * A valid create body, unique per call, for each registry of `registryResources` (by key) and
 * the roles and events: what the table-driven suites post. A registry whose body is just
 * `{ name }` needs no entry.
 */
const registryBodies: Record<string, (build: Builder, refs: RegistryRefs) => Body | Promise<Body>> =
  {
    roles: (build) => ({ name: build.unique('Perfil'), permissions: ['registries.read'] }),
    users: (build) => build.userBody('Pessoa'),
    'school-units': (build) => build.unitBody(),
    'curriculum-matrices': (build, refs) => ({
      name: build.unique('Matriz'),
      matrix: [{ curricularComponentId: refs.component, workload: 40 }],
    }),
    courses: (build, refs) => ({
      name: build.unique('Curso'),
      teachingModalityId: refs.modality,
      curriculumMatrixId: refs.matrix,
      schoolUnitId: refs.unit,
      gradeLevels: [{ name: '1º Ano' }],
    }),
    classrooms: async (build, refs) => ({
      name: build.unique('Turma'),
      shift: 'MORNING',
      schoolUnitId: refs.unit,
      courseId: refs.course,
      academicYearId: refs.year,
      gradeLevelId: await build.firstLevel(refs.course),
    }),
    'academic-years': (build) => yearBody(build),
    // A year has one calendar for the whole network (issue 27): each body a year of its own.
    'academic-calendars': async (build) => ({
      title: build.unique('Calendário'),
      academicYearId: (await build.created('/academic-calendars/years', yearBody(build))).id,
    }),
    // A calendar holds one school day per date and terms that do not overlap: each body takes a
    // day of 2026 of its own (a one-day term).
    'academic-terms': (build, refs) => {
      const day = date(dayOf2026(build.next()));
      return {
        title: build.unique('Bimestre'),
        startDate: day,
        endDate: day,
        academicCalendarId: refs.calendar,
      };
    },
    'school-day-types': (build) => ({ description: build.unique('Tipo'), kind: 'RECESSO' }),
    'school-days': (build, refs) => ({
      date: date(dayOf2026(build.next())),
      academicCalendarId: refs.calendar,
      typeId: refs.dayType,
    }),
    events: (build) => ({
      title: build.unique('Evento'),
      date: date('2026-05-04'),
      type: 'FERIADO',
    }),
  };

export class Builder {
  private counter = 0;

  constructor(
    readonly server: RunningServer,
    readonly admin: TestClient,
    readonly faker: Faker = createFaker(2525),
  ) {}

  /** The academic year `year()` made first (the network's): a classroom's unless said. */
  private firstYear: string | undefined;

  /** 1, 2, 3…: what makes names and e-mails unique in a suite. */
  next(): number {
    this.counter += 1;
    return this.counter;
  }

  /** `prefix n`, unique in the suite. */
  unique(prefix: string): string {
    return `${prefix} ${this.next()}`;
  }

  /** POST /api<path> (by the administrator unless said); expects 201 and answers the item. */
  async created(path: string, body: Body, client: TestClient = this.admin): Promise<Item> {
    const answer = await client.post<Item>(`/api${path}`, body);
    expect(answer.status, `POST ${path}: ${answer.text}`).toBe(201);
    return answer.body;
  }

  /** A valid create body of the registry `key` (see `registryBodies`), unique per call. */
  async registryBody(key: string, refs: RegistryRefs): Promise<Body> {
    return (await registryBodies[key]?.(this, refs)) ?? { name: this.unique(key) };
  }

  /** A POST /school-units body with a fresh CNPJ. */
  unitBody(extra: Body = {}): Body {
    return {
      cnpj: this.faker.cnpj(),
      name: this.unique('Escola'),
      address: ADDRESS,
      area: 'URBAN',
      principalName: 'Maria Lima',
      ...extra,
    };
  }

  unit(name?: string, extra: Body = {}): Promise<Item> {
    return this.created('/school-units', this.unitBody({ ...(name ? { name } : {}), ...extra }));
  }

  modality(name = this.unique('Modalidade')): Promise<Item> {
    return this.created('/teaching-modalities', { name });
  }

  component(name = this.unique('Componente')): Promise<Item> {
    return this.created('/curricular-components', { name });
  }

  /** A curriculum matrix of `[componentId, workload]` rows. */
  matrix(rows: [string, number][], name = this.unique('Matriz')): Promise<Item> {
    return this.created('/curriculum-matrices', {
      name,
      matrix: rows.map(([curricularComponentId, workload]) => ({
        curricularComponentId,
        workload,
      })),
    });
  }

  /** A course with two grade levels ('1º Ano', '2º Ano') unless `extra` says otherwise. */
  course(
    unitId: string,
    modalityId: string,
    matrixId: string,
    name = this.unique('Curso'),
    extra: Body = {},
  ) {
    return this.created('/courses', {
      name,
      teachingModalityId: modalityId,
      curriculumMatrixId: matrixId,
      schoolUnitId: unitId,
      gradeLevels: [{ name: '1º Ano' }, { name: '2º Ano' }],
      ...extra,
    });
  }

  /** The id of a course's first grade level. */
  async firstLevel(courseId: string): Promise<string> {
    const levels = await this.admin.get<Item[]>(`/api/courses/${courseId}/grade-levels`);
    const first = levels.body[0]?.id;
    expect(first, `série/ano do curso ${courseId}`).toBeDefined();
    return first as string;
  }

  /**
   * A classroom; its default name (`Turma 007`) sorts in creation order. Of the academic year
   * `year()` made first (one is made for 2026 if none was) and of its course's first grade
   * level, unless said.
   */
  async classroom(
    unitId: string,
    courseId: string,
    extra: {
      name?: string;
      shift?: string;
      capacity?: number;
      academicYearId?: string;
      gradeLevelId?: string;
    } = {},
  ): Promise<Item> {
    return this.created('/classrooms', {
      name: `Turma ${String(this.next()).padStart(3, '0')}`,
      shift: 'MORNING',
      schoolUnitId: unitId,
      courseId,
      academicYearId: extra.academicYearId ?? (await this.firstYearId()),
      gradeLevelId: extra.gradeLevelId ?? (await this.firstLevel(courseId)),
      ...extra,
    });
  }

  /** The id of the academic year `year()` made first (2026, made now, when none was). */
  async firstYearId(): Promise<string> {
    if (this.firstYear === undefined) await this.year('2026');
    return this.firstYear as string;
  }

  /** An academic year, from 1 February to 15 December unless said. */
  async year(year: string, start = `${year}-02-01`, end = `${year}-12-15`): Promise<Item> {
    const item = await this.created('/academic-calendars/years', {
      year,
      startDate: date(start),
      endDate: date(end),
    });
    this.firstYear ??= item.id as string;
    return item;
  }

  /** A calendar of the year for the whole network, or for `schoolUnitIds` (one per unit a year). */
  calendar(
    academicYearId: string,
    title = this.unique('Calendário'),
    schoolUnitIds: string[] = [],
  ): Promise<Item> {
    return this.created('/academic-calendars', { title, academicYearId, schoolUnitIds });
  }

  term(academicCalendarId: string, title: string, start: string, end: string): Promise<Item> {
    return this.created('/academic-terms', {
      title,
      startDate: date(start),
      endDate: date(end),
      academicCalendarId,
    });
  }

  /** A school-day type: its kind alone says whether its days are lesson days (issue 27). */
  dayType(description: string, kind: SchoolDayKind): Promise<Item> {
    return this.created('/school-day-types', { description, kind });
  }

  schoolDay(academicCalendarId: string, typeId: string, day: string): Promise<Item> {
    return this.created('/school-days', { date: date(day), academicCalendarId, typeId });
  }

  /** The id of a role by name (null for none); fails when no role has that name. */
  async roleId(roleName: string | null): Promise<string | null> {
    if (roleName === null) return null;
    const roles = await this.admin.get<Item[]>('/api/roles');
    const roleId = roles.body.find((role) => role.name === roleName)?.id;
    expect(roleId, `perfil ${roleName}`).toBeDefined();
    return roleId as string;
  }

  /** A POST /users body with a fresh CPF and a unique e-mail. */
  userBody(firstName = 'Pessoa', extra: Body = {}): Body {
    const login = firstName
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '.')
      .replace(/^\.|\.$/g, '');
    return {
      cpf: this.faker.cpf(),
      email: `${login || 'pessoa'}.${this.next()}@escola.test`,
      firstName,
      lastName: 'Teste',
      password: PASSWORD,
      ...extra,
    };
  }

  /**
   * A user of a role (by name; null: none) working in `units`, signed in, past the first sign-in's
   * password change (`TestClient.firstLogin`): their password is still `PASSWORD`.
   */
  async signedUser(
    firstName: string,
    roleName: string | null,
    units: string[] = [],
    extra: Body = {},
  ): Promise<Signed> {
    const roleId = await this.roleId(roleName);
    const body = this.userBody(firstName, { roleId, schoolUnitIds: units, ...extra });
    const user = await this.created('/users', body);
    const client = new TestClient(this.server.url);
    await client.firstLogin(body.email as string, body.password as string);
    return { client, id: user.id, email: body.email as string, name: `${firstName} Teste` };
  }

  /**
   * The pedagogy suites' staff (`STAFF`) made and signed in, one after the other, each in their
   * unit of `network`; first the role 'Coordenação' the coordinator holds.
   */
  async staff(network: Network): Promise<Staff> {
    await this.created('/roles', { name: 'Coordenação', permissions: ['pedagogy.unit-classes'] });
    const units = { A: network.unitA, B: network.unitB };
    const table = {} as Record<keyof Staff, [string, string | null, string]>;
    for (const [key, [firstName, role, unit]] of Object.entries(STAFF) as [
      keyof Staff,
      (typeof STAFF)[keyof Staff],
    ][]) {
      table[key] = [firstName, role, units[unit]];
    }
    return this.signedUsers(table);
  }

  /**
   * The users of `table` made and signed in one after the other, as `signedUser` makes them: for
   * each key, `[first name, role (null: none), the unit they work in]`; answers them by key.
   */
  async signedUsers<Key extends string>(
    table: Record<Key, readonly [string, string | null, string]>,
  ): Promise<Record<Key, Signed>> {
    const users = {} as Record<Key, Signed>;
    for (const [key, [firstName, role, unit]] of Object.entries(table) as [
      Key,
      readonly [string, string | null, string],
    ][]) {
      users[key] = await this.signedUser(firstName, role, [unit]);
    }
    return users;
  }

  /** A person row straight into the database (as a student or guardian is stored); its id. */
  async insertPerson(options: PersonOptions = {}): Promise<string> {
    const id = newId();
    const name = options.name ?? this.unique('Aluno');
    await this.server.db.insert(persons).values(personRow(id, { ...options, name }));
    return id;
  }

  /** A student (person + student rows) straight into the database; its id. */
  async insertStudent(options: PersonOptions = {}): Promise<string> {
    const personId = await this.insertPerson(options);
    const id = newId();
    await this.server.db
      .insert(students)
      .values({ id, personId, schoolUnitId: options.schoolUnitId ?? null });
    return id;
  }

  /** The unit that holds a student record (null: none), as stored. */
  async studentUnit(studentId: string): Promise<string | null | undefined> {
    const [row] = await this.server.db
      .select({ unit: students.schoolUnitId })
      .from(students)
      .where(eq(students.id, studentId));
    return row?.unit;
  }

  /** The audit events of one record, oldest first. */
  auditOf(resourceId: string) {
    return this.server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.resourceId, resourceId))
      .orderBy(asc(auditEvents.at), asc(auditEvents.id));
  }

  /** POST /enrollments (by the administrator unless said): the enrolment. */
  enrol(
    studentId: string,
    classroomId: string,
    academicYearId: string,
    day = '2026-03-02',
    client: TestClient = this.admin,
  ): Promise<Item> {
    return this.created(
      '/enrollments',
      { studentId, classroomId, academicYearId, date: date(day) },
      client,
    );
  }

  /** A new student enrolled in `classroomId` from `day`. */
  async enrolledStudent(
    classroomId: string,
    academicYearId: string,
    options: PersonOptions & { from?: string } = {},
  ) {
    const name = options.name ?? this.unique('Aluno');
    const id = await this.insertStudent({ ...options, name });
    const enrolment = await this.enrol(id, classroomId, academicYearId, options.from);
    return { id, name, enrolmentId: enrolment.id };
  }

  /** POST /classrooms/<id>/teachers: `userId` teaches `componentId` there; the assignment's id. */
  async assign(classroomId: string, userId: string, componentId: string): Promise<string> {
    return (
      await this.created(`/classrooms/${classroomId}/teachers`, {
        userId,
        curricularComponentId: componentId,
      })
    ).id;
  }

  /**
   * Two units (A and B), a modality, 'Língua Portuguesa' + 'Matemática' in one matrix, a course
   * of that matrix in each unit, and the academic year (2026 unless said; false: none).
   */
  async network(
    options: { units?: [string, string]; year?: string | false; matrix?: string } = {},
  ): Promise<Network> {
    const [nameA, nameB] = options.units ?? [undefined, undefined];
    const unitA = (await this.unit(nameA)).id;
    const unitB = (await this.unit(nameB)).id;
    const modality = (await this.modality('Ensino Fundamental')).id;
    const lp = (await this.component('Língua Portuguesa')).id;
    const ma = (await this.component('Matemática')).id;
    const matrixRows: [string, number][] = [
      [lp, 280],
      [ma, 200],
    ];
    const matrix = (await this.matrix(matrixRows, options.matrix)).id;
    const courseA = (await this.course(unitA, modality, matrix)).id;
    const courseB = (await this.course(unitB, modality, matrix)).id;
    const year = options.year === false ? '' : (await this.year(options.year ?? '2026')).id;
    return { unitA, unitB, modality, lp, ma, matrix, courseA, courseB, year };
  }
}

/** A running server and its store, as `useTestServer` keeps them. */
export interface TestServer {
  server: RunningServer;
  store: TestStore;
}

/**
 * A server on a fresh store, nobody signed in, for the tests of the file or `describe` block
 * that calls it: started before the block's own `beforeAll` (registered first), stopped and its
 * store removed after its tests. Its fields are filled once it has started.
 */
export function useTestServer(options: Omit<TestServerOptions, 'store'> = {}): TestServer {
  const running = {} as TestServer;
  beforeAll(async () => {
    running.store = await createTestStore();
    running.server = await startTestServer({ ...options, store: running.store });
  });
  afterAll(async () => {
    await running.server?.close();
    await running.store?.cleanup();
  });
  return running;
}

/** A running server on a fresh store, the administrator signed in, and its builders. */
export interface TestSchool {
  store: TestStore;
  server: RunningServer;
  admin: TestClient;
  build: Builder;
  close(): Promise<void>;
}

/** Starts a server for one suite (`options` as `startTestServer`'s, `faker` for the builders). */
export async function startSchool(
  options: Omit<TestServerOptions, 'store'> & { faker?: Faker } = {},
): Promise<TestSchool> {
  const store = await createTestStore();
  let server: RunningServer;
  try {
    server = await startTestServer({ ...options, store });
  } catch (error) {
    await store.cleanup();
    throw error;
  }
  const admin = new TestClient(server.url);
  await admin.login();
  return {
    store,
    server,
    admin,
    build: new Builder(server, admin, options.faker),
    // The server of the moment: a suite that restarts it puts the new one in `server` of the
    // object it holds (useSchool's, which the fields are copied into).
    async close(this: TestSchool) {
      await this.server.close();
      await store.cleanup();
    },
  };
}

/**
 * The suite's server: started before the file's own `beforeAll` (registered first), closed after
 * its tests. Its fields are filled once it has started.
 */
export function useSchool(
  options: Omit<TestServerOptions, 'store'> & { faker?: Faker } = {},
): TestSchool {
  const school = {} as TestSchool;
  // Starting the server takes seconds alone, and over a minute with other suites on two cores.
  beforeAll(async () => {
    Object.assign(school, await startSchool(options));
  }, 180_000);
  afterAll(() => school.close?.());
  return school;
}
