import { studentsResource } from '@lousa/domain';
import { ResourceListPage } from '../../components/registry';
import { alunosColumns } from './alunos-columns';

/**
 * /app/alunos: the students of the network, read-only (their register comes later), searched by
 * name or CPF, sorted and paged on the server.
 */
export default function AlunosScreen() {
  return <ResourceListPage routeId="alunos" resource={studentsResource} columns={alunosColumns} />;
}
