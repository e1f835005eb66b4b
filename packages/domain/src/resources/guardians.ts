import { serverMessages } from '../messages.ts';
import { guardianMatchSchema } from '../schemas/entities/student.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

/** GET /guardians?cpf=<digits>: a registered person to reuse as a guardian (`guardianMatchSchema`). */
export const guardianLookupResource = {
  ...RESOURCE_CATALOGUE.guardians,
  path: '/guardians',
  item: guardianMatchSchema,
  notFound: serverMessages.guardianNotFound,
} as const;
