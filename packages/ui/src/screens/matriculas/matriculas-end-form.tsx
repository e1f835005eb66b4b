import { useEndEnrollment } from '@lousa/api-client';
import {
  type Enrollment,
  type EnrollmentEndBody,
  type EnrollmentEndStatus,
  enrollmentEndMessages,
  enrollmentEndSchema,
  todayIso,
} from '@lousa/domain';
import { useContext, useEffect, useMemo } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { DateFormField, useRecordForm } from '../../components/registry';
import { FormDialogBusyContext } from '../../components/registry/form-dialog-context';
import { matriculasLabels as labels } from './labels';

export interface MatriculasEndFormProps {
  enrollment: Enrollment;
  /** How it ends: ABANDONED ('Registrar abandono') or DECEASED ('Registrar falecimento'). */
  status: EnrollmentEndStatus;
  /** After the change (the toast is shown): close the dialog. */
  onDone: () => void;
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
};

/**
 * The day the enrolment ends ('Data', today to start with; required), then 'Voltar' and the
 * destructive confirmation ('Registrar abandono' or 'Registrar falecimento'), which sends
 * PATCH /enrollments/<id> `{ status, endDate }`. Busy while it is sent (the dialog cannot be
 * closed); the server's refusal stands beside the date when it is about the date (422: before
 * the enrolment, outside its year), else in an error toast (409: no longer active); the dialog
 * keeps the day typed.
 */
export function MatriculasEndForm({ enrollment, status, onDone }: MatriculasEndFormProps) {
  const { mutateAsync } = useEndEnrollment();
  const mutation = useMemo(
    () => ({
      mutateAsync: (body: EnrollmentEndBody) => mutateAsync({ id: enrollment.id, body }),
    }),
    [mutateAsync, enrollment.id],
  );
  const { form, submit, isSubmitting } = useRecordForm({
    schema: enrollmentEndSchema,
    defaultValues: { status, endDate: todayIso() },
    mutation,
    successToast: enrollmentEndMessages[status],
    onSuccess: onDone,
  });
  const setBusy = useContext(FormDialogBusyContext);
  useEffect(() => {
    setBusy(isSubmitting);
    return () => setBusy(false);
  }, [isSubmitting, setBusy]);
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting || undefined}
      className={styles.form}
    >
      <Dialog.Body>
        <DateFormField control={form.control} name="endDate" label={labels.endDate} required />
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {labels.back}
          </Button>
        </Dialog.CloseTrigger>
        <Button type="submit" variant="destructive" loading={isSubmitting}>
          {status === 'ABANDONED' ? labels.abandon : labels.decease}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
