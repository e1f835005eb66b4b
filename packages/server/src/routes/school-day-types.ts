import { inUseMessages, schoolDayTypesResource, serverMessages } from '@lousa/domain';
import { eq, sql } from 'drizzle-orm';
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
  // The description is the type's identity, whatever its case and accents.
  unique: [
    {
      constraint: 'school_day_types_description_unique',
      field: 'description',
      message: serverMessages.schoolDayTypeDescriptionTaken,
      where: (body) => eq(fold(schoolDayTypes.description), fold(sql`${body.description}`)),
    },
  ],
  blockers: [{ column: schoolDays.typeId, message: inUseMessages.schoolDayType }],
  toRow: (body) => ({ description: body.description }),
  toBody: (type) => ({ description: type.description }),
});
