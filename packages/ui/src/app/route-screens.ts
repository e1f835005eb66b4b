/**
 * Which screen each route shows, loaded lazily so that each route ships only its own code.
 * A screen module's default export is its container component. Routes missing here show
 * their title with an "em construção" line.
 */
import type { ComponentType } from 'react';
import type { RouteId } from '../routes/route-table.ts';
import { registerScreenPreloader } from '../routes/screen-preload.ts';

type ScreenModule = { default: ComponentType };

export const routeScreens: Partial<Record<RouteId, () => Promise<ScreenModule>>> = {
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
  // Administrative registries
  'modalidades-ensino': () => import('../screens/modalidades-ensino/modalidades-ensino-screen.tsx'),
  'componentes-curriculares': () =>
    import('../screens/componentes-curriculares/componentes-curriculares-screen.tsx'),
  'matrizes-curriculares': () =>
    import('../screens/matrizes-curriculares/matrizes-curriculares-screen.tsx'),
  cursos: () => import('../screens/cursos/cursos-screen.tsx'),
  'periodos-letivos': () => import('../screens/periodos-letivos/periodos-letivos-screen.tsx'),
  'dias-escolares': () => import('../screens/dias-escolares/dias-escolares-screen.tsx'),
  usuarios: () => import('../screens/usuarios/usuarios-screen.tsx'),
  perfis: () => import('../screens/perfis/perfis-screen.tsx'),
  auditoria: () => import('../screens/auditoria/auditoria-screen.tsx'),
  'unidades-escolares': () => import('../screens/unidades-escolares/unidades-escolares-screen.tsx'),
  'unidades-escolares-adicionar': () =>
    import('../screens/unidades-escolares/unidades-escolares-adicionar-screen.tsx'),
  'unidades-escolares-editar': () =>
    import('../screens/unidades-escolares/unidades-escolares-editar-screen.tsx'),
  turmas: () => import('../screens/turmas/turmas-screen.tsx'),
  alunos: () => import('../screens/alunos/alunos-screen.tsx'),
  'alunos-adicionar': () => import('../screens/alunos/alunos-adicionar-screen.tsx'),
  'alunos-ficha': () => import('../screens/alunos/alunos-ficha-screen.tsx'),
  'alunos-editar': () => import('../screens/alunos/alunos-editar-screen.tsx'),
  matriculas: () => import('../screens/matriculas/matriculas-screen.tsx'),
  'matriculas-adicionar': () => import('../screens/matriculas/matriculas-adicionar-screen.tsx'),
  'anos-letivos': () => import('../screens/anos-letivos/anos-letivos-screen.tsx'),
  'calendarios-academicos': () =>
    import('../screens/calendarios-academicos/calendarios-academicos-screen.tsx'),
};

registerScreenPreloader((id) => routeScreens[id]?.());
