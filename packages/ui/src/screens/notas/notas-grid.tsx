import {
  ATTENDANCE_MINIMUM_PERCENT,
  formatDate,
  formatDecimal,
  formatDecimalInput,
  type GradeSheet,
} from '@lousa/domain';
import { TriangleAlert } from 'lucide-react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';
import { input } from 'styled-system/recipes';
import * as Table from '../../components/data-table/table';
import { notasLabels as labels } from './labels';
import { caretOf, gridMove } from './notas-grid-navigation';
import { cellKey, type GradeDrafts } from './notas-grid-values';

export interface GradeGridProps {
  sheet: GradeSheet;
  /** 'Lançar Notas': a text input per cell. */
  editing?: boolean;
  /** The typed text of each cell (`cellKey`); a cell without one shows its score. */
  drafts?: GradeDrafts;
  /** The message of each cell that cannot be saved as it is. */
  errors?: Readonly<Record<string, string>>;
  onDraftChange?: (key: string, text: string) => void;
  /** Each student's attendance percentage ('Frequência'); absent: no such column. */
  attendance?: ReadonlyMap<string, number | null>;
  /** While saving: the inputs are read-only. */
  saving?: boolean;
  /** Names what explains the inputs (the keyboard help). */
  describedBy?: string;
}

const DASH = '-';

const styles = {
  frame: css({
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l2',
    overflowX: 'auto',
    position: 'relative',
    bg: 'bg.default',
    outline: 'none',
    _focusVisible: { outline: '2px solid', outlineColor: 'border.outline', outlineOffset: '2px' },
  }),
  // The student's column stays in view while the assessments scroll sideways.
  sticky: css({
    position: 'sticky',
    left: '0',
    zIndex: '1',
    bg: 'bg.default',
    minW: '40',
    maxW: '64',
    textAlign: 'start',
    boxShadow: 'inset -1px 0 0 token(colors.border.default)',
  }),
  student: css({ color: 'fg.default', fontWeight: 'normal' }),
  code: css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums', mr: '1' }),
  assessment: css({ minW: '24', verticalAlign: 'bottom' }),
  assessmentMeta: css({
    display: 'block',
    color: 'fg.muted',
    fontWeight: 'normal',
    textStyle: 'xs',
    whiteSpace: 'nowrap',
  }),
  number: css({ textAlign: 'center', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
  average: css({ fontWeight: 'semibold' }),
  low: css({
    color: 'status.warning.fg',
    fontWeight: 'semibold',
    '& svg': { display: 'inline', boxSize: '3.5', mr: '1', verticalAlign: '-0.125em' },
  }),
  cell: css({ verticalAlign: 'top', py: '2' }),
  input: css({ width: '16', textAlign: 'center', fontVariantNumeric: 'tabular-nums' }),
  error: css({
    display: 'block',
    maxW: '36',
    mt: '1',
    mx: 'auto',
    color: 'fg.error',
    textStyle: 'xs',
    textAlign: 'center',
    whiteSpace: 'normal',
  }),
};

/**
 * The grades of a class in a term: a row per student (its number and name, kept in view while
 * the table scrolls sideways), a column per assessment (title, date, weight and maximum), the
 * average the server computed ('Média', one decimal) and, when given, 'Frequência' (warned under
 * the legal minimum). Read-only by default; `editing` turns every score into a text input typed
 * with a decimal comma, moved through like a spreadsheet (`gridMove`): Enter and ↓ down, ↑ up,
 * Tab and the arrows at the text's ends sideways. An invalid cell is marked and describes why.
 */
export function GradeGrid({
  sheet,
  editing = false,
  drafts = {},
  errors = {},
  onDraftChange,
  attendance,
  saving = false,
  describedBy,
}: GradeGridProps) {
  const table = useRef<HTMLTableElement>(null);
  const errorIdPrefix = useId();
  const { assessments, students } = sheet;
  const size = { rows: students.length, columns: assessments.length };

  const focusCell = (row: number, column: number) => {
    const target = table.current?.querySelector<HTMLInputElement>(
      `input[data-row="${row}"][data-column="${column}"]`,
    );
    if (!target) return;
    target.focus();
    target.select();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const target = event.currentTarget;
    const from = { row: Number(target.dataset.row), column: Number(target.dataset.column) };
    const to = gridMove(event, from, size, caretOf(target));
    if (!to) return;
    event.preventDefault();
    focusCell(to.row, to.column);
  };

  return (
    // Focusable when read-only, so keyboard users can scroll a grid wider than the screen.
    <section aria-label={labels.grades} className={styles.frame} tabIndex={editing ? undefined : 0}>
      <Table.Root ref={table} aria-label={labels.grades} size="sm">
        <Table.Head>
          <Table.Row>
            <Table.Header scope="col" className={styles.sticky}>
              {labels.student}
            </Table.Header>
            {assessments.map((assessment) => (
              <Table.Header
                key={assessment.id}
                scope="col"
                className={cx(styles.assessment, styles.number)}
              >
                {assessment.title}
                <span className={styles.assessmentMeta}>
                  {formatDate(assessment.date)}
                  <br />
                  {labels.weightAndMax(
                    formatDecimalInput(assessment.weight),
                    formatDecimalInput(assessment.maxScore),
                  )}
                </span>
              </Table.Header>
            ))}
            <Table.Header scope="col" className={styles.number}>
              {labels.average}
            </Table.Header>
            {attendance ? (
              <Table.Header scope="col" className={styles.number}>
                {labels.attendance}
              </Table.Header>
            ) : null}
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {students.map((student, row) => {
            const present = attendance?.get(student.studentId) ?? null;
            return (
              <Table.Row key={student.studentId}>
                <Table.Header scope="row" className={cx(styles.sticky, styles.student)}>
                  <span className={styles.code}>{student.code}</span> {student.name}
                </Table.Header>
                {assessments.map((assessment, column) => {
                  const key = cellKey(student.studentId, assessment.id);
                  const score = student.scores[assessment.id] ?? null;
                  if (!editing) {
                    return (
                      <Table.Cell key={assessment.id} className={styles.number}>
                        {score === null ? DASH : formatDecimalInput(score)}
                      </Table.Cell>
                    );
                  }
                  const error = errors[key];
                  const errorId = `${errorIdPrefix}-${row}-${column}`;
                  return (
                    <Table.Cell key={assessment.id} className={cx(styles.cell, styles.number)}>
                      <input
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        spellCheck={false}
                        aria-label={labels.cell(student.name, assessment.title)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={
                          [error ? errorId : undefined, describedBy].filter(Boolean).join(' ') ||
                          undefined
                        }
                        readOnly={saving}
                        data-row={row}
                        data-column={column}
                        className={cx(input({ size: 'sm' }), styles.input)}
                        value={drafts[key] ?? formatDecimalInput(score)}
                        onChange={(event) => onDraftChange?.(key, event.target.value)}
                        onFocus={(event) => event.target.select()}
                        onKeyDown={onKeyDown}
                      />
                      {error ? (
                        <span id={errorId} className={styles.error}>
                          {error}
                        </span>
                      ) : null}
                    </Table.Cell>
                  );
                })}
                <Table.Cell className={cx(styles.number, styles.average)}>
                  {student.average === null ? DASH : formatDecimal(student.average)}
                </Table.Cell>
                {attendance ? (
                  <Table.Cell
                    className={cx(
                      styles.number,
                      present !== null && present < ATTENDANCE_MINIMUM_PERCENT
                        ? styles.low
                        : undefined,
                    )}
                  >
                    {present !== null && present < ATTENDANCE_MINIMUM_PERCENT ? (
                      <TriangleAlert aria-hidden />
                    ) : null}
                    {present === null ? DASH : `${formatDecimal(present)}%`}
                    {present !== null && present < ATTENDANCE_MINIMUM_PERCENT ? (
                      <span className={visuallyHidden()}> ({labels.attendanceLow})</span>
                    ) : null}
                  </Table.Cell>
                ) : null}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </section>
  );
}
