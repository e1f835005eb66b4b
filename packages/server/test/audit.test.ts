import { randomUUID } from 'node:crypto';
import {
  type AuditAction,
  type AuditEvent,
  auditEventSchema,
  auditMessages,
  foldText,
  LIST_PAGE_SIZE_DEFAULT,
  listQueryMessages,
  serverMessages,
  TOTAL_COUNT_HEADER,
} from '@lousa/domain';
import { createFaker } from '@lousa/domain/fake';
import { count, lt, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../src/audit/audit.ts';
import { pruneAuditEvents, startAuditRetention } from '../src/audit/retention.ts';
import { auditEvents, students } from '../src/db/schema.ts';
import { EnvError, loadEnv } from '../src/env.ts';
import { insertStudentRecords } from '../src/seed/demo.ts';
import type { RunningServer } from '../src/server.ts';
import { useSchool } from './builders.ts';
import { ADMIN, MISSING_ID, startTestServer, TestClient } from './helpers.ts';

/*
 * The audit log: what the writes, full student reads and access changes record (field names,
 * never a value or a password), GET /api/audit-events (order, pages, sorts, filters, search),
 * the table's append-only rule, and the retention prune.
 */

let server: RunningServer;
let api: TestClient;
let adminId: string;
const clock = new Date('2026-06-15T15:00:00Z');
const DAY = 86_400_000;
const faker = createFaker(7373);
const PASSWORD = 'Senha-auditada-5';

type Body = Record<string, unknown>;
type Item = Body & { id: string };

const school = useSchool({ testing: { now: () => clock } });

beforeAll(async () => {
  ({ server, admin: api } = school);
  const me = await api.get<{ id: string }>('/api/me');
  adminId = me.body.id;
}, 60_000);

/** GET /api/audit-events with `params`: 200, the items (checked against the schema), the total. */
async function events(params: Record<string, string | number> = {}) {
  const query = new URLSearchParams(Object.entries(params).map(([k, value]) => [k, String(value)]));
  const answer = await api.get<AuditEvent[]>(`/api/audit-events${query.size ? `?${query}` : ''}`);
  expect(answer.status, `${query}: ${answer.text}`).toBe(200);
  const parsed = v.safeParse(v.array(auditEventSchema), answer.body);
  expect(parsed.success, JSON.stringify(parsed.issues?.[0])).toBe(true);
  return { items: answer.body, total: Number(answer.headers.get(TOTAL_COUNT_HEADER)) };
}

/** The events about one record, newest first. */
async function eventsOf(resourceId: string) {
  return (await events({ q: resourceId })).items.filter((event) => event.resourceId === resourceId);
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

async function created(path: string, body: Body) {
  const answer = await api.post<Item>(`/api${path}`, body);
  expect(answer.status, `POST ${path}: ${answer.text}`).toBe(201);
  return { item: answer.body, requestId: answer.headers.get('x-request-id') };
}

describe('what is recorded', () => {
  it('a registry’s create, update (changed fields only) and delete: who, from where, which request', async () => {
    const { item, requestId } = await created('/teaching-modalities', { name: 'Ensino Médio' });
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const [create] = await eventsOf(item.id);
    expect(create).toEqual({
      id: expect.any(String),
      at: clock.toISOString(),
      actor: { id: adminId, email: ADMIN.email },
      action: 'create',
      resource: 'teaching-modalities',
      resourceId: item.id,
      resourceLabel: 'Ensino Médio',
      fields: ['name'],
      changes: null,
      ip: expect.any(String),
      requestId,
    });
    expect(create?.ip).not.toBe('');

    // An edit that changes nothing records nothing; a refused write records nothing.
    const same = await api.request('PATCH', `/api/teaching-modalities/${item.id}`, {
      json: { name: 'Ensino Médio' },
    });
    expect(same.status).toBe(200);
    const blank = await api.request('PATCH', `/api/teaching-modalities/${item.id}`, {
      json: { name: '' },
    });
    expect(blank.status).toBe(400);
    expect(await eventsOf(item.id)).toHaveLength(1);

    const edit = await api.request('PATCH', `/api/teaching-modalities/${item.id}`, {
      json: { name: 'Ensino Médio Técnico' },
    });
    expect(edit.status).toBe(200);
    const removed = await api.request('DELETE', `/api/teaching-modalities/${item.id}`);
    expect(removed.status).toBe(204);
    const trail = await eventsOf(item.id);
    expect(trail.map((event) => [event.action, event.fields])).toEqual([
      ['delete', []],
      ['update', ['name']],
      ['create', ['name']],
    ]);
    // The record's name as it was then; an update's values before and after.
    expect(trail.map((event) => event.resourceLabel)).toEqual([
      'Ensino Médio Técnico',
      'Ensino Médio Técnico',
      'Ensino Médio',
    ]);
    expect(trail[1]?.changes).toEqual({
      name: { before: 'Ensino Médio', after: 'Ensino Médio Técnico' },
    });
    expect(trail[0]?.requestId).toBe(removed.headers.get('x-request-id'));
  });

  it('a nested record: a matrix edit names the fields that changed', async () => {
    const component = (await created('/curricular-components', { name: 'Arte' })).item;
    const other = (await created('/curricular-components', { name: 'Música' })).item;
    const matrix = (
      await created('/curriculum-matrices', {
        name: 'Matriz Artes',
        matrix: [{ curricularComponentId: component.id, workload: 40 }],
      })
    ).item;
    const edit = await api.request('PATCH', `/api/curriculum-matrices/${matrix.id}`, {
      json: { matrix: [{ curricularComponentId: other.id, workload: 40 }] },
    });
    expect(edit.status, edit.text).toBe(200);
    const [update] = await eventsOf(matrix.id);
    expect(update).toMatchObject({ action: 'update', fields: ['matrix'] });
  });

  it('users: the fields written, a reset recorded as one, never a password', async () => {
    const email = 'lucia.alves@escola.test';
    const { item } = await created('/users', {
      cpf: faker.cpf(),
      email,
      firstName: 'Lúcia',
      lastName: 'Alves',
      password: PASSWORD,
    });
    const edit = await api.request('PATCH', `/api/users/${item.id}`, {
      json: { firstName: 'Lucia', lastName: 'Alves', password: 'Outra-senha-99' },
    });
    // A PATCH with a password resets it: the new one signs in, the old one no longer does.
    expect(edit.status, edit.text).toBe(200);
    await new TestClient(server.url).login(email, 'Outra-senha-99');
    expect(
      (await new TestClient(server.url).post('/api/auth', { login: email, password: PASSWORD }))
        .status,
    ).toBe(401);
    const trail = await eventsOf(item.id);
    const create = trail.find((event) => event.action === 'create');
    expect(create?.fields).toEqual(
      expect.arrayContaining(['cpf', 'email', 'firstName', 'lastName']),
    );
    expect(create?.fields).not.toContain('password');
    const update = trail.find((event) => event.action === 'update');
    expect(update?.fields).toEqual(['firstName']);
    expect(update?.resourceLabel).toBe('Lucia Alves');
    expect(update?.changes).toEqual({ firstName: { before: 'Lúcia', after: 'Lucia' } });
    const reset = trail.find((event) => event.action === 'password-reset');
    expect(reset).toMatchObject({ fields: [], resourceLabel: 'Lucia Alves' });
    expect(reset?.actor).toMatchObject({ email: ADMIN.email });
    const everything = (await events()).items;
    for (const event of everything) {
      expect(event.fields).not.toContain('password');
      expect(Object.keys(event.changes ?? {})).not.toContain('password');
    }
    const text = JSON.stringify(everything);
    expect(text).not.toMatch(/senha/i);
    expect(text).not.toContain(PASSWORD);
  });

  it('access changes: a role’s create and edit, a user’s role and units, a deactivation', async () => {
    const role = (
      await created('/roles', { name: 'Coordenação', permissions: ['registries.read'] })
    ).item;
    const edit = await api.request('PATCH', `/api/roles/${role.id}`, {
      json: { permissions: ['registries.read', 'students.read', 'network.all'] },
    });
    expect(edit.status).toBe(200);
    expect(
      (await eventsOf(role.id)).map((event) => [event.action, event.resource, event.fields]),
    ).toEqual([
      ['update', 'roles', ['permissions']],
      ['create', 'roles', ['name', 'permissions']],
    ]);

    const unit = (
      await created('/school-units', {
        cnpj: faker.cnpj(),
        name: 'Escola Auditada',
        address: {
          street: 'Rua A',
          number: '1',
          neighborhood: 'Centro',
          city: 'Campinas',
          state: 'SP',
          zipCode: '13010000',
        },
        area: 'URBAN',
        principalName: 'Rita',
      })
    ).item;
    const user = (
      await created('/users', {
        cpf: faker.cpf(),
        email: 'pedro.rocha@escola.test',
        firstName: 'Pedro',
        lastName: 'Rocha',
        password: PASSWORD,
      })
    ).item;
    const grant = await api.request('PATCH', `/api/users/${user.id}`, {
      json: { roleId: role.id, schoolUnitIds: [unit.id] },
    });
    expect(grant.status, grant.text).toBe(200);
    const off = await api.request('PATCH', `/api/users/${user.id}`, { json: { active: false } });
    expect(off.status, off.text).toBe(200);
    const trail = await eventsOf(user.id);
    expect(trail.map((event) => [event.action, [...event.fields].sort()])).toEqual([
      ['update', ['active']],
      ['account-disabled', []],
      ['update', ['roleId', 'schoolUnitIds']],
      ['create', expect.any(Array)],
    ]);
    expect(trail.every((event) => event.actor?.id === adminId)).toBe(true);
  });

  it('a student’s edit and an enrolment name their record; a cancellation keeps before and after', async () => {
    const { build } = school;
    const net = await build.network({ units: ['Escola Ipê', 'Escola Jatobá'] });
    const classroom = await build.classroom(net.unitA, net.courseA, { name: 'Turma Girassol' });
    const { id, enrolmentId } = await build.enrolledStudent(classroom.id, net.year, {
      name: 'Ana Souza',
      cpf: faker.cpf(),
      birthDate: '2000-05-10',
    });
    const edit = await api.request('PATCH', `/api/students/${id}`, {
      json: { person: { name: 'Ana Maria Souza' } },
    });
    expect(edit.status, edit.text).toBe(200);
    const [studentEdit] = await eventsOf(id);
    expect(studentEdit).toMatchObject({
      action: 'update',
      resourceLabel: 'Ana Maria Souza',
      fields: ['person.name'],
      changes: { 'person.name': { before: 'Ana Souza', after: 'Ana Maria Souza' } },
    });

    const cancel = await api.post(`/api/enrollments/${enrolmentId}/cancel`, { reason: 'Mudou-se' });
    expect(cancel.status, cancel.text).toBe(200);
    const [cancelled, enrolled] = await eventsOf(enrolmentId);
    expect(enrolled).toMatchObject({
      action: 'create',
      // The name as it was when the event was written.
      resourceLabel: 'Ana Souza — Turma Girassol',
      changes: null,
    });
    expect(cancelled).toMatchObject({
      action: 'update',
      resourceLabel: 'Ana Maria Souza — Turma Girassol',
      fields: ['status', 'endDate', 'cancelReason'],
      changes: {
        status: { before: 'ACTIVE', after: 'CANCELLED' },
        endDate: { before: null, after: '2026-06-15' },
        cancelReason: { before: null, after: 'Mudou-se' },
      },
    });
  });

  it('never stores a secret’s value, whatever a caller passes', async () => {
    const resourceId = randomUUID();
    await writeAudit(
      server.db,
      { actor: null, ip: null, requestId: null },
      {
        action: 'update',
        resource: 'users',
        resourceId,
        fields: ['password', 'firstName'],
        changes: {
          password: { before: 'Antiga-senha-1', after: PASSWORD },
          newPassword: { before: null, after: PASSWORD },
          firstName: { before: 'Ana', after: 'Bia' },
        },
      },
      clock,
    );
    const [event] = await eventsOf(resourceId);
    expect(event?.fields).toEqual(['firstName']);
    expect(event?.changes).toEqual({ firstName: { before: 'Ana', after: 'Bia' } });
    const [row] = await server.db
      .select({ changes: auditEvents.changes })
      .from(auditEvents)
      .where(sql`${auditEvents.resourceId} = ${resourceId}`);
    expect(JSON.stringify(row)).not.toMatch(/senha/i);
  });

  it('a full student record read (not the list, not a 404)', async () => {
    await insertStudentRecords(server.db, createFaker(73), 2);
    const [student] = await server.db.select({ id: students.id }).from(students).limit(1);
    const id = student?.id as string;
    expect((await api.get('/api/students')).status).toBe(200);
    expect((await api.get(`/api/students/${MISSING_ID}`)).status).toBe(404);
    expect((await events({ action: 'sensitive-read' })).total).toBe(0);
    const read = await api.get(`/api/students/${id}`);
    expect(read.status).toBe(200);
    const reads = (await events({ action: 'sensitive-read' })).items;
    const record = read.body as { person: { name: string } };
    expect(reads).toEqual([
      expect.objectContaining({
        actor: { id: adminId, email: ADMIN.email },
        resource: 'students',
        resourceId: id,
        resourceLabel: record.person.name,
        fields: [],
        requestId: read.headers.get('x-request-id'),
      }),
    ]);
  });
});

/** The day of an instant in São Paulo (YYYY-MM-DD). */
const saoPauloDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

const actors = [
  { id: randomUUID(), email: 'Beatriz.Lima@escola.test' },
  { id: randomUUID(), email: 'carlos.souza@escola.test' },
];

describe('GET /api/audit-events', () => {
  beforeAll(async () => {
    // Events over ten days, from three addresses, by two people and nobody; two at the same
    // instant; two around midnight in São Paulo (03:00 UTC).
    const actions: AuditAction[] = ['create', 'update', 'delete', 'sign-in', 'sign-in-failed'];
    const resources = ['courses', 'classrooms', 'students', null];
    for (let i = 0; i < 24; i++) {
      const at = new Date(Date.parse('2026-06-01T12:00:00Z') + i * 9 * 3_600_000);
      const actor = i % 5 === 4 ? null : (actors[i % 2] as (typeof actors)[number]);
      await writeAudit(
        server.db,
        { actor, ip: `10.0.0.${i % 3}`, requestId: randomUUID() },
        {
          action: actions[i % actions.length] as AuditAction,
          resource: resources[i % resources.length],
          resourceId: i % 4 === 3 ? null : randomUUID(),
          label: i % 6 === 2 ? 'Turma Girassol' : null,
          fields: i % 5 === 1 ? ['name'] : [],
        },
        at,
      );
    }
    const origin = { actor: actors[0] ?? null, ip: '10.0.0.9', requestId: null };
    const same = new Date('2026-06-05T10:00:00Z');
    await writeAudit(server.db, origin, { action: 'update', resource: 'courses' }, same);
    await writeAudit(server.db, origin, { action: 'update', resource: 'courses' }, same);
    await writeAudit(server.db, origin, { action: 'create' }, new Date('2026-06-09T02:59:59.999Z'));
    await writeAudit(server.db, origin, { action: 'create' }, new Date('2026-06-09T03:00:00.000Z'));
  });

  it('answers every event newest first (then by id), with the total; pages slice it', async () => {
    const { items, total } = await events();
    expect(total).toBe(items.length);
    expect(items.length).toBeGreaterThan(40);
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1] as AuditEvent, items[i] as AuditEvent];
      expect(a.at > b.at || (a.at === b.at && a.id > b.id), `${a.at} ${b.at}`).toBe(true);
    }
    for (const page of [1, 2, 4]) {
      const slice = await events({ page, pageSize: 10 });
      expect(ids(slice.items)).toEqual(ids(items.slice((page - 1) * 10, page * 10)));
      expect(slice.total).toBe(items.length);
    }
    expect((await events({ page: 1 })).items).toHaveLength(LIST_PAGE_SIZE_DEFAULT);
    // One event by id; the log has no writes.
    const first = items[0] as AuditEvent;
    const one = await api.get(`/api/audit-events/${first.id}`);
    expect(one.body).toEqual(first);
    const missing = await api.get(`/api/audit-events/${MISSING_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: serverMessages.notFound });
    for (const [method, path] of [
      ['POST', '/api/audit-events'],
      ['PATCH', `/api/audit-events/${first.id}`],
      ['DELETE', `/api/audit-events/${first.id}`],
      ['PUT', '/api/audit-events'],
    ] as const) {
      const answer = await api.request(method, path, { json: {} });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET');
    }
  });

  it('sorts by at, action and resource both ways, the id breaking ties', async () => {
    const all = (await events()).items;
    expect(ids((await events({ sort: 'at' })).items)).toEqual(ids([...all].reverse()));
    const value = {
      at: (event: AuditEvent) => event.at,
      action: (event: AuditEvent) => event.action,
      resource: (event: AuditEvent) => event.resource ?? '',
    };
    for (const key of ['at', 'action', 'resource'] as const) {
      const ascending = (await events({ sort: key })).items;
      const descending = (await events({ sort: `-${key}` })).items;
      for (let i = 1; i < ascending.length; i++) {
        const [a, b] = [ascending[i - 1] as AuditEvent, ascending[i] as AuditEvent];
        const order =
          value[key](a) < value[key](b) || (value[key](a) === value[key](b) && a.id < b.id);
        expect(order, `${key}: ${value[key](a)} / ${value[key](b)}`).toBe(true);
      }
      expect(ids(descending)).toEqual(ids(ascending).reverse());
      const page = await events({ sort: `-${key}`, page: 2, pageSize: 5 });
      expect(ids(page.items)).toEqual(ids(descending.slice(5, 10)));
    }
  });

  it('filters by actor, resource, action and São Paulo days (both included), combined', async () => {
    const all = (await events()).items;
    const expectFilter = async (
      params: Record<string, string>,
      keep: (event: AuditEvent) => boolean,
    ) => {
      const expected = all.filter(keep);
      expect(expected.length, JSON.stringify(params)).toBeGreaterThan(0);
      expect(expected.length, JSON.stringify(params)).toBeLessThan(all.length);
      const found = await events(params);
      expect(ids(found.items), JSON.stringify(params)).toEqual(ids(expected));
      expect(found.total).toBe(expected.length);
      const page = await events({ ...params, page: 1, pageSize: 2 });
      expect(ids(page.items)).toEqual(ids(expected.slice(0, 2)));
      expect(page.total).toBe(expected.length);
    };
    const beatriz = actors[0] as (typeof actors)[number];
    await expectFilter({ actorId: beatriz.id }, (e) => e.actor?.id === beatriz.id);
    await expectFilter({ actorId: beatriz.id.toUpperCase() }, (e) => e.actor?.id === beatriz.id);
    await expectFilter({ resource: 'students' }, (e) => e.resource === 'students');
    await expectFilter({ action: 'sign-in-failed' }, (e) => e.action === 'sign-in-failed');
    // 2026-06-09T02:59:59.999Z is still the 8th in São Paulo; 03:00Z is the 9th.
    await expectFilter({ from: '2026-06-09' }, (e) => saoPauloDay(e.at) >= '2026-06-09');
    await expectFilter({ to: '2026-06-08' }, (e) => saoPauloDay(e.at) <= '2026-06-08');
    await expectFilter(
      { from: '2026-06-03', to: '2026-06-05' },
      (e) => saoPauloDay(e.at) >= '2026-06-03' && saoPauloDay(e.at) <= '2026-06-05',
    );
    const midnight = await events({ from: '2026-06-09', to: '2026-06-09', action: 'create' });
    expect(midnight.items.map((e) => e.at)).toContain('2026-06-09T03:00:00.000Z');
    expect(midnight.items.map((e) => e.at)).not.toContain('2026-06-09T02:59:59.999Z');
    await expectFilter(
      { actorId: beatriz.id, action: 'update', resource: 'courses', q: '10.0.0' },
      (e) =>
        e.actor?.id === beatriz.id &&
        e.action === 'update' &&
        e.resource === 'courses' &&
        (e.ip ?? '').includes('10.0.0'),
    );
    // Blank values are no filter.
    expect((await events({ actorId: '', action: ' ', resource: '', from: '', to: '' })).total).toBe(
      all.length,
    );
    expect((await events({ from: '2026-06-10', to: '2026-06-01' })).total).toBe(0);
  });

  it('searches the actor’s e-mail, the resource, the record’s id and name, the action and the address', async () => {
    const all = (await events()).items;
    const someId = all.find((event) => event.resourceId)?.resourceId as string;
    for (const q of [
      'BEATRIZ',
      'carlos.souza@',
      'classroom',
      someId.slice(0, 13),
      'sign-in',
      '10.0.0.2',
      'GIRASSOL',
    ]) {
      const folded = foldText(q);
      const expected = all.filter((event) =>
        [
          event.actor?.email,
          event.resource,
          event.resourceId,
          event.resourceLabel,
          event.action,
          event.ip,
        ].some((text) => text != null && foldText(text).includes(folded)),
      );
      expect(expected.length, q).toBeGreaterThan(0);
      expect(expected.length, q).toBeLessThan(all.length);
      const found = await events({ q });
      expect(ids(found.items), q).toEqual(ids(expected));
      expect(found.total).toBe(expected.length);
    }
    expect(await events({ q: 'nada-disso', page: 1, pageSize: 5 })).toEqual({
      items: [],
      total: 0,
    });
  });

  it('answers 400 with a pt-BR message for a bad parameter', async () => {
    for (const [params, message] of [
      [{ actorId: 'beatriz' }, auditMessages.actorIdInvalid],
      [{ action: 'hack' }, auditMessages.actionInvalid],
      [{ resource: 'x'.repeat(101) }, auditMessages.resourceInvalid],
      [{ from: '2026-02-30' }, auditMessages.fromInvalid],
      [{ from: '15/06/2026' }, auditMessages.fromInvalid],
      [{ to: '2026-6-1' }, auditMessages.toInvalid],
      [{ sort: 'ip' }, listQueryMessages.sortInvalid],
      [{ page: '0' }, listQueryMessages.pageInvalid],
    ] as const) {
      const answer = await api.get(`/api/audit-events?${new URLSearchParams(params)}`);
      expect(answer.status, JSON.stringify(params)).toBe(400);
      expect(answer.body).toEqual({ message });
    }
  });
});

describe('the table', () => {
  it('is append-only: an UPDATE fails, even through SQL', async () => {
    await expect(
      server.db.execute(sql`update audit_events set action = 'delete' where action = 'create'`),
    ).rejects.toThrow();
    await expect(server.db.update(auditEvents).set({ ip: '1.2.3.4' })).rejects.toThrow();
    expect((await events({ q: '1.2.3.4' })).total).toBe(0);
  });
});

describe('retention', () => {
  const total = async () =>
    Number((await server.db.select({ n: count() }).from(auditEvents))[0]?.n);
  const older = async (cutoff: Date) =>
    Number(
      (
        await server.db.select({ n: count() }).from(auditEvents).where(lt(auditEvents.at, cutoff))
      )[0]?.n,
    );
  const origin = { actor: null, ip: null, requestId: null };

  it('deletes the events older than the retention and records how many went', async () => {
    const cutoff = new Date(clock.getTime() - 1825 * DAY);
    await writeAudit(server.db, origin, { action: 'sign-in' }, new Date(cutoff.getTime() - DAY));
    await writeAudit(server.db, origin, { action: 'sign-in' }, new Date(cutoff.getTime() - 1));
    await writeAudit(server.db, origin, { action: 'sign-in' }, new Date(cutoff.getTime() + DAY));
    const before = await total();
    expect(await older(cutoff)).toBe(2);

    expect(await pruneAuditEvents(server.db, 1825, clock)).toBe(2);
    expect(await older(cutoff)).toBe(0);
    expect(await total()).toBe(before - 2 + 1);
    const [prune] = (await events({ action: 'audit-prune' })).items;
    expect(prune).toEqual({
      id: expect.any(String),
      at: clock.toISOString(),
      actor: null,
      action: 'audit-prune',
      resource: 'audit-events',
      resourceId: null,
      resourceLabel: null,
      fields: [auditMessages.pruned(2, '16/06/2021')],
      changes: null,
      ip: null,
      requestId: null,
    });
    // Nothing more to delete: nothing recorded.
    expect(await pruneAuditEvents(server.db, 1825, clock)).toBe(0);
    expect((await events({ action: 'audit-prune' })).total).toBe(1);
  });

  it('prunes at start and then on its timer, until stopped', async () => {
    let now = clock;
    const old = () =>
      writeAudit(server.db, origin, { action: 'sign-out' }, new Date(now.getTime() - 11 * DAY));
    await old();
    const logs: string[] = [];
    const retention = await startAuditRetention({
      db: server.db,
      retentionDays: 10,
      now: () => now,
      logError: (line) => logs.push(line),
      intervalMs: 30,
    });
    const cutoff = () => new Date(now.getTime() - 10 * DAY);
    expect(await older(cutoff())).toBe(0);
    now = new Date(clock.getTime() + 1000);
    await old();
    for (let i = 0; i < 100 && (await older(cutoff())) > 0; i++) {
      await new Promise((done) => setTimeout(done, 20));
    }
    expect(await older(cutoff())).toBe(0);
    await retention.stop();
    await old();
    await new Promise((done) => setTimeout(done, 100));
    expect(await older(cutoff())).toBe(1);
    expect(logs).toEqual([]);
  });

  it('LOUSA_AUDIT_RETENTION_DAYS: a positive number of days, 1825 by default', async () => {
    expect(loadEnv({}).LOUSA_AUDIT_RETENTION_DAYS).toBe(1825);
    expect(loadEnv({ LOUSA_AUDIT_RETENTION_DAYS: '30' }).LOUSA_AUDIT_RETENTION_DAYS).toBe(30);
    for (const bad of ['0', '-5', 'dez', '1.5', '99999999']) {
      expect(() => loadEnv({ LOUSA_AUDIT_RETENTION_DAYS: bad }), bad).toThrow(EnvError);
    }
    expect(() => loadEnv({ LOUSA_AUDIT_RETENTION_DAYS: '0' })).toThrow(
      /LOUSA_AUDIT_RETENTION_DAYS/,
    );
  });

  it('a server started with a shorter retention prunes at once', async () => {
    const cutoff = new Date(clock.getTime() - 3 * DAY);
    expect(await older(cutoff)).toBeGreaterThan(10);
    await server.close();
    server = await startTestServer({
      store: school.store,
      testing: { now: () => clock },
      env: { LOUSA_AUDIT_RETENTION_DAYS: '3' },
    });
    school.server = server;
    api = new TestClient(server.url);
    await api.login();
    expect(await older(cutoff)).toBe(0);
    const prunes = (await events({ action: 'audit-prune' })).items.map((event) => event.fields);
    expect(prunes).toContainEqual([
      expect.stringMatching(/^\d+ eventos anteriores a 12\/06\/2026 removidos$/),
    ]);
  }, 60_000);
});
