import { type User, usersResource } from '@lousa/domain';
import { useState } from 'react';
import { ConfirmDialog, type DeleteTarget } from '../../components/registry';
import { usuariosLabels as labels } from './labels';

export interface UsuariosDeactivateDialogProps {
  /** The user asked about; the dialog is open while it is set. */
  target: DeleteTarget<User> | undefined;
  /** Deactivates (PATCH `{ active: false }`), then the dialog closes. */
  onConfirm: (user: User) => Promise<void>;
  onClose: () => void;
}

/**
 * 'Desativar <name>?': what it means (no more sign-in until reactivated, nothing deleted),
 * 'Cancelar' and 'Desativar'. Busy while the change is sent; closes after, whatever the answer.
 */
export function UsuariosDeactivateDialog({
  target,
  onConfirm,
  onClose,
}: UsuariosDeactivateDialogProps) {
  const [busy, setBusy] = useState(false);
  // The last user asked about stays named while the dialog animates out.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const confirm = async () => {
    if (!target || busy) return;
    setBusy(true);
    try {
      await onConfirm(target.item);
    } finally {
      setBusy(false);
      onClose();
    }
  };
  const trigger = shown?.trigger;
  return (
    <ConfirmDialog
      open={target !== undefined}
      title={shown ? labels.deactivateTitle(usersResource.describe(shown.item)) : ''}
      description={labels.deactivateDescription}
      confirmLabel={labels.deactivate}
      busy={busy}
      onConfirm={confirm}
      onCancel={onClose}
      finalFocusEl={() => (trigger?.isConnected ? trigger : null)}
    />
  );
}
