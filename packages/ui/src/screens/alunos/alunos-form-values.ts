import {
  type GuardianMatch,
  messages,
  type Person,
  type StudentBody,
  type StudentBodyInput,
  studentBodySchema,
} from '@lousa/domain';
import * as v from 'valibot';

/** Every field of a person as the form holds it: texts, '' for nothing. */
export interface PersonFormValues {
  name: string;
  socialName: string;
  cpf: string;
  rg: string;
  gender: string;
  ethnicity: string;
  birthDate: string;
  birthCertificate: string;
  susCard: string;
  email: string;
  contact: string;
  nationality: string;
  locationZone: string;
  birthCity: string;
  birthState: string;
  address: {
    zipCode: string;
    street: string;
    number: string;
    complement: string;
    neighborhood: string;
    city: string;
    state: string;
  };
}

/**
 * The student form's values: the student, the new guardian's fields (kept while the person
 * searches or picks another, sent only when registering a new one), the guardian chosen by CPF
 * and the school unit.
 */
export interface AlunoFormValues {
  person: PersonFormValues;
  guardian: PersonFormValues;
  guardianId: string;
  schoolUnitId: string;
}

/**
 * What the guardian block is doing: looking a CPF up ('search'), using a registered person
 * ('existing', the body sends `guardianId`), registering a new one ('new', the body sends
 * `guardian`), or none for an adult ('none').
 */
export type GuardianMode = 'search' | 'existing' | 'new' | 'none';

/** What decides the body beyond the values: the guardian block's state and the unit rule. */
export interface AlunoFormContext {
  guardianMode: GuardianMode;
  /** The new guardian lives at the student's address. */
  sameAddress: boolean;
  /** A user of several units must say which one holds the record. */
  unitRequired: boolean;
}

export function emptyPerson(): PersonFormValues {
  return {
    name: '',
    socialName: '',
    cpf: '',
    rg: '',
    gender: '',
    ethnicity: '',
    birthDate: '',
    birthCertificate: '',
    susCard: '',
    email: '',
    contact: '',
    nationality: '',
    locationZone: '',
    birthCity: '',
    birthState: '',
    address: {
      zipCode: '',
      street: '',
      number: '',
      complement: '',
      neighborhood: '',
      city: '',
      state: '',
    },
  };
}

export function emptyAlunoValues(): AlunoFormValues {
  return { person: emptyPerson(), guardian: emptyPerson(), guardianId: '', schoolUnitId: '' };
}

/** A registered person's fields as the form shows them (nothing stored: ''). */
export function personValues(person: Person): PersonFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  const { address } = person;
  return {
    name: person.name,
    socialName: text(person.socialName),
    cpf: text(person.cpf),
    rg: text(person.rg),
    gender: person.gender,
    ethnicity: person.ethnicity,
    birthDate: person.birthDate,
    birthCertificate: text(person.birthCertificate),
    susCard: text(person.susCard),
    email: text(person.email),
    contact: text(person.contact),
    nationality: person.nationality,
    locationZone: person.locationZone,
    birthCity: person.birthCity,
    birthState: person.birthState,
    address: {
      zipCode: address.zipCode,
      street: address.street,
      number: address.number,
      complement: text(address.complement),
      neighborhood: address.neighborhood,
      city: address.city,
      state: address.state,
    },
  };
}

/** What the guardian block shows of a registered guardian. */
export function guardianMatchOf({ id, name, cpf, contact, email }: Person): GuardianMatch {
  return { id, name, cpf: cpf ?? '', contact, email };
}

/**
 * The request body the values stand for: the student, then the new guardian (at the student's
 * address when so ticked), the registered one, or none, as the guardian block says; the unit
 * when the user had to choose one.
 */
export function bodyOf(values: AlunoFormValues, context: AlunoFormContext): StudentBodyInput {
  const { person, guardian, guardianId, schoolUnitId } = values;
  return {
    person,
    ...(context.guardianMode === 'new'
      ? { guardian: context.sameAddress ? { ...guardian, address: person.address } : guardian }
      : {}),
    ...(context.guardianMode === 'existing' ? { guardianId } : {}),
    ...(context.unitRequired ? { schoolUnitId } : {}),
  };
}

/**
 * The form's schema: the domain's `studentBodySchema` over the body the values stand for
 * (`bodyOf`, with the context read at each validation), its issues on the form's fields — every
 * message is the domain's (a unit the user had to choose and left empty is its
 * 'A unidade escolar é obrigatória').
 */
export function alunoFormSchema(context: () => AlunoFormContext) {
  return v.pipe(
    v.custom<AlunoFormValues>(
      (input) => typeof input === 'object' && input !== null,
      messages.invalidFormat,
    ),
    v.rawTransform<AlunoFormValues, StudentBody>(({ dataset, addIssue, NEVER }) => {
      const result = v.safeParse(studentBodySchema, bodyOf(dataset.value, context()));
      if (result.success) return result.output;
      for (const issue of result.issues) {
        addIssue({ message: issue.message, input: issue.input, path: issue.path });
      }
      return NEVER;
    }),
  );
}
