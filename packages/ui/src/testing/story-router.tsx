/**
 * Story decorator: renders the story inside the app's router at a given /app path (a query
 * string included, e.g. '/modalidades-ensino?q=edu&page=2'), so screens that use links,
 * navigation and the URL's list view behave in Storybook as in the product.
 * A story starts elsewhere with `parameters: { route: '/modalidades-ensino?q=edu&page=2' }`.
 * `showLocation` prints the current address under the story ('Endereço atual'), for play
 * functions that check what the screen wrote in the URL.
 * Both decorators mount 'Descartar alterações?' (`LeaveGuardHost`), as the app's router does.
 */
import type { Decorator } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { css } from 'styled-system/css';
import { LeaveGuardHost } from '../components/leave-guard';

export const LOCATION_LABEL = 'Endereço atual';

function LocationReadout() {
  const { pathname, search } = useLocation();
  return (
    <output
      aria-label={LOCATION_LABEL}
      className={css({ display: 'block', mt: '4', fontFamily: 'mono', textStyle: 'xs' })}
    >
      {pathname}
      {search}
    </output>
  );
}

export function withRouter(path = '/', { showLocation = false } = {}): Decorator {
  return (Story, { parameters }) => (
    <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Story />
              {showLocation ? <LocationReadout /> : null}
            </>
          }
        />
      </Routes>
      <LeaveGuardHost />
    </MemoryRouter>
  );
}

/**
 * Story decorator: the story at `path` (inside the app's router) with other screens beside it
 * at theirs, e.g. `{ '/unidades-escolares': UnidadesEscolaresScreen }`, so a link, 'Voltar' or
 * a save that navigates lands on a real screen. `parameters.route` starts elsewhere (a query
 * string included).
 */
export function withRoutes(
  path: string,
  others: Record<string, ComponentType>,
  { showLocation = false } = {},
): Decorator {
  return (Story, { parameters }) => (
    <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? path]}>
      <Routes>
        <Route path={path.split('?')[0]} element={<Story />} />
        {Object.entries(others).map(([otherPath, Screen]) => (
          <Route key={otherPath} path={otherPath} element={<Screen />} />
        ))}
      </Routes>
      {showLocation ? <LocationReadout /> : null}
      <LeaveGuardHost />
    </MemoryRouter>
  );
}
