import { useClassrooms } from '@lousa/api-client';
import { RegistryPage } from '../../components/registry';
import { turmasColumns } from './turmas-columns';
import { TurmasDialog } from './turmas-dialog';

/** /app/turmas: the classrooms and the add dialog. */
export default function TurmasScreen() {
  const classrooms = useClassrooms();
  return (
    <RegistryPage
      routeId="turmas"
      columns={turmasColumns}
      query={classrooms}
      actions={<TurmasDialog />}
    />
  );
}
