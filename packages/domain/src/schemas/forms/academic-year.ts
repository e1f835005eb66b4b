import * as v from 'valibot';
import { compareIsoDates } from '../../dates.ts';
import { messages } from '../../messages.ts';
import { dateField, formObject, single } from './fields.ts';

/** Academic-year add form; output is the POST /academic-calendars/years body. */
export const academicYearCreateSchema = v.pipe(
  formObject({
    year: single(
      v.pipe(v.string(messages.yearLength), v.trim(), v.regex(/^\d{4}$/, messages.yearLength)),
    ),
    startDate: dateField(messages.dateInvalid),
    endDate: dateField(messages.dateInvalid),
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (input) => compareIsoDates(input.endDate, input.startDate) >= 0,
      messages.endBeforeStart,
    ),
    ['endDate'],
  ),
);

export type AcademicYearCreateInput = v.InferInput<typeof academicYearCreateSchema>;
export type AcademicYearCreateBody = v.InferOutput<typeof academicYearCreateSchema>;
