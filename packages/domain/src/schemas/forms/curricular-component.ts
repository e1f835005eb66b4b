import type * as v from 'valibot';
import { messages } from '../../messages.ts';
import { formObject, requiredText } from './fields.ts';

/** Curricular-component add form; output is the POST /curricular-components body. */
export const curricularComponentCreateSchema = formObject({
  name: requiredText(messages.componentNameRequired),
});

export type CurricularComponentCreateInput = v.InferInput<typeof curricularComponentCreateSchema>;
export type CurricularComponentCreateBody = v.InferOutput<typeof curricularComponentCreateSchema>;
