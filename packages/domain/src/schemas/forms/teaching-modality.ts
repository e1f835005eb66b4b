import type * as v from 'valibot';
import { teachingModalitiesResource } from '../../resources/teaching-modalities.ts';

/** Teaching-modality add form; output is the POST /teaching-modalities body (its declaration's). */
export const teachingModalityCreateSchema = teachingModalitiesResource.create;

export type TeachingModalityCreateInput = v.InferInput<typeof teachingModalityCreateSchema>;
export type TeachingModalityCreateBody = v.InferOutput<typeof teachingModalityCreateSchema>;
