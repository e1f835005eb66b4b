import { type CalendarEntry, formatDate } from '@lousa/domain';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { Card } from '../../components/card';
import { RegistryLoadError } from '../../components/registry';
import { Skeleton } from '../../components/skeleton';
import { EventListItem, type EventListItemProps } from './calendario-academico-event-list-item';
import { calendarioLabels as labels } from './labels';

/** The entries of the selected date, as their query stands. */
export type EventListState =
  | { status: 'pending' }
  | { status: 'error'; onRetry: () => unknown; retrying: boolean }
  | { status: 'success'; entries: readonly CalendarEntry[] };

export interface EventListProps {
  /** The selected date (ISO). */
  date: string;
  state: EventListState;
  onDelete?: EventListItemProps['onDelete'];
  onDeleteIntent?: EventListItemProps['onDeleteIntent'];
}

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  loading: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  placeholder: css({ h: '16', w: 'full', borderRadius: 'l2' }),
};

/**
 * The panel 'Lista de Eventos': the entries of the selected date, or 'Nenhum evento
 * encontrado...'; placeholders (announced) while they load; the failure with 'Tentar novamente'.
 */
export function EventList({ date, state, onDelete, onDeleteIntent }: EventListProps) {
  const titleId = useId();
  return (
    <Card.Root aria-labelledby={titleId} role="region" aria-busy={state.status === 'pending'}>
      <Card.Header>
        <Card.Title id={titleId}>{labels.events}</Card.Title>
        {date ? <Card.Description>{labels.eventsOf(formatDate(date))}</Card.Description> : null}
      </Card.Header>
      <Card.Body>
        {state.status === 'pending' ? (
          <div role="status" aria-label={labels.loadingEvents} className={styles.loading}>
            <Skeleton className={styles.placeholder} />
            <Skeleton className={styles.placeholder} />
          </div>
        ) : state.status === 'error' ? (
          <RegistryLoadError onRetry={state.onRetry} retrying={state.retrying} />
        ) : state.entries.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>{labels.noEvents}</p>
        ) : (
          <ul className={styles.list}>
            {state.entries.map((entry) => (
              <EventListItem
                key={entry.id}
                entry={entry}
                onDelete={onDelete}
                onDeleteIntent={onDeleteIntent}
              />
            ))}
          </ul>
        )}
      </Card.Body>
    </Card.Root>
  );
}
