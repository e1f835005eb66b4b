import { serverMessages, teachingModalitiesResource } from '@lousa/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Item, useSchool } from './builders.ts';
import { ADMIN } from './helpers.ts';
import { databaseAt, rowsOf, signedIn } from './migrations-at.ts';

/*
 * A registry whose name is its identity refuses a second record of the same name, whatever its
 * case and accents (409 naming the field); a course's name is unique within its school unit.
 * Migration 0008 renames the duplicates an older database already holds before it creates the
 * unique indexes.
 */

const school = useSchool();

const patch = (path: string, body: unknown) =>
  school.admin.request<Item>('PATCH', `/api${path}`, { json: body });

/** The registries whose name (a school-day type's description) is their identity. */
const registries = [
  {
    path: '/teaching-modalities',
    field: 'name',
    message: teachingModalitiesResource.nameTaken,
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
      const component = await school.build.component();
      return { name, matrix: [{ curricularComponentId: component.id, workload: 80 }] };
    },
  },
  {
    path: '/school-day-types',
    field: 'description',
    message: serverMessages.schoolDayTypeDescriptionTaken,
    names: ['Reunião Pedagógica', 'reuniao pedagogica', 'Recesso Escolar'],
    body: async (description: string) => ({ description, kind: 'RECESSO' }),
  },
];

describe.each(registries)('$path: the name is the identity', (registry) => {
  it('answers 409 naming the field for the same name in another case and without accents', async () => {
    const [first, same, other] = registry.names as [string, string, string];
    const original = await school.build.created(registry.path, await registry.body(first));
    const duplicate = await school.admin.post(`/api${registry.path}`, await registry.body(same));
    expect(duplicate.status).toBe(409);
    const named = {
      message: registry.message,
      issues: [{ path: registry.field, message: registry.message }],
    };
    expect(duplicate.body).toEqual(named);

    // PATCH: another record may not take the name; a record keeps (or recases) its own.
    const second = await school.build.created(registry.path, await registry.body(other));
    const taken = await patch(`${registry.path}/${second.id}`, { [registry.field]: same });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(named);
    const own = await patch(`${registry.path}/${original.id}`, { [registry.field]: first });
    expect(own.status, own.text).toBe(200);
    const recased = await patch(`${registry.path}/${original.id}`, { [registry.field]: same });
    expect(recased.status, recased.text).toBe(200);
    expect(recased.body[registry.field]).toBe(same);

    const list = await school.admin.get<Item[]>(
      `/api${registry.path}?q=${encodeURIComponent(same)}`,
    );
    expect(list.body.map((item) => item.id)).toEqual([original.id]);
  });
});

describe('/courses: the name is unique within a school unit', () => {
  it('refuses the same name in the same unit (409), accepts it in another unit', async () => {
    const { build } = school;
    const unitA = await build.unit('Escola Municipal Norte');
    const unitB = await build.unit('Escola Municipal Sul');
    const modality = await build.modality('Ensino Fundamental');
    const component = await build.component('Matemática');
    const matrix = await build.matrix([[component.id, 80]], 'Matriz do Fundamental');
    const course = (name: string, unitId: string) => ({
      name,
      teachingModalityId: modality.id,
      curriculumMatrixId: matrix.id,
      schoolUnitId: unitId,
    });
    const first = await build.course(unitA.id, modality.id, matrix.id, 'Anos Iniciais');
    const duplicate = await school.admin.post('/api/courses', course('ANOS iniciais', unitA.id));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      message: serverMessages.courseNameTaken,
      issues: [{ path: 'name', message: serverMessages.courseNameTaken }],
    });
    const elsewhere = await build.course(unitB.id, modality.id, matrix.id, 'Anos Iniciais');

    // Moving the other unit's course into unit A with that name is a duplicate too.
    const moved = await patch(`/courses/${elsewhere.id}`, { schoolUnitId: unitA.id });
    expect(moved.status).toBe(409);
    expect(moved.body).toEqual({
      message: serverMessages.courseNameTaken,
      issues: [{ path: 'name', message: serverMessages.courseNameTaken }],
    });
    const own = await patch(`/courses/${first.id}`, { name: 'Anos Iniciais' });
    expect(own.status, own.text).toBe(200);
  });
});

describe('upgrading a database that holds duplicate names', () => {
  it('renames the later duplicates with (2), (3)… and then refuses new ones', async () => {
    const old = await databaseAt(7, async (db) => {
      await db.execute(sql`
        insert into teaching_modalities (id, name, created_at) values
          ('01900000-0000-7000-8000-000000000001', 'Educação Especial', '2025-01-01'),
          ('01900000-0000-7000-8000-000000000002', 'educacao especial', '2025-01-02'),
          ('01900000-0000-7000-8000-000000000003', 'EDUCAÇÃO ESPECIAL', '2025-01-03'),
          ('01900000-0000-7000-8000-000000000004', 'educação especial (2)', '2025-01-04'),
          ('01900000-0000-7000-8000-000000000005', 'Educação Infantil', '2025-01-05')`);
      await db.execute(sql`
        insert into school_day_types (id, description, created_at) values
          ('01900000-0000-7000-8000-000000000011', 'Recesso', '2025-01-01'),
          ('01900000-0000-7000-8000-000000000012', 'RECESSO', '2025-01-02')`);
    });

    await old.start(async (upgraded) => {
      const modalities = await rowsOf<{ id: string; name: string }>(
        upgraded.db,
        sql`select id, name from teaching_modalities order by id`,
      );
      expect(modalities.map((row) => row.name)).toEqual([
        'Educação Especial',
        'educacao especial (2)',
        'EDUCAÇÃO ESPECIAL (3)',
        // Its own name met the renamed second one: renamed again.
        'educação especial (2) (2)',
        'Educação Infantil',
      ]);
      const types = await rowsOf<{ description: string }>(
        upgraded.db,
        sql`select description from school_day_types order by id`,
      );
      expect(types.map((row) => row.description)).toEqual(['Recesso', 'RECESSO (2)']);

      const client = await signedIn(upgraded, ADMIN.email, ADMIN.password);
      const duplicate = await client.post('/api/teaching-modalities', {
        name: 'educacao infantil',
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toEqual({
        message: teachingModalitiesResource.nameTaken,
        issues: [{ path: 'name', message: teachingModalitiesResource.nameTaken }],
      });
    });
  }, 120_000);
});
