import { bnccSeed } from '@lousa/domain';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { bnccStandards } from '../db/schema.ts';

/**
 * The BNCC catalogue's seeded standards (`bnccSeed` of `@lousa/domain`), on every start: the
 * codes the catalogue lacks are inserted; codes already there (seeded before, or imported with
 * another text) are left as they are. Returns how many were inserted.
 */
export async function ensureBnccCatalogue(db: Database): Promise<number> {
  const inserted = await db
    .insert(bnccStandards)
    .values(bnccSeed.map((standard) => ({ id: newId(), ...standard })))
    .onConflictDoNothing({ target: bnccStandards.code })
    .returning({ id: bnccStandards.id });
  return inserted.length;
}
