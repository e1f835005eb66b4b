import { App } from '../app.tsx';
import { startApp } from '../start-app.ts';

/** The island every /app page mounts (`client:only="react"`): app start, then the router. */
export function AppIsland() {
  startApp();
  return <App />;
}
