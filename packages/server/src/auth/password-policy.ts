import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { messages, PASSWORD_MIN_LENGTH, passwordLooksLikeLogin } from '@lousa/domain';

/**
 * The most common passwords: the `passwords-common` dictionary of @zxcvbn-ts/language-common
 * (MIT; 49,233 entries, lower case, most frequent first — built by zxcvbn-ts from public
 * password-frequency lists). Read from the installed package on the first check and kept;
 * server-only, it never reaches a browser bundle.
 */
const COMMON_PASSWORDS_FILE = '@zxcvbn-ts/language-common/src/passwords.json';

let common: ReadonlySet<string> | undefined;

/** The common-password list (loaded once). */
export function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const path = createRequire(import.meta.url).resolve(COMMON_PASSWORDS_FILE);
    const list: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (!Array.isArray(list) || list.length < 10_000) {
      throw new Error('lista de senhas comuns ausente ou incompleta');
    }
    common = new Set(list.map((entry) => String(entry).toLowerCase()));
  }
  return common;
}

/** Whether `password` is one of the most common passwords (case aside, and the ends trimmed). */
export function isCommonPassword(password: string): boolean {
  const typed = password.normalize('NFKC').trim().toLowerCase();
  return commonPasswords().has(typed);
}

/**
 * The one check of a new or changed password beyond the form schema's: long enough, not among
 * the most common passwords, not the account's e-mail or CPF. Answers the pt-BR message of the
 * first rule broken, or null when the password may be used.
 */
export function passwordProblem(
  password: string,
  account: { email?: string | null; cpf?: string | null },
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return messages.passwordTooShort;
  if (passwordLooksLikeLogin(password, account)) return messages.passwordLikeLogin;
  if (isCommonPassword(password)) return messages.passwordTooCommon;
  return null;
}
