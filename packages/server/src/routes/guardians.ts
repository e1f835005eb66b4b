import {
  cpfField,
  type GuardianMatch,
  guardianLookupResource,
  serverMessages,
  validate,
} from '@lousa/domain';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { auditOrigin, writeAudit } from '../audit/audit.ts';
import { requirePermission } from '../auth/permissions.ts';
import { persons } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { methodNotAllowed } from '../http/route-helpers.ts';

/**
 * GET /guardians?cpf=<CPF, masked or bare> (permission 'students.write', the student form's
 * search): the registered person with exactly that CPF, to reuse as a guardian (siblings share
 * one) → 200 `{ id, name, cpf, contact, email }` | 400 (no or invalid CPF) | 404. Only an exact
 * CPF finds anyone (no partial match, no list), and a person found is a 'sensitive-read' of the
 * audit log. Persons are the network's, not a unit's: a guardian is found whatever unit the
 * students it answers for are in.
 */
export function mountGuardianLookup(app: Hono<AppEnv>, deps: Deps) {
  const { path } = guardianLookupResource;
  app.get(path, requirePermission('students.write'), async (c) => {
    const result = validate(cpfField, c.req.query('cpf') ?? '');
    if (!result.success) {
      const message = result.issues[0]?.message ?? serverMessages.invalidBody;
      throw new ApiError(400, message, [{ path: 'cpf', message }]);
    }
    const [person] = await deps.db
      .select({
        id: persons.id,
        name: persons.name,
        cpf: persons.cpf,
        contact: persons.contact,
        email: persons.email,
      })
      .from(persons)
      .where(eq(persons.cpf, result.output))
      .limit(1);
    if (!person) throw new ApiError(404, guardianLookupResource.notFound);
    await writeAudit(
      deps.db,
      auditOrigin(c),
      { action: 'sensitive-read', resource: guardianLookupResource.key, resourceId: person.id },
      deps.now(),
    );
    const match: GuardianMatch = {
      id: person.id,
      name: person.name,
      cpf: person.cpf ?? result.output,
      contact: person.contact,
      email: person.email,
    };
    return c.json(match);
  });
  app.all(path, methodNotAllowed('GET'));
}
