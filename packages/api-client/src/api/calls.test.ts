import {
  academicCalendarListSchema,
  academicCalendarsResource,
  academicTermListSchema,
  academicTermsResource,
  academicYearListSchema,
  academicYearsResource,
  classroomListSchema,
  classroomsResource,
  courseListSchema,
  coursesResource,
  curricularComponentListSchema,
  curricularComponentsResource,
  curriculumMatricesResource,
  curriculumMatrixListSchema,
  registryResources,
  schoolDayListSchema,
  schoolDaysResource,
  schoolDayTypeListSchema,
  schoolDayTypesResource,
  schoolUnitListSchema,
  schoolUnitsResource,
  studentListItemSchema,
  studentsResource,
  teachingModalitiesResource,
  teachingModalityListSchema,
  userListSchema,
  usersResource,
} from '@lousa/domain';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../../test/msw.ts';
import { signTestToken } from '../../test/tokens.ts';
import type { ApiClient } from '../client.ts';
import {
  createFixtureDb,
  FIXTURE_ADMIN_EMAIL,
  FIXTURE_ADMIN_PASSWORD,
  type FixtureDb,
} from '../mocks/db.ts';
import { studentListItemOf } from '../mocks/fixture-students.ts';
import { createHandlers } from '../mocks/handlers.ts';
import { fixtureRows } from '../mocks/resource-handlers.ts';
import {
  createResource,
  deleteResource,
  getResource,
  itemPath,
  listAll,
  listResource,
  updateResource,
} from '../resources/calls.ts';
import { setSession } from '../session/store.ts';
import { checkAccessToken } from '../session/token.ts';

let db: FixtureDb = createFixtureDb();
const server = setupMockServer();

beforeEach(async () => {
  db = createFixtureDb();
  server.use(...createHandlers(db, { baseUrl: API }));
  const token = await signTestToken();
  const check = checkAccessToken(token);
  if (check.status === 'valid') setSession(token, check.user);
});

/** The declarations whose whole list the spec calls for. */
type ListedResource = (typeof registryResources)[number] | typeof studentsResource;
type ListCall = [ListedResource, string, v.GenericSchema, () => unknown[]];
const lists: ListCall[] = [
  [usersResource, '/api/users', userListSchema, () => db.users],
  [schoolUnitsResource, '/api/school-units', schoolUnitListSchema, () => db.schoolUnits],
  [coursesResource, '/api/courses', courseListSchema, () => db.courses],
  [classroomsResource, '/api/classrooms', classroomListSchema, () => db.classrooms],
  [academicTermsResource, '/api/academic-terms', academicTermListSchema, () => db.academicTerms],
  [
    academicCalendarsResource,
    '/api/academic-calendars',
    academicCalendarListSchema,
    () => db.academicCalendars,
  ],
  [
    academicYearsResource,
    '/api/academic-calendars/years',
    academicYearListSchema,
    () => db.academicYears,
  ],
  [
    schoolDayTypesResource,
    '/api/school-day-types',
    schoolDayTypeListSchema,
    () => db.schoolDayTypes,
  ],
  [schoolDaysResource, '/api/school-days', schoolDayListSchema, () => db.schoolDays],
  [
    studentsResource,
    '/api/students',
    v.array(studentListItemSchema),
    () => db.students.map((student) => studentListItemOf(student, db.enrollments)),
  ],
  [
    teachingModalitiesResource,
    '/api/teaching-modalities',
    teachingModalityListSchema,
    () => db.teachingModalities,
  ],
  [
    curricularComponentsResource,
    '/api/curricular-components',
    curricularComponentListSchema,
    () => db.curricularComponents,
  ],
  [
    curriculumMatricesResource,
    '/api/curriculum-matrices',
    curriculumMatrixListSchema,
    () => db.curriculumMatrices,
  ],
];

describe('GET calls', () => {
  it.each(lists.map(([def, path, ...rest]) => [def.key, path, def, ...rest] as const))(
    'listAll(%s) → GET %s, Bearer, rows parsed with the domain schema',
    async (_, path, def, schema, rows) => {
      const { client, sent } = createSpiedClient();
      const result = await listAll(client, def as typeof usersResource);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.method).toBe('GET');
      expect(sent[0]?.url.pathname).toBe(path);
      expect(sent[0]?.headers.get('Authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
      expect(sent[0]?.body).toBeUndefined();
      expect(result.length).toBeGreaterThan(0);
      expect(result).toEqual(v.parse(schema, rows()));
    },
  );

  it('getCoursesBySchoolUnit → GET /courses/school-unit/{id}: only that unit’s courses', async () => {
    const unit = db.schoolUnits[0]!;
    const { client, sent } = createSpiedClient();
    const courses = await client.getCoursesBySchoolUnit(unit.id);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe(`/api/courses/school-unit/${unit.id}`);
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.every((course) => course.schoolUnit.id === unit.id)).toBe(true);
  });
});

describe('POST calls', () => {
  function ids() {
    return {
      modality: db.teachingModalities[0]!.id,
      matrix: db.curriculumMatrices[0]!.id,
      unit: db.schoolUnits[0]!.id,
      course: db.courses.find((course) => course.schoolUnit.id === db.schoolUnits[0]!.id)!.id,
      year: db.academicYears[0]!.id,
      calendar: db.academicCalendars[0]!.id,
      type: db.schoolDayTypes[0]!.id,
      component: db.curricularComponents[0]!.id,
    };
  }

  type PostCall = [
    string,
    string,
    (
      client: ApiClient,
      id: ReturnType<typeof ids>,
    ) => { body: unknown; run: () => Promise<unknown> },
    (created: Record<string, unknown>) => void,
  ];

  const posts: PostCall[] = [
    [
      usersResource.key,
      '/api/users',
      (client) => {
        const body = {
          cpf: '11144477735',
          email: 'nova@escola.gov.br',
          firstName: 'Nova',
          lastName: 'Pessoa',
          password: 'Senha@123',
          roleId: null,
          schoolUnitIds: [],
        };
        return { body, run: () => createResource(client, usersResource, body) };
      },
      (created) =>
        expect(created).toMatchObject({
          cpf: '11144477735',
          email: 'nova@escola.gov.br',
          role: null,
        }),
    ],
    [
      schoolUnitsResource.key,
      '/api/school-units',
      (client) => {
        const body = {
          cnpj: '11222333000181',
          name: 'Escola Municipal Cora Coralina',
          address: {
            street: 'Rua das Flores',
            number: '10',
            neighborhood: 'Centro',
            city: 'Goiânia',
            state: 'GO',
            zipCode: '74000000',
          },
          area: 'URBAN' as const,
          principalName: 'Helena Prado',
          inepCode: '52012345',
          email: 'cora@escola.gov.br',
          phone: '62999998888',
        };
        return { body, run: () => createResource(client, schoolUnitsResource, body) };
      },
      (created) => expect(created).toMatchObject({ cnpj: '11222333000181', area: 'URBAN' }),
    ],
    [
      coursesResource.key,
      '/api/courses',
      (client, id) => {
        const body = {
          name: 'Ensino Fundamental I',
          teachingModalityId: id.modality,
          curriculumMatrixId: id.matrix,
          schoolUnitId: id.unit,
        };
        return { body, run: () => createResource(client, coursesResource, body) };
      },
      (created) =>
        expect(created).toMatchObject({
          name: 'Ensino Fundamental I',
          schoolUnit: { id: db.schoolUnits[0]!.id },
        }),
    ],
    [
      classroomsResource.key,
      '/api/classrooms',
      (client, id) => {
        const body = {
          name: '1º ANO C',
          shift: 'MORNING' as const,
          schoolUnitId: id.unit,
          courseId: id.course,
        };
        return { body, run: () => createResource(client, classroomsResource, body) };
      },
      (created) => expect(created).toMatchObject({ name: '1º ANO C', shift: 'MORNING' }),
    ],
    [
      academicTermsResource.key,
      '/api/academic-terms',
      (client, id) => {
        const body = {
          title: '5º Bimestre',
          startDate: '2025-03-01T00:00:00.000Z',
          endDate: '2025-04-30T00:00:00.000Z',
          academicCalendarId: id.calendar,
        };
        return { body, run: () => createResource(client, academicTermsResource, body) };
      },
      (created) =>
        expect(created).toMatchObject({
          title: '5º Bimestre',
          academicCalendar: { id: db.academicCalendars[0]!.id },
        }),
    ],
    [
      academicCalendarsResource.key,
      '/api/academic-calendars',
      (client, id) => {
        const body = { title: 'Calendário Especial', academicYearId: id.year };
        return { body, run: () => createResource(client, academicCalendarsResource, body) };
      },
      (created) =>
        expect(created).toMatchObject({ title: 'Calendário Especial', status: 'INACTIVE' }),
    ],
    [
      academicYearsResource.key,
      '/api/academic-calendars/years',
      (client) => {
        const body = {
          year: '2027',
          startDate: '2027-02-01T00:00:00.000Z',
          endDate: '2027-12-17T00:00:00.000Z',
        };
        return { body, run: () => createResource(client, academicYearsResource, body) };
      },
      (created) => expect(created).toMatchObject({ id: expect.any(String), year: '2027' }),
    ],
    [
      schoolDayTypesResource.key,
      '/api/school-day-types',
      (client) => {
        const body = { description: 'Reunião pedagógica' };
        return { body, run: () => createResource(client, schoolDayTypesResource, body) };
      },
      (created) =>
        expect(created).toMatchObject({
          id: expect.any(String),
          description: 'Reunião pedagógica',
        }),
    ],
    [
      schoolDaysResource.key,
      '/api/school-days',
      (client, id) => {
        const body = {
          date: '2025-05-10T00:00:00.000Z',
          academicCalendarId: id.calendar,
          typeId: id.type,
        };
        return { body, run: () => createResource(client, schoolDaysResource, body) };
      },
      (created) => expect(created).toMatchObject({ date: '2025-05-10T00:00:00.000Z' }),
    ],
    [
      teachingModalitiesResource.key,
      '/api/teaching-modalities',
      (client) => {
        const body = { name: 'Ensino Médio' };
        return { body, run: () => createResource(client, teachingModalitiesResource, body) };
      },
      (created) => expect(created).toMatchObject({ id: expect.any(String), name: 'Ensino Médio' }),
    ],
    [
      curricularComponentsResource.key,
      '/api/curricular-components',
      (client) => {
        const body = { name: 'Filosofia' };
        return { body, run: () => createResource(client, curricularComponentsResource, body) };
      },
      (created) => expect(created).toMatchObject({ name: 'Filosofia' }),
    ],
    [
      curriculumMatricesResource.key,
      '/api/curriculum-matrices',
      (client, id) => {
        const body = {
          name: 'Matriz Integral',
          matrix: [{ curricularComponentId: id.component, workload: 80 }],
        };
        return { body, run: () => createResource(client, curriculumMatricesResource, body) };
      },
      (created) =>
        expect(created).toMatchObject({ name: 'Matriz Integral', matrix: [{ workload: 80 }] }),
    ],
  ];

  it.each(posts)(
    'createResource(%s) → POST %s with the JSON body, Bearer; answers the created resource',
    async (_, path, make, check) => {
      const { client, sent } = createSpiedClient();
      const { body, run } = make(client, ids());
      const created = (await run()) as Record<string, unknown>;
      expect(sent).toHaveLength(1);
      expect(sent[0]?.method).toBe('POST');
      expect(sent[0]?.url.pathname).toBe(path);
      expect(sent[0]?.body).toEqual(body);
      expect(sent[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
      expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
      expect(created.id).toEqual(expect.any(String));
      check(created);
    },
  );
});

describe('auth calls', () => {
  it('login → POST /auth {login, password} without Authorization; answers accessToken', async () => {
    const { client, sent } = createSpiedClient();
    const answer = await client.login({
      login: FIXTURE_ADMIN_EMAIL,
      password: FIXTURE_ADMIN_PASSWORD,
    });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.pathname).toBe('/api/auth');
    expect(sent[0]?.body).toEqual({ login: FIXTURE_ADMIN_EMAIL, password: FIXTURE_ADMIN_PASSWORD });
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
    expect(checkAccessToken(answer.accessToken).status).toBe('valid');
  });

  it('refreshToken → POST /auth/refresh-token without Authorization; answers token', async () => {
    const { client, sent } = createSpiedClient();
    await client.login({ login: FIXTURE_ADMIN_EMAIL, password: FIXTURE_ADMIN_PASSWORD });
    const { token } = await client.refreshToken();
    expect(sent[1]?.method).toBe('POST');
    expect(sent[1]?.url.pathname).toBe('/api/auth/refresh-token');
    expect(sent[1]?.headers.has('Authorization')).toBe(false);
    expect(checkAccessToken(token).status).toBe('valid');
  });

  it('logout → POST /auth/logout (204) with keepalive', async () => {
    const { client, sent, fetchSpy } = createSpiedClient();
    await expect(client.logout()).resolves.toBeUndefined();
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.pathname).toBe('/api/auth/logout');
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
  });
});

describe('generic resource calls', () => {
  /** The fixture rows of a declaration, wherever the fixture db keeps them. */
  const rowsOf = (key: string) => fixtureRows(db, key);

  it('listResource sends page, pageSize, q and sort and answers the page with its total', async () => {
    const { client, sent } = createSpiedClient();
    const page = await listResource(client, coursesResource, {
      page: 2,
      pageSize: 5,
      q: '  ensino  ',
      sort: { key: 'schoolUnit', descending: true },
    });
    expect(sent[0]?.url.pathname).toBe('/api/courses');
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({
      page: '2',
      pageSize: '5',
      q: 'ensino',
      sort: '-schoolUnit',
    });
    const matching = db.courses.filter((course) => course.name.includes('Ensino'));
    expect(page.total).toBe(matching.length);
    expect(page.items).toHaveLength(5);
  });

  it('listAll asks for the whole list: no paging parameters', async () => {
    const { client, sent } = createSpiedClient();
    const rows = await listAll(client, academicYearsResource);
    expect(sent[0]?.url.pathname).toBe('/api/academic-calendars/years');
    expect(sent[0]?.url.search).toBe('');
    expect(rows.map((row) => row.year)).toEqual(['2025', '2026']);
  });

  it('listResource with an empty query also asks for the whole list, with its total', async () => {
    const { client, sent } = createSpiedClient();
    const page = await listResource(client, studentsResource, {});
    expect(sent[0]?.url.search).toBe('');
    expect(page.items).toHaveLength(db.students.length);
    expect(page.total).toBe(db.students.length);
  });

  it('getStudentRecord → GET /students/<id>: the full record (person and guardian)', async () => {
    const student = db.students[2]!;
    const { client, sent } = createSpiedClient();
    const record = await client.getStudentRecord(student.id);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe(`/api/students/${student.id}`);
    expect(record).toEqual({ id: student.id, person: student.person, guardian: student.guardian });
  });

  it.each(registryResources.map((def) => [def.key, def] as const))(
    '%s: getResource → GET <path>/<id>, answers the record parsed with the item schema',
    async (key, def) => {
      const row = rowsOf(key)[1]!;
      const { client, sent } = createSpiedClient();
      const item = await getResource(client, def as typeof usersResource, row.id);
      expect(sent[0]?.method).toBe('GET');
      expect(sent[0]?.url.pathname).toBe(`/api${def.path}/${row.id}`);
      expect(item).toEqual(v.parse(def.item, row));
    },
  );

  it.each(registryResources.map((def) => [def.key, def] as const))(
    '%s: updateResource → PATCH <path>/<id> with the fields; deleteResource → DELETE, 204',
    async (key, def) => {
      const row = rowsOf(key)[0]!;
      const { client, sent } = createSpiedClient();
      const updated = await updateResource(
        client,
        def as typeof teachingModalitiesResource,
        row.id,
        {},
      );
      expect(sent[0]?.method).toBe('PATCH');
      expect(sent[0]?.url.pathname).toBe(`/api${def.path}/${row.id}`);
      expect(sent[0]?.body).toEqual({});
      expect(updated).toEqual(v.parse(def.item, row));

      await expect(
        deleteResource(client, def as typeof teachingModalitiesResource, row.id),
      ).resolves.toBeUndefined();
      expect(sent[1]?.method).toBe('DELETE');
      expect(sent[1]?.url.pathname).toBe(`/api${def.path}/${row.id}`);
      expect(rowsOf(key).some((candidate) => candidate.id === row.id)).toBe(false);
    },
  );

  it('updateResource answers the record as it now is', async () => {
    const matrix = db.curriculumMatrices[0]!;
    const component = db.curricularComponents[8]!;
    const { client } = createSpiedClient();
    const updated = await updateResource(client, curriculumMatricesResource, matrix.id, {
      matrix: [{ curricularComponentId: component.id, workload: 40 }],
    });
    expect(updated).toEqual({
      id: matrix.id,
      name: matrix.name,
      matrix: [{ curricularComponent: { id: component.id, name: component.name }, workload: 40 }],
    });
  });

  it('itemPath encodes the id', () => {
    expect(itemPath(teachingModalitiesResource, 'a/b c')).toBe('/teaching-modalities/a%2Fb%20c');
  });
});
