import { myClassSchema, serverMessages } from '@lousa/domain';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Builder, type Item, useSchool } from './builders.ts';
import type { TestClient } from './helpers.ts';

/*
 * GET /me/unit-classes: the classes a secretary or director may read and correct in 'Notas' and
 * 'Frequências'. Unit A holds classrooms A1 and A2, unit B classroom B1; every course follows
 * the matrix 'Língua Portuguesa' + 'Matemática'; 'Arte' is in no matrix.
 */

let admin: TestClient;
let build: Builder;
const PATH = '/api/me/unit-classes';

const ids: Record<string, string> = {};
const units = { A: { id: '', name: 'Escola Alfa' }, B: { id: '', name: 'Escola Beta' } };

/** A user of a built-in role working in `unitIds`, signed in. */
const signedUser = async (roleName: string, unitIds: string[]) =>
  (await build.signedUser('Pessoa', roleName, unitIds)).client;

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

const school = useSchool();

beforeAll(async () => {
  ({ admin, build } = school);
  for (const key of ['A', 'B'] as const) units[key].id = (await build.unit(units[key].name)).id;
  const modality = (await build.modality('Ensino Fundamental')).id;
  ids.lp = (await build.component('Língua Portuguesa')).id;
  ids.ma = (await build.component('Matemática')).id;
  ids.arte = (await build.component('Arte')).id;
  const matrix = (
    await build.matrix([
      [ids.ma, 200],
      [ids.lp, 280],
    ])
  ).id;
  for (const key of ['A', 'B'] as const) {
    ids[`course${key}`] = (await build.course(units[key].id, modality, matrix)).id;
  }
  // Created out of order: the answer goes by classroom name.
  for (const [name, key] of [
    ['A2', 'A'],
    ['B1', 'B'],
    ['A1', 'A'],
  ] as const) {
    const course = ids[`course${key}`] ?? '';
    ids[name] = (await build.classroom(units[key].id, course, { name })).id;
  }
}, 60_000);

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
    await build.assign(
      ids.A1 as string,
      (await teacher.get<Item>('/api/me')).body.id,
      ids.ma as string,
    );
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
