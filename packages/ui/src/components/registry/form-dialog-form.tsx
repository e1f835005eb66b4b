import { type BaseSyntheticEvent, type ReactNode, useContext, useEffect } from 'react';
import { css, cx } from 'styled-system/css';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { FormDialogBusyContext } from './form-dialog-context';
import { registryLabels as labels } from './labels';

export interface FormDialogFormProps {
  onSubmit: (event?: BaseSyntheticEvent) => unknown;
  isSubmitting: boolean;
  /** The fields. */
  children: ReactNode;
  /** Extra style of the fields' area (e.g. a maximum height with scrolling). */
  bodyClassName?: string;
}

/**
 * The form of a `FormDialog`: its fields, then 'Cancelar' and 'Salvar'. Enter in a field submits;
 * both buttons are disabled while submitting and 'Salvar' shows it is busy.
 */
export function FormDialogForm({
  onSubmit,
  isSubmitting,
  children,
  bodyClassName,
}: FormDialogFormProps) {
  const setBusy = useContext(FormDialogBusyContext);
  useEffect(() => {
    setBusy(isSubmitting);
    return () => setBusy(false);
  }, [isSubmitting, setBusy]);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={isSubmitting || undefined}
      className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
    >
      <Dialog.Body className={cx(bodyClassName)}>{children}</Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {labels.cancel}
          </Button>
        </Dialog.CloseTrigger>
        <Button type="submit" loading={isSubmitting}>
          {labels.save}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
