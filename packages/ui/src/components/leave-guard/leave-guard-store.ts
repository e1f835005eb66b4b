import type { Navigator, To } from 'react-router-dom';
import { parsePath } from 'react-router-dom';
import { leaveGuardLabels as labels } from './labels';

/** One screen's guard: whether it has unsaved changes now. */
export interface Guard {
  isDirty: () => boolean;
}

/** A navigation held back until the person answers: `proceed` lets it through. */
export interface PendingLeave {
  proceed: () => void;
}

interface Patched {
  guards: Set<Guard>;
  restore: () => void;
}

const patched = new WeakMap<Navigator, Patched>();
let pending: PendingLeave | null = null;
let hosts = 0;
const listeners = new Set<() => void>();

function setPending(next: PendingLeave | null) {
  pending = next;
  for (const listener of listeners) listener();
}

/** The navigation waiting for an answer ('Descartar alterações?' is open while there is one). */
export function pendingLeave(): PendingLeave | null {
  return pending;
}

export function subscribeLeave(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const discardListeners = new Set<() => void>();

/**
 * Called when the person chooses to drop the unsaved changes ('Descartar', or OK in the
 * browser's confirm), before the navigation goes on: a form's draft is removed then.
 */
export function onDiscard(listener: () => void): () => void {
  discardListeners.add(listener);
  return () => discardListeners.delete(listener);
}

function discarded() {
  for (const listener of [...discardListeners]) listener();
}

/** 'Descartar': the held navigation goes on. */
export function discardAndLeave() {
  const held = pending;
  setPending(null);
  if (held) discarded();
  held?.proceed();
}

/** 'Continuar editando' (or Escape): the navigation is dropped, the screen stays as it was. */
export function stayOnScreen() {
  setPending(null);
}

/** A dialog host is mounted (it shows the question); without one the browser's confirm asks. */
export function registerHost(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
  };
}

function ask(proceed: () => void) {
  if (hosts > 0) {
    setPending({ proceed });
  } else if (window.confirm(labels.title)) {
    discarded();
    proceed();
  }
}

/** Where the navigator is now (the browser's and the memory history have it), in its own terms. */
function currentPath(navigator: Navigator): string | undefined {
  const location = (navigator as { location?: { pathname: string; search: string } }).location;
  return location ? location.pathname + location.search : undefined;
}

/** A push or replace to the address already shown (the hash aside) leaves nothing behind. */
function leaves(navigator: Navigator, to: To): boolean {
  const target = typeof to === 'string' ? parsePath(to) : to;
  const here = currentPath(navigator);
  if (here === undefined) return true;
  return (target.pathname ?? '') + (target.search ?? '') !== here;
}

/** The browser history's position of the entry shown (BrowserRouter keeps it in its state). */
function historyIndex(): number | null {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : null;
}

/** The browser's buttons while a browser history is guarded (`guardBrowserButtons`). */
interface Buttons {
  dirty: () => boolean;
  /** The position of the entry the guarded screen is on. */
  shown: number | null;
  /** The pop under way puts the guarded entry back: the router must not see it. */
  restoring: boolean;
  /** The next pop was asked already ('Descartar', or the app's own `go()`): the router sees it. */
  passing: boolean;
}

let buttons: Buttons | null = null;

/**
 * The browser's back and forward buttons while a screen is dirty. The address has already changed
 * when `popstate` fires, so the pop is kept from the router, the entry that was left is shown
 * again, and the question is asked; 'Descartar' then makes the same move, this time seen by the
 * router. The listener is added when this module loads — before the router mounts and adds its
 * own — because listeners of one event on `window` run in the order they were added.
 */
function onPop(event: PopStateEvent) {
  const guarded = buttons;
  if (!guarded) return;
  if (guarded.passing) {
    guarded.passing = false;
    guarded.shown = historyIndex();
    return;
  }
  if (guarded.restoring) {
    guarded.restoring = false;
    event.stopImmediatePropagation();
    return;
  }
  const next = historyIndex();
  if (!guarded.dirty() || guarded.shown === null || next === null || next === guarded.shown) {
    guarded.shown = next;
    return;
  }
  event.stopImmediatePropagation();
  const delta = next - guarded.shown;
  guarded.restoring = true;
  window.history.go(-delta);
  ask(() => {
    guarded.passing = true;
    window.history.go(delta);
  });
}

if (typeof window !== 'undefined') window.addEventListener('popstate', onPop, { capture: true });

/**
 * Guards the browser's buttons for `navigator` when it is a browser history (a memory history has
 * its own `index` and no popstate). `sync` notes the entry shown after a push or replace that
 * went through; `pass` lets the next pop through (the app's own `go()`, already asked); `remove`
 * ends the guard.
 */
function guardBrowserButtons(
  navigator: Navigator,
  dirty: () => boolean,
): { sync: () => void; pass: () => void; remove: () => void } {
  if (typeof window === 'undefined' || 'index' in navigator) {
    return { sync: () => {}, pass: () => {}, remove: () => {} };
  }
  const guarded: Buttons = { dirty, shown: historyIndex(), restoring: false, passing: false };
  buttons = guarded;
  return {
    sync: () => {
      guarded.shown = historyIndex();
    },
    pass: () => {
      guarded.passing = true;
    },
    remove: () => {
      if (buttons === guarded) buttons = null;
    },
  };
}

/**
 * Holds every navigation of `navigator` (links, `navigate()`, 'Voltar', the browser's back and
 * forward buttons) while `guard` is dirty, asking first. The router's navigator is wrapped once, however many guards there are, and given
 * back as it was when the last one goes. Returns the release.
 */
export function guardNavigator(navigator: Navigator, guard: Guard): () => void {
  let entry = patched.get(navigator);
  if (!entry) {
    const { push, replace, go } = navigator;
    const guards = new Set<Guard>();
    const dirty = () => [...guards].some((one) => one.isDirty());
    const buttons = guardBrowserButtons(navigator, dirty);
    navigator.push = (to, state, opts) => {
      const proceed = () => {
        push(to, state, opts);
        buttons.sync();
      };
      if (dirty() && leaves(navigator, to)) ask(proceed);
      else proceed();
    };
    navigator.replace = (to, state, opts) => {
      const proceed = () => {
        replace(to, state, opts);
        buttons.sync();
      };
      if (dirty() && leaves(navigator, to)) ask(proceed);
      else proceed();
    };
    navigator.go = (delta) => {
      const proceed = () => {
        if (delta !== 0) buttons.pass();
        go(delta);
      };
      if (dirty() && delta !== 0) ask(proceed);
      else proceed();
    };
    entry = {
      guards,
      restore: () => {
        buttons.remove();
        navigator.push = push;
        navigator.replace = replace;
        navigator.go = go;
        patched.delete(navigator);
      },
    };
    patched.set(navigator, entry);
  }
  const current = entry;
  current.guards.add(guard);
  return () => {
    current.guards.delete(guard);
    if (current.guards.size === 0) current.restore();
  };
}
