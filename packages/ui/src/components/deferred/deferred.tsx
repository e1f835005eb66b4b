import { type ComponentType, type ReactElement, useEffect, useRef, useState } from 'react';

/** What a component loaded on demand is: a function that imports it (a module-level constant). */
export type Loader<P> = () => Promise<ComponentType<P>>;

const loaded = new Map<Loader<never>, ComponentType<never>>();
const loading = new Map<Loader<never>, Promise<ComponentType<never>>>();

/** Starts loading (once) and resolves to the component; a failed load is tried again next time. */
export function preload<P>(load: Loader<P>): Promise<ComponentType<P>> {
  const done = loaded.get(load as Loader<never>);
  if (done) return Promise.resolve(done as ComponentType<P>);
  let pending = loading.get(load as Loader<never>) as Promise<ComponentType<P>> | undefined;
  if (!pending) {
    pending = load().then(
      (component) => {
        loaded.set(load as Loader<never>, component as ComponentType<never>);
        loading.delete(load as Loader<never>);
        return component;
      },
      (error: unknown) => {
        loading.delete(load as Loader<never>);
        throw error;
      },
    );
    loading.set(load as Loader<never>, pending as Promise<ComponentType<never>>);
  }
  return pending;
}

/** The component if its code has already arrived. */
export function loadedComponent<P>(load: Loader<P>): ComponentType<P> | undefined {
  return loaded.get(load as Loader<never>) as ComponentType<P> | undefined;
}

/** Handlers for the stand-in trigger: intent starts the load, a press is remembered. */
export interface StandInHandlers {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
}

export interface DeferredProps<P> {
  /** Imports the real component (a menu with its trigger); keep it a module-level constant. */
  load: Loader<P>;
  /** Its props. */
  props: P;
  /** A trigger that looks like the real one, rendered until the code has arrived. */
  standIn: (handlers: StandInHandlers) => ReactElement;
  /** Called with the first sign of intent too, e.g. to load what the menu's entries open. */
  onIntent?: () => void;
}

/**
 * A menu (or any popup with its own trigger) whose code loads on the first sign of intent on
 * the trigger — the pointer over it, focus, a press — so it stays out of the page's first load.
 * Until then `standIn` shows a trigger that looks the same. When the code arrives the real
 * trigger takes the stand-in's place (never while a pointer is pressed on it), takes the focus
 * if the stand-in had it, and a press made meanwhile is replayed on it (the menu opens).
 */
export function Deferred<P extends object>({ load, props, standIn, onIntent }: DeferredProps<P>) {
  const [Component, setComponent] = useState(() => loadedComponent(load));
  const box = useRef<HTMLSpanElement>(null);
  const state = useRef({ holding: false, pressed: false, focused: false, replay: false });
  const arrived = useRef<ComponentType<P> | undefined>(undefined);

  const swap = () => {
    const next = arrived.current;
    if (!next || state.current.holding) return;
    state.current.replay = state.current.pressed;
    setComponent(() => next);
  };
  const start = () => {
    onIntent?.();
    preload(load).then(
      (component) => {
        arrived.current = component;
        swap();
      },
      () => {
        // Nothing to show yet: the next intent tries again.
      },
    );
  };

  useEffect(() => {
    if (!Component) return;
    const { focused, replay } = state.current;
    const trigger = box.current?.querySelector<HTMLElement>('button, [role="button"]');
    if (!trigger) return;
    if (focused || replay) trigger.focus({ preventScroll: true });
    if (replay) trigger.click();
  }, [Component]);

  if (Component) {
    return (
      <span ref={box} style={{ display: 'contents' }}>
        <Component {...props} />
      </span>
    );
  }
  const handlers: StandInHandlers = {
    onPointerEnter: start,
    onFocus: () => {
      state.current.focused = true;
      start();
    },
    onBlur: () => {
      state.current.focused = false;
    },
    onPointerDown: () => {
      state.current.holding = true;
      // The click (if any) comes right after the pointer is released: swap after it.
      const release = () => {
        window.removeEventListener('pointerup', release, true);
        window.removeEventListener('pointercancel', release, true);
        setTimeout(() => {
          state.current.holding = false;
          swap();
        }, 0);
      };
      window.addEventListener('pointerup', release, true);
      window.addEventListener('pointercancel', release, true);
      start();
    },
    onClick: () => {
      state.current.pressed = true;
      start();
      swap();
    },
  };
  return (
    <span ref={box} style={{ display: 'contents' }}>
      {standIn(handlers)}
    </span>
  );
}

/**
 * The component once `wanted` has been true and its code has arrived (undefined until then);
 * a failed load is thrown to the nearest error boundary.
 */
export function useLoaded<P>(load: Loader<P> | undefined, wanted: boolean) {
  const [component, setComponent] = useState(() => (load ? loadedComponent(load) : undefined));
  const [error, setError] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!load || !wanted || component) return;
    let live = true;
    preload(load).then(
      (loadedOne) => {
        if (live) setComponent(() => loadedOne);
      },
      (failure: unknown) => {
        if (live) setError({ error: failure });
      },
    );
    return () => {
      live = false;
    };
  }, [load, wanted, component]);
  if (error) throw error.error;
  return component;
}
