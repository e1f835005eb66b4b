import { type CalendarEvent, formatDate } from '@lousa/domain';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { Card } from '../../components/card';
import { EventListItem } from './event-list-item';
import { calendarioLabels as labels } from './labels';

export interface EventListProps {
  /** The selected date (ISO). */
  date: string;
  /** The events of that date. */
  events: readonly CalendarEvent[];
}

/** The panel 'Lista de Eventos': the events of the selected date, or 'Nenhum evento encontrado...'. */
export function EventList({ date, events }: EventListProps) {
  const titleId = useId();
  return (
    <Card.Root aria-labelledby={titleId} role="region">
      <Card.Header>
        <Card.Title id={titleId}>{labels.events}</Card.Title>
        {date ? <Card.Description>{labels.eventsOf(formatDate(date))}</Card.Description> : null}
      </Card.Header>
      <Card.Body>
        {events.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>{labels.noEvents}</p>
        ) : (
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            {events.map((event) => (
              <EventListItem key={event.id} event={event} />
            ))}
          </ul>
        )}
      </Card.Body>
    </Card.Root>
  );
}
