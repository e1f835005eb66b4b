import { teachingModalitiesResource } from '@lousa/domain';
import { ResourceListPage } from '../../components/registry';
import { modalidadesEnsinoLabels as labels } from './labels';
import { modalidadesEnsinoColumns } from './modalidades-ensino-columns';

const dialogs = {
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  form: {
    load: () => import('./modalidades-ensino-form').then((module) => module.ModalidadesEnsinoForm),
  },
};

/**
 * /app/modalidades-ensino: the modalities, searched, sorted and paged on the server, with the
 * add and edit dialogs and the delete confirmation (all from the registry kit).
 */
export default function ModalidadesEnsinoScreen() {
  return (
    <ResourceListPage
      routeId="modalidades-ensino"
      resource={teachingModalitiesResource}
      columns={modalidadesEnsinoColumns}
      dialogs={dialogs}
    />
  );
}
