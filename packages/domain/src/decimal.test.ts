import { describe, expect, it } from 'vitest';
import { formatDecimal, formatDecimalInput, parseDecimal } from './decimal.ts';

describe('decimals with a comma', () => {
  it('reads a comma or a dot and refuses anything else', () => {
    expect(parseDecimal('7,5')).toBe(7.5);
    expect(parseDecimal(' 10 ')).toBe(10);
    expect(parseDecimal('0.25')).toBe(0.25);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('7,5,1')).toBeNull();
    expect(parseDecimal('1e3')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
  });

  it('shows one decimal with a comma, and a typed value without trailing zeros', () => {
    expect(formatDecimal(7.25)).toBe('7,3');
    expect(formatDecimal(8)).toBe('8,0');
    expect(formatDecimal(null)).toBe('');
    expect(formatDecimalInput(8)).toBe('8');
    expect(formatDecimalInput(7.5)).toBe('7,5');
  });
});
