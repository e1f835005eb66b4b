import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/**
 * Inserts the rows of one of the larger demo tables in one statement: the rows as a JSON array
 * that PostgreSQL unpacks (`json_populate_recordset`), instead of thousands of bound parameters
 * (drizzle's `values()` binds each value: ~50,000 attendance entries took seconds to bind). A
 * column no row sets keeps its default; a row that leaves out a column some set takes the
 * column's plain default, else null.
 */
export async function insertRows<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          // A row that leaves out a column with a plain default ('ACTIVE') takes that default.
          const fallback = typeof column.default === 'object' ? null : (column.default ?? null);
          const value = (row as Record<string, unknown>)[key] ?? fallback;
          return [column.name, value instanceof Date ? value.toISOString() : value];
        }),
      ),
    ),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)`,
  );
}
