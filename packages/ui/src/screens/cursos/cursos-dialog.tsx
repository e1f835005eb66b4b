import { AddButton, FormDialog } from '../../components/registry';
import { CursosForm } from './cursos-form';
import { cursosLabels as labels } from './labels';

/** 'Adicionar' and the dialog 'Adicionar Curso'. */
export function CursosDialog() {
  return (
    <FormDialog title={labels.dialogTitle} trigger={<AddButton />}>
      {(close) => <CursosForm onDone={close} />}
    </FormDialog>
  );
}
