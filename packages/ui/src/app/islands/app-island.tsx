import { App } from '../app.tsx';

/** The island every /app page mounts (`client:only="react"`). */
export function AppIsland() {
  return <App />;
}
