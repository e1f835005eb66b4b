import { type SchoolDayBatchInput, weekdays } from '@lousa/domain';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { css } from 'styled-system/css';
import { Checkbox } from '../../components/checkbox';
import { diasEscolaresLabels as labels } from './labels';

export interface WeekdaysFieldProps {
  // biome-ignore lint/suspicious/noExplicitAny: the range form's output
  control: Control<SchoolDayBatchInput, any, any>;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' }),
  legend: css({ textStyle: 'sm', fontWeight: 'medium', mb: '1.5' }),
  days: css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '2' }),
  error: css({ textStyle: 'sm', color: 'fg.error' }),
};

/**
 * 'Dias da semana': a checkbox per day, Dom to Sáb; the value is the days ticked (0 = Sunday),
 * in the week's order. The schema's message (none ticked) under them.
 */
export function WeekdaysField({ control }: WeekdaysFieldProps) {
  const { field, fieldState } = useController({ control, name: 'weekdays' });
  const errorId = useId();
  const ticked = new Set<number>(field.value ?? []);
  const toggle = (day: number, checked: boolean) => {
    const next = new Set(ticked);
    if (checked) next.add(day);
    else next.delete(day);
    field.onChange(weekdays.filter((item) => next.has(item)));
  };
  const error = fieldState.error?.message;
  return (
    <fieldset className={styles.root} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{labels.weekdays}</legend>
      <div className={styles.days}>
        {weekdays.map((day) => (
          <Checkbox
            key={day}
            name={field.name}
            value={String(day)}
            checked={ticked.has(day)}
            invalid={Boolean(error)}
            onCheckedChange={({ checked }) => toggle(day, checked === true)}
            onBlur={field.onBlur}
          >
            {labels.weekdayShort[day]}
          </Checkbox>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
