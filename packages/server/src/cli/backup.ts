// `npm run backup -- [file]`: a consistent copy of the whole database (see src/ops/backup.ts).
import { parseArgs } from 'node:util';
import { operationsMessages } from '@lousa/domain';
import { loadEnv } from '../env.ts';
import { backup } from '../ops/backup.ts';
import { defaultBackupName, formatSize, secondsSince } from '../ops/backup-file.ts';
import { fromInvocationDir, runCommand } from './run.ts';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length > 1) {
    console.log(operationsMessages.backupUsage);
    if (!values.help) process.exitCode = 2;
    return;
  }
  const env = loadEnv();
  const name = positionals[0] ?? defaultBackupName(env.DATABASE_URL ? 'postgres' : 'pglite');
  const started = performance.now();
  const result = await backup(env, fromInvocationDir(name));
  if (result.serverPid) console.log(operationsMessages.backupFromServer(result.serverPid));
  console.log(
    operationsMessages.backupSaved(result.file, formatSize(result.bytes), secondsSince(started)),
  );
}

runCommand(main, operationsMessages.backupFailed);
