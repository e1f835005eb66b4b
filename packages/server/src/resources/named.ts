import type { ResourceDefinition, ResourceItem } from '@lousa/domain';
import { eq, getTableName, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import { fold, type namedTable } from '../db/schema.ts';
import { type DeleteBlocker, type ResourceSpec, resourceSpec } from './spec.ts';

type NameBody = v.GenericSchema<{ name: string }, { name: string }>;
type NamedRow = { id: string; name: string };
type NamedTable = ReturnType<typeof namedTable>;

/** The declaration of a registry whose records are a name: `{ id, name }`, a `{ name }` body. */
export type NamedDefinition = ResourceDefinition<NamedRow, NameBody, NameBody, 'name'> & {
  nameTaken: string;
};

/**
 * The server spec of a registry whose records are only a name, its identity (`namedTable`):
 * listed, searched and sorted by the name; a name another record holds, whatever its case and
 * accents, is refused with the declaration's `nameTaken` (409 on 'name'); a record some
 * `blockers` use is not deleted. Permissions: read 'registries.read', write 'registries.write'.
 * A registry nothing references needs no rules: `namedRegistrySpec(declaration, table)`.
 */
export function namedRegistrySpec<TDef extends NamedDefinition>(
  def: TDef,
  table: NamedTable,
  rules: { blockers?: DeleteBlocker[] } = {},
): ResourceSpec<TDef, NamedRow, NamedTable> {
  return resourceSpec<TDef, NamedRow, NamedTable>({
    def,
    permission: { read: 'registries.read', write: 'registries.write' },
    table,
    select: (db: Database) => db.select({ id: table.id, name: table.name }).from(table).$dynamic(),
    toItem: (row) => row as ResourceItem<TDef>,
    search: (q) => q.text(table.name),
    sort: { name: fold(table.name) } as ResourceSpec<TDef, NamedRow, NamedTable>['sort'],
    unique: [
      {
        constraint: `${getTableName(table)}_name_unique`,
        field: 'name',
        message: def.nameTaken,
        where: (body) => eq(fold(table.name), fold(sql`${body.name}`)),
      },
    ],
    blockers: rules.blockers ?? [],
    toRow: (body) => ({ name: body.name }),
    toBody: (item) => ({ name: item.name }) as v.InferInput<TDef['update']>,
  });
}
