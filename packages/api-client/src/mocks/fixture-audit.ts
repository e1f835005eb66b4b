import type { AuditAction, AuditEvent, User } from '@lousa/domain';
import type { Faker } from '@lousa/domain/fake';
import { FIXTURE_AUDIT_END, fixtureAuditFields, fixtureAuditIps } from './fixture-data.ts';

/** The resources the fixture trail writes to (creates, updates, deletes). */
export type FixtureAuditResource = keyof typeof fixtureAuditFields;

export interface AuditTrailSources {
  /** The users: the first five act, the first is the administrator. */
  users: readonly User[];
  /** The ids of each resource's rows, to name the records the events touched. */
  ids: Readonly<Record<FixtureAuditResource, readonly string[]>>;
  /** What the log shows beside a record's id (its name), by id. */
  labels?: Readonly<Record<string, string>>;
  /** How many events (default 40). */
  count?: number;
}

/** The actions of the ordinary events, about as often as a school network sees them. */
const ordinary: readonly AuditAction[] = [
  'sign-in',
  'sign-in',
  'sign-in',
  'update',
  'update',
  'update',
  'create',
  'create',
  'sensitive-read',
  'sign-out',
  'delete',
  'sign-in-failed',
];

/** The rarer events, at fixed places of the trail (0 is the newest). */
const rare: Readonly<Record<number, AuditAction>> = {
  4: 'password-change',
  9: 'account-disabled',
  16: 'account-enabled',
  23: 'refresh-token-reuse',
  31: 'password-change',
  39: 'audit-prune',
};

const MINUTE = 60_000;

/**
 * A plausible audit trail, newest first (the order the server answers by default), ending at
 * `FIXTURE_AUDIT_END` and going back some 3 weeks: sign-ins from a few addresses, creates,
 * updates and deletes of registries with the fields they changed, reads of a student's record,
 * a failed sign-in without an actor, one user disabled and
 * enabled before (`users[7]`, whom the fixtures keep inactive). Deterministic for a faker's state.
 */
export function createAuditTrail(
  faker: Faker,
  { users, ids, labels = {}, count = 40 }: AuditTrailSources,
): AuditEvent[] {
  const [admin, ...others] = users;
  if (!admin) return [];
  const actors = others.slice(0, 4);
  const resources = Object.keys(fixtureAuditFields) as FixtureAuditResource[];
  const disabled = users[7] ?? admin;
  const actorOf = (user: User) => ({ id: user.id, email: user.email });
  const idOf = (resource: FixtureAuditResource) => {
    const rows = ids[resource];
    return rows.length > 0 ? faker.pick(rows) : faker.uuid();
  };

  /** The record's name beside its id (none for a record the fixtures do not hold). */
  const about = (resourceId: string | null) => ({
    resourceId,
    resourceLabel: resourceId ? (labels[resourceId] ?? null) : null,
  });

  let at = Date.parse(FIXTURE_AUDIT_END);
  return Array.from({ length: count }, (_, index): AuditEvent => {
    const action = rare[index] ?? faker.pick(ordinary);
    const user = actors.length > 0 && faker.bool(0.6) ? faker.pick(actors) : admin;
    const base = {
      id: faker.uuid(),
      at: new Date(at).toISOString(),
      ip: faker.pick(fixtureAuditIps),
      requestId: faker.uuid(),
    };
    at -= faker.int(3 * 60, 20 * 60) * MINUTE + faker.int(0, 59) * 1000;
    switch (action) {
      case 'create':
      case 'update':
      case 'delete': {
        const resource = faker.pick(resources);
        const fields = fixtureAuditFields[resource];
        // Users and roles are the administrator's to change.
        const actor = resource === 'users' || resource === 'roles' ? admin : user;
        return {
          ...base,
          actor: actorOf(actor),
          action,
          resource,
          ...about(action === 'delete' ? faker.uuid() : idOf(resource)),
          fields:
            action === 'create'
              ? [...fields.create]
              : action === 'update'
                ? [...faker.pick<readonly string[]>(fields.update)]
                : [],
        };
      }
      case 'sensitive-read':
        return {
          ...base,
          actor: actorOf(user),
          action,
          resource: 'students',
          ...about(idOf('students')),
          fields: [],
        };
      case 'sign-in-failed':
        return { ...base, actor: null, action, resource: 'users', ...about(null), fields: [] };
      case 'account-disabled':
      case 'account-enabled':
        return {
          ...base,
          actor: actorOf(admin),
          action,
          resource: 'users',
          ...about(disabled.id),
          fields: ['active'],
        };
      case 'audit-prune':
        return {
          ...base,
          actor: actorOf(admin),
          action,
          resource: 'audit-events',
          ...about(null),
          fields: [],
        };
      default:
        // sign-in, sign-out, password-change, refresh-token-reuse: about the actor's own account.
        return {
          ...base,
          actor: actorOf(user),
          action,
          resource: 'users',
          ...about(user.id),
          fields: [],
        };
    }
  });
}
