import { curricularComponentsResource, inUseMessages } from '@lousa/domain';
import {
  activities,
  assessments,
  attendanceSheets,
  curricularComponents,
  curriculumMatrixItems,
  lessonPlans,
  teachingAssignments,
} from '../db/schema.ts';
import { namedRegistrySpec } from '../resources/named.ts';

/**
 * Curricular components: a name; one in a curriculum matrix, or with teachers, lesson plans or
 * activities, is not deleted (409).
 */
export const curricularComponentsSpec = namedRegistrySpec(
  curricularComponentsResource,
  curricularComponents,
  {
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
  },
);
