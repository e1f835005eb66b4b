/**
 * Which screen each route shows, loaded lazily so that each route ships only its own code.
 * A screen module's default export is its container component. Routes missing here show
 * their title with an "em construção" line.
 */
/// <reference types="vite/client" />
import { resourcePages } from '@lousa/domain/resources/keys.ts';
import type { ComponentType } from 'react';
import type { RouteId } from '../routes/route-table.ts';
import { registerScreenPreloader } from '../routes/screen-preload.ts';

type ScreenModule = { default: ComponentType };

const ownScreens: Partial<Record<RouteId, () => Promise<ScreenModule>>> = {
  // Shell
  home: () => import('../screens/inicio/inicio-screen.tsx'),
  // Pedagogical screens
  // The plans with 'Importar BNCC' (the app combines the two screens).
  'planos-aula': () => import('./planos-aula-route.tsx'),
  'planos-aula-adicionar': () =>
    import('../screens/planos-aula-adicionar/planos-aula-adicionar-screen.tsx'),
  'planos-aula-editar': () =>
    import('../screens/planos-aula-adicionar/planos-aula-adicionar-editar-screen.tsx'),
  'planos-aula-detalhes': () => import('../screens/planos-aula/planos-aula-detalhes-screen.tsx'),
  frequencias: () => import('../screens/frequencias/frequencias-screen.tsx'),
  'frequencias-lancamento': () =>
    import('../screens/frequencias-lancamento/frequencias-lancamento-screen.tsx'),
  notas: () => import('../screens/notas/notas-screen.tsx'),
  'minhas-turmas': () => import('../screens/minhas-turmas/minhas-turmas-screen.tsx'),
  'atividades-pedagogicas': () =>
    import('../screens/atividades-pedagogicas/atividades-pedagogicas-screen.tsx'),
  'calendario-academico': () =>
    import('../screens/calendario-academico/calendario-academico-screen.tsx'),
  // Administrative screens besides the registries' lists
  'unidades-escolares-adicionar': () =>
    import('../screens/unidades-escolares/unidades-escolares-adicionar-screen.tsx'),
  'unidades-escolares-editar': () =>
    import('../screens/unidades-escolares/unidades-escolares-editar-screen.tsx'),
  'alunos-adicionar': () => import('../screens/alunos/alunos-adicionar-screen.tsx'),
  'alunos-ficha': () => import('../screens/alunos/alunos-ficha-screen.tsx'),
  'alunos-editar': () => import('../screens/alunos/alunos-editar-screen.tsx'),
  'matriculas-adicionar': () => import('../screens/matriculas/matriculas-adicionar-screen.tsx'),
};

/**
 * Each registry's list screen, by convention `screens/<slug>/<slug>-screen.tsx` for the slug its
 * declaration names (`RESOURCE_CATALOGUE` of `@lousa/domain`): a new registry's screen is found
 * without a line here. Vite turns the pattern into one lazy import per file.
 */
const screenFiles = import.meta.glob<ScreenModule>('../screens/*/*-screen.tsx');

function registryScreens(): Partial<Record<RouteId, () => Promise<ScreenModule>>> {
  const screens: Partial<Record<RouteId, () => Promise<ScreenModule>>> = {};
  for (const { slug } of resourcePages) {
    const load = screenFiles[`../screens/${slug}/${slug}-screen.tsx`];
    if (load) screens[slug] = load;
  }
  return screens;
}

export const routeScreens: Partial<Record<RouteId, () => Promise<ScreenModule>>> = {
  ...ownScreens,
  ...registryScreens(),
};

registerScreenPreloader((id) => routeScreens[id]?.());
