import { describe, expect, it } from 'vitest';
import { formatCns, isValidCns, makeValidCns, stripCns } from './cns.ts';

/**
 * Published examples:
 * - 898 0000 0004 3208 (provisional): the example card number in Anvisa's RNI docs,
 *   "Validação CNS" (rni-docs.anvisa.gov.br);
 * - 144 0826 2726 0004 (definitive) and 812 2973 4650 0000 (provisional): the valid examples in the
 *   tests of the brado Rust crate (cns::validate).
 * Constructed by hand with the Ministry's routine (not published):
 * - 100000000060018: base 10000000006, 1 × 15 + 6 × 5 = 45, 45 mod 11 = 1, so 11 − 1 = 10 is not
 *   a digit: `001` and then 11 − (47 mod 11) = 8;
 * - 200000000000003: base 20000000000, 2 × 15 = 30, 30 mod 11 = 8, check digit 3.
 */
const validCnss = [
  '898000000043208',
  '898 0000 0004 3208',
  '144082627260004',
  '144 0826 2726 0004',
  '812297346500000',
  '812 2973 4650 0000',
  '100000000060018',
  '200000000000003',
  ' 898 0000 0004 3208 ',
];

const invalidCnss = [
  ['898000000043209', 'provisional, check wrong'],
  ['144082627260005', 'definitive, check digit wrong'],
  ['144082627270004', 'definitive, a base digit changed'],
  ['100000000060008', 'definitive, 000 where the routine writes 001'],
  ['100000000060107', 'definitive, sum divisible by 11 but not the 000/001 structure'],
  ['398000000043208', 'first digit 3'],
  ['698000000043208', 'first digit 6'],
  ['098000000043208', 'first digit 0'],
  ['89800000004320', '14 digits'],
  ['8980000000432080', '16 digits'],
  ['89800000004320A', 'a letter'],
  ['898/0000/0004/3208', 'slashes'],
  ['111111111111111', 'all ones'],
  ['777777777777777', 'all sevens'],
  ['000000000000000', 'all zeros'],
  ['', 'empty'],
] as const;

describe('isValidCns', () => {
  it.each(validCnss)('accepts %s', (cns) => {
    expect(isValidCns(cns)).toBe(true);
  });

  it.each(invalidCnss)('rejects %s (%s)', (cns) => {
    expect(isValidCns(cns)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isValidCns(898000000043208)).toBe(false);
    expect(isValidCns(null)).toBe(false);
    expect(isValidCns(undefined)).toBe(false);
  });
});

describe('makeValidCns', () => {
  it('completes the published examples', () => {
    expect(makeValidCns('89800000004320')).toBe('898000000043208');
    expect(makeValidCns('14408262726000')).toBe('144082627260004');
    expect(makeValidCns('81229734650000')).toBe('812297346500000');
  });

  it('completes a definitive number that needs 001', () => {
    expect(makeValidCns('10000000006001')).toBe('100000000060018');
  });

  it('gives null when no last digit makes the number valid', () => {
    // 7 × 15 + 3 × 2 = 111, 111 mod 11 = 1: the last digit would have to be 10.
    expect(makeValidCns('70000000000003')).toBeNull();
    // Definitive numbers: the routine writes 001 here, not 000.
    expect(makeValidCns('10000000006000')).toBeNull();
    // The middle digits of a definitive number must be 000 or 001.
    expect(makeValidCns('14408262726010')).toBeNull();
    // Numbers cannot start with 3.
    expect(makeValidCns('39800000004320')).toBeNull();
  });

  it('always gives numbers the validator accepts', () => {
    for (const prefix of ['7', '8', '9', '1', '2']) {
      for (let n = 0; n < 200; n++) {
        const cns = makeValidCns(`${prefix}${String(n * 7919).padStart(10, '0')}000`);
        if (cns !== null) expect(isValidCns(cns)).toBe(true);
      }
    }
  });

  it('refuses a prefix that is not 14 digits', () => {
    expect(() => makeValidCns('8980000000432')).toThrow();
    expect(() => makeValidCns('898000000043208')).toThrow();
    expect(() => makeValidCns('8980000000432A')).toThrow();
  });
});

describe('formatCns and stripCns', () => {
  it('formats bare digits as 000 0000 0000 0000', () => {
    expect(formatCns('898000000043208')).toBe('898 0000 0004 3208');
  });

  it('keeps an already formatted value', () => {
    expect(formatCns('898 0000 0004 3208')).toBe('898 0000 0004 3208');
  });

  it('formats a partial value progressively', () => {
    expect(formatCns('898')).toBe('898');
    expect(formatCns('8980')).toBe('898 0');
    expect(formatCns('89800000004')).toBe('898 0000 0004');
  });

  it('gives an empty string for nothing', () => {
    expect(formatCns('')).toBe('');
    expect(formatCns(null)).toBe('');
  });

  it('strips spaces, dots and hyphens', () => {
    expect(stripCns(' 898 0000 0004 3208 ')).toBe('898000000043208');
    expect(stripCns('898.0000.0004-3208')).toBe('898000000043208');
  });
});
