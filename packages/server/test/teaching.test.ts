import {
  activitySchema,
  bnccCatalogueItemSchema,
  bnccSeed,
  inUseMessages,
  lessonPlanItemSchema,
  listQueryMessages,
  myClassSchema,
  serverMessages,
  TOTAL_COUNT_HEADER,
  teachingAssignmentSchema,
} from '@lousa/domain';
import { asc, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  auditEvents,
  bnccStandards,
  lessonPlans,
  teachingAssignments,
} from '../src/db/schema.ts';
import { ensureBnccCatalogue } from '../src/seed/bncc.ts';
import type { RunningServer } from '../src/server.ts';
import {
  type Body,
  type Builder,
  DENIED,
  date,
  type Item,
  type Network,
  refuser,
  type Signed,
  type Staff,
  TODAY,
  useSchool,
} from './builders.ts';
import { MISSING_ID, type TestClient } from './helpers.ts';

/*
 * Pedagogy on real data, step 1 (issue 14): a classroom's teachers and their rules, GET
 * /me/classes, lesson plans (scope, author-only edits, BNCC codes), activities (any teacher of
 * the class), the BNCC catalogue and its seed, and the delete blockers of classrooms and
 * components. Unit A holds classrooms A1 and A2, unit B classroom B1; every course follows the
 * matrix 'Língua Portuguesa' + 'Matemática'; 'Arte' is in no matrix.
 */

let server: RunningServer;
let admin: TestClient;
let build: Builder;

let ids: Network & Record<'arte' | 'a1' | 'a2' | 'b1', string>;
const next = () => build.next();
const created = (path: string, body: Body) => build.created(path, body);
const signedUser = (firstName: string, role: string | null, units: string[]) =>
  build.signedUser(firstName, role, units);

/** Signed-in users, the staff and the administrator: their client, id and name. */
let people: Record<keyof Staff | 'admin', Pick<Signed, 'client' | 'id' | 'name'>>;

const teachersPath = (classroomId: string) => `/api/classrooms/${classroomId}/teachers`;

/** POST /classrooms/<id>/teachers by `client` (the administrator by default). */
const assign = (classroomId: string, userId: string, componentId: string, client = admin) =>
  client.post<{ id: string }>(teachersPath(classroomId), {
    userId,
    curricularComponentId: componentId,
  });

async function assigned(classroomId: string, userId: string, componentId: string) {
  const answer = await assign(classroomId, userId, componentId);
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id;
}

/** A classroom of unit A (or B) of the course of that unit. */
const classroom = async (unit: 'A' | 'B' = 'A') =>
  (await build.classroom(ids[`unit${unit}`], ids[`course${unit}`])).id;

/** A student enrolled (or enrolled, then cancelled) in `classroomId` this year. */
async function enrolledStudent(classroomId: string, cancelled = false) {
  const { enrolmentId } = await build.enrolledStudent(classroomId, ids.year, { gender: 'MALE' });
  if (cancelled) {
    const answer = await admin.post(`/api/enrollments/${enrolmentId}/cancel`, {
      reason: 'Mudança de cidade',
    });
    expect(answer.status, answer.text).toBe(200);
  }
}

/** A lesson-plan body for a class and component. */
const planBody = (classroomId: string, componentId: string, extra: Body = {}): Body => ({
  title: `Plano ${next()}`,
  theme: 'Alfabetização',
  classroomId,
  curricularComponentId: componentId,
  bnccStandards: ['EF01LP01'],
  learningObject: 'Protocolos de leitura',
  generalObjective: 'Ler da esquerda para a direita.',
  ...extra,
});

const activityBody = (classroomId: string, componentId: string, extra: Body = {}): Body => ({
  title: `Atividade ${next()}`,
  classroomId,
  curricularComponentId: componentId,
  date: date('2026-05-04'),
  description: 'Roda de leitura.',
  ...extra,
});

/** Everything a pedagogy write could touch. */
async function snapshot() {
  return {
    assignments: await server.db
      .select()
      .from(teachingAssignments)
      .orderBy(asc(teachingAssignments.id)),
    plans: await server.db.select().from(lessonPlans).orderBy(asc(lessonPlans.id)),
    activities: await server.db.select().from(activities).orderBy(asc(activities.id)),
    audit: (await server.db.select({ id: auditEvents.id }).from(auditEvents)).length,
  };
}

/** Expects `call` to answer `status` with `expected` (a message or a body), writing nothing. */
const refused = refuser(snapshot);

const school = useSchool({ testing: { now: () => TODAY } });

beforeAll(async () => {
  ({ server, admin, build } = school);
  const me = await admin.get<Item>('/api/me');
  const network = await build.network({ units: ['Escola Alfa', 'Escola Beta'] });
  ids = { ...network, arte: (await build.component('Arte')).id, a1: '', a2: '', b1: '' };
  ids.a1 = await classroom('A');
  ids.a2 = await classroom('A');
  ids.b1 = await classroom('B');

  people = {
    ...(await build.staff(ids)),
    admin: { client: admin, id: me.body.id, name: 'Ana Souza' },
  };
}, 60_000);

describe('a classroom’s teachers', () => {
  it('assigns, lists and removes a teacher; audited', async () => {
    const room = await classroom();
    const answer = await assign(room, people.teacherA.id, ids.lp);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(String) });
    const list = await admin.get<unknown[]>(teachersPath(room));
    expect(list.status).toBe(200);
    expect(v.is(v.array(teachingAssignmentSchema), list.body)).toBe(true);
    expect(list.body).toEqual([
      {
        id: answer.body.id,
        teacher: { id: people.teacherA.id, name: 'Beatriz Teste' },
        curricularComponent: { id: ids.lp, name: 'Língua Portuguesa' },
      },
    ]);
    const removed = await admin.request('DELETE', `${teachersPath(room)}/${answer.body.id}`);
    expect(removed.status, removed.text).toBe(204);
    expect((await admin.get(teachersPath(room))).body).toEqual([]);
    const events = await build.auditOf(answer.body.id);
    expect(events).toMatchObject([
      {
        action: 'create',
        resource: 'teaching-assignments',
        fields: ['classroomId', 'userId', 'curricularComponentId'],
        actorId: people.admin.id,
      },
      { action: 'delete', resource: 'teaching-assignments' },
    ]);
  });

  it('lists by component name, then teacher', async () => {
    const room = await classroom();
    await assigned(room, people.teacherB.id, ids.ma);
    await assigned(room, people.teacherA.id, ids.lp);
    const list = await admin.get<{ curricularComponent: { name: string } }[]>(teachersPath(room));
    expect(list.body.map((item) => item.curricularComponent.name)).toEqual([
      'Língua Portuguesa',
      'Matemática',
    ]);
  });

  it('refuses a user who does not teach in the classroom’s unit (422), writing nothing', async () => {
    const room = await classroom();
    // A teacher of another unit, a user without 'pedagogy.own-classes', a user without a role,
    // a missing user.
    for (const userId of [
      people.teacherUnitB.id,
      people.secretary.id,
      people.director.id,
      people.noRole.id,
      MISSING_ID,
    ]) {
      await refused(() => assign(room, userId, ids.lp), 422, serverMessages.teacherNotInUnit);
    }
  });

  it('refuses a deactivated teacher (422)', async () => {
    const gone = await signedUser('Joana', 'Professor(a)', [ids.unitA]);
    const edit = await admin.request('PATCH', `/api/users/${gone.id}`, { json: { active: false } });
    expect(edit.status, edit.text).toBe(200);
    const room = await classroom();
    await refused(
      () => assign(room, gone.id, ids.lp as string),
      422,
      serverMessages.teacherNotInUnit,
    );
  });

  it('takes a network-wide user with the permission (the administrator)', async () => {
    const room = await classroom();
    expect((await assign(room, people.admin.id, ids.ma)).status).toBe(201);
  });

  it('refuses a component outside the course’s matrix (422)', async () => {
    const room = await classroom();
    for (const componentId of [ids.arte, MISSING_ID]) {
      await refused(
        () => assign(room, people.teacherA.id, componentId as string),
        422,
        serverMessages.componentNotInMatrix,
      );
    }
  });

  it('has one teacher per component per classroom (409), also when two race', async () => {
    const room = await classroom();
    await assigned(room, people.teacherA.id, ids.lp);
    await refused(
      () => assign(room, people.teacherB.id, ids.lp),
      409,
      serverMessages.assignmentTaken,
    );
    await refused(
      () => assign(room, people.teacherA.id, ids.lp),
      409,
      serverMessages.assignmentTaken,
    );
    // The same teacher for another component is fine.
    expect((await assign(room, people.teacherA.id, ids.ma)).status).toBe(201);

    const race = await classroom();
    const answers = await Promise.all(
      [people.teacherA, people.teacherB, people.teacherC].map((teacher) =>
        assign(race, teacher.id, ids.lp),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(answer.body).toEqual({ message: serverMessages.assignmentTaken });
    }
    const rows = await server.db
      .select({ n: count() })
      .from(teachingAssignments)
      .where(eq(teachingAssignments.classroomId, race));
    expect(rows[0]?.n).toBe(1);
  });

  it('answers 400 for a bad body and 404 for a missing classroom or assignment', async () => {
    const room = await classroom();
    const bad = await admin.post<{ issues: { path: string }[] }>(teachersPath(room), {
      userId: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((issue) => issue.path).sort()).toEqual([
      'curricularComponentId',
      'userId',
    ]);
    for (const path of [teachersPath(MISSING_ID), teachersPath('nada')]) {
      expect((await admin.get(path)).body).toEqual({ message: serverMessages.classroomNotFound });
      const answer = await admin.post(path, {
        userId: people.teacherA.id,
        curricularComponentId: ids.lp,
      });
      expect(answer.status).toBe(404);
    }
    const other = await classroom();
    const assignment = await assigned(other, people.teacherA.id, ids.lp);
    // An assignment of another classroom, a missing one, a malformed id.
    for (const id of [assignment, MISSING_ID, 'nada']) {
      const answer = await admin.request('DELETE', `${teachersPath(room)}/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: serverMessages.assignmentNotFound });
    }
    expect((await admin.get<unknown[]>(teachersPath(other))).body).toHaveLength(1);
    const put = await admin.request('PUT', teachersPath(room), { json: {} });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
  });

  it('keeps to the caller’s units and permissions', async () => {
    const roomA = await classroom('A');
    const roomB = await classroom('B');
    const { secretary, director, teacherA } = people;
    // Reads: 'registries.read' or 'pedagogy.unit-classes', in the caller's units.
    expect((await secretary.client.get(teachersPath(roomA))).status).toBe(200);
    expect((await director.client.get(teachersPath(roomA))).status).toBe(200);
    const foreign = await secretary.client.get(teachersPath(roomB));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: serverMessages.classroomNotFound });
    const teacherRead = await teacherA.client.get(teachersPath(roomA));
    expect(teacherRead.status).toBe(403);
    expect(teacherRead.body).toEqual(DENIED);
    // Writes: 'registries.write', in the caller's units.
    expect((await assign(roomA, teacherA.id, ids.lp, secretary.client)).status).toBe(201);
    await refused(
      () => assign(roomB, people.teacherUnitB.id, ids.lp, secretary.client),
      404,
      serverMessages.classroomNotFound,
    );
    await refused(() => assign(roomA, teacherA.id, ids.ma, teacherA.client), 403, DENIED.message);
    const [row] = await server.db
      .select({ id: teachingAssignments.id })
      .from(teachingAssignments)
      .where(eq(teachingAssignments.classroomId, roomA));
    const removedByTeacher = await teacherA.client.request(
      'DELETE',
      `${teachersPath(roomA)}/${row?.id}`,
    );
    expect(removedByTeacher.status).toBe(403);
    const removed = await director.client.request('DELETE', `${teachersPath(roomA)}/${row?.id}`);
    expect(removed.status).toBe(204);
  });
});

describe('GET /classrooms/<id>/teacher-candidates', () => {
  const candidatesPath = (classroomId: string) =>
    `/api/classrooms/${classroomId}/teacher-candidates`;

  it('answers who may teach in the classroom’s unit, by name, to its secretary', async () => {
    const room = await classroom('A');
    const gone = await signedUser('Quirino', 'Professor(a)', [ids.unitA]);
    const edit = await admin.request('PATCH', `/api/users/${gone.id}`, { json: { active: false } });
    expect(edit.status, edit.text).toBe(200);
    const { secretary } = people;
    const answer = await secretary.client.get<{ id: string; name: string }[]>(candidatesPath(room));
    expect(answer.status, answer.text).toBe(200);
    const known = new Set([...Object.values(people).map((person) => person.id), gone.id]);
    // The unit's teachers and the network-wide administrator; not a teacher of unit B, an
    // inactive teacher, the director, the secretary, a user without a role.
    expect(answer.body.filter((user) => known.has(user.id))).toEqual(
      [people.admin, people.teacherA, people.teacherB, people.teacherC].map(({ id, name }) => ({
        id,
        name,
      })),
    );
    const names = answer.body.map((user) => user.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    // Every candidate is one POST accepts.
    for (const user of answer.body) {
      expect((await assign(await classroom('A'), user.id, ids.lp, secretary.client)).status).toBe(
        201,
      );
    }
  });

  it('keeps to registries.write and the caller’s units', async () => {
    const roomA = await classroom('A');
    const roomB = await classroom('B');
    const teacherRead = await people.teacherA.client.get(candidatesPath(roomA));
    expect(teacherRead.status).toBe(403);
    expect(teacherRead.body).toEqual(DENIED);
    for (const path of [
      candidatesPath(roomB),
      candidatesPath(MISSING_ID),
      candidatesPath('nada'),
    ]) {
      const answer = await people.secretary.client.get(path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: serverMessages.classroomNotFound });
    }
    const unitB = await admin.get<{ id: string }[]>(candidatesPath(roomB));
    expect(unitB.status).toBe(200);
    expect(unitB.body.map((user) => user.id)).toContain(people.teacherUnitB.id);
    expect(unitB.body.map((user) => user.id)).not.toContain(people.teacherA.id);
    const post = await admin.post(candidatesPath(roomA), {});
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
  });
});

describe('GET /me/classes', () => {
  it('answers the teacher’s classes with their active students, by classroom then component', async () => {
    const teacher = await signedUser('Lucas', 'Professor(a)', [ids.unitA]);
    const first = await classroom('A');
    const second = await classroom('A');
    await assigned(second, teacher.id, ids.lp);
    await assigned(first, teacher.id, ids.ma);
    await assigned(first, teacher.id, ids.lp);
    // Another teacher's class.
    await assigned(second, people.teacherB.id, ids.ma);
    await enrolledStudent(first);
    await enrolledStudent(first);
    await enrolledStudent(first, true);
    await enrolledStudent(second);
    const answer = await teacher.client.get<unknown[]>('/api/me/classes');
    expect(answer.status, answer.text).toBe(200);
    expect(v.is(v.array(myClassSchema), answer.body)).toBe(true);
    const names = await Promise.all(
      [first, second].map(
        async (id) => (await admin.get<{ name: string }>(`/api/classrooms/${id}`)).body.name,
      ),
    );
    const unit = { id: ids.unitA, name: 'Escola Alfa' };
    expect(answer.body).toEqual([
      {
        classroom: { id: first, name: names[0] },
        curricularComponent: { id: ids.lp, name: 'Língua Portuguesa' },
        schoolUnit: unit,
        students: 2,
      },
      {
        classroom: { id: first, name: names[0] },
        curricularComponent: { id: ids.ma, name: 'Matemática' },
        schoolUnit: unit,
        students: 2,
      },
      {
        classroom: { id: second, name: names[1] },
        curricularComponent: { id: ids.lp, name: 'Língua Portuguesa' },
        schoolUnit: unit,
        students: 1,
      },
    ]);
  });

  it('is empty for a teacher without classes, 403 without the permission', async () => {
    const teacher = await signedUser('Mara', 'Professor(a)', [ids.unitA]);
    expect((await teacher.client.get('/api/me/classes')).body).toEqual([]);
    for (const who of [people.director, people.secretary, people.noRole]) {
      const answer = await who.client.get('/api/me/classes');
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(DENIED);
    }
    expect((await teacher.client.request('POST', '/api/me/classes', { json: {} })).status).toBe(
      405,
    );
  });
});

describe('lesson plans', () => {
  // Beatriz teaches Língua Portuguesa in A1 and A2; Carlos Matemática in A1; Eduardo
  // Língua Portuguesa in B1.
  beforeAll(async () => {
    await assigned(ids.a1 as string, people.teacherA.id, ids.lp as string);
    await assigned(ids.a2 as string, people.teacherA.id, ids.lp as string);
    await assigned(ids.a1 as string, people.teacherB.id, ids.ma as string);
    await assigned(ids.b1 as string, people.teacherUnitB.id, ids.lp as string);
  });

  const plans = '/api/lesson-plans';
  const planPath = (id: string) => `${plans}/${id}`;
  const write = (client: TestClient, body: Body) => client.post<Item>(plans, body);

  it('creates a plan for one of the author’s classes: 201 with the item; audited', async () => {
    const { teacherA } = people;
    const body = planBody(ids.a1 as string, ids.lp as string, {
      bnccStandards: ['EF01LP01', 'EF01LP02', 'EF01LP01'],
      references: 'BNCC',
    });
    const answer = await write(teacherA.client, body);
    expect(answer.status, answer.text).toBe(201);
    expect(v.is(lessonPlanItemSchema, answer.body)).toBe(true);
    expect(answer.body).toEqual({
      id: expect.any(String),
      title: body.title,
      theme: 'Alfabetização',
      classroom: { id: ids.a1, name: expect.any(String) },
      curricularComponent: { id: ids.lp, name: 'Língua Portuguesa' },
      bnccStandards: ['EF01LP01', 'EF01LP02'],
      learningObject: 'Protocolos de leitura',
      generalObjective: 'Ler da esquerda para a direita.',
      references: 'BNCC',
      author: { id: teacherA.id, name: 'Beatriz Teste' },
      createdAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(answer.body.createdAt as string))).toBe(false);
    expect((await teacherA.client.get(planPath(answer.body.id))).body).toEqual(answer.body);
    const events = await build.auditOf(answer.body.id);
    expect(events).toMatchObject([
      { action: 'create', resource: 'lesson-plans', actorId: teacherA.id },
    ]);
  });

  it('refuses a class or component the author does not teach (403), writing nothing', async () => {
    const { teacherA } = people;
    for (const [classroomId, componentId] of [
      [ids.a1, ids.ma], // Carlos's
      [ids.b1, ids.lp], // another unit's
      [ids.a2, ids.arte],
      [MISSING_ID, ids.lp],
    ]) {
      await refused(
        () => write(teacherA.client, planBody(classroomId as string, componentId as string)),
        403,
        serverMessages.notYourClass,
      );
    }
    // Nor does a network-wide administrator write plans for classes it does not teach.
    await refused(
      () => write(admin, planBody(ids.a1 as string, ids.lp as string)),
      403,
      serverMessages.notYourClass,
    );
  });

  it('refuses a BNCC code the catalogue does not hold (422), writing nothing', async () => {
    const { teacherA } = people;
    await refused(
      () =>
        write(
          teacherA.client,
          planBody(ids.a1 as string, ids.lp as string, {
            bnccStandards: ['EF01LP01', 'EF99XX99', 'EF98XX98'],
          }),
        ),
      422,
      serverMessages.bnccStandardUnknown('EF99XX99'),
    );
  });

  it('answers 400 with the schema’s issues', async () => {
    const answer = await write(people.teacherA.client as TestClient, {
      title: '',
      classroomId: 'x',
      bnccStandards: [],
    });
    expect(answer.status).toBe(400);
    const issues = (answer.body as unknown as { issues: { path: string }[] }).issues.map(
      (i) => i.path,
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        'title',
        'theme',
        'classroomId',
        'curricularComponentId',
        'bnccStandards',
        'learningObject',
        'generalObjective',
      ]),
    );
  });

  it('is read by the class’s teacher and the unit’s director, never by another teacher', async () => {
    const { teacherA, teacherB, director, directorB, secretary, teacherUnitB } = people;
    const mine = (await write(teacherA.client, planBody(ids.a1 as string, ids.lp as string))).body;
    const carlos = (await write(teacherB.client, planBody(ids.a1 as string, ids.ma as string)))
      .body;
    const eduardo = (await write(teacherUnitB.client, planBody(ids.b1 as string, ids.lp as string)))
      .body;
    const listed = async (client: TestClient) =>
      (await client.get<Item[]>(plans)).body.map((plan) => plan.id);

    expect(await listed(teacherA.client)).toContain(mine.id);
    expect(await listed(teacherA.client)).not.toContain(carlos.id);
    expect(await listed(teacherA.client)).not.toContain(eduardo.id);
    expect(await listed(teacherB.client)).toEqual([carlos.id]);
    // The director of unit A reads every plan of unit A's classrooms, none of unit B.
    const directors = await listed(director.client);
    expect(directors).toEqual(expect.arrayContaining([mine.id, carlos.id]));
    expect(directors).not.toContain(eduardo.id);
    expect(await listed(directorB.client)).toEqual([eduardo.id]);
    expect(await listed(admin)).toEqual(expect.arrayContaining([mine.id, carlos.id, eduardo.id]));

    // Another teacher's plan reads as 404: get, edit, delete.
    for (const [method, json] of [
      ['GET', undefined],
      ['PATCH', { title: 'Meu agora' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await teacherB.client.request(method, planPath(mine.id), { json });
      expect(answer.status, `${method}: ${answer.text}`).toBe(404);
      expect(answer.body).toEqual({ message: serverMessages.lessonPlanNotFound });
    }
    expect((await directorB.client.get(planPath(mine.id))).status).toBe(404);
    // The director reads the plan but writes nothing.
    expect((await director.client.get(planPath(mine.id))).body).toMatchObject({ id: mine.id });
    await refused(
      () => director.client.post(plans, planBody(ids.a1 as string, ids.lp as string)),
      403,
      DENIED.message,
    );
    await refused(
      () => director.client.request('PATCH', planPath(mine.id), { json: { title: 'Outro' } }),
      403,
      DENIED.message,
    );
    await refused(() => director.client.request('DELETE', planPath(mine.id)), 403, DENIED.message);
    // The secretary reads its unit's plans (to correct attendance and grades, decision 0014) but
    // writes none: a plan is its author's.
    expect((await secretary.client.get(planPath(mine.id))).body).toMatchObject({ id: mine.id });
    await refused(
      () => secretary.client.request('PATCH', planPath(mine.id), { json: { title: 'Outro' } }),
      403,
      DENIED.message,
    );
  });

  it('is edited and deleted by its author only (403 for others, even the administrator)', async () => {
    const { teacherA, teacherC } = people;
    const room = await classroom('A');
    const assignment = await assigned(room, teacherA.id, ids.lp as string);
    const plan = (await write(teacherA.client, planBody(room, ids.lp as string))).body;

    const edited = await teacherA.client.request<Item>('PATCH', planPath(plan.id), {
      json: { title: 'Leitura compartilhada', references: null },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Leitura compartilhada', references: null });
    const [, event] = await build.auditOf(plan.id);
    expect(event).toMatchObject({ action: 'update', fields: ['title'] });

    await refused(
      () => admin.request('PATCH', planPath(plan.id), { json: { title: 'Admin' } }),
      403,
      serverMessages.onlyAuthor,
    );
    await refused(() => admin.request('DELETE', planPath(plan.id)), 403, serverMessages.onlyAuthor);
    // The class passes to Denise: she reads Beatriz's plan but cannot change it; Beatriz no
    // longer reads it.
    expect((await admin.request('DELETE', `${teachersPath(room)}/${assignment}`)).status).toBe(204);
    await assigned(room, teacherC.id, ids.lp as string);
    expect((await teacherC.client.get(planPath(plan.id))).status).toBe(200);
    await refused(
      () => teacherC.client.request('PATCH', planPath(plan.id), { json: { title: 'Denise' } }),
      403,
      serverMessages.onlyAuthor,
    );
    await refused(
      () => teacherC.client.request('DELETE', planPath(plan.id)),
      403,
      serverMessages.onlyAuthor,
    );
    expect((await teacherA.client.get(planPath(plan.id))).status).toBe(404);
  });

  it('an edit keeps to the author’s classes and the catalogue; a delete is gone', async () => {
    const { teacherA } = people;
    const plan = (await write(teacherA.client, planBody(ids.a1 as string, ids.lp as string))).body;
    await refused(
      () =>
        teacherA.client.request('PATCH', planPath(plan.id), {
          json: { curricularComponentId: ids.ma },
        }),
      403,
      serverMessages.notYourClass,
    );
    await refused(
      () =>
        teacherA.client.request('PATCH', planPath(plan.id), {
          json: { bnccStandards: ['EF01LP05', 'XX'] },
        }),
      422,
      serverMessages.bnccStandardUnknown('XX'),
    );
    const bad = await teacherA.client.request('PATCH', planPath(plan.id), { json: { title: '' } });
    expect(bad.status).toBe(400);
    // Moved to another of her classes.
    const moved = await teacherA.client.request<Item>('PATCH', planPath(plan.id), {
      json: { classroomId: ids.a2 },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.classroom).toMatchObject({ id: ids.a2 });

    const removed = await teacherA.client.request('DELETE', planPath(plan.id));
    expect(removed.status).toBe(204);
    expect((await teacherA.client.get(planPath(plan.id))).status).toBe(404);
    expect((await teacherA.client.request('DELETE', planPath(plan.id))).status).toBe(404);
    const events = await build.auditOf(plan.id);
    expect(events.map((event) => event.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('keeps a deleted author’s plans, signed “-”', async () => {
    const teacher = await signedUser('Nina', 'Professor(a)', [ids.unitA]);
    const room = await classroom('A');
    await assigned(room, teacher.id, ids.lp as string);
    const plan = (await write(teacher.client, planBody(room, ids.lp as string))).body;
    expect((await admin.request('DELETE', `/api/users/${teacher.id}`)).status).toBe(204);
    const answer = await admin.get<Item>(planPath(plan.id));
    expect(answer.body.author).toEqual({ id: '', name: '-' });
    expect(v.is(lessonPlanItemSchema, answer.body)).toBe(true);
    // Its assignments went with it.
    expect((await admin.get(teachersPath(room))).body).toEqual([]);
  });

  it('lists with search, sort, filters and pages; newest first by default', async () => {
    const teacher = await signedUser('Olga', 'Professor(a)', [ids.unitA]);
    const room = await classroom('A');
    await assigned(room, teacher.id, ids.lp as string);
    await assigned(room, teacher.id, ids.ma as string);
    const titles = ['Bichos da fazenda', 'Árvores do bairro', 'Cores e formas'];
    for (const [i, title] of titles.entries()) {
      await write(
        teacher.client,
        planBody(room, (i === 2 ? ids.ma : ids.lp) as string, {
          title,
          theme: i === 1 ? 'Leitura e Ação' : 'Oralidade',
        }),
      );
    }
    const get = (query: string) => teacher.client.get<Item[]>(`${plans}?${query}`);
    const names = (answer: { body: Item[] }) => answer.body.map((plan) => plan.title);
    expect(names(await get(''))).toEqual([...titles].reverse());
    expect(names(await get('sort=title'))).toEqual([
      'Árvores do bairro',
      'Bichos da fazenda',
      'Cores e formas',
    ]);
    expect(names(await get('sort=-curricularComponent'))[0]).toBe('Cores e formas');
    // Search: title or theme, without accents or case.
    expect(names(await get('q=ARVORE'))).toEqual(['Árvores do bairro']);
    expect(names(await get('q=acao'))).toEqual(['Árvores do bairro']);
    const page = await get('page=1&pageSize=2&sort=title');
    expect(page.headers.get(TOTAL_COUNT_HEADER)).toBe('3');
    expect(names(page)).toEqual(['Árvores do bairro', 'Bichos da fazenda']);
    expect(names(await get(`curricularComponentId=${ids.ma}`))).toEqual(['Cores e formas']);
    expect(names(await get(`classroomId=${ids.a1}`))).toEqual([]);
    const bad = await get('classroomId=x');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: listQueryMessages.idFilterInvalid('classroomId') });
    expect((await get('sort=author')).status).toBe(400);
  });
});

describe('activities', () => {
  const path = '/api/activities';
  const activityPath = (id: string) => `${path}/${id}`;
  let room: string;
  let assignment: string;

  beforeAll(async () => {
    room = await classroom('A');
    assignment = await assigned(room, people.teacherA.id as string, ids.lp as string);
    await assigned(room, people.teacherB.id as string, ids.ma as string);
  });

  it('creates, edits and deletes an activity of one’s class; audited', async () => {
    const { teacherA } = people;
    const body = activityBody(room, ids.lp as string, { date: '04/05/2026' });
    const answer = await teacherA.client.post<Item>(path, body);
    expect(answer.status, answer.text).toBe(201);
    expect(v.is(activitySchema, answer.body)).toBe(true);
    expect(answer.body).toEqual({
      id: expect.any(String),
      title: body.title,
      date: date('2026-05-04'),
      description: 'Roda de leitura.',
      classroom: { id: room, name: expect.any(String) },
      curricularComponent: { id: ids.lp, name: 'Língua Portuguesa' },
    });
    const edited = await teacherA.client.request<Item>('PATCH', activityPath(answer.body.id), {
      json: { date: date('2026-05-06'), title: 'Roda de leitura' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ date: date('2026-05-06'), title: 'Roda de leitura' });
    expect((await teacherA.client.request('DELETE', activityPath(answer.body.id))).status).toBe(
      204,
    );
    const events = await build.auditOf(answer.body.id);
    expect(events.map((event) => event.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(new Set(events.map((event) => event.resource))).toEqual(new Set(['activities']));
  });

  it('is written only by a teacher of the class and component (403), read as plans are', async () => {
    const { teacherA, teacherB, teacherC, director, directorB } = people;
    await refused(
      () => teacherA.client.post(path, activityBody(room, ids.ma as string)),
      403,
      serverMessages.notYourClass,
    );
    await refused(
      () => admin.post(path, activityBody(room, ids.lp as string)),
      403,
      serverMessages.notYourClass,
    );
    await refused(
      () => director.client.post(path, activityBody(room, ids.lp as string)),
      403,
      DENIED.message,
    );
    const activity = (await teacherA.client.post<Item>(path, activityBody(room, ids.lp as string)))
      .body;
    // Carlos teaches another component of the class: not his.
    for (const [method, json] of [
      ['GET', undefined],
      ['PATCH', { title: 'Dele' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await teacherB.client.request(method, activityPath(activity.id), { json });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: serverMessages.activityNotFound });
    }
    expect((await director.client.get(activityPath(activity.id))).status).toBe(200);
    expect((await director.client.get<Item[]>(path)).body.map((a) => a.id)).toContain(activity.id);
    expect((await directorB.client.get<Item[]>(path)).body.map((a) => a.id)).not.toContain(
      activity.id,
    );
    // The administrator reads it, but teaches nothing there.
    await refused(
      () => admin.request('PATCH', activityPath(activity.id), { json: { title: 'Admin' } }),
      403,
      serverMessages.notYourClass,
    );
    // Moving it to a component she does not teach.
    await refused(
      () =>
        teacherA.client.request('PATCH', activityPath(activity.id), {
          json: { curricularComponentId: ids.ma },
        }),
      403,
      serverMessages.notYourClass,
    );
    // The class passes to Denise: any teacher of the class edits and deletes it.
    expect((await admin.request('DELETE', `${teachersPath(room)}/${assignment}`)).status).toBe(204);
    await assigned(room, teacherC.id, ids.lp as string);
    await refused(
      () => teacherA.client.request('PATCH', activityPath(activity.id), { json: { title: 'X' } }),
      404,
      serverMessages.activityNotFound,
    );
    const edited = await teacherC.client.request('PATCH', activityPath(activity.id), {
      json: { title: 'Continuação' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await teacherC.client.request('DELETE', activityPath(activity.id))).status).toBe(204);
  });

  it('lists with search, sort and pages; latest date first by default', async () => {
    const teacher = await signedUser('Paula', 'Professor(a)', [ids.unitA]);
    const own = await classroom('A');
    await assigned(own, teacher.id, ids.lp as string);
    for (const [title, day] of [
      ['Ditado', '2026-03-10'],
      ['Música', '2026-05-02'],
      ['Teatro', '2026-04-20'],
    ]) {
      await teacher.client.post(
        path,
        activityBody(own, ids.lp as string, { title, date: date(day as string) }),
      );
    }
    const get = (query: string) => teacher.client.get<Item[]>(`${path}?${query}`);
    const titles = (answer: { body: Item[] }) => answer.body.map((item) => item.title);
    expect(titles(await get(''))).toEqual(['Música', 'Teatro', 'Ditado']);
    expect(titles(await get('sort=date'))).toEqual(['Ditado', 'Teatro', 'Música']);
    expect(titles(await get('sort=-title'))).toEqual(['Teatro', 'Música', 'Ditado']);
    expect(titles(await get('q=musica'))).toEqual(['Música']);
    expect(titles(await get('q=20/04/2026'))).toEqual(['Teatro']);
    const page = await get('page=2&pageSize=2&sort=title');
    expect(page.headers.get(TOTAL_COUNT_HEADER)).toBe('3');
    expect(titles(page)).toEqual(['Teatro']);
  });
});

describe('the BNCC catalogue', () => {
  const path = '/api/bncc-standards';

  it('holds the seeded standards, by code; read by teachers, directors and secretaries', async () => {
    for (const who of [people.teacherA, people.director, people.secretary]) {
      const answer = await who.client.get<Item[]>(path);
      expect(answer.status, answer.text).toBe(200);
      expect(v.is(v.array(bnccCatalogueItemSchema), answer.body)).toBe(true);
      expect(answer.body.map((item) => item.code)).toEqual(
        bnccSeed.map((standard) => standard.code).sort(),
      );
    }
    const denied = await people.noRole.client.get(path);
    expect(denied?.status).toBe(403);
  });

  it('filters by component, searches, sorts, pages; one by id; 404 and 405', async () => {
    const client = people.teacherA.client as TestClient;
    const codes = async (query: string) =>
      (await client.get<Item[]>(`${path}?${query}`)).body.map((item) => item.code);
    expect(await codes('component=Matemática')).toEqual([
      'EF01MA01',
      'EF01MA02',
      'EF01MA03',
      'EF01MA04',
      'EF01MA05',
    ]);
    expect(await codes('component=Arte')).toEqual([]);
    expect(await codes('q=reta numerica')).toEqual(['EF01MA04', 'EF01MA05']);
    expect(await codes('q=ef01lp04')).toEqual(['EF01LP04']);
    expect((await codes('sort=-code'))[0]).toBe('EF01MA05');
    expect((await codes('sort=component'))[0]).toBe('EF01LP01');
    const page = await client.get<Item[]>(`${path}?page=2&pageSize=4`);
    expect(page.headers.get(TOTAL_COUNT_HEADER)).toBe(String(bnccSeed.length));
    expect(page.body.map((item) => item.code)).toEqual([
      'EF01LP05',
      'EF01MA01',
      'EF01MA02',
      'EF01MA03',
    ]);
    const one = page.body[0] as Item;
    expect((await client.get(`${path}/${one.id}`)).body).toEqual(one);
    for (const id of [MISSING_ID, 'nada']) {
      const missing = await client.get(`${path}/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: serverMessages.bnccStandardNotFound });
    }
    expect((await admin.post(path, {})).status).toBe(405);
  });

  it('is seeded idempotently: missing codes come back, kept ones stay as they are', async () => {
    const total = async () =>
      Number((await server.db.select({ n: count() }).from(bnccStandards))[0]?.n);
    expect(await total()).toBe(bnccSeed.length);
    expect(await ensureBnccCatalogue(server.db)).toBe(0);
    expect(await total()).toBe(bnccSeed.length);
    await server.db
      .update(bnccStandards)
      .set({ description: 'Texto importado.' })
      .where(eq(bnccStandards.code, 'EF01LP01'));
    await server.db.delete(bnccStandards).where(eq(bnccStandards.code, 'EF01MA05'));
    expect(await ensureBnccCatalogue(server.db)).toBe(1);
    expect(await total()).toBe(bnccSeed.length);
    const [kept] = await server.db
      .select()
      .from(bnccStandards)
      .where(eq(bnccStandards.code, 'EF01LP01'));
    expect(kept?.description).toBe('Texto importado.');
    await server.db
      .update(bnccStandards)
      .set({ description: bnccSeed[0]?.description as string })
      .where(eq(bnccStandards.code, 'EF01LP01'));
  });
});

describe('delete blockers', () => {
  it('a classroom with lesson plans or activities is kept (409); its teachers go with it', async () => {
    const teacher = people.teacherA;
    const withPlans = await classroom('A');
    await assigned(withPlans, teacher.id, ids.lp as string);
    await teacher.client.post(plansPath, planBody(withPlans, ids.lp as string));
    await teacher.client.post(plansPath, planBody(withPlans, ids.lp as string));
    await teacher.client.post('/api/activities', activityBody(withPlans, ids.lp as string));
    const plansAnswer = await admin.request('DELETE', `/api/classrooms/${withPlans}`);
    expect(plansAnswer.status).toBe(409);
    // Two plans and an activity: one count for both kinds.
    expect(plansAnswer.body).toEqual({ message: inUseMessages.classroomPedagogy(3) });

    const withActivity = await classroom('A');
    await assigned(withActivity, teacher.id, ids.lp as string);
    await teacher.client.post('/api/activities', activityBody(withActivity, ids.lp as string));
    const activityAnswer = await admin.request('DELETE', `/api/classrooms/${withActivity}`);
    expect(activityAnswer.status).toBe(409);
    expect(activityAnswer.body).toEqual({ message: inUseMessages.classroomPedagogy(1) });

    const withTeachers = await classroom('A');
    await assigned(withTeachers, teacher.id, ids.lp as string);
    await assigned(withTeachers, people.teacherB.id as string, ids.ma as string);
    expect((await admin.request('DELETE', `/api/classrooms/${withTeachers}`)).status).toBe(204);
    const left = await server.db
      .select({ n: count() })
      .from(teachingAssignments)
      .where(eq(teachingAssignments.classroomId, withTeachers));
    expect(left[0]?.n).toBe(0);
  });

  it('a component with teachers, plans or activities is kept (409)', async () => {
    // A component of a matrix of its own, given to a classroom's teacher, then taken out of the
    // matrix (the matrix's blocker no longer applies).
    const setUp = async () => {
      const component = (await created('/curricular-components', { name: `Oficina ${next()}` })).id;
      const matrix = await created('/curriculum-matrices', {
        name: `Matriz ${next()}`,
        matrix: [
          { curricularComponentId: component, workload: 40 },
          { curricularComponentId: ids.lp, workload: 40 },
        ],
      });
      const course = await build.course(ids.unitA, ids.modality, matrix.id);
      const room = await build.classroom(ids.unitA, course.id, {
        name: `Oficina ${next()}`,
        shift: 'AFTERNOON',
        academicYearId: ids.year,
      });
      const assignment = await assigned(room.id, people.teacherA.id as string, component);
      return { component, matrix: matrix.id, room: room.id, assignment };
    };
    const outOfMatrix = async (matrix: string) => {
      const edit = await admin.request('PATCH', `/api/curriculum-matrices/${matrix}`, {
        json: { matrix: [{ curricularComponentId: ids.lp, workload: 40 }] },
      });
      expect(edit.status, edit.text).toBe(200);
    };
    const remove = (component: string) =>
      admin.request('DELETE', `/api/curricular-components/${component}`);

    // Only in a matrix: the matrix's message comes first.
    const inMatrix = await setUp();
    expect((await remove(inMatrix.component)).body).toEqual({
      message: inUseMessages.curricularComponent(1),
    });
    // With a teacher.
    await outOfMatrix(inMatrix.matrix);
    const withTeacher = await remove(inMatrix.component);
    expect(withTeacher.status).toBe(409);
    expect(withTeacher.body).toEqual({ message: inUseMessages.curricularComponentPedagogy(1) });

    // With a plan and an activity, its teacher gone.
    const used = await setUp();
    const teacher = people.teacherA;
    expect((await teacher.client.post(plansPath, planBody(used.room, used.component))).status).toBe(
      201,
    );
    expect(
      (await teacher.client.post('/api/activities', activityBody(used.room, used.component)))
        .status,
    ).toBe(201);
    await outOfMatrix(used.matrix);
    await admin.request('DELETE', `${teachersPath(used.room)}/${used.assignment}`);
    const withRecords = await remove(used.component);
    expect(withRecords.status).toBe(409);
    expect(withRecords.body).toEqual({ message: inUseMessages.curricularComponentPedagogy(2) });

    // Unused: deleted.
    const unused = await setUp();
    await outOfMatrix(unused.matrix);
    await admin.request('DELETE', `${teachersPath(unused.room)}/${unused.assignment}`);
    expect((await remove(unused.component)).status).toBe(204);
  });
});

const plansPath = '/api/lesson-plans';
