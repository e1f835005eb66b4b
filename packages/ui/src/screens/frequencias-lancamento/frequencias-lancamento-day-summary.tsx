import {
  type AttendanceDay,
  attendanceBadgeVariant,
  attendanceStatusLabels,
  formatDate,
  labelOf,
} from '@lousa/domain';
import { CircleCheck, Lock } from 'lucide-react';
import { css } from 'styled-system/css';
import { Badge } from '../../components/badge';
import { callout } from '../../components/callout';
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
          className={callout({ tone: note.tone === 'warning' ? 'warning' : 'info', strong: false })}
        >
          {note.tone === 'warning' ? <Lock aria-hidden /> : <CircleCheck aria-hidden />}
          {note.text}
        </p>
      ) : null}
    </section>
  );
}
