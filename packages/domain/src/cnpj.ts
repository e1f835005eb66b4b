import { CNPJ_LENGTH } from './constants.ts';
import { applyMask, masks } from './masks.ts';

/** Upper-cases and keeps only [0-9A-Z] (numeric and alphanumeric CNPJ). */
export function stripCnpj(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    // IN RFB 2.229/2024: each character is worth its ASCII code minus 48 (0-9 -> 0-9, A -> 17).
    sum += (chars.charCodeAt(i) - 48) * (weights[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** The two numeric check digits of a CNPJ whose first 12 characters ([0-9A-Z]) are `base12`. */
export function cnpjCheckDigits(base12: string): string {
  const base = base12.toUpperCase();
  if (!/^[0-9A-Z]{12}$/.test(base)) {
    throw new Error('A base do CNPJ deve ter 12 caracteres [0-9A-Z]');
  }
  const first = checkDigit(base, FIRST_WEIGHTS);
  const second = checkDigit(`${base}${first}`, SECOND_WEIGHTS);
  return `${first}${second}`;
}

/**
 * A valid CNPJ, numeric or alphanumeric (12 characters [0-9A-Z] then 2 numeric check digits),
 * bare or as 00.000.000/0000-00; lower case is accepted; all-equal characters are rejected.
 */
export function isValidCnpj(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const compact = value.toUpperCase().replace(/[./\-\s]/g, '');
  if (compact.length !== CNPJ_LENGTH || !/^[0-9A-Z]{12}\d{2}$/.test(compact)) return false;
  if (/^(.)\1{13}$/.test(compact)) return false;
  return cnpjCheckDigits(compact.slice(0, 12)) === compact.slice(12);
}

/** Formats a CNPJ as 00.000.000/0000-00 (progressively for a partial value). */
export function formatCnpj(value: string | null | undefined): string {
  if (!value) return '';
  return applyMask(stripCnpj(value), masks.cnpj);
}
