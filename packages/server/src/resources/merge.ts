/** Keys a JSON body may carry that must never be copied onto an object. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A PATCH body merged over the stored record (both in the create body's shape): the body's
 * fields replace the record's, nested objects (an address) merge field by field, arrays (a
 * matrix's rows) and nulls replace. The result is checked by the update schema afterwards.
 */
export function mergeBody(stored: unknown, patch: unknown): unknown {
  if (!isPlainObject(stored) || !isPlainObject(patch)) return patch;
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (UNSAFE_KEYS.has(key) || value === undefined) continue;
    merged[key] = mergeBody(stored[key], value);
  }
  return merged;
}
