import { useCalendarEntries } from '@lousa/api-client';
import { type CalendarEntry, isSameCalendarDate, todayIso } from '@lousa/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useCanAll } from '../../components/access';
import { Button } from '../../components/button';
import type { DeleteEventTarget } from './calendario-academico-delete-dialog';
import type { AddEventTarget } from './calendario-academico-dialogs';
import type { EventListState } from './calendario-academico-event-list';
import { type CalendarMonth, monthGridRange, monthOf } from './calendario-academico-range';
import { AcademicCalendarView } from './calendario-academico-view';
import { calendarioLabels as labels } from './labels';

// The dialogs (the add form, the confirmation) load when first wanted: a hover or focus on
// 'Adicionar Evento' or 'Excluir' starts loading them ahead of the click.
const loadDialogs = () => import('./calendario-academico-dialogs');
const CalendarioDialogs = lazy(loadDialogs);
const preloadDialogs = () => {
  loadDialogs().catch(() => {
    // Tried again when a dialog is asked for.
  });
};

/** Adding and deleting events: the network-level registries' rule (decision 0014). */
const MANAGE_EVENTS = ['registries.write', 'network.all'] as const;

const noEntries: readonly CalendarEntry[] = [];

export interface CalendarioAcademicoScreenProps {
  /** The date selected when the screen opens (ISO); today by default. */
  initialDate?: string;
}

/**
 * Container of /app/calendario-academico: the entries (school days and added events) of the
 * weeks the calendar shows, asked for again when it shows another month, and those of the
 * selected date. Whoever manages the network's registries ('registries.write' and
 * 'network.all') adds events ('Adicionar Evento') and deletes them; school days are changed in
 * 'Dias Escolares'.
 */
export default function CalendarioAcademicoScreen({ initialDate }: CalendarioAcademicoScreenProps) {
  const [date, setDate] = useState(() => initialDate ?? todayIso());
  const [visible, setVisible] = useState<CalendarMonth>(() => monthOf(date));
  const canManage = useCanAll(MANAGE_EVENTS);
  const [adding, setAdding] = useState<AddEventTarget>();
  const [deleting, setDeleting] = useState<DeleteEventTarget>();
  // Mounted from the first dialog on, so that a dialog can animate out when closed.
  const [asked, setAsked] = useState(false);
  if ((adding || deleting) && !asked) setAsked(true);

  // The marks follow the shown month (the previous month's stay while the next one loads); the
  // panel follows the selected date's month, which the user may have moved away from.
  const shown = useCalendarEntries(monthGridRange(visible), { placeholderData: keepPreviousData });
  const selected = useCalendarEntries(monthGridRange(monthOf(date)));

  const markedDates = useMemo(
    () =>
      [...(shown.data ?? noEntries), ...(selected.data ?? noEntries)].map((entry) => entry.date),
    [shown.data, selected.data],
  );
  const entries: EventListState = selected.isError
    ? { status: 'error', onRetry: selected.refetch, retrying: selected.isFetching }
    : selected.data
      ? {
          status: 'success',
          entries: selected.data.filter((entry) => isSameCalendarDate(entry.date, date)),
        }
      : { status: 'pending' };
  // One failure shown once: the shown month's own only when it is not the panel's.
  const month =
    shown.isError && !selected.isError
      ? { status: 'error' as const, onRetry: shown.refetch, retrying: shown.isFetching }
      : ({ status: shown.isPending || shown.isPlaceholderData ? 'pending' : 'success' } as const);

  const onDelete = useCallback((entry: CalendarEntry, trigger: HTMLElement) => {
    setDeleting({ entry, trigger });
  }, []);

  const addButton = canManage ? (
    <Button
      aria-haspopup="dialog"
      onPointerEnter={preloadDialogs}
      onFocus={preloadDialogs}
      onClick={(event) => setAdding({ open: true, trigger: event.currentTarget })}
    >
      <Plus aria-hidden />
      {labels.addEvent}
    </Button>
  ) : undefined;

  return (
    <>
      <AcademicCalendarView
        date={date}
        onDateChange={setDate}
        onVisibleMonthChange={setVisible}
        markedDates={markedDates}
        entries={entries}
        month={month}
        actions={addButton}
        onDelete={canManage ? onDelete : undefined}
        onDeleteIntent={canManage ? preloadDialogs : undefined}
      />
      {asked && canManage ? (
        <Suspense fallback={null}>
          <CalendarioDialogs
            adding={adding}
            onAddingClose={() => setAdding((current) => current && { ...current, open: false })}
            defaultDate={date}
            onAdded={(saved) => setDate(saved.date)}
            deleting={deleting}
            onDeletingClose={() => setDeleting(undefined)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
