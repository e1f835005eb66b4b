import { type CalendarEntry, calendarEventTypes, formatDate } from '@lousa/domain';
import { Trash2 } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { Button } from '../../components/button';
import { dayKind, dayKindColor } from '../../components/day-kind';
import { calendarioLabels as labels } from './labels';

const styles = {
  item: css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    borderLeftWidth: '4px',
    borderLeftStyle: 'solid',
    borderRadius: 'l2',
    bg: 'bg.subtle',
    px: '4',
    py: '3',
  }),
  text: css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' }),
  title: css({ fontWeight: 'semibold', color: 'fg.default' }),
  description: css({ textStyle: 'sm', color: 'fg.default' }),
  meta: css({ display: 'flex', gap: '2', textStyle: 'xs', color: 'fg.muted' }),
};

export interface EventListItemProps {
  entry: CalendarEntry;
  /** 'Excluir' (an added event, for whoever manages the calendar): the button pressed. */
  onDelete?: (entry: CalendarEntry, trigger: HTMLElement) => void;
  /** A hover or focus on 'Excluir' (its confirmation may start loading). */
  onDeleteIntent?: () => void;
}

/**
 * One entry: title, description and date, with its type's colour on the left border (a type
 * without its own colour has the default one). An added event says its type; a school day says
 * so (it is changed in 'Dias Escolares', not here).
 */
export function EventListItem({ entry, onDelete, onDeleteIntent }: EventListItemProps) {
  const kind =
    entry.source === 'EVENT' && entry.type
      ? calendarEventTypes[entry.type].label
      : labels.schoolDay;
  const color = dayKindColor(entry.type);
  return (
    <li
      className={cx(styles.item, dayKind({ kind: color, part: 'leftBorder' }))}
      data-kind={color}
      data-type={entry.type ?? undefined}
      data-source={entry.source}
    >
      <div className={styles.text}>
        <h3 className={styles.title}>{entry.title}</h3>
        {entry.description ? <p className={styles.description}>{entry.description}</p> : null}
        <p className={styles.meta}>
          <time dateTime={entry.date.slice(0, 10)}>{formatDate(entry.date)}</time>
          <span aria-hidden>·</span>
          <span>{kind}</span>
        </p>
      </div>
      {onDelete && entry.source === 'EVENT' ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={labels.deleteEvent(entry.title)}
          aria-haspopup="dialog"
          onPointerEnter={onDeleteIntent}
          onFocus={onDeleteIntent}
          onClick={(event) => onDelete(entry, event.currentTarget)}
        >
          <Trash2 aria-hidden />
          {labels.delete}
        </Button>
      ) : null}
    </li>
  );
}
