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

/**
 * Every screen module, one lazy import per file (Vite turns the pattern into them). A registry's
 * list screen is found by convention, `screens/<slug>/<slug>-screen.tsx` for the slug its
 * declaration names (`RESOURCE_CATALOGUE` of `@lousa/domain`): a new registry needs no line here.
 */
const screenFiles = import.meta.glob<ScreenModule>('../screens/*/*-screen.tsx');

/** A screen module by its path under screens/ (one lazy import per file, from the pattern above). */
function screen(path: string): () => Promise<ScreenModule> {
  const load = screenFiles[`../screens/${path}.tsx`];
  if (!load) throw new Error(`Tela inexistente: ${path}`);
  return load;
}

const ownScreens: Partial<Record<RouteId, () => Promise<ScreenModule>>> = {
  // Shell
  home: screen('inicio/inicio-screen'),
  // Pedagogical screens
  // The plans with 'Importar BNCC' (the app combines the two screens).
  'planos-aula': () => import('./planos-aula-route.tsx'),
  'planos-aula-adicionar': screen('planos-aula-adicionar/planos-aula-adicionar-screen'),
  'planos-aula-editar': screen('planos-aula-adicionar/planos-aula-adicionar-editar-screen'),
  'planos-aula-detalhes': screen('planos-aula/planos-aula-detalhes-screen'),
  frequencias: screen('frequencias/frequencias-screen'),
  'frequencias-lancamento': screen('frequencias-lancamento/frequencias-lancamento-screen'),
  notas: screen('notas/notas-screen'),
  resultados: screen('resultados/resultados-screen'),
  'minhas-turmas': screen('minhas-turmas/minhas-turmas-screen'),
  'atividades-pedagogicas': screen('atividades-pedagogicas/atividades-pedagogicas-screen'),
  'calendario-academico': screen('calendario-academico/calendario-academico-screen'),
  // Administrative screens besides the registries' lists
  'unidades-escolares-adicionar': screen('unidades-escolares/unidades-escolares-adicionar-screen'),
  'unidades-escolares-editar': screen('unidades-escolares/unidades-escolares-editar-screen'),
  'alunos-adicionar': screen('alunos/alunos-adicionar-screen'),
  'alunos-ficha': screen('alunos/alunos-ficha-screen'),
  'alunos-editar': screen('alunos/alunos-editar-screen'),
  'matriculas-adicionar': screen('matriculas/matriculas-adicionar-screen'),
};

function registryScreens(): Partial<Record<RouteId, () => Promise<ScreenModule>>> {
  const screens: Partial<Record<RouteId, () => Promise<ScreenModule>>> = {};
  for (const { slug } of resourcePages) screens[slug] = screen(`${slug}/${slug}-screen`);
  return screens;
}

export const routeScreens: Partial<Record<RouteId, () => Promise<ScreenModule>>> = {
  ...ownScreens,
  ...registryScreens(),
};

registerScreenPreloader((id) => routeScreens[id]?.());
