'use client';
import { Portal } from '@ark-ui/react/portal';
import { LOCALE, WEEK_STARTS_ON } from '@lousa/domain';
import { CalendarIcon } from 'lucide-react';
import { forwardRef, useMemo, useState } from 'react';
import { DateInput, type DateInputProps } from '../date-input';
import { IconButton } from '../icon-button';
import { CalendarViews } from './calendar-views';
import * as DatePicker from './date-picker';
import { dateValueToIso, isoToDateValues, toDaySet } from './date-value';
import { calendarLabels, calendarTranslations } from './labels';

export interface DatePickerInputProps extends DateInputProps {
  /** Days that carry a mark in the calendar, as ISO dates. */
  markedDates?: readonly string[];
}

/**
 * A `DD/MM/AAAA` date input with a button that opens the calendar in a popover. Typing and
 * picking both give the form the ISO value. Its label comes from the surrounding Field.
 */
export const DatePickerInput = forwardRef<HTMLInputElement, DatePickerInputProps>(
  function DatePickerInput(
    { value, defaultValue, onChange, markedDates, disabled, ...props },
    ref,
  ) {
    const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
    const current = value ?? uncontrolled;
    const marked = useMemo(() => toDaySet(markedDates), [markedDates]);
    const translations = useMemo(() => calendarTranslations(marked), [marked]);
    const change = (iso: string) => {
      if (value === undefined) setUncontrolled(iso);
      onChange?.(iso);
    };
    return (
      <DatePicker.Root
        locale={LOCALE}
        timeZone="UTC"
        startOfWeek={WEEK_STARTS_ON}
        selectionMode="single"
        value={isoToDateValues(current)}
        disabled={disabled}
        translations={translations}
        onValueChange={(details) => {
          const [picked] = details.value;
          change(picked ? dateValueToIso(picked) : '');
        }}
      >
        <DatePicker.Control>
          <DateInput {...props} ref={ref} disabled={disabled} value={current} onChange={change} />
          <DatePicker.Trigger asChild>
            <IconButton variant="outline" aria-label={calendarLabels.openCalendar}>
              <CalendarIcon aria-hidden />
            </IconButton>
          </DatePicker.Trigger>
        </DatePicker.Control>
        <Portal>
          <DatePicker.Positioner>
            <DatePicker.Content aria-roledescription={calendarLabels.calendarKind}>
              <CalendarViews marked={marked} />
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
    );
  },
);
