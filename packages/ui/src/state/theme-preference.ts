/**
 * The theme preference: 'light', 'dark' or 'system' (default), kept in localStorage. The
 * inline script of the site's layout applies the same rule before the first paint; this store
 * keeps the page in step afterwards (toggle, and the system's change while on 'system').
 */
import { THEME_DEFAULT, THEME_STORAGE_KEY, THEMES, type Theme } from '@lousa/domain';
import { atom } from 'nanostores';

function readStored(): Theme {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return THEMES.includes(stored as Theme) ? (stored as Theme) : THEME_DEFAULT;
  } catch {
    return THEME_DEFAULT;
  }
}

const systemDark = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

/** Whether a preference shows the dark theme right now. */
export function resolvesToDark(theme: Theme, prefersDark = systemDark()): boolean {
  return theme === 'dark' || (theme === 'system' && prefersDark);
}

export const $theme = atom<Theme>(readStored());

function apply(theme: Theme) {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  const dark = resolvesToDark(theme);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

export function setTheme(theme: Theme) {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  $theme.set(theme);
  apply(theme);
}

/** Follows the system's scheme while the preference is 'system'. Returns a cleanup. */
export function watchSystemTheme(): () => void {
  const query = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  if (!query) return () => {};
  const onChange = () => apply($theme.get());
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
