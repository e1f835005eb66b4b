import { AddButton, FormDialog } from '../../components/registry';
import { DiasEscolaresForm } from './dias-escolares-form';
import { diasEscolaresLabels as labels } from './labels';

/** 'Adicionar' and the dialog 'Adicionar Dia Escolar'. */
export function DiasEscolaresDialog() {
  return (
    <FormDialog title={labels.dialogTitle} trigger={<AddButton />}>
      {(close) => <DiasEscolaresForm onDone={close} />}
    </FormDialog>
  );
}
