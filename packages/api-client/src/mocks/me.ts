import {
  BUILT_IN_ROLES,
  changePasswordBodySchema,
  type Me,
  NETWORK_WIDE,
  PERMISSIONS,
  serverMessages,
  validate,
} from '@lousa/domain';
import { HttpResponse, http } from 'msw';
import { FIXTURE_ADMIN_PASSWORD, type FixtureDb } from './db.ts';
import { DEFAULT_MOCK_BASE, handle, MockHttpError, mockUrl, readJsonBody } from './mock-http.ts';
import { storyUserClaims } from './story-token.ts';

/**
 * GET /me and POST /auth/change-password of the fixtures. By default the signed-in user is the
 * fixture administrator with every permission; a story that needs someone else — a teacher, a
 * user of two units, one who must choose a new password — installs `meAs(...)`.
 */

/** The name of a built-in role ('Administrador', 'Secretaria Escolar', 'Diretor(a)', 'Professor(a)'). */
export type BuiltInRoleName = (typeof BUILT_IN_ROLES)[number]['name'];

/** What a story says about the signed-in user; whatever it leaves out is the administrator's. */
export interface MeScenario extends Partial<Omit<Me, 'role'>> {
  /**
   * The role: a built-in one by name (its permissions, unless `permissions` is given), one of
   * its own, or null (no role: no permission at all).
   */
  role?: BuiltInRoleName | Me['role'];
}

/** Fixed ids of the built-in roles in `meAs` (stories compare them, so they never change). */
const scenarioRoleIds: Record<BuiltInRoleName, string> = {
  Administrador: '0b8e4f6a-2c1d-4e7f-8a9b-3c5d7e9f1a2b',
  'Secretaria Escolar': '0b8e4f6a-2c1d-4e7f-8a9b-3c5d7e9f1a2c',
  'Diretor(a)': '0b8e4f6a-2c1d-4e7f-8a9b-3c5d7e9f1a2d',
  'Professor(a)': '0b8e4f6a-2c1d-4e7f-8a9b-3c5d7e9f1a2e',
};

/** The story user (the session of `signInForStory`) as GET /me answers it: an administrator. */
export const FIXTURE_ME: Me = {
  id: storyUserClaims.sub,
  cpf: storyUserClaims.cpf,
  email: storyUserClaims.email,
  firstName: storyUserClaims.firstName,
  lastName: storyUserClaims.lastName,
  role: { id: scenarioRoleIds.Administrador, name: 'Administrador' },
  permissions: [...PERMISSIONS],
  networkWide: true,
  schoolUnits: [],
  mustChangePassword: false,
};

/** The /me a scenario describes (see `MeScenario`). */
export function meOfScenario({ role, ...overrides }: MeScenario = {}): Me {
  const builtIn =
    typeof role === 'string' ? BUILT_IN_ROLES.find((candidate) => candidate.name === role) : null;
  const resolvedRole =
    role === undefined
      ? FIXTURE_ME.role
      : typeof role === 'string'
        ? { id: scenarioRoleIds[role], name: role }
        : role;
  const permissions =
    overrides.permissions ??
    (builtIn ? [...builtIn.permissions] : role === null ? [] : FIXTURE_ME.permissions);
  return {
    ...FIXTURE_ME,
    role: resolvedRole,
    networkWide: permissions.includes(NETWORK_WIDE),
    ...overrides,
    permissions,
  };
}

/** The /me of the fixture db: who signed in through the mock (else the administrator). */
export function fixtureMe(db: FixtureDb): Me {
  const user = db.users.find((candidate) => candidate.id === db.signedInUserId) ?? db.admin;
  const role = user.role ? db.roles.find((candidate) => candidate.id === user.role?.id) : null;
  const permissions = role ? [...role.permissions] : [];
  return {
    id: user.id,
    cpf: user.cpf,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role ? { id: user.role.id, name: user.role.name } : null,
    permissions,
    networkWide: permissions.includes(NETWORK_WIDE),
    schoolUnits: user.schoolUnits,
    mustChangePassword: db.passwordChangeRequired.has(user.id),
  };
}

/**
 * The change itself, against the current password the fixtures know: the body checked with the
 * domain schema (400 with its issues), a wrong current password as a 400 on `currentPassword`.
 */
async function changePassword(request: Request, currentPassword: string): Promise<string> {
  const parsed = validate(changePasswordBodySchema, await readJsonBody(request));
  if (!parsed.success) throw new MockHttpError(400, serverMessages.invalidBody, parsed.issues);
  if (parsed.output.currentPassword !== currentPassword) {
    throw new MockHttpError(400, serverMessages.currentPasswordWrong, [
      { path: 'currentPassword', message: serverMessages.currentPasswordWrong },
    ]);
  }
  return parsed.output.newPassword;
}

/** GET /me and POST /auth/change-password over the fixture db. */
export function meHandlers(db: FixtureDb, url: (path: string) => string) {
  return [
    http.get(
      url('/me'),
      handle(() => fixtureMe(db)),
    ),
    http.post(
      url('/auth/change-password'),
      handle(async ({ request }) => {
        const me = fixtureMe(db);
        const current = db.passwords.get(me.id) ?? FIXTURE_ADMIN_PASSWORD;
        db.passwords.set(me.id, await changePassword(request, current));
        db.passwordChangeRequired.delete(me.id);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}

/**
 * A story's signed-in user: GET /me answers the scenario (e.g. `meAs({ role: 'Professor(a)' })`,
 * `meAs({ permissions: ['registries.read'], schoolUnits })`, `meAs({ mustChangePassword: true })`),
 * and POST /auth/change-password succeeds (204), after which /me no longer asks for a change; a
 * story that needs a refusal sets it. Install with `msw.use(...meAs(...))`.
 */
export function meAs(scenario: MeScenario = {}, baseUrl = DEFAULT_MOCK_BASE) {
  const me = meOfScenario(scenario);
  return [
    http.get(mockUrl('/me', baseUrl), () => HttpResponse.json(me)),
    http.post(mockUrl('/auth/change-password', baseUrl), () => {
      me.mustChangePassword = false;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
