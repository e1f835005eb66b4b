/**
 * A deterministic, seeded generator of pt-BR fake data, shared by the server's demo data and the
 * api-client's MSW fixtures so nothing is written twice. Same seed, same data, every time.
 * Documents (CPF, CNPJ, e-mail) are unique within one faker.
 */

import { birthCertificateCheckDigits } from '../birth-certificate.ts';
import { cnpjCheckDigits } from '../cnpj.ts';
import { makeValidCns } from '../cns.ts';
import { cpfCheckDigits } from '../cpf.ts';
import { calendarDateToIso, daysInMonth } from '../dates.ts';
import {
  areas,
  ethnicities,
  type Gender,
  genders,
  locationZones,
  type Nationality,
} from '../labels.ts';
import type { Address } from '../schemas/entities/address.ts';
import type { SchoolUnit } from '../schemas/entities/school-unit.ts';
import type { Person, StudentRecord } from '../schemas/entities/student.ts';
import type { User } from '../schemas/entities/user.ts';
import {
  areaCodes,
  cities,
  emailDomains,
  femaleFirstNames,
  lastNames,
  maleFirstNames,
  neighborhoods,
  schoolPrefixes,
  streetNames,
  streetTypes,
} from './pt-br-data.ts';

/** mulberry32: a tiny, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Removes accents and anything but letters, for e-mail local parts. */
function slug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const HEX = '0123456789abcdef';

export interface StudentRecordOverrides {
  id?: string;
  person?: Partial<Person>;
  guardian?: Partial<Person>;
}

export type Faker = ReturnType<typeof createFaker>;

/**
 * A certidão from 32 random digits: the same randomness as before (so the rest of a seeded set
 * stays the same), the last two made its check digits.
 */
function validBirthCertificate(digits32: string): string {
  const base = digits32.slice(0, 30);
  return base + birthCertificateCheckDigits(base);
}

/**
 * A provisional CNS (first digit 7, 8 or 9) from 15 random digits, the last made its check
 * digit; when no digit fits, the 14th is moved on until one does (no extra randomness).
 */
function validProvisionalCns(digits15: string): string {
  let prefix = `${'789'[Number(digits15[0]) % 3]}${digits15.slice(1, 14)}`;
  for (;;) {
    const cns = makeValidCns(prefix);
    if (cns) return cns;
    prefix = `${prefix.slice(0, 13)}${(Number(prefix[13]) + 1) % 10}`;
  }
}

export function createFaker(seed = 1) {
  const random = mulberry32(seed);
  const used = new Set<string>();

  /** Calls `make` until it yields a value not given before by this faker. */
  function unique(kind: string, make: () => string): string {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const value = make();
      if (!used.has(`${kind}:${value}`)) {
        used.add(`${kind}:${value}`);
        return value;
      }
    }
    throw new Error(`Não foi possível gerar um valor único (${kind})`);
  }

  const faker = {
    /** A float in [0, 1). */
    next: random,

    /** An integer from min to max, both included. */
    int(min: number, max: number): number {
      return min + Math.floor(random() * (max - min + 1));
    },

    /** True with probability `chance`. */
    bool(chance = 0.5): boolean {
      return random() < chance;
    },

    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick: lista vazia');
      return items[Math.floor(random() * items.length)] as T;
    },

    /** `count` distinct items of `items` (all of them when count >= length). */
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
      }
      return pool.slice(0, Math.max(0, count));
    },

    digits(length: number): string {
      let out = '';
      for (let i = 0; i < length; i++) out += String(Math.floor(random() * 10));
      return out;
    },

    /** A deterministic uuid shaped like a v4. */
    uuid(): string {
      let hex = '';
      for (let i = 0; i < 32; i++) hex += HEX[Math.floor(random() * 16)];
      const variant = HEX[8 + Math.floor(random() * 4)];
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },

    /** A valid CPF (11 digits), unique within this faker. */
    cpf(): string {
      return unique('cpf', () => {
        let base = faker.digits(9);
        while (/^(\d)\1{8}$/.test(base)) base = faker.digits(9);
        return base + cpfCheckDigits(base);
      });
    },

    /** A valid numeric CNPJ (14 digits, branch 0001), unique within this faker. */
    cnpj(): string {
      return unique('cnpj', () => {
        let root = faker.digits(8);
        while (/^(\d)\1{7}$/.test(root)) root = faker.digits(8);
        const base = `${root}0001`;
        return base + cnpjCheckDigits(base);
      });
    },

    /** A valid alphanumeric CNPJ (12 characters [0-9A-Z] with letters, then 2 check digits). */
    cnpjAlphanumeric(): string {
      return unique('cnpj', () => {
        let base = '';
        for (let i = 0; i < 12; i++) base += ALPHANUMERIC[Math.floor(random() * 36)];
        if (!/[A-Z]/.test(base)) base = `${base.slice(0, 2)}A${base.slice(3)}`;
        return base + cnpjCheckDigits(base);
      });
    },

    gender(): Gender {
      return faker.pick(genders);
    },

    firstName(gender: Gender = faker.gender()): string {
      return faker.pick(gender === 'MALE' ? maleFirstNames : femaleFirstNames);
    },

    lastName(): string {
      return faker.pick(lastNames);
    },

    /** First name and two different surnames. */
    fullName(gender?: Gender): string {
      const first = faker.firstName(gender);
      const [middle, last] = faker.sample(lastNames, 2);
      return `${first} ${middle} ${last}`;
    },

    /** An e-mail built from a name, unique within this faker. */
    email(name: string = faker.fullName()): string {
      const parts = name.split(/\s+/).map(slug).filter(Boolean);
      const local =
        parts.length > 1 ? `${parts[0]}.${parts[parts.length - 1]}` : parts[0] || 'usuario';
      return unique('email', () => {
        const suffix = faker.bool(0.5) ? String(faker.int(1, 99)) : '';
        return `${local}${suffix}@${faker.pick(emailDomains)}`;
      });
    },

    /** A mobile phone: 11 digits (DDD + 9 + 8 digits). */
    phone(): string {
      return `${faker.pick(areaCodes)}9${faker.digits(8)}`;
    },

    /** A Brazilian address; zipCode has 8 digits and matches the city's region. */
    address(overrides: Partial<Address> = {}): Address {
      const place = faker.pick(cities);
      return {
        street: `${faker.pick(streetTypes)} ${faker.pick(streetNames)}`,
        number: String(faker.int(1, 2500)),
        complement: faker.bool(0.3) ? `Apto ${faker.int(1, 30)}${faker.int(1, 4)}` : null,
        neighborhood: faker.pick(neighborhoods),
        city: place.city,
        state: place.state,
        zipCode: `${place.zipPrefix}${faker.digits(6)}`,
        ...overrides,
      };
    },

    /** A birth date (midnight-UTC ISO) for someone minAge to maxAge years old in refYear. */
    birthDate(minAge: number, maxAge: number, refYear = 2025): string {
      const year = refYear - faker.int(minAge, maxAge);
      const month = faker.int(1, 12);
      const day = faker.int(1, daysInMonth(year, month));
      return calendarDateToIso({ year, month, day });
    },

    /** A full person of spec §3 (student or guardian), every field overridable. */
    person(overrides: Partial<Person> = {}): Person {
      const gender = overrides.gender ?? faker.gender();
      const name = overrides.name ?? faker.fullName(gender);
      const nationality: Nationality = faker.bool(0.9)
        ? 'BORN_BRAZILLIAN'
        : faker.pick(['NATURALIZED', 'FOREIGN'] as const);
      const birthPlace = faker.pick(cities);
      return {
        id: faker.uuid(),
        cpf: faker.cpf(),
        rg: faker.bool(0.7) ? faker.digits(9) : null,
        name,
        socialName: null,
        gender,
        ethnicity: faker.pick(ethnicities),
        birthDate: faker.birthDate(6, 17),
        birthCertificate: faker.bool(0.5) ? validBirthCertificate(faker.digits(32)) : null,
        susCard: faker.bool(0.5) ? validProvisionalCns(faker.digits(15)) : null,
        email: faker.bool(0.6) ? faker.email(name) : '',
        contact: faker.bool(0.8) ? faker.phone() : null,
        nationality,
        locationZone: faker.pick(locationZones),
        birthCity: birthPlace.city,
        birthState: birthPlace.state,
        address: faker.address(),
        ...overrides,
      };
    },

    /** A student (6 to 17 years old) and a guardian (25 to 60) who share the address and a surname. */
    studentRecord(overrides: StudentRecordOverrides = {}): StudentRecord & { guardian: Person } {
      const guardianGender = faker.gender();
      const guardian = faker.person({
        birthDate: faker.birthDate(25, 60),
        gender: guardianGender,
        ...overrides.guardian,
      });
      const familyName = guardian.name.split(' ').at(-1) ?? faker.lastName();
      const studentGender = overrides.person?.gender ?? faker.gender();
      const person = faker.person({
        name: `${faker.firstName(studentGender)} ${faker.lastName()} ${familyName}`,
        gender: studentGender,
        birthDate: faker.birthDate(6, 17),
        address: guardian.address,
        ...overrides.person,
      });
      return { id: overrides.id ?? faker.uuid(), person, guardian };
    },

    /** A user of GET /users (without role unless given). */
    user(overrides: Partial<User> = {}): User {
      const firstName = overrides.firstName ?? faker.firstName();
      const lastName = overrides.lastName ?? faker.lastName();
      return {
        id: faker.uuid(),
        cpf: faker.cpf(),
        email: faker.email(`${firstName} ${lastName}`),
        firstName,
        lastName,
        role: null,
        schoolUnits: [],
        active: true,
        ...overrides,
      };
    },

    /** A school name such as 'Escola Municipal Cecília Meireles'. */
    schoolName(): string {
      return `${faker.pick(schoolPrefixes)} ${faker.fullName()}`;
    },

    /** A school unit of GET /school-units. */
    schoolUnit(overrides: Partial<SchoolUnit> = {}): SchoolUnit {
      const principalName = overrides.principalName ?? faker.fullName();
      return {
        id: faker.uuid(),
        name: faker.schoolName(),
        cnpj: faker.cnpj(),
        area: faker.pick(areas),
        email: faker.email(principalName),
        phone: faker.phone(),
        principalName,
        address: faker.address(),
        inepCode: faker.bool(0.8) ? faker.digits(8) : null,
        ...overrides,
      };
    },
  };
  return faker;
}
