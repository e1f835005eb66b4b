import { curricularComponentsResource, inUseMessages } from '@lousa/domain';
import type { Database } from '../db/client.ts';
import { curricularComponents, curriculumMatrixItems, fold } from '../db/schema.ts';
import { resourceSpec } from '../resources/spec.ts';

/** Curricular components (permission: read 'registries.read', write 'registries.write'). */
export const curricularComponentsSpec = resourceSpec({
  def: curricularComponentsResource,
  permission: { read: 'registries.read', write: 'registries.write' },
  table: curricularComponents,
  select: (db: Database) =>
    db
      .select({ id: curricularComponents.id, name: curricularComponents.name })
      .from(curricularComponents)
      .$dynamic(),
  toItem: (row) => row,
  search: (q) => q.text(curricularComponents.name),
  sort: { name: fold(curricularComponents.name) },
  blockers: [
    {
      column: curriculumMatrixItems.curricularComponentId,
      distinct: curriculumMatrixItems.matrixId,
      message: inUseMessages.curricularComponent,
    },
  ],
  toRow: (body) => ({ name: body.name }),
  toBody: (component) => ({ name: component.name }),
});
