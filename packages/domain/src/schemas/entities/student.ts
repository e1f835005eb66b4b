import * as v from 'valibot';
import { ethnicities, genders, locationZones, nationalities } from '../../labels.ts';
import { addressEntitySchema } from './address.ts';
import { optionalString } from './common.ts';

/** A person (student or guardian) as the API returns it. */
export const personSchema = v.object({
  id: v.string(),
  cpf: v.string(),
  rg: optionalString,
  name: v.string(),
  socialName: optionalString,
  gender: v.picklist(genders),
  ethnicity: v.picklist(ethnicities),
  birthDate: v.string(),
  birthCertificate: optionalString,
  susCard: optionalString,
  email: optionalString,
  contact: optionalString,
  nationality: v.picklist(nationalities),
  locationZone: v.picklist(locationZones),
  birthCity: v.string(),
  birthState: v.string(),
  address: addressEntitySchema,
});
export type Person = v.InferOutput<typeof personSchema>;

/** A student record of GET /students: the student and their guardian. */
export const studentRecordSchema = v.object({
  id: v.string(),
  person: personSchema,
  guardian: personSchema,
});
export type StudentRecord = v.InferOutput<typeof studentRecordSchema>;
export const studentRecordListSchema = v.array(studentRecordSchema);

/**
 * A student of GET /students: only what the list shows. The full record (documents, ethnicity,
 * address, guardian) is GET /students/<id>, for `students.read-sensitive`, and every such read
 * is audited.
 */
export const studentListItemSchema = v.object({
  id: v.string(),
  cpf: v.string(),
  name: v.string(),
  socialName: optionalString,
  gender: v.picklist(genders),
  birthDate: v.string(),
});
export type StudentListItem = v.InferOutput<typeof studentListItemSchema>;
