import { useResourceAll } from '@lousa/api-client';
import {
  type AcademicCalendar,
  academicCalendarsResource,
  academicYearsResource,
} from '@lousa/domain';
import { useMemo } from 'react';
import {
  FormDialogForm,
  type ResourceFormProps,
  SelectFormField,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { calendariosAcademicosLabels as labels } from './labels';

/** A calendar as the form's fields: its year by id. */
const valuesOf = (calendar: AcademicCalendar) => ({
  title: calendar.title,
  academicYearId: calendar.academicYear.id,
});

/** The academic-calendar form, to add or edit (`item`): a title and its academic year. */
export function CalendariosAcademicosForm({ item, onDone }: ResourceFormProps<AcademicCalendar>) {
  const { form, submit, isSubmitting } = useResourceForm(academicCalendarsResource, {
    item,
    defaultValues: { title: '', academicYearId: '' },
    valuesOf,
    onSuccess: onDone,
  });
  const years = useResourceAll(academicYearsResource);
  const yearItems = useMemo(
    () => (years.data ?? []).map((year) => ({ value: year.id, label: year.year })),
    [years.data],
  );
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <TextFormField
        control={form.control}
        name="title"
        label={labels.title}
        autoComplete="off"
        required
      />
      <SelectFormField
        control={form.control}
        name="academicYearId"
        label={labels.academicYear}
        placeholder={labels.academicYearPlaceholder}
        items={yearItems}
        required
      />
    </FormDialogForm>
  );
}
