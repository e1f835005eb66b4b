/** Where a 401 or a failed start-up check sends the browser. */
export const SIGN_IN_PATH = '/sign-in';

export interface Navigation {
  /** Sends the browser to `path` (a full path such as '/sign-in'). */
  redirect: (path: string) => void;
  /** The current path, e.g. '/app/usuarios'. */
  currentPath: () => string;
}

const browserNavigation: Navigation = {
  redirect: (path) => {
    globalThis.location?.assign(path);
  },
  currentPath: () => globalThis.location?.pathname ?? '',
};

let navigation: Navigation = browserNavigation;

/** Lets the router (or a test) take over navigation; defaults to `window.location`. */
export function configureNavigation(next: Partial<Navigation> | null): void {
  navigation = next ? { ...browserNavigation, ...next } : browserNavigation;
}

function isAt(path: string): boolean {
  const current = navigation.currentPath().replace(/\/+$/, '');
  return current === path.replace(/\/+$/, '');
}

/** Sends the browser to /sign-in unless it is already there. */
export function redirectToSignIn(): void {
  if (!isAt(SIGN_IN_PATH)) navigation.redirect(SIGN_IN_PATH);
}
