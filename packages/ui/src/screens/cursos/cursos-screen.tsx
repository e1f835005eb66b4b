import { coursesResource } from '@lousa/domain';
import { ResourceListPage } from '../../components/registry';
import { cursosColumns } from './cursos-columns';
import { cursosLabels as labels } from './labels';

const dialogs = {
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  form: { load: () => import('./cursos-form').then((module) => module.CursosForm) },
};

/**
 * /app/cursos: the courses, searched, sorted and paged on the server, with the add and edit
 * dialogs and the delete confirmation (all from the registry kit).
 */
export default function CursosScreen() {
  return (
    <ResourceListPage
      routeId="cursos"
      resource={coursesResource}
      columns={cursosColumns}
      dialogs={dialogs}
    />
  );
}
