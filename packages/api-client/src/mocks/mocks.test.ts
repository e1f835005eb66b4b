import {
  academicCalendarsResource,
  classroomsResource,
  coursesResource,
  curricularComponentsResource,
  curriculumMatricesResource,
  foldText,
  isValidCnpj,
  isValidCpf,
  registryResources,
  schoolUnitsResource,
  serverMessages,
  studentsResource,
  TOTAL_COUNT_HEADER,
  teachingModalitiesResource,
  usersResource,
} from '@lousa/domain';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../../test/msw.ts';
import { nowSeconds, signTestToken } from '../../test/tokens.ts';
import { type ApiClient, createApiClient } from '../client.ts';
import type { ApiError } from '../errors.ts';
import {
  createResource,
  deleteResource,
  getResource,
  listAll,
  listResource,
  updateResource,
} from '../resources/calls.ts';
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
import { fixtureResources } from './fixture-resources.ts';
import { createHandlers } from './handlers.ts';
import { handlers as defaultHandlers } from './index.ts';
import { fixtureRows } from './resource-handlers.ts';
import {
  badRequest,
  conflict,
  emptyList,
  loadingForever,
  malformedList,
  networkError,
  notFound,
  serverError,
  serverErrorTimes,
  unauthorized,
  unprocessable,
} from './scenarios.ts';
import { createStoryToken, STORY_TOKEN_EXP, signInForStory } from './story-token.ts';

const declarations = [...registryResources, studentsResource];

const collections = (db: FixtureDb) => {
  const { faker: _faker, passwords: _passwords, ...rest } = db;
  return rest;
};

describe('createFixtureDb', () => {
  it('is deterministic: same seed, same data; another seed, other data', () => {
    expect(collections(createFixtureDb(7))).toEqual(collections(createFixtureDb(7)));
    expect(createFixtureDb(7).users[1]).not.toEqual(createFixtureDb(8).users[1]);
  });

  it.each(declarations.map((def) => [def.key, def] as const))(
    '%s: the fixture rows pass the declaration’s item schema; sorting covers every sort key',
    (key, def) => {
      const db = createFixtureDb();
      const listItem = fixtureResources.get(key)?.listItem ?? ((row) => row);
      const rows = fixtureRows(db, key).map(listItem);
      expect(rows.length).toBeGreaterThan(0);
      expect(v.safeParse(v.array(def.item), rows).success).toBe(true);
      expect(Object.keys(fixtureResources.get(key)?.sortValues ?? {}).sort()).toEqual(
        [...def.sortKeys].sort(),
      );
    },
  );

  it('keeps the content the stories show: 12 units, 5 modalities, 9 components, 32 students', () => {
    const db = createFixtureDb();
    expect(db.schoolUnits).toHaveLength(12);
    expect(db.teachingModalities).toHaveLength(5);
    expect(db.curricularComponents).toHaveLength(9);
    expect(db.students).toHaveLength(32);
  });

  it('holds valid CPFs and CNPJs, 8-digit CEPs and 11-digit phones', () => {
    const db = createFixtureDb();
    const people = db.students.flatMap((record) => [record.person, record.guardian ?? []].flat());
    for (const cpf of [
      ...db.users.map((user) => user.cpf),
      ...people.flatMap((person) => person.cpf ?? []),
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

  describe('list', () => {
    const listFetch = async (path: string) => {
      const token = $session.get().accessToken;
      const response = await fetch(`${API}${path}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return { header: response.headers.get(TOTAL_COUNT_HEADER), rows: await response.json() };
    };

    it('pages: page and pageSize slice the rows; X-Total-Count is the total', async () => {
      const first = await listFetch('/school-units?page=1&pageSize=5');
      const third = await listFetch('/school-units?page=3&pageSize=5');
      expect(first.header).toBe('12');
      expect(first.rows.map((row: { id: string }) => row.id)).toEqual(
        db.schoolUnits.slice(0, 5).map((unit) => unit.id),
      );
      expect(third.rows.map((row: { id: string }) => row.id)).toEqual(
        db.schoolUnits.slice(10).map((unit) => unit.id),
      );
    });

    it('without page answers the whole list, newest last, still with X-Total-Count', async () => {
      const whole = await listFetch('/users');
      expect(whole.header).toBe(String(db.users.length));
      expect(whole.rows).toEqual(db.users);
    });

    it('a page without pageSize has the default size (10)', async () => {
      const page = await listResource(client, usersResource, { page: 1 });
      expect(page.items).toHaveLength(10);
      expect(page.total).toBe(db.users.length);
    });

    it('q is case- and accent-insensitive and looks one level into nested records', async () => {
      const modalities = await listResource(client, teachingModalitiesResource, {
        q: 'EDUCACAO',
      });
      expect(modalities.items.map((modality) => modality.name)).toEqual([
        'Educação Infantil',
        'Educação de Jovens e Adultos',
        'Educação Especial',
      ]);
      expect(modalities.total).toBe(3);

      const unit = db.schoolUnits[3]!;
      const courses = await listResource(client, coursesResource, { q: foldText(unit.name) });
      expect(courses.items.length).toBeGreaterThan(0);
      expect(courses.items.every((course) => course.schoolUnit.name === unit.name)).toBe(true);
    });

    it('a search without letters also matches by digits (a masked CPF finds the bare one)', async () => {
      const user = db.users[2]!;
      const masked = `${user.cpf.slice(0, 3)}.${user.cpf.slice(3, 6)}.${user.cpf.slice(6, 9)}`;
      const found = await listResource(client, usersResource, { q: masked });
      expect(found.items.map((row) => row.id)).toContain(user.id);
      expect(found.items.every((row) => row.cpf.includes(user.cpf.slice(0, 9)))).toBe(true);
    });

    it('sort orders by the value the column shows, ascending or descending (-key)', async () => {
      const byModality = await listResource(client, coursesResource, {
        sort: { key: 'modality', descending: false },
      });
      const names = byModality.items.map((course) => foldText(course.teachingModality.name));
      expect(names).toEqual([...names].sort());
      expect(new Set(names).size).toBeGreaterThan(1);

      const descending = await listResource(client, teachingModalitiesResource, {
        sort: { key: 'name', descending: true },
      });
      expect(descending.items.map((modality) => foldText(modality.name))).toEqual(
        db.teachingModalities
          .map((modality) => foldText(modality.name))
          .sort()
          .reverse(),
      );
    });

    it('search, sort and page together: the total counts every match, the page holds a slice', async () => {
      const page = await listResource(client, schoolUnitsResource, {
        page: 2,
        pageSize: 2,
        q: 'escola',
        sort: { key: 'name', descending: false },
      });
      const matching = db.schoolUnits
        .filter((unit) =>
          [unit.name, unit.principalName, unit.email ?? '', unit.address.city, unit.address.street]
            .map(foldText)
            .some((text) => text.includes('escola')),
        )
        .map((unit) => unit.name)
        .sort((a, b) => (foldText(a) < foldText(b) ? -1 : 1));
      expect(matching.length).toBeGreaterThan(3);
      expect(page.total).toBe(matching.length);
      expect(page.items.map((unit) => unit.name)).toEqual(matching.slice(2, 4));
    });
  });

  describe('get, create, update, delete', () => {
    it('get answers the record; an unknown id is 404 with the declaration’s message', async () => {
      const student = db.students[5]!;
      await expect(client.getStudentRecord(student.id)).resolves.toEqual({
        id: student.id,
        person: student.person,
        guardian: student.guardian,
      });
      const error = await failure(getResource(client, coursesResource, 'nao-existe'));
      expect(error).toMatchObject({ status: 404, message: coursesResource.notFound });
    });

    it('create resolves every reference field fooId into foo, the referenced record', async () => {
      const [modality, matrix, unit] = [
        db.teachingModalities[4]!,
        db.curriculumMatrices[2]!,
        db.schoolUnits[7]!,
      ];
      const course = await createResource(client, coursesResource, {
        name: 'Curso Integral',
        teachingModalityId: modality.id,
        curriculumMatrixId: matrix.id,
        schoolUnitId: unit.id,
      });
      expect(course).toEqual({
        id: expect.any(String),
        name: 'Curso Integral',
        teachingModality: { id: modality.id, name: modality.name },
        curriculumMatrix: { id: matrix.id, name: matrix.name },
        schoolUnit: { id: unit.id, name: unit.name },
      });
      expect((await client.getCoursesBySchoolUnit(unit.id)).map((row) => row.id)).toContain(
        course.id,
      );
    });

    it('create resolves the components of a matrix’s rows', async () => {
      const [math, art] = [db.curricularComponents[1]!, db.curricularComponents[2]!];
      const matrix = await createResource(client, curriculumMatricesResource, {
        name: 'Matriz Nova',
        matrix: [
          { curricularComponentId: math.id, workload: 160 },
          { curricularComponentId: art.id, workload: 40 },
        ],
      });
      expect(matrix.matrix).toEqual([
        { curricularComponent: { id: math.id, name: math.name }, workload: 160 },
        { curricularComponent: { id: art.id, name: art.name }, workload: 40 },
      ]);
    });

    it('create fills computed fields with plain values (a calendar starts INACTIVE)', async () => {
      const year = db.academicYears[1]!;
      const calendar = await createResource(client, academicCalendarsResource, {
        title: 'Calendário Especial',
        academicYearId: year.id,
      });
      expect(calendar).toMatchObject({
        title: 'Calendário Especial',
        status: 'INACTIVE',
        academicYear: { id: year.id, year: year.year },
      });
    });

    it('a new user’s password is kept for sign-in, never answered', async () => {
      const body = {
        cpf: '11144477735',
        email: 'nova@escola.gov.br',
        firstName: 'Nova',
        lastName: 'Pessoa',
        password: 'Senha@123',
        roleId: null,
        schoolUnitIds: [],
      };
      const created = await createResource(client, usersResource, body);
      const raw = await fetch(`${API}/users/${created.id}`, {
        headers: { Authorization: `Bearer ${$session.get().accessToken}` },
      });
      expect(await raw.json()).not.toHaveProperty('password');
      configureNavigation({ redirect: () => undefined, currentPath: () => '/sign-in' });
      await expect(
        client.login({ login: body.email, password: body.password }),
      ).resolves.toMatchObject({ accessToken: expect.any(String) });
    });

    it('a password in a user’s update is kept for sign-in and must then be changed', async () => {
      const user = db.users[1]!;
      const updated = await updateResource(client, usersResource, user.id, {
        password: 'Nova-Senha-42',
      });
      expect(updated).not.toHaveProperty('password');
      expect(db.passwords.get(user.id)).toBe('Nova-Senha-42');
      expect(db.passwordChangeRequired.has(user.id)).toBe(true);
      // An update without one leaves both alone.
      await updateResource(client, usersResource, db.users[2]!.id, { firstName: 'Rita' });
      expect(db.passwordChangeRequired.has(db.users[2]!.id)).toBe(false);
    });

    it('update merges the fields over the record and answers it whole', async () => {
      const unit = db.schoolUnits[0]!;
      const address = { ...unit.address, street: 'Rua Nova', complement: 'Sala 2' };
      const updated = await updateResource(client, schoolUnitsResource, unit.id, {
        principalName: 'Rita Lobo',
        address,
      });
      expect(updated).toEqual(
        v.parse(schoolUnitsResource.item, { ...unit, principalName: 'Rita Lobo', address }),
      );
      await expect(getResource(client, schoolUnitsResource, unit.id)).resolves.toEqual(updated);

      const course = db.courses[0]!;
      const otherModality = db.teachingModalities[0]!;
      const moved = await updateResource(client, coursesResource, course.id, {
        teachingModalityId: otherModality.id,
      });
      expect(moved.teachingModality).toEqual(otherModality);
      expect(moved.name).toBe(course.name);
    });

    it('delete answers 204 and the record is gone from the list', async () => {
      const modality = db.teachingModalities[0]!;
      await deleteResource(client, teachingModalitiesResource, modality.id);
      const rows = await listAll(client, teachingModalitiesResource);
      expect(rows.map((row) => row.id)).not.toContain(modality.id);
      const again = await failure(deleteResource(client, teachingModalitiesResource, modality.id));
      expect(again).toMatchObject({ status: 404, message: teachingModalitiesResource.notFound });
    });

    it('hold no server rules: a duplicate is stored as sent (a story sets a 409 itself)', async () => {
      const taken = db.users[1]!;
      const body = { cpf: taken.cpf, email: taken.email, firstName: 'Outra', lastName: 'Pessoa' };
      const created = await createResource(client, usersResource, {
        ...body,
        password: 'Senha@123',
        roleId: null,
        schoolUnitIds: [],
      });
      expect(created).toMatchObject(body);
      expect(db.users.filter((user) => user.cpf === taken.cpf)).toHaveLength(2);
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
    await expect(listAll(client, usersResource)).resolves.toEqual([]);
  });

  it('serverError: a 500 with the server’s message', async () => {
    server.use(serverError('post', '/teaching-modalities', API));
    await expect(
      createResource(client, teachingModalitiesResource, { name: 'X' }),
    ).rejects.toMatchObject({
      status: 500,
      message: serverMessages.internalError,
    });
  });

  it('serverErrorTimes: the first calls answer 500, the later ones the fixtures', async () => {
    server.use(serverErrorTimes('get', '/curricular-components', 2, API));
    for (const _ of [1, 2]) {
      await expect(listAll(client, curricularComponentsResource)).rejects.toMatchObject({
        status: 500,
      });
    }
    await expect(listAll(client, curricularComponentsResource)).resolves.toHaveLength(
      fixtureComponentNames.length,
    );
  });

  it('networkError: no answer, an ApiError with status 0 (no connection)', async () => {
    server.use(networkError('get', '/curricular-components', API));
    await expect(listAll(client, curricularComponentsResource)).rejects.toMatchObject({
      status: 0,
      message: 'Sem conexão com o servidor.',
    });
  });

  it('malformedList: no rows and one console report', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(malformedList('/curricular-components', API));
    await expect(listAll(client, curricularComponentsResource)).resolves.toEqual([]);
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it('unauthorized: 401, the session ends and the browser goes to /sign-in', async () => {
    const redirect = vi.fn();
    configureNavigation({ redirect, currentPath: () => '/app/turmas' });
    server.use(unauthorized('get', '/classrooms', API));
    await expect(listAll(client, classroomsResource)).rejects.toMatchObject({ status: 401 });
    expect($session.get().isAuthenticated).toBe(false);
    expect(redirect).toHaveBeenCalledWith('/sign-in');
  });

  it('badRequest: a 400 with the field issues the story gives', async () => {
    const issues = [{ path: 'address.zipCode', message: 'CEP inválido' }];
    server.use(badRequest('patch', '/school-units/:id', issues, API));
    const error = (await updateResource(client, schoolUnitsResource, 'u1', {}).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error).toMatchObject({ status: 400, message: serverMessages.invalidBody, issues });
    expect(error.fieldErrors).toEqual({ 'address.zipCode': 'CEP inválido' });
  });

  it('conflict: a 409 with the story’s message (a delete of a record in use)', async () => {
    const message = 'A modalidade é usada por 3 cursos e não pode ser excluída.';
    server.use(conflict('delete', '/teaching-modalities/:id', message, API));
    await expect(
      deleteResource(client, teachingModalitiesResource, 'qualquer'),
    ).rejects.toMatchObject({ status: 409, message });
  });

  it('unprocessable: a 422 with the story’s message', async () => {
    server.use(unprocessable('post', '/classrooms', serverMessages.courseNotInSchoolUnit, API));
    await expect(
      createResource(client, classroomsResource, {
        name: 'T',
        shift: 'NIGHT',
        schoolUnitId: 'u',
        courseId: 'c',
      }),
    ).rejects.toMatchObject({ status: 422, message: serverMessages.courseNotInSchoolUnit });
  });

  it('notFound: a 404, with the generic message unless the story names one', async () => {
    server.use(notFound('get', '/users/:id', undefined, API));
    await expect(getResource(client, usersResource, 'x')).rejects.toMatchObject({
      status: 404,
      message: serverMessages.notFound,
    });
    server.use(notFound('patch', '/users/:id', usersResource.notFound, API));
    await expect(updateResource(client, usersResource, 'x', {})).rejects.toMatchObject({
      status: 404,
      message: usersResource.notFound,
    });
  });

  it('emptyList: a page of nothing, total 0', async () => {
    server.use(emptyList('/students', API));
    await expect(listResource(client, studentsResource, { page: 1 })).resolves.toEqual({
      items: [],
      total: 0,
    });
  });

  it('loadingForever: the call never settles', async () => {
    server.use(loadingForever('get', '/students', API));
    const outcome = await Promise.race([
      listAll(client, studentsResource).then(() => 'settled'),
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
    const users = await listAll(client, usersResource);
    expect(users.map((user) => user.email)).toContain(FIXTURE_ADMIN_EMAIL);
    server.use(emptyList('/school-units'));
    await expect(listAll(client, schoolUnitsResource)).resolves.toEqual([]);
  });
});
