import { FileWarning } from 'lucide-react';
import { css } from 'styled-system/css';
import { defineColumns } from '../../components/data-table';
import { IconButton } from '../../components/icon-button';
import { Tooltip } from '../../components/tooltip';
import type { AttendanceRow } from './attendance-row';
import { attendanceLaunchLabels as labels } from './labels';
import { PresenceSwitch } from './presence-switch';

/** Código, Aluno and the action column: the presence switch and 'Justificar falta'. */
export function frequenciasLancamentoColumns(onJustify: (row: AttendanceRow) => void) {
  return defineColumns<AttendanceRow>([
    { id: 'code', header: labels.code, cell: (row) => row.code },
    { id: 'name', header: labels.student, cell: (row) => row.name },
    {
      id: 'actions',
      header: labels.actions,
      hideHeader: true,
      align: 'end',
      cell: (row) => (
        <div className={css({ display: 'inline-flex', alignItems: 'center', gap: '3' })}>
          <PresenceSwitch row={row} />
          <Tooltip content={labels.justify}>
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={labels.justifyOf(row.name)}
              onClick={() => onJustify(row)}
            >
              <FileWarning aria-hidden />
            </IconButton>
          </Tooltip>
        </div>
      ),
    },
  ]);
}
