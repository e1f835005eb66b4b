import { operationsMessages } from '@lousa/domain';
import { EnvError, hasBuiltSite, loadEnv } from './env.ts';
import { startServer } from './server.ts';

/** `npm start`: one process serving the API and, when built, the site. */
async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const serveSite = hasBuiltSite(env);
  const server = await startServer({ env, serveSite });
  console.log(
    serveSite
      ? `Lousa em ${server.url}`
      : `API da Lousa em ${server.url}/api (site não construído em ${env.LOUSA_SITE_DIR})`,
  );
  const graceSeconds = env.LOUSA_SHUTDOWN_SECONDS;
  let stoppingSince = 0;
  // First signal: stop accepting, let requests finish, close the database, exit 0. Another one
  // a second later (Ctrl+C again) exits at once; the database recovers from its log on the next
  // start. Within that second it is the same Ctrl+C, delivered twice (terminal and npm).
  const stop = () => {
    if (stoppingSince) {
      if (performance.now() - stoppingSince < 1000) return;
      console.error(operationsMessages.forcedStop);
      process.exit(1);
    }
    stoppingSince = performance.now();
    console.log(operationsMessages.stopping(graceSeconds));
    server.close({ graceMs: graceSeconds * 1000 }).then(
      () => {
        console.log(operationsMessages.stopped);
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Falha ao encerrar a Lousa:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar a Lousa:', error instanceof Error ? error.message : error);
  process.exit(1);
});
