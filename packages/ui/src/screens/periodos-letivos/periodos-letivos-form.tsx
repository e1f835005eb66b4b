import { useResourceAll } from '@lousa/api-client';
import {
  type AcademicTerm,
  academicCalendarsResource,
  academicTermsResource,
  normalizeDate,
} from '@lousa/domain';
import { FormDialogForm, type ResourceFormProps, useResourceForm } from '../../components/registry';
import { TermFields } from './periodos-letivos-fields';

/** A term as the form's fields: its dates as calendar dates, its calendar by id. */
const valuesOf = (term: AcademicTerm) => ({
  title: term.title,
  startDate: normalizeDate(term.startDate) ?? '',
  endDate: normalizeDate(term.endDate) ?? '',
  academicCalendarId: term.academicCalendar.id,
});

/**
 * The academic-term form, to add or edit (`item`): title, start and end dates (the end not
 * before the start), calendar.
 */
export function PeriodosLetivosForm({ item, onDone }: ResourceFormProps<AcademicTerm>) {
  const calendars = useResourceAll(academicCalendarsResource);
  const { form, submit, isSubmitting } = useResourceForm(academicTermsResource, {
    item,
    defaultValues: { title: '', startDate: '', endDate: '', academicCalendarId: '' },
    valuesOf,
    onSuccess: onDone,
  });
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <TermFields control={form.control} calendars={calendars.data ?? []} />
    </FormDialogForm>
  );
}
