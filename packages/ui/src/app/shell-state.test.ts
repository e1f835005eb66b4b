import type { AcademicYear } from '@lousa/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes, routeHref } from '../routes/route-table.ts';
import { sidebarMenu } from '../routes/sidebar-menu.ts';
import { readSidebarOpen, sidebarCookie, writeSidebarOpen } from '../state/sidebar-state.ts';
import { $theme, resolvesToDark, setTheme } from '../state/theme-preference.ts';
import { yearBadgeLabel } from '../state/year-badge.ts';
import { routeScreens } from './route-screens.ts';

describe('sidebar state', () => {
  afterEach(() => {
    document.cookie = 'sidebar_state=; max-age=0; path=/';
  });

  it('is open by default and follows the cookie', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('x=1; sidebar_state=false')).toBe(false);
    expect(readSidebarOpen('sidebar_state=true')).toBe(true);
  });

  it('writes a cookie that lasts 7 days', () => {
    expect(sidebarCookie(false)).toContain(`max-age=${7 * 24 * 60 * 60}`);
    writeSidebarOpen(false);
    expect(readSidebarOpen()).toBe(false);
  });
});

describe('theme preference', () => {
  it('defaults to system and applies dark on <html> when chosen', () => {
    expect(['light', 'dark', 'system']).toContain($theme.get());
    setTheme('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    setTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('system follows the scheme the system prefers', () => {
    expect(resolvesToDark('system', true)).toBe(true);
    expect(resolvesToDark('system', false)).toBe(false);
    expect(resolvesToDark('light', true)).toBe(false);
  });
});

describe('year badge', () => {
  const years = [
    {
      id: '1',
      year: '2025',
      startDate: '2025-02-03T00:00:00.000Z',
      endDate: '2025-12-19T00:00:00.000Z',
    },
    {
      id: '2',
      year: '2026',
      startDate: '2026-02-02T00:00:00.000Z',
      endDate: '2026-12-18T00:00:00.000Z',
    },
  ] as AcademicYear[];

  it('shows the academic year whose dates contain today', () => {
    expect(yearBadgeLabel(years, new Date(2026, 10, 22))).toBe('2026');
    expect(yearBadgeLabel(years, new Date(2025, 1, 3))).toBe('2025');
  });

  it('falls back to the calendar year between academic years or without data', () => {
    expect(yearBadgeLabel(years, new Date(2026, 0, 10))).toBe('2026');
    expect(yearBadgeLabel(undefined, new Date(2027, 5, 1))).toBe('2027');
  });
});

describe('route table and sidebar', () => {
  it('every sidebar link points at a route of the table', () => {
    const ids = new Set(appRoutes.map((route) => route.id));
    const links = sidebarMenu.flatMap((group) =>
      group.entries.flatMap((entry) =>
        entry.kind === 'subgroup' ? entry.items : entry.kind === 'link' ? [entry] : [],
      ),
    );
    expect(links.length).toBeGreaterThan(15);
    for (const item of links) expect(ids.has(item.route)).toBe(true);
  });

  it('every route has its screen: a registry its `screens/<slug>/<slug>-screen.tsx`', () => {
    // `screen()` throws at load for a path the file pattern does not hold: a screen found here
    // is a file that exists.
    for (const route of appRoutes) expect(routeScreens[route.id], route.id).toBeTypeOf('function');
  });

  it('lists each registry of the declarations in its sidebar group, in declared order', () => {
    const cadastros = sidebarMenu[0]?.entries.find(
      (entry) => entry.kind === 'subgroup' && entry.label === 'Cadastros',
    );
    expect(cadastros?.kind === 'subgroup' && cadastros.items.map((item) => item.route)).toEqual([
      'modalidades-ensino',
      'componentes-curriculares',
      'matrizes-curriculares',
      'cursos',
    ]);
  });

  it('builds absolute paths under /app', () => {
    expect(routeHref('home')).toBe('/app');
    expect(routeHref('unidades-escolares-adicionar')).toBe('/app/unidades-escolares/adicionar');
  });
});
