import { useResourceList } from '@lousa/api-client';
import {
  type Enrollment,
  enrollmentBadgeVariant,
  enrollmentStatusLabels,
  enrollmentsResource,
  formatDate,
  LIST_PAGE_SIZE_MAX,
  labelOf,
} from '@lousa/domain';
import { useMemo } from 'react';
import { Badge } from '../../components/badge';
import { DataTable, defineColumns } from '../../components/data-table';
import { RegistryLoadError } from '../../components/registry';
import { alunosLabels, alunoFichaLabels as labels } from './labels';

/** Ano Letivo, Turma, Unidade Escolar, Situação (badge), Data, Data de saída. */
export const alunosHistoryColumns = defineColumns<Enrollment>([
  {
    id: 'academicYear',
    header: labels.academicYear,
    nowrap: true,
    cell: (enrollment) => enrollment.academicYear.year,
  },
  {
    id: 'classroom',
    header: labels.classroom,
    nowrap: true,
    cell: (enrollment) => enrollment.classroom.name,
  },
  {
    id: 'schoolUnit',
    header: labels.schoolUnit,
    nowrap: true,
    cell: (enrollment) => enrollment.schoolUnit.name,
  },
  {
    id: 'status',
    header: labels.status,
    cell: (enrollment) => (
      <Badge variant={enrollmentBadgeVariant(enrollment.status)}>
        {labelOf(enrollmentStatusLabels, enrollment.status)}
      </Badge>
    ),
  },
  {
    id: 'date',
    header: labels.date,
    nowrap: true,
    cell: (enrollment) => formatDate(enrollment.date),
  },
  {
    id: 'endDate',
    header: labels.endDate,
    nowrap: true,
    cell: (enrollment) => (enrollment.endDate ? formatDate(enrollment.endDate) : alunosLabels.none),
  },
]);

/** The student's enrolments (GET /enrollments?studentId=), newest first: one query for the page. */
export function useStudentEnrollments(studentId: string) {
  const query = useMemo(
    () => ({
      page: 1,
      pageSize: LIST_PAGE_SIZE_MAX,
      sort: { key: 'date' as const, descending: true },
      filters: { studentId },
    }),
    [studentId],
  );
  return useResourceList(enrollmentsResource, query);
}

/**
 * The school the student is at, for the printed record's header: the unit of the newest active
 * enrolment, else of the newest one; undefined without enrolments (or while they load).
 */
export function useStudentSchoolUnit(studentId: string): string | undefined {
  const items = useStudentEnrollments(studentId).data?.items;
  const current = items?.find((enrollment) => enrollment.status === 'ACTIVE') ?? items?.[0];
  return current?.schoolUnit.name;
}

/**
 * 'Histórico de Matrículas': the student's enrolments (GET /enrollments?studentId=), newest
 * first, every year, all on one screen; skeleton rows while they load, the failure and 'Tentar novamente' in place of the table if the
 * call fails.
 */
export function AlunosFichaHistory({ studentId }: { studentId: string }) {
  const history = useStudentEnrollments(studentId);
  // The failure in place of the table: not an empty history.
  if (history.isError) {
    return <RegistryLoadError onRetry={history.refetch} retrying={history.isFetching} />;
  }
  return (
    <DataTable
      columns={alunosHistoryColumns}
      data={history.data?.items}
      isLoading={history.isPending}
      // A student's history is short: every row at once, no pager.
      paging={false}
      aria-label={labels.historyTable}
    />
  );
}
