// @vitest-environment node
/**
 * The recorded fixtures (`src/mocks/recorded/`, decision 0027) are the real server's answers:
 * this records them again in memory (test/recorder.ts) and fails, naming the first call that
 * differs, when the committed files are stale.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  normaliseRecording,
  RECORDED_DIR,
  RECORDED_TIMESTAMP,
  type RecordedCall,
  recordFixtureFiles,
  serialiseRecording,
} from './recorder.ts';

const RECORD_COMMAND = 'npm run fixtures:record';

/** The committed files, by name. */
function committedFiles(): Map<string, string> {
  if (!existsSync(RECORDED_DIR)) return new Map();
  return new Map(
    readdirSync(RECORDED_DIR)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => [name, readFileSync(join(RECORDED_DIR, name), 'utf8')]),
  );
}

/** What differs between the committed files and a fresh recording, first difference only. */
function firstDifference(
  committed: Map<string, string>,
  fresh: Map<string, string>,
): string | null {
  for (const name of [...new Set([...committed.keys(), ...fresh.keys()])].sort()) {
    const before = committed.get(name);
    const now = fresh.get(name);
    if (before === now) continue;
    if (before === undefined) return `${name} is recorded but not committed`;
    if (now === undefined) return `${name} is committed but no longer recorded`;
    const oldCalls = JSON.parse(before) as RecordedCall[];
    const newCalls = JSON.parse(now) as RecordedCall[];
    for (let i = 0; i < Math.max(oldCalls.length, newCalls.length); i++) {
      const a = oldCalls[i];
      const b = newCalls[i];
      if (JSON.stringify(a) === JSON.stringify(b)) continue;
      const call = (entry: RecordedCall) => `${entry.as} ${entry.request}`;
      if (!a && b) return `${name}: the call '${call(b)}' is new`;
      if (a && !b) return `${name}: the call '${call(a)}' is no longer made`;
      if (a && b && call(a) !== call(b)) {
        return `${name}: call ${i + 1} is now '${call(b)}' (committed: '${call(a)}')`;
      }
      return `${name}: the answer to '${call(b as RecordedCall)}' changed`;
    }
    return `${name}: the file's text changed`;
  }
  return null;
}

describe('recorded fixtures', () => {
  it('match what the server answers today', async () => {
    const fresh = await recordFixtureFiles();
    const difference = firstDifference(committedFiles(), fresh);
    const message =
      difference === null
        ? null
        : `The recorded fixtures are stale — ${difference}. Run \`${RECORD_COMMAND}\` and review the diff.`;
    expect(message).toBeNull();
  }, 120_000);

  it('number ids by the file they first appear in and their order there (values, keys, requests), and the clock columns', async () => {
    const a = '0196f3b2-1c2d-7a3b-8c4d-5e6f7a8b9c0d';
    const b = '0196f3b2-1c2d-7a3b-8c4d-5e6f7a8b9c0e';
    const files = await serialiseRecording(
      normaliseRecording(
        new Map([
          [
            'b.json',
            [
              {
                as: 'professor',
                request: `GET /classrooms/${b}`,
                status: 200,
                headers: {},
                body: { id: b, createdAt: '2026-11-29T01:02:03.456Z', date: '2026-03-27' },
              },
            ],
          ],
          [
            'a.json',
            [
              {
                as: 'administrador',
                request: '/me',
                status: 200,
                headers: { 'X-Total-Count': '1' },
                body: [{ id: a, scores: { [b]: 9 }, updatedAt: '2026-11-29T01:02:03.456Z' }],
              },
            ],
          ],
        ]),
      ),
    );
    // b.json is recorded first (file 1): b is its first id; a is a.json's (file 2) first.
    const first = '00000000-0000-7000-8001-000000000001';
    const second = '00000000-0000-7000-8002-000000000001';
    expect(JSON.parse(files.get('a.json') as string)[0].body).toEqual([
      { id: second, scores: { [first]: 9 }, updatedAt: RECORDED_TIMESTAMP },
    ]);
    expect(JSON.parse(files.get('b.json') as string)[0]).toMatchObject({
      request: `GET /classrooms/${first}`,
      body: { id: first, createdAt: RECORDED_TIMESTAMP, date: '2026-03-27' },
    });
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
