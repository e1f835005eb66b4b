import { usersResource } from '@lousa/domain';
import { ResourceListPage } from '../../components/registry';
import { usuariosLabels as labels } from './labels';
import { usuariosColumns } from './usuarios-columns';
import { UsuariosForm } from './usuarios-form';

const dialogs = {
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  form: UsuariosForm,
};

/**
 * /app/usuarios: the users of the network, searched, sorted and paged on the server, with the
 * add and edit dialogs and the delete confirmation (all from the registry kit).
 */
export default function UsuariosScreen() {
  return (
    <ResourceListPage
      routeId="usuarios"
      resource={usersResource}
      columns={usuariosColumns}
      dialogs={dialogs}
    />
  );
}
