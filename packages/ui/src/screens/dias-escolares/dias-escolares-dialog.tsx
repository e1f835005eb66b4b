import { Plus } from 'lucide-react';
import { Button } from '../../components/button';
import { FormDialog, registryLabels } from '../../components/registry';
import { DiasEscolaresForm } from './dias-escolares-form';
import { diasEscolaresLabels as labels } from './labels';

/** 'Adicionar' and the dialog 'Adicionar Dia Escolar'. */
export function DiasEscolaresDialog() {
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
      {(close) => <DiasEscolaresForm onDone={close} />}
    </FormDialog>
  );
}
