import { Plus } from 'lucide-react';
import { Button } from '../../components/button';
import { FormDialog, registryLabels } from '../../components/registry';
import { periodosLetivosLabels as labels } from './labels';
import { PeriodosLetivosForm } from './periodos-letivos-form';

/** 'Adicionar' and the dialog 'Adicionar Período Letivo'. */
export function PeriodosLetivosDialog() {
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
      {(close) => <PeriodosLetivosForm onDone={close} />}
    </FormDialog>
  );
}
