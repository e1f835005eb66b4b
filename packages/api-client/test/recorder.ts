/**
 * The fixture recorder (issue 25, decision 0027): starts the real server (`startTestServer`, PGlite
 * in a temp dir) at a fixed clock, seeds the demo network for that day, signs in as the
 * administrator, a director, a unit's secretary and a teacher of the demo, calls the GET
 * endpoints the screens use and answers them as JSON files of `src/mocks/recorded/`, normalised
 * so that two recordings are byte-identical. `npm run fixtures:record` writes them
 * (scripts/record-fixtures.ts); `test/recorded-fixtures.test.ts` records again in memory and
 * fails when the committed files differ.
 */
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  academicTermsResource,
  activitiesResource,
  assessmentsResource,
  attendancePath,
  attendanceSheetsResource,
  auditEventsResource,
  calendarEventsPath,
  classroomsResource,
  classroomTeacherCandidatesPath,
  classroomTeachersPath,
  coursesResource,
  enrollmentsResource,
  eventsResource,
  gradesPath,
  guardianLookupResource,
  homePath,
  lessonPlansResource,
  myClassesPath,
  registryResources,
  reportCardsPath,
  rolesResource,
  schoolUnitsResource,
  studentsResource,
  TOTAL_COUNT_HEADER,
  unitClassesPath,
  usersResource,
} from '@lousa/domain';
import { createPasswordHasher } from '@lousa/server/auth/password.ts';
import { users } from '@lousa/server/db/schema.ts';
import { DEMO_STUDENTS, seedDemo } from '@lousa/server/seed/demo.ts';
import { RECORDED_NOW, type RecordedCall, type RecordedRole } from '../src/mocks/recorded.ts';
import { RECORDING_AREAS, type RecordingContext } from './recording/index.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** Where the recording lives (committed). */
export const RECORDED_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'mocks',
  'recorded',
);

/** The server's clock (`RECORDED_NOW`, which the stories' runner also reads) and its day. */
export const RECORDED_TODAY = RECORDED_NOW.slice(0, 10);
/** What every created/updated timestamp of the recording reads. */
export const RECORDED_TIMESTAMP = RECORDED_NOW;

/** The demo's seed (the server's default). */
const DEMO_SEED = 2025;

const ADMIN = {
  email: 'admin@lousa.dev',
  password: 'Lousa@2025',
  cpf: '52998224725',
  firstName: 'Ana',
  lastName: 'Souza',
};
/** The password the recorder gives every account, the administrator's too (the demo staff's are disabled). */
const STAFF_PASSWORD = 'Giz-de-cera-da-demo-2026';

// Who a call is made as and one recorded answer: the types the mocks read the recording with.
export type { RecordedCall, RecordedRole } from '../src/mocks/recorded.ts';

/** The recording: file name (under `RECORDED_DIR`) → its calls, in the order they were made. */
export type Recording = Map<string, RecordedCall[]>;

/** The headers kept, by the name written in the fixture. */
const KEPT_HEADERS = [TOTAL_COUNT_HEADER];

interface Session {
  as: RecordedRole;
  token: string;
}

/**
 * The demo is a real network's size (1,700 students, 2,800 enrolments, 1,500 days of attendance a
 * unit): recorded whole, the network's and a unit's longest lists would make the stories' bundle
 * megabytes bigger, and no screen shows more than a few pages of them. So the recording keeps, of
 * these lists as the administrator and a secretary see them, the first `BOUNDED_ROWS` rows in the
 * server's order (the total the mocks answer is the kept rows'); an unfiltered list of enrolments
 * keeps the enrolments of the students kept of that role's unfiltered list of students (recorded
 * before it), every one of them, so a student's record and history agree with the lists. A
 * teacher's lists are of her own classes: kept whole (her stories compare them: the to-do with
 * every day, a sort with its reverse).
 */
const BOUNDED_ROWS = 100;
const BOUNDED_LISTS = [
  studentsResource.path,
  enrollmentsResource.path,
  attendanceSheetsResource.path,
];

/** A started server with the demo network of `RECORDED_TODAY`, every account's password known. */
async function startRecordingServer(): Promise<TestServer> {
  const started = await startTestServer({
    name: 'record',
    admin: ADMIN,
    // The demo is seeded below, for the recording's day rather than the wall clock's.
    demo: false,
    now: () => new Date(RECORDED_NOW),
  });
  try {
    await seedDemo(started.server.db, DEMO_SEED, DEMO_STUDENTS, RECORDED_TODAY);
    // Every account gets one known password (the demo staff's are disabled).
    const hash = await createPasswordHasher(2 ** 10).hash(STAFF_PASSWORD);
    await started.server.db.update(users).set({ passwordHash: hash, mustChangePassword: false });
  } catch (error) {
    await started.stop();
    throw error;
  }
  return started;
}

type Item = Record<string, unknown> & { id: string };

/**
 * Records every call of the screens against a fresh server. The answers are as the server gave
 * them (not yet normalised: see `normaliseRecording`).
 */
export async function recordFromServer(
  log: (line: string) => void = () => undefined,
): Promise<Recording> {
  const started = performance.now();
  const { api, stop } = await startRecordingServer();
  log(`server started and demo seeded in ${seconds(started)} s`);
  const calling = performance.now();
  const recording: Recording = new Map();
  let file = '';
  const section = (name: string) => {
    file = name;
    recording.set(name, []);
  };

  const signIn = async (as: RecordedRole, login: string): Promise<Session> => {
    const response = await fetch(`${api}/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login, password: STAFF_PASSWORD }),
    });
    if (response.status !== 200) {
      throw new Error(`sign-in of ${as} (${login}) answered ${response.status}`);
    }
    const { accessToken } = (await response.json()) as { accessToken: string };
    return { as, token: accessToken };
  };

  /** GET `path` as `session`, recorded in the current section; answers the body. */
  const get = async <T = unknown>(session: Session, path: string): Promise<T> => {
    const response = await fetch(`${api}${path}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    const text = await response.text();
    const body = bounded(session.as, path, text === '' ? null : JSON.parse(text));
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    recording.get(file)?.push({
      as: session.as,
      request: `GET ${path}`,
      status: response.status,
      headers,
      body,
    });
    return body as T;
  };
  const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
  /** The students kept of each role's unfiltered list (see `BOUNDED_ROWS`). */
  const keptStudents = new Map<RecordedRole, Set<string>>();
  /** `body` as the recording keeps it (see `BOUNDED_ROWS`). */
  const bounded = (as: RecordedRole, path: string, body: unknown): unknown => {
    const [list, search] = path.split('?');
    if (as === 'professor' || !Array.isArray(body) || !BOUNDED_LISTS.includes(list as string)) {
      return body;
    }
    const rows = body as Item[];
    if (list === enrollmentsResource.path && !search) {
      const students = keptStudents.get(as);
      if (!students) throw new Error(`record ${as}'s GET ${studentsResource.path} first`);
      return rows.filter((row) => students.has((row.student as Item).id));
    }
    const kept = rows.slice(0, BOUNDED_ROWS);
    if (list === studentsResource.path && !search) {
      keptStudents.set(as, new Set(kept.map((row) => row.id)));
    }
    return kept;
  };

  try {
    const admin = await signIn('administrador', ADMIN.email);
    // Who the other roles are: the first demo account of each role (in the list's order).
    const staff = (await (
      await fetch(`${api}${usersResource.path}`, {
        headers: { Authorization: `Bearer ${admin.token}` },
      })
    ).json()) as (Item & { email: string; role: { name: string } | null })[];
    const first = (role: string) => {
      const found = staff.find((user) => user.role?.name === role);
      if (!found) throw new Error(`the demo has no '${role}'`);
      return found.email;
    };
    const director = await signIn('diretor', first('Diretor(a)'));
    const secretary = await signIn('secretaria', first('Secretaria Escolar'));
    // The teacher: the author of the demo's lesson plans and activities (the first teacher of
    // the first class), so her screens have some.
    const plans = (await (
      await fetch(`${api}${lessonPlansResource.path}`, {
        headers: { Authorization: `Bearer ${admin.token}` },
      })
    ).json()) as { author: { id: string } }[];
    const author = staff.find((user) => user.id === plans[0]?.author.id);
    if (!author) throw new Error('the demo has no lesson plan by a staff member');
    const teacher = await signIn('professor', author.email);
    const everyone = [admin, director, secretary, teacher];

    // A teacher's day under way: before anything is recorded she takes today's attendance of her
    // first class (everyone present), so her home page and 'Frequências' show a recorded class
    // beside the pending ones, as a real school day at 15:00 does.
    const send = async (session: Session, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${api}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${session.token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      return (await response.json()) as unknown;
    };
    const [taken] = (await send(teacher, 'GET', myClassesPath)) as {
      classroom: { id: string };
      curricularComponent: { id: string };
    }[];
    if (!taken) throw new Error('the demo teacher has no class');
    const takenRef = {
      classroomId: taken.classroom.id,
      curricularComponentId: taken.curricularComponent.id,
    };
    const roster = (await send(
      teacher,
      'GET',
      `${attendancePath}?${new URLSearchParams({ ...takenRef, date: RECORDED_TODAY })}`,
    )) as { date: string; students: { studentId: string }[] };
    await send(teacher, 'PUT', attendancePath, {
      ...takenRef,
      date: roster.date,
      students: roster.students.map(({ studentId }) => ({
        studentId,
        isPresent: true,
        justified: false,
        justification: null,
      })),
    });

    section('session.json');
    for (const session of everyone) {
      await get(session, '/me');
      await get(session, homePath);
    }
    const teacherClasses = await get<Item[]>(teacher, myClassesPath);
    await get(director, unitClassesPath);
    await get(secretary, unitClassesPath);
    await get(admin, unitClassesPath);

    section('registries.json');
    // Every registry's whole list (the users are people.json's).
    for (const def of registryResources.filter((resource) => resource !== usersResource)) {
      await get(admin, def.path);
    }
    const units = recorded<Item[]>(recording, 'registries.json', schoolUnitsResource.path);
    const classrooms = recorded<Item[]>(recording, 'registries.json', classroomsResource.path);
    const unit = units[0] as Item;
    await get(admin, `${coursesResource.path}/school-unit/${unit.id}`);
    const classroom = classrooms[0] as Item;
    await get(admin, `${classroomsResource.path}/${classroom.id}`);
    await get(admin, classroomTeachersPath(classroom.id));
    await get(admin, classroomTeacherCandidatesPath(classroom.id));

    section('people.json');
    await get(admin, usersResource.path);
    await get(admin, rolesResource.path);
    const students = await get<(Item & { guardianCpf?: string })[]>(admin, studentsResource.path);
    await get(secretary, studentsResource.path);
    const student = students[0] as Item;
    const record = await get<{ guardian?: { cpf?: string | null } }>(
      admin,
      `${studentsResource.path}/${student.id}`,
    );
    const guardianCpf = record.guardian?.cpf;
    if (guardianCpf)
      await get(admin, `${guardianLookupResource.path}${query({ cpf: guardianCpf })}`);
    await get(admin, enrollmentsResource.path);
    await get(secretary, enrollmentsResource.path);

    section('pedagogy.json');
    const ownClass = teacherClasses[0] as Item & {
      classroom: { id: string };
      curricularComponent: { id: string };
    };
    const classRef = {
      classroomId: ownClass.classroom.id,
      curricularComponentId: ownClass.curricularComponent.id,
    };
    const sheets = await get<(Item & { date: string; status: string })[]>(
      teacher,
      attendanceSheetsResource.path,
    );
    await get(secretary, attendanceSheetsResource.path);
    // 'Frequências' by default: the to-do the server computes from its today and clock.
    await get(teacher, `${attendanceSheetsResource.path}${query({ todo: '1' })}`);
    await get(secretary, `${attendanceSheetsResource.path}${query({ todo: '1' })}`);
    const recordedDay = sheets.find((sheet) => sheet.status === 'RECORDED')?.date;
    if (recordedDay)
      await get(teacher, `${attendancePath}${query({ ...classRef, date: recordedDay })}`);
    await get(teacher, `${attendancePath}${query({ ...classRef, date: RECORDED_TODAY })}`);
    const terms = recorded<(Item & { startDate: string; endDate: string; title: string })[]>(
      recording,
      'registries.json',
      academicTermsResource.path,
    );
    const term = terms.find(
      (t) =>
        t.startDate <= RECORDED_TODAY &&
        RECORDED_TODAY <= t.endDate &&
        t.title.includes('Bimestre'),
    );
    if (!term) throw new Error(`no term holds ${RECORDED_TODAY}`);
    const gradeRef = query({ ...classRef, academicTermId: term.id });
    await get(teacher, `${gradesPath}${gradeRef}`);
    await get(teacher, `${reportCardsPath}${gradeRef}`);
    await get(teacher, assessmentsResource.path);
    await get(teacher, lessonPlansResource.path);
    await get(teacher, activitiesResource.path);

    section('calendar.json');
    await get(admin, eventsResource.path);
    await get(admin, `${calendarEventsPath}${query({ from: '2026-03-01', to: '2026-03-31' })}`);
    await get(teacher, `${calendarEventsPath}${query({ from: '2026-03-01', to: '2026-03-31' })}`);

    section('audit.json');
    await get(admin, auditEventsResource.path);

    // The screens' own calls, one file per area (test/recording/), in the areas' order.
    const sessions = {
      administrador: admin,
      diretor: director,
      secretaria: secretary,
      professor: teacher,
    };
    const context: RecordingContext = {
      today: RECORDED_TODAY,
      get: (as, path, params) =>
        get(sessions[as], params && Object.keys(params).length ? `${path}${query(params)}` : path),
      recorded: <T>(as: RecordedRole, request: string) => {
        for (const calls of recording.values()) {
          const call = calls.find((entry) => entry.as === as && entry.request === request);
          if (call) return call.body as T;
        }
        throw new Error(`'${as} ${request}' was not recorded before`);
      },
    };
    for (const area of RECORDING_AREAS) {
      section(area.file);
      await area.record(context);
    }
    log(`calls answered in ${seconds(calling)} s`);
  } finally {
    await stop();
  }
  return recording;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** The body of a call already recorded (to pick the ids of the next calls). */
function recorded<T>(recording: Recording, file: string, path: string): T {
  const call = recording.get(file)?.find((entry) => entry.request === `GET ${path}`);
  if (!call) throw new Error(`GET ${path} was not recorded`);
  return call.body as T;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Keys whose value is the database's clock (set on insert or update). */
const CLOCK_KEYS = /^(createdAt|updatedAt)$/;

/**
 * The recording made stable: every distinct UUID becomes `00000000-0000-7000-8<f>-<n>`, where f
 * is the position (3 hex digits) of the file in which it first appears, in recording order, and n
 * its order of first appearance within that file — so calls added to one area renumber no other
 * area's ids. It is replaced wherever it appears (a value, an object's key, a request's path or
 * query); created/updated timestamps become `RECORDED_TIMESTAMP`.
 */
export function normaliseRecording(recording: Recording): Recording {
  const ids = new Map<string, string>();
  let filePosition = 0;
  let inFile = 0;
  const placeholder = (id: string) => {
    const key = id.toLowerCase();
    let stable = ids.get(key);
    if (!stable) {
      inFile += 1;
      const file = filePosition.toString(16).padStart(3, '0');
      stable = `00000000-0000-7000-8${file}-${inFile.toString(16).padStart(12, '0')}`;
      ids.set(key, stable);
    }
    return stable;
  };
  const text = (value: string) => value.replace(UUID, placeholder);
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') {
      if (key && CLOCK_KEYS.test(key)) return RECORDED_TIMESTAMP;
      return text(value);
    }
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([name, inner]) => [text(name), walk(inner, name)]),
      );
    }
    return value;
  };
  const out: Recording = new Map();
  for (const [name, calls] of recording) {
    filePosition += 1;
    inFile = 0;
    out.set(
      name,
      calls.map((call) => ({
        as: call.as,
        request: text(call.request),
        status: call.status,
        headers: call.headers,
        body: walk(call.body),
      })),
    );
  }
  return out;
}

/** The repository's root (where biome.json and node_modules/.bin are). */
const REPO_ROOT = join(RECORDED_DIR, '..', '..', '..', '..', '..');

/** `text` as `biome format` leaves the file `name` of `RECORDED_DIR` (so `biome check` passes). */
function formatWithBiome(name: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      join(REPO_ROOT, 'node_modules', '.bin', 'biome'),
      ['format', `--stdin-file-path=${join(RECORDED_DIR, name)}`],
      { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.end(text);
  });
}

/** Each file's text as committed: JSON as the repository's formatter writes it. */
export async function serialiseRecording(recording: Recording): Promise<Map<string, string>> {
  return new Map(
    await Promise.all(
      [...recording].map(
        async ([name, calls]) =>
          [name, await formatWithBiome(name, JSON.stringify(calls, null, 2))] as const,
      ),
    ),
  );
}

/** Records, normalises and serialises: the files `npm run fixtures:record` writes. */
export async function recordFixtureFiles(
  log?: (line: string) => void,
): Promise<Map<string, string>> {
  return serialiseRecording(normaliseRecording(await recordFromServer(log)));
}
