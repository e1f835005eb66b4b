import {
  academicCalendarListSchema,
  academicCalendarsResource,
  academicTermListSchema,
  academicTermsResource,
  academicYearListSchema,
  academicYearsResource,
  type Classroom,
  type Course,
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
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../../test/msw.ts';
import { signTestToken } from '../../test/tokens.ts';
import type { ApiClient } from '../client.ts';
import { recordedAnswer } from '../mocks/recorded.ts';
import { recordedHandlers } from '../mocks/recorded-handlers.ts';
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

const server = setupMockServer();
type Row = { id: string } & Record<string, unknown>;
/** The administrator's recorded list at `path` (the demo network's rows). */
const recorded = <T = Row>(path: string) => recordedAnswer<T[]>('administrador', `GET ${path}`);
/** The administrator's sign-in as the recording has it (the mocks take any password). */
const ADMIN_LOGIN = {
  login: recordedAnswer<{ email: string }>('administrador', 'GET /me').email,
  password: 'Senha-de-teste-1',
};

beforeEach(async () => {
  server.use(...recordedHandlers({ baseUrl: API }));
  const token = await signTestToken();
  const check = checkAccessToken(token);
  if (check.status === 'valid') setSession(token, check.user);
});

/** The declarations whose whole list the spec calls for. */
type ListedResource = (typeof registryResources)[number] | typeof studentsResource;
type ListCall = [ListedResource, string, v.GenericSchema, () => unknown[]];
const lists: ListCall[] = [
  [usersResource, '/api/users', userListSchema, () => recorded(usersResource.path)],
  [
    schoolUnitsResource,
    '/api/school-units',
    schoolUnitListSchema,
    () => recorded(schoolUnitsResource.path),
  ],
  [coursesResource, '/api/courses', courseListSchema, () => recorded(coursesResource.path)],
  [
    classroomsResource,
    '/api/classrooms',
    classroomListSchema,
    () => recorded(classroomsResource.path),
  ],
  [
    academicTermsResource,
    '/api/academic-terms',
    academicTermListSchema,
    () => recorded(academicTermsResource.path),
  ],
  [
    academicCalendarsResource,
    '/api/academic-calendars',
    academicCalendarListSchema,
    () => recorded(academicCalendarsResource.path),
  ],
  [
    academicYearsResource,
    '/api/academic-calendars/years',
    academicYearListSchema,
    () => recorded(academicYearsResource.path),
  ],
  [
    schoolDayTypesResource,
    '/api/school-day-types',
    schoolDayTypeListSchema,
    () => recorded(schoolDayTypesResource.path),
  ],
  [
    schoolDaysResource,
    '/api/school-days',
    schoolDayListSchema,
    () => recorded(schoolDaysResource.path),
  ],
  [
    studentsResource,
    '/api/students',
    v.array(studentListItemSchema),
    () => recorded(studentsResource.path),
  ],
  [
    teachingModalitiesResource,
    '/api/teaching-modalities',
    teachingModalityListSchema,
    () => recorded(teachingModalitiesResource.path),
  ],
  [
    curricularComponentsResource,
    '/api/curricular-components',
    curricularComponentListSchema,
    () => recorded(curricularComponentsResource.path),
  ],
  [
    curriculumMatricesResource,
    '/api/curriculum-matrices',
    curriculumMatrixListSchema,
    () => recorded(curriculumMatricesResource.path),
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
    // The recording holds the courses of the first unit.
    const unit = recorded(schoolUnitsResource.path)[0]!;
    const { client, sent } = createSpiedClient();
    const courses = await client.getCoursesBySchoolUnit(unit.id);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe(`/api/courses/school-unit/${unit.id}`);
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.every((course) => course.schoolUnit.id === unit.id)).toBe(true);
  });

  it('getCourseGradeLevels → GET /courses/{id}/grade-levels: the course’s levels in order', async () => {
    const course = recorded<Course>(coursesResource.path)[0]!;
    const { client, sent } = createSpiedClient();
    const levels = await client.getCourseGradeLevels(course.id);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe(`/api/courses/${course.id}/grade-levels`);
    expect(levels.length).toBeGreaterThan(0);
    expect(levels).toEqual(course.gradeLevels);
  });

  it('listAll with filters → GET <path>?<filters>, no paging: what they keep', async () => {
    // The year of the demo's classrooms (the year in progress).
    const year = recorded<Classroom>(classroomsResource.path)[0]!.academicYear;
    const { client, sent } = createSpiedClient();
    const rows = await listAll(client, classroomsResource, undefined, {
      academicYearId: year.id,
      schoolUnitId: ' ',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.pathname).toBe('/api/classrooms');
    expect([...(sent[0]?.url.searchParams ?? [])]).toEqual([['academicYearId', year.id]]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.academicYear.id === year.id)).toBe(true);
  });
});

describe('POST calls', () => {
  function ids() {
    const first = (path: string) => recorded(path)[0]!.id;
    return {
      modality: first(teachingModalitiesResource.path),
      matrix: first(curriculumMatricesResource.path),
      unit: first(schoolUnitsResource.path),
      course: first(coursesResource.path),
      level: (recorded(coursesResource.path)[0] as unknown as { gradeLevels: { id: string }[] })
        .gradeLevels[0]!.id,
      year: first(academicYearsResource.path),
      calendar: first(academicCalendarsResource.path),
      type: first(schoolDayTypesResource.path),
      component: first(curricularComponentsResource.path),
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
        expect(created).toMatchObject({ cpf: '11144477735', email: 'nova@escola.gov.br' }),
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
      (created) => expect(created).toMatchObject({ name: 'Ensino Fundamental I' }),
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
          academicYearId: id.year,
          gradeLevelId: id.level,
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
      (created) => expect(created).toMatchObject({ title: '5º Bimestre' }),
    ],
    [
      academicCalendarsResource.key,
      '/api/academic-calendars',
      (client, id) => {
        const body = { title: 'Calendário Especial', academicYearId: id.year, schoolUnitIds: [] };
        return { body, run: () => createResource(client, academicCalendarsResource, body) };
      },
      (created) => expect(created).toMatchObject({ title: 'Calendário Especial' }),
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
        const body = { description: 'Reunião pedagógica', kind: 'PLANEJAMENTO' as const };
        return { body, run: () => createResource(client, schoolDayTypesResource, body) };
      },
      (created) =>
        expect(created).toMatchObject({
          id: expect.any(String),
          description: 'Reunião pedagógica',
          kind: 'PLANEJAMENTO',
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
      (created) => expect(created).toMatchObject({ name: 'Matriz Integral' }),
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
    const answer = await client.login(ADMIN_LOGIN);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.pathname).toBe('/api/auth');
    expect(sent[0]?.body).toEqual(ADMIN_LOGIN);
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
    expect(checkAccessToken(answer.accessToken).status).toBe('valid');
  });

  it('refreshToken → POST /auth/refresh-token without Authorization; answers token', async () => {
    const { client, sent } = createSpiedClient();
    await client.login(ADMIN_LOGIN);
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
  it('listResource sends page, pageSize, q and sort and answers the page with its total', async () => {
    // The server's search and sort are the contract test's: here, the page it answers.
    const courses = recorded(coursesResource.path);
    server.use(
      http.get(`${API}${coursesResource.path}`, () =>
        HttpResponse.json(courses.slice(0, 5), { headers: { 'X-Total-Count': '7' } }),
      ),
    );
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
    expect(page.total).toBe(7);
    expect(page.items).toEqual(v.parse(courseListSchema, courses.slice(0, 5)));
  });

  it('listAll asks for the whole list: no paging parameters', async () => {
    const { client, sent } = createSpiedClient();
    const rows = await listAll(client, academicYearsResource);
    expect(sent[0]?.url.pathname).toBe('/api/academic-calendars/years');
    expect(sent[0]?.url.search).toBe('');
    expect(rows.map((row) => row.year)).toEqual(
      recorded<{ year: string }>(academicYearsResource.path).map((row) => row.year),
    );
  });

  it('listResource with an empty query also asks for the whole list, with its total', async () => {
    const { client, sent } = createSpiedClient();
    const page = await listResource(client, studentsResource, {});
    expect(sent[0]?.url.search).toBe('');
    const students = recorded(studentsResource.path);
    expect(page.items).toHaveLength(students.length);
    expect(page.total).toBe(students.length);
  });

  it('getStudentRecord → GET /students/<id>: the full record (person and guardian)', async () => {
    const student = recorded(studentsResource.path)[0]!;
    const stored = recordedAnswer<Row>('administrador', `GET /students/${student.id}`);
    const { client, sent } = createSpiedClient();
    const record = await client.getStudentRecord(student.id);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe(`/api/students/${student.id}`);
    expect(record).toEqual({ id: student.id, person: stored.person, guardian: stored.guardian });
  });

  it.each(registryResources.map((def) => [def.key, def] as const))(
    '%s: getResource → GET <path>/<id>, answers the record parsed with the item schema',
    async (_, def) => {
      const row = recorded(def.path)[1]!;
      const { client, sent } = createSpiedClient();
      const item = await getResource(client, def as typeof usersResource, row.id);
      expect(sent[0]?.method).toBe('GET');
      expect(sent[0]?.url.pathname).toBe(`/api${def.path}/${row.id}`);
      expect(item).toEqual(v.parse(def.item, row));
    },
  );

  it.each(registryResources.map((def) => [def.key, def] as const))(
    '%s: updateResource → PATCH <path>/<id> with the fields; deleteResource → DELETE, 204',
    async (_, def) => {
      const row = recorded(def.path)[0]!;
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
      const after = await listAll(client, def as typeof teachingModalitiesResource);
      expect(after.some((candidate) => candidate.id === row.id)).toBe(false);
    },
  );

  it('updateResource answers the record as the server now has it', async () => {
    const matrix = recorded<{ id: string; name: string }>(curriculumMatricesResource.path)[0]!;
    const component = recorded<{ id: string; name: string }>(curricularComponentsResource.path).at(
      -1,
    )!;
    const now = {
      id: matrix.id,
      name: matrix.name,
      matrix: [{ curricularComponent: { id: component.id, name: component.name }, workload: 40 }],
    };
    server.use(
      http.patch(`${API}${curriculumMatricesResource.path}/:id`, () => HttpResponse.json(now)),
    );
    const { client } = createSpiedClient();
    const updated = await updateResource(client, curriculumMatricesResource, matrix.id, {
      matrix: [{ curricularComponentId: component.id, workload: 40 }],
    });
    expect(updated).toEqual(now);
  });

  it('itemPath encodes the id', () => {
    expect(itemPath(teachingModalitiesResource, 'a/b c')).toBe('/teaching-modalities/a%2Fb%20c');
  });
});
