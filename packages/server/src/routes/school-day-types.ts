import { inUseMessages, schoolDayTypesResource, serverMessages } from '@lousa/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { fold, schoolDays, schoolDayTypes } from '../db/schema.ts';
import { resourceSpec } from '../resources/spec.ts';

/**
 * School-day types (permission: read 'registries.read', write 'registries.write'): a free
 * description and a kind, which alone decides a lesson day (issue 27).
 */
export const schoolDayTypesSpec = resourceSpec({
  def: schoolDayTypesResource,
  permission: { read: 'registries.read', write: 'registries.write' },
  table: schoolDayTypes,
  select: (db: Database) =>
    db
      .select({
        id: schoolDayTypes.id,
        description: schoolDayTypes.description,
        kind: schoolDayTypes.kind,
        kindToReview: schoolDayTypes.kindToReview,
      })
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
  // Saving a type (its kind chosen by a person) clears the migration's 'to review' mark.
  toRow: (body) => ({ description: body.description, kind: body.kind, kindToReview: false }),
  toBody: (type) => ({ description: type.description, kind: type.kind }),
});
