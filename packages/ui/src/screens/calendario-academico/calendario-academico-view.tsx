import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Calendar } from '../../components/date-picker';
import { DayKindLegend } from '../../components/day-kind';
import { PageHeader } from '../../components/page-header';
import { RegistryLoadError } from '../../components/registry';
import { getRoute } from '../../routes/route-table';
import {
  EventList,
  type EventListProps,
  type EventListState,
} from './calendario-academico-event-list';
import type { CalendarMonth } from './calendario-academico-range';

export interface AcademicCalendarViewProps {
  /** The selected date (ISO). */
  date: string;
  onDateChange: (date: string) => void;
  /** The month the calendar shows changed (its entries are asked for). */
  onVisibleMonthChange: (month: CalendarMonth) => void;
  /** The days with entries, marked in the calendar (ISO dates). */
  markedDates: readonly string[];
  /** The entries of the selected date. */
  entries: EventListState;
  /** The shown month's entries (the marks): loading, or failed with a retry. */
  month:
    | { status: 'pending' | 'success' }
    | { status: 'error'; onRetry: () => unknown; retrying: boolean };
  /** Header actions ('Adicionar Evento', for whoever manages the calendar). */
  actions?: ReactNode;
  /** 'Excluir' on the added events (absent: no one may). */
  onDelete?: EventListProps['onDelete'];
  onDeleteIntent?: EventListProps['onDeleteIntent'];
}

/**
 * /app/calendario-academico: a single-date calendar (pt-BR, weeks from Sunday, 12-year year
 * view) whose days with entries are marked, the legend of the entries' colours under it, and the
 * entries of the chosen date.
 */
export function AcademicCalendarView({
  date,
  onDateChange,
  onVisibleMonthChange,
  markedDates,
  entries,
  month,
  actions,
  onDelete,
  onDeleteIntent,
}: AcademicCalendarViewProps) {
  const route = getRoute('calendario-academico');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={route.title} subtitle={route.subtitle} actions={actions} />
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'auto minmax(0, 1fr)' },
          gap: '6',
          alignItems: 'start',
        })}
      >
        <div
          aria-busy={month.status === 'pending'}
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '3',
            justifySelf: { base: 'center', lg: 'start' },
          })}
        >
          <Calendar
            value={date}
            onValueChange={onDateChange}
            onVisibleMonthChange={onVisibleMonthChange}
            markedDates={markedDates}
          />
          {/* As wide as the month above it (it wraps rather than widen the column). */}
          <DayKindLegend className={css({ w: '0', minW: 'full' })} />
          {month.status === 'error' ? (
            <RegistryLoadError onRetry={month.onRetry} retrying={month.retrying} />
          ) : null}
        </div>
        <EventList
          date={date}
          state={entries}
          onDelete={onDelete}
          onDeleteIntent={onDeleteIntent}
        />
      </div>
    </div>
  );
}
