import { Plus } from 'lucide-react';
import { Button } from '../../components/button';
import { FormDialog, registryLabels } from '../../components/registry';
import { ComponentesCurricularesForm } from './componentes-curriculares-form';
import { componentesCurricularesLabels as labels } from './labels';

/** 'Adicionar' and the dialog 'Adicionar Componente Curricular'. */
export function ComponentesCurricularesDialog() {
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
      {(close) => <ComponentesCurricularesForm onDone={close} />}
    </FormDialog>
  );
}
