import { closeSync, existsSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';

// PGlite 0.5 on a Node data dir never reaches the disk's fsync: it starts PostgreSQL with `-F`
// (fsync off), its NodeFS `syncToFs` is empty, Emscripten's NODEFS has no `fsync` stream
// operation and its `fdatasync` is a no-op. Committed data is written to the operating system,
// so it survives the process crashing, but not a power cut. This module turns fsync back on:
// PostgreSQL runs with fsync (WAL flushed with fsync(), the one call that reaches the file
// system) and NODEFS learns to pass fsync() to the real file. See docs/decisions/0009.

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
type Module = Parameters<NonNullable<EmscriptenOptions['preRun']>[number]>[0];
interface NodefsStream {
  nfd?: number;
}
interface WithNodefs {
  NODEFS?: { stream_ops?: { fsync?: (stream: NodefsStream) => number } };
}

/** PGlite's start parameters without `-F`, with the WAL flushed through fsync(). */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/** NodeFS whose files pass PostgreSQL's fsync() calls to the disk. */
export class DurableNodeFS extends NodeFS {
  /** @param onFsync called after each fsync that reached a file (tests count them). */
  constructor(
    dataDir: string,
    private readonly onFsync?: () => void,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const preRun = [...(emscriptenOpts.preRun ?? []), (mod: Module) => this.teachFsync(mod)];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }

  private teachFsync(mod: Module): void {
    const ops = (mod as unknown as WithNodefs).NODEFS?.stream_ops;
    if (!ops) throw new Error('PGlite: NODEFS ausente; não é possível garantir a durabilidade.');
    ops.fsync = (stream) => {
      if (stream.nfd === undefined) return 0;
      fsyncSync(stream.nfd);
      this.onFsync?.();
      return 0;
    };
  }
}

function fsyncPath(path: string, onFsync?: () => void): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  onFsync?.();
}

/** Flushes every file and folder below `dir`, then `dir` itself and its entry in its parent. */
function fsyncTree(dir: string, onFsync?: () => void): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(path, onFsync);
    else if (entry.isFile()) fsyncPath(path, onFsync);
  }
  fsyncPath(dir, onFsync);
}

/**
 * PGlite on `dir` (a Node folder) with durable commits; `loadDataDir` fills an empty one. A new
 * cluster is copied into the folder by PGlite (from its initdb, or the tarball), not written by
 * PostgreSQL, whose checkpoints would never flush it: it is flushed once, here.
 */
export async function openDurablePglite(
  dir: string,
  options: { loadDataDir?: Blob; onFsync?: () => void } = {},
): Promise<PGlite> {
  const created = !existsSync(join(dir, 'PG_VERSION'));
  const client = await PGlite.create({
    fs: new DurableNodeFS(dir, options.onFsync),
    startParams: [...DURABLE_START_PARAMS],
    // pg_trgm: the trigram indexes behind list search (migration 0001).
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  if (created) {
    fsyncTree(dir, options.onFsync);
    fsyncPath(dirname(dir), options.onFsync);
  }
  return client;
}
