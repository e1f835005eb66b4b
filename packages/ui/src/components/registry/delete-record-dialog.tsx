import { errorMessage, useDeleteResource } from '@lousa/api-client';
import { useState } from 'react';
import { toaster } from '../toaster/toaster';
import { ConfirmDialog } from './confirm-dialog';
import { registryLabels as labels } from './labels';
import type { AnyResource } from './resource-types';

export interface DeleteTarget<TItem> {
  item: TItem;
  /** The row's actions button, for the focus to go back to. */
  trigger: HTMLElement | null;
}

export interface DeleteRecordDialogProps<TItem extends { id: string }> {
  resource: AnyResource<TItem>;
  /** The record asked about; the dialog is open while it is set. */
  target: DeleteTarget<TItem> | undefined;
  onClose: () => void;
}

/**
 * 'Excluir <name>?' with 'Cancelar' and 'Excluir'. Confirming deletes (DELETE, once): success
 * shows `messages.deleted` and the lists refresh without the row; a refusal (409: others use
 * it) shows the server's message in an error toast and the row stays. Closes either way.
 */
export function DeleteRecordDialog<TItem extends { id: string }>({
  resource,
  target,
  onClose,
}: DeleteRecordDialogProps<TItem>) {
  const { mutateAsync } = useDeleteResource(resource);
  const [busy, setBusy] = useState(false);
  // The last record asked about stays named while the dialog animates out.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const confirm = async () => {
    if (!target || busy) return;
    setBusy(true);
    try {
      await mutateAsync(target.item.id);
      toaster.create({ type: 'success', title: resource.messages.deleted });
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
      title={shown ? labels.deleteTitle(resource.describe(shown.item)) : ''}
      description={labels.deleteDescription}
      confirmLabel={labels.delete}
      busy={busy}
      onConfirm={confirm}
      onCancel={onClose}
      finalFocusEl={() => (trigger?.isConnected ? trigger : null)}
    />
  );
}
