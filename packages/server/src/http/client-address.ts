import { isIP } from 'node:net';
import type { Context } from 'hono';

/** An address as compared and recorded: IPv4-mapped IPv6 as plain IPv4, no brackets, lower case. */
export function normalizeAddress(address: string): string {
  let value = address.trim().toLowerCase();
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  return mapped?.[1] ?? value;
}

/** The connection's peer address, as Node gives it. */
function socketAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress;
}

/**
 * The client's address. The connection's peer, unless that peer is one of `trustedProxies`
 * (LOUSA_TRUST_PROXY): then the right-most X-Forwarded-For entry that is not itself a trusted
 * proxy — the entries left of it were written by the client and prove nothing.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  trustedProxies: ReadonlySet<string>,
): string {
  const socket = peer ? normalizeAddress(peer) : 'unknown';
  if (trustedProxies.size === 0 || !trustedProxies.has(socket) || !forwardedFor) return socket;
  const hops = forwardedFor
    .split(',')
    .map(normalizeAddress)
    .filter((hop) => hop !== '');
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index] as string;
    if (isIP(hop) === 0) return socket;
    if (!trustedProxies.has(hop)) return hop;
  }
  return socket;
}

/** The normalized set of LOUSA_TRUST_PROXY's addresses. */
export function trustedProxySet(addresses: readonly string[] | undefined): ReadonlySet<string> {
  return new Set((addresses ?? []).map(normalizeAddress));
}

/**
 * The client address of this request: the one `createApp` resolved for it (with
 * LOUSA_TRUST_PROXY), else the connection's peer (proxies' X-Forwarded-For not trusted).
 */
export function clientAddress(c: Context): string {
  const resolved: unknown = c.get('clientAddress');
  if (typeof resolved === 'string' && resolved) return resolved;
  return resolveClientAddress(socketAddress(c), undefined, new Set());
}

/** Resolves and keeps the client address of a request (see `resolveClientAddress`). */
export function requestClientAddress(c: Context, trustedProxies: ReadonlySet<string>): string {
  return resolveClientAddress(socketAddress(c), c.req.header('x-forwarded-for'), trustedProxies);
}
