import { useAcademicYears, useCreateAcademicCalendar } from '@lousa/api-client';
import { academicCalendarCreateSchema, toasts } from '@lousa/domain';
import { useMemo } from 'react';
import {
  FormDialogForm,
  SelectFormField,
  TextFormField,
  useCreateForm,
} from '../../components/registry';
import { calendariosAcademicosLabels as labels } from './labels';

export interface CalendariosAcademicosFormProps {
  onDone: () => void;
}

/** The academic-calendar add form: a title and its academic year. */
export function CalendariosAcademicosForm({ onDone }: CalendariosAcademicosFormProps) {
  const mutation = useCreateAcademicCalendar();
  const { form, submit, isSubmitting } = useCreateForm({
    schema: academicCalendarCreateSchema,
    defaultValues: { title: '', academicYearId: '' },
    mutation,
    successToast: toasts.academicCalendarCreated,
    onSuccess: onDone,
  });
  const years = useAcademicYears();
  const yearItems = useMemo(
    () => (years.data ?? []).map((year) => ({ value: year.id, label: year.year })),
    [years.data],
  );
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <TextFormField control={form.control} name="title" label={labels.title} />
      <SelectFormField
        control={form.control}
        name="academicYearId"
        label={labels.academicYear}
        placeholder={labels.academicYearPlaceholder}
        items={yearItems}
      />
    </FormDialogForm>
  );
}
