/**
 * The answers recorded from the real server (issue 25, decision 0027): `npm run
 * fixtures:record` writes them to `recorded/*.json`; the mocks serve them as they are, looked up
 * by who asked and what, and hold no rule of their own. A call that is not recorded is an error
 * that says so, not an answer made up here.
 */
import attendance from './recorded/attendance.json' with { type: 'json' };
import audit from './recorded/audit.json' with { type: 'json' };
import calendar from './recorded/calendar.json' with { type: 'json' };
import classrooms from './recorded/classrooms.json' with { type: 'json' };
import enrollments from './recorded/enrollments.json' with { type: 'json' };
import grades from './recorded/grades.json' with { type: 'json' };
import pedagogy from './recorded/pedagogy.json' with { type: 'json' };
import people from './recorded/people.json' with { type: 'json' };
import peopleScreens from './recorded/people-screens.json' with { type: 'json' };
import planning from './recorded/planning.json' with { type: 'json' };
import registries from './recorded/registries.json' with { type: 'json' };
import registryScreens from './recorded/registry-screens.json' with { type: 'json' };
import session from './recorded/session.json' with { type: 'json' };
import shell from './recorded/shell.json' with { type: 'json' };

/** The recording's instant: 15:00 in São Paulo on a Friday lesson day of the 1st term of 2026. */
export const RECORDED_NOW = '2026-03-27T18:00:00.000Z';

/** Who a call was made as: the administrator, or the demo's first director, secretary, teacher. */
export type RecordedRole = 'administrador' | 'diretor' | 'secretaria' | 'professor';

/** One recorded answer. */
export interface RecordedCall {
  /** Who asked. */
  as: RecordedRole;
  /** `GET /path?query` (under /api). */
  request: string;
  status: number;
  /** The headers that matter (X-Total-Count of a list). */
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A request as a lookup key: `METHOD /path?query` with the query's parameters in name order, so
 * `?b=1&a=2` and `?a=2&b=1` are the same call.
 */
export function requestKey(request: string): string {
  const [method, target = ''] = request.split(' ', 2);
  const [path, search = ''] = target.split('?', 2);
  const params = new URLSearchParams(search);
  params.sort();
  const query = params.toString();
  return `${method} ${path}${query ? `?${query}` : ''}`;
}

const FILES = [
  session,
  registries,
  people,
  pedagogy,
  calendar,
  audit,
  registryScreens,
  classrooms,
  peopleScreens,
  enrollments,
  attendance,
  grades,
  planning,
  shell,
] as readonly (readonly RecordedCall[])[];

/** Every recorded call, by `<role> <request key>` (the first one when a call was repeated). */
const RECORDED = new Map<string, RecordedCall>();
for (const calls of FILES) {
  for (const call of calls) {
    const key = `${call.as} ${requestKey(call.request)}`;
    if (!RECORDED.has(key)) RECORDED.set(key, call);
  }
}

/** The recorded answer to `request` made as `as`, or undefined when it was not recorded. */
export function findRecordedCall(as: RecordedRole, request: string): RecordedCall | undefined {
  const call = RECORDED.get(`${as} ${requestKey(request)}`);
  return call && structuredClone(call);
}

/**
 * The recorded answer to `request` (`GET /path?query`, as the recorder wrote it) made as `as`,
 * a copy a handler or a story may change. Throws when that call was not recorded.
 */
export function recordedCall(as: RecordedRole, request: string): RecordedCall {
  const call = findRecordedCall(as, request);
  if (!call) {
    throw new Error(
      `No recorded answer to '${as} ${request}': add the call to packages/api-client/test/recorder.ts and run \`npm run fixtures:record\`.`,
    );
  }
  return call;
}

/** The body of the recorded answer to `request` made as `as` (see `recordedCall`). */
export function recordedAnswer<T = unknown>(as: RecordedRole, request: string): T {
  return recordedCall(as, request).body as T;
}
