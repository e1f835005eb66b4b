import { useCurriculumMatrices } from '@lousa/api-client';
import { RegistryPage } from '../../components/registry';
import { matrizesCurricularesColumns } from './matrizes-curriculares-columns';
import { MatrizesCurricularesDialog } from './matrizes-curriculares-dialog';

/** Container of /app/matrizes-curriculares: the matrix list and its add dialog. */
export default function MatrizesCurricularesScreen() {
  const query = useCurriculumMatrices();
  return (
    <RegistryPage
      routeId="matrizes-curriculares"
      columns={matrizesCurricularesColumns}
      query={query}
      actions={<MatrizesCurricularesDialog />}
    />
  );
}
