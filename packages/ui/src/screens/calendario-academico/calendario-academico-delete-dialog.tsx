import { errorMessage, useDeleteResource } from '@lousa/api-client';
import { type CalendarEntry, eventsResource } from '@lousa/domain';
import { useState } from 'react';
import { ConfirmDialog, registryLabels } from '../../components/registry';
import { toaster } from '../../components/toaster';

export interface DeleteEventTarget {
  entry: CalendarEntry;
  /** The 'Excluir' button pressed, for the focus to go back to. */
  trigger: HTMLElement | null;
}

export interface CalendarioDeleteDialogProps {
  /** The event asked about; the confirmation is open while it is set. */
  target: DeleteEventTarget | undefined;
  onClose: () => void;
}

/**
 * 'Excluir <título>?' with 'Cancelar' and 'Excluir'. Confirmed: DELETE /events/<id> (once),
 * 'Evento excluído com sucesso!' and the calendar without it; a refusal shows the server's
 * message in an error toast and the event stays. Closes either way.
 */
export function CalendarioDeleteDialog({ target, onClose }: CalendarioDeleteDialogProps) {
  const { mutateAsync } = useDeleteResource(eventsResource);
  const [busy, setBusy] = useState(false);
  // The last event asked about stays named while the dialog animates out.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const confirm = async () => {
    if (!target || busy) return;
    setBusy(true);
    try {
      await mutateAsync(target.entry.id);
      toaster.create({ type: 'success', title: eventsResource.messages.deleted });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error) });
    } finally {
      setBusy(false);
      onClose();
    }
  };
  const trigger = shown?.trigger;
  return (
    <ConfirmDialog
      open={target !== undefined}
      title={shown ? registryLabels.deleteTitle(shown.entry.title) : ''}
      description={registryLabels.deleteDescription}
      confirmLabel={registryLabels.delete}
      busy={busy}
      onConfirm={confirm}
      onCancel={onClose}
      finalFocusEl={() => (trigger?.isConnected ? trigger : null)}
    />
  );
}
