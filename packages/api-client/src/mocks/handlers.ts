import {
  auditEventsResource,
  coursesResource,
  homePath,
  loginSchema,
  registryResources,
  rolesResource,
  schoolUnitsResource,
  serverMessages,
  type User,
  validate,
} from '@lousa/domain';
import { HttpResponse, http } from 'msw';
import { nowInSeconds } from '../session/token.ts';
import { attendanceHandlers } from './attendance-handlers.ts';
import { calendarHandlers } from './calendar-handlers.ts';
import type { FixtureDb } from './db.ts';
import { enrollmentHandlers } from './enrollment-handlers.ts';
import { gradeHandlers } from './grade-handlers.ts';
import { meHandlers } from './me.ts';
import { DEFAULT_MOCK_BASE, handle, MockHttpError, mockUrl, readJsonBody } from './mock-http.ts';
import { pedagogyHandlers } from './pedagogy-handlers.ts';
import { recordedAnswer } from './recorded.ts';
import { fixtureRows, listHandlers, resourceHandlers } from './resource-handlers.ts';
import { createStoryToken } from './story-token.ts';
import { studentHandlers } from './student-handlers.ts';
import { teachingHandlers } from './teaching-handlers.ts';

export { DEFAULT_MOCK_BASE, mockUrl } from './mock-http.ts';

export interface HandlerOptions {
  /** Base the paths are appended to; default '*\/api' (any origin). */
  baseUrl?: string;
}

function tokenFor(db: FixtureDb, user: User): string {
  return createStoryToken({
    sub: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    cpf: user.cpf,
    role: user.role
      ? { id: user.role.id, name: user.role.name, permissions: user.role.permissions ?? [] }
      : { id: '', name: '', permissions: [] },
    exp: nowInSeconds() + db.tokenTtlSeconds,
  });
}

/** POST /auth, /auth/refresh-token and /auth/logout: sign-in against the fixture users. */
function authHandlers(db: FixtureDb, url: (path: string) => string) {
  return [
    http.post(
      url('/auth'),
      handle(
        async ({ request }) => {
          const parsed = validate(loginSchema, await readJsonBody(request));
          if (!parsed.success) {
            throw new MockHttpError(400, serverMessages.invalidBody, parsed.issues);
          }
          const { login, password } = parsed.output;
          const user = db.users.find((candidate) =>
            login.includes('@') ? candidate.email.toLowerCase() === login : candidate.cpf === login,
          );
          if (!user || db.passwords.get(user.id) !== password) {
            throw new MockHttpError(401, serverMessages.invalidCredentials);
          }
          db.signedInUserId = user.id;
          return { accessToken: tokenFor(db, user) };
        },
        { auth: false },
      ),
    ),
    http.post(
      url('/auth/refresh-token'),
      handle(
        () => {
          const user = db.users.find((candidate) => candidate.id === db.signedInUserId);
          if (!user) throw new MockHttpError(401, serverMessages.invalidRefreshToken);
          return { token: tokenFor(db, user) };
        },
        { auth: false },
      ),
    ),
    http.post(
      url('/auth/logout'),
      handle(
        () => {
          db.signedInUserId = null;
          return new HttpResponse(null, { status: 204 });
        },
        { auth: false },
      ),
    ),
  ];
}

/**
 * MSW 3 handlers for the API, backed by `db`: sign-in (auth), /me and the password change
 * (me.ts: the administrator unless someone signed in through the mock), and for every declared resource
 * the generic list, get, create, update and delete (`resource-handlers.ts`; students and the
 * guardian lookup: `student-handlers.ts`), plus the courses of a unit. They are fixtures, not a
 * second server: they hold the data the stories show and answer it; the rules (validation,
 * duplicates, missing references) live in the server and `@lousa/domain`, and a story that needs
 * such an answer sets it itself (scenarios.ts). Authorised calls need a Bearer token that decodes
 * and has not expired (else 401).
 */
export function createHandlers(
  db: FixtureDb,
  { baseUrl = DEFAULT_MOCK_BASE }: HandlerOptions = {},
) {
  const url = (path: string) => mockUrl(path, baseUrl);
  const resources = [
    ...registryResources.map((def) => resourceHandlers(db, def, url)),
    resourceHandlers(db, rolesResource, url),
    studentHandlers(db, url),
    listHandlers(db, auditEventsResource, url),
    enrollmentHandlers(db, url),
    ...pedagogyHandlers(db, url),
    ...gradeHandlers(db, url),
    attendanceHandlers(db, url),
    calendarHandlers(db, url),
  ];
  return [
    ...authHandlers(db, url),
    ...meHandlers(db, url),
    // Every collection route before any `<path>/:id`: '/academic-calendars/:id' would
    // otherwise answer GET '/academic-calendars/years'.
    ...resources.flatMap((handlers) => handlers.collection),
    http.get(
      url(`${coursesResource.path}/school-unit/:schoolUnitId`),
      handle(({ params }) => {
        const unitId = params.schoolUnitId;
        if (!fixtureRows(db, schoolUnitsResource.key).some((unit) => unit.id === unitId)) {
          throw new MockHttpError(404, schoolUnitsResource.notFound);
        }
        return db.courses.filter((course) => course.schoolUnit.id === unitId);
      }),
    ),
    ...teachingHandlers(db, url),
    // The administrator's recorded home page; a story of another role sets its answer.
    http.get(
      url(homePath),
      handle(() => recordedAnswer('administrador', `GET ${homePath}`)),
    ),
    ...resources.flatMap((handlers) => handlers.item),
  ];
}
