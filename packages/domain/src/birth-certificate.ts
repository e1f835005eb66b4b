import { applyMask, masks } from './masks.ts';

/**
 * Matrícula of a certidão de nascimento in the national format (CNJ Provimento nº 2/2009 and
 * nº 3/2009, in force since 1 January 2010): 6 serventia (CNS code of the cartório), 2 acervo,
 * 2 serviço (55, registro civil das pessoas naturais), 4 ano do registro, 1 tipo do livro
 * (1 = livro A, nascimento), 5 número do livro, 3 folha, 7 termo and 2 check digits.
 */
const BIRTH_CERTIFICATE_LENGTH = 32;
const BASE_LENGTH = 30;

/** Removes the spaces, dots and hyphens of a matrícula (formatted or not). */
export function stripBirthCertificate(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/**
 * Mod-11 check digit of the matrícula: digit i (from the left, 0-based) is weighted
 * `(firstWeight + i) % 11`, so the weights climb by one and wrap from 10 back to 0
 * (2, 3, …, 10, 0, 1, 2, … for the first digit; 1, 2, …, 10, 0, 1, … for the second).
 * The digit is the remainder of the sum by 11, a remainder of 10 becoming 1.
 */
function checkDigit(digits: string, firstWeight: number): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * ((firstWeight + i) % 11);
  const remainder = sum % 11;
  return remainder === 10 ? 1 : remainder;
}

/** The two check digits of a matrícula whose first 30 digits are `first30`. */
export function birthCertificateCheckDigits(first30: string): string {
  if (!/^\d{30}$/.test(first30)) {
    throw new Error('A base da matrícula da certidão deve ter 30 dígitos');
  }
  const first = checkDigit(first30, 2);
  const second = checkDigit(`${first30}${first}`, 1);
  return `${first}${second}`;
}

/**
 * A valid matrícula: 32 digits (bare or grouped with spaces, dots or hyphens), both check digits
 * right, not all digits equal. Any other character is rejected. Only the check digits are checked,
 * not the meaning of the fields (serviço 55, tipo do livro 1).
 */
export function isValidBirthCertificate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const compact = stripBirthCertificate(value);
  if (!/^\d+$/.test(compact) || compact.length !== BIRTH_CERTIFICATE_LENGTH) return false;
  if (/^(\d)\1+$/.test(compact)) return false;
  return birthCertificateCheckDigits(compact.slice(0, BASE_LENGTH)) === compact.slice(BASE_LENGTH);
}

/**
 * Formats a matrícula as 000000 00 55 0000 0 00000 000 0000000 00 (progressively for a partial
 * value).
 */
export function formatBirthCertificate(value: string | null | undefined): string {
  if (!value) return '';
  return applyMask(stripBirthCertificate(value), masks.birthCertificate);
}
