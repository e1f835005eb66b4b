import { errorMessage, useCompleteEnrollment } from '@lousa/api-client';
import { type Enrollment, enrollmentActions } from '@lousa/domain';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { toaster } from '../../components/toaster';
import { matriculasLabels as labels } from './labels';

export interface MatriculasCompleteDialogProps {
  /** The enrolment asked about; open while set. */
  enrollment: Enrollment | undefined;
  onClose: () => void;
  /** Where the focus goes when it closes (the row's actions button). */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * 'Concluir a matrícula de <aluno>?': what it means, 'Voltar' (focused first) and 'Concluir'.
 * Busy while it is sent (nothing closes it); then the toast, the server's refusal in an error
 * toast, and it closes either way.
 */
export function MatriculasCompleteDialog({
  enrollment,
  onClose,
  finalFocusEl,
}: MatriculasCompleteDialogProps) {
  const { mutateAsync } = useCompleteEnrollment();
  const [busy, setBusy] = useState(false);
  // The last enrolment asked about stays named while the dialog animates out.
  const [shown, setShown] = useState(enrollment);
  if (enrollment && enrollment !== shown) setShown(enrollment);
  const confirm = async () => {
    if (!enrollment || busy) return;
    setBusy(true);
    try {
      await mutateAsync(enrollment.id);
      toaster.create({ type: 'success', title: enrollmentActions.complete.message });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error) });
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={enrollment !== undefined}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      finalFocusEl={finalFocusEl}
    >
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{shown ? labels.completeTitle(shown.student.name) : ''}</Dialog.Title>
          <Dialog.Description>{labels.completeDescription}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline" disabled={busy}>
              {labels.back}
            </Button>
          </Dialog.CloseTrigger>
          <Button loading={busy} onClick={confirm}>
            {labels.complete}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
