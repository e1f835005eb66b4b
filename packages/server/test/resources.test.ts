import {
  academicCalendarListSchema,
  academicCalendarSchema,
  academicTermListSchema,
  academicTermSchema,
  academicYearListSchema,
  academicYearSchema,
  classroomListSchema,
  classroomSchema,
  courseListSchema,
  courseSchema,
  curricularComponentListSchema,
  curricularComponentSchema,
  curriculumMatrixListSchema,
  curriculumMatrixSchema,
  type Me,
  messages,
  PERMISSIONS,
  roleItemSchema,
  schoolDayListSchema,
  schoolDaySchema,
  schoolDayTypeListSchema,
  schoolDayTypeSchema,
  schoolUnitListSchema,
  schoolUnitSchema,
  serverMessages,
  studentListItemSchema,
  teachingModalitiesResource,
  teachingModalityListSchema,
  teachingModalitySchema,
  userListSchema,
  userSchema,
} from '@lousa/domain';
import { decodeJwt } from 'jose';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { useSchool } from './builders.ts';
import { ADMIN, MISSING_ID, TestClient } from './helpers.ts';

let server: RunningServer;
let api: TestClient;
/** The server's clock, moved by the status tests. */
let clock = new Date('2026-06-15T15:00:00Z');
const school = useSchool({ testing: { now: () => clock } });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(() => {
  ({ server, admin: api } = school);
});

/** Moves the server's clock and signs in again (tokens follow the server's clock). */
async function setClock(iso: string) {
  clock = new Date(iso);
  await api.login();
}

/** POST that must create: 201, the entity shape, a uuid id. */
async function create<T extends { id: string }>(
  path: string,
  body: unknown,
  schema: v.GenericSchema,
): Promise<T> {
  const answer = await api.post<T>(path, body);
  expect(answer.status, `${path}: ${answer.text}`).toBe(201);
  expect(v.is(schema, answer.body), `${path}: ${answer.text}`).toBe(true);
  expect(answer.body.id).toMatch(UUID);
  return answer.body;
}

/** GET of a list: 200, a JSON array that passes the domain's list schema. */
async function list<T>(path: string, schema: v.GenericSchema): Promise<T[]> {
  const answer = await api.get<T[]>(path);
  expect(answer.status).toBe(200);
  expect(Array.isArray(answer.body)).toBe(true);
  const parsed = v.safeParse(schema, answer.body);
  expect(parsed.success, `${path}: ${JSON.stringify(parsed.issues?.[0])}`).toBe(true);
  return answer.body;
}

function expectIssue(answer: { status: number; body: unknown }, path: string, message: string) {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({
    message: serverMessages.invalidBody,
    issues: expect.arrayContaining([{ path, message }]),
  });
}

const unitBody = (cnpj: string, extra: Record<string, unknown> = {}) => ({
  cnpj,
  name: 'Escola Municipal Monteiro Lobato',
  address: {
    street: 'Rua das Flores',
    number: '120',
    neighborhood: 'Centro',
    city: 'Campinas',
    state: 'SP',
    zipCode: '13.010-000',
  },
  area: 'URBAN',
  principalName: 'Maria Aparecida Lima',
  email: 'contato@monteirolobato.edu.br',
  phone: '(19) 98888-7777',
  ...extra,
});

describe('users', () => {
  it('lists users without passwords, the first admin with its role', async () => {
    const answer = await api.get('/api/users');
    expect(answer.text).not.toMatch(/password|scrypt/i);
    const users = await list<v.InferOutput<typeof userSchema>>('/api/users', userListSchema);
    expect(users[0]).toMatchObject({
      email: ADMIN.email,
      cpf: ADMIN.cpf,
      role: { name: 'Administrador' },
    });
  });

  it('creates a user without a role (201), listed last; it can sign in', async () => {
    const created = await create<v.InferOutput<typeof userSchema>>(
      '/api/users',
      {
        cpf: '111.444.777-35',
        email: 'Joana.Prado@Escola.test',
        firstName: 'Joana',
        lastName: 'Prado',
        password: 'senha-da-joana',
      },
      userSchema,
    );
    expect(created).toEqual({
      id: expect.any(String),
      cpf: '11144477735',
      email: 'joana.prado@escola.test',
      firstName: 'Joana',
      lastName: 'Prado',
      role: null,
      schoolUnits: [],
      active: true,
    });
    expect(JSON.stringify(created)).not.toMatch(/password|senha/i);
    const users = await list<{ id: string }>('/api/users', userListSchema);
    expect(users.at(-1)?.id).toBe(created.id);

    const joana = new TestClient(server.url);
    await joana.firstLogin('11144477735', 'senha-da-joana');
    const claims = decodeJwt(joana.token as string);
    expect(claims).toMatchObject({ sub: created.id });
    // Without a role: /me answers (nothing granted), every data route refuses (deny by default).
    const me = await joana.get<Me>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: created.id, role: null, permissions: [] });
    const denied = await joana.get('/api/teaching-modalities');
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: serverMessages.permissionDenied });
  });

  it('answers 409 for a CPF or an e-mail already taken', async () => {
    const taken = await api.post('/api/users', {
      cpf: '11144477735',
      email: 'outra@escola.test',
      firstName: 'Outra',
      lastName: 'Pessoa',
      password: 'Outra-senha-9',
    });
    expect(taken.status).toBe(409);
    // An administrator may read users: the answer names whose CPF it is.
    const holder = serverMessages.cpfBelongsTo('Joana Prado');
    expect(taken.body).toEqual({ message: holder, issues: [{ path: 'cpf', message: holder }] });
    const email = await api.post('/api/users', {
      cpf: '935.411.347-80',
      email: 'JOANA.prado@escola.test',
      firstName: 'Outra',
      lastName: 'Pessoa',
      password: 'Outra-senha-9',
    });
    expect(email.status).toBe(409);
    expect(email.body).toEqual({
      message: serverMessages.emailTaken,
      issues: [{ path: 'email', message: serverMessages.emailTaken }],
    });
  });

  it('answers 422 beside "Unidades Escolares" for a unit role without a unit, or a missing unit', async () => {
    const roles = await list<{ id: string; name: string }>('/api/roles', v.array(roleItemSchema));
    const secretary = roles.find((role) => role.name === 'Secretaria Escolar');
    const body = {
      cpf: '935.411.347-80',
      email: 'sem.unidade@escola.test',
      firstName: 'Sem',
      lastName: 'Unidade',
      password: 'Senha-sem-unidade-9',
      roleId: secretary?.id,
    };
    const none = await api.post('/api/users', { ...body, schoolUnitIds: [] });
    expect(none.status).toBe(422);
    expect(none.body).toEqual({
      message: serverMessages.schoolUnitsRequired,
      issues: [{ path: 'schoolUnitIds', message: serverMessages.schoolUnitsRequired }],
    });
    const missing = await api.post('/api/users', { ...body, schoolUnitIds: [MISSING_ID] });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      message: serverMessages.schoolUnitNotFound,
      issues: [{ path: 'schoolUnitIds', message: serverMessages.schoolUnitNotFound }],
    });
  });

  it('answers 400 with the form messages', async () => {
    expectIssue(await api.post('/api/users', { email: 'a@b.co' }), 'cpf', 'O CPF é obrigatório!');
    expectIssue(
      await api.post('/api/users', {
        cpf: '111.111.111-11',
        email: 'nao-e-email',
        firstName: 'A',
        lastName: 'B',
        password: 'x',
      }),
      'cpf',
      'CPF inválido!',
    );
    expectIssue(
      await api.post('/api/users', {
        cpf: '52998224725',
        email: 'nao-e-email',
        firstName: 'A',
        lastName: 'B',
        password: 'x',
      }),
      'email',
      'Email inválido',
    );
    expectIssue(
      await api.post('/api/users', {
        cpf: '935.411.347-80',
        email: 'c@d.co',
        firstName: 'A',
        lastName: 'B',
      }),
      'password',
      'A senha é obrigatória',
    );
  });
});

describe('roles', () => {
  type RoleItem = v.InferOutput<typeof roleItemSchema>;

  it('lists the built-in roles; Administrador holds every permission and cannot change', async () => {
    const roles = await list<RoleItem>('/api/roles', v.array(roleItemSchema));
    expect(roles.map((role) => role.name).sort()).toEqual(
      ['Administrador', 'Diretor(a)', 'Professor(a)', 'Secretaria Escolar'].sort(),
    );
    const admin = roles.find((role) => role.name === 'Administrador') as RoleItem;
    expect(admin.permissions).toEqual([...PERMISSIONS]);
    expect(admin.users).toBe(1);
    const edit = await api.request('PATCH', `/api/roles/${admin.id}`, { json: { name: 'Chefe' } });
    expect(edit.status).toBe(409);
    expect(edit.body).toEqual({ message: serverMessages.adminRoleLocked });
    const remove = await api.request('DELETE', `/api/roles/${admin.id}`);
    expect(remove.status).toBe(409);
    expect(remove.body).toEqual({ message: serverMessages.adminRoleLocked });
  });

  it('creates, edits and deletes a role; 409 for a taken name, 400 for an unknown permission', async () => {
    const role = await create<RoleItem>(
      '/api/roles',
      { name: 'Coordenação', permissions: ['registries.read', 'registries.read'] },
      roleItemSchema,
    );
    expect(role).toMatchObject({ name: 'Coordenação', permissions: ['registries.read'], users: 0 });
    const taken = await api.post('/api/roles', { name: 'COORDENACAO', permissions: [] });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      message: serverMessages.roleNameTaken,
      issues: [{ path: 'name', message: serverMessages.roleNameTaken }],
    });
    expectIssue(
      await api.post('/api/roles', { name: 'Outro', permissions: ['users:read'] }),
      'permissions',
      'Permissão desconhecida',
    );
    const edited = await api.request<RoleItem>('PATCH', `/api/roles/${role.id}`, {
      json: { permissions: ['registries.read', 'students.read'] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.permissions).toEqual(['registries.read', 'students.read']);
    expect((await api.request('DELETE', `/api/roles/${role.id}`)).status).toBe(204);
    expect((await api.get(`/api/roles/${role.id}`)).status).toBe(404);
  });
});

describe('school units', () => {
  it('creates a unit with its nested address, digits only', async () => {
    const unit = await create<v.InferOutput<typeof schoolUnitSchema>>(
      '/api/school-units',
      unitBody('11.222.333/0001-81', { inepCode: '35012345' }),
      schoolUnitSchema,
    );
    expect(unit).toMatchObject({
      cnpj: '11222333000181',
      area: 'URBAN',
      phone: '19988887777',
      inepCode: '35012345',
      address: { zipCode: '13010000', street: 'Rua das Flores', complement: null },
    });
    const units = await list<{ id: string }>('/api/school-units', schoolUnitListSchema);
    expect(units.at(-1)?.id).toBe(unit.id);
  });

  it('answers 409 for a CNPJ or an INEP code already taken', async () => {
    const cnpj = await api.post('/api/school-units', unitBody('11222333000181'));
    expect(cnpj.status).toBe(409);
    expect(cnpj.body).toEqual({
      message: serverMessages.cnpjTaken,
      issues: [{ path: 'cnpj', message: serverMessages.cnpjTaken }],
    });
    const inep = await api.post(
      '/api/school-units',
      unitBody('45.723.174/0001-10', { inepCode: '35012345' }),
    );
    expect(inep.status).toBe(409);
    expect(inep.body).toEqual({
      message: serverMessages.inepCodeTaken,
      issues: [{ path: 'inepCode', message: serverMessages.inepCodeTaken }],
    });
  });

  it('answers 400 with the form messages, nested paths included', async () => {
    expectIssue(
      await api.post('/api/school-units', unitBody('11.222.333/0001-00')),
      'cnpj',
      'CNPJ inválido',
    );
    const badAddress = unitBody('45.723.174/0001-10');
    badAddress.address.zipCode = '123';
    badAddress.address.street = 'R';
    const answer = await api.post('/api/school-units', badAddress);
    expectIssue(answer, 'address.zipCode', 'CEP inválido');
    expectIssue(answer, 'address.street', 'O logradouro deve ter no mínimo 3 caracteres');
    expectIssue(
      await api.post('/api/school-units', unitBody('45.723.174/0001-10', { area: 'SUBURBAN' })),
      'area',
      'Área inválida',
    );
  });
});

describe('curriculum, courses and classrooms', () => {
  const ids: Record<string, string> = {};

  it('creates and lists teaching modalities and curricular components, newest last', async () => {
    for (const name of ['Ensino Fundamental', 'Ensino Médio']) {
      ids[name] = (await create('/api/teaching-modalities', { name }, teachingModalitySchema)).id;
    }
    const modalities = await list<{ name: string }>(
      '/api/teaching-modalities',
      teachingModalityListSchema,
    );
    expect(modalities.slice(-2).map((m) => m.name)).toEqual(['Ensino Fundamental', 'Ensino Médio']);
    for (const name of ['Matemática', 'Língua Portuguesa', 'Ciências']) {
      ids[name] = (
        await create('/api/curricular-components', { name }, curricularComponentSchema)
      ).id;
    }
    await list('/api/curricular-components', curricularComponentListSchema);
    expectIssue(await api.post('/api/teaching-modalities', {}), 'name', 'Nome*');
  });

  it('creates a curriculum matrix with its components and workloads', async () => {
    const matrix = await create<v.InferOutput<typeof curriculumMatrixSchema>>(
      '/api/curriculum-matrices',
      {
        name: 'Matriz Anos Iniciais',
        matrix: [
          { curricularComponentId: ids.Matemática, workload: '200' },
          { curricularComponentId: ids['Língua Portuguesa'], workload: 240 },
        ],
      },
      curriculumMatrixSchema,
    );
    ids.matrix = matrix.id;
    expect(matrix.matrix).toEqual([
      { curricularComponent: { id: ids.Matemática, name: 'Matemática' }, workload: 200 },
      {
        curricularComponent: { id: ids['Língua Portuguesa'], name: 'Língua Portuguesa' },
        workload: 240,
      },
    ]);
    const matrices = await list<{ id: string; matrix: unknown[] }>(
      '/api/curriculum-matrices',
      curriculumMatrixListSchema,
    );
    expect(matrices.at(-1)).toEqual(matrix);
  });

  it('rejects a matrix without components (400) or with an unknown one (422)', async () => {
    expectIssue(
      await api.post('/api/curriculum-matrices', { name: 'Vazia', matrix: [] }),
      'matrix',
      'É necessário selecionar ao menos um componente para a matriz',
    );
    expectIssue(
      await api.post('/api/curriculum-matrices', {
        name: 'Carga zero',
        matrix: [{ curricularComponentId: ids.Ciências, workload: 0 }],
      }),
      'matrix.0.workload',
      'A carga horária deve ser no mínimo 1',
    );
    const unknown = await api.post('/api/curriculum-matrices', {
      name: 'Fantasma',
      matrix: [
        { curricularComponentId: ids.Ciências, workload: 80 },
        { curricularComponentId: MISSING_ID, workload: 80 },
      ],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ message: serverMessages.curricularComponentNotFound });
    const matrices = await list<{ name: string }>(
      '/api/curriculum-matrices',
      curriculumMatrixListSchema,
    );
    expect(matrices.map((m) => m.name)).not.toContain('Fantasma');
  });

  it('creates courses, lists them with related names, and per unit', async () => {
    const unitA = await create<{ id: string }>(
      '/api/school-units',
      unitBody('45.723.174/0001-10', { name: 'Escola A' }),
      schoolUnitSchema,
    );
    const unitB = await create<{ id: string }>(
      '/api/school-units',
      unitBody('06.990.590/0001-23', { name: 'Escola B' }),
      schoolUnitSchema,
    );
    ids.unitA = unitA.id;
    ids.unitB = unitB.id;
    const course = (name: string, schoolUnitId: string) =>
      create<v.InferOutput<typeof courseSchema>>(
        '/api/courses',
        {
          name,
          teachingModalityId: ids['Ensino Fundamental'],
          curriculumMatrixId: ids.matrix,
          schoolUnitId,
          gradeLevels: [{ name: '1º Ano' }],
        },
        courseSchema,
      );
    const a = await course('Fundamental I', unitA.id);
    const b = await course('Fundamental II', unitB.id);
    ids.courseA = a.id;
    ids.courseB = b.id;
    expect(a).toEqual({
      id: a.id,
      name: 'Fundamental I',
      teachingModality: { id: ids['Ensino Fundamental'], name: 'Ensino Fundamental' },
      curriculumMatrix: { id: ids.matrix, name: 'Matriz Anos Iniciais' },
      schoolUnit: { id: unitA.id, name: 'Escola A' },
      gradeLevels: [{ id: a.gradeLevels[0]?.id, name: '1º Ano', inepStageCode: null }],
      nextCourse: null,
    });
    const all = await list<{ id: string }>('/api/courses', courseListSchema);
    expect(all.map((c) => c.id)).toEqual([a.id, b.id]);
    const ofA = await list<{ id: string }>(
      `/api/courses/school-unit/${unitA.id}`,
      courseListSchema,
    );
    expect(ofA.map((c) => c.id)).toEqual([a.id]);
    expect((await api.get(`/api/courses/school-unit/${MISSING_ID}`)).status).toBe(404);
    expect((await api.get('/api/courses/school-unit/nao-e-uuid')).status).toBe(404);
  });

  it('answers 422 for a course pointing to a missing modality, matrix or unit', async () => {
    const base = {
      name: 'Curso X',
      teachingModalityId: ids['Ensino Fundamental'],
      curriculumMatrixId: ids.matrix,
      schoolUnitId: ids.unitA,
    };
    const cases: [Record<string, string>, string][] = [
      [{ teachingModalityId: MISSING_ID }, teachingModalitiesResource.notFound],
      [{ curriculumMatrixId: MISSING_ID }, serverMessages.curriculumMatrixNotFound],
      [{ schoolUnitId: MISSING_ID }, serverMessages.schoolUnitNotFound],
    ];
    for (const [change, message] of cases) {
      const answer = await api.post('/api/courses', { ...base, ...change });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ message });
    }
    expectIssue(
      await api.post('/api/courses', { ...base, teachingModalityId: 'x' }),
      'teachingModalityId',
      'Modalidade inválida',
    );
    expectIssue(
      await api.post('/api/courses', { ...base, name: '' }),
      'name',
      'O nome é obrigatório',
    );
    expect((await list('/api/courses', courseListSchema)).length).toBe(2);
  });

  it('creates classrooms in every shift; 422 for a missing unit or course, or a course of another unit', async () => {
    // A class is of an academic year (issue 27): 2024, before the years the next suite makes.
    const year = await create<{ id: string }>(
      '/api/academic-calendars/years',
      { year: '2024', startDate: '2024-02-05T00:00:00.000Z', endDate: '2024-12-13T00:00:00.000Z' },
      academicYearSchema,
    );
    const course = await api.get<v.InferOutput<typeof courseSchema>>(`/api/courses/${ids.courseA}`);
    const inYear = { academicYearId: year.id, gradeLevelId: course.body.gradeLevels[0]?.id };
    for (const [name, shift] of [
      ['1º ANO A', 'MORNING'],
      ['1º ANO B', 'AFTERNOON'],
      ['1º ANO C', 'NIGHT'],
      ['1º ANO D', 'INTEGRAL'],
    ] as const) {
      const created = await create<v.InferOutput<typeof classroomSchema>>(
        '/api/classrooms',
        { name, shift, schoolUnitId: ids.unitA, courseId: ids.courseA, ...inYear },
        classroomSchema,
      );
      expect(created).toMatchObject({
        name,
        shift,
        schoolUnit: { id: ids.unitA, name: 'Escola A' },
        course: { id: ids.courseA, name: 'Fundamental I' },
      });
    }
    const base = {
      name: '2º ANO',
      shift: 'MORNING',
      schoolUnitId: ids.unitA,
      courseId: ids.courseA,
      ...inYear,
    };
    const cases: [Record<string, string>, string][] = [
      [{ schoolUnitId: MISSING_ID }, serverMessages.schoolUnitNotFound],
      [{ courseId: MISSING_ID }, serverMessages.courseNotFound],
      [{ courseId: ids.courseB as string }, serverMessages.courseNotInSchoolUnit],
    ];
    for (const [change, message] of cases) {
      const answer = await api.post('/api/classrooms', { ...base, ...change });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ message });
    }
    expectIssue(
      await api.post('/api/classrooms', { ...base, shift: 'MADRUGADA' }),
      'shift',
      'Turno inválido',
    );
    const classrooms = await list<{ name: string }>('/api/classrooms', classroomListSchema);
    expect(classrooms.map((c) => c.name)).toEqual(['1º ANO A', '1º ANO B', '1º ANO C', '1º ANO D']);
  });
});

describe('academic years, calendars, terms and school days', () => {
  const ids: Record<string, string> = {};

  it('creates academic years (dates as midnight-UTC ISO); 409 for a repeated year', async () => {
    for (const [year, start, end] of [
      ['2025', '2025-02-03T00:00:00.000Z', '2025-12-19T00:00:00.000Z'],
      ['2026', '2026-02-02T00:00:00.000Z', '2026-12-18T00:00:00.000Z'],
      ['2027', '01/02/2027', '17/12/2027'],
    ]) {
      const created = await create<v.InferOutput<typeof academicYearSchema>>(
        '/api/academic-calendars/years',
        { year, startDate: start, endDate: end },
        academicYearSchema,
      );
      ids[year as string] = created.id;
      expect(created.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    }
    const years = await list<{ year: string; startDate: string }>(
      '/api/academic-calendars/years',
      academicYearListSchema,
    );
    // 2024: the classrooms' year, made above.
    expect(years.map((y) => y.year)).toEqual(['2024', '2025', '2026', '2027']);
    expect(years[3]?.startDate).toBe('2027-02-01T00:00:00.000Z');
    const again = await api.post('/api/academic-calendars/years', {
      year: '2026',
      startDate: '2026-02-02T00:00:00.000Z',
      endDate: '2026-12-18T00:00:00.000Z',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: serverMessages.academicYearTaken,
      issues: [{ path: 'year', message: serverMessages.academicYearTaken }],
    });
    expectIssue(
      await api.post('/api/academic-calendars/years', {
        year: '26',
        startDate: '2026-02-02T00:00:00.000Z',
        endDate: '2026-12-18T00:00:00.000Z',
      }),
      'year',
      'O ano deve ter 4 dígitos',
    );
    expectIssue(
      await api.post('/api/academic-calendars/years', {
        year: '2030',
        startDate: '2030-02-30T00:00:00.000Z',
        endDate: '2030-12-18T00:00:00.000Z',
      }),
      'startDate',
      'Data inválida',
    );
  });

  it('derives the calendar status from its year at read time (São Paulo calendar day)', async () => {
    for (const year of ['2025', '2026', '2027']) {
      ids[`cal${year}`] = (
        await create(
          '/api/academic-calendars',
          { title: `Calendário ${year}`, academicYearId: ids[year] },
          academicCalendarSchema,
        )
      ).id;
    }
    const calendars = await list<v.InferOutput<typeof academicCalendarSchema>>(
      '/api/academic-calendars',
      academicCalendarListSchema,
    );
    expect(calendars.map((c) => [c.academicYear.year, c.status])).toEqual([
      ['2025', 'COMPLETED'],
      ['2026', 'IN_ACTIVITY'],
      ['2027', 'INACTIVE'],
    ]);
    expect(calendars[0]?.createdAt).toBe(clock.toISOString());

    // 2026-12-19T01:00Z is still the 18th (the last day of 2026) in São Paulo.
    await setClock('2026-12-19T01:00:00Z');
    const lastDay = await list<v.InferOutput<typeof academicCalendarSchema>>(
      '/api/academic-calendars',
      academicCalendarListSchema,
    );
    expect(lastDay[1]?.status).toBe('IN_ACTIVITY');
    await setClock('2026-12-19T04:00:00Z');
    const after = await list<v.InferOutput<typeof academicCalendarSchema>>(
      '/api/academic-calendars',
      academicCalendarListSchema,
    );
    expect(after[1]?.status).toBe('COMPLETED');
    await setClock('2026-06-15T15:00:00Z');

    const missing = await api.post('/api/academic-calendars', {
      title: 'Sem ano',
      academicYearId: MISSING_ID,
    });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ message: serverMessages.academicYearNotFound });
  });

  it('creates terms whose status follows their own dates; 422 for a missing calendar', async () => {
    const terms = [
      ['1º Bimestre', '2026-02-02', '2026-04-17', 'COMPLETED'],
      ['2º Bimestre', '2026-04-20', '2026-06-15', 'IN_ACTIVITY'],
      ['3º Bimestre', '2026-06-16', '2026-09-30', 'PENDING'],
    ] as const;
    for (const [title, start, end, status] of terms) {
      const created = await create<v.InferOutput<typeof academicTermSchema>>(
        '/api/academic-terms',
        {
          title,
          startDate: `${start}T00:00:00.000Z`,
          endDate: `${end}T00:00:00.000Z`,
          academicCalendarId: ids.cal2026,
        },
        academicTermSchema,
      );
      expect(created).toMatchObject({
        title,
        status,
        startDate: `${start}T00:00:00.000Z`,
        academicCalendar: { id: ids.cal2026, title: 'Calendário 2026', status: 'IN_ACTIVITY' },
      });
    }
    await list('/api/academic-terms', academicTermListSchema);
    const missing = await api.post('/api/academic-terms', {
      title: 'Órfão',
      startDate: '2026-02-02T00:00:00.000Z',
      endDate: '2026-04-17T00:00:00.000Z',
      academicCalendarId: MISSING_ID,
    });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ message: serverMessages.academicCalendarNotFound });
    expectIssue(
      await api.post('/api/academic-terms', {
        title: 'Invertido',
        startDate: '2026-05-02T00:00:00.000Z',
        endDate: '2026-04-17T00:00:00.000Z',
        academicCalendarId: ids.cal2026,
      }),
      'endDate',
      'A data de fim não pode ser anterior à data de início',
    );
  });

  it('creates school-day types (a description and a kind) and school days; 422 for a missing calendar or type', async () => {
    const type = await create<{ id: string; description: string }>(
      '/api/school-day-types',
      { description: 'Feriado', kind: 'FERIADO' },
      schoolDayTypeSchema,
    );
    expect(type).toEqual({
      id: type.id,
      description: 'Feriado',
      kind: 'FERIADO',
      kindToReview: false,
    });
    await list('/api/school-day-types', schoolDayTypeListSchema);
    const day = await create<v.InferOutput<typeof schoolDaySchema>>(
      '/api/school-days',
      { date: '2026-04-21T00:00:00.000Z', academicCalendarId: ids.cal2026, typeId: type.id },
      schoolDaySchema,
    );
    expect(day).toEqual({
      id: day.id,
      date: '2026-04-21T00:00:00.000Z',
      type: { id: type.id, description: 'Feriado', kind: 'FERIADO' },
      academicCalendar: { id: ids.cal2026, title: 'Calendário 2026' },
    });
    const days = await list<{ id: string }>('/api/school-days', schoolDayListSchema);
    expect(days.map((d) => d.id)).toEqual([day.id]);
    const dayCases: [Record<string, string>, string][] = [
      [{ academicCalendarId: MISSING_ID }, serverMessages.academicCalendarNotFound],
      [{ typeId: MISSING_ID }, serverMessages.schoolDayTypeNotFound],
    ];
    for (const [change, message] of dayCases) {
      const answer = await api.post('/api/school-days', {
        date: '2026-04-22T00:00:00.000Z',
        academicCalendarId: ids.cal2026,
        typeId: type.id,
        ...change,
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ message });
    }
    expectIssue(
      await api.post('/api/school-day-types', { description: '  ', kind: 'RECESSO' }),
      'description',
      'A descrição é obrigatória',
    );
    // A type without a kind, or with one that is none of the six, is refused in pt-BR.
    expectIssue(
      await api.post('/api/school-day-types', { description: 'Aula normal' }),
      'kind',
      messages.schoolDayKindRequired,
    );
    expectIssue(
      await api.post('/api/school-day-types', { description: 'Aula normal', kind: 'AULA' }),
      'kind',
      messages.schoolDayKindInvalid,
    );
    expectIssue(
      await api.request('PATCH', `/api/school-day-types/${type.id}`, { json: { kind: null } }),
      'kind',
      messages.schoolDayKindRequired,
    );
    const types = await list<{ description: string }>(
      '/api/school-day-types',
      schoolDayTypeListSchema,
    );
    expect(types.map((item) => item.description)).toEqual(['Feriado']);
  });
});

describe('students', () => {
  it('answers a JSON array (empty without demo data)', async () => {
    expect(await list('/api/students', v.array(studentListItemSchema))).toEqual([]);
  });
});

describe('compression', () => {
  it('gzips a large list for a client that accepts it, and the body still parses', async () => {
    const response = await fetch(`${server.url}/api/students`, {
      headers: { authorization: `Bearer ${api.token}`, 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(Array.isArray(await response.json())).toBe(true);
  });
});
