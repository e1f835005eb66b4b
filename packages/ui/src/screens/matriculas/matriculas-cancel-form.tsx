import { useCancelEnrollment } from '@lousa/api-client';
import {
  type Enrollment,
  type EnrollmentCancelBody,
  enrollmentActions,
  enrollmentCancelSchema,
} from '@lousa/domain';
import { useContext, useEffect, useMemo } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { useRecordForm } from '../../components/registry';
import { FormDialogBusyContext } from '../../components/registry/form-dialog-context';
import { Textarea } from '../../components/textarea';
import { matriculasLabels as labels } from './labels';

export interface MatriculasCancelFormProps {
  enrollment: Enrollment;
  /** After the cancellation (the toast is shown): close the dialog. */
  onDone: () => void;
}

/**
 * 'Motivo' (required, the domain's message when empty), then 'Voltar' and the destructive
 * 'Cancelar matrícula', which sends `{ reason }`. Busy while it is sent (the dialog cannot be
 * closed); a refusal comes back in an error toast and the reason stays typed.
 */
export function MatriculasCancelForm({ enrollment, onDone }: MatriculasCancelFormProps) {
  const { mutateAsync } = useCancelEnrollment();
  const mutation = useMemo(
    () => ({
      mutateAsync: (body: EnrollmentCancelBody) => mutateAsync({ id: enrollment.id, body }),
    }),
    [mutateAsync, enrollment.id],
  );
  const { form, submit, isSubmitting } = useRecordForm({
    schema: enrollmentCancelSchema,
    defaultValues: { reason: '' },
    mutation,
    successToast: enrollmentActions.cancel.message,
    onSuccess: onDone,
  });
  const setBusy = useContext(FormDialogBusyContext);
  useEffect(() => {
    setBusy(isSubmitting);
    return () => setBusy(false);
  }, [isSubmitting, setBusy]);
  const error = form.formState.errors.reason?.message;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting || undefined}
      className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
    >
      <Dialog.Body>
        <Field label={labels.reason} required errorText={error}>
          <Textarea {...form.register('reason')} rows={4} placeholder={labels.reasonPlaceholder} />
        </Field>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {labels.back}
          </Button>
        </Dialog.CloseTrigger>
        <Button type="submit" variant="destructive" loading={isSubmitting}>
          {labels.cancel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
