import { describe, expect, it } from 'vitest';
import { cpfCheckDigits, formatCpf, isValidCpf, stripCpf } from './cpf.ts';

/** Publicly known valid CPFs (documentation examples and generators' classics). */
const validCpfs = [
  '529.982.247-25',
  '52998224725',
  '111.444.777-35',
  '123.456.789-09',
  '935.411.347-80',
  '390.533.447-05',
  '168.995.350-09',
  '000.000.001-91',
  ' 529.982.247-25 ',
];

const invalidCpfs = [
  ['529.982.247-24', 'second check digit wrong'],
  ['529.982.247-15', 'first check digit wrong'],
  ['123.456.789-00', 'both check digits wrong'],
  ['111.111.111-11', 'all digits equal'],
  ['000.000.000-00', 'all zeros'],
  ['999.999.999-99', 'all nines'],
  ['5299822472', '10 digits'],
  ['529982247250', '12 digits'],
  ['529.982.247-2A', 'a letter'],
  ['abc.def.ghi-jk', 'letters only'],
  ['', 'empty'],
] as const;

describe('isValidCpf', () => {
  it.each(validCpfs)('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(invalidCpfs)('rejects %s (%s)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isValidCpf(52998224725)).toBe(false);
    expect(isValidCpf(null)).toBe(false);
    expect(isValidCpf(undefined)).toBe(false);
  });
});

describe('cpfCheckDigits', () => {
  it('computes both mod-11 check digits', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cpfCheckDigits('111444777')).toBe('35');
    expect(cpfCheckDigits('000000001')).toBe('91');
  });

  it('gives 0 when the remainder is under 2', () => {
    expect(cpfCheckDigits('100000001')).toBe('08');
    expect(cpfCheckDigits('100000002')).toBe('80');
  });

  it('refuses a base that is not 9 digits', () => {
    expect(() => cpfCheckDigits('12345678')).toThrow();
  });
});

describe('formatCpf and stripCpf', () => {
  it('formats bare digits as 000.000.000-00', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });

  it('keeps an already formatted value', () => {
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
  });

  it('formats a partial value progressively', () => {
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('529982247')).toBe('529.982.247');
  });

  it('gives an empty string for nothing', () => {
    expect(formatCpf('')).toBe('');
    expect(formatCpf(null)).toBe('');
  });

  it('strips everything but digits', () => {
    expect(stripCpf('529.982.247-25')).toBe('52998224725');
  });
});
