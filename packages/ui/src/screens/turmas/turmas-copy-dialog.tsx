import type { AcademicYear } from '@lousa/domain';
import { CopyPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/button';
import { turmasLabels as labels } from './labels';

// The dialog and its form load when the button is first pressed.
const TurmasCopyFormDialog = lazy(() => import('./turmas-copy-form-dialog'));

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
  // Mounted from the first press on, so that it can animate out when closed.
  const [asked, setAsked] = useState(false);
  if (open && !asked) setAsked(true);
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
      {asked ? (
        <Suspense fallback={null}>
          <TurmasCopyFormDialog
            years={years}
            toYearId={toYearId}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
