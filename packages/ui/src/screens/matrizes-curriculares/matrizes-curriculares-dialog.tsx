import { Plus } from 'lucide-react';
import { Button } from '../../components/button';
import { FormDialog, registryLabels } from '../../components/registry';
import { matrizesCurricularesLabels as labels } from './labels';
import { MatrizesCurricularesForm } from './matrizes-curriculares-form';

/** 'Adicionar' and the dialog 'Adicionar Matriz Curricular'. */
export function MatrizesCurricularesDialog() {
  return (
    <FormDialog
      title={labels.dialogTitle}
      trigger={
        <Button>
          <Plus aria-hidden />
          {registryLabels.add}
        </Button>
      }
    >
      {(close) => <MatrizesCurricularesForm onDone={close} />}
    </FormDialog>
  );
}
