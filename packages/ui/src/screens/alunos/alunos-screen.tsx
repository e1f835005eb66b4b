import { type ListResourceDefinition, type StudentListItem, studentsResource } from '@lousa/domain';
import { FileText, Pencil, Plus } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCan } from '../../components/access';
import { Button } from '../../components/button';
import { RECORD_ID_PARAM, ResourceListPage, type RowAction } from '../../components/registry';
import { routeTo } from '../../routes/route-table';
import { alunosColumns } from './alunos-columns';
import { alunosLabels as labels } from './labels';

/**
 * The list as a list-only declaration: a student is never deleted (its history stays), so the
 * kit offers no 'Excluir'; the row's entries are this screen's own.
 */
const studentsList: ListResourceDefinition<
  StudentListItem,
  (typeof studentsResource.sortKeys)[number]
> = {
  key: studentsResource.key,
  path: studentsResource.path,
  item: studentsResource.item,
  sortKeys: studentsResource.sortKeys,
  describe: studentsResource.describe,
  notFound: studentsResource.notFound,
};

const recordHref = (student: StudentListItem) =>
  routeTo('alunos-ficha', { [RECORD_ID_PARAM]: student.id });
const editHref = (student: StudentListItem) =>
  routeTo('alunos-editar', { [RECORD_ID_PARAM]: student.id });

/**
 * /app/alunos: the students of the network, searched by name or CPF, sorted and paged on the
 * server. 'Adicionar Aluno' and each row's 'Editar' for 'students.write'; 'Ver ficha' (the
 * full record, audited) for 'students.read-sensitive'. Those with neither see the list only.
 */
export default function AlunosScreen() {
  const navigate = useNavigate();
  const canWrite = useCan('students.write');
  const canReadRecord = useCan('students.read-sensitive');
  const rowActions = useCallback(
    (student: StudentListItem): RowAction[] => [
      ...(canReadRecord
        ? [
            {
              value: 'record',
              label: labels.viewRecord,
              icon: FileText,
              onSelect: () => navigate(recordHref(student)),
            },
          ]
        : []),
      ...(canWrite
        ? [
            {
              value: 'edit',
              label: labels.edit,
              icon: Pencil,
              onSelect: () => navigate(editHref(student)),
            },
          ]
        : []),
    ],
    [canReadRecord, canWrite, navigate],
  );
  return (
    <ResourceListPage
      routeId="alunos"
      resource={studentsList}
      columns={alunosColumns}
      // Whoever reads the list gets the kit's action slots; each action is offered above only
      // to whom may use it.
      writePermission="students.read"
      actions={
        canWrite ? (
          <Button asChild>
            <Link to={routeTo('alunos-adicionar')}>
              <Plus aria-hidden />
              {labels.add}
            </Link>
          </Button>
        ) : null
      }
      rowActions={canWrite || canReadRecord ? rowActions : undefined}
    />
  );
}
