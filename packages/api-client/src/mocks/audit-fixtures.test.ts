import {
  AUDIT_FILTERS,
  auditActions,
  auditEventSchema,
  auditEventsResource,
  TOTAL_COUNT_HEADER,
} from '@lousa/domain';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, setupMockServer } from '../../test/msw.ts';
import { signTestToken } from '../../test/tokens.ts';
import { $session, setSession } from '../session/store.ts';
import { checkAccessToken } from '../session/token.ts';
import { createFixtureDb, type FixtureDb } from './db.ts';
import { FIXTURE_AUDIT_END } from './fixture-data.ts';
import { fixtureResources } from './fixture-resources.ts';
import { createHandlers } from './handlers.ts';

const DAY = 86_400_000;
const saoPauloDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

describe('the fixture audit trail', () => {
  const db = createFixtureDb();
  const events = db.auditEvents;

  it('holds some 40 events that pass the item schema, newest first, over the last weeks', () => {
    expect(events).toHaveLength(40);
    expect(v.safeParse(v.array(auditEventSchema), events).success).toBe(true);
    const times = events.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(events[0]?.at).toBe(FIXTURE_AUDIT_END);
    const span = (times[0] ?? 0) - (times.at(-1) ?? 0);
    expect(span).toBeGreaterThan(14 * DAY);
    expect(span).toBeLessThan(35 * DAY);
  });

  it('names actors among the users, from a few addresses; a failed sign-in has no actor', () => {
    const emails = new Set(db.users.map((user) => user.email));
    for (const event of events) {
      if (event.actor) expect(emails.has(event.actor.email)).toBe(true);
      else expect(event.action).toBe('sign-in-failed');
    }
    expect(new Set(events.map((event) => event.ip)).size).toBeGreaterThan(2);
    expect(new Set(events.map((event) => event.actor?.id ?? null)).size).toBeGreaterThan(2);
  });

  it('uses the log’s actions and several resources; writes name the fields they changed', () => {
    const actions = new Set(events.map((event) => event.action));
    for (const action of actions) expect(auditActions).toContain(action);
    expect(actions.size).toBeGreaterThan(8);
    expect(new Set(events.map((event) => event.resource)).size).toBeGreaterThan(3);
    for (const event of events.filter((each) => each.action === 'update')) {
      expect(event.fields.length).toBeGreaterThan(0);
      expect(event.fields).not.toContain('password');
    }
  });

  it('names the record beside its id when the fixtures hold it', () => {
    const users = new Map(db.users.map((user) => [user.id, `${user.firstName} ${user.lastName}`]));
    const onUsers = events.filter((event) => event.resourceId && users.has(event.resourceId));
    expect(onUsers.length).toBeGreaterThan(5);
    for (const event of onUsers)
      expect(event.resourceLabel).toBe(users.get(event.resourceId ?? ''));
    // A deleted record is no longer there to name; an event about no record names none.
    for (const event of events.filter((each) => each.action === 'delete' || !each.resourceId)) {
      expect(event.resourceLabel).toBeNull();
    }
  });

  it('is deterministic and leaves the data made before it as it was', () => {
    expect(createFixtureDb().auditEvents).toEqual(events);
    expect(createFixtureDb(2).auditEvents).not.toEqual(events);
  });

  it('filters every parameter the list call has', () => {
    const filters = fixtureResources.get(auditEventsResource.key)?.filters ?? {};
    expect(Object.keys(filters).sort()).toEqual([...AUDIT_FILTERS].sort());
  });
});

describe('GET /audit-events on the fixtures', () => {
  let db: FixtureDb;
  const server = setupMockServer();

  beforeEach(async () => {
    db = createFixtureDb();
    server.use(...createHandlers(db, { baseUrl: API }));
    const token = await signTestToken();
    const check = checkAccessToken(token);
    if (check.status === 'valid') setSession(token, check.user);
  });

  const list = async (query: string) => {
    const response = await fetch(`${API}/audit-events?${query}`, {
      headers: { Authorization: `Bearer ${$session.get().accessToken}` },
    });
    const rows = (await response.json()) as typeof db.auditEvents;
    return { total: Number(response.headers.get(TOTAL_COUNT_HEADER)), ids: rows.map((r) => r.id) };
  };
  const ids = (events: typeof db.auditEvents) => events.map((event) => event.id);

  it('without filters: every event, newest first; a page holds its slice', async () => {
    expect(await list('')).toEqual({ total: 40, ids: ids(db.auditEvents) });
    expect(await list('page=2&pageSize=10')).toEqual({
      total: 40,
      ids: ids(db.auditEvents.slice(10, 20)),
    });
  });

  it('action, resource and actorId keep the events that have that value', async () => {
    const deletes = db.auditEvents.filter((event) => event.action === 'delete');
    expect(await list('action=delete')).toEqual({ total: deletes.length, ids: ids(deletes) });

    const students = db.auditEvents.filter((event) => event.resource === 'students');
    expect(await list('resource=students')).toEqual({
      total: students.length,
      ids: ids(students),
    });

    const admin = db.auditEvents.filter((event) => event.actor?.id === db.admin.id);
    expect(admin.length).toBeGreaterThan(0);
    expect(await list(`actorId=${db.admin.id}`)).toEqual({ total: admin.length, ids: ids(admin) });
  });

  it('from and to are calendar days in São Paulo, both included', async () => {
    const day = saoPauloDay(db.auditEvents[10]?.at ?? '');
    const sameDay = db.auditEvents.filter((event) => saoPauloDay(event.at) === day);
    expect(await list(`from=${day}&to=${day}`)).toEqual({
      total: sameDay.length,
      ids: ids(sameDay),
    });
    const since = db.auditEvents.filter((event) => saoPauloDay(event.at) >= day);
    expect((await list(`from=${day}`)).total).toBe(since.length);
    expect((await list(`to=${day}`)).total).toBe(40 - since.length + sameDay.length);
  });

  it('filters combine with each other, with q, sort and paging; blank values are no filter', async () => {
    const signIns = db.auditEvents.filter(
      (event) => event.resource === 'users' && event.action === 'sign-in',
    );
    expect(await list('resource=users&action=sign-in&sort=at')).toEqual({
      total: signIns.length,
      ids: ids([...signIns].reverse()),
    });
    expect((await list('action=&resource=%20')).total).toBe(40);
    const email = db.admin.email;
    const byAdmin = db.auditEvents.filter(
      (event) => event.action === 'update' && event.actor?.email === email,
    );
    expect((await list(`action=update&q=${encodeURIComponent(email)}`)).total).toBe(byAdmin.length);
  });
});
