/**
 * The answers recorded from the real server (issue 25, decision 0027): `npm run
 * fixtures:record` writes them to `recorded/*.json`; the mocks serve them as they are, looked up
 * by who asked and what, and hold no rule of their own. A call that is not recorded is an error
 * that says so, not an answer made up here.
 */
import audit from './recorded/audit.json' with { type: 'json' };
import calendar from './recorded/calendar.json' with { type: 'json' };
import pedagogy from './recorded/pedagogy.json' with { type: 'json' };
import people from './recorded/people.json' with { type: 'json' };
import registries from './recorded/registries.json' with { type: 'json' };
import session from './recorded/session.json' with { type: 'json' };

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

/** Every recorded call, by `<role> <request>` (the first one when a file repeats it). */
const RECORDED = new Map<string, RecordedCall>();
for (const calls of [audit, calendar, pedagogy, people, registries, session]) {
  for (const call of calls as readonly RecordedCall[]) {
    const key = `${call.as} ${call.request}`;
    if (!RECORDED.has(key)) RECORDED.set(key, call);
  }
}

/**
 * The recorded answer to `request` (`GET /path?query`, as the recorder wrote it) made as `as`,
 * a copy a handler or a story may change. Throws when that call was not recorded.
 */
export function recordedCall(as: RecordedRole, request: string): RecordedCall {
  const call = RECORDED.get(`${as} ${request}`);
  if (!call) {
    throw new Error(
      `No recorded answer to '${as} ${request}': add the call to packages/api-client/test/recorder.ts and run \`npm run fixtures:record\`.`,
    );
  }
  return structuredClone(call);
}

/** The body of the recorded answer to `request` made as `as` (see `recordedCall`). */
export function recordedAnswer<T = unknown>(as: RecordedRole, request: string): T {
  return recordedCall(as, request).body as T;
}
