import { AddButton, FormDialog } from '../../components/registry';
import { turmasLabels as labels } from './labels';
import { TurmasForm } from './turmas-form';

/** 'Adicionar' and the 'Adicionar Turma' dialog. */
export function TurmasDialog() {
  return (
    <FormDialog title={labels.dialogTitle} trigger={<AddButton />}>
      {(close) => <TurmasForm onDone={close} />}
    </FormDialog>
  );
}
