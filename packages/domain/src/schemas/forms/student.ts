import * as v from 'valibot';
import { isValidBirthCertificate, stripBirthCertificate } from '../../birth-certificate.ts';
import { isValidCns, stripCns } from '../../cns.ts';
import { isValidCpf, stripCpf } from '../../cpf.ts';
import { todayIso } from '../../dates.ts';
import {
  brazilianStates,
  ethnicities,
  genders,
  locationZones,
  nationalities,
} from '../../labels.ts';
import { messages } from '../../messages.ts';
import { addressSchema } from './address.ts';
import {
  choiceField,
  dateField,
  formObject,
  optionalEmailField,
  optionalPhoneField,
  optionalText,
  requiredText,
  requiredTextMin,
  single,
  uuidField,
} from './fields.ts';
import { cpfField } from './user.ts';

/** The age a person born on `birthDate` has on `on` (both calendar dates, ISO). */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.slice(0, 10).split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** Under 18 on `on` (today by default): a student who must have a guardian. */
export function isMinor(birthDate: string, on: string = todayIso()): boolean {
  return ageOn(birthDate, on) < 18;
}

/** A UF among the 27, required. */
export function stateField(required: string) {
  return choiceField(brazilianStates, required, messages.stateInvalid);
}

/** An optional CPF: missing, null or '' becomes undefined; otherwise its 11 digits. */
export const optionalCpfField = v.optional(
  single(
    v.pipe(
      v.nullable(v.string(messages.cpfInvalid), ''),
      v.trim(),
      v.check((value) => value === '' || isValidCpf(value), messages.cpfInvalid),
      v.transform((value) => (value === '' ? undefined : stripCpf(value))),
    ),
  ),
);

/** An optional document checked by `isValid` and stripped to its digits. */
function optionalDocument(
  isValid: (value: string) => boolean,
  strip: (value: string) => string,
  invalid: string,
) {
  return v.optional(
    single(
      v.pipe(
        v.nullable(v.string(invalid), ''),
        v.trim(),
        v.check((value) => value === '' || isValid(value), invalid),
        v.transform((value) => (value === '' ? undefined : strip(value))),
      ),
    ),
  );
}

/** A birth date: a calendar date, not after today. */
export const birthDateField = single(
  v.pipe(
    dateField(messages.birthDateRequired),
    v.check((value) => value.slice(0, 10) <= todayIso().slice(0, 10), messages.birthDateInFuture),
  ),
);

/** A person's address: the school unit's block, with the state a UF among the 27. */
export const personAddressSchema = formObject({
  ...addressSchema.entries,
  state: stateField(messages.stateRequired),
});

/** Every field of a person (spec §3 "Student record") but the CPF, whose rule depends on the role. */
const personEntries = {
  rg: optionalText(20),
  name: requiredTextMin(messages.personNameRequired, 3, messages.personNameMin),
  socialName: optionalText(),
  gender: choiceField(genders, messages.genderRequired, messages.genderInvalid),
  ethnicity: choiceField(ethnicities, messages.ethnicityRequired, messages.ethnicityInvalid),
  birthDate: birthDateField,
  birthCertificate: optionalDocument(
    isValidBirthCertificate,
    stripBirthCertificate,
    messages.birthCertificateInvalid,
  ),
  susCard: optionalDocument(isValidCns, stripCns, messages.susCardInvalid),
  email: optionalEmailField,
  contact: optionalPhoneField,
  nationality: choiceField(
    nationalities,
    messages.nationalityRequired,
    messages.nationalityInvalid,
  ),
  locationZone: choiceField(
    locationZones,
    messages.locationZoneRequired,
    messages.locationZoneInvalid,
  ),
  birthCity: requiredText(messages.birthCityRequired),
  birthState: stateField(messages.birthStateRequired),
  address: personAddressSchema,
};

/** The student's person: the CPF may be left out when the birth certificate is given. */
export const studentPersonSchema = formObject({ ...personEntries, cpf: optionalCpfField });

/** A guardian's person: the CPF is required (it is how a guardian is found again). */
export const guardianPersonSchema = formObject({ ...personEntries, cpf: cpfField });

export type PersonBodyInput = v.InferInput<typeof guardianPersonSchema>;
export type PersonBody = v.InferOutput<typeof studentPersonSchema>;

/**
 * POST /students and PATCH /students/<id> (and the student form): `{ person, guardian }` with a
 * new guardian, `{ person, guardianId }` with one already registered (siblings share one), or
 * `{ person }` alone for a student of 18 or more, each with an optional `schoolUnitId` (the unit
 * that holds the record). The student's CPF may be left out when the birth certificate is given;
 * a guardian is not the student.
 */
export const studentBodySchema = v.pipe(
  formObject({
    person: studentPersonSchema,
    guardian: v.optional(guardianPersonSchema),
    guardianId: v.optional(uuidField(messages.guardianInvalid)),
    /**
     * The school unit that holds the record. Optional: a user of one unit registers into it,
     * a user of several units must choose, a network-wide user may leave it out.
     */
    schoolUnitId: v.optional(uuidField(messages.schoolUnitRequired, messages.schoolUnitInvalid)),
  }),
  v.forward(
    v.partialCheck(
      [
        ['person', 'cpf'],
        ['person', 'birthCertificate'],
      ],
      (input) => Boolean(input.person.cpf || input.person.birthCertificate),
      messages.cpfOrBirthCertificateRequired,
    ),
    ['person', 'cpf'],
  ),
  v.forward(
    v.partialCheck(
      [['guardian'], ['guardianId']],
      (input) => !(input.guardian && input.guardianId),
      messages.guardianOneOf,
    ),
    ['guardianId'],
  ),
  v.forward(
    v.partialCheck(
      [['person', 'birthDate'], ['guardian'], ['guardianId']],
      (input) => Boolean(input.guardian || input.guardianId) || !isMinor(input.person.birthDate),
      messages.guardianRequired,
    ),
    ['guardianId'],
  ),
  v.forward(
    v.partialCheck(
      [
        ['person', 'cpf'],
        ['guardian', 'cpf'],
      ],
      (input) => !input.person.cpf || input.guardian?.cpf !== input.person.cpf,
      messages.guardianIsStudent,
    ),
    ['guardian', 'cpf'],
  ),
);

export type StudentBodyInput = v.InferInput<typeof studentBodySchema>;
export type StudentBody = v.InferOutput<typeof studentBodySchema>;
