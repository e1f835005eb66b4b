// Runs one command of the test pipeline with no standard input and a time limit, so that
// `npm test` never waits on a question or hangs on a stuck process.
import { spawn } from 'node:child_process';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, cwd?: string, timeoutMs?: number }} [options]
 * @returns {Promise<{ code: number, timedOut: boolean, ms: number }>}
 */
export function runStep(command, args, options = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    let timedOut = false;
    const timer = options.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          console.error(`\n✗ ${command} passou de ${options.timeoutMs / 1000} s; interrompido.`);
          killGroup(child.pid);
        }, options.timeoutMs)
      : undefined;
    const stop = () => killGroup(child.pid);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    child.on('error', (error) => {
      console.error(`✗ ${command}: ${error.message}`);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve({ code: timedOut ? 124 : (code ?? 1), timedOut, ms: performance.now() - started });
    });
  });
}

function killGroup(pid) {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
    setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {}
    }, 5000).unref();
  } catch {}
}
