import { AddButton, FormDialog } from '../../components/registry';
import { CalendariosAcademicosForm } from './calendarios-academicos-form';
import { calendariosAcademicosLabels as labels } from './labels';

/** 'Adicionar' and the 'Adicionar Calendário Acadêmico' dialog. */
export function CalendariosAcademicosDialog() {
  return (
    <FormDialog title={labels.dialogTitle} trigger={<AddButton />}>
      {(close) => <CalendariosAcademicosForm onDone={close} />}
    </FormDialog>
  );
}
