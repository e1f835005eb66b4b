import { schoolUnitsResource } from '@lousa/domain';
import { useNavigate } from 'react-router-dom';
import { FormPage, ResourceRecord, useRecordId } from '../../components/registry';
import { routeTo } from '../../routes/route-table';
import { UnidadesEscolaresForm } from './unidades-escolares-form';

/**
 * /app/unidades-escolares/editar?id=<uuid>: the unit loaded by id and the add page's form filled
 * with it; saving (PATCH) or 'Cancelar' goes back to the list. An unknown id says so.
 */
export default function UnidadesEscolaresEditarScreen() {
  const id = useRecordId();
  const navigate = useNavigate();
  const back = () => navigate(routeTo('unidades-escolares'));
  return (
    <FormPage routeId="unidades-escolares-editar" backTo="unidades-escolares">
      <ResourceRecord resource={schoolUnitsResource} id={id} listRoute="unidades-escolares">
        {(unit) => <UnidadesEscolaresForm item={unit} onDone={back} onCancel={back} />}
      </ResourceRecord>
    </FormPage>
  );
}
