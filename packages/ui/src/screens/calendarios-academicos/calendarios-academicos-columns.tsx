import {
  type AcademicCalendar,
  calendarStatusLabels,
  labelOf,
  statusBadgeVariant,
} from '@lousa/domain';
import { css } from 'styled-system/css';
import { Badge } from '../../components/badge';
import { defineColumns } from '../../components/data-table';
import { calendariosAcademicosLabels as labels } from './labels';

/**
 * The units' names on two lines at most, cut with an ellipsis past them (a calendar of many
 * units): the row stays as tall as the others and the table as wide on a phone. The whole list
 * stays in the text (read by screen readers) and in the `title` (shown on hover).
 */
const unitsLines = css({
  lineClamp: '2',
  minWidth: '32',
  maxWidth: { base: '48', md: '64' },
});

/** The school units a calendar applies to, by name, or 'Toda a rede' when it lists none. */
const unitsOfCalendar = (calendar: Pick<AcademicCalendar, 'schoolUnits'>) =>
  calendar.schoolUnits.length === 0
    ? labels.wholeNetwork
    : calendar.schoolUnits.map((unit) => unit.name).join(', ');

/**
 * Título, Ano Letivo, Unidades Escolares (the names, or 'Toda a rede'), Status badge (INATIVO
 * secondary; EM ATIVIDADE, CONCLUÍDO default); all but the units sortable. The kit adds the row
 * actions.
 */
export const calendariosAcademicosColumns = defineColumns<AcademicCalendar>([
  { id: 'title', header: labels.title, sortKey: 'title', cell: (calendar) => calendar.title },
  {
    id: 'academicYear',
    header: labels.academicYear,
    sortKey: 'academicYear',
    cell: (calendar) => calendar.academicYear.year,
  },
  {
    id: 'schoolUnits',
    header: labels.schoolUnits,
    cell: (calendar) => {
      const units = unitsOfCalendar(calendar);
      return (
        <span className={unitsLines} title={calendar.schoolUnits.length > 0 ? units : undefined}>
          {units}
        </span>
      );
    },
  },
  {
    id: 'status',
    header: labels.status,
    sortKey: 'status',
    cell: (calendar) => (
      <Badge variant={statusBadgeVariant(calendar.status)}>
        {labelOf(calendarStatusLabels, calendar.status)}
      </Badge>
    ),
  },
]);
