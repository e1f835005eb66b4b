import { academicTermsResource } from '@lousa/domain';
import { ResourceListPage } from '../../components/registry';
import { periodosLetivosLabels as labels } from './labels';
import { periodosLetivosColumns } from './periodos-letivos-columns';

const dialogs = {
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  form: {
    load: () => import('./periodos-letivos-form').then((module) => module.PeriodosLetivosForm),
  },
};

/**
 * /app/periodos-letivos: the academic terms (status badges), searched, sorted and paged on the
 * server, with the add and edit dialogs and the delete confirmation (all from the registry kit).
 */
export default function PeriodosLetivosScreen() {
  return (
    <ResourceListPage
      routeId="periodos-letivos"
      resource={academicTermsResource}
      columns={periodosLetivosColumns}
      dialogs={dialogs}
    />
  );
}
