import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isValidBirthCertificate } from '../birth-certificate.ts';
import { isValidCnpj } from '../cnpj.ts';
import { isValidCns } from '../cns.ts';
import { isValidCpf } from '../cpf.ts';
import { ethnicities, genders, locationZones, nationalities } from '../labels.ts';
import { schoolUnitSchema } from '../schemas/entities/school-unit.ts';
import { personSchema, studentRecordSchema } from '../schemas/entities/student.ts';
import { userSchema } from '../schemas/entities/user.ts';
import { addressSchema } from '../schemas/forms/address.ts';
import { createFaker, mulberry32 } from './faker.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createFaker', () => {
  it('is deterministic: same seed, same data', () => {
    const a = createFaker(42);
    const b = createFaker(42);
    expect([a.studentRecord(), a.schoolUnit(), a.uuid()]).toEqual([
      b.studentRecord(),
      b.schoolUnit(),
      b.uuid(),
    ]);
  });

  it('differs between seeds', () => {
    const run = (seed: number) => {
      const faker = createFaker(seed);
      return [faker.uuid(), faker.cpf(), faker.fullName()];
    };
    expect(run(1)).not.toEqual(run(2));
  });

  it('mulberry32 gives floats in [0, 1)', () => {
    const random = mulberry32(123);
    for (let i = 0; i < 1000; i++) {
      const value = random();
      expect(value >= 0 && value < 1).toBe(true);
    }
  });

  it('1,000 CPFs and CNPJs (numeric and alphanumeric) are all valid and unique', () => {
    const faker = createFaker(2026);
    const cpfs = Array.from({ length: 1000 }, () => faker.cpf());
    const cnpjs = Array.from({ length: 1000 }, () => faker.cnpj());
    const alnum = Array.from({ length: 1000 }, () => faker.cnpjAlphanumeric());
    expect(cpfs.every((cpf) => /^\d{11}$/.test(cpf) && isValidCpf(cpf))).toBe(true);
    expect(cnpjs.every((cnpj) => /^\d{14}$/.test(cnpj) && isValidCnpj(cnpj))).toBe(true);
    expect(alnum.every((cnpj) => /[A-Z]/.test(cnpj) && isValidCnpj(cnpj))).toBe(true);
    expect(new Set(cpfs).size).toBe(1000);
    expect(new Set([...cnpjs, ...alnum]).size).toBe(2000);
  });

  it('gives unique e-mails and v4-shaped uuids', () => {
    const faker = createFaker(5);
    const emails = Array.from({ length: 300 }, () => faker.email('Ana Souza'));
    expect(new Set(emails).size).toBe(300);
    expect(emails.every((email) => /^ana\.souza\d*@/.test(email))).toBe(true);
    expect(faker.email('José Conceição Araújo')).toMatch(/^jose\.araujo\d*@/);
    for (let i = 0; i < 100; i++) expect(faker.uuid()).toMatch(UUID_V4);
  });

  it('phones have 11 digits and addresses pass the address form', () => {
    const faker = createFaker(9);
    for (let i = 0; i < 100; i++) {
      expect(faker.phone()).toMatch(/^\d{2}9\d{8}$/);
      const address = faker.address();
      expect(address.zipCode).toMatch(/^\d{8}$/);
      expect(v.is(addressSchema, address)).toBe(true);
    }
  });

  it('int, pick and sample stay in range', () => {
    const faker = createFaker(11);
    for (let i = 0; i < 500; i++) {
      const n = faker.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
    expect(['a', 'b']).toContain(faker.pick(['a', 'b']));
    const sample = faker.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
  });

  it('birthDate gives a real midnight-UTC date in the age range', () => {
    const faker = createFaker(3);
    for (let i = 0; i < 200; i++) {
      const date = faker.birthDate(6, 17, 2025);
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
      const year = Number(date.slice(0, 4));
      expect(year >= 2008 && year <= 2019).toBe(true);
      expect(new Date(date).toISOString()).toBe(date);
    }
  });

  it('people match the person schema and vary their enumerations', () => {
    const faker = createFaker(21);
    const people = Array.from({ length: 200 }, () => faker.person());
    expect(people.every((person) => v.is(personSchema, person))).toBe(true);
    expect(new Set(people.map((p) => p.gender)).size).toBe(genders.length);
    expect(new Set(people.map((p) => p.ethnicity)).size).toBe(ethnicities.length);
    expect(new Set(people.map((p) => p.nationality)).size).toBe(nationalities.length);
    expect(new Set(people.map((p) => p.locationZone)).size).toBe(locationZones.length);
  });

  it('everything is overridable', () => {
    const faker = createFaker(1);
    const person = faker.person({ name: 'Maria Clara', gender: 'FEMALE', cpf: '52998224725' });
    expect(person).toMatchObject({ name: 'Maria Clara', gender: 'FEMALE', cpf: '52998224725' });
    const record = faker.studentRecord({
      id: 'r1',
      person: { name: 'Aluno X' },
      guardian: { name: 'Mãe Y' },
    });
    expect(record.id).toBe('r1');
    expect(record.person.name).toBe('Aluno X');
    expect(record.guardian.name).toBe('Mãe Y');
    expect(faker.user({ firstName: 'Ana' }).firstName).toBe('Ana');
    expect(faker.schoolUnit({ area: 'RURAL' }).area).toBe('RURAL');
  });

  it("a person's documents pass their checks (the student form accepts a demo record as it is)", () => {
    const faker = createFaker(3);
    for (let i = 0; i < 200; i++) {
      const person = faker.person();
      if (person.birthCertificate)
        expect(isValidBirthCertificate(person.birthCertificate)).toBe(true);
      if (person.susCard) expect(isValidCns(person.susCard)).toBe(true);
      expect(isValidCpf(person.cpf)).toBe(true);
    }
  });

  it('a student record is a minor living with an adult guardian', () => {
    const faker = createFaker(8);
    for (let i = 0; i < 50; i++) {
      const record = faker.studentRecord();
      expect(v.is(studentRecordSchema, record)).toBe(true);
      expect(record.person.address).toEqual(record.guardian.address);
      expect(Number(record.person.birthDate.slice(0, 4))).toBeGreaterThan(
        Number(record.guardian.birthDate.slice(0, 4)),
      );
      expect(record.person.name.split(' ').at(-1)).toBe(record.guardian.name.split(' ').at(-1));
    }
  });

  it('users and school units match their response schemas', () => {
    const faker = createFaker(4);
    for (let i = 0; i < 50; i++) {
      expect(v.is(userSchema, faker.user())).toBe(true);
      const unit = faker.schoolUnit();
      expect(v.is(schoolUnitSchema, unit)).toBe(true);
      expect(isValidCnpj(unit.cnpj)).toBe(true);
    }
  });
});
