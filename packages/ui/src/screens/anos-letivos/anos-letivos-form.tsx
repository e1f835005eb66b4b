import { useCreateAcademicYear } from '@lousa/api-client';
import { ACADEMIC_YEAR_LENGTH, academicYearCreateSchema, toasts } from '@lousa/domain';
import { grid } from 'styled-system/patterns';
import {
  DateFormField,
  FormDialogForm,
  TextFormField,
  useCreateForm,
} from '../../components/registry';
import { anosLetivosLabels as labels } from './labels';

export interface AnosLetivosFormProps {
  onDone: () => void;
}

/** The academic-year add form: the year (4 digits), its start and end (DD/MM/AAAA). */
export function AnosLetivosForm({ onDone }: AnosLetivosFormProps) {
  const mutation = useCreateAcademicYear();
  const { form, submit, isSubmitting } = useCreateForm({
    schema: academicYearCreateSchema,
    defaultValues: { year: '', startDate: '', endDate: '' },
    mutation,
    successToast: toasts.academicYearCreated,
    onSuccess: onDone,
  });
  const { control } = form;
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <TextFormField
        control={control}
        name="year"
        label={labels.year}
        inputMode="numeric"
        maxLength={ACADEMIC_YEAR_LENGTH}
        placeholder={labels.yearPlaceholder}
      />
      <div className={grid({ columns: { base: 1, sm: 2 }, gap: '4' })}>
        <DateFormField control={control} name="startDate" label={labels.startDate} />
        <DateFormField control={control} name="endDate" label={labels.endDate} />
      </div>
    </FormDialogForm>
  );
}
