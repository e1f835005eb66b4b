import { useAcademicCalendars, useCreateSchoolDay, useSchoolDayTypes } from '@lousa/api-client';
import { schoolDayCreateSchema, toasts } from '@lousa/domain';
import { FormDialogForm, useCreateForm } from '../../components/registry';
import { SchoolDayFields } from './school-day-fields';

export interface DiasEscolaresFormProps {
  /** Closes the dialog after a success. */
  onDone: () => void;
}

/** The form of 'Adicionar Dia Escolar': the date, its calendar and its type. */
export function DiasEscolaresForm({ onDone }: DiasEscolaresFormProps) {
  const calendars = useAcademicCalendars();
  const types = useSchoolDayTypes();
  const mutation = useCreateSchoolDay();
  const { form, submit, isSubmitting } = useCreateForm({
    schema: schoolDayCreateSchema,
    defaultValues: { date: '', academicCalendarId: '', typeId: '' },
    mutation,
    successToast: toasts.schoolDayCreated,
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
