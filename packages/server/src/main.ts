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
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar a Lousa:', error instanceof Error ? error.message : error);
  process.exit(1);
});
