import type * as v from 'valibot';
import { messages } from '../../messages.ts';
import { formObject, requiredText, uuidField } from './fields.ts';

/** Academic-calendar add form; output is the POST /academic-calendars body. */
export const academicCalendarCreateSchema = formObject({
  title: requiredText(messages.titleRequired),
  academicYearId: uuidField(messages.academicYearRequired, messages.academicYearInvalid),
});

export type AcademicCalendarCreateInput = v.InferInput<typeof academicCalendarCreateSchema>;
export type AcademicCalendarCreateBody = v.InferOutput<typeof academicCalendarCreateSchema>;
