import { serverMessages } from '../messages.ts';
import { bnccCatalogueItemSchema } from '../schemas/entities/teaching.ts';
import { defineListResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

/** The BNCC catalogue (read by every pedagogy user; filter `component`). */
export const bnccStandardsResource = defineListResource({
  ...RESOURCE_CATALOGUE.bnccStandards,
  path: '/bncc-standards',
  item: bnccCatalogueItemSchema,
  sortKeys: ['code', 'component', 'year'],
  describe: (standard) => standard.code,
  notFound: serverMessages.bnccStandardNotFound,
});

/** POST /bncc-standards/import (`bnccImportSchema`) → `bnccImportResultSchema`. */
export const bnccImportPath = '/bncc-standards/import';
