import { curriculumMatricesResource } from '@lousa/domain';
import { ResourceListPage } from '../../components/registry';
import { matrizesCurricularesLabels as labels } from './labels';
import { matrizesCurricularesColumns } from './matrizes-curriculares-columns';

const dialogs = {
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  form: {
    load: () =>
      import('./matrizes-curriculares-form').then((module) => module.MatrizesCurricularesForm),
  },
};

/**
 * /app/matrizes-curriculares: the matrices, searched, sorted and paged on the server, with the
 * add and edit dialogs and the delete confirmation (all from the registry kit).
 */
export default function MatrizesCurricularesScreen() {
  return (
    <ResourceListPage
      routeId="matrizes-curriculares"
      resource={curriculumMatricesResource}
      columns={matrizesCurricularesColumns}
      dialogs={dialogs}
    />
  );
}
