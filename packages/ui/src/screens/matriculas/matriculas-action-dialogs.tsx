import type { Enrollment } from '@lousa/domain';
import { useState } from 'react';
import { FormDialog } from '../../components/registry';
import { matriculasLabels as labels } from './labels';
import { MatriculasCancelForm } from './matriculas-cancel-form';
import { MatriculasCompleteDialog } from './matriculas-complete-dialog';
import { MatriculasEndForm } from './matriculas-end-form';
import type { MatriculaAction, MatriculaActionTarget } from './matriculas-row-actions';
import { MatriculasTransferForm } from './matriculas-transfer-form';

export interface MatriculasActionDialogsProps {
  /** The action asked for on a row; its dialog is open while set. */
  target: MatriculaActionTarget | undefined;
  onClose: () => void;
}

/**
 * The row actions' dialogs, loaded the first time one is asked for: 'Transferir matrícula'
 * (the transfer form), 'Cancelar a matrícula de <aluno>?' (the reason) and 'Concluir a
 * matrícula de <aluno>?' (a confirmation), 'Registrar abandono de <aluno>?' and 'Registrar
 * falecimento de <aluno>?' (the day, then a confirmation). Focus goes back to the row's actions
 * button.
 */
export default function MatriculasActionDialogs({ target, onClose }: MatriculasActionDialogsProps) {
  // The last target stays while its dialog animates out.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const focusBack = () => (shown?.trigger?.isConnected ? shown.trigger : null);
  const openFor = (action: MatriculaAction): Enrollment | undefined =>
    target?.action === action ? target.enrollment : undefined;
  const shownFor = (action: MatriculaAction): Enrollment | undefined =>
    shown?.action === action ? shown.enrollment : undefined;
  const transferred = shownFor('transfer');
  const cancelled = shownFor('cancel');
  const abandoned = shownFor('abandon');
  const deceased = shownFor('decease');
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      <FormDialog
        title={labels.transferTitle}
        description={
          transferred
            ? labels.transferDescription(
                transferred.student.name,
                transferred.classroom.name,
                transferred.schoolUnit.name,
              )
            : undefined
        }
        open={openFor('transfer') !== undefined}
        onOpenChange={onOpenChange}
        finalFocusEl={focusBack}
      >
        {(close) =>
          transferred ? <MatriculasTransferForm enrollment={transferred} onDone={close} /> : null
        }
      </FormDialog>
      <FormDialog
        title={cancelled ? labels.cancelTitle(cancelled.student.name) : ''}
        description={labels.cancelDescription}
        open={openFor('cancel') !== undefined}
        onOpenChange={onOpenChange}
        finalFocusEl={focusBack}
      >
        {(close) =>
          cancelled ? <MatriculasCancelForm enrollment={cancelled} onDone={close} /> : null
        }
      </FormDialog>
      <FormDialog
        title={abandoned ? labels.abandonTitle(abandoned.student.name) : ''}
        description={labels.abandonDescription}
        open={openFor('abandon') !== undefined}
        onOpenChange={onOpenChange}
        finalFocusEl={focusBack}
      >
        {(close) =>
          abandoned ? (
            <MatriculasEndForm enrollment={abandoned} status="ABANDONED" onDone={close} />
          ) : null
        }
      </FormDialog>
      <FormDialog
        title={deceased ? labels.deceaseTitle(deceased.student.name) : ''}
        description={labels.deceaseDescription}
        open={openFor('decease') !== undefined}
        onOpenChange={onOpenChange}
        finalFocusEl={focusBack}
      >
        {(close) =>
          deceased ? (
            <MatriculasEndForm enrollment={deceased} status="DECEASED" onDone={close} />
          ) : null
        }
      </FormDialog>
      <MatriculasCompleteDialog
        enrollment={openFor('complete')}
        onClose={onClose}
        finalFocusEl={focusBack}
      />
    </>
  );
}
