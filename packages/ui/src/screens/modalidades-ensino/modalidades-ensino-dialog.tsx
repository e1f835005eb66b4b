import { AddButton, FormDialog } from '../../components/registry';
import { modalidadesEnsinoLabels as labels } from './labels';
import { ModalidadesEnsinoForm } from './modalidades-ensino-form';

/** 'Adicionar' and the dialog 'Adicionar Modalidade de Ensino'. */
export function ModalidadesEnsinoDialog() {
  return (
    <FormDialog title={labels.dialogTitle} trigger={<AddButton />}>
      {(close) => <ModalidadesEnsinoForm onDone={close} />}
    </FormDialog>
  );
}
