import { serverMessages } from '../messages.ts';
import { studentRecordSchema } from '../schemas/entities/student.ts';
import { RESOURCE_KEYS } from './keys.ts';

/** The full student record of GET /students/<id> (person and guardian). */
export const studentRecordResource = {
  key: RESOURCE_KEYS.studentRecords,
  path: '/students',
  item: studentRecordSchema,
  notFound: serverMessages.studentNotFound,
} as const;
