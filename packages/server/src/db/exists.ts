import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** Whether a row with this id exists: the check behind every 422 for a missing reference. */
export async function exists(db: Database, table: PgTable & { id: PgColumn }, id: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return Boolean(row);
}
