// npm run chromatic — publishes the Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set.
import { spawn } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN não definido. Crie um projeto em chromatic.com, copie o token e rode ' +
      'CHROMATIC_PROJECT_TOKEN=... npm run chromatic\n' +
      'Sem o serviço, "npm run test:stories" compara as capturas localmente.',
  );
  process.exit(0);
}
const child = spawn(
  'node_modules/.bin/chromatic',
  ['--exit-zero-on-changes', '--build-script-name', 'build-storybook', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
child.once('exit', (code) => process.exit(code ?? 1));
