import { type CalendarEvent, isSameCalendarDate } from '@lousa/domain';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { Calendar } from '../../components/date-picker';
import { PageHeader } from '../../components/page-header';
import { getRoute } from '../../routes/route-table';
import { EventList } from './event-list';

export interface AcademicCalendarViewProps {
  events: readonly CalendarEvent[];
  /** The date chosen when the screen opens (ISO), usually today. */
  defaultDate: string;
}

/**
 * /app/calendario-academico: a single-date calendar (pt-BR, weeks from Sunday, 12-year year
 * view) whose days with events are marked, and the events of the chosen date.
 */
export function AcademicCalendarView({ events, defaultDate }: AcademicCalendarViewProps) {
  const route = getRoute('calendario-academico');
  const [date, setDate] = useState(defaultDate);
  const markedDates = useMemo(() => events.map((event) => event.date), [events]);
  const ofDate = useMemo(
    () => events.filter((event) => isSameCalendarDate(event.date, date)),
    [events, date],
  );
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={route.title} subtitle={route.subtitle} />
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'auto minmax(0, 1fr)' },
          gap: '6',
          alignItems: 'start',
        })}
      >
        <div className={css({ justifySelf: { base: 'center', lg: 'start' } })}>
          <Calendar value={date} onValueChange={setDate} markedDates={markedDates} />
        </div>
        <EventList date={date} events={ofDate} />
      </div>
    </div>
  );
}
