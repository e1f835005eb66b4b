// The server the e2e tests talk to: the REAL Lousa server in production mode (scripts/start.mjs's
// process), serving the built site in dist/ and the API on one origin, on a fixed port, with a
// fresh embedded database (demo data included) and the known administrator of
// e2e/support/credentials.mjs. Usage: node scripts/e2e-server.mjs [port]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from '../e2e/support/credentials.mjs';

const port = Number(process.argv[2] ?? 4410);

if (!existsSync('dist/index.html')) {
  console.error('e2e: dist/ não tem o site construído; rode `astro build` antes.');
  process.exit(1);
}

// One data folder per port, emptied at every start: a killed run leaves nothing that matters.
const dataDir = join(tmpdir(), `lousa-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const server = spawn('node_modules/.bin/tsx', ['packages/server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: '',
    LOUSA_DATA_DIR: dataDir,
    // A site built elsewhere (E2E_SITE_DIR) is served instead of dist/.
    LOUSA_SITE_DIR: process.env.E2E_SITE_DIR || 'dist',
    LOUSA_ADMIN_EMAIL: E2E_ADMIN.email,
    LOUSA_ADMIN_PASSWORD: E2E_ADMIN.password,
    LOUSA_ADMIN_FIRST_NAME: E2E_ADMIN.firstName,
    LOUSA_ADMIN_LAST_NAME: E2E_ADMIN.lastName,
    LOUSA_DEMO: '1',
    // Thousands of students, so paging and search run at a size where they matter.
    LOUSA_DEMO_STUDENTS: '3000',
  },
});

const stop = (signal) => {
  if (server.exitCode === null) server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
