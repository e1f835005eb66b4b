import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { DURABLE_START_PARAMS, openDurablePglite } from '../src/db/durable-pglite.ts';
import { useTempDirs } from './builders.ts';

const tempDir = useTempDirs('lousa-durable-');

describe('durable commits on the embedded database', () => {
  it('PGlite alone would run without fsync; ours runs with it, through fsync()', async () => {
    expect(PGlite.defaultStartParams).toContain('-F');
    expect(DURABLE_START_PARAMS).not.toContain('-F');
    const handle = await openDatabase({ dataDir: tempDir() });
    const setting = async (name: string) =>
      (
        await handle.pglite!.query<{ setting: string }>(
          'select setting from pg_settings where name = $1',
          [name],
        )
      ).rows[0]?.setting;
    expect(await setting('fsync')).toBe('on');
    expect(await setting('synchronous_commit')).toBe('on');
    expect(await setting('wal_sync_method')).toBe('fsync');
    expect(await setting('full_page_writes')).toBe('on');
    await handle.close();
  }, 60_000);

  it('a new cluster is flushed once; then each commit reaches the disk with an fsync', async () => {
    let fsyncs = 0;
    const dir = join(tempDir(), 'pglite');
    const client = await openDurablePglite(dir, {
      onFsync: () => {
        fsyncs++;
      },
    });
    const files = readdirSync(dir, { recursive: true }).length;
    expect(fsyncs).toBeGreaterThan(files);
    await client.exec('create table probe (n int)');
    const before = fsyncs;
    for (let n = 0; n < 5; n++) await client.query('insert into probe values ($1)', [n]);
    expect(fsyncs - before).toBeGreaterThanOrEqual(5);
    const idle = fsyncs;
    await client.query('select count(*) from probe');
    expect(fsyncs).toBe(idle);
    await client.close();
  }, 60_000);
});
