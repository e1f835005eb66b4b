import type { CalendarEvent } from '@lousa/domain';
import { FormDialog } from '../../components/registry';
import {
  CalendarioDeleteDialog,
  type DeleteEventTarget,
} from './calendario-academico-delete-dialog';
import CalendarioEventForm from './calendario-academico-event-form';
import { calendarioLabels as labels } from './labels';

/** The add dialog's state: open or closing, and the button that opened it. */
export interface AddEventTarget {
  open: boolean;
  trigger: HTMLElement | null;
}

export interface CalendarioDialogsProps {
  adding: AddEventTarget | undefined;
  onAddingClose: () => void;
  /** The date the add form starts with (ISO). */
  defaultDate: string;
  /** After an event was added (the toast shown, the dialog closing). */
  onAdded: (saved: CalendarEvent) => void;
  deleting: DeleteEventTarget | undefined;
  onDeletingClose: () => void;
}

/**
 * The calendar's dialogs, loaded when one is first wanted: 'Adicionar Evento' (the form in a
 * dialog, focus back on the button that opened it) and the confirmation of 'Excluir'.
 */
export default function CalendarioDialogs({
  adding,
  onAddingClose,
  defaultDate,
  onAdded,
  deleting,
  onDeletingClose,
}: CalendarioDialogsProps) {
  const trigger = adding?.trigger;
  return (
    <>
      <FormDialog
        title={labels.addEvent}
        open={adding?.open ?? false}
        onOpenChange={(open) => {
          if (!open) onAddingClose();
        }}
        finalFocusEl={() => (trigger?.isConnected ? trigger : null)}
      >
        {(close) => (
          <CalendarioEventForm
            defaultDate={defaultDate}
            onDone={(saved) => {
              close();
              onAdded(saved);
            }}
          />
        )}
      </FormDialog>
      <CalendarioDeleteDialog target={deleting} onClose={onDeletingClose} />
    </>
  );
}
