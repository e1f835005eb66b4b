/**
 * `npm run fixtures:record`: records the answers of the real server the stories' mocks serve
 * (packages/api-client/test/recorder.ts, decision 0027) and writes them, normalised, as the JSON
 * files of packages/api-client/src/mocks/recorded/. Files no longer recorded are removed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { RECORDED_DIR, recordFixtureFiles } from '../packages/api-client/test/recorder.ts';

const started = performance.now();
const files = await recordFixtureFiles((line) => console.log(line));
mkdirSync(RECORDED_DIR, { recursive: true });
for (const name of readdirSync(RECORDED_DIR)) {
  if (name.endsWith('.json') && !files.has(name)) rmSync(join(RECORDED_DIR, name));
}
let bytes = 0;
let calls = 0;
for (const [name, text] of files) {
  writeFileSync(join(RECORDED_DIR, name), text);
  bytes += Buffer.byteLength(text);
  calls += (JSON.parse(text) as unknown[]).length;
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${calls} calls in ${files.size} files, ${bytes.toLocaleString('en')} bytes, written to ${relative(process.cwd(), RECORDED_DIR)} in ${seconds} s`,
);
