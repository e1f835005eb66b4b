/**
 * Full page loads out of the /app router ('/', '/sign-in'). Only the first one counts: when
 * app start already sends the visitor to /sign-in, the route guard's later '/' changes nothing.
 */
let leaving: string | null = null;

export function leavePage(path: string): void {
  if (leaving !== null) return;
  leaving = path;
  globalThis.location?.assign(path);
}

/** The page this one is leaving for, or null. */
export function leavingTo(): string | null {
  return leaving;
}
