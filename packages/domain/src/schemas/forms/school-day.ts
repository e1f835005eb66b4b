import type * as v from 'valibot';
import { schoolDayKinds } from '../../labels.ts';
import { messages } from '../../messages.ts';
import { choiceField, dateField, formObject, requiredText, uuidField } from './fields.ts';

/** School-day add form; output is the POST /school-days body. */
export const schoolDayCreateSchema = formObject({
  date: dateField(messages.dateRequired),
  academicCalendarId: uuidField(
    messages.academicCalendarRequired,
    messages.academicCalendarInvalid,
  ),
  typeId: uuidField(messages.schoolDayTypeRequired, messages.schoolDayTypeInvalid),
});

export type SchoolDayCreateInput = v.InferInput<typeof schoolDayCreateSchema>;
export type SchoolDayCreateBody = v.InferOutput<typeof schoolDayCreateSchema>;

/** School-day type add form; output is the POST /school-day-types body. */
export const schoolDayTypeCreateSchema = formObject({
  description: requiredText(messages.descriptionRequired),
  /** What the day is (issue 27): it alone decides a lesson day and the calendar's colour. */
  kind: choiceField(schoolDayKinds, messages.schoolDayKindRequired, messages.schoolDayKindInvalid),
});

export type SchoolDayTypeCreateInput = v.InferInput<typeof schoolDayTypeCreateSchema>;
export type SchoolDayTypeCreateBody = v.InferOutput<typeof schoolDayTypeCreateSchema>;
