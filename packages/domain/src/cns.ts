import { applyMask, masks } from './masks.ts';

/**
 * Cartão Nacional de Saúde (CNS, "cartão do SUS"): 15 digits. Definitive numbers start with 1 or 2
 * and are derived from an 11-digit PIS-like base; provisional numbers start with 7, 8 or 9. Rules
 * from the Ministério da Saúde validation routines (published in the e-SUS APS integration docs,
 * "Validar CNS").
 */
const CNS_LENGTH = 15;

/** Removes the spaces, dots and hyphens of a CNS (formatted or not). */
export function stripCns(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/** Sum of the digits weighted 15, 14, 13, … from the left. */
function weightedSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (CNS_LENGTH - i);
  return sum;
}

/**
 * The definitive CNS the Ministry's routine builds from its first 11 digits: `000` and a check
 * digit 11 − (sum mod 11) (11 → 0); when that digit would be 10, `001` instead, which adds
 * 1 × 2 to the sum, and the check digit is recomputed. Either way the weighted sum of all
 * 15 digits is a multiple of 11.
 */
function definitiveCns(first11: string): string {
  const sum = weightedSum(first11);
  if (11 - (sum % 11) === 10) return `${first11}001${(11 - ((sum + 2) % 11)) % 11}`;
  return `${first11}000${(11 - (sum % 11)) % 11}`;
}

/**
 * A valid CNS: 15 digits (bare or as 000 0000 0000 0000). Numbers starting with 1 or 2 must be
 * exactly what the definitive routine builds from their first 11 digits; numbers starting with
 * 7, 8 or 9 must have a weighted sum (weights 15 to 1) divisible by 11; any other first digit is
 * rejected. Any character other than digits, spaces, dots and hyphens is rejected.
 */
export function isValidCns(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const compact = stripCns(value);
  if (!/^\d+$/.test(compact) || compact.length !== CNS_LENGTH) return false;
  const first = compact[0];
  if (first === '1' || first === '2') return compact === definitiveCns(compact.slice(0, 11));
  if (first === '7' || first === '8' || first === '9') return weightedSum(compact) % 11 === 0;
  return false;
}

/**
 * Completes the first 14 digits of a CNS with the last digit that makes it valid, or gives null
 * when no digit does (the weighted sum would need a 10, or a 1/2 number does not have the
 * definitive structure). For tests and demo data.
 */
export function makeValidCns(prefix14: string): string | null {
  if (!/^\d{14}$/.test(prefix14)) throw new Error('O início do CNS deve ter 14 dígitos');
  const last = (11 - (weightedSum(prefix14) % 11)) % 11;
  if (last === 10) return null;
  const cns = `${prefix14}${last}`;
  return isValidCns(cns) ? cns : null;
}

/** Formats a CNS as 000 0000 0000 0000 (progressively for a partial value). */
export function formatCns(value: string | null | undefined): string {
  if (!value) return '';
  return applyMask(stripCns(value), masks.cns);
}
