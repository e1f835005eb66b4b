import { errorMessage, refreshGrades, useDeleteResource } from '@lousa/api-client';
import { type Assessment, assessmentsResource } from '@lousa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, FormDialog, registryLabels } from '../../components/registry';
import { toaster } from '../../components/toaster';
import { notasLabels as labels } from './labels';
import { NotasAssessmentForm } from './notas-assessment-form';
import type { NotasSelection } from './use-notas-selection';

/** A dialog asked for: open (or closing), and the element the focus goes back to. */
export interface NotasDialogTarget {
  open: boolean;
  trigger: HTMLElement | null;
}

export interface NotasAssessmentTarget extends NotasDialogTarget {
  item: Assessment;
}

export interface NotasDialogsProps {
  selection: NotasSelection;
  adding?: NotasDialogTarget;
  onAddingClose: () => void;
  editing?: NotasAssessmentTarget;
  onEditingClose: () => void;
  deleting?: NotasAssessmentTarget;
  onDeletingClose: () => void;
  /** 'Cancelar' with unsaved grades: asks before dropping them. */
  discarding: boolean;
  onDiscard: () => void;
  onKeepEditing: () => void;
}

const focusBack = (target: NotasDialogTarget | undefined) => () =>
  target?.trigger?.isConnected ? target.trigger : null;

/**
 * The dialogs of 'Notas', loaded the first time one is wanted: 'Nova Avaliação' and 'Editar
 * Avaliação' (the same form), the delete confirmation naming how many grades go with the
 * assessment, and the question before dropping typed grades. Focus goes back to the button that
 * opened each.
 */
export default function NotasDialogs({
  selection,
  adding,
  onAddingClose,
  editing,
  onEditingClose,
  deleting,
  onDeletingClose,
  discarding,
  onDiscard,
  onKeepEditing,
}: NotasDialogsProps) {
  return (
    <>
      {adding ? (
        <FormDialog
          title={labels.newAssessment}
          open={adding.open}
          onOpenChange={(open) => {
            if (!open) onAddingClose();
          }}
          finalFocusEl={focusBack(adding)}
        >
          {(close) => <NotasAssessmentForm selection={selection} onDone={close} />}
        </FormDialog>
      ) : null}
      {editing ? (
        <FormDialog
          title={labels.editAssessment}
          open={editing.open}
          onOpenChange={(open) => {
            if (!open) onEditingClose();
          }}
          finalFocusEl={focusBack(editing)}
        >
          {(close) => (
            <NotasAssessmentForm selection={selection} item={editing.item} onDone={close} />
          )}
        </FormDialog>
      ) : null}
      <DeleteAssessmentDialog target={deleting} onClose={onDeletingClose} />
      <ConfirmDialog
        open={discarding}
        title={labels.discardTitle}
        description={labels.discardDescription}
        confirmLabel={labels.discard}
        onConfirm={onDiscard}
        onCancel={onKeepEditing}
      />
    </>
  );
}

/**
 * 'Excluir <título>?', saying how many grades are deleted with it (`graded`). Confirmed: DELETE
 * once, the resource's toast, and the lists and grids refresh; a refusal shows the server's
 * message in an error toast. Closes either way.
 */
function DeleteAssessmentDialog({
  target,
  onClose,
}: {
  target: NotasAssessmentTarget | undefined;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useDeleteResource(assessmentsResource, {
    onSuccess: () => refreshGrades(queryClient),
  });
  const [busy, setBusy] = useState(false);
  // The last assessment asked about stays named while the dialog animates out.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const confirm = async () => {
    if (!target || busy) return;
    setBusy(true);
    try {
      await mutateAsync(target.item.id);
      toaster.create({ type: 'success', title: assessmentsResource.messages.deleted });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error) });
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open={target?.open ?? false}
      title={shown ? registryLabels.deleteTitle(shown.item.title) : ''}
      description={shown ? labels.deleteGrades(shown.item.graded) : undefined}
      confirmLabel={registryLabels.delete}
      busy={busy}
      onConfirm={confirm}
      onCancel={onClose}
      finalFocusEl={focusBack(shown)}
    />
  );
}
