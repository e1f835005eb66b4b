import { useSchoolUnits } from '@lousa/api-client';
import { AddLink, RegistryPage } from '../../components/registry';
import { unidadesEscolaresColumns } from './unidades-escolares-columns';

/** /app/unidades-escolares: the units of the network and the link to the add page. */
export default function UnidadesEscolaresScreen() {
  const units = useSchoolUnits();
  return (
    <RegistryPage
      routeId="unidades-escolares"
      columns={unidadesEscolaresColumns}
      query={units}
      actions={<AddLink to="unidades-escolares-adicionar" />}
    />
  );
}
