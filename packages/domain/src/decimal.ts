/**
 * Decimal numbers as a Brazilian types and reads them: a comma before the decimals ('7,5'),
 * a dot accepted too ('7.5'). Grades, weights and maximum scores use these.
 */

/** '7,5' or '7.5' → 7.5; null for empty text or anything that is not a plain decimal. */
export function parseDecimal(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  const trimmed = (text ?? '').trim();
  if (!/^-?\d+([.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** 7.5 → '7,5' with `digits` decimals (one by default); '' for null. */
export function formatDecimal(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return value.toLocaleString('pt-BR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
}

/** 7.5 → '7,5', 8 → '8': a typed number shown back without trailing zeros (up to 2 decimals). */
export function formatDecimalInput(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return value.toLocaleString('pt-BR', { maximumFractionDigits: 2, useGrouping: false });
}
