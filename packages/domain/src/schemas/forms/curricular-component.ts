import type * as v from 'valibot';
import { curricularComponentsResource } from '../../resources/curricular-components.ts';

/** Curricular-component add form; output is the POST /curricular-components body (its declaration's). */
export const curricularComponentCreateSchema = curricularComponentsResource.create;

export type CurricularComponentCreateInput = v.InferInput<typeof curricularComponentCreateSchema>;
export type CurricularComponentCreateBody = v.InferOutput<typeof curricularComponentCreateSchema>;
