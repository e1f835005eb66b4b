import { Button } from '../button';
import { Dialog } from '../dialog';
import { registryLabels as labels } from './labels';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Excluir Educação Infantil?'. */
  title: string;
  description?: string;
  /** The confirming button, e.g. 'Excluir' (a destructive button). */
  confirmLabel: string;
  /** The safe button, 'Cancelar' unless told (e.g. 'Continuar editando'). */
  cancelLabel?: string;
  onConfirm: () => unknown;
  /** Closing by 'Cancelar', Escape, the corner button or a click outside. */
  onCancel: () => void;
  /** While the action runs: 'Excluir' shows it is busy and nothing closes the dialog. */
  busy?: boolean;
  /** Where focus goes when it closes (the button that opened it, when it still exists). */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * A confirmation (`alertdialog`) for an irreversible action: the question, 'Cancelar' (focused
 * first, the safe choice; `cancelLabel` names it otherwise) and the destructive confirm button.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = labels.cancel,
  onConfirm,
  onCancel,
  busy = false,
  finalFocusEl,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      finalFocusEl={finalFocusEl}
    >
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        </Dialog.Header>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline" disabled={busy}>
              {cancelLabel}
            </Button>
          </Dialog.CloseTrigger>
          <Button variant="destructive" loading={busy} onClick={() => onConfirm()}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
