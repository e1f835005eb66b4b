import { chmodSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { operationsMessages } from '@lousa/domain';
import type { DatabaseHandle } from '../db/client.ts';
import { snapshotPglite } from './pglite-snapshot.ts';

// While the server runs it holds the data directory's lock, so `npm run backup` cannot open the
// embedded database itself: it asks the server through a Unix socket in the data directory
// (mode 600: only the user running the server). The protocol is one request line, `backup`,
// answered by one JSON header line and the tarball's bytes:
//   -> backup\n
//   <- {"ok":true,"size":N}\n<N bytes>      or      <- {"ok":false,"message":"…"}\n

/** The socket file inside the data directory. */
export const SOCKET_FILE = 'lousa.sock';
const REQUEST = 'backup';
const MAX_REQUEST_BYTES = 64;
const REQUEST_TIMEOUT_MS = 10_000;

export interface BackupChannel {
  path: string;
  close(): Promise<void>;
}

interface Header {
  ok: boolean;
  size?: number;
  message?: string;
}

function readRequestLine(socket: Socket, onLine: (line: string) => void): void {
  let received = '';
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  socket.on('data', (chunk) => {
    received += chunk.toString('utf8');
    const end = received.indexOf('\n');
    if (end >= 0) {
      socket.removeAllListeners('data');
      socket.setTimeout(0);
      onLine(received.slice(0, end).trim());
    } else if (received.length > MAX_REQUEST_BYTES) socket.destroy();
  });
  socket.on('error', () => socket.destroy());
}

async function answer(socket: Socket, line: string, dump: () => Promise<Uint8Array>) {
  if (line !== REQUEST) {
    const message = operationsMessages.channelUnknownRequest;
    socket.end(`${JSON.stringify({ ok: false, message })}\n`);
    return;
  }
  try {
    const bytes = await dump();
    socket.write(`${JSON.stringify({ ok: true, size: bytes.length })}\n`);
    socket.end(bytes);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    socket.end(`${JSON.stringify({ ok: false, message })}\n`);
  }
}

/**
 * Listens on `<dataDir>/lousa.sock` and answers each `backup` request with `dump()`. The caller
 * holds the data directory's lock, so a socket file found there is a leftover and is replaced.
 */
export async function listenBackupChannel(
  dataDir: string,
  dump: () => Promise<Uint8Array>,
): Promise<BackupChannel> {
  const path = join(dataDir, SOCKET_FILE);
  rmSync(path, { force: true });
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    readRequestLine(socket, (line) => void answer(socket, line, dump));
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      ok();
    });
  });
  chmodSync(path, 0o600);
  return {
    path,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        for (const socket of sockets) socket.destroy();
        rmSync(path, { force: true });
      }),
  };
}

/** Splits the answer into its header and the bytes after it. */
function parseAnswer(data: Buffer): { header: Header; body: Buffer } {
  const end = data.indexOf(0x0a);
  if (end < 0) throw new Error(operationsMessages.channelIncompleteAnswer);
  const header = JSON.parse(data.subarray(0, end).toString('utf8')) as Header;
  return { header, body: data.subarray(end + 1) };
}

/** Asks the server running on `dataDir` for a backup; rejects with its reason when it fails. */
export function requestBackup(dataDir: string): Promise<Uint8Array> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    const socket = connect(join(dataDir, SOCKET_FILE), () => socket.write(`${REQUEST}\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', fail);
    socket.on('end', () => {
      try {
        const { header, body } = parseAnswer(Buffer.concat(chunks));
        if (!header.ok) throw new Error(header.message);
        if (body.length !== header.size) {
          throw new Error(operationsMessages.channelIncompleteAnswer);
        }
        ok(new Uint8Array(body));
      } catch (error) {
        fail(error);
      }
    });
  });
}

/**
 * The backup channel of an embedded database (null on PostgreSQL, where pg_dump reads the
 * running server). A socket that cannot be opened (a path over the 107-byte limit of Unix
 * sockets, say) only costs backups while running: it is reported and the server starts.
 */
export async function serveBackups(
  handle: DatabaseHandle,
  dataDir: string,
  warn: (line: string) => void,
): Promise<BackupChannel | null> {
  const client = handle.pglite;
  if (!client) return null;
  try {
    return await listenBackupChannel(dataDir, () => snapshotPglite(client));
  } catch {
    warn(operationsMessages.channelUnavailable(join(dataDir, SOCKET_FILE)));
    return null;
  }
}
