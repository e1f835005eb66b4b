import { useCreateEnrollment, useResourceAll } from '@lousa/api-client';
import {
  type AcademicYear,
  classroomsResource,
  type EnrollmentCreateBody,
  enrollmentFormSchema,
  type SchoolUnit,
  toasts,
  todayIso,
} from '@lousa/domain';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { css } from 'styled-system/css';
import type { InferOutput } from 'valibot';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import {
  DateFormField,
  registryLabels,
  SelectFormField,
  useRecordForm,
} from '../../components/registry';
import { currentAcademicYear } from '../../state/current-academic-year';
import { matriculaFormLabels as labels } from './labels';
import { classroomItems } from './matriculas-classroom-items';
import type { StudentChoice } from './matriculas-form-values';
import { MatriculasStudentField } from './matriculas-student-field';

export interface MatriculasFormProps {
  academicYears: readonly AcademicYear[];
  schoolUnits: readonly SchoolUnit[];
  /** A student to start with (`?studentId=`), once known. */
  initialStudent?: StudentChoice;
  /** After saving (the toast is shown): back to the list. */
  onDone: () => void;
  /** 'Cancelar': back to the list. */
  onCancel: () => void;
}

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
});
const wide = css({ gridColumn: { md: '1 / -1' } });

/** The body POST /enrollments takes: the form's values without the unit it was chosen in. */
const bodyOf = ({ schoolUnitId: _unit, ...body }: InferOutput<typeof enrollmentFormSchema>) =>
  body satisfies EnrollmentCreateBody;

/**
 * 'Nova Matrícula': Aluno (searched on the server by name or CPF), Ano Letivo (the year of
 * today to start with), Unidade Escolar, then Turma — the chosen year's classrooms of the unit
 * (`GET /classrooms?academicYearId=`: a class of another year cannot be chosen) with their
 * seats, a full one not to be chosen; another year or unit clears it — and Data (today to start
 * with). Validated by the domain's
 * `enrollmentFormSchema`; 'Salvar' sends the create body and is busy until the answer. The
 * server's refusals (already enrolled, classroom full: 409; date outside the year: 422) come
 * back in an error toast and the form keeps what was chosen.
 */
export function MatriculasForm({
  academicYears,
  schoolUnits,
  initialStudent,
  onDone,
  onCancel,
}: MatriculasFormProps) {
  const { mutateAsync } = useCreateEnrollment();
  const mutation = useMemo(
    () => ({
      mutateAsync: (values: InferOutput<typeof enrollmentFormSchema>) =>
        mutateAsync(bodyOf(values)),
    }),
    [mutateAsync],
  );
  const { form, submit, isSubmitting } = useRecordForm({
    schema: enrollmentFormSchema,
    defaultValues: {
      studentId: '',
      academicYearId: '',
      schoolUnitId: '',
      classroomId: '',
      date: todayIso(),
    },
    mutation,
    successToast: toasts.enrollmentCreated,
    onSuccess: onDone,
  });
  const { control, getValues, setValue } = form;
  const schoolUnitId = useWatch({ control, name: 'schoolUnitId' });
  const academicYearId = useWatch({ control, name: 'academicYearId' });
  const classrooms = useResourceAll(
    classroomsResource,
    { enabled: Boolean(academicYearId) },
    { academicYearId },
  );
  const classroomsPending = Boolean(academicYearId) && classrooms.isPending;

  // The year of today, once the years are known (unless one was chosen); the only unit, if so.
  // Validated as it is set: a 'Salvar' pressed before the years arrived said the year was
  // missing, and that message must go when the year appears.
  useEffect(() => {
    const year = currentAcademicYear(academicYears, todayIso());
    if (year && !getValues('academicYearId')) {
      setValue('academicYearId', year.id, { shouldValidate: true });
    }
  }, [academicYears, getValues, setValue]);
  useEffect(() => {
    const [only] = schoolUnits;
    if (only && schoolUnits.length === 1 && !getValues('schoolUnitId')) {
      setValue('schoolUnitId', only.id, { shouldValidate: true });
    }
  }, [schoolUnits, getValues, setValue]);

  const yearItems = useMemo(
    () =>
      [...academicYears]
        .sort((a, b) => b.year.localeCompare(a.year))
        .map((year) => ({ value: year.id, label: year.year })),
    [academicYears],
  );
  const unitItems = useMemo(
    () => schoolUnits.map((unit) => ({ value: unit.id, label: unit.name })),
    [schoolUnits],
  );
  const roomItems = useMemo(
    () => classroomItems(classrooms.data ?? [], schoolUnitId),
    [classrooms.data, schoolUnitId],
  );
  const classroomPlaceholder = !academicYearId
    ? labels.classroomNeedsYear
    : !schoolUnitId
      ? labels.classroomNeedsUnit
      : classroomsPending
        ? labels.classroomsLoading
        : labels.classroomPlaceholder;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting || undefined}
      className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
    >
      <Card.Root>
        <Card.Header>
          <Card.Title>{labels.section}</Card.Title>
        </Card.Header>
        <Card.Body className={grid}>
          <div className={wide}>
            <MatriculasStudentField control={control} name="studentId" initial={initialStudent} />
          </div>
          <SelectFormField
            control={control}
            name="academicYearId"
            label={labels.academicYear}
            placeholder={labels.academicYearPlaceholder}
            items={yearItems}
            required
            onValueChange={() => setValue('classroomId', '')}
          />
          <DateFormField control={control} name="date" label={labels.date} required />
          <SelectFormField
            control={control}
            name="schoolUnitId"
            label={labels.schoolUnit}
            placeholder={labels.schoolUnitPlaceholder}
            items={unitItems}
            required
            onValueChange={() => setValue('classroomId', '')}
          />
          <SelectFormField
            control={control}
            name="classroomId"
            label={labels.classroom}
            placeholder={classroomPlaceholder}
            items={classroomsPending ? [] : roomItems}
            disabled={!schoolUnitId || !academicYearId}
            required
          />
        </Card.Body>
      </Card.Root>
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3' })}>
        <Button variant="outline" disabled={isSubmitting} onClick={onCancel}>
          {registryLabels.cancel}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {registryLabels.save}
        </Button>
      </div>
    </form>
  );
}
