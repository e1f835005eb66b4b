import { serverMessages } from '../messages.ts';
import { studentRecordSchema } from '../schemas/entities/student.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

/** The full student record of GET /students/<id> (person and guardian). */
export const studentRecordResource = {
  ...RESOURCE_CATALOGUE.studentRecords,
  path: '/students',
  item: studentRecordSchema,
  notFound: serverMessages.studentNotFound,
} as const;
