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
  /** The submit button's words: 'Salvar' unless said ('Adicionar'). */
  submitLabel?: string;
}

const styles = {
  // The dialog grows with its form up to the viewport's height; past it, only the fields scroll:
  // the title above and the buttons below stay in view.
  form: css({ display: 'flex', flexDirection: 'column', gap: '6', minH: '0', flex: '1 1 auto' }),
  // The negative margin gives a focused control's ring room inside the scrolling area without
  // moving anything.
  // Its children keep their height (a card inside would otherwise shrink and hide its fields).
  body: css({ minH: '0', overflowY: 'auto', m: '-1', p: '1', '& > *': { flexShrink: '0' } }),
  footer: css({ flexShrink: 0 }),
};

/**
 * The form of a `FormDialog`: its fields, then 'Cancelar' and 'Salvar' (or `submitLabel`). Enter in a field submits;
 * both buttons are disabled while submitting and 'Salvar' shows it is busy. A long form scrolls
 * between the dialog's fixed title and buttons.
 */
export function FormDialogForm({
  onSubmit,
  isSubmitting,
  children,
  bodyClassName,
  submitLabel = labels.save,
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
      className={styles.form}
    >
      <Dialog.Body className={cx(styles.body, bodyClassName)}>{children}</Dialog.Body>
      <Dialog.Footer className={styles.footer}>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {labels.cancel}
          </Button>
        </Dialog.CloseTrigger>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
