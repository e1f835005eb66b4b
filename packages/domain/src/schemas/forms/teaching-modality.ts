import type * as v from 'valibot';
import { messages } from '../../messages.ts';
import { formObject, requiredText } from './fields.ts';

/** Teaching-modality add form; output is the POST /teaching-modalities body. */
export const teachingModalityCreateSchema = formObject({
  name: requiredText(messages.modalityNameRequired),
});

export type TeachingModalityCreateInput = v.InferInput<typeof teachingModalityCreateSchema>;
export type TeachingModalityCreateBody = v.InferOutput<typeof teachingModalityCreateSchema>;
