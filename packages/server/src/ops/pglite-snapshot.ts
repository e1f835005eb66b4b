import type { PGlite } from '@electric-sql/pglite';

/**
 * A consistent copy of the embedded database as a gzipped tarball of its data directory
 * (PGlite's `dumpDataDir`). It runs inside a transaction of its own, which PGlite serialises with
 * every other query and transaction, after a CHECKPOINT, so the copy holds every committed write
 * and no half-done transaction, and needs no recovery when it is opened.
 */
export async function snapshotPglite(client: PGlite): Promise<Uint8Array> {
  const tarball = await client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    return client.dumpDataDir('gzip');
  });
  return new Uint8Array(await tarball.arrayBuffer());
}
