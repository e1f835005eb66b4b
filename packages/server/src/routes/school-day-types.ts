import { inUseMessages, schoolDayTypesResource } from '@lousa/domain';
import type { Database } from '../db/client.ts';
import { fold, schoolDays, schoolDayTypes } from '../db/schema.ts';
import { resourceSpec } from '../resources/spec.ts';

/** School-day types (permission: read 'registries.read', write 'registries.write'). */
export const schoolDayTypesSpec = resourceSpec({
  def: schoolDayTypesResource,
  permission: { read: 'registries.read', write: 'registries.write' },
  table: schoolDayTypes,
  select: (db: Database) =>
    db
      .select({ id: schoolDayTypes.id, description: schoolDayTypes.description })
      .from(schoolDayTypes)
      .$dynamic(),
  toItem: (row) => row,
  search: (q) => q.text(schoolDayTypes.description),
  sort: { description: fold(schoolDayTypes.description) },
  blockers: [{ column: schoolDays.typeId, message: inUseMessages.schoolDayType }],
  toRow: (body) => ({ description: body.description }),
  toBody: (type) => ({ description: type.description }),
});
