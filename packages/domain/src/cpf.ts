import { CPF_LENGTH } from './constants.ts';
import { applyMask, masks } from './masks.ts';

/** Keeps only the digits of a CPF (formatted or not). */
export function stripCpf(value: string): string {
  return value.replace(/\D/g, '');
}

function checkDigit(digits: string, firstWeight: number): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (firstWeight - i);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** The two check digits (mod 11) of a CPF whose first 9 digits are `base9`. */
export function cpfCheckDigits(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new Error('A base do CPF deve ter 9 dígitos');
  const first = checkDigit(base9, 10);
  const second = checkDigit(`${base9}${first}`, 11);
  return `${first}${second}`;
}

/**
 * A valid CPF: 11 digits (bare or as 000.000.000-00), both check digits right,
 * not all digits equal. Any character other than digits, dots, dashes and spaces is rejected.
 */
export function isValidCpf(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const compact = value.replace(/[.\-\s]/g, '');
  if (!/^\d+$/.test(compact) || compact.length !== CPF_LENGTH) return false;
  if (/^(\d)\1{10}$/.test(compact)) return false;
  return cpfCheckDigits(compact.slice(0, 9)) === compact.slice(9);
}

/** Formats a CPF as 000.000.000-00 (progressively for a partial value). */
export function formatCpf(value: string | null | undefined): string {
  if (!value) return '';
  return applyMask(stripCpf(value), masks.cpf);
}
