import { useAddSchoolDays, useResourceAll } from '@lousa/api-client';
import {
  academicCalendarsResource,
  calendarEventTypes,
  type SchoolDayBatchBody,
  type SchoolDayBatchResult,
  schoolDayBatchSchema,
  schoolDayTypesResource,
  schoolWeekdays,
  toasts,
} from '@lousa/domain';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import {
  DateFormField,
  FormDialogForm,
  SelectFormField,
  useRecordForm,
} from '../../components/registry';
import { WeekdaysField } from './dias-escolares-weekdays-field';
import { diasEscolaresLabels as labels } from './labels';

export interface SchoolDayRangeFormProps {
  /** The calendar chosen to start with. */
  calendarId?: string;
  /** After the toast: close the dialog. */
  onDone: () => void;
}

const styles = {
  fields: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  // 'De' and 'Até' side by side, one above the other on a phone.
  dates: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
    gap: '4',
  }),
};

const addedToast = (result: SchoolDayBatchResult) =>
  toasts.schoolDaysAdded(result.created, result.skipped);

/**
 * 'Adicionar período': Calendário Acadêmico, Tipo (each type with its kind), De and Até
 * (DD/MM/AAAA, as the add-day form), Dias da semana (Seg to Sex to start with). 'Adicionar' sends
 * POST /school-days/batch; the toast says how many days were added and how many were there. The
 * schema's messages stand beside their fields; a server refusal as every form shows it (beside
 * the field it names, else in an error toast), the dialog keeping what was chosen.
 */
export function SchoolDayRangeForm({ calendarId, onDone }: SchoolDayRangeFormProps) {
  const calendars = useResourceAll(academicCalendarsResource);
  const types = useResourceAll(schoolDayTypesResource);
  const { mutateAsync } = useAddSchoolDays();
  const mutation = useMemo(
    () => ({ mutateAsync: (body: SchoolDayBatchBody) => mutateAsync(body) }),
    [mutateAsync],
  );
  const { form, submit, isSubmitting } = useRecordForm({
    schema: schoolDayBatchSchema,
    defaultValues: {
      academicCalendarId: calendarId ?? '',
      typeId: '',
      from: '',
      to: '',
      weekdays: [...schoolWeekdays],
    },
    mutation,
    successToast: addedToast,
    onSuccess: onDone,
  });
  const { control } = form;
  const calendarItems = useMemo(
    () => (calendars.data ?? []).map((calendar) => ({ value: calendar.id, label: calendar.title })),
    [calendars.data],
  );
  const typeItems = useMemo(
    () =>
      (types.data ?? []).map((type) => ({
        value: type.id,
        label: labels.typeWithKind(type.description, calendarEventTypes[type.kind].label),
      })),
    [types.data],
  );
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting} submitLabel={labels.rangeSubmit}>
      <div className={styles.fields}>
        <SelectFormField
          control={control}
          name="academicCalendarId"
          label={labels.calendar}
          placeholder={labels.calendarPlaceholder}
          items={calendarItems}
          required
        />
        <SelectFormField
          control={control}
          name="typeId"
          label={labels.type}
          placeholder={labels.typePlaceholder}
          items={typeItems}
          required
        />
        <div className={styles.dates}>
          <DateFormField control={control} name="from" label={labels.from} required />
          <DateFormField control={control} name="to" label={labels.to} required />
        </div>
        <WeekdaysField control={control} />
      </div>
    </FormDialogForm>
  );
}
