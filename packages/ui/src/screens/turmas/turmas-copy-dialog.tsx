import type { AcademicYear } from '@lousa/domain';
import { CopyPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { FormDialog } from '../../components/registry';
import { turmasLabels as labels } from './labels';
import { TurmasCopyForm } from './turmas-copy-form';

export interface TurmasCopyDialogProps {
  /** The academic years, latest first. */
  years: readonly AcademicYear[];
  /** The year the classes go to to start with: the list's ('' when none is known). */
  toYearId: string;
}

/**
 * The secondary button 'Copiar turmas do ano anterior' and the dialog it opens (issue 28): next
 * year's classes in one action. It closes after a success; the focus goes back to the button.
 */
export function TurmasCopyDialog({ years, toYearId }: TurmasCopyDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <CopyPlus aria-hidden />
        {labels.copy}
      </Button>
      <FormDialog
        title={labels.copyTitle}
        description={labels.copyDescription}
        open={open}
        onOpenChange={setOpen}
      >
        {(close) => <TurmasCopyForm years={years} toYearId={toYearId} onDone={close} />}
      </FormDialog>
    </>
  );
}
