/** Between a record and its edit form: the form's values, and the PATCH body back. */

/** `item`'s fields named in `defaults`, recursively; missing or null ones keep the default. */
export function valuesFromRecord<T>(defaults: T, record: unknown): T {
  if (!isPlainObject(defaults) || !isPlainObject(record)) return defaults;
  const result: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = record[key];
    result[key] =
      isPlainObject(fallback) && isPlainObject(value)
        ? valuesFromRecord(fallback, value)
        : (value ?? fallback);
  }
  return result as T;
}

/**
 * A PATCH body from the form's output: a field the person emptied comes out of the schema as
 * `undefined`, which JSON would drop (and the server's merge would keep the old value); it is
 * sent as `null`, which clears it. Nested objects (an address) alike.
 */
export function patchBody<T>(output: T): T {
  if (!isPlainObject(output)) return output;
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(output)) {
    body[key] = value === undefined ? null : patchBody(value);
  }
  return body as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
