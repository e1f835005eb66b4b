import { FileWarning } from 'lucide-react';
import type { ComponentType } from 'react';
import { css } from 'styled-system/css';
import { defineColumns } from '../../components/data-table';
import { IconButton } from '../../components/icon-button';
import type { TooltipProps } from '../../components/tooltip';
import { AttendancePercent } from './frequencias-lancamento-percent';
import { PresenceSwitch } from './frequencias-lancamento-presence-switch';
import type { AttendanceRow } from './frequencias-lancamento-row';
import { attendanceLaunchLabels as labels } from './labels';

const styles = {
  name: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  /** On a phone the figure sits under the name instead of in its own column. */
  figureUnderName: css({ hideFrom: 'md', textStyle: 'xs', color: 'fg.muted' }),
};

export interface JustifyTooltip {
  /** The tooltip of 'Justificar falta', once its code is here (`useDeferredTooltip`). */
  Tooltip?: ComponentType<TooltipProps>;
  /** A hover or focus on 'Justificar falta': the tooltip is wanted. */
  onIntent?: () => void;
}

/**
 * Código (the roll number), Aluno, Frequência (under the name on a phone) (the share of the recorded days present, with the
 * absences and how many were justified) and the action column: the
 * presence switch and 'Justificar falta', both disabled when the day may only be read.
 */
export function frequenciasLancamentoColumns(
  onJustify: (row: AttendanceRow) => void,
  readOnly: boolean,
  { Tooltip, onIntent }: JustifyTooltip = {},
) {
  const justifyButton = (row: AttendanceRow) => (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={labels.justifyOf(row.name)}
      disabled={readOnly}
      onClick={() => onJustify(row)}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <FileWarning aria-hidden />
    </IconButton>
  );
  return defineColumns<AttendanceRow>([
    { id: 'code', header: labels.code, nowrap: true, cell: (row) => row.code },
    {
      id: 'name',
      header: labels.student,
      cell: (row) => (
        <div className={styles.name}>
          {row.name}
          <span className={styles.figureUnderName}>
            <AttendancePercent figure={row} />
          </span>
        </div>
      ),
    },
    {
      id: 'attendance',
      header: labels.attendance,
      align: 'end',
      nowrap: true,
      hideBelow: 'md',
      cell: (row) => <AttendancePercent figure={row} />,
    },
    {
      id: 'actions',
      header: labels.actions,
      hideHeader: true,
      align: 'end',
      nowrap: true,
      cell: (row) => (
        <div className={css({ display: 'inline-flex', alignItems: 'center', gap: '3' })}>
          <PresenceSwitch row={row} readOnly={readOnly} />
          {Tooltip ? (
            <Tooltip content={labels.justify}>{justifyButton(row)}</Tooltip>
          ) : (
            justifyButton(row)
          )}
        </div>
      ),
    },
  ]);
}
