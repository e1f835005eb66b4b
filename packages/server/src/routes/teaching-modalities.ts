import { inUseMessages, teachingModalitiesResource } from '@lousa/domain';
import { courses, teachingModalities } from '../db/schema.ts';
import { namedRegistrySpec } from '../resources/named.ts';

/** Teaching modalities: a name; one a course uses is not deleted (409). */
export const teachingModalitiesSpec = namedRegistrySpec(
  teachingModalitiesResource,
  teachingModalities,
  {
    blockers: [{ column: courses.teachingModalityId, message: inUseMessages.teachingModality }],
  },
);
