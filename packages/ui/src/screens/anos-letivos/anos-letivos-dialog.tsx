import { AddButton, FormDialog } from '../../components/registry';
import { AnosLetivosForm } from './anos-letivos-form';
import { anosLetivosLabels as labels } from './labels';

/** 'Adicionar' and the 'Adicionar Ano Letivo' dialog. */
export function AnosLetivosDialog() {
  return (
    <FormDialog title={labels.dialogTitle} trigger={<AddButton />}>
      {(close) => <AnosLetivosForm onDone={close} />}
    </FormDialog>
  );
}
