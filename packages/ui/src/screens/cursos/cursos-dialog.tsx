import { Plus } from 'lucide-react';
import { Button } from '../../components/button';
import { FormDialog, registryLabels } from '../../components/registry';
import { CursosForm } from './cursos-form';
import { cursosLabels as labels } from './labels';

/** 'Adicionar' and the dialog 'Adicionar Curso'. */
export function CursosDialog() {
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
      {(close) => <CursosForm onDone={close} />}
    </FormDialog>
  );
}
