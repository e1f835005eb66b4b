import { useAcademicCalendars, useCreateAcademicTerm } from '@lousa/api-client';
import { academicTermCreateSchema, toasts } from '@lousa/domain';
import { FormDialogForm, useCreateForm } from '../../components/registry';
import { TermFields } from './term-fields';

export interface PeriodosLetivosFormProps {
  /** Closes the dialog after a success. */
  onDone: () => void;
}

/** The form of 'Adicionar Período Letivo': title, start and end dates, calendar. */
export function PeriodosLetivosForm({ onDone }: PeriodosLetivosFormProps) {
  const calendars = useAcademicCalendars();
  const mutation = useCreateAcademicTerm();
  const { form, submit, isSubmitting } = useCreateForm({
    schema: academicTermCreateSchema,
    defaultValues: { title: '', startDate: '', endDate: '', academicCalendarId: '' },
    mutation,
    successToast: toasts.academicTermCreated,
    onSuccess: onDone,
  });
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <TermFields control={form.control} calendars={calendars.data ?? []} />
    </FormDialogForm>
  );
}
