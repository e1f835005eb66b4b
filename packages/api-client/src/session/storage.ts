import { ACCESS_TOKEN_STORAGE_KEY } from '@lousa/domain';

/** sessionStorage, or nothing where there is none (server, locked-down browser). */
function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The access token kept for this tab (lost when the tab closes), or null. */
export function readStoredToken(): string | null {
  try {
    return storage()?.getItem(ACCESS_TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeStoredToken(token: string): void {
  try {
    storage()?.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage full or forbidden: the session still lives in memory for this page.
  }
}

export function clearStoredToken(): void {
  try {
    storage()?.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
