import { useAcademicYears } from '@lousa/api-client';
import { RegistryPage } from '../../components/registry';
import { anosLetivosColumns } from './anos-letivos-columns';
import { AnosLetivosDialog } from './anos-letivos-dialog';

/** /app/anos-letivos: the academic years and the add dialog. */
export default function AnosLetivosScreen() {
  const years = useAcademicYears();
  return (
    <RegistryPage
      routeId="anos-letivos"
      columns={anosLetivosColumns}
      query={years}
      actions={<AnosLetivosDialog />}
    />
  );
}
