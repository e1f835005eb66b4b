import { describe, expect, it } from 'vitest';
import { birthCertificateCheckDigits } from '../../birth-certificate.ts';
import { todayIso } from '../../dates.ts';
import { messages } from '../../messages.ts';
import { errorsOf, outputOf } from '../../testing.ts';
import { ageOn, isMinor, studentBodySchema } from './student.ts';

/** A birth date `years` years before today (the same month and day, clamped to the 28th). */
function yearsAgo(years: number): string {
  const [y, m, d] = todayIso().slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = String(Math.min(d, 28)).padStart(2, '0');
  return `${y - years}-${String(m).padStart(2, '0')}-${day}T00:00:00.000Z`;
}

// A matrícula in the national format (serventia 104539, acervo 01, serviço 55, 2019, livro A
// 00012, folha 021, termo 0000456) with its two check digits.
const CERTIDAO_BASE = '104539015520191000120210000456';
const CERTIDAO = `${CERTIDAO_BASE}${birthCertificateCheckDigits(CERTIDAO_BASE)}`;
const CERTIDAO_MASKED = `104539 01 55 2019 1 00012 021 0000456 ${CERTIDAO.slice(30)}`;
const CNS = '898 0000 0004 3208';
const UNIT = '0199a3b4-0000-7000-8000-00000000000a';
const GUARDIAN_ID = '0199a3b4-0000-7000-8000-000000000001';

const address = {
  street: 'Rua das Acácias',
  number: '45',
  complement: '',
  neighborhood: 'Boa Vista',
  city: 'Recife',
  state: 'PE',
  zipCode: '50.050-000',
};

const child = {
  cpf: '',
  rg: '',
  name: ' Pedro Henrique Lima ',
  socialName: '',
  gender: 'MALE',
  ethnicity: 'BROWN',
  birthDate: yearsAgo(8),
  birthCertificate: CERTIDAO_MASKED,
  susCard: CNS,
  email: '',
  contact: '',
  nationality: 'BORN_BRAZILLIAN',
  locationZone: 'URBAN',
  birthCity: 'Recife',
  birthState: 'PE',
  address,
};

const guardian = {
  ...child,
  cpf: '529.982.247-25',
  name: 'Maria José Lima',
  gender: 'FEMALE',
  birthDate: '15/03/1985',
  birthCertificate: '',
  susCard: '',
  email: ' Maria.Lima@Email.com ',
  contact: '(81) 99876-5432',
};

const adult = { ...child, cpf: '111.444.777-35', birthDate: yearsAgo(30), birthCertificate: '' };

describe('ageOn and isMinor', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-06-15T00:00:00.000Z', '2026-12-01')).toBe(18);
    expect(isMinor('2008-06-15', '2026-06-14')).toBe(true);
    expect(isMinor('2008-06-15', '2026-06-15')).toBe(false);
  });
});

describe('studentBodySchema', () => {
  it('takes a child with a certidão and no CPF, and a new guardian (documents stripped)', () => {
    const output = outputOf(studentBodySchema, { person: child, guardian });
    expect(output.person.cpf).toBeUndefined();
    expect(output.person.name).toBe('Pedro Henrique Lima');
    expect(output.person.birthCertificate).toBe(CERTIDAO);
    expect(output.person.susCard).toBe('898000000043208');
    expect(output.person.address.zipCode).toBe('50050000');
    expect(output.guardian?.cpf).toBe('52998224725');
    expect(output.guardian?.birthDate).toBe('1985-03-15T00:00:00.000Z');
    expect(output.guardian?.email).toBe('maria.lima@email.com');
    expect(output.guardian?.contact).toBe('81998765432');
    expect(output.guardianId).toBeUndefined();
    expect(output.schoolUnitId).toBeUndefined();
  });

  it('takes a sibling with an existing guardian by id, and a school unit', () => {
    const output = outputOf(studentBodySchema, {
      person: child,
      guardianId: GUARDIAN_ID,
      schoolUnitId: UNIT,
    });
    expect(output.guardianId).toBe(GUARDIAN_ID);
    expect(output.guardian).toBeUndefined();
    expect(output.schoolUnitId).toBe(UNIT);
  });

  it('takes an adult alone, with a CPF', () => {
    const output = outputOf(studentBodySchema, { person: adult });
    expect(output.person.cpf).toBe('11144477735');
    expect(output.guardian).toBeUndefined();
  });

  it('asks for the CPF or the certidão', () => {
    expect(
      errorsOf(studentBodySchema, { person: { ...child, birthCertificate: '' }, guardian }),
    ).toEqual({ 'person.cpf': messages.cpfOrBirthCertificateRequired });
    // A CPF alone is enough.
    expect(
      errorsOf(studentBodySchema, {
        person: { ...child, cpf: '111.444.777-35', birthCertificate: null },
        guardian,
      }),
    ).toEqual({});
  });

  it('requires a guardian for a minor, not for an adult', () => {
    expect(errorsOf(studentBodySchema, { person: child })).toEqual({
      guardianId: messages.guardianRequired,
    });
    expect(errorsOf(studentBodySchema, { person: { ...adult, birthDate: yearsAgo(17) } })).toEqual({
      guardianId: messages.guardianRequired,
    });
    expect(errorsOf(studentBodySchema, { person: adult })).toEqual({});
  });

  it('refuses a guardian with the student’s own CPF', () => {
    expect(
      errorsOf(studentBodySchema, {
        person: { ...child, cpf: guardian.cpf },
        guardian: { ...guardian, cpf: '52998224725' },
      }),
    ).toEqual({ 'guardian.cpf': messages.guardianIsStudent });
  });

  it('takes a new guardian or an existing one, not both', () => {
    expect(
      errorsOf(studentBodySchema, { person: child, guardian, guardianId: GUARDIAN_ID }),
    ).toEqual({ guardianId: messages.guardianOneOf });
    expect(errorsOf(studentBodySchema, { person: child, guardianId: 'fulano' })).toEqual({
      guardianId: messages.guardianInvalid,
    });
  });

  it('requires the guardian’s CPF', () => {
    expect(
      errorsOf(studentBodySchema, { person: child, guardian: { ...guardian, cpf: '' } }),
    ).toEqual({ 'guardian.cpf': messages.cpfRequired });
    expect(
      errorsOf(studentBodySchema, {
        person: child,
        guardian: { ...guardian, cpf: '529.982.247-24' },
      }),
    ).toEqual({ 'guardian.cpf': messages.cpfInvalid });
  });

  it('checks the student’s CPF digits', () => {
    expect(
      errorsOf(studentBodySchema, { person: { ...child, cpf: '111.444.777-36' }, guardian }),
    ).toEqual({ 'person.cpf': messages.cpfInvalid });
  });

  it('refuses a birth date in the future and an impossible one', () => {
    const [y] = todayIso().split('-');
    const nextYear = `${Number(y) + 1}-01-10T00:00:00.000Z`;
    expect(
      errorsOf(studentBodySchema, { person: { ...child, birthDate: nextYear }, guardian }),
    ).toEqual({ 'person.birthDate': messages.birthDateInFuture });
    expect(
      errorsOf(studentBodySchema, { person: { ...child, birthDate: '31/02/2015' }, guardian }),
    ).toEqual({ 'person.birthDate': messages.dateInvalid });
    expect(errorsOf(studentBodySchema, { person: { ...child, birthDate: '' }, guardian })).toEqual({
      'person.birthDate': messages.birthDateRequired,
    });
    // Today is not in the future.
    expect(
      errorsOf(studentBodySchema, {
        person: { ...child, birthDate: `${todayIso().slice(0, 10)}T00:00:00.000Z` },
        guardian,
      }),
    ).toEqual({});
  });

  it('takes a UF among the 27 for the birth state and the address', () => {
    expect(
      errorsOf(studentBodySchema, { person: { ...child, birthState: 'XX' }, guardian }),
    ).toEqual({ 'person.birthState': messages.stateInvalid });
    expect(errorsOf(studentBodySchema, { person: { ...child, birthState: '' }, guardian })).toEqual(
      { 'person.birthState': messages.birthStateRequired },
    );
    expect(
      errorsOf(studentBodySchema, {
        person: child,
        guardian: { ...guardian, address: { ...address, state: 'Pernambuco' } },
      }),
    ).toEqual({ 'guardian.address.state': messages.stateInvalid });
    expect(
      errorsOf(studentBodySchema, {
        person: { ...child, address: { ...address, state: '' } },
        guardian,
      }),
    ).toEqual({ 'person.address.state': messages.stateRequired });
  });

  it('checks the certidão and the Cartão SUS check digits', () => {
    const wrongCertidao = `${CERTIDAO.slice(0, 31)}${(Number(CERTIDAO[31]) + 1) % 10}`;
    expect(
      errorsOf(studentBodySchema, {
        person: { ...child, birthCertificate: wrongCertidao },
        guardian,
      }),
    ).toEqual({ 'person.birthCertificate': messages.birthCertificateInvalid });
    expect(
      errorsOf(studentBodySchema, {
        person: { ...child, birthCertificate: CERTIDAO.slice(0, 31) },
        guardian,
      }),
    ).toEqual({ 'person.birthCertificate': messages.birthCertificateInvalid });
    expect(
      errorsOf(studentBodySchema, {
        person: { ...child, susCard: '898 0000 0004 3209' },
        guardian,
      }),
    ).toEqual({ 'person.susCard': messages.susCardInvalid });
    expect(
      errorsOf(studentBodySchema, { person: child, guardian: { ...guardian, susCard: '123' } }),
    ).toEqual({ 'guardian.susCard': messages.susCardInvalid });
  });

  it('checks the e-mail and the phone like the rest of the product', () => {
    expect(
      errorsOf(studentBodySchema, {
        person: child,
        guardian: { ...guardian, email: 'maria@', contact: '8199' },
      }),
    ).toEqual({
      'guardian.email': messages.emailInvalid,
      'guardian.contact': messages.phoneInvalid,
    });
  });

  it('checks the school unit when given', () => {
    expect(
      errorsOf(studentBodySchema, { person: child, guardian, schoolUnitId: 'escola' }),
    ).toEqual({ schoolUnitId: messages.schoolUnitInvalid });
    expect(errorsOf(studentBodySchema, { person: child, guardian, schoolUnitId: '' })).toEqual({
      schoolUnitId: messages.schoolUnitRequired,
    });
  });
});
