// Runs one command of the test pipeline with no standard input and a time limit, so that
// `npm test` never waits on a question or hangs on a stuck process. A step run beside others
// (options.buffer) keeps what it prints and hands it back, so each step's output is read whole.
import { spawn } from 'node:child_process';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, cwd?: string, timeoutMs?: number, killAfterMs?: number, buffer?: boolean }} [options]
 *   killAfterMs: after SIGTERM, how long the command may take to stop before SIGKILL (default 5 s).
 *   buffer: keep stdout and stderr (in the order they came) instead of printing them; they are
 *   answered as `output`.
 * @returns {Promise<{ code: number, timedOut: boolean, ms: number, output: string }>}
 */
export function runStep(command, args, options = {}) {
  const started = performance.now();
  const killAfterMs = options.killAfterMs ?? 5000;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', options.buffer ? 'pipe' : 'inherit', options.buffer ? 'pipe' : 'inherit'],
      detached: true,
    });
    const chunks = [];
    const keep = (chunk) => chunks.push(chunk);
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const report = (line) =>
      options.buffer ? chunks.push(Buffer.from(`${line}\n`)) : console.error(line);
    let timedOut = false;
    const timer = options.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          report(`\n✗ ${command} passou de ${options.timeoutMs / 1000} s; interrompido.`);
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
      report(`✗ ${command}: ${error.message}`);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve({
        code: timedOut ? 124 : (code ?? 1),
        timedOut,
        ms: performance.now() - started,
        output: Buffer.concat(chunks).toString(),
      });
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
