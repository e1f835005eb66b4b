import {
  type AttendanceRecord,
  attendanceBadgeVariant,
  attendanceStatusLabels,
  formatDate,
  labelOf,
} from '@lousa/domain';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { defineColumns } from '../../components/data-table';
import { routeTo } from '../../routes/route-table';
import { frequenciasLabels as labels } from './labels';

/** Turma, Data da Aula, Data de Lançamento, Status and, for pending ones, the launch action. */
export const frequenciasColumns = defineColumns<AttendanceRecord>([
  { id: 'classroom', header: labels.classroom, cell: (record) => record.classroom.name },
  {
    id: 'classDate',
    header: labels.classDate,
    nowrap: true,
    cell: (record) => formatDate(record.classDate),
  },
  {
    id: 'launchDate',
    header: labels.launchDate,
    nowrap: true,
    cell: (record) => formatDate(record.launchDate) || labels.noDate,
  },
  {
    id: 'status',
    header: labels.status,
    cell: (record) => (
      <Badge variant={attendanceBadgeVariant(record.status)}>
        {labelOf(attendanceStatusLabels, record.status)}
      </Badge>
    ),
  },
  {
    id: 'actions',
    header: labels.actions,
    hideHeader: true,
    align: 'end',
    cell: (record) =>
      record.status === 'PENDENTE' ? (
        <Button asChild size="sm" variant="outline">
          <Link to={routeTo('frequencias-lancamento')}>
            <ClipboardCheck aria-hidden />
            {labels.launch}
          </Link>
        </Button>
      ) : null,
  },
]);
