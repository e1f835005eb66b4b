/**
 * The recorder's areas (test/recorder.ts): after the common calls (session, registries, people,
 * pedagogy, calendar, audit), each area records the calls of its screens into a file of its own
 * under src/mocks/recorded/. An area only reads (GET): a change made here would change every
 * other area's answers. New areas go at the end of the list — a file's position numbers the ids
 * first seen in it (normaliseRecording), so inserting one would renumber the files after it.
 */
import type { RecordedRole } from '../../src/mocks/recorded.ts';
import attendance from './attendance.ts';
import classrooms from './classrooms.ts';
import enrollments from './enrollments.ts';
import grades from './grades.ts';
import peopleScreens from './people-screens.ts';
import planning from './planning.ts';
import registryScreens from './registry-screens.ts';
import shell from './shell.ts';

/** What an area records with. */
export interface RecordingContext {
  /** The recording's day (`YYYY-MM-DD`): the server's today. */
  today: string;
  /** GET `path` (with `params` as its query) as `as`, recorded in the area's file; its body. */
  get<T = unknown>(as: RecordedRole, path: string, params?: Record<string, string>): Promise<T>;
  /** The body of a call recorded before (any file), e.g. a list to pick the next call's ids. */
  recorded<T = unknown>(as: RecordedRole, request: string): T;
}

/** One area: the file its calls are written to and the calls. */
export interface RecordingArea {
  file: string;
  record(context: RecordingContext): Promise<void>;
}

export const RECORDING_AREAS: readonly RecordingArea[] = [
  registryScreens,
  classrooms,
  peopleScreens,
  enrollments,
  attendance,
  grades,
  planning,
  shell,
];
