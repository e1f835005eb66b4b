import { unitClassesPath } from '@lousa/domain';
import { Hono } from 'hono';
import { accessOf, requirePermission } from '../auth/permissions.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { methodNotAllowed } from '../http/route-helpers.ts';
import { unitClasses } from '../queries/teaching.ts';

/**
 * GET /me/unit-classes ('pedagogy.unit-classes', else 403): the classes a secretary or director
 * reads and corrects in 'Notas' and 'Frequências' — every class and component of the caller's
 * units (network-wide: of the whole network). A teacher's own classes stay GET /me/classes.
 */
export function unitClassesRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get(unitClassesPath, requirePermission('pedagogy.unit-classes'), async (c) => {
    const access = accessOf(c);
    return c.json(
      await unitClasses(
        deps.db,
        access.networkWide ? undefined : access.schoolUnitIds,
        deps.today(),
      ),
    );
  });
  app.all(unitClassesPath, methodNotAllowed('GET'));
  return app;
}
