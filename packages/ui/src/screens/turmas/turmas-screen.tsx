import { classroomsResource } from '@lousa/domain';
import { ResourceListPage } from '../../components/registry';
import { turmasLabels as labels } from './labels';
import { turmasColumns } from './turmas-columns';

const dialogs = {
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  form: { load: () => import('./turmas-form').then((module) => module.TurmasForm) },
};

/**
 * /app/turmas: the classrooms, searched, sorted and paged on the server, with the add and edit
 * dialogs and the delete confirmation (all from the registry kit).
 */
export default function TurmasScreen() {
  return (
    <ResourceListPage
      routeId="turmas"
      resource={classroomsResource}
      columns={turmasColumns}
      dialogs={dialogs}
    />
  );
}
