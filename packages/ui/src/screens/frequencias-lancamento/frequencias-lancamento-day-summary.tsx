import {
  type AttendanceDay,
  attendanceBadgeVariant,
  attendanceStatusLabels,
  formatDate,
  labelOf,
} from '@lousa/domain';
import { CircleCheck, Lock } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { Badge } from '../../components/badge';
import { attendanceDayNote } from './frequencias-lancamento-day-note';
import { attendanceLaunchLabels as labels } from './labels';

const styles = {
  facts: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, auto)' },
    justifyContent: 'start',
    columnGap: { base: '4', md: '10' },
    rowGap: '3',
    p: '4',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l2',
    bg: 'bg.default',
  }),
  fact: css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' }),
  term: css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'medium' }),
  value: css({ textStyle: 'sm', fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  note: css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2',
    p: '3',
    borderWidth: '1px',
    borderRadius: 'l2',
    textStyle: 'sm',
    '& svg': { boxSize: '4', flexShrink: 0, mt: '0.5' },
  }),
  info: css({ borderColor: 'status.info.border', bg: 'status.info.bg', color: 'status.info.fg' }),
  warning: css({
    borderColor: 'status.warning.border',
    bg: 'status.warning.bg',
    color: 'status.warning.fg',
  }),
};

/** The day's class, component, date and status, and whether it may still be changed. */
export function AttendanceDaySummary({ day }: { day: AttendanceDay }) {
  const note = attendanceDayNote(day);
  return (
    <section
      aria-label={labels.day}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{labels.classroom}</dt>
          <dd className={styles.value}>{day.classroom.name}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{labels.curricularComponent}</dt>
          <dd className={styles.value}>{day.curricularComponent.name}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{labels.classDate}</dt>
          <dd className={styles.value}>{formatDate(day.date)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{labels.status}</dt>
          <dd>
            <Badge variant={attendanceBadgeVariant(day.status)}>
              {labelOf(attendanceStatusLabels, day.status)}
            </Badge>
          </dd>
        </div>
      </dl>
      {note ? (
        <p
          role={note.tone === 'warning' ? 'note' : undefined}
          className={cx(styles.note, note.tone === 'warning' ? styles.warning : styles.info)}
        >
          {note.tone === 'warning' ? <Lock aria-hidden /> : <CircleCheck aria-hidden />}
          {note.text}
        </p>
      ) : null}
    </section>
  );
}
