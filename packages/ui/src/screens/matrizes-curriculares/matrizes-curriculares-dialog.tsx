import { AddButton, FormDialog } from '../../components/registry';
import { matrizesCurricularesLabels as labels } from './labels';
import { MatrizesCurricularesForm } from './matrizes-curriculares-form';

/** 'Adicionar' and the dialog 'Adicionar Matriz Curricular'. */
export function MatrizesCurricularesDialog() {
  return (
    <FormDialog title={labels.dialogTitle} trigger={<AddButton />}>
      {(close) => <MatrizesCurricularesForm onDone={close} />}
    </FormDialog>
  );
}
