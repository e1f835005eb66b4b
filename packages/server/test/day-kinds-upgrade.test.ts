import { type SchoolDayType, schoolDayTypeListSchema } from '@lousa/domain';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ADMIN } from './helpers.ts';
import { databaseAt, signedIn } from './migrations-at.ts';

/*
 * Migration 0013 (issue 27, 'School-day types have a kind'): the types of a database of the
 * release before it get the kind their description meant under that release's rule (folded,
 * spaces collapsed: 'dia letivo', 'sabado letivo', 'feriado', 'conselho de classe'); any other
 * description gets RECESSO and is marked for the administrator to review, until the type is
 * saved again.
 */

const id = (n: number) => `01900000-0000-7000-8000-${String(n).padStart(12, '0')}`;

const OLD_TYPES: [string, string][] = [
  [id(1), 'Dia Letivo'],
  [id(2), '  SÁBADO   letivo '],
  [id(3), 'feriado'],
  [id(4), 'Conselho de Classe'],
  [id(5), 'Aula normal'],
  [id(6), 'Recesso Escolar'],
  [id(7), 'Dia letivo regular'],
];

describe('upgrading a database whose school-day types had no kind', () => {
  it('gives each type the kind of today’s rule and marks the fallback ones for review', async () => {
    const old = await databaseAt(12, async (db) => {
      for (const [typeId, description] of OLD_TYPES) {
        await db.execute(sql`
          insert into school_day_types (id, description, created_at) values
            (${typeId}, ${description}, '2025-01-01')`);
      }
    });

    await old.start(async (upgraded) => {
      const client = await signedIn(upgraded, ADMIN.email, ADMIN.password);
      const answer = await client.get<SchoolDayType[]>('/api/school-day-types?pageSize=100');
      expect(answer.status, answer.text).toBe(200);
      expect(v.is(schoolDayTypeListSchema, answer.body), answer.text).toBe(true);
      const byId = new Map(answer.body.map((type) => [type.id, type]));
      expect(OLD_TYPES.map(([typeId]) => byId.get(typeId))).toEqual([
        { id: id(1), description: 'Dia Letivo', kind: 'DIA_LETIVO', kindToReview: false },
        {
          id: id(2),
          description: '  SÁBADO   letivo ',
          kind: 'SABADO_LETIVO',
          kindToReview: false,
        },
        { id: id(3), description: 'feriado', kind: 'FERIADO', kindToReview: false },
        {
          id: id(4),
          description: 'Conselho de Classe',
          kind: 'CONSELHO_CLASSE',
          kindToReview: false,
        },
        { id: id(5), description: 'Aula normal', kind: 'RECESSO', kindToReview: true },
        { id: id(6), description: 'Recesso Escolar', kind: 'RECESSO', kindToReview: true },
        { id: id(7), description: 'Dia letivo regular', kind: 'RECESSO', kindToReview: true },
      ]);

      // The administrator gives 'Aula normal' its kind: the mark goes; the others keep theirs.
      const saved = await client.request('PATCH', `/api/school-day-types/${id(5)}`, {
        json: { kind: 'DIA_LETIVO' },
      });
      expect(saved.status, saved.text).toBe(200);
      const after = await client.get<SchoolDayType[]>('/api/school-day-types?pageSize=100');
      expect(after.body.filter((type) => type.kindToReview).map((type) => type.id)).toEqual(
        expect.arrayContaining([id(6), id(7)]),
      );
      expect(after.body.find((type) => type.id === id(5))).toEqual({
        id: id(5),
        description: 'Aula normal',
        kind: 'DIA_LETIVO',
        kindToReview: false,
      });
    });
  }, 120_000);
});
