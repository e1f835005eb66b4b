import { useResourceAll } from '@lousa/api-client';
import {
  academicCalendarsResource,
  normalizeDate,
  type SchoolDay,
  schoolDaysResource,
  schoolDayTypesResource,
} from '@lousa/domain';
import { FormDialogForm, type ResourceFormProps, useResourceForm } from '../../components/registry';
import { SchoolDayFields } from './dias-escolares-fields';

/** A school day as the form's fields: its date as a calendar date, its calendar and type by id. */
const valuesOf = (day: SchoolDay) => ({
  date: normalizeDate(day.date) ?? '',
  academicCalendarId: day.academicCalendar.id,
  typeId: day.type.id ?? '',
});

/** The school-day form, to add or edit (`item`): the date, its calendar and its type. */
export function DiasEscolaresForm({ item, onDone }: ResourceFormProps<SchoolDay>) {
  const calendars = useResourceAll(academicCalendarsResource);
  const types = useResourceAll(schoolDayTypesResource);
  const { form, submit, isSubmitting } = useResourceForm(schoolDaysResource, {
    item,
    defaultValues: { date: '', academicCalendarId: '', typeId: '' },
    valuesOf,
    onSuccess: onDone,
  });
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <SchoolDayFields
        control={form.control}
        calendars={calendars.data ?? []}
        types={types.data ?? []}
      />
    </FormDialogForm>
  );
}
