import { FormDialog } from '../../components/registry';
import { turmasLabels as labels } from './labels';
import type { TurmasCopyDialogProps } from './turmas-copy-dialog';
import { TurmasCopyForm } from './turmas-copy-form';

/**
 * The dialog of 'Copiar turmas do ano anterior' with its form: loaded when the button is first
 * pressed, so the list's page does not carry the form kit.
 */
export default function TurmasCopyFormDialog({
  years,
  toYearId,
  open,
  onOpenChange,
}: TurmasCopyDialogProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog
      title={labels.copyTitle}
      description={labels.copyDescription}
      open={open}
      onOpenChange={onOpenChange}
    >
      {(close) => <TurmasCopyForm years={years} toYearId={toYearId} onDone={close} />}
    </FormDialog>
  );
}
