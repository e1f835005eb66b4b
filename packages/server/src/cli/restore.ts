// `npm run restore -- <file> [--force]`: a backup into an empty data directory or database
// (see src/ops/restore.ts).
import { parseArgs } from 'node:util';
import { operationsMessages } from '@lousa/domain';
import { loadEnv } from '../env.ts';
import { secondsSince } from '../ops/backup-file.ts';
import { restore } from '../ops/restore.ts';
import { fromInvocationDir, runCommand } from './run.ts';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [file] = positionals;
  if (values.help || !file || positionals.length > 1) {
    console.log(operationsMessages.restoreUsage);
    if (!values.help) process.exitCode = 2;
    return;
  }
  const env = loadEnv();
  const started = performance.now();
  const result = await restore(env, fromInvocationDir(file), { force: values.force ?? false });
  console.log(operationsMessages.restored(result.target, secondsSince(started)));
  if (result.previous) console.log(operationsMessages.previousKept(result.previous));
}

runCommand(main, operationsMessages.restoreFailed);
