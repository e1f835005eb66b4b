/**
 * Notices kept for the next page of this tab: when a session ends in /app (e.g. 'Sessão
 * expirada'), the sign-in page the visitor lands on still says why.
 */
const PENDING_KEY = 'lousa:pending-notices';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function readPending(store: Storage): string[] {
  try {
    const value: unknown = JSON.parse(store.getItem(PENDING_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps `message` for the next page of this tab (once). */
export function keepForNextPage(message: string): void {
  const store = storage();
  if (!store) return;
  try {
    const pending = readPending(store);
    if (!pending.includes(message)) pending.push(message);
    store.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or forbidden: the toast of this page is all the visitor gets.
  }
}

/** Whether an earlier page kept notices for this one. */
export function hasPendingNotices(): boolean {
  const store = storage();
  return store ? readPending(store).length > 0 : false;
}

/** The notices an earlier page kept for this one; they are removed as they are read. */
export function takePendingNotices(): string[] {
  const store = storage();
  if (!store) return [];
  const pending = readPending(store);
  try {
    store.removeItem(PENDING_KEY);
  } catch {
    // Nothing to remove.
  }
  return pending;
}
