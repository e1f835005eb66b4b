import { myClassSchema, serverMessages } from '@lousa/domain';
import { createFaker } from '@lousa/domain/fake';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { createTestStore, startTestServer, TestClient, type TestStore } from './helpers.ts';

/*
 * GET /me/unit-classes: the classes a secretary or director may read and correct in 'Notas' and
 * 'Frequências'. Unit A holds classrooms A1 and A2, unit B classroom B1; every course follows
 * the matrix 'Língua Portuguesa' + 'Matemática'; 'Arte' is in no matrix.
 */

let store: TestStore;
let server: RunningServer;
let admin: TestClient;
const faker = createFaker(2525);
const PASSWORD = 'Senha-das-turmas-25';
const PATH = '/api/me/unit-classes';

type Item = Record<string, unknown> & { id: string };
const ids: Record<string, string> = {};
const units = { A: { id: '', name: 'Escola Alfa' }, B: { id: '', name: 'Escola Beta' } };
let counter = 0;

async function created(path: string, body: Record<string, unknown>): Promise<Item> {
  const answer = await admin.post<Item>(`/api${path}`, body);
  expect(answer.status, `POST ${path}: ${answer.text}`).toBe(201);
  return answer.body;
}

/** A user of a built-in role working in `unitIds`, signed in. */
async function signedUser(roleName: string, unitIds: string[]): Promise<TestClient> {
  const roles = await admin.get<Item[]>('/api/roles');
  const roleId = roles.body.find((role) => role.name === roleName)?.id;
  counter += 1;
  const email = `pessoa.${counter}@escola.test`;
  await created('/users', {
    cpf: faker.cpf(),
    email,
    firstName: 'Pessoa',
    lastName: `Teste ${counter}`,
    password: PASSWORD,
    roleId,
    schoolUnitIds: unitIds,
  });
  const client = new TestClient(server.url);
  await client.login(email, PASSWORD);
  return client;
}

/** The pairs of a classroom: Língua Portuguesa, then Matemática (by name). */
const pairsOf = (classroom: string, unit: { id: string; name: string }) =>
  ['lp', 'ma'].map((component) => ({
    classroom: { id: ids[classroom], name: classroom },
    curricularComponent: {
      id: ids[component],
      name: component === 'lp' ? 'Língua Portuguesa' : 'Matemática',
    },
    schoolUnit: unit,
    students: 0,
  }));

beforeAll(async () => {
  store = await createTestStore();
  server = await startTestServer({ store });
  admin = new TestClient(server.url);
  await admin.login();
  for (const key of ['A', 'B'] as const) {
    units[key].id = (
      await created('/school-units', {
        cnpj: faker.cnpj(),
        name: units[key].name,
        address: {
          street: 'Rua das Flores',
          number: '120',
          neighborhood: 'Centro',
          city: 'Campinas',
          state: 'SP',
          zipCode: '13010000',
        },
        area: 'URBAN',
        principalName: 'Maria Lima',
      })
    ).id;
  }
  const modality = (await created('/teaching-modalities', { name: 'Ensino Fundamental' })).id;
  ids.lp = (await created('/curricular-components', { name: 'Língua Portuguesa' })).id;
  ids.ma = (await created('/curricular-components', { name: 'Matemática' })).id;
  ids.arte = (await created('/curricular-components', { name: 'Arte' })).id;
  const matrix = (
    await created('/curriculum-matrices', {
      name: 'Matriz Anos Iniciais',
      matrix: [
        { curricularComponentId: ids.ma, workload: 200 },
        { curricularComponentId: ids.lp, workload: 280 },
      ],
    })
  ).id;
  for (const key of ['A', 'B'] as const) {
    const course = await created('/courses', {
      name: `Fundamental ${key}`,
      teachingModalityId: modality,
      curriculumMatrixId: matrix,
      schoolUnitId: units[key].id,
    });
    ids[`course${key}`] = course.id;
  }
  // Created out of order: the answer goes by classroom name.
  for (const [name, key] of [
    ['A2', 'A'],
    ['B1', 'B'],
    ['A1', 'A'],
  ] as const) {
    ids[name] = (
      await created('/classrooms', {
        name,
        shift: 'MORNING',
        schoolUnitId: units[key].id,
        courseId: ids[`course${key}`],
      })
    ).id;
  }
}, 60_000);

afterAll(async () => {
  await server?.close();
  await store?.cleanup();
});

describe('GET /me/unit-classes', () => {
  it("answers a secretary's and a director's units' classes with their matrix's components, not another unit's", async () => {
    for (const role of ['Secretaria Escolar', 'Diretor(a)']) {
      const ofA = await signedUser(role, [units.A.id]);
      const answer = await ofA.get<unknown[]>(PATH);
      expect(answer.status, answer.text).toBe(200);
      expect(v.is(v.array(myClassSchema), answer.body)).toBe(true);
      expect(answer.body).toEqual([...pairsOf('A1', units.A), ...pairsOf('A2', units.A)]);
      const ofB = await signedUser(role, [units.B.id]);
      expect((await ofB.get(PATH)).body).toEqual(pairsOf('B1', units.B));
    }
  });

  it('answers every unit for a network-wide user', async () => {
    const answer = await admin.get(PATH);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual([
      ...pairsOf('A1', units.A),
      ...pairsOf('A2', units.A),
      ...pairsOf('B1', units.B),
    ]);
  });

  it("refuses a teacher (403): a teacher's classes stay GET /me/classes, only its own", async () => {
    const teacher = await signedUser('Professor(a)', [units.A.id]);
    const assigned = await admin.post(`/api/classrooms/${ids.A1}/teachers`, {
      userId: (await teacher.get<Item>('/api/me')).body.id,
      curricularComponentId: ids.ma,
    });
    expect(assigned.status, assigned.text).toBe(201);
    const answer = await teacher.get(PATH);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: serverMessages.permissionDenied });
    const own = await teacher.get('/api/me/classes');
    expect(own.body).toEqual([pairsOf('A1', units.A)[1]]);
  });

  it('is GET only', async () => {
    expect((await admin.request('POST', PATH, { json: {} })).status).toBe(405);
  });
});
