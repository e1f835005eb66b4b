import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import { persons, students } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { toApiDate } from '../http/dates.ts';
import { methodNotAllowed } from '../http/route-helpers.ts';

type PersonRow = typeof persons.$inferSelect;

/** A person (student or guardian) as the API answers it. */
export function personResponse(row: PersonRow) {
  return {
    id: row.id,
    cpf: row.cpf,
    rg: row.rg,
    name: row.name,
    socialName: row.socialName,
    gender: row.gender,
    ethnicity: row.ethnicity,
    birthDate: toApiDate(row.birthDate),
    birthCertificate: row.birthCertificate,
    susCard: row.susCard,
    email: row.email,
    contact: row.contact,
    nationality: row.nationality,
    locationZone: row.locationZone,
    birthCity: row.birthCity,
    birthState: row.birthState,
    address: {
      street: row.street,
      number: row.number,
      complement: row.complement,
      neighborhood: row.neighborhood,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
    },
  };
}

const student = alias(persons, 'student');
const guardian = alias(persons, 'guardian');

/** GET /api/students: records of a student and a guardian (read-only: §7 has no create). */
export function studentRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const rows = await db
      .select({ id: students.id, person: student, guardian })
      .from(students)
      .innerJoin(student, eq(student.id, students.personId))
      .innerJoin(guardian, eq(guardian.id, students.guardianId))
      .orderBy(asc(students.id));
    return c.json(
      rows.map((row) => ({
        id: row.id,
        person: personResponse(row.person),
        guardian: personResponse(row.guardian),
      })),
    );
  });

  app.all('/', methodNotAllowed('GET'));
  return app;
}
