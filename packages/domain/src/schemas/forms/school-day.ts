import * as v from 'valibot';
import { compareIsoDates, daysInRange } from '../../dates.ts';
import { schoolDayKinds } from '../../labels.ts';
import { messages } from '../../messages.ts';
import { SCHOOL_DAY_BATCH_MAX_DAYS } from '../../school-year.ts';
import { choiceField, dateField, formObject, requiredText, single, uuidField } from './fields.ts';

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

/** A day of the week as the API numbers it (0 = Sunday … 6 = Saturday). */
const isWeekday = (day: number) => Number.isInteger(day) && day >= 0 && day <= 6;

/**
 * 'Adicionar período'; output is the POST /school-days/batch body: one type on every date from
 * `from` to `to` (both included) whose day of the week is in `weekdays` (0 = Sunday), in one
 * calendar. The dates as the add-day form takes them; `to` not before `from` and at most a year
 * (366 days) after it, both said on `to`; at least one day of the week (each once, in order).
 */
export const schoolDayBatchSchema = v.pipe(
  formObject({
    academicCalendarId: uuidField(
      messages.academicCalendarRequired,
      messages.academicCalendarInvalid,
    ),
    typeId: uuidField(messages.schoolDayTypeRequired, messages.schoolDayTypeInvalid),
    from: dateField(messages.startDateRequired),
    to: dateField(messages.endDateRequired),
    weekdays: single(
      v.pipe(
        v.array(v.number(messages.weekdayInvalid), messages.weekdaysRequired),
        v.minLength(1, messages.weekdaysRequired),
        v.maxLength(7, messages.weekdayInvalid),
        // On the list, not on an item: the form shows one message under the days.
        v.check((days) => days.every(isWeekday), messages.weekdayInvalid),
        v.transform((days) => [...new Set(days)].sort((a, b) => a - b)),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => compareIsoDates(input.to, input.from) >= 0,
      messages.endBeforeStart,
    ),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) =>
        compareIsoDates(input.to, input.from) < 0 ||
        daysInRange(input.from, input.to) <= SCHOOL_DAY_BATCH_MAX_DAYS,
      messages.schoolDayRangeTooLong,
    ),
    ['to'],
  ),
);

export type SchoolDayBatchInput = v.InferInput<typeof schoolDayBatchSchema>;
export type SchoolDayBatchBody = v.InferOutput<typeof schoolDayBatchSchema>;

/** School-day type add form; output is the POST /school-day-types body. */
export const schoolDayTypeCreateSchema = formObject({
  description: requiredText(messages.descriptionRequired),
  /** What the day is (issue 27): it alone decides a lesson day and the calendar's colour. */
  kind: choiceField(schoolDayKinds, messages.schoolDayKindRequired, messages.schoolDayKindInvalid),
});

export type SchoolDayTypeCreateInput = v.InferInput<typeof schoolDayTypeCreateSchema>;
export type SchoolDayTypeCreateBody = v.InferOutput<typeof schoolDayTypeCreateSchema>;
