import { afterAll, describe, expect, it } from 'vitest';
import { type ChildServer, MAIN_FROM_SOURCE, startChildServer } from './child-server.ts';
import { createTestStore, TestClient, type TestStore } from './helpers.ts';

/*
 * Crash test: 20 writers create records as fast as the server acknowledges them; the server is
 * killed with SIGKILL mid-stream (no graceful stop, no checkpoint); after a restart on the same
 * data (PGlite data dir, or the PostgreSQL database when DATABASE_URL is set) every create that
 * was acknowledged with 201 is there. Prints how many writes were acknowledged.
 */

const WRITERS = 20;
const stores: TestStore[] = [];
afterAll(async () => {
  for (const store of stores) await store.cleanup();
});

function envOf(store: TestStore): Record<string, string> {
  return {
    LOUSA_DATA_DIR: store.dataDir,
    ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
  };
}

async function signedIn(server: ChildServer): Promise<TestClient> {
  const client = new TestClient(server.url);
  await client.login();
  return client;
}

describe('kill -9 mid-stream', () => {
  it(`keeps every acknowledged write of ${WRITERS} writers (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const store = await createTestStore();
    stores.push(store);
    const server = await startChildServer(MAIN_FROM_SOURCE, envOf(store));
    const client = await signedIn(server);

    const acknowledged: string[] = [];
    let refused = 0;
    let stop = false;
    const writer = async (n: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const answer = await client.post<{ id: string }>('/api/teaching-modalities', {
            name: `Modalidade ${n}-${i}`,
          });
          if (answer.status === 201) acknowledged.push(answer.body.id);
          else refused += 1;
        } catch {
          // The connection died with the server: this write was never acknowledged.
          return;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, n) => writer(n));
    // Let the stream run, then kill the process where it stands.
    while (acknowledged.length < 200) await new Promise((ok) => setTimeout(ok, 20));
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    stop = true;
    await Promise.all(writers);
    const killedAt = acknowledged.length;

    // Restart on the same data: recovery replays the log; every acknowledged id is there.
    const again = await startChildServer(MAIN_FROM_SOURCE, envOf(store));
    try {
      const reader = await signedIn(again);
      const listed = await reader.get<{ id: string }[]>('/api/teaching-modalities');
      expect(listed.status).toBe(200);
      const present = new Set(listed.body.map((item) => item.id));
      const missing = acknowledged.filter((id) => !present.has(id));
      console.log(
        `crash (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${killedAt} escritas confirmadas antes do kill -9, ${present.size} registros após reiniciar, ${missing.length} ausentes`,
      );
      expect(refused).toBe(0);
      expect(missing).toEqual([]);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  }, 180_000);
});
