import { BUILT_IN_ROLES, type Me, NETWORK_WIDE, PERMISSIONS } from '@lousa/domain';
import { HttpResponse, http } from 'msw';
import { DEFAULT_MOCK_BASE, mockUrl } from './mock-http.ts';
import { storyUserClaims } from './story-token.ts';

/**
 * A story's signed-in user beside the recorded answers: a story that needs someone the recording
 * does not have — a role's permissions changed, a user of two units, one who must choose a new
 * password — installs `meAs(...)`.
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
