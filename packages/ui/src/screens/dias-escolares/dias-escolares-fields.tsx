import type {
  AcademicCalendar,
  SchoolDayCreateBody,
  SchoolDayCreateInput,
  SchoolDayType,
} from '@lousa/domain';
import type { Control } from 'react-hook-form';
import { css } from 'styled-system/css';
import { DateFormField, SelectFormField } from '../../components/registry';
import { diasEscolaresLabels as labels } from './labels';

export interface SchoolDayFieldsProps {
  control: Control<SchoolDayCreateInput, unknown, SchoolDayCreateBody>;
  calendars: readonly Pick<AcademicCalendar, 'id' | 'title'>[];
  types: readonly SchoolDayType[];
}

const fields = css({ display: 'flex', flexDirection: 'column', gap: '4' });

/** The fields of the school-day form (add and edit): the date (DD/MM/AAAA), its calendar and its type. */
export function SchoolDayFields({ control, calendars, types }: SchoolDayFieldsProps) {
  return (
    <div className={fields}>
      <DateFormField control={control} name="date" label={labels.date} required />
      <SelectFormField
        control={control}
        name="academicCalendarId"
        label={labels.calendar}
        placeholder={labels.calendarPlaceholder}
        items={calendars.map((calendar) => ({ value: calendar.id, label: calendar.title }))}
        required
      />
      <SelectFormField
        control={control}
        name="typeId"
        label={labels.type}
        placeholder={labels.typePlaceholder}
        items={types.map((type) => ({ value: type.id, label: type.description }))}
        required
      />
    </div>
  );
}
