import { AddButton, FormDialog } from '../../components/registry';
import { ComponentesCurricularesForm } from './componentes-curriculares-form';
import { componentesCurricularesLabels as labels } from './labels';

/** 'Adicionar' and the dialog 'Adicionar Componente Curricular'. */
export function ComponentesCurricularesDialog() {
  return (
    <FormDialog title={labels.dialogTitle} trigger={<AddButton />}>
      {(close) => <ComponentesCurricularesForm onDone={close} />}
    </FormDialog>
  );
}
