import { type ReactNode, useCallback, useState } from 'react';
import { Dialog } from '../dialog';
import { FormDialogBusyContext, FormDialogDirtyContext } from './form-dialog-context';

export interface FormDialogProps {
  title: string;
  description?: ReactNode;
  /** The element that opens the dialog (e.g. the 'Adicionar' button); focus returns to it. */
  trigger?: ReactNode;
  /** Controlled open state; without it the dialog keeps its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes on closing when there is no trigger (e.g. the row's actions button). */
  finalFocusEl?: () => HTMLElement | null;
  /** The form (a `FormDialogForm`), given `close`. Mounted only while open, so it starts empty. */
  children: (close: () => void) => ReactNode;
}

/**
 * An add or edit dialog: title, the form, and Ark's focus handling (focus moves in, is trapped, and goes
 * back to the trigger). While its form is submitting it cannot be closed; while it holds unsaved
 * changes a click outside does not close it.
 */
export function FormDialog({
  title,
  description,
  trigger,
  open: openProp,
  onOpenChange,
  finalFocusEl,
  children,
}: FormDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const open = openProp ?? ownOpen;
  const change = useCallback(
    (next: boolean) => {
      setOwnOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const close = useCallback(() => change(false), [change]);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && busy) return;
        change(details.open);
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      onInteractOutside={(event) => {
        if (dirty) event.preventDefault();
      }}
      finalFocusEl={finalFocusEl}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        </Dialog.Header>
        <FormDialogBusyContext.Provider value={setBusy}>
          <FormDialogDirtyContext.Provider value={setDirty}>
            {children(close)}
          </FormDialogDirtyContext.Provider>
        </FormDialogBusyContext.Provider>
      </Dialog.Content>
    </Dialog.Root>
  );
}
