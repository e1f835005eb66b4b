/**
 * How the UI learns about session events without this package importing the UI: the shell
 * subscribes once and shows each notice as a toast.
 */
export interface SessionNotice {
  type: 'error';
  message: string;
}

type Listener = (notice: SessionNotice) => void;

const listeners = new Set<Listener>();

/** Subscribes to session notices; returns the unsubscribe function. */
export function onSessionNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionNotice(message: string): void {
  const notice: SessionNotice = { type: 'error', message };
  for (const listener of [...listeners]) listener(notice);
}
