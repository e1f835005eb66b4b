import {
  ATTENDANCE_MINIMUM_PERCENT,
  type AttendanceFigure,
  attendanceFigureText,
} from '@lousa/domain';
import { TriangleAlert } from 'lucide-react';
import { css } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';
import { attendanceLaunchLabels as labels } from './labels';

const styles = {
  below: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '1.5',
    borderRadius: 'l1',
    bg: 'status.warning.bg',
    color: 'status.warning.fg',
    fontWeight: 'semibold',
    '& svg': { boxSize: '3.5', flexShrink: 0 },
  }),
};

/**
 * A student's attendance: '92,5%', '0,0% — 1 falta, 1 justificada' (a justified absence counts,
 * and the figure says how many were justified), '-' before any recorded day; under the legal
 * minimum (`ATTENDANCE_MINIMUM_PERCENT`) in the warning colours with an icon, and said to screen
 * readers ('60,0% — 2 faltas (abaixo de 75%)').
 */
export function AttendancePercent({ figure }: { figure: AttendanceFigure }) {
  if (figure.attendance === null) return <>{labels.noPercent}</>;
  const text = attendanceFigureText(figure);
  if (figure.attendance >= ATTENDANCE_MINIMUM_PERCENT) return <>{text}</>;
  return (
    <span className={styles.below} data-below-minimum="">
      <TriangleAlert aria-hidden />
      {text}
      <span className={visuallyHidden()}>{labels.belowMinimum}</span>
    </span>
  );
}
