import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { css } from 'styled-system/css';
import { APP_BASENAME, appRoutes } from './route-table.ts';

/** Placeholder page for a route whose screen is not built yet. */
function UnderConstruction({ title }: { title: string }) {
  return (
    <main className={css({ p: '6' })}>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>{title}</h1>
      <p>Esta tela está em construção.</p>
    </main>
  );
}

export function App() {
  return (
    <BrowserRouter basename={APP_BASENAME}>
      <Routes>
        {appRoutes.map((route) => (
          <Route
            key={route.id}
            path={route.path === '' ? undefined : route.path}
            index={route.path === ''}
            element={<UnderConstruction title={route.title} />}
          />
        ))}
        <Route path="*" element={<UnderConstruction title="Not Found" />} />
      </Routes>
    </BrowserRouter>
  );
}
