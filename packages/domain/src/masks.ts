/**
 * Input masks as data. In a mask, `0` is a digit, `A` is [0-9A-Z] (lower case is upper-cased)
 * and every other character is a literal. The UI plugs the same patterns into its caret-safe
 * mask input (see `maskPattern`); `applyMask` formats a raw or partial value for display.
 */
export const masks = {
  cpf: '000.000.000-00',
  cnpj: 'AA.AAA.AAA/AAAA-00',
  cep: '00.000-000',
  phone: '(00) 00000-0000',
  date: '00/00/0000',
  birthCertificate: '000000 00 00 0000 0 00000 000 0000000 00',
  cns: '000 0000 0000 0000',
} as const;

export type MaskName = keyof typeof masks;

const DIGIT = /^\d$/;
const ALPHANUMERIC = /^[0-9A-Z]$/;

function isSlot(char: string): boolean {
  return char === '0' || char === 'A';
}

function accepts(slot: string, char: string): boolean {
  return slot === '0' ? DIGIT.test(char) : ALPHANUMERIC.test(char);
}

/** Removes every character that is not a letter or digit, upper-casing letters. */
export function unmask(value: string | null | undefined): string {
  if (!value) return '';
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/**
 * Formats `value` with `mask` progressively: literals are written only when a further character
 * follows them, characters a slot does not accept are dropped, extra characters are cut.
 */
export function applyMask(value: string | null | undefined, mask: string): string {
  const raw = unmask(value);
  let out = '';
  let pending = '';
  let r = 0;
  for (const slot of mask) {
    if (r >= raw.length) break;
    if (!isSlot(slot)) {
      pending += slot;
      continue;
    }
    while (r < raw.length && !accepts(slot, raw[r] as string)) r++;
    if (r >= raw.length) break;
    out += pending + (raw[r] as string);
    pending = '';
    r++;
  }
  return out;
}

/** Whether `value` fills `mask` completely (every slot holds an accepted character). */
export function isMaskComplete(value: string | null | undefined, mask: string): boolean {
  const slots = [...mask].filter(isSlot).length;
  return applyMask(value, mask).length === mask.length && unmask(value).length === slots;
}

/**
 * The mask as an array of literals and one-character RegExps, the shape mask libraries such as
 * Maskito take (`{ mask: maskPattern(masks.cpf) }`). `A` slots accept lower case too; the UI
 * upper-cases them.
 */
export function maskPattern(mask: string): Array<string | RegExp> {
  return [...mask].map((char) => {
    if (char === '0') return /\d/;
    if (char === 'A') return /[0-9A-Za-z]/;
    return char;
  });
}
