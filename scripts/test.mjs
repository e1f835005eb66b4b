// `npm test`: every check of the project, in order, then one closing line
// `N passed, N failed` that sums the tests of every runner (vitest, Storybook's test-runner,
// Playwright). A check that is not a test runner (lint, types, builds) counts as one test.
// Set LOUSA_TEST_POSTGRES=1 to also run the server's suite on a real PostgreSQL.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { runStep } from './run-step.mjs';

const out = '.test-out';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const bin = (name) => `node_modules/.bin/${name}`;
const minutes = (n) => n * 60_000;

/** Reads the pass/fail counts a runner wrote, or undefined when it wrote nothing. */
const counters = {
  vitest: (file) => jestLike(readJson(file)),
  jest: (file) => jestLike(readJson(file)),
  playwright: (file) => {
    const report = readJson(file);
    return (
      report && {
        passed: report.stats.expected + report.stats.flaky,
        failed: report.stats.unexpected,
        names: playwrightFailures(report.suites ?? [], []),
      }
    );
  },
};

/** vitest and jest write the same report shape: counts and, per file, each test's status. */
function jestLike(report) {
  if (!report) return undefined;
  const names = [];
  // Stories run twice before they count as failed (decision 0022): those that needed it are named.
  const retried = [];
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') names.push(test.fullName ?? test.title);
      else if (test.status === 'passed' && (test.invocations ?? 1) > 1)
        retried.push(test.fullName ?? test.title);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).length) names.push(file.name);
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, names, retried };
}

function playwrightFailures(suites, path) {
  const names = [];
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === 'unexpected')) {
        names.push([...here, spec.title].join(' › '));
      }
    }
    names.push(...playwrightFailures(suite.suites ?? [], here));
  }
  return names;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const vitest = (name, root, env = {}) => ({
  name,
  kind: 'vitest',
  report: `${out}/${name}.json`,
  command: bin('vitest'),
  args: [
    'run',
    '--root',
    root,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${process.cwd()}/${out}/${name}.json`,
  ],
  env,
  timeoutMs: minutes(10),
});

const steps = [
  {
    name: 'panda codegen',
    command: bin('panda'),
    args: ['codegen', '--silent'],
    timeoutMs: minutes(2),
  },
  {
    // Lint and type checks read files and write nothing another step reads: each is one
    // single-threaded process, so two at a time keep both cores busy.
    together: [
      {
        name: 'biome (lint e formatação)',
        command: bin('biome'),
        args: ['check', '.'],
        timeoutMs: minutes(2),
      },
      ...['domain', 'api-client', 'ui', 'server'].map((pkg) => ({
        name: `tsc ${pkg}`,
        command: bin('tsc'),
        args: ['-p', `packages/${pkg}`],
        timeoutMs: minutes(5),
      })),
      {
        name: 'tsc scripts/e2e/bench',
        command: bin('tsc'),
        args: ['-p', '.'],
        timeoutMs: minutes(5),
      },
      {
        name: 'astro check',
        command: bin('astro'),
        args: ['check', '--tsconfig', 'site/tsconfig.json'],
        timeoutMs: minutes(5),
      },
    ],
    at: 2,
  },
  {
    // The builds and the short unit suites do not read what another writes (storybook-static,
    // site/dist, their own reports), and none keeps both cores busy alone (a build is mostly
    // one thread; a small suite waits on its start-up): two at a time, the longest first.
    together: [
      {
        name: 'build-storybook',
        command: 'npm',
        args: ['run', '--silent', 'build-storybook'],
        timeoutMs: minutes(10),
        browser: false,
      },
      {
        name: 'astro build',
        command: bin('astro'),
        args: ['build', '--silent'],
        timeoutMs: minutes(5),
      },
      vitest('vitest-api-client', 'packages/api-client'),
      vitest('vitest-domain', 'packages/domain'),
      ...['America/Sao_Paulo', 'Asia/Tokyo', 'UTC'].map((tz) => ({
        ...vitest(`vitest-domain-dates-${tz.replace('/', '-')}`, 'packages/domain', { TZ: tz }),
        args: [
          ...vitest(`vitest-domain-dates-${tz.replace('/', '-')}`, 'packages/domain').args,
          'src/dates.test.ts',
        ],
      })),
      vitest('vitest-ui', 'packages/ui'),
    ],
    at: 2,
  },
  vitest('vitest-server-pglite', 'packages/server'),
  ...(process.env.LOUSA_TEST_POSTGRES === '1'
    ? [
        {
          ...vitest('vitest-server-postgresql', 'packages/server'),
          command: 'bash',
          args: [
            'packages/server/scripts/with-postgres.sh',
            bin('vitest'),
            ...vitest('vitest-server-postgresql', 'packages/server').args,
          ],
        },
      ]
    : []),
  {
    name: 'storybook test-runner',
    kind: 'jest',
    report: `${out}/storybook.json`,
    command: 'npm',
    args: [
      'run',
      '--silent',
      'test:stories',
      '--',
      '--json',
      '--outputFile',
      `${out}/storybook.json`,
    ],
    // Measured on a clean clone of a8aa250 on this 2-core machine: 1,200 s and cut off at the
    // old 20-minute bound; the stories are CPU-bound (both cores busy), so the bound has room.
    timeoutMs: minutes(30),
    browser: true,
  },
  {
    name: 'bench bundle (orçamento)',
    command: 'node',
    args: ['bench/bundle/run.mjs'],
    timeoutMs: 60_000,
  },
  {
    // 100 clients of three roles for 10 s against the real server: 0 errors and every
    // acknowledged create present afterwards (the figures are printed, not judged).
    name: 'bench load (100 clientes, 10 s)',
    command: bin('tsx'),
    args: ['bench/load/run.ts', '--seconds', '10'],
    timeoutMs: minutes(3),
  },
  {
    name: 'e2e (Playwright)',
    kind: 'playwright',
    report: `${out}/e2e.json`,
    command: bin('playwright'),
    args: ['test', '-c', 'e2e/playwright.config.ts'],
    timeoutMs: minutes(20),
    browser: true,
  },
];

const env = {
  CI: process.env.CI ?? '',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};
if (steps.flatMap((entry) => entry.together ?? [entry]).some((step) => step.browser))
  env.CHROMIUM_PATH = ensureChromium();

const totals = { passed: 0, failed: 0 };
const started = performance.now();
const lines = [];
const failures = [];
const retried = [];

/** Runs one step; beside others (`buffer`), its output is printed whole once it ends. */
async function run(step, buffer = false) {
  if (!buffer) console.log(`\n━━ ${step.name}`);
  const result = await runStep(step.command, step.args, {
    env: { ...env, ...step.env },
    timeoutMs: step.timeoutMs,
    buffer,
  });
  if (buffer) process.stdout.write(`\n━━ ${step.name}\n${result.output}`);
  let counts;
  if (step.kind) {
    counts = existsSync(step.report) ? counters[step.kind](step.report) : undefined;
    // A runner that crashed before writing its report still failed.
    if (!counts) counts = { passed: 0, failed: 1 };
    else if (result.code !== 0 && counts.failed === 0) counts.failed = 1;
  } else {
    counts = result.code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  }
  for (const name of counts.names ?? []) failures.push(`${step.name}: ${name}`);
  for (const name of counts.retried ?? []) retried.push(`${step.name}: ${name}`);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  const mark = result.code === 0 ? '✓' : '✗';
  return `${mark} ${step.name.padEnd(40)} ${(result.ms / 1000).toFixed(1).padStart(6)} s  ${counts.passed} ok, ${counts.failed} falha(s)`;
}

for (const entry of steps) {
  if (!entry.together) {
    lines.push(await run(entry));
    continue;
  }
  // Steps run side by side, at most `at` at a time: the summary keeps their declared order.
  const own = new Array(entry.together.length);
  let next = 0;
  const lane = async () => {
    while (next < entry.together.length) {
      const index = next++;
      own[index] = await run(entry.together[index], true);
    }
  };
  await Promise.all(Array.from({ length: Math.min(entry.at, entry.together.length) }, lane));
  lines.push(...own);
}

lines.push(
  `  ${'total'.padEnd(40)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`,
);

console.log(`\n━━ Resumo\n${lines.join('\n')}\n`);
if (retried.length)
  console.log(
    `Passaram só na segunda tentativa (instáveis: corrija a espera):\n${retried.map((name) => `  ↻ ${name}`).join('\n')}\n`,
  );
if (failures.length)
  console.log(`Falharam:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
