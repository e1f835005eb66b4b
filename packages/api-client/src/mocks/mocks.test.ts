import {
  academicCalendarListSchema,
  academicTermListSchema,
  academicYearListSchema,
  classroomListSchema,
  courseListSchema,
  curricularComponentListSchema,
  curriculumMatrixListSchema,
  isValidCnpj,
  isValidCpf,
  schoolDayListSchema,
  schoolDayTypeListSchema,
  schoolUnitCreateSchema,
  schoolUnitListSchema,
  serverMessages,
  studentRecordListSchema,
  teachingModalityListSchema,
  userCreateBodySchema,
  userListSchema,
  validate,
} from '@lousa/domain';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../../test/msw.ts';
import { nowSeconds, signTestToken } from '../../test/tokens.ts';
import { type ApiClient, createApiClient } from '../client.ts';
import type { ApiError } from '../errors.ts';
import { configureNavigation } from '../session/navigation.ts';
import { $session, setSession } from '../session/store.ts';
import { checkAccessToken } from '../session/token.ts';
import {
  createFixtureDb,
  FIXTURE_ADMIN_EMAIL,
  FIXTURE_ADMIN_PASSWORD,
  type FixtureDb,
} from './db.ts';
import { fixtureComponentNames } from './fixture-data.ts';
import { createHandlers } from './handlers.ts';
import { handlers as defaultHandlers } from './index.ts';
import {
  emptyList,
  loadingForever,
  malformedList,
  serverError,
  unauthorized,
} from './scenarios.ts';
import { createStoryToken, STORY_TOKEN_EXP, signInForStory } from './story-token.ts';

const collections = (db: FixtureDb) => {
  const { faker: _faker, passwords: _passwords, ...rest } = db;
  return rest;
};

describe('createFixtureDb', () => {
  it('is deterministic: same seed, same data; another seed, other data', () => {
    expect(collections(createFixtureDb(7))).toEqual(collections(createFixtureDb(7)));
    expect(createFixtureDb(7).users[1]).not.toEqual(createFixtureDb(8).users[1]);
  });

  it('every collection passes its domain list schema', () => {
    const db = createFixtureDb();
    const pairs: [v.GenericSchema, unknown][] = [
      [userListSchema, db.users],
      [schoolUnitListSchema, db.schoolUnits],
      [teachingModalityListSchema, db.teachingModalities],
      [curricularComponentListSchema, db.curricularComponents],
      [curriculumMatrixListSchema, db.curriculumMatrices],
      [courseListSchema, db.courses],
      [classroomListSchema, db.classrooms],
      [academicYearListSchema, db.academicYears],
      [academicCalendarListSchema, db.academicCalendars],
      [academicTermListSchema, db.academicTerms],
      [schoolDayTypeListSchema, db.schoolDayTypes],
      [schoolDayListSchema, db.schoolDays],
      [studentRecordListSchema, db.students],
    ];
    for (const [schema, rows] of pairs) expect(v.safeParse(schema, rows).success).toBe(true);
  });

  it('holds valid CPFs and CNPJs, 8-digit CEPs and 11-digit phones', () => {
    const db = createFixtureDb();
    const people = db.students.flatMap((record) => [record.person, record.guardian]);
    for (const cpf of [
      ...db.users.map((user) => user.cpf),
      ...people.map((person) => person.cpf),
    ]) {
      expect(isValidCpf(cpf)).toBe(true);
    }
    for (const unit of db.schoolUnits) {
      expect(isValidCnpj(unit.cnpj)).toBe(true);
      expect(unit.address.zipCode).toMatch(/^\d{8}$/);
      expect(unit.phone).toMatch(/^\d{11}$/);
    }
    expect(new Set(db.users.map((user) => user.cpf)).size).toBe(db.users.length);
  });

  it('has an admin with role Administrador, the nine components, years 2025/2026 and 30+ students', () => {
    const db = createFixtureDb();
    expect(db.admin).toMatchObject({ email: FIXTURE_ADMIN_EMAIL, role: { name: 'Administrador' } });
    expect(db.users).toContain(db.admin);
    expect(db.curricularComponents.map((component) => component.name)).toEqual([
      ...fixtureComponentNames,
    ]);
    expect(db.academicYears.map((year) => year.year)).toEqual(['2025', '2026']);
    expect(db.students.length).toBeGreaterThanOrEqual(30);
    expect(db.schoolUnits.length).toBeGreaterThan(10);
    expect(db.users.length).toBeGreaterThan(10);
  });

  it('accepts overrides: whole collections and generated sizes', () => {
    const db = createFixtureDb(1, {
      teachingModalities: [{ id: 'm1', name: 'Só esta' }],
      studentCount: 3,
    });
    expect(db.teachingModalities).toEqual([{ id: 'm1', name: 'Só esta' }]);
    expect(db.students).toHaveLength(3);
  });
});

describe('handlers', () => {
  let db: FixtureDb;
  let client: ApiClient;
  const server = setupMockServer();

  beforeEach(async () => {
    db = createFixtureDb();
    server.use(...createHandlers(db, { baseUrl: API }));
    const token = await signTestToken();
    const check = checkAccessToken(token);
    if (check.status === 'valid') setSession(token, check.user);
    client = createSpiedClient().client;
  });

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as ApiError,
    );

  it('validate creates with the domain schema: 400 with the same issues the server gives', async () => {
    const body = {
      cpf: '111.111.111-11',
      email: 'sem-arroba',
      firstName: '',
      lastName: 'B',
      password: 'x',
    };
    const error = await failure(client.createUser(body));
    const expected = validate(userCreateBodySchema, body);
    expect(expected.success).toBe(false);
    expect(error?.status).toBe(400);
    expect(error?.message).toBe(serverMessages.invalidBody);
    expect(error?.issues).toEqual(expected.success ? [] : expected.issues);
    expect(error?.fieldErrors.cpf).toBe('CPF inválido!');
  });

  it('school-unit 400 carries dotted paths (address.zipCode)', async () => {
    const body = {
      cnpj: '11222333000181',
      name: 'Escola',
      address: {
        street: 'Rua A',
        number: '1',
        neighborhood: 'Centro',
        city: 'X',
        state: 'SP',
        zipCode: '123',
      },
      area: 'URBAN' as const,
      principalName: 'Helena Prado',
    };
    const error = await failure(client.createSchoolUnit(body as never));
    expect(error?.fieldErrors['address.zipCode']).toBe('CEP inválido');
    const expected = validate(schoolUnitCreateSchema, body);
    expect(error?.issues).toEqual(expected.success ? [] : expected.issues);
  });

  it('answer 409 for duplicates, as the server does', async () => {
    const taken = db.users[1]!;
    const userError = await failure(
      client.createUser({
        cpf: taken.cpf,
        email: 'outra@escola.gov.br',
        firstName: 'A',
        lastName: 'B',
        password: 'Senha@123',
      }),
    );
    expect(userError).toMatchObject({ status: 409, message: serverMessages.cpfTaken });
    const yearError = await failure(
      client.createAcademicYear({
        year: '2025',
        startDate: '2025-02-01T00:00:00.000Z',
        endDate: '2025-12-01T00:00:00.000Z',
      }),
    );
    expect(yearError).toMatchObject({ status: 409, message: serverMessages.academicYearTaken });
  });

  it('answer 422 for unknown references and a course of another unit', async () => {
    const modalityError = await failure(
      client.createCourse({
        name: 'Curso',
        teachingModalityId: '00000000-0000-4000-8000-000000000000',
        curriculumMatrixId: db.curriculumMatrices[0]!.id,
        schoolUnitId: db.schoolUnits[0]!.id,
      }),
    );
    expect(modalityError).toMatchObject({
      status: 422,
      message: serverMessages.teachingModalityNotFound,
    });
    const otherUnitCourse = db.courses.find(
      (course) => course.schoolUnit.id !== db.schoolUnits[0]!.id,
    )!;
    const classroomError = await failure(
      client.createClassroom({
        name: 'Turma',
        shift: 'NIGHT',
        schoolUnitId: db.schoolUnits[0]!.id,
        courseId: otherUnitCourse.id,
      }),
    );
    expect(classroomError).toMatchObject({
      status: 422,
      message: serverMessages.courseNotInSchoolUnit,
    });
  });

  it('answer 404 for the courses of an unknown unit', async () => {
    const error = await failure(
      client.getCoursesBySchoolUnit('00000000-0000-4000-8000-000000000000'),
    );
    expect(error).toMatchObject({ status: 404, message: serverMessages.schoolUnitNotFound });
  });

  it('sign in by e-mail or CPF; a wrong password is 401', async () => {
    configureNavigation({ redirect: () => undefined, currentPath: () => '/sign-in' });
    await expect(
      client.login({ login: FIXTURE_ADMIN_EMAIL, password: FIXTURE_ADMIN_PASSWORD }),
    ).resolves.toEqual({
      accessToken: expect.any(String),
    });
    const byCpf = await client.login({ login: db.admin.cpf, password: FIXTURE_ADMIN_PASSWORD });
    expect(checkAccessToken(byCpf.accessToken)).toMatchObject({
      status: 'valid',
      user: { email: FIXTURE_ADMIN_EMAIL },
    });
    const error = await failure(client.login({ login: FIXTURE_ADMIN_EMAIL, password: 'errada' }));
    expect(error).toMatchObject({ status: 401, message: serverMessages.invalidCredentials });
  });

  it.each([
    ['no Authorization', () => Promise.resolve(undefined)],
    [
      'an expired token',
      () => signTestToken({ exp: nowSeconds() - 5 }).then((token) => `Bearer ${token}`),
    ],
    ['a token that is not a JWT', () => Promise.resolve('Bearer abc')],
  ])('answer 401 to an authorised call with %s', async (_, header) => {
    const authorization = await header();
    const response = await fetch(`${API}/users`, {
      headers: authorization ? { Authorization: authorization } : {},
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: serverMessages.unauthorized });
  });
});

describe('per-story helpers', () => {
  const server = setupMockServer();
  let client: ApiClient;

  beforeEach(async () => {
    server.use(...createHandlers(createFixtureDb(), { baseUrl: API }));
    const token = await signTestToken();
    const check = checkAccessToken(token);
    if (check.status === 'valid') setSession(token, check.user);
    client = createSpiedClient().client;
  });

  it('emptyList: the list answers []', async () => {
    server.use(emptyList('/users', API));
    await expect(client.getUsers()).resolves.toEqual([]);
  });

  it('serverError: a 500 with the server’s message', async () => {
    server.use(serverError('post', '/teaching-modalities', API));
    await expect(client.createTeachingModality({ name: 'X' })).rejects.toMatchObject({
      status: 500,
      message: serverMessages.internalError,
    });
  });

  it('malformedList: no rows and one console report', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(malformedList('/curricular-components', API));
    await expect(client.getCurricularComponents()).resolves.toEqual([]);
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it('unauthorized: 401, the session ends and the browser goes to /sign-in', async () => {
    const redirect = vi.fn();
    configureNavigation({ redirect, currentPath: () => '/app/turmas' });
    server.use(unauthorized('get', '/classrooms', API));
    await expect(client.getClassrooms()).rejects.toMatchObject({ status: 401 });
    expect($session.get().isAuthenticated).toBe(false);
    expect(redirect).toHaveBeenCalledWith('/sign-in');
  });

  it('loadingForever: the call never settles', async () => {
    server.use(loadingForever('get', '/students', API));
    const outcome = await Promise.race([
      client.getStudents().then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 300)),
    ]);
    expect(outcome).toBe('pending');
  });
});

describe('story session', () => {
  it('createStoryToken decodes as a valid admin token expiring in 2100', () => {
    const check = checkAccessToken(createStoryToken());
    expect(check.status).toBe('valid');
    if (check.status !== 'valid') return;
    expect(check.claims.exp).toBe(STORY_TOKEN_EXP);
    expect(check.user.role.name).toBe('Administrador');
  });

  it('createStoryToken takes claim overrides (accented names survive)', () => {
    const check = checkAccessToken(createStoryToken({ firstName: 'Conceição' }));
    expect(check).toMatchObject({ status: 'valid', user: { firstName: 'Conceição' } });
  });

  it('signInForStory puts a signed-in user in the session', () => {
    const token = signInForStory({ firstName: 'Beatriz' });
    expect($session.get()).toMatchObject({
      accessToken: token,
      isAuthenticated: true,
      user: { firstName: 'Beatriz' },
    });
    expect(sessionStorage.getItem('accessToken')).toBe(token);
  });
});

describe('default handlers', () => {
  const server = setupMockServer(...defaultHandlers);

  it('answer the app’s relative /api base on any origin', async () => {
    signInForStory();
    const client = createApiClient();
    expect(client.baseUrl).toBe('/api');
    const users = await client.getUsers();
    expect(users.map((user) => user.email)).toContain(FIXTURE_ADMIN_EMAIL);
    server.use(emptyList('/school-units'));
    await expect(client.getSchoolUnits()).resolves.toEqual([]);
  });
});
