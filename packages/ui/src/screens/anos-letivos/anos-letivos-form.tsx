import {
  ACADEMIC_YEAR_LENGTH,
  type AcademicYear,
  academicYearsResource,
  normalizeDate,
} from '@lousa/domain';
import { grid } from 'styled-system/patterns';
import {
  DateFormField,
  FormDialogForm,
  type ResourceFormProps,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { anosLetivosLabels as labels } from './labels';

/** An academic year as the form's fields: its dates as calendar dates (never the local zone). */
const valuesOf = (year: AcademicYear) => ({
  year: year.year,
  startDate: normalizeDate(year.startDate) ?? '',
  endDate: normalizeDate(year.endDate) ?? '',
});

/**
 * The academic-year form, to add or edit (`item`): the year (4 digits), its start and end
 * (DD/MM/AAAA; the end not before the start).
 */
export function AnosLetivosForm({ item, onDone }: ResourceFormProps<AcademicYear>) {
  const { form, submit, isSubmitting } = useResourceForm(academicYearsResource, {
    item,
    defaultValues: { year: '', startDate: '', endDate: '' },
    valuesOf,
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
        required
        autoComplete="off"
      />
      <div className={grid({ columns: { base: 1, sm: 2 }, gap: '4' })}>
        <DateFormField control={control} name="startDate" label={labels.startDate} required />
        <DateFormField control={control} name="endDate" label={labels.endDate} required />
      </div>
    </FormDialogForm>
  );
}
