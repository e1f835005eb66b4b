import * as v from 'valibot';
import { compareIsoDates } from '../../dates.ts';
import { messages } from '../../messages.ts';
import { dateField, formObject, requiredText, uuidField } from './fields.ts';

/** Academic-term add form; output is the POST /academic-terms body. */
export const academicTermCreateSchema = v.pipe(
  formObject({
    title: requiredText(messages.titleRequired),
    startDate: dateField(messages.startDateRequired),
    endDate: dateField(messages.endDateRequired),
    academicCalendarId: uuidField(
      messages.academicCalendarRequired,
      messages.academicCalendarInvalid,
    ),
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

export type AcademicTermCreateInput = v.InferInput<typeof academicTermCreateSchema>;
export type AcademicTermCreateBody = v.InferOutput<typeof academicTermCreateSchema>;
