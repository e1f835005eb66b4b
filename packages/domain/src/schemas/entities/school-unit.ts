import * as v from 'valibot';
import { areas } from '../../labels.ts';
import { addressEntitySchema } from './address.ts';
import { optionalString } from './common.ts';

/** A school unit of GET /school-units, with its address. */
export const schoolUnitSchema = v.object({
  id: v.string(),
  name: v.string(),
  cnpj: v.string(),
  area: v.picklist(areas),
  email: optionalString,
  phone: optionalString,
  principalName: v.string(),
  address: addressEntitySchema,
  inepCode: optionalString,
});
export type SchoolUnit = v.InferOutput<typeof schoolUnitSchema>;
export const schoolUnitListSchema = v.array(schoolUnitSchema);
