'use client';
import { LOCALE, WEEK_STARTS_ON } from '@lousa/domain';
import { useMemo } from 'react';
import { calendarStyles } from './calendar.recipe';
import { CalendarViews } from './calendar-views';
import * as DatePicker from './date-picker';
import { dateValueToIso, isoToDateValues, toDaySet } from './date-value';
import { calendarLabels, calendarTranslations } from './labels';

export interface CalendarProps {
  /** The chosen day as an ISO date (`YYYY-MM-DDT00:00:00.000Z` or `YYYY-MM-DD`), '' for none. */
  value?: string;
  defaultValue?: string;
  /** The chosen day as `YYYY-MM-DDT00:00:00.000Z`. */
  onValueChange?: (iso: string) => void;
  /**
   * The month the calendar shows (month 1–12) whenever it changes: the arrows, the month and
   * year views, the keyboard, or a day of another month chosen.
   */
  onVisibleMonthChange?: (visible: { year: number; month: number }) => void;
  /** Days that carry a mark (e.g. days with events), as ISO dates. */
  markedDates?: readonly string[];
  /** ISO bounds of the days that can be chosen. */
  min?: string;
  max?: string;
  disabled?: boolean;
}

/**
 * An always-open single-date calendar in pt-BR, weeks from Sunday, a 12-year year view and
 * optional marked days. Days are calendar days (UTC), so no time zone shifts them.
 */
export function Calendar({
  value,
  defaultValue,
  onValueChange,
  onVisibleMonthChange,
  markedDates,
  min,
  max,
  disabled,
}: CalendarProps) {
  const marked = useMemo(() => toDaySet(markedDates), [markedDates]);
  const translations = useMemo(() => calendarTranslations(marked), [marked]);
  const styles = calendarStyles();
  return (
    <DatePicker.Root
      inline
      locale={LOCALE}
      timeZone="UTC"
      startOfWeek={WEEK_STARTS_ON}
      selectionMode="single"
      value={value === undefined ? undefined : isoToDateValues(value)}
      defaultValue={isoToDateValues(defaultValue)}
      min={isoToDateValues(min)[0]}
      max={isoToDateValues(max)[0]}
      disabled={disabled}
      translations={translations}
      onValueChange={(details) => {
        const [picked] = details.value;
        if (picked) onValueChange?.(dateValueToIso(picked));
      }}
      onFocusChange={({ focusedValue }) =>
        onVisibleMonthChange?.({ year: focusedValue.year, month: focusedValue.month })
      }
    >
      <DatePicker.Content
        className={styles.inline}
        aria-roledescription={calendarLabels.calendarKind}
      >
        <CalendarViews marked={marked} />
      </DatePicker.Content>
    </DatePicker.Root>
  );
}
