import { Dialog } from '../../components/dialog';
import { JustificationForm } from './frequencias-lancamento-justification-form';
import { attendanceLaunchLabels as labels } from './labels';

export interface JustificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  studentName: string;
  /** The justification given before, if any, to edit it. */
  defaultJustification?: string | null;
  onJustify: (justification: string) => void;
}

/** 'Justificar Falta' with the student's name; its form starts fresh each time it opens. */
export function JustificationDialog({
  open,
  onOpenChange,
  studentName,
  defaultJustification,
  onJustify,
}: JustificationDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{labels.dialogTitle}</Dialog.Title>
          <Dialog.Description>{studentName}</Dialog.Description>
        </Dialog.Header>
        <JustificationForm defaultJustification={defaultJustification} onJustify={onJustify} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
