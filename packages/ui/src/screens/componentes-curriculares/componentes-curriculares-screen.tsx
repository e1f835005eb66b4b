import { curricularComponentsResource } from '@lousa/domain';
import { ResourceListPage } from '../../components/registry';
import { componentesCurricularesColumns } from './componentes-curriculares-columns';
import { componentesCurricularesLabels as labels } from './labels';

const dialogs = {
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  form: {
    load: () =>
      import('./componentes-curriculares-form').then(
        (module) => module.ComponentesCurricularesForm,
      ),
  },
};

/**
 * /app/componentes-curriculares: the curricular components, searched, sorted and paged on the
 * server, with the add and edit dialogs and the delete confirmation (all from the registry kit).
 */
export default function ComponentesCurricularesScreen() {
  return (
    <ResourceListPage
      routeId="componentes-curriculares"
      resource={curricularComponentsResource}
      columns={componentesCurricularesColumns}
      dialogs={dialogs}
    />
  );
}
