import { inUseMessages, serverMessages, teachingModalitiesResource } from '@lousa/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { courses, fold, teachingModalities } from '../db/schema.ts';
import { resourceSpec } from '../resources/spec.ts';

/** Teaching modalities (permission: read 'registries.read', write 'registries.write'). */
export const teachingModalitiesSpec = resourceSpec({
  def: teachingModalitiesResource,
  permission: { read: 'registries.read', write: 'registries.write' },
  table: teachingModalities,
  select: (db: Database) =>
    db
      .select({ id: teachingModalities.id, name: teachingModalities.name })
      .from(teachingModalities)
      .$dynamic(),
  toItem: (row) => row,
  search: (q) => q.text(teachingModalities.name),
  sort: { name: fold(teachingModalities.name) },
  // The name is the modality's identity, whatever its case and accents.
  unique: [
    {
      constraint: 'teaching_modalities_name_unique',
      field: 'name',
      message: serverMessages.teachingModalityNameTaken,
      where: (body) => eq(fold(teachingModalities.name), fold(sql`${body.name}`)),
    },
  ],
  blockers: [{ column: courses.teachingModalityId, message: inUseMessages.teachingModality }],
  toRow: (body) => ({ name: body.name }),
  toBody: (modality) => ({ name: modality.name }),
});
