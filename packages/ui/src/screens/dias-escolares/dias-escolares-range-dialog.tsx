import { useState } from 'react';
import { FormDialog } from '../../components/registry';
import { AddRangeButton } from './dias-escolares-range-button';
import { SchoolDayRangeForm } from './dias-escolares-range-form';
import { diasEscolaresLabels as labels } from './labels';

export interface SchoolDayRangeDialogProps {
  /** The calendar the form starts with (the one whose totals the screen shows), if any. */
  calendarId?: string;
}

/**
 * The secondary button 'Adicionar período' and the dialog it opens: a range of dates added at
 * once (POST /school-days/batch). It closes after a success; the focus goes back to the button.
 */
export default function SchoolDayRangeDialog({ calendarId }: SchoolDayRangeDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <AddRangeButton aria-expanded={open} onClick={() => setOpen(true)} />
      <FormDialog
        title={labels.rangeTitle}
        description={labels.rangeDescription}
        open={open}
        onOpenChange={setOpen}
      >
        {(close) => <SchoolDayRangeForm calendarId={calendarId} onDone={close} />}
      </FormDialog>
    </>
  );
}
