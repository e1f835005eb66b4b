import { useCopyClassrooms, useResourceAll } from '@lousa/api-client';
import {
  type AcademicYear,
  type ClassroomCopyFormValues,
  type ClassroomCopyResult,
  classroomCopyBodyOf,
  classroomCopyFormSchema,
  schoolUnitsResource,
  toasts,
} from '@lousa/domain';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { FormDialogForm, SelectFormField, useRecordForm } from '../../components/registry';
import { turmasLabels as labels } from './labels';
import { previousYearId } from './turmas-copy-years';

export interface TurmasCopyFormProps {
  /** The academic years, latest first. */
  years: readonly AcademicYear[];
  /** The year the classes go to to start with (the list's). */
  toYearId: string;
  /** After the toast: close the dialog. */
  onDone: () => void;
}

const styles = {
  fields: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
};

const copiedToast = (result: ClassroomCopyResult) =>
  toasts.classroomsCopied(result.created, result.skipped);

/**
 * 'Copiar turmas do ano anterior': Ano de origem (the year before the target to start with), Ano
 * de destino (the list's year) and Unidade Escolar ('Todas as unidades', or one of the units the
 * user reads: the server answers a unit-scoped user with their own units only). 'Copiar turmas'
 * sends POST /academic-years/<destino>/classrooms/copy; the toast says how many classes were
 * made and how many were there. A refusal stands beside the field it names (the same year on
 * both sides), else in an error toast; the dialog keeps the choices.
 */
export function TurmasCopyForm({ years, toYearId, onDone }: TurmasCopyFormProps) {
  const units = useResourceAll(schoolUnitsResource);
  const { mutateAsync } = useCopyClassrooms();
  const mutation = useMemo(
    () => ({
      mutateAsync: (values: ClassroomCopyFormValues) => mutateAsync(classroomCopyBodyOf(values)),
    }),
    [mutateAsync],
  );
  const { form, submit, isSubmitting } = useRecordForm({
    schema: classroomCopyFormSchema,
    defaultValues: {
      toAcademicYearId: toYearId,
      fromAcademicYearId: previousYearId(years, toYearId),
      schoolUnitId: null,
    },
    mutation,
    successToast: copiedToast,
    onSuccess: onDone,
  });
  const { control } = form;
  const yearItems = useMemo(
    () => years.map((year) => ({ value: year.id, label: year.year })),
    [years],
  );
  const unitItems = useMemo(
    () => (units.data ?? []).map((unit) => ({ value: unit.id, label: unit.name })),
    [units.data],
  );
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting} submitLabel={labels.copySubmit}>
      <div className={styles.fields}>
        <SelectFormField
          control={control}
          name="fromAcademicYearId"
          label={labels.copyFrom}
          placeholder={labels.academicYearPlaceholder}
          items={yearItems}
          required
        />
        <SelectFormField
          control={control}
          name="toAcademicYearId"
          label={labels.copyTo}
          placeholder={labels.academicYearPlaceholder}
          items={yearItems}
          required
        />
        <SelectFormField
          control={control}
          name="schoolUnitId"
          label={labels.copyUnit}
          items={unitItems}
          emptyChoice={labels.allUnits}
        />
      </div>
    </FormDialogForm>
  );
}
