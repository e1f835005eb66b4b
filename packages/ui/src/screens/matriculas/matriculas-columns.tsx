import {
  type Enrollment,
  enrollmentBadgeVariant,
  enrollmentStatusLabels,
  formatDate,
  labelOf,
} from '@lousa/domain';
import { Badge } from '../../components/badge';
import { defineColumns } from '../../components/data-table';
import { matriculasLabels as labels } from './labels';

/**
 * Aluno, Turma, Unidade Escolar, Ano Letivo, Situação (a badge: default for ATIVA, secondary
 * otherwise) and Data (the day it started, DD/MM/AAAA); all sortable on the server.
 */
export const matriculasColumns = defineColumns<Enrollment>([
  {
    id: 'student',
    header: labels.student,
    sortKey: 'student',
    cell: (enrollment) => enrollment.student.name,
  },
  {
    id: 'classroom',
    header: labels.classroom,
    sortKey: 'classroom',
    nowrap: true,
    cell: (enrollment) => enrollment.classroom.name,
  },
  {
    id: 'schoolUnit',
    header: labels.schoolUnit,
    sortKey: 'schoolUnit',
    cell: (enrollment) => enrollment.schoolUnit.name,
  },
  {
    id: 'academicYear',
    header: labels.academicYear,
    sortKey: 'academicYear',
    cell: (enrollment) => enrollment.academicYear.year,
  },
  {
    id: 'status',
    header: labels.status,
    sortKey: 'status',
    cell: (enrollment) => (
      <Badge variant={enrollmentBadgeVariant(enrollment.status)}>
        {labelOf(enrollmentStatusLabels, enrollment.status)}
      </Badge>
    ),
  },
  {
    id: 'date',
    header: labels.date,
    sortKey: 'date',
    nowrap: true,
    cell: (enrollment) => formatDate(enrollment.date),
  },
]);
