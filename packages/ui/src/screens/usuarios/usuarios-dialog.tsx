import { AddButton, FormDialog } from '../../components/registry';
import { usuariosLabels as labels } from './labels';
import { UsuariosForm } from './usuarios-form';

/** 'Adicionar' and the 'Adicionar Usuário' dialog. */
export function UsuariosDialog() {
  return (
    <FormDialog title={labels.dialogTitle} trigger={<AddButton />}>
      {(close) => <UsuariosForm onDone={close} />}
    </FormDialog>
  );
}
