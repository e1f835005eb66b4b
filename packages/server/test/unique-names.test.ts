import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverMessages } from '@lousa/domain';
import { createFaker } from '@lousa/domain/fake';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../src/db/client.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestStore, startTestServer, TestClient, type TestStore } from './helpers.ts';

/*
 * A registry whose name is its identity refuses a second record of the same name, whatever its
 * case and accents (409 naming the field); a course's name is unique within its school unit.
 * Migration 0008 renames the duplicates an older database already holds before it creates the
 * unique indexes.
 */

const faker = createFaker(8008);
type Item = Record<string, unknown> & { id: string };

const stores: TestStore[] = [];
const dirs: string[] = [];
let server: RunningServer;
let admin: TestClient;

beforeAll(async () => {
  const store = await createTestStore();
  stores.push(store);
  server = await startTestServer({ store });
  admin = new TestClient(server.url);
  await admin.login();
});

afterAll(async () => {
  await server?.close();
  for (const store of stores) await store.cleanup();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function created(path: string, body: unknown): Promise<Item> {
  const answer = await admin.post<Item>(`/api${path}`, body);
  expect(answer.status, `POST ${path}: ${answer.text}`).toBe(201);
  return answer.body;
}

const patch = (path: string, body: unknown) =>
  admin.request<Item>('PATCH', `/api${path}`, { json: body });

const unitBody = (name: string) => ({
  cnpj: faker.cnpj(),
  name,
  address: {
    street: 'Rua das Acácias',
    number: '45',
    neighborhood: 'Boa Vista',
    city: 'Recife',
    state: 'PE',
    zipCode: '50050000',
  },
  area: 'URBAN',
  principalName: 'Joana Lima',
});

let components = 0;

/** The registries whose name (a school-day type's description) is their identity. */
const registries = [
  {
    path: '/teaching-modalities',
    field: 'name',
    message: serverMessages.teachingModalityNameTaken,
    names: ['Educação Especial', 'EDUCACAO especial', 'Educação Infantil'],
    body: async (name: string) => ({ name }),
  },
  {
    path: '/curricular-components',
    field: 'name',
    message: serverMessages.curricularComponentNameTaken,
    names: ['Língua Portuguesa', 'lingua portuguesa', 'Língua Inglesa'],
    body: async (name: string) => ({ name }),
  },
  {
    path: '/curriculum-matrices',
    field: 'name',
    message: serverMessages.curriculumMatrixNameTaken,
    names: ['Matriz Anos Iniciais', 'MATRIZ ANOS INICIAIS', 'Matriz Anos Finais'],
    body: async (name: string) => {
      components += 1;
      const component = await created('/curricular-components', { name: `Artes ${components}` });
      return { name, matrix: [{ curricularComponentId: component.id, workload: 80 }] };
    },
  },
  {
    path: '/school-day-types',
    field: 'description',
    message: serverMessages.schoolDayTypeDescriptionTaken,
    names: ['Reunião Pedagógica', 'reuniao pedagogica', 'Recesso Escolar'],
    body: async (description: string) => ({ description }),
  },
];

describe.each(registries)('$path: the name is the identity', (registry) => {
  it('answers 409 naming the field for the same name in another case and without accents', async () => {
    const [first, same, other] = registry.names as [string, string, string];
    const original = await created(registry.path, await registry.body(first));
    const duplicate = await admin.post(`/api${registry.path}`, await registry.body(same));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: registry.message });

    // PATCH: another record may not take the name; a record keeps (or recases) its own.
    const second = await created(registry.path, await registry.body(other));
    const taken = await patch(`${registry.path}/${second.id}`, { [registry.field]: same });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: registry.message });
    const own = await patch(`${registry.path}/${original.id}`, { [registry.field]: first });
    expect(own.status, own.text).toBe(200);
    const recased = await patch(`${registry.path}/${original.id}`, { [registry.field]: same });
    expect(recased.status, recased.text).toBe(200);
    expect(recased.body[registry.field]).toBe(same);

    const list = await admin.get<Item[]>(`/api${registry.path}?q=${encodeURIComponent(same)}`);
    expect(list.body.map((item) => item.id)).toEqual([original.id]);
  });
});

describe('/courses: the name is unique within a school unit', () => {
  it('refuses the same name in the same unit (409), accepts it in another unit', async () => {
    const unitA = await created('/school-units', unitBody('Escola Municipal Norte'));
    const unitB = await created('/school-units', unitBody('Escola Municipal Sul'));
    const modality = await created('/teaching-modalities', { name: 'Ensino Fundamental' });
    const component = await created('/curricular-components', { name: 'Matemática' });
    const matrix = await created('/curriculum-matrices', {
      name: 'Matriz do Fundamental',
      matrix: [{ curricularComponentId: component.id, workload: 80 }],
    });
    const course = (name: string, unitId: string) => ({
      name,
      teachingModalityId: modality.id,
      curriculumMatrixId: matrix.id,
      schoolUnitId: unitId,
    });
    const first = await created('/courses', course('Anos Iniciais', unitA.id));
    const duplicate = await admin.post('/api/courses', course('ANOS iniciais', unitA.id));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: serverMessages.courseNameTaken });
    const elsewhere = await created('/courses', course('Anos Iniciais', unitB.id));

    // Moving the other unit's course into unit A with that name is a duplicate too.
    const moved = await patch(`/courses/${elsewhere.id}`, { schoolUnitId: unitA.id });
    expect(moved.status).toBe(409);
    expect(moved.body).toEqual({ message: serverMessages.courseNameTaken });
    const own = await patch(`/courses/${first.id}`, { name: 'Anos Iniciais' });
    expect(own.status, own.text).toBe(200);
  });
});

/** The rows of a raw query, whichever driver answered it. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** The committed migrations up to (and including) `last`, in a folder of their own. */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'lousa-old-migrations-'));
  dirs.push(dir);
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('upgrading a database that holds duplicate names', () => {
  it('renames the later duplicates with (2), (3)… and then refuses new ones', async () => {
    const store = await createTestStore({ fresh: true });
    stores.push(store);
    const handle = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
    const oldFolder = migrationsUpTo(7);
    if (handle.pglite) await migratePglite(handle.db as never, { migrationsFolder: oldFolder });
    else await migratePostgres(handle.db as never, { migrationsFolder: oldFolder });
    await handle.db.execute(sql`
      insert into teaching_modalities (id, name, created_at) values
        ('01900000-0000-7000-8000-000000000001', 'Educação Especial', '2025-01-01'),
        ('01900000-0000-7000-8000-000000000002', 'educacao especial', '2025-01-02'),
        ('01900000-0000-7000-8000-000000000003', 'EDUCAÇÃO ESPECIAL', '2025-01-03'),
        ('01900000-0000-7000-8000-000000000004', 'educação especial (2)', '2025-01-04'),
        ('01900000-0000-7000-8000-000000000005', 'Educação Infantil', '2025-01-05')`);
    await handle.db.execute(sql`
      insert into school_day_types (id, description, created_at) values
        ('01900000-0000-7000-8000-000000000011', 'Recesso', '2025-01-01'),
        ('01900000-0000-7000-8000-000000000012', 'RECESSO', '2025-01-02')`);
    await handle.close();

    const upgraded = await startTestServer({ store });
    try {
      const modalities = rowsOf<{ id: string; name: string }>(
        await upgraded.db.execute(sql`select id, name from teaching_modalities order by id`),
      );
      expect(modalities.map((row) => row.name)).toEqual([
        'Educação Especial',
        'educacao especial (2)',
        'EDUCAÇÃO ESPECIAL (3)',
        // Its own name met the renamed second one: renamed again.
        'educação especial (2) (2)',
        'Educação Infantil',
      ]);
      const types = rowsOf<{ description: string }>(
        await upgraded.db.execute(sql`select description from school_day_types order by id`),
      );
      expect(types.map((row) => row.description)).toEqual(['Recesso', 'RECESSO (2)']);

      const client = new TestClient(upgraded.url);
      await client.login();
      const duplicate = await client.post('/api/teaching-modalities', {
        name: 'educacao infantil',
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toEqual({ message: serverMessages.teachingModalityNameTaken });
    } finally {
      await upgraded.close();
    }
  }, 120_000);
});
