import { bnccStandardsResource } from '@lousa/domain';
import { eq, or } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { requireAnyPermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { bnccStandards, fold } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid, methodNotAllowed } from '../http/route-helpers.ts';
import { answerList, parseListQuery, readList } from '../resources/list.ts';
import { readItem } from '../resources/routes.ts';
import { listSpec } from '../resources/spec.ts';
import { queryParam } from './teaching.ts';

/*
 * The BNCC catalogue (issue 14): the standards a lesson plan cites, seeded at every start
 * (seed/bncc.ts).
 *
 *   GET /bncc-standards        list (q: code, description, object of knowledge; sort code,
 *                              component, year; filter `component`, the exact name; by code
 *                              unless sorted)
 *   GET /bncc-standards/<id>
 *
 * Read by every pedagogy user and by the registries' readers: 'pedagogy.own-classes',
 * 'pedagogy.unit-classes' or 'registries.read'. Network-level: no unit scope.
 */

/** The permissions that read the catalogue. */
const CATALOGUE_READ = [
  'pedagogy.own-classes',
  'pedagogy.unit-classes',
  'registries.read',
] as const;

/** `component=<name>`: the standards of one curricular component (the BNCC's name). */
function componentFilter(c: Context) {
  const component = queryParam(c, 'component');
  return component === undefined ? undefined : eq(bnccStandards.component, component);
}

/** The catalogue's list and item reads. */
export const bnccStandardsSpec = listSpec({
  def: bnccStandardsResource,
  // The routes check any of CATALOGUE_READ (mountBnccStandards).
  permission: { read: 'registries.read' },
  table: bnccStandards,
  select: (db: Database) =>
    db
      .select({
        id: bnccStandards.id,
        code: bnccStandards.code,
        description: bnccStandards.description,
        learningObject: bnccStandards.learningObject,
        component: bnccStandards.component,
        year: bnccStandards.year,
      })
      .from(bnccStandards)
      .$dynamic(),
  toItem: (row) => row,
  search: (q) =>
    or(
      q.text(bnccStandards.code),
      q.text(bnccStandards.description),
      q.text(bnccStandards.learningObject),
    ),
  sort: {
    code: bnccStandards.code,
    component: fold(bnccStandards.component),
    year: bnccStandards.year,
  },
  tieBreaker: bnccStandards.code,
  defaultSort: { key: 'code', descending: false },
  filter: componentFilter,
});

/** The catalogue's routes (see the top of this file). */
export function mountBnccStandards(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;
  const { path, notFound } = bnccStandardsResource;
  const read = requireAnyPermission(CATALOGUE_READ);
  const ctx = () => ({ today: deps.today() });

  app.get(path, read, async (c) => {
    const query = parseListQuery(c, bnccStandardsResource.sortKeys);
    const readCtx = ctx();
    const result = await readList(db, bnccStandardsSpec, query, readCtx, componentFilter(c));
    return answerList(c, bnccStandardsSpec, result, readCtx);
  });

  app.get(`${path}/:id`, read, async (c) => {
    const id = c.req.param('id') ?? '';
    if (!isUuid(id)) throw new ApiError(404, notFound);
    const item = await readItem(db, bnccStandardsSpec, id.toLowerCase(), ctx());
    if (item === null) throw new ApiError(404, notFound);
    return c.json(item as object);
  });

  app.all(path, methodNotAllowed('GET'));
  app.all(`${path}/:id`, methodNotAllowed('GET'));
}
