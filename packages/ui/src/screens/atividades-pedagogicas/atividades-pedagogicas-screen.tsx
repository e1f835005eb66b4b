import { activitiesResource } from '@lousa/domain';
import { ResourceListPage } from '../../components/registry';
import { atividadesPedagogicasColumns } from './atividades-pedagogicas-columns';
import { atividadesLabels as labels } from './labels';

const dialogs = {
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  form: {
    load: () =>
      import('./atividades-pedagogicas-form').then((module) => module.AtividadesPedagogicasForm),
  },
};

/**
 * /app/atividades-pedagogicas: the activities of the classes the user may read (a teacher's
 * own, a director's units), searched, sorted and paged on the server. 'Adicionar', 'Editar'
 * (the same form in a dialog) and 'Excluir' (with its confirmation) for 'pedagogy.own-classes';
 * whoever only reads ('pedagogy.unit-classes') sees the list.
 */
export default function AtividadesPedagogicasScreen() {
  return (
    <ResourceListPage
      routeId="atividades-pedagogicas"
      resource={activitiesResource}
      columns={atividadesPedagogicasColumns}
      dialogs={dialogs}
      writePermission="pedagogy.own-classes"
    />
  );
}
