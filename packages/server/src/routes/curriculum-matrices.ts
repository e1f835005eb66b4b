import {
  type CurriculumMatrixEntry,
  curriculumMatricesResource,
  inUseMessages,
  serverMessages,
} from '@lousa/domain';
import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  courses,
  curricularComponents,
  curriculumMatrices,
  curriculumMatrixItems,
  fold,
} from '../db/schema.ts';
import { unprocessable } from '../http/route-helpers.ts';
import { resourceSpec } from '../resources/spec.ts';

/** `"table"."column"`: drizzle leaves columns unqualified in a select without joins. */
const qualified = (column: PgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const item = {
  matrixId: qualified(curriculumMatrixItems.matrixId),
  componentId: qualified(curriculumMatrixItems.curricularComponentId),
  position: qualified(curriculumMatrixItems.position),
  workload: qualified(curriculumMatrixItems.workload),
};
const component = {
  id: qualified(curricularComponents.id),
  name: qualified(curricularComponents.name),
};

/** A matrix's rows (component and workload, in the order given) as JSON, read with the matrix. */
const matrixRows = sql<CurriculumMatrixEntry[]>`coalesce((
  select json_agg(json_build_object(
    'curricularComponent', json_build_object('id', ${component.id}, 'name', ${component.name}),
    'workload', ${item.workload}) order by ${item.position})
  from ${curriculumMatrixItems}
  inner join ${curricularComponents} on ${component.id} = ${item.componentId}
  where ${item.matrixId} = ${qualified(curriculumMatrices.id)}), '[]'::json)`;

/**
 * Curriculum matrices (permission: read 'registries.read', write 'registries.write') with their
 * rows: every component must exist (422), and an edit replaces the rows in its transaction.
 */
export const curriculumMatricesSpec = resourceSpec({
  def: curriculumMatricesResource,
  permission: { read: 'registries.read', write: 'registries.write' },
  table: curriculumMatrices,
  select: (db: Database) =>
    db
      .select({ id: curriculumMatrices.id, name: curriculumMatrices.name, matrix: matrixRows })
      .from(curriculumMatrices)
      .$dynamic(),
  toItem: (row) => row,
  search: (q) => q.text(curriculumMatrices.name),
  sort: { name: fold(curriculumMatrices.name) },
  // The name is the matrix's identity, whatever its case and accents.
  unique: [
    {
      constraint: 'curriculum_matrices_name_unique',
      field: 'name',
      message: serverMessages.curriculumMatrixNameTaken,
      where: (body) => eq(fold(curriculumMatrices.name), fold(sql`${body.name}`)),
    },
  ],
  blockers: [{ column: courses.curriculumMatrixId, message: inUseMessages.curriculumMatrix }],
  toRow: (body) => ({ name: body.name }),
  toBody: (matrix) => ({
    name: matrix.name,
    matrix: matrix.matrix.map((entry) => ({
      curricularComponentId: entry.curricularComponent.id,
      workload: entry.workload,
    })),
  }),
  check: async (tx, body) => {
    const ids = [...new Set(body.matrix.map((entry) => entry.curricularComponentId))];
    const found = await tx
      .select({ id: curricularComponents.id })
      .from(curricularComponents)
      .where(inArray(curricularComponents.id, ids));
    if (found.length !== ids.length) {
      throw unprocessable(serverMessages.curricularComponentNotFound);
    }
  },
  afterWrite: async (tx, id, body) => {
    await tx.delete(curriculumMatrixItems).where(eq(curriculumMatrixItems.matrixId, id));
    await tx.insert(curriculumMatrixItems).values(
      body.matrix.map((entry, position) => ({
        matrixId: id,
        curricularComponentId: entry.curricularComponentId,
        position,
        workload: entry.workload,
      })),
    );
  },
});
