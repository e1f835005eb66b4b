import { useStudents } from '@lousa/api-client';
import { RegistryPage } from '../../components/registry';
import { alunosColumns } from './alunos-columns';

/** /app/alunos: the students of the network, read-only. */
export default function AlunosScreen() {
  const students = useStudents();
  return <RegistryPage routeId="alunos" columns={alunosColumns} query={students} />;
}
