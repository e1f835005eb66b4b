/**
 * Fixed-window counters kept in this process's memory. Behind a load balancer every instance
 * counts on its own.
 */
export interface RateLimiter {
  /** Seconds to wait when `key` is over its limit, else 0. */
  blockedFor(key: string, now?: number): number;
  /** Counts one attempt for `key`. */
  hit(key: string, now?: number): void;
  reset(key: string): void;
}

export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string, now: number) => {
    const entry = windows.get(key);
    if (entry && now - entry.start < windowMs) return entry;
    if (entry) windows.delete(key);
    return undefined;
  };
  const prune = (now: number) => {
    if (windows.size < 10_000) return;
    for (const [key, entry] of windows) if (now - entry.start >= windowMs) windows.delete(key);
  };
  return {
    blockedFor(key, now = Date.now()) {
      const entry = current(key, now);
      if (!entry || entry.count < limit) return 0;
      return Math.max(1, Math.ceil((entry.start + windowMs - now) / 1000));
    },
    hit(key, now = Date.now()) {
      prune(now);
      const entry = current(key, now);
      if (entry) entry.count += 1;
      else windows.set(key, { start: now, count: 1 });
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
