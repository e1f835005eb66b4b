import {
  academicCalendarListSchema,
  academicTermListSchema,
  academicYearListSchema,
  classroomListSchema,
  courseListSchema,
  curricularComponentListSchema,
  curriculumMatrixListSchema,
  isValidCnpj,
  isValidCpf,
  type Me,
  schoolDayListSchema,
  schoolDayTypeListSchema,
  schoolUnitListSchema,
  serverMessages,
  studentListItemSchema,
  studentRecordSchema,
  teachingModalityListSchema,
  userListSchema,
} from '@lousa/domain';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { persons, students as studentRows } from '../src/db/schema.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestStore, startTestServer, TestClient, type TestStore } from './helpers.ts';

/** No LOUSA_ADMIN_*, no LOUSA_JWT_SECRET, LOUSA_DEMO unset: the plain `npm start` set-up. */
const PLAIN = {
  LOUSA_ADMIN_EMAIL: '',
  LOUSA_ADMIN_PASSWORD: '',
  LOUSA_ADMIN_CPF: '',
  LOUSA_ADMIN_FIRST_NAME: '',
  LOUSA_ADMIN_LAST_NAME: '',
  LOUSA_JWT_SECRET: '',
  LOUSA_DEMO: '',
};
const onPostgres = Boolean(process.env.DATABASE_URL);
const stores: TestStore[] = [];
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.close();
  for (const store of stores) await store.cleanup();
});

async function start(store: TestStore, env: Record<string, string>, logs: string[]) {
  const server = await startTestServer({ store, env, logs });
  servers.push(server);
  return server;
}

async function typedList<T>(api: TestClient, path: string, schema: v.GenericSchema) {
  const answer = await api.get(path);
  expect(answer.status, path).toBe(200);
  return v.parse(schema, answer.body) as T[];
}

async function expectDemoSet(api: TestClient, server: RunningServer) {
  type Student = v.InferOutput<typeof studentListItemSchema>;
  const students = await typedList<Student>(api, '/api/students', v.array(studentListItemSchema));
  expect(students.length).toBeGreaterThanOrEqual(200);
  // One full record through the API; the people's spread straight from the database (the list
  // shows no personal data, and reading hundreds of full records would be audited one by one).
  const record = await api.get(`/api/students/${students[0]?.id}`);
  expect(record.status).toBe(200);
  expect(v.safeParse(studentRecordSchema, record.body).success).toBe(true);
  const guardian = alias(persons, 'guardian');
  const pairs = await server.db
    .select({ person: persons, guardian })
    .from(studentRows)
    .innerJoin(persons, eq(persons.id, studentRows.personId))
    .innerJoin(guardian, eq(guardian.id, studentRows.guardianId));
  expect(pairs).toHaveLength(students.length);
  const people = pairs.flatMap((pair) => [pair.person, pair.guardian]);
  expect(people.every((p) => isValidCpf(p.cpf))).toBe(true);
  expect(new Set(people.map((p) => p.cpf)).size).toBe(people.length);
  expect(new Set(people.map((p) => p.ethnicity)).size).toBeGreaterThanOrEqual(4);
  expect(new Set(people.map((p) => p.gender))).toEqual(new Set(['MALE', 'FEMALE']));
  expect(new Set(people.map((p) => p.nationality)).size).toBeGreaterThanOrEqual(2);
  expect(new Set(people.map((p) => p.locationZone))).toEqual(new Set(['URBAN', 'RURAL']));
  expect(people.every((p) => /^\d{8}$/.test(p.zipCode))).toBe(true);

  const units = await typedList<{ cnpj: string }>(api, '/api/school-units', schoolUnitListSchema);
  expect(units.length).toBeGreaterThanOrEqual(3);
  expect(units.every((u) => isValidCnpj(u.cnpj))).toBe(true);
  expect(
    (await typedList<unknown>(api, '/api/teaching-modalities', teachingModalityListSchema)).length,
  ).toBeGreaterThanOrEqual(3);
  const components = await typedList<{ name: string }>(
    api,
    '/api/curricular-components',
    curricularComponentListSchema,
  );
  expect(components.map((c) => c.name)).toEqual([
    'Língua Portuguesa',
    'Matemática',
    'Arte',
    'Educação Física',
    'Língua Inglesa',
    'Ciências',
    'Geografia',
    'História',
    'Ensino Religioso',
  ]);
  const matrices = await typedList<{ matrix: unknown[] }>(
    api,
    '/api/curriculum-matrices',
    curriculumMatrixListSchema,
  );
  expect(matrices.length).toBeGreaterThanOrEqual(2);
  expect(matrices.every((m) => m.matrix.length > 0)).toBe(true);
  expect((await typedList(api, '/api/courses', courseListSchema)).length).toBeGreaterThanOrEqual(3);
  const classrooms = await typedList<{ shift: string }>(
    api,
    '/api/classrooms',
    classroomListSchema,
  );
  expect(new Set(classrooms.map((c) => c.shift))).toEqual(
    new Set(['INTEGRAL', 'MORNING', 'AFTERNOON', 'NIGHT']),
  );
  const years = await typedList<{ year: string }>(
    api,
    '/api/academic-calendars/years',
    academicYearListSchema,
  );
  expect(years.map((y) => y.year)).toEqual(['2025', '2026']);
  const calendars = await typedList<{ academicYear: { year: string } }>(
    api,
    '/api/academic-calendars',
    academicCalendarListSchema,
  );
  expect(new Set(calendars.map((c) => c.academicYear.year))).toEqual(new Set(['2025', '2026']));
  expect(
    (await typedList(api, '/api/academic-terms', academicTermListSchema)).length,
  ).toBeGreaterThanOrEqual(8);
  const types = await typedList<{ id: string }>(
    api,
    '/api/school-day-types',
    schoolDayTypeListSchema,
  );
  const days = await typedList<{ type: { id?: string } }>(
    api,
    '/api/school-days',
    schoolDayListSchema,
  );
  // School days of each type.
  expect(new Set(days.map((d) => d.type.id))).toEqual(new Set(types.map((t) => t.id)));
  const users = await typedList<{ role: unknown }>(api, '/api/users', userListSchema);
  expect(users.some((u) => u.role === null)).toBe(true);
}

describe('first start, restart and demo data', () => {
  it('creates admin@lousa.local with a random password printed once; data survives a restart', async () => {
    // A data dir with nothing in it: migrations run from scratch.
    const store = await createTestStore({ fresh: true });
    stores.push(store);
    const logs: string[] = [];
    const first = await start(store, PLAIN, logs);
    const output = logs.join('\n');
    expect(output).toContain('login: admin@lousa.local');
    const password = /^\s*senha: (\S+)$/m.exec(output)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);

    const api = new TestClient(first.url);
    await api.login('admin@lousa.local', password);
    // A printed password must be replaced first: /me says so, and every data route refuses.
    const me = await api.get<Me>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'admin@lousa.local', mustChangePassword: true });
    const refused = await api.get('/api/teaching-modalities');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: serverMessages.passwordChangeRequired });
    // The administrator chooses a new password; the same token then reaches the data routes.
    const newPassword = 'Quadro-Verde-da-Rede-2026';
    const changed = await api.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword,
    });
    expect(changed.status).toBe(204);
    expect((await api.get<Me>('/api/me')).body.mustChangePassword).toBe(false);
    const created = await api.post<{ id: string }>('/api/teaching-modalities', {
      name: 'Educação Profissional',
    });
    expect(created.status).toBe(201);
    const studentsBefore = (await api.get<unknown[]>('/api/students')).body.length;
    if (onPostgres) expect(studentsBefore).toBe(0);
    else await expectDemoSet(api, first);
    await first.close();

    // Restart on the same data dir (and database).
    const againLogs: string[] = [];
    const second = await start(store, PLAIN, againLogs);
    expect(againLogs.join('\n')).not.toContain('senha');
    const again = new TestClient(second.url);
    // The access token issued before the restart is still valid: the secret was kept.
    again.token = api.token;
    const modalities = await again.get<{ id: string }[]>('/api/teaching-modalities');
    expect(modalities.status).toBe(200);
    expect(modalities.body.map((m) => m.id)).toContain(created.body.id);
    expect((await again.get<unknown[]>('/api/students')).body.length).toBe(studentsBefore);
    await again.login('admin@lousa.local', newPassword);
  }, 120_000);

  it(onPostgres
    ? 'loads the demo set on PostgreSQL only with LOUSA_DEMO=1'
    : 'does not load the demo set with LOUSA_DEMO=0', async () => {
    const store = await createTestStore();
    stores.push(store);
    const logs: string[] = [];
    const server = await start(store, { LOUSA_DEMO: onPostgres ? '1' : '0' }, logs);
    expect(logs.join('\n')).not.toContain('senha:');
    const api = new TestClient(server.url);
    await api.login();
    if (onPostgres) await expectDemoSet(api, server);
    else {
      expect((await api.get('/api/students')).body).toEqual([]);
      expect((await api.get('/api/school-units')).body).toEqual([]);
      expect((await api.get<unknown[]>('/api/users')).body).toHaveLength(1);
    }
  }, 120_000);
});
