// Load test (prints figures; fails only on errors or lost writes). Starts the server on a
// temporary data dir with the demo set, creates a secretary and a teacher of one unit, and runs
// 100 clients for 60 s: each signs in as the administrator, the secretary or the teacher and
// loops over a mix of list, search, get, create, update and delete on the resources that role
// may use. Prints req/s and p50/p95/p99 per call; then checks that every acknowledged create is
// there (and every acknowledged delete is gone).
//
//   node_modules/.bin/tsx bench/load/run.ts [--seconds 60] [--clients 100]
//   bash packages/server/scripts/with-postgres.sh node_modules/.bin/tsx bench/load/run.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cpfCheckDigits } from '@lousa/domain';
import { EMAIL, ms, PASSWORD, percentile, startServer, stopServer, table } from '../api/harness.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '100' },
  },
});
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
if (!(SECONDS > 0) || !(CLIENTS > 0)) {
  console.error('Uso: bench/load/run.ts [--seconds N] [--clients N]');
  process.exit(2);
}

interface Answer {
  status: number;
  body: unknown;
}

let base = '';

async function call(token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null } as Answer;
}

async function signIn(login: string, password: string): Promise<string> {
  const answer = await call(null, 'POST', '/auth', { login, password });
  if (answer.status !== 200) throw new Error(`login ${login}: ${answer.status}`);
  return (answer.body as { accessToken: string }).accessToken;
}

/**
 * The first sign-in of a user the administrator created: the server answers 403 to every data
 * call until the user chooses their own password, so this signs in and chooses one
 * (POST /auth/change-password), as the app's 'Defina uma nova senha' does. The token stays valid.
 */
async function firstSignIn(login: string, password: string): Promise<string> {
  const token = await signIn(login, password);
  const me = (await call(token, 'GET', '/me')).body as { mustChangePassword?: boolean };
  if (me.mustChangePassword) {
    const answer = await call(token, 'POST', '/auth/change-password', {
      currentPassword: password,
      newPassword: `${password}-propria`,
    });
    if (answer.status !== 204) throw new Error(`troca de senha ${login}: ${answer.status}`);
  }
  return token;
}

function newCpf(seed: number): string {
  const base9 = String(100_000_000 + ((seed * 7919) % 800_000_000)).slice(0, 9);
  return base9 + cpfCheckDigits(base9);
}

// --- What every call took, and what went wrong ------------------------------------------------

const latencies = new Map<string, number[]>();
const failures: string[] = [];

async function timed(name: string, expected: number[], run: () => Promise<Answer>) {
  const start = performance.now();
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  const list = latencies.get(name) ?? [];
  list.push(performance.now() - start);
  latencies.set(name, list);
  if (!expected.includes(answer.status)) {
    failures.push(`${name}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    return undefined;
  }
  return answer;
}

/** Records created and acknowledged (201), and those deleted and acknowledged (204). */
const created = new Map<string, string>(); // id → path
const deleted = new Set<string>();

// --- The roles' workloads ---------------------------------------------------------------------

interface Ctx {
  token: string;
  client: number;
  iteration: number;
  mine: { path: string; id: string }[];
}

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;
const SEARCHES = ['ana', 'silva', 'escola', 'maria', '529', 'souza', 'fundamental'];

async function listAndRead(ctx: Ctx, paths: readonly string[]) {
  const path = pick(paths, ctx.iteration);
  const page = await timed(`GET ${path}?page`, [200], () =>
    call(ctx.token, 'GET', `${path}?page=${1 + (ctx.iteration % 3)}&pageSize=20`),
  );
  await timed(`GET ${path}?q`, [200], () =>
    call(
      ctx.token,
      'GET',
      `${path}?page=1&pageSize=20&q=${encodeURIComponent(pick(SEARCHES, ctx.client + ctx.iteration))}`,
    ),
  );
  const items = (page?.body ?? []) as { id: string }[];
  const item = items[ctx.iteration % Math.max(1, items.length)];
  if (item && path !== '/students') {
    await timed(`GET ${path}/:id`, [200], () => call(ctx.token, 'GET', `${path}/${item.id}`));
  }
}

/** Create, then (later iterations) update and delete what this client created. */
async function write(ctx: Ctx, path: string, body: () => unknown, patch: () => unknown) {
  const step = ctx.iteration % 4;
  if (step < 2 || ctx.mine.length === 0) {
    const answer = await timed(`POST ${path}`, [201], () => call(ctx.token, 'POST', path, body()));
    const id = (answer?.body as { id?: string } | null)?.id;
    if (id) {
      created.set(id, path);
      ctx.mine.push({ path, id });
    }
  } else if (step === 2) {
    const record = pick(ctx.mine, ctx.iteration);
    await timed(`PATCH ${record.path}/:id`, [200], () =>
      call(ctx.token, 'PATCH', `${record.path}/${record.id}`, patch()),
    );
  } else {
    const record = ctx.mine.shift() as { path: string; id: string };
    const answer = await timed(`DELETE ${record.path}/:id`, [204], () =>
      call(ctx.token, 'DELETE', `${record.path}/${record.id}`),
    );
    if (answer) deleted.add(record.id);
  }
}

type Workload = (ctx: Ctx) => Promise<void>;

function workloads(setup: {
  unitId: string;
  courseId: string;
  academicYearId: string;
  gradeLevelId: string;
}): Record<string, Workload> {
  const name = (ctx: Ctx, what: string) => `${what} carga ${ctx.client}-${ctx.iteration}`;
  return {
    admin: async (ctx) => {
      await listAndRead(ctx, ['/users', '/school-units', '/courses', '/students']);
      await write(
        ctx,
        ctx.client % 2 ? '/teaching-modalities' : '/curricular-components',
        () => ({ name: name(ctx, 'Item') }),
        () => ({ name: name(ctx, 'Item editado') }),
      );
    },
    secretary: async (ctx) => {
      await listAndRead(ctx, ['/classrooms', '/courses', '/teaching-modalities']);
      await write(
        ctx,
        '/classrooms',
        () => ({
          name: name(ctx, 'Turma'),
          shift: 'MORNING',
          schoolUnitId: setup.unitId,
          courseId: setup.courseId,
          academicYearId: setup.academicYearId,
          gradeLevelId: setup.gradeLevelId,
        }),
        () => ({ shift: 'AFTERNOON' }),
      );
    },
    teacher: async (ctx) => {
      await listAndRead(ctx, ['/students']);
      await timed('GET /me', [200], () => call(ctx.token, 'GET', '/me'));
    },
  };
}

// --- The run ----------------------------------------------------------------------------------

const dataDir = mkdtempSync(join(tmpdir(), 'lousa-load-'));
const { base: url, child } = await startServer({
  dataDir,
  databaseUrl: process.env.DATABASE_URL,
  demo: true,
});
base = url;
let code = 0;
try {
  const admin = await signIn(EMAIL, PASSWORD);
  const roles = (await call(admin, 'GET', '/roles')).body as { id: string; name: string }[];
  const courses = (await call(admin, 'GET', '/courses?page=1&pageSize=1')).body as {
    id: string;
    schoolUnit: { id: string };
    gradeLevels: { id: string }[];
  }[];
  const course = courses[0];
  if (!course) throw new Error('os dados de demonstração não têm cursos');
  // A class is of a year and a level of its course (issue 27): the latest year, the first level.
  const years = (await call(admin, 'GET', '/academic-calendars/years')).body as { id: string }[];
  const setup = {
    unitId: course.schoolUnit.id,
    courseId: course.id,
    academicYearId: years.at(-1)?.id as string,
    gradeLevelId: course.gradeLevels[0]?.id as string,
  };
  const tokens: Record<string, string> = { admin };
  for (const [key, roleName] of [
    ['secretary', 'Secretaria Escolar'],
    ['teacher', 'Professor(a)'],
  ] as const) {
    const role = roles.find((item) => item.name === roleName);
    const email = `${key}.carga@lousa.local`;
    const answer = await call(admin, 'POST', '/users', {
      cpf: newCpf(key.length * 1_000_003),
      email,
      firstName: key === 'secretary' ? 'Sofia' : 'Tiago',
      lastName: 'Carga',
      password: PASSWORD,
      roleId: role?.id,
      schoolUnitIds: [setup.unitId],
    });
    if (answer.status !== 201) throw new Error(`usuário ${key}: ${JSON.stringify(answer.body)}`);
    tokens[key] = await firstSignIn(email, PASSWORD);
  }

  const work = workloads(setup);
  // 40 % administrators, 40 % secretaries, 20 % teachers.
  const roleOf = (client: number) =>
    client % 5 < 2 ? 'admin' : client % 5 < 4 ? 'secretary' : 'teacher';
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const role = roleOf(client);
      const ctx: Ctx = { token: tokens[role] as string, client, iteration: 0, mine: [] };
      while (performance.now() < deadline) {
        await (work[role] as Workload)(ctx);
        ctx.iteration += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  // Every acknowledged create is there; every acknowledged delete is gone.
  let missing = 0;
  let lingering = 0;
  for (const [id, path] of created) {
    const answer = await call(admin, 'GET', `${path}/${id}`);
    if (deleted.has(id) ? answer.status !== 404 : answer.status !== 200) {
      if (deleted.has(id)) lingering += 1;
      else missing += 1;
    }
  }

  const rows = [...latencies.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, list]) => {
      list.sort((a, b) => a - b);
      return [
        name,
        String(list.length),
        (list.length / elapsed).toFixed(1),
        ms(percentile(list, 50)),
        ms(percentile(list, 95)),
        ms(percentile(list, 99)),
      ];
    });
  const total = [...latencies.values()].reduce((sum, list) => sum + list.length, 0);
  console.log(
    `\nCarga: ${CLIENTS} clientes, ${elapsed.toFixed(1)} s, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
  );
  console.log(table(['chamada', 'n', 'req/s', 'p50', 'p95', 'p99'], rows));
  console.log(
    `\nTotal: ${total} chamadas, ${(total / elapsed).toFixed(1)} req/s; erros: ${failures.length}; ` +
      `criados confirmados: ${created.size} (ausentes: ${missing}); excluídos confirmados: ${deleted.size} (ainda presentes: ${lingering})`,
  );
  for (const failure of failures.slice(0, 10)) console.log(`  ✗ ${failure}`);
  if (failures.length > 0 || missing > 0 || lingering > 0 || total === 0) code = 1;
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
