import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, formatCnpj, isValidCnpj, stripCnpj } from './cnpj.ts';

/**
 * An independent reference of the check-digit rule of IN RFB 2.229/2024, written as the
 * Receita's worked example reads: value = ASCII - 48, weights 2..9 from the right.
 */
function referenceDigit(chars: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = chars.length - 1; i >= 0; i--) {
    sum += (chars.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}
function referenceCnpj(base12: string): string {
  const d1 = referenceDigit(base12);
  return `${base12}${d1}${referenceDigit(`${base12}${d1}`)}`;
}

const validNumeric = [
  '11.222.333/0001-81',
  '11222333000181',
  '11.444.777/0001-61',
  '00.394.460/0058-87',
  '00.000.000/0001-91',
  '33.000.167/0001-01',
  '60.701.190/0001-04',
];

const validAlphanumeric = [
  '12.ABC.345/01DE-35',
  '12ABC34501DE35',
  '12.abc.345/01de-35',
  referenceCnpj('AB1CD2EF3GH4'),
  referenceCnpj('ZZZZZZZZ0001'),
  referenceCnpj('1A2B3C4D0001'),
  referenceCnpj('K9X7W5V30001'),
];

const invalid = [
  ['11.222.333/0001-82', 'second check digit wrong'],
  ['11.222.333/0001-71', 'first check digit wrong'],
  ['12.ABC.345/01DE-36', 'alphanumeric, check digit wrong'],
  ['12.ABC.345/01DE-3A', 'a letter as check digit'],
  ['11.111.111/1111-11', 'all equal'],
  ['00.000.000/0000-00', 'all zeros'],
  ['AA.AAA.AAA/AAAA-AA', 'all equal letters'],
  ['1122233300018', '13 characters'],
  ['112223330001811', '15 characters'],
  ['12.AB#.345/01DE-35', 'a symbol'],
  ['', 'empty'],
] as const;

describe('isValidCnpj', () => {
  it.each(validNumeric)('accepts the numeric CNPJ %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each(validAlphanumeric)('accepts the alphanumeric CNPJ %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each(invalid)('rejects %s (%s)', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isValidCnpj(11222333000181)).toBe(false);
    expect(isValidCnpj(undefined)).toBe(false);
  });
});

describe('cnpjCheckDigits', () => {
  it('follows the worked example of the alphanumeric CNPJ (A = 17)', () => {
    // 1,2,17,18,19,3,4,5,0,1,20,21 x 5,4,3,2,9,8,7,6,5,4,3,2 = 459; 459 % 11 = 8; 11 - 8 = 3
    // then with 3 appended x 6,5,4,3,2,9,8,7,6,5,4,3,2 = 424; 424 % 11 = 6; 11 - 6 = 5
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });

  it('gives 0 when the remainder is under 2', () => {
    expect(cnpjCheckDigits('001000010001')).toBe('08');
    expect(cnpjCheckDigits('001000060001')).toBe('30');
    expect(referenceCnpj('001000060001')).toBe('00100006000130');
  });

  it('agrees with the reference rule on numeric bases', () => {
    for (const base of ['112223330001', '003944600058', '330001670001']) {
      expect(base + cnpjCheckDigits(base)).toBe(referenceCnpj(base));
    }
  });

  it('upper-cases the base and refuses a malformed one', () => {
    expect(cnpjCheckDigits('12abc34501de')).toBe('35');
    expect(() => cnpjCheckDigits('12ABC34501D')).toThrow();
    expect(() => cnpjCheckDigits('12ABC34501D-')).toThrow();
  });
});

describe('formatCnpj and stripCnpj', () => {
  it('formats numeric and alphanumeric CNPJs as 00.000.000/0000-00', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('formats a partial value progressively', () => {
    expect(formatCnpj('11222')).toBe('11.222');
    expect(formatCnpj('112223330')).toBe('11.222.333/0');
  });

  it('strips to upper-case [0-9A-Z]', () => {
    expect(stripCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(stripCnpj('11.222.333/0001-81')).toBe('11222333000181');
  });
});
