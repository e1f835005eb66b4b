import type { AttendanceRecord } from '@lousa/domain';
import { css } from 'styled-system/css';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { getRoute } from '../../routes/route-table';
import { frequenciasColumns } from './frequencias-columns';

export interface AttendanceRecordsViewProps {
  records: readonly AttendanceRecord[] | undefined;
  isLoading?: boolean;
}

/** /app/frequencias: the attendance records; pending ones lead to the attendance entry. */
export function AttendanceRecordsView({ records, isLoading }: AttendanceRecordsViewProps) {
  const { title, subtitle } = getRoute('frequencias');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={title} subtitle={subtitle} />
      <DataTable
        columns={frequenciasColumns}
        data={records}
        isLoading={isLoading}
        aria-label={title}
      />
    </div>
  );
}
