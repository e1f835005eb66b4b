import {
  type ComponentType,
  type ReactElement,
  type KeyboardEvent as ReactKeyboardEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';

/** What a component loaded on demand is: a function that imports it (a module-level constant). */
export type Loader<P> = () => Promise<ComponentType<P>>;

const loaded = new Map<Loader<never>, ComponentType<never>>();
const loading = new Map<Loader<never>, Promise<ComponentType<never>>>();
/** The keys that open a select from its trigger. */
const OPENING_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);
/** Stand-ins told when their loader's code arrives (`asField`). */
const waiting = new Map<Loader<never>, Set<(component: ComponentType<never>) => void>>();

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
        for (const arrive of waiting.get(load as Loader<never>) ?? []) {
          arrive(component as ComponentType<never>);
        }
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

/** The real component's trigger: its first button. */
function firstTrigger(box: HTMLElement | null) {
  return box?.querySelector<HTMLElement>('button, [role="button"]');
}

/** Handlers for the stand-in trigger: intent starts the load, a press is remembered. */
export interface StandInHandlers {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onKeyDown: (event: ReactKeyboardEvent) => void;
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
  /**
   * For a form's field (a select): the stand-in takes the real component as soon as the code has
   * arrived, whichever field asked for it, except while the pointer is over it — it waits for a
   * press (replayed on the real one) or for the pointer to leave — so that a press never lands
   * on a trigger that has just been replaced. Without it (menus) the stand-in is replaced on the
   * first sign of intent, so that the real trigger's tooltip shows on hover.
   */
  asField?: boolean;
}

/**
 * A menu (or any popup with its own trigger) whose code loads on the first sign of intent on
 * the trigger — the pointer over it, focus, a press — so it stays out of the page's first load.
 * Until then `standIn` shows a trigger that looks the same. When the code arrives the real
 * trigger takes the stand-in's place (never while a pointer is pressed on it), takes the focus
 * if the stand-in had it, and a press made meanwhile is replayed on it (the menu opens).
 */
export function Deferred<P extends object>({
  load,
  props,
  standIn,
  onIntent,
  asField = false,
}: DeferredProps<P>) {
  const [Component, setComponent] = useState(() => loadedComponent(load));
  const box = useRef<HTMLSpanElement>(null);
  const state = useRef({
    holding: false,
    hovered: false,
    pressed: false,
    focused: false,
    replay: false,
    /** A field's keys pressed on the stand-in, replayed on the real trigger in order. */
    keys: [] as string[],
  });
  const arrived = useRef<ComponentType<P> | undefined>(undefined);

  const swap = () => {
    const next = arrived.current;
    const { holding, hovered, pressed } = state.current;
    if (!next || holding || (asField && hovered && !pressed)) return;
    state.current.replay = pressed;
    // The swap is committed now, while `holding` still says no press is under way. Left to
    // React's next task, a press that began meanwhile (the pointer arriving and pressing at once,
    // or a busy page — a dialog closing, a list refetching — delaying that task) saw its button
    // replaced between pointerdown and pointerup: the browser sent the click to no button and
    // the row's ⋮ ignored its first click (issue 26).
    flushSync(() => setComponent(() => next));
  };

  const arrive = (component: ComponentType<P>) => {
    arrived.current = component;
    swap();
  };

  // A field's stand-in takes the real one when another field has loaded the code.
  useEffect(() => {
    if (!asField || Component) return;
    const listener = arrive as (component: ComponentType<never>) => void;
    const listeners = waiting.get(load as Loader<never>) ?? new Set();
    listeners.add(listener);
    waiting.set(load as Loader<never>, listeners);
    return () => {
      listeners.delete(listener);
    };
  });
  const start = () => {
    onIntent?.();
    preload(load).then(arrive, () => {
      // Nothing to show yet: the next intent tries again.
    });
  };

  // The focus moves with the swap itself, before the browser handles another key: the stand-in
  // has just left the page, and a key pressed before an effect ran would go to the page's body.
  useLayoutEffect(() => {
    if (!Component) return;
    const { focused, replay } = state.current;
    if (focused || replay) firstTrigger(box.current)?.focus({ preventScroll: true });
  }, [Component]);
  // The press is replayed once the real component has started (its own effects ran first).
  useEffect(() => {
    if (!Component || !state.current.replay) return;
    const trigger = firstTrigger(box.current);
    const { keys } = state.current;
    state.current.keys = [];
    if (keys.length === 0) {
      trigger?.click();
      return;
    }
    for (const key of keys) {
      trigger?.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      );
    }
  }, [Component]);

  if (Component) {
    return (
      <span ref={box} style={{ display: 'contents' }}>
        <Component {...props} />
      </span>
    );
  }
  const handlers: StandInHandlers = {
    onPointerEnter: () => {
      state.current.hovered = true;
      start();
    },
    onPointerLeave: () => {
      state.current.hovered = false;
      swap();
    },
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
    onKeyDown: (event) => {
      // A field's keys (open, move, choose) are kept and pressed again on the real trigger, which
      // answers each as it would have (Space and Enter open on the first option, a click does not).
      if (!asField || !OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      state.current.keys.push(event.key);
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
