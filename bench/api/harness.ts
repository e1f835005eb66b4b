// What the API benchmarks share: the server in its own process, sign-in, autocannon, a table.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../../packages/server/src/env.ts';

export const CONNECTIONS = 50;
export const EMAIL = 'bench@lousa.local';
export const PASSWORD = 'bench-senha-segura';

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

/** Starts `tsx packages/server/src/main.ts` on a free port; resolves with its base URL. */
export function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  demo: boolean;
}): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(
    join(repoRoot, 'node_modules/.bin/tsx'),
    [join(repoRoot, 'packages/server/src/main.ts')],
    {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        LOUSA_DATA_DIR: options.dataDir,
        LOUSA_SITE_DIR: join(options.dataDir, 'no-site'),
        LOUSA_ADMIN_EMAIL: EMAIL,
        LOUSA_ADMIN_PASSWORD: PASSWORD,
        LOUSA_DEMO: options.demo ? '1' : '0',
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((ok, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`servidor não iniciou:\n${output}`)), 120_000);
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const port = /em http:\/\/[^:\s]+:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        ok({ base: `http://127.0.0.1:${port}`, child });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`servidor saiu (${code}):\n${output}`));
    });
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((ok) => {
    if (child.exitCode !== null) return ok();
    child.once('exit', () => ok());
    child.kill('SIGTERM');
  });
}

/** Signs in as the bench administrator; answers the access token. */
export async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: EMAIL, password: PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return accessToken;
}

/** `url` at `connections` connections for `seconds`: req/s, latency percentiles, failures. */
export async function load(url: string, token: string, seconds: number, connections = CONNECTIONS) {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A Markdown table of `rows` under `header`. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}
