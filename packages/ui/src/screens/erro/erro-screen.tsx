import { ErrorView } from './erro-view';

/** The error screen the router shows when a route fails: the error behind a Show Error toggle. */
export function ErrorScreen({ error }: { error: unknown }) {
  return <ErrorView error={error} onReload={() => globalThis.location?.reload()} />;
}
