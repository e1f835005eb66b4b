import * as v from 'valibot';
import { optionalString } from './common.ts';

/** An address as the API returns it. */
export const addressEntitySchema = v.object({
  street: v.string(),
  number: v.string(),
  complement: optionalString,
  neighborhood: v.string(),
  city: v.string(),
  state: v.string(),
  zipCode: v.string(),
});
export type Address = v.InferOutput<typeof addressEntitySchema>;
