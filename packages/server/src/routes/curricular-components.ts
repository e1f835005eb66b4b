import { curricularComponentsResource, inUseMessages, serverMessages } from '@lousa/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  activities,
  assessments,
  attendanceSheets,
  curricularComponents,
  curriculumMatrixItems,
  fold,
  lessonPlans,
  teachingAssignments,
} from '../db/schema.ts';
import { resourceSpec } from '../resources/spec.ts';

/**
 * Curricular components (permission: read 'registries.read', write 'registries.write'). One in a
 * curriculum matrix, or with teachers, lesson plans or activities, is not deleted (409).
 */
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
  // The name is the component's identity, whatever its case and accents.
  unique: [
    {
      constraint: 'curricular_components_name_unique',
      field: 'name',
      message: serverMessages.curricularComponentNameTaken,
      where: (body) => eq(fold(curricularComponents.name), fold(sql`${body.name}`)),
    },
  ],
  blockers: [
    {
      column: curriculumMatrixItems.curricularComponentId,
      distinct: curriculumMatrixItems.matrixId,
      message: inUseMessages.curricularComponent,
    },
    // The pedagogy message counts the records of the first kind found: a blocker counts one
    // table.
    {
      column: teachingAssignments.curricularComponentId,
      also: [
        lessonPlans.curricularComponentId,
        activities.curricularComponentId,
        assessments.curricularComponentId,
        attendanceSheets.curricularComponentId,
      ],
      message: inUseMessages.curricularComponentPedagogy,
    },
  ],
  toRow: (body) => ({ name: body.name }),
  toBody: (component) => ({ name: component.name }),
});
