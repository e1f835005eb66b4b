import { useResourceAll, useTransferEnrollment } from '@lousa/api-client';
import {
  classroomsResource,
  type Enrollment,
  type EnrollmentTransferBody,
  enrollmentActions,
  enrollmentTransferSchema,
  schoolUnitsResource,
  todayIso,
} from '@lousa/domain';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Field } from '../../components/field';
import {
  DateFormField,
  FormDialogForm,
  SelectFormField,
  useRecordForm,
} from '../../components/registry';
import { SelectField } from '../../components/select';
import { matriculaFormLabels as labels } from './labels';
import { classroomItems } from './matriculas-classroom-items';

export interface MatriculasTransferFormProps {
  enrollment: Enrollment;
  /** After the transfer (the toast is shown): close the dialog. */
  onDone: () => void;
}

/**
 * The transfer form: Unidade Escolar (the enrolment's to start with; any unit the user reads),
 * then Turma — that unit's classrooms of the enrolment's academic year but the current one,
 * each with its seats, a full one not to be chosen — and Data (today to start with). 'Salvar' sends `{ classroomId, date }`; the
 * server's refusal (409, 422) comes back in an error toast and the dialog keeps the choices.
 */
export function MatriculasTransferForm({ enrollment, onDone }: MatriculasTransferFormProps) {
  const transfer = useTransferEnrollment();
  const { mutateAsync } = transfer;
  const mutation = useMemo(
    () => ({
      mutateAsync: (body: EnrollmentTransferBody) => mutateAsync({ id: enrollment.id, body }),
    }),
    [mutateAsync, enrollment.id],
  );
  const { form, submit, isSubmitting } = useRecordForm({
    schema: enrollmentTransferSchema,
    defaultValues: { classroomId: '', date: todayIso() },
    mutation,
    successToast: enrollmentActions.transfer.message,
    onSuccess: onDone,
  });
  const { control } = form;
  const [schoolUnitId, setSchoolUnitId] = useState(enrollment.schoolUnit.id);
  const units = useResourceAll(schoolUnitsResource);
  // The enrolment's year's classrooms: a transfer stays in its year (the server's 422 otherwise).
  const classrooms = useResourceAll(
    classroomsResource,
    {},
    { academicYearId: enrollment.academicYear.id },
  );
  const classroomId = useWatch({ control, name: 'classroomId' });

  const unitItems = useMemo(
    () => (units.data ?? []).map((unit) => ({ value: unit.id, label: unit.name })),
    [units.data],
  );
  const roomItems = useMemo(
    () => classroomItems(classrooms.data ?? [], schoolUnitId, enrollment.classroom.id),
    [classrooms.data, schoolUnitId, enrollment.classroom.id],
  );
  const placeholder = !schoolUnitId
    ? labels.classroomNeedsUnit
    : classrooms.isPending
      ? labels.classroomsLoading
      : labels.classroomPlaceholder;

  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <Field>
        <SelectField
          portalled={false}
          label={labels.schoolUnit}
          items={unitItems}
          placeholder={labels.schoolUnitPlaceholder}
          value={schoolUnitId}
          onValueChange={(value) => {
            setSchoolUnitId(value);
            if (classroomId) form.setValue('classroomId', '');
          }}
        />
      </Field>
      <SelectFormField
        control={control}
        name="classroomId"
        label={labels.classroom}
        placeholder={placeholder}
        items={classrooms.isPending ? [] : roomItems}
        disabled={!schoolUnitId}
        required
      />
      <DateFormField control={control} name="date" label={labels.date} required />
    </FormDialogForm>
  );
}
