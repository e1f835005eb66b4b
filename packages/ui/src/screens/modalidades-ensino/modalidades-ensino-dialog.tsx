import { Plus } from 'lucide-react';
import { Button } from '../../components/button';
import { FormDialog, registryLabels } from '../../components/registry';
import { modalidadesEnsinoLabels as labels } from './labels';
import { ModalidadesEnsinoForm } from './modalidades-ensino-form';

/** 'Adicionar' and the dialog 'Adicionar Modalidade de Ensino'. */
export function ModalidadesEnsinoDialog() {
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
      {(close) => <ModalidadesEnsinoForm onDone={close} />}
    </FormDialog>
  );
}
