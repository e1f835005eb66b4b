/**
 * Drafts of long forms kept in this browser's localStorage (decision 0024): one entry per user,
 * screen and record, never a password, dropped after 7 days, all of them cleared on 'Sair'.
 * The form's side is `useFormDraft` in ui; the storage rules live here, beside the session that
 * clears them.
 */

/** Every draft's key starts so; `clearDrafts` removes them all. */
export const DRAFT_STORAGE_PREFIX = 'lousa:draft:';

/** A draft older than this is not offered back, and is removed when read. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A draft as stored: when, the form's values, and what the screen keeps beside them. */
export interface StoredDraft<TValues = unknown> {
  savedAt: number;
  values: TValues;
  extra?: unknown;
}

/** Where a draft lives: user, screen and record ('new' while adding). */
export interface DraftAddress {
  userId: string;
  screen: string;
  /** The id of the record being edited; absent when adding one. */
  recordId?: string;
}

export function draftKey({ userId, screen, recordId }: DraftAddress): string {
  return `${DRAFT_STORAGE_PREFIX}${userId}:${screen}:${recordId ?? 'new'}`;
}

/** localStorage, or nothing where there is none (server, locked-down browser). */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const PASSWORD_KEY = /password|senha/i;

/** A copy of `value` without any field named like a password, at any depth. */
export function withoutPasswords<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutPasswords) as T;
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (!PASSWORD_KEY.test(key)) kept[key] = withoutPasswords(field);
  }
  return kept as T;
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/** The draft at `key`, or null: none, unreadable or older than 7 days (then it is removed). */
export function readDraft<TValues>(
  key: string,
  now: number = Date.now(),
): StoredDraft<TValues> | null {
  let text: string | null = null;
  try {
    text = storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const draft = JSON.parse(text) as StoredDraft<TValues>;
    if (typeof draft?.savedAt === 'number' && now - draft.savedAt <= DRAFT_MAX_AGE_MS) {
      return draft;
    }
  } catch {
    // Unreadable: dropped below.
  }
  removeDraft(key);
  return null;
}

/** Keeps the values (passwords left out) as the draft at `key`. */
export function writeDraft(
  key: string,
  values: unknown,
  extra?: unknown,
  now: number = Date.now(),
): void {
  const draft: StoredDraft = { savedAt: now, values: withoutPasswords(values) };
  if (extra !== undefined) draft.extra = withoutPasswords(extra);
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or forbidden: the form still holds what was typed.
  }
}

/** Every draft key present now. */
function draftKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(DRAFT_STORAGE_PREFIX)) keys.push(key);
  }
  return keys;
}

/** 'Sair': every draft of every user of this browser goes. */
export function clearDrafts(): void {
  try {
    const store = storage();
    if (!store) return;
    for (const key of draftKeys(store)) store.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** Drops the drafts older than 7 days (any user's), so none lingers unread. */
export function clearExpiredDrafts(now: number = Date.now()): void {
  try {
    const store = storage();
    if (!store) return;
    for (const key of draftKeys(store)) readDraft(key, now);
  } catch {
    // Nothing to clear.
  }
}
