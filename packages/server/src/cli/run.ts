import { resolve } from 'node:path';
import { EnvError } from '../env.ts';

/**
 * Runs a command-line entry point: exit 0 when `main` resolves; otherwise its pt-BR message on
 * stderr (wrapped by `describe`, a configuration error as is) and exit 1.
 */
export function runCommand(main: () => Promise<void>, describe: (reason: string) => string): void {
  main().then(
    () => process.exit(),
    (error: unknown) => {
      if (error instanceof EnvError) console.error(error.message);
      else console.error(describe(error instanceof Error ? error.message : String(error)));
      process.exit(1);
    },
  );
}

/** A path given on the command line, relative to where `npm run` was typed (INIT_CWD). */
export function fromInvocationDir(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}
