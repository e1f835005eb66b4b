import { useCalendarSummary } from '@lousa/api-client';
import {
  type AcademicCalendar,
  annualHours,
  LDB_MIN_ANNUAL_HOURS,
  LDB_MIN_LESSON_DAYS,
  shifts,
} from '@lousa/domain';
import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { css, cx } from 'styled-system/css';
import { RegistryLoadError } from '../../components/registry';
import { DeferredSelectField } from '../../components/select';
import { diasEscolaresLabels as labels } from './labels';

export interface CalendarSummaryProps {
  /** The calendars to choose among (undefined while they load). */
  calendars: readonly Pick<AcademicCalendar, 'id' | 'title'>[] | undefined;
  /** The calendar whose totals are shown. */
  calendarId: string | undefined;
  onCalendarChange: (calendarId: string) => void;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  select: css({ w: 'full', maxW: { sm: '24rem' } }),
  panel: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '3',
    p: '3',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l3',
    bg: 'bg.default',
  }),
  heading: css({ srOnly: true }),
  figure: css({
    alignSelf: 'flex-start',
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    px: '3',
    py: '2',
    borderWidth: '1px',
    borderColor: 'transparent',
    borderRadius: 'l2',
    minW: '0',
  }),
  below: css({
    borderColor: 'status.warning.border',
    bg: 'status.warning.bg',
    color: 'status.warning.fg',
  }),
  value: css({ textStyle: 'md', fontWeight: 'semibold' }),
  note: css({ textStyle: 'sm', color: 'fg.muted', '[data-below] &': { color: 'inherit' } }),
  alert: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    textStyle: 'sm',
    fontWeight: 'medium',
    '& svg': { boxSize: '4', flexShrink: 0 },
  }),
  hours: css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 16rem' }),
  hoursTitle: css({ textStyle: 'sm', fontWeight: 'medium', px: '3', pt: '2' }),
  shifts: css({
    display: 'grid',
    // Two shifts a line (one on a phone), so the four make a square.
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    gap: '1',
    listStyle: 'none',
    m: '0',
    p: '0',
  }),
  status: css({ textStyle: 'sm', color: 'fg.muted', p: '2' }),
};

/** A figure and its legal minimum; a warning look and words when it falls short. */
function Figure({
  value,
  minimum,
  below,
  as: Tag = 'div',
}: {
  value: string;
  minimum: string;
  below: boolean;
  as?: 'div' | 'li';
}) {
  return (
    <Tag className={cx(styles.figure, below && styles.below)} data-below={below ? '' : undefined}>
      <span className={styles.value}>{value}</span>
      <span className={styles.note}>{minimum}</span>
      {below ? (
        <span className={styles.alert}>
          <TriangleAlert aria-hidden />
          {labels.belowMinimum}
        </span>
      ) : null}
    </Tag>
  );
}

/**
 * The year's totals a secretary checks against the law, for the calendar chosen above the list
 * ('Calendário Acadêmico'): 'Dias letivos: N' against the LDB's 200 (art. 24), and 'Carga
 * horária anual' of each shift (its lesson days × the shift's daily hours, `shiftDailyHours`)
 * against 800 h; a figure under its minimum has a warning look and says so.
 */
export function CalendarSummary({ calendars, calendarId, onCalendarChange }: CalendarSummaryProps) {
  const titleId = useId();
  const summary = useCalendarSummary(calendarId);
  const items = (calendars ?? []).map((calendar) => ({
    value: calendar.id,
    label: calendar.title,
  }));
  let body: ReactNode;
  if (calendars !== undefined && calendars.length === 0) {
    body = <p className={styles.status}>{labels.noCalendars}</p>;
  } else if (summary.isError) {
    body = <RegistryLoadError onRetry={summary.refetch} retrying={summary.isFetching} />;
  } else if (!summary.data) {
    body = <p className={styles.status}>{labels.summaryLoading}</p>;
  } else {
    const { lessonDays } = summary.data;
    body = (
      <>
        <Figure
          value={labels.lessonDays(lessonDays)}
          minimum={labels.lessonDaysMinimum}
          below={lessonDays < LDB_MIN_LESSON_DAYS}
        />
        <div className={styles.hours}>
          <h3 className={styles.hoursTitle}>{labels.annualHours}</h3>
          <ul className={styles.shifts}>
            {shifts.map((shift) => {
              const hours = annualHours(lessonDays, shift);
              return (
                <Figure
                  key={shift}
                  as="li"
                  value={labels.shiftHours(shift, hours)}
                  minimum={labels.hoursMinimum}
                  below={hours < LDB_MIN_ANNUAL_HOURS}
                />
              );
            })}
          </ul>
        </div>
      </>
    );
  }
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {labels.summaryTitle}
      </h2>
      <DeferredSelectField
        className={styles.select}
        label={labels.summaryCalendar}
        items={items}
        placeholder={labels.calendarPlaceholder}
        value={calendarId ?? ''}
        onValueChange={(value) => {
          if (value) onCalendarChange(value);
        }}
      />
      <div className={styles.panel} aria-live="polite" aria-busy={summary.isFetching || undefined}>
        {body}
      </div>
    </section>
  );
}
