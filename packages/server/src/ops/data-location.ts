import { join } from 'node:path';
import { operationsMessages } from '@lousa/domain';
import type { Env } from '../env.ts';

/** Where the data lives and how to back it up: printed on the first start (pt-BR). */
export function dataLocationMessage(env: Env): string {
  return env.DATABASE_URL
    ? operationsMessages.dataLocationPostgres
    : operationsMessages.dataLocationEmbedded(join(env.LOUSA_DATA_DIR, 'pglite'));
}
