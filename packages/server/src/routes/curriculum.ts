import {
  curricularComponentCreateSchema,
  curriculumMatrixCreateSchema,
  serverMessages,
  teachingModalityCreateSchema,
} from '@lousa/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  curricularComponents,
  curriculumMatrices,
  curriculumMatrixItems,
  teachingModalities,
} from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { parseBody } from '../http/body.ts';
import { methodNotAllowed, unprocessable } from '../http/route-helpers.ts';

interface MatrixResponse {
  id: string;
  name: string;
  matrix: { curricularComponent: { id: string; name: string }; workload: number }[];
}

/** Matrices with their entries (component and workload, in the order they were given). */
async function listMatrices(db: Database, onlyId?: string): Promise<MatrixResponse[]> {
  const matrices = await (onlyId
    ? db
        .select({ id: curriculumMatrices.id, name: curriculumMatrices.name })
        .from(curriculumMatrices)
        .where(eq(curriculumMatrices.id, onlyId))
    : db
        .select({ id: curriculumMatrices.id, name: curriculumMatrices.name })
        .from(curriculumMatrices)
        .orderBy(asc(curriculumMatrices.id)));
  const items = await db
    .select({
      matrixId: curriculumMatrixItems.matrixId,
      workload: curriculumMatrixItems.workload,
      componentId: curricularComponents.id,
      componentName: curricularComponents.name,
    })
    .from(curriculumMatrixItems)
    .innerJoin(
      curricularComponents,
      eq(curricularComponents.id, curriculumMatrixItems.curricularComponentId),
    )
    .where(onlyId ? eq(curriculumMatrixItems.matrixId, onlyId) : undefined)
    .orderBy(asc(curriculumMatrixItems.matrixId), asc(curriculumMatrixItems.position));
  const byMatrix = new Map<string, MatrixResponse['matrix']>();
  for (const item of items) {
    const list = byMatrix.get(item.matrixId) ?? [];
    list.push({
      curricularComponent: { id: item.componentId, name: item.componentName },
      workload: item.workload,
    });
    byMatrix.set(item.matrixId, list);
  }
  return matrices.map((m) => ({ id: m.id, name: m.name, matrix: byMatrix.get(m.id) ?? [] }));
}

/** Teaching modalities, curricular components and curriculum matrices. */
export function curriculumRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/teaching-modalities', async (c) =>
    c.json(
      await db
        .select({ id: teachingModalities.id, name: teachingModalities.name })
        .from(teachingModalities)
        .orderBy(asc(teachingModalities.id)),
    ),
  );

  app.post('/teaching-modalities', async (c) => {
    const body = await parseBody(c, teachingModalityCreateSchema);
    const created = { id: newId(), name: body.name };
    await db.insert(teachingModalities).values(created);
    return c.json(created, 201);
  });

  app.get('/curricular-components', async (c) =>
    c.json(
      await db
        .select({ id: curricularComponents.id, name: curricularComponents.name })
        .from(curricularComponents)
        .orderBy(asc(curricularComponents.id)),
    ),
  );

  app.post('/curricular-components', async (c) => {
    const body = await parseBody(c, curricularComponentCreateSchema);
    const created = { id: newId(), name: body.name };
    await db.insert(curricularComponents).values(created);
    return c.json(created, 201);
  });

  app.get('/curriculum-matrices', async (c) => c.json(await listMatrices(db)));

  app.post('/curriculum-matrices', async (c) => {
    const body = await parseBody(c, curriculumMatrixCreateSchema);
    const componentIds = [...new Set(body.matrix.map((entry) => entry.curricularComponentId))];
    const found = await db
      .select({ id: curricularComponents.id })
      .from(curricularComponents)
      .where(inArray(curricularComponents.id, componentIds));
    if (found.length !== componentIds.length) {
      throw unprocessable(serverMessages.curricularComponentNotFound);
    }
    const id = newId();
    await db.transaction(async (tx) => {
      await tx.insert(curriculumMatrices).values({ id, name: body.name });
      await tx.insert(curriculumMatrixItems).values(
        body.matrix.map((entry, position) => ({
          matrixId: id,
          curricularComponentId: entry.curricularComponentId,
          position,
          workload: entry.workload,
        })),
      );
    });
    const [created] = await listMatrices(db, id);
    return c.json(created, 201);
  });

  app.all('/teaching-modalities', methodNotAllowed('GET, POST'));
  app.all('/curricular-components', methodNotAllowed('GET, POST'));
  app.all('/curriculum-matrices', methodNotAllowed('GET, POST'));
  return app;
}
