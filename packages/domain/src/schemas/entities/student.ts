import * as v from 'valibot';
import { ethnicities, genders, locationZones, nationalities } from '../../labels.ts';
import { addressEntitySchema } from './address.ts';
import { namedRefSchema, optionalString } from './common.ts';

/** A person (student or guardian) as the API returns it. */
export const personSchema = v.object({
  id: v.string(),
  /** Null for a child registered by birth certificate alone. */
  cpf: v.nullable(v.string()),
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

/** A student record of GET /students/<id>: the student and their guardian (none for an adult). */
export const studentRecordSchema = v.object({
  id: v.string(),
  person: personSchema,
  guardian: v.nullable(personSchema),
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
  cpf: v.nullable(v.string()),
  name: v.string(),
  socialName: optionalString,
  gender: v.picklist(genders),
  birthDate: v.string(),
  /** The classroom of the student's active enrolment (the latest academic year's), if any. */
  classroom: v.nullable(namedRefSchema),
});
export type StudentListItem = v.InferOutput<typeof studentListItemSchema>;

/**
 * GET /guardians?cpf=<11 digits> (permission 'students.write'): a registered person found by the
 * exact CPF, to reuse as a guardian (siblings share one). Only what the form shows of it.
 */
export const guardianMatchSchema = v.object({
  id: v.string(),
  name: v.string(),
  cpf: v.string(),
  contact: optionalString,
  email: optionalString,
});
export type GuardianMatch = v.InferOutput<typeof guardianMatchSchema>;
