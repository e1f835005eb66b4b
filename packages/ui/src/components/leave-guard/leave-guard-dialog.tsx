import { useSyncExternalStore } from 'react';
import { ConfirmDialog } from '../registry/confirm-dialog';
import { leaveGuardLabels as labels } from './labels';
import { discardAndLeave, pendingLeave, stayOnScreen, subscribeLeave } from './leave-guard-store';

/**
 * 'Descartar alterações?' (an `alertdialog`): 'Continuar editando' (focused first, the safe
 * choice; Escape and a click outside do the same) keeps the screen as it was, 'Descartar' lets the
 * held navigation go on.
 */
export default function LeaveGuardDialog() {
  const pending = useSyncExternalStore(subscribeLeave, pendingLeave, pendingLeave);
  return (
    <ConfirmDialog
      open={pending !== null}
      title={labels.title}
      description={labels.description}
      cancelLabel={labels.keepEditing}
      confirmLabel={labels.discard}
      onConfirm={discardAndLeave}
      onCancel={stayOnScreen}
    />
  );
}
