import { rolesResource } from '@lousa/domain';
import { ResourceListPage } from '../../components/registry';
import { perfisLabels as labels } from './labels';
import { perfisColumns } from './perfis-columns';

const dialogs = {
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  form: { load: () => import('./perfis-form').then((module) => module.PerfisForm) },
};

/**
 * /app/perfis: the access roles, searched, sorted and paged on the server, with the add and
 * edit dialogs (a name and the permissions of the catalogue, grouped by area) and the delete
 * confirmation. A role in use, or a name taken, comes back as the server's 409 in a toast.
 */
export default function PerfisScreen() {
  return (
    <ResourceListPage
      routeId="perfis"
      resource={rolesResource}
      columns={perfisColumns}
      dialogs={dialogs}
    />
  );
}
