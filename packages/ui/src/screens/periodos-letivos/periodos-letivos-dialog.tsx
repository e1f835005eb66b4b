import { AddButton, FormDialog } from '../../components/registry';
import { periodosLetivosLabels as labels } from './labels';
import { PeriodosLetivosForm } from './periodos-letivos-form';

/** 'Adicionar' and the dialog 'Adicionar Período Letivo'. */
export function PeriodosLetivosDialog() {
  return (
    <FormDialog title={labels.dialogTitle} trigger={<AddButton />}>
      {(close) => <PeriodosLetivosForm onDone={close} />}
    </FormDialog>
  );
}
