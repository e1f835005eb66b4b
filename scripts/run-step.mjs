// Runs one command of the test pipeline with no standard input and a time limit, so that
// `npm test` never waits on a question or hangs on a stuck process.
import { spawn } from 'node:child_process';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, cwd?: string, timeoutMs?: number, killAfterMs?: number }} [options]
 *   killAfterMs: after SIGTERM, how long the command may take to stop before SIGKILL (default 5 s).
 * @returns {Promise<{ code: number, timedOut: boolean, ms: number }>}
 */
export function runStep(command, args, options = {}) {
  const started = performance.now();
  const killAfterMs = options.killAfterMs ?? 5000;
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
          killGroup(child.pid, killAfterMs);
        }, options.timeoutMs)
      : undefined;
    // Ctrl+C reaches us twice (from the terminal and forwarded by npm): the first signal stops
    // the command's process group; a later one (after a second) is passed on, so a command that
    // stops gracefully can be told to hurry.
    let signalledAt = 0;
    const stop = () => {
      if (signalledAt && performance.now() - signalledAt < 1000) return;
      const first = signalledAt === 0;
      signalledAt = performance.now();
      killGroup(child.pid, first ? killAfterMs : 0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
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

function killGroup(pid, killAfterMs = 5000) {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
    if (killAfterMs <= 0) return;
    setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {}
    }, killAfterMs).unref();
  } catch {}
}
