import {
  type AttendanceSheet,
  attendanceBadgeVariant,
  attendanceStatusLabels,
  formatDate,
  formatInstantDate,
  labelOf,
} from '@lousa/domain';
import { ClipboardCheck, Eye } from 'lucide-react';
import { Link } from 'react-router-dom';
import { visuallyHidden } from 'styled-system/patterns';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { defineColumns } from '../../components/data-table';
import { launchHref } from './frequencias-format';
import { frequenciasLabels as labels } from './labels';

/** A PENDENTE day's 'Realizar Lançamento', a REGISTRADA one's 'Ver lançamento'. */
function LaunchLink({ sheet }: { sheet: AttendanceSheet }) {
  const pending = sheet.status === 'PENDING';
  return (
    <Button asChild size="sm" variant={pending ? 'solid' : 'outline'}>
      <Link to={launchHref(sheet)}>
        {pending ? <ClipboardCheck aria-hidden /> : <Eye aria-hidden />}
        {pending ? labels.launch : labels.view}
        <span className={visuallyHidden()}>
          {labels.rowContext(
            sheet.classroom.name,
            sheet.curricularComponent.name,
            formatDate(sheet.date),
          )}
        </span>
      </Link>
    </Button>
  );
}

/**
 * Turma, Componente Curricular, Data da Aula, Data de Lançamento (the day of the first save, or
 * '-'), the Status badge (PENDENTE secondary, REGISTRADA default), all sortable on the server,
 * and the row's link to the day's entry.
 */
export const frequenciasColumns = defineColumns<AttendanceSheet>([
  {
    id: 'classroom',
    header: labels.classroom,
    sortKey: 'classroom',
    nowrap: true,
    cell: (sheet) => sheet.classroom.name,
  },
  {
    id: 'curricularComponent',
    header: labels.curricularComponent,
    sortKey: 'curricularComponent',
    cell: (sheet) => sheet.curricularComponent.name,
  },
  {
    id: 'date',
    header: labels.classDate,
    sortKey: 'date',
    nowrap: true,
    cell: (sheet) => formatDate(sheet.date),
  },
  {
    id: 'launchDate',
    header: labels.launchDate,
    sortKey: 'launchDate',
    nowrap: true,
    cell: (sheet) => formatInstantDate(sheet.launchDate) || labels.noDate,
  },
  {
    id: 'status',
    header: labels.status,
    sortKey: 'status',
    cell: (sheet) => (
      <Badge variant={attendanceBadgeVariant(sheet.status)}>
        {labelOf(attendanceStatusLabels, sheet.status)}
      </Badge>
    ),
  },
  {
    id: 'actions',
    header: labels.actions,
    hideHeader: true,
    align: 'end',
    nowrap: true,
    cell: (sheet) => <LaunchLink sheet={sheet} />,
  },
]);
