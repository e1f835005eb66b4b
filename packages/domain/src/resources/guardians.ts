import { serverMessages } from '../messages.ts';
import { guardianMatchSchema } from '../schemas/entities/student.ts';
import { RESOURCE_KEYS } from './keys.ts';

/** GET /guardians?cpf=<digits>: a registered person to reuse as a guardian (`guardianMatchSchema`). */
export const guardianLookupResource = {
  key: RESOURCE_KEYS.guardians,
  path: '/guardians',
  item: guardianMatchSchema,
  notFound: serverMessages.guardianNotFound,
} as const;
