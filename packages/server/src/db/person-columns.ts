import type { Address } from '@lousa/domain';
import { toDbDate } from '../http/dates.ts';
import type { persons } from './schema.ts';

/** A person as the API gives it (a student's or a guardian's body, or a generated one). */
export interface PersonFields {
  cpf?: string | null;
  rg?: string | null;
  name: string;
  socialName?: string | null;
  gender: (typeof persons.$inferInsert)['gender'];
  ethnicity: (typeof persons.$inferInsert)['ethnicity'];
  birthDate: string;
  birthCertificate?: string | null;
  susCard?: string | null;
  email?: string | null;
  contact?: string | null;
  nationality: (typeof persons.$inferInsert)['nationality'];
  locationZone: (typeof persons.$inferInsert)['locationZone'];
  birthCity: string;
  birthState: string;
  address: Address;
}

/** The columns of a person (dates as calendar dates, absent values as null), without its id. */
export function personColumns(person: PersonFields) {
  return {
    cpf: person.cpf ?? null,
    rg: person.rg ?? null,
    name: person.name,
    socialName: person.socialName ?? null,
    gender: person.gender,
    ethnicity: person.ethnicity,
    birthDate: toDbDate(person.birthDate),
    birthCertificate: person.birthCertificate ?? null,
    susCard: person.susCard ?? null,
    email: person.email ?? null,
    contact: person.contact ?? null,
    nationality: person.nationality,
    locationZone: person.locationZone,
    birthCity: person.birthCity,
    birthState: person.birthState,
    street: person.address.street,
    number: person.address.number,
    complement: person.address.complement ?? null,
    neighborhood: person.address.neighborhood,
    city: person.address.city,
    state: person.address.state,
    zipCode: person.address.zipCode,
  };
}
