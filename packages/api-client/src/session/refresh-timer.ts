/**
 * Beyond the spec: while the tab is open, the access token is refreshed shortly before it
 * expires, so a person working past the token's lifetime is not met with 'Sessão expirada'.
 * The spec only describes refresh as replacing the access token; when it happens is ours.
 */

/** Refresh this long before expiry (or at half the remaining life of a short token). */
export const REFRESH_LEAD_MS = 60_000;
/** setTimeout cannot wait longer than this; tokens living longer are not scheduled. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

let timer: ReturnType<typeof setTimeout> | undefined;

/** Milliseconds from `nowMs` until the refresh of a token expiring at `expSeconds`. */
export function refreshDelayMs(expSeconds: number, nowMs: number): number {
  const remaining = expSeconds * 1000 - nowMs;
  if (remaining <= 0) return 0;
  return remaining - Math.min(REFRESH_LEAD_MS, remaining / 2);
}

/** (Re)schedules `run` shortly before `expSeconds`; replaces any earlier schedule. */
export function scheduleTokenRefresh(expSeconds: number, run: () => void): void {
  cancelTokenRefresh();
  const delay = refreshDelayMs(expSeconds, Date.now());
  if (delay > MAX_TIMEOUT_MS) return;
  timer = setTimeout(() => {
    timer = undefined;
    run();
  }, delay);
}

export function cancelTokenRefresh(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

export function isTokenRefreshScheduled(): boolean {
  return timer !== undefined;
}
