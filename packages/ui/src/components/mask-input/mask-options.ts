import { maskPattern } from '@lousa/domain';
import type { MaskitoOptions, MaskitoPostprocessor } from '@maskito/core';

/** Letters typed into an alphanumeric slot (`A`) are shown upper-cased; the caret stays put. */
const upperCase: MaskitoPostprocessor = ({ value, selection }) => ({
  value: value.toUpperCase(),
  selection,
});

const cache = new Map<string, MaskitoOptions>();

/**
 * Maskito options for one of the domain's mask patterns (`masks.cpf`, `masks.cnpj`, ...):
 * `0` is a digit, `A` a letter or digit (upper-cased), anything else a literal Maskito writes
 * itself. The same object is returned for the same pattern, so Maskito is not re-created.
 */
export function maskOptions(pattern: string): MaskitoOptions {
  let options = cache.get(pattern);
  if (!options) {
    options = {
      mask: maskPattern(pattern),
      postprocessors: pattern.includes('A') ? [upperCase] : [],
    };
    cache.set(pattern, options);
  }
  return options;
}

/** Whether the pattern takes letters (then the keyboard must not be numeric). */
export function isAlphanumericPattern(pattern: string): boolean {
  return pattern.includes('A');
}
