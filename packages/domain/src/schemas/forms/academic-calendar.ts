import * as v from 'valibot';
import { messages } from '../../messages.ts';
import { formObject, requiredText, uuidField, uuidListField } from './fields.ts';

/** Academic-calendar add form; output is the POST /academic-calendars body. */
export const academicCalendarCreateSchema = formObject({
  title: requiredText(messages.titleRequired),
  academicYearId: uuidField(messages.academicYearRequired, messages.academicYearInvalid),
  /**
   * The school units it applies to; absent or empty: the whole network. A unit's calendar wins
   * over the network's for the unit's classes; one calendar per unit and year (409).
   */
  schoolUnitIds: v.optional(uuidListField(messages.schoolUnitsInvalid), []),
});

export type AcademicCalendarCreateInput = v.InferInput<typeof academicCalendarCreateSchema>;
export type AcademicCalendarCreateBody = v.InferOutput<typeof academicCalendarCreateSchema>;
