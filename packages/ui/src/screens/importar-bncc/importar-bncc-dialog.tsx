import { useState } from 'react';
import { css } from 'styled-system/css';
import { Dialog } from '../../components/dialog';
import BnccImportForm from './importar-bncc-form';
import { bnccImportLabels as labels } from './labels';

export interface BnccImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on closing: the 'Importar BNCC' button. */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * The dialog 'Importar BNCC' (the form in `BnccImportForm`), mounted only while open so that it
 * starts empty each time. While a request is on its way it cannot be closed.
 */
export default function BnccImportDialog({
  open,
  onOpenChange,
  finalFocusEl,
}: BnccImportDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && busy) return;
        onOpenChange(details.open);
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      finalFocusEl={finalFocusEl}
    >
      <Dialog.Content className={css({ maxW: '3xl' })}>
        <Dialog.Header>
          <Dialog.Title>{labels.title}</Dialog.Title>
          <Dialog.Description>{labels.description}</Dialog.Description>
        </Dialog.Header>
        <BnccImportForm onBusyChange={setBusy} onDone={() => onOpenChange(false)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
