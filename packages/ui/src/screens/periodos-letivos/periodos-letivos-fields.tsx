import type {
  AcademicCalendar,
  AcademicTermCreateBody,
  AcademicTermCreateInput,
} from '@lousa/domain';
import type { Control } from 'react-hook-form';
import { css } from 'styled-system/css';
import { DateFormField, SelectFormField, TextFormField } from '../../components/registry';
import { periodosLetivosLabels as labels } from './labels';

export interface TermFieldsProps {
  control: Control<AcademicTermCreateInput, unknown, AcademicTermCreateBody>;
  calendars: readonly Pick<AcademicCalendar, 'id' | 'title'>[];
}

const styles = {
  fields: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  dates: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' }),
};

/** The fields of the term form (add and edit): title, start and end (DD/MM/AAAA), calendar. */
export function TermFields({ control, calendars }: TermFieldsProps) {
  return (
    <div className={styles.fields}>
      <TextFormField
        control={control}
        name="title"
        label={labels.title}
        required
        placeholder={labels.titlePlaceholder}
        autoComplete="off"
      />
      <div className={styles.dates}>
        <DateFormField control={control} name="startDate" label={labels.startDate} required />
        <DateFormField control={control} name="endDate" label={labels.endDate} required />
      </div>
      <SelectFormField
        control={control}
        name="academicCalendarId"
        label={labels.calendar}
        placeholder={labels.calendarPlaceholder}
        items={calendars.map((calendar) => ({ value: calendar.id, label: calendar.title }))}
        required
      />
    </div>
  );
}
