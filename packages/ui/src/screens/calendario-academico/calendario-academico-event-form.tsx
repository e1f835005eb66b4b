import {
  type CalendarEvent,
  calendarEventTypeCodes,
  calendarEventTypes,
  eventsResource,
} from '@lousa/domain';
import { css } from 'styled-system/css';
import { Field } from '../../components/field';
import {
  DateFormField,
  FormDialogForm,
  SelectFormField,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { Textarea } from '../../components/textarea';
import { calendarioLabels as labels } from './labels';

const typeItems = calendarEventTypeCodes.map((code) => ({
  value: code,
  label: calendarEventTypes[code].label,
}));

export interface CalendarioEventFormProps {
  /** The date the form starts with (ISO): the one selected in the calendar. */
  defaultDate: string;
  /** After the event was saved (and the toast shown): close the dialog, show its date. */
  onDone: (saved: CalendarEvent) => void;
}

/**
 * 'Adicionar Evento': 'Título', 'Descrição', 'Data' (DD/MM/AAAA) and 'Tipo' (the four types of
 * the calendar), validated by the domain's `calendarEventCreateSchema`. 'Salvar' sends POST
 * /events ('Evento adicionado com sucesso!'); a 400 goes on its fields, any other refusal in an
 * error toast.
 */
export default function CalendarioEventForm({ defaultDate, onDone }: CalendarioEventFormProps) {
  const { form, submit, isSubmitting } = useResourceForm(eventsResource, {
    defaultValues: {
      title: '',
      description: '',
      date: defaultDate,
      type: '',
    },
    onSuccess: onDone,
  });
  const { control, register, formState } = form;
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <TextFormField
          control={control}
          name="title"
          label={labels.title}
          required
          autoComplete="off"
        />
        <Field label={labels.description} errorText={formState.errors.description?.message}>
          <Textarea {...register('description')} rows={3} />
        </Field>
        <DateFormField control={control} name="date" label={labels.date} required />
        <SelectFormField
          control={control}
          name="type"
          label={labels.type}
          placeholder={labels.typePlaceholder}
          items={typeItems}
          required
        />
      </div>
    </FormDialogForm>
  );
}
