import { academicYearsResource } from '@lousa/domain';
import { ResourceListPage } from '../../components/registry';
import { anosLetivosColumns } from './anos-letivos-columns';
import { anosLetivosLabels as labels } from './labels';

const dialogs = {
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  form: { load: () => import('./anos-letivos-form').then((module) => module.AnosLetivosForm) },
};

/**
 * /app/anos-letivos: the academic years, searched, sorted and paged on the server, with the add
 * and edit dialogs and the delete confirmation (all from the registry kit).
 */
export default function AnosLetivosScreen() {
  return (
    <ResourceListPage
      routeId="anos-letivos"
      resource={academicYearsResource}
      columns={anosLetivosColumns}
      dialogs={dialogs}
    />
  );
}
