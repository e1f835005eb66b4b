import { serverMessages, TOTAL_COUNT_HEADER } from '@lousa/domain';
import { createFaker } from '@lousa/domain/fake';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertStudentRecords } from '../src/seed/demo.ts';
import type { RunningServer } from '../src/server.ts';
import { ADDRESS, useSchool } from './builders.ts';
import { TestClient } from './helpers.ts';

/*
 * The unit scope: a 'Secretaria Escolar' of school unit A works on A's courses and classrooms,
 * reads the network's registries without changing them, and sees nothing of unit B (its
 * records read as 404, a write into B is 403). An administrator sees everything.
 */

let server: RunningServer;
let admin: TestClient;
let secretary: TestClient;
const faker = createFaker(6262);
const PASSWORD = 'Senha-do-escopo-7';
const DENIED = { message: serverMessages.permissionDenied };

type Item = Record<string, unknown> & { id: string };
type Body = Record<string, unknown>;

const data = {
  unitA: '',
  unitB: '',
  courseA: '',
  courseB: '',
  classroomsA: [] as string[],
  classroomsB: [] as string[],
  modality: '',
  matrix: '',
  year: '',
  /** Each course's first grade level, by course id. */
  level: {} as Record<string, string>,
};

async function created(path: string, body: Body): Promise<Item> {
  const answer = await admin.post<Item>(`/api${path}`, body);
  expect(answer.status, `POST ${path}: ${answer.text}`).toBe(201);
  return answer.body;
}

const unitBody = (name: string) => ({
  cnpj: faker.cnpj(),
  name,
  address: ADDRESS,
  area: 'URBAN',
  principalName: 'Maria Lima',
});

const courseBody = (name: string, schoolUnitId: string) => ({
  name,
  teachingModalityId: data.modality,
  curriculumMatrixId: data.matrix,
  schoolUnitId,
  gradeLevels: [{ name: '1º Ano' }],
});

/** A POST /classrooms body: a class of the course's first level, in 2026. */
const classroomBody = (
  name: string,
  schoolUnitId: string,
  courseId: string,
  shift = 'MORNING',
) => ({
  name,
  shift,
  schoolUnitId,
  courseId,
  academicYearId: data.year,
  gradeLevelId: data.level[courseId],
});

const school = useSchool();

beforeAll(async () => {
  ({ server, admin } = school);
  data.unitA = (await created('/school-units', unitBody('Escola A'))).id;
  data.unitB = (await created('/school-units', unitBody('Escola B'))).id;
  await created('/school-units', unitBody('Escola C'));
  data.modality = (await created('/teaching-modalities', { name: 'Ensino Fundamental' })).id;
  const component = await created('/curricular-components', { name: 'Matemática' });
  data.matrix = (
    await created('/curriculum-matrices', {
      name: 'Matriz',
      matrix: [{ curricularComponentId: component.id, workload: 80 }],
    })
  ).id;
  for (const [key, name, unit] of [
    ['courseA', 'Fundamental A', data.unitA],
    ['courseB', 'Fundamental B', data.unitB],
  ] as const) {
    const course = await created('/courses', courseBody(name, unit));
    data[key] = course.id;
    data.level[course.id] = (course.gradeLevels as Item[])[0]?.id as string;
  }
  data.year = (
    await created('/academic-calendars/years', {
      year: '2026',
      startDate: '2026-02-02T00:00:00.000Z',
      endDate: '2026-12-18T00:00:00.000Z',
    })
  ).id;
  for (const [unit, course, list] of [
    [data.unitA, data.courseA, data.classroomsA],
    [data.unitB, data.courseB, data.classroomsB],
  ] as const) {
    for (const name of ['1º Ano', '2º Ano', '3º Ano']) {
      const classroom = await created(
        '/classrooms',
        classroomBody(`${name} ${unit === data.unitA ? 'A' : 'B'}`, unit, course),
      );
      list.push(classroom.id);
    }
  }
  await insertStudentRecords(server.db, createFaker(62), 5);

  const roles = await admin.get<Item[]>('/api/roles');
  const roleId = roles.body.find((role) => role.name === 'Secretaria Escolar')?.id;
  const email = 'secretaria.a@escola.test';
  await created('/users', {
    cpf: faker.cpf(),
    email,
    firstName: 'Sônia',
    lastName: 'Secretária',
    password: PASSWORD,
    roleId,
    schoolUnitIds: [data.unitA],
  });
  secretary = new TestClient(server.url);
  await secretary.firstLogin(email, PASSWORD);
}, 60_000);

/** A list's ids and X-Total-Count, as `client` sees it. */
async function list(client: TestClient, path: string) {
  const answer = await client.get<Item[]>(`/api${path}`);
  expect(answer.status, `${path}: ${answer.text}`).toBe(200);
  return {
    ids: answer.body.map((item) => item.id),
    total: Number(answer.headers.get(TOTAL_COUNT_HEADER)),
  };
}

describe('a secretary of unit A', () => {
  it('lists only A: its school unit, courses and classrooms (paged and searched too)', async () => {
    expect((await list(secretary, '/school-units')).ids).toEqual([data.unitA]);
    expect((await list(secretary, '/courses')).ids).toEqual([data.courseA]);
    expect((await list(secretary, '/classrooms')).ids).toEqual(data.classroomsA);
    expect(await list(secretary, '/classrooms?page=1&pageSize=2')).toEqual({
      ids: data.classroomsA.slice(0, 2),
      total: 3,
    });
    expect(await list(secretary, '/classrooms?q=ano&sort=-name&page=1&pageSize=10')).toEqual({
      ids: [...data.classroomsA].reverse(),
      total: 3,
    });
    expect((await list(secretary, '/courses?q=fundamental')).ids).toEqual([data.courseA]);
    expect((await list(secretary, `/courses/school-unit/${data.unitA}`)).ids).toEqual([
      data.courseA,
    ]);
  });

  it('reads B’s records as missing (404)', async () => {
    for (const [path, message] of [
      [`/classrooms/${data.classroomsB[0]}`, serverMessages.classroomNotFound],
      [`/courses/${data.courseB}`, serverMessages.courseNotFound],
      [`/school-units/${data.unitB}`, serverMessages.schoolUnitNotFound],
      [`/courses/school-unit/${data.unitB}`, serverMessages.schoolUnitNotFound],
    ] as const) {
      const answer = await secretary.get(`/api${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toEqual({ message });
    }
    const edit = await secretary.request('PATCH', `/api/courses/${data.courseB}`, {
      json: { name: 'Tomado' },
    });
    expect(edit.status).toBe(404);
    const removed = await secretary.request('DELETE', `/api/classrooms/${data.classroomsB[1]}`);
    expect(removed.status).toBe(404);
    expect((await admin.get(`/api/classrooms/${data.classroomsB[1]}`)).status).toBe(200);
  });

  it('works on A’s classrooms and courses', async () => {
    const classroom = await secretary.post<Item>(
      '/api/classrooms',
      classroomBody('4º Ano A', data.unitA, data.courseA, 'AFTERNOON'),
    );
    expect(classroom.status, classroom.text).toBe(201);
    const renamed = await secretary.request<Item>('PATCH', `/api/courses/${data.courseA}`, {
      json: { name: 'Fundamental A (integral)' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Fundamental A (integral)');
    const removed = await secretary.request('DELETE', `/api/classrooms/${classroom.body.id}`);
    expect(removed.status).toBe(204);
  });

  it('cannot write into B (403): a new classroom, nor a course of A moved to B', async () => {
    const create = await secretary.post(
      '/api/classrooms',
      classroomBody('5º Ano B', data.unitB, data.courseB),
    );
    expect(create.status).toBe(403);
    expect(create.body).toEqual(DENIED);
    const course = await secretary.post('/api/courses', courseBody('Novo em B', data.unitB));
    expect(course.status).toBe(403);
    const moved = await secretary.request('PATCH', `/api/courses/${data.courseA}`, {
      json: { schoolUnitId: data.unitB },
    });
    expect(moved.status).toBe(403);
    expect(moved.body).toEqual(DENIED);
    expect((await admin.get<Item>(`/api/courses/${data.courseA}`)).body.schoolUnit).toMatchObject({
      id: data.unitA,
    });
    expect((await list(admin, '/classrooms')).total).toBe(6);
  });

  it('reads the network’s registries but cannot change them (403)', async () => {
    expect((await list(secretary, '/teaching-modalities')).ids).toEqual([data.modality]);
    for (const [method, path, json] of [
      ['POST', '/teaching-modalities', { name: 'EJA' }],
      ['PATCH', `/teaching-modalities/${data.modality}`, { name: 'Fundamental' }],
      ['DELETE', `/teaching-modalities/${data.modality}`, undefined],
      ['POST', '/school-units', unitBody('Escola D')],
    ] as const) {
      const answer = await secretary.request(method, `/api${path}`, { json });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body).toEqual(DENIED);
    }
  });

  it('sees no student held by another unit or by none (seeded students have no unit)', async () => {
    expect(await list(secretary, '/students')).toEqual({ ids: [], total: 0 });
    expect(await list(secretary, '/students?page=1&pageSize=10')).toEqual({ ids: [], total: 0 });
    const [first] = (await list(admin, '/students')).ids;
    const record = await secretary.get(`/api/students/${first}`);
    expect(record.status).toBe(404);
  });
});

describe('an administrator', () => {
  it('sees every unit’s records', async () => {
    expect((await list(admin, '/school-units')).total).toBe(3);
    expect((await list(admin, '/courses')).ids).toEqual([data.courseA, data.courseB]);
    expect((await list(admin, '/classrooms')).ids).toEqual([
      ...data.classroomsA,
      ...data.classroomsB,
    ]);
    expect((await admin.get(`/api/classrooms/${data.classroomsB[0]}`)).status).toBe(200);
    expect((await list(admin, `/courses/school-unit/${data.unitB}`)).ids).toEqual([data.courseB]);
    expect((await list(admin, '/students')).total).toBe(5);
  });
});
