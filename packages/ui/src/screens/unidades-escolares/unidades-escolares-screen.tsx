import { schoolUnitsResource } from '@lousa/domain';
import { AddLink, editHrefOf, ResourceListPage } from '../../components/registry';
import { unidadesEscolaresColumns } from './unidades-escolares-columns';

const editHref = editHrefOf('unidades-escolares-editar');

/**
 * /app/unidades-escolares: the units of the network, searched, sorted and paged on the server;
 * 'Adicionar' and 'Editar' lead to the form's pages, 'Excluir' asks first (the registry kit).
 */
export default function UnidadesEscolaresScreen() {
  return (
    <ResourceListPage
      routeId="unidades-escolares"
      resource={schoolUnitsResource}
      columns={unidadesEscolaresColumns}
      actions={<AddLink to="unidades-escolares-adicionar" />}
      editHref={editHref}
    />
  );
}
