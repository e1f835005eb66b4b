import { afterEach, beforeEach, vi } from 'vitest';
import { configureNavigation } from '../src/session/navigation.ts';
import { logout, resetExpiryNotice } from '../src/session/store.ts';

beforeEach(() => {
  resetExpiryNotice();
  // The contract test runs in plain Node: no sessionStorage, no document.
  if (typeof document === 'undefined') return;
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

afterEach(() => {
  logout();
  configureNavigation(null);
  vi.useRealTimers();
});
