import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ADMIN, TEST_JWT_SECRET } from './helpers.ts';

/** src/main.ts under tsx's loader, in one process (no tsx wrapper between the test and it). */
export const MAIN_FROM_SOURCE = [
  '--import',
  'tsx',
  fileURLToPath(new URL('../src/main.ts', import.meta.url)),
];

/** The environment of `npm start` for tests: known admin, no demo data, API only. */
export function childEnv(env: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOUSA_SITE_DIR: '/nonexistent/lousa-no-site',
    LOUSA_JWT_SECRET: TEST_JWT_SECRET,
    LOUSA_ADMIN_EMAIL: ADMIN.email,
    LOUSA_ADMIN_PASSWORD: ADMIN.password,
    LOUSA_DEMO: '0',
    ...env,
  };
}

export interface ChildServer {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Its exit code, or the signal that killed it (e.g. 'SIGTERM' if it died before its handler). */
  exited: Promise<number | string | null>;
}

/** Runs the server as a child process and resolves once it prints the address it listens on. */
export function startChildServer(
  args: string[],
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ChildServer> {
  const child = spawn(process.execPath, args, {
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string | null>((ok) =>
    child.on('exit', (code, signal) => ok(code ?? signal)),
  );
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`the server did not start in time:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /(?:Lousa|API da Lousa) em http:\/\/[^\s:]+:(\d+)/.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      ok({
        child,
        port: Number(port),
        url: `http://127.0.0.1:${port}`,
        output: () => output,
        exited,
      });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
}
