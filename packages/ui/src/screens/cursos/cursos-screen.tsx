import { useCourses } from '@lousa/api-client';
import { RegistryPage } from '../../components/registry';
import { cursosColumns } from './cursos-columns';
import { CursosDialog } from './cursos-dialog';

/** Container of /app/cursos: the course list and its add dialog. */
export default function CursosScreen() {
  const query = useCourses();
  return (
    <RegistryPage
      routeId="cursos"
      columns={cursosColumns}
      query={query}
      actions={<CursosDialog />}
    />
  );
}
