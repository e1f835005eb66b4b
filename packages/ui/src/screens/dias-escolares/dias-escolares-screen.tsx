import { schoolDaysResource } from '@lousa/domain';
import { Deferred } from '../../components/deferred/deferred';
import { ResourceListPage } from '../../components/registry';
import { diasEscolaresColumns } from './dias-escolares-columns';
import { ManageTypesButton } from './dias-escolares-types-dialog-button';
import { diasEscolaresLabels as labels } from './labels';

const dialogs = {
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  form: { load: () => import('./dias-escolares-form').then((module) => module.DiasEscolaresForm) },
};

// The day types' dialog loads on the first hover, focus or press of its button.
const loadTypesDialog = () =>
  import('./dias-escolares-types-dialog').then((module) => module.default);

/**
 * /app/dias-escolares: the school days, searched, sorted and paged on the server, with the add
 * and edit dialogs and the delete confirmation (from the registry kit), and the day types managed
 * in their own dialog ('Gerenciar tipos de dias escolares').
 */
export default function DiasEscolaresScreen() {
  return (
    <ResourceListPage
      routeId="dias-escolares"
      resource={schoolDaysResource}
      columns={diasEscolaresColumns}
      actions={
        <Deferred
          load={loadTypesDialog}
          props={{}}
          standIn={(handlers) => <ManageTypesButton aria-expanded={false} {...handlers} />}
        />
      }
      dialogs={dialogs}
    />
  );
}
