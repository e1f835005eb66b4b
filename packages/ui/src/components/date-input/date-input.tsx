'use client';
import { isoToDateInput, masks, parseDateInput } from '@lousa/domain';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { MaskInput, type MaskInputProps } from '../mask-input';
import { dateInputLabels } from './labels';

export interface DateInputProps
  extends Omit<MaskInputProps, 'mask' | 'value' | 'defaultValue' | 'onChange'> {
  /** `YYYY-MM-DDT00:00:00.000Z`, or '' while nothing valid is typed (controlled). */
  value?: string;
  defaultValue?: string;
  /** The ISO value once `DD/MM/AAAA` is complete and a real date, else ''. */
  onChange?: (iso: string) => void;
}

/**
 * A `DD/MM/AAAA` input that hands the form an ISO date once the date is complete and valid.
 * An ISO value is shown by its calendar part, never through the browser's time zone.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, defaultValue, onChange, placeholder = dateInputLabels.placeholder, ...props },
  ref,
) {
  const [text, setText] = useState(() => isoToDateInput(value ?? defaultValue));
  // The last ISO value this input reported: a different `value` comes from outside (reset, load).
  const reported = useRef(value);
  useEffect(() => {
    if (value === undefined || value === reported.current) return;
    reported.current = value;
    setText(isoToDateInput(value));
  }, [value]);

  return (
    <MaskInput
      {...props}
      ref={ref}
      mask={masks.date}
      placeholder={placeholder}
      value={text}
      onChange={(typed) => {
        setText(typed);
        const iso = parseDateInput(typed) ?? '';
        reported.current = iso;
        onChange?.(iso);
      }}
    />
  );
});
