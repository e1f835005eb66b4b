import {
  type CalendarEvent,
  calendarEventColor,
  calendarEventTypes,
  formatDate,
} from '@lousa/domain';
import { css, cx } from 'styled-system/css';
import { eventBorder } from './event-styles';

const styles = {
  item: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    borderLeftWidth: '4px',
    borderLeftStyle: 'solid',
    borderRadius: 'l2',
    bg: 'bg.subtle',
    px: '4',
    py: '3',
  }),
  title: css({ fontWeight: 'semibold', color: 'fg.default' }),
  description: css({ textStyle: 'sm', color: 'fg.default' }),
  meta: css({ display: 'flex', gap: '2', textStyle: 'xs', color: 'fg.muted' }),
};

/** One event: title, description and date, with its type's colour on the left border. */
export function EventListItem({ event }: { event: CalendarEvent }) {
  return (
    <li
      className={cx(styles.item, eventBorder[calendarEventColor(event.type)])}
      data-type={event.type}
    >
      <h3 className={styles.title}>{event.title}</h3>
      <p className={styles.description}>{event.description}</p>
      <p className={styles.meta}>
        <time dateTime={event.date.slice(0, 10)}>{formatDate(event.date)}</time>
        <span aria-hidden>·</span>
        <span>{calendarEventTypes[event.type].label}</span>
      </p>
    </li>
  );
}
