import { formatDecimal } from '../decimal.ts';
import { countOf } from './count.ts';

/**
 * The words of a student's attendance figure ('0,0% — 1 falta, 1 justificada'), which
 * `attendanceFigureText` puts together: a justified absence still counts as an absence (LDB), and
 * the figure says how many were justified so that a low percentage is not read as truancy.
 */
export const attendanceFigureWords = {
  absence: 'falta',
  absences: 'faltas',
  justified: 'justificada',
  justifiedMany: 'justificadas',
  /** Between the percentage and the absences. */
  separator: ' — ',
  /** Between the absences and the justified ones. */
  and: ', ',
} as const;

/** A student's attendance as GET /attendance answers it. */
export interface AttendanceFigure {
  /** The percentage present (0–100, one decimal); null before any recorded day. */
  attendance: number | null;
  /** The absences, justified or not. */
  absences: number;
  /** Of `absences`, those justified. */
  justifiedAbsences: number;
}

/**
 * The absences of a figure: '2 faltas', '1 falta, 1 justificada', '2 faltas, 2 justificadas';
 * empty without absences.
 */
export function absencesText(absences: number, justifiedAbsences: number): string {
  if (absences === 0) return '';
  const total = countOf(absences, attendanceFigureWords.absence, attendanceFigureWords.absences);
  if (justifiedAbsences === 0) return total;
  return `${total}${attendanceFigureWords.and}${countOf(justifiedAbsences, attendanceFigureWords.justified, attendanceFigureWords.justifiedMany)}`;
}

/**
 * A student's figure: '92,5%', '0,0% — 1 falta, 1 justificada'; empty before any recorded day.
 */
export function attendanceFigureText(figure: AttendanceFigure): string {
  if (figure.attendance === null) return '';
  const percent = `${formatDecimal(figure.attendance)}%`;
  const absences = absencesText(figure.absences, figure.justifiedAbsences);
  return absences ? `${percent}${attendanceFigureWords.separator}${absences}` : percent;
}
