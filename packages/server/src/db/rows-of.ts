/** The rows of a `db.execute` answer (postgres-js answers an array, PGlite `{ rows }`). */
export function rowsOf<TRow>(answer: unknown): TRow[] {
  return (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as TRow[];
}
