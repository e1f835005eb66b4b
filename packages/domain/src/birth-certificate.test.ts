import { describe, expect, it } from 'vitest';
import {
  birthCertificateCheckDigits,
  formatBirthCertificate,
  isValidBirthCertificate,
  stripBirthCertificate,
} from './birth-certificate.ts';

/**
 * Published examples of matrículas in the national 32-digit format:
 * - 104539 01 55 2013 1 00012 021 0000123 21: the worked example of the check-digit calculation
 *   at ghiorzi.org/DVnew.htm (also the mask example of the validate-docbr Python library);
 * - 219242 01 55 2023 1 06304 243 1158185 36: the example in the docs and tests of the brado
 *   Rust crate (certidao::validate);
 * - 245815 01 55 2011 1 21241 007 2605218 13: the valid example in the tests of fontes-mrc/docs-br.
 */
const validBirthCertificates = [
  '10453901552013100012021000012321',
  '104539 01 55 2013 1 00012 021 0000123 21',
  '104539.01.55.2013.1.00012.021.0000123-21',
  '21924201552023106304243115818536',
  '219242 01 55 2023 1 06304 243 1158185-36',
  '24581501552011121241007260521813',
  '245815.01.55.2011.1.21241.007.2605218-13',
  ' 104539 01 55 2013 1 00012 021 0000123 21 ',
];

const invalidBirthCertificates = [
  ['10453901552013100012021000012322', 'second check digit wrong'],
  ['10453901552013100012021000012311', 'first check digit wrong'],
  ['10453901552013100012021000012312', 'check digits swapped'],
  ['10453901552013100012021000012421', 'a base digit changed'],
  ['1045390155201310001202100001232', '31 digits'],
  ['104539015520131000120210000123210', '33 digits'],
  ['1045390155201310001202100001232A', 'a letter'],
  ['10453901552013100012021000012A21', 'a letter in the base'],
  ['104539/01/55/2013/1/00012/021/0000123/21', 'slashes'],
  ['00000000000000000000000000000000', 'all zeros (check digits would be right)'],
  ['11111111111111111111111111111111', 'all digits equal'],
  ['', 'empty'],
] as const;

describe('isValidBirthCertificate', () => {
  it.each(validBirthCertificates)('accepts %s', (value) => {
    expect(isValidBirthCertificate(value)).toBe(true);
  });

  it.each(invalidBirthCertificates)('rejects %s (%s)', (value) => {
    expect(isValidBirthCertificate(value)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isValidBirthCertificate(10453901552013100012021000012321n)).toBe(false);
    expect(isValidBirthCertificate(null)).toBe(false);
    expect(isValidBirthCertificate(undefined)).toBe(false);
  });
});

describe('birthCertificateCheckDigits', () => {
  it('computes both mod-11 check digits of the published examples', () => {
    expect(birthCertificateCheckDigits('104539015520131000120210000123')).toBe('21');
    expect(birthCertificateCheckDigits('219242015520231063042431158185')).toBe('36');
    expect(birthCertificateCheckDigits('245815015520111212410072605218')).toBe('13');
  });

  it('gives 1 when the remainder is 10', () => {
    // The last digit weighs 9 in the first sum: 6 × 9 = 54, remainder 10 -> 1; then
    // 6 × 8 + 1 × 9 = 57, remainder 2.
    expect(birthCertificateCheckDigits(`${'0'.repeat(29)}6`)).toBe('12');
  });

  it('wraps the weights from 10 back to 0', () => {
    // The 10th digit weighs 0 in the first sum and 10 in the second.
    expect(birthCertificateCheckDigits(`${'0'.repeat(9)}1${'0'.repeat(20)}`)).toBe('01');
  });

  it('builds numbers the validator accepts', () => {
    const base = '123456015520241000010010000042';
    expect(isValidBirthCertificate(`${base}${birthCertificateCheckDigits(base)}`)).toBe(true);
  });

  it('refuses a base that is not 30 digits', () => {
    expect(() => birthCertificateCheckDigits('10453901552013100012021000012')).toThrow();
    expect(() => birthCertificateCheckDigits('1045390155201310001202100001234')).toThrow();
    expect(() => birthCertificateCheckDigits('10453901552013100012021000012A')).toThrow();
  });
});

describe('formatBirthCertificate and stripBirthCertificate', () => {
  it('formats bare digits with the usual grouping', () => {
    expect(formatBirthCertificate('10453901552013100012021000012321')).toBe(
      '104539 01 55 2013 1 00012 021 0000123 21',
    );
  });

  it('re-groups a value written with dots and a hyphen', () => {
    expect(formatBirthCertificate('104539.01.55.2013.1.00012.021.0000123-21')).toBe(
      '104539 01 55 2013 1 00012 021 0000123 21',
    );
  });

  it('formats a partial value progressively', () => {
    expect(formatBirthCertificate('104539')).toBe('104539');
    expect(formatBirthCertificate('1045390')).toBe('104539 0');
    expect(formatBirthCertificate('10453901552013')).toBe('104539 01 55 2013');
  });

  it('gives an empty string for nothing', () => {
    expect(formatBirthCertificate('')).toBe('');
    expect(formatBirthCertificate(null)).toBe('');
    expect(formatBirthCertificate(undefined)).toBe('');
  });

  it('strips spaces, dots and hyphens', () => {
    expect(stripBirthCertificate('104539.01.55.2013.1.00012.021.0000123-21')).toBe(
      '10453901552013100012021000012321',
    );
    expect(stripBirthCertificate(' 104539 01 55 2013 1 00012 021 0000123 21 ')).toBe(
      '10453901552013100012021000012321',
    );
  });
});
