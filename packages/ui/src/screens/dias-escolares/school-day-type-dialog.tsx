import { CalendarCog } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../../components/icon-button';
import { FormDialog } from '../../components/registry';
import { Tooltip } from '../../components/tooltip';
import { diasEscolaresLabels as labels } from './labels';
import { SchoolDayTypeForm } from './school-day-type-form';

/**
 * The secondary icon button 'Gerenciar tipos de dias escolares' (with its tooltip) and the
 * add-type dialog it opens, which stays open after each success (spec §2). Closing the dialog
 * gives the focus back to the button.
 */
export function SchoolDayTypeDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip content={labels.manageTypes}>
        <IconButton
          variant="outline"
          aria-label={labels.manageTypes}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <CalendarCog aria-hidden />
        </IconButton>
      </Tooltip>
      <FormDialog
        title={labels.typeDialogTitle}
        description={labels.typeDialogDescription}
        open={open}
        onOpenChange={setOpen}
      >
        {() => <SchoolDayTypeForm />}
      </FormDialog>
    </>
  );
}
