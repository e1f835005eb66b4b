import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import { persons, students } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { methodNotAllowed } from '../http/route-helpers.ts';

const student = alias(persons, 'student');
const guardian = alias(persons, 'guardian');

/** A person (student or guardian) as the API answers it, built as JSON by the database. */
function personJson(p: typeof student | typeof guardian): SQL {
  return sql`json_build_object(
    'id', ${p.id}, 'cpf', ${p.cpf}, 'rg', ${p.rg}, 'name', ${p.name},
    'socialName', ${p.socialName}, 'gender', ${p.gender}, 'ethnicity', ${p.ethnicity},
    'birthDate', to_char(${p.birthDate}, 'YYYY-MM-DD"T00:00:00.000Z"'),
    'birthCertificate', ${p.birthCertificate}, 'susCard', ${p.susCard}, 'email', ${p.email},
    'contact', ${p.contact}, 'nationality', ${p.nationality}, 'locationZone', ${p.locationZone},
    'birthCity', ${p.birthCity}, 'birthState', ${p.birthState},
    'address', json_build_object(
      'street', ${p.street}, 'number', ${p.number}, 'complement', ${p.complement},
      'neighborhood', ${p.neighborhood}, 'city', ${p.city}, 'state', ${p.state},
      'zipCode', ${p.zipCode}))`;
}

/**
 * GET /api/students: records of a student and a guardian (read-only: §7 has no create). The
 * list is the largest answer, so PostgreSQL builds its JSON text in one value (about twice as
 * fast as mapping rows in JavaScript, on PGlite and on PostgreSQL alike).
 */
export function studentRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const [row] = await db
      .select({
        body: sql<string>`coalesce(json_agg(json_build_object(
          'id', ${students.id},
          'person', ${personJson(student)},
          'guardian', ${personJson(guardian)}) order by ${students.id})::text, '[]')`,
      })
      .from(students)
      .innerJoin(student, eq(student.id, students.personId))
      .innerJoin(guardian, eq(guardian.id, students.guardianId));
    return c.body(row?.body ?? '[]', 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });

  app.all('/', methodNotAllowed('GET'));
  return app;
}
