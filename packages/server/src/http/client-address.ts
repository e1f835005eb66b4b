import type { Context } from 'hono';

/** The peer address of the connection (proxies' X-Forwarded-For is not trusted). */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
