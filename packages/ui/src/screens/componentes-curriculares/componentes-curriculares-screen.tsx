import { useCurricularComponents } from '@lousa/api-client';
import { RegistryPage } from '../../components/registry';
import { componentesCurricularesColumns } from './componentes-curriculares-columns';
import { ComponentesCurricularesDialog } from './componentes-curriculares-dialog';

/** Container of /app/componentes-curriculares: the component list and its add dialog. */
export default function ComponentesCurricularesScreen() {
  const query = useCurricularComponents();
  return (
    <RegistryPage
      routeId="componentes-curriculares"
      columns={componentesCurricularesColumns}
      query={query}
      actions={<ComponentesCurricularesDialog />}
    />
  );
}
