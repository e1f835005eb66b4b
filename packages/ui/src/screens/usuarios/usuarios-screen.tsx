import { useUsers } from '@lousa/api-client';
import { RegistryPage } from '../../components/registry';
import { usuariosColumns } from './usuarios-columns';
import { UsuariosDialog } from './usuarios-dialog';

/** /app/usuarios: the users of the network and the add dialog. */
export default function UsuariosScreen() {
  const users = useUsers();
  return (
    <RegistryPage
      routeId="usuarios"
      columns={usuariosColumns}
      query={users}
      actions={<UsuariosDialog />}
    />
  );
}
