import {
  type EvaluationSituation,
  evaluationSituationLabels,
  evaluationSituations,
  formatDecimal,
  formatDecimalInput,
  type NamedRef,
  type StudentResult,
} from '@lousa/domain';
import { css, cx } from 'styled-system/css';
import { resultadosLabels as labels, situationAbbreviations } from './labels';

const styles = {
  frame: css({
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l2',
    overflowX: 'auto',
    position: 'relative',
    bg: 'bg.default',
  }),
  table: css({ width: 'full', borderCollapse: 'collapse', textStyle: 'sm' }),
  head: css({
    textAlign: 'center',
    fontWeight: 'medium',
    color: 'fg.muted',
    px: '3',
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    verticalAlign: 'bottom',
    minW: '20',
  }),
  sticky: css({
    position: 'sticky',
    left: '0',
    zIndex: '1',
    bg: 'bg.default',
    textAlign: 'start',
    minW: '40',
    maxW: '64',
  }),
  row: css({ borderBottomWidth: '1px', borderColor: 'border.subtle', _last: { borderBottom: 0 } }),
  student: css({ fontWeight: 'normal', color: 'fg.default', px: '3', py: '2' }),
  cell: css({
    textAlign: 'center',
    px: '3',
    py: '2',
    verticalAlign: 'top',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  }),
  average: css({ display: 'block', fontWeight: 'semibold' }),
  situation: css({
    display: 'block',
    textStyle: 'xs',
    fontWeight: 'medium',
    textDecoration: 'none',
    cursor: 'help',
  }),
  needed: css({ display: 'block', textStyle: 'xs', color: 'fg.muted', whiteSpace: 'normal' }),
  legend: css({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '4',
    rowGap: '1',
    textStyle: 'xs',
    color: 'fg.muted',
    m: '0',
  }),
  legendItem: css({ display: 'flex', gap: '1' }),
  legendTerm: css({ fontWeight: 'semibold', color: 'fg.default' }),
};

/** Colours by what a situation means: passed, failed, still open. */
const tone: Record<EvaluationSituation, string> = {
  CURSANDO: css({ color: 'fg.muted' }),
  EM_RECUPERACAO: css({ color: 'status.warning.icon' }),
  APROVADO: css({ color: 'status.success.icon' }),
  APROVADO_APOS_RECUPERACAO: css({ color: 'status.success.icon' }),
  APROVADO_PELO_CONSELHO: css({ color: 'status.success.icon' }),
  REPROVADO: css({ color: 'status.error.icon' }),
  REPROVADO_POR_FALTAS: css({ color: 'status.error.icon' }),
};

/** A situation's short form, its full name as the title. */
function Situation({ code }: { code: EvaluationSituation }) {
  return (
    <abbr className={cx(styles.situation, tone[code])} title={evaluationSituationLabels[code]}>
      {situationAbbreviations[code]}
    </abbr>
  );
}

const score = (value: number | null) =>
  value === null ? labels.noValue : formatDecimalInput(value);
const percent = (value: number | null) =>
  value === null ? labels.noValue : `${formatDecimal(value, 1)}%`;

/** The components of the class, in the order the server lists them (every student's, once). */
export function componentsOf(results: readonly StudentResult[]): NamedRef[] {
  const seen = new Map<string, NamedRef>();
  for (const student of results) {
    for (const { curricularComponent } of student.components) {
      if (!seen.has(curricularComponent.id)) seen.set(curricularComponent.id, curricularComponent);
    }
  }
  return [...seen.values()];
}

/** Whether a student is in `situation`: their result, or any component's. */
export function inSituation(student: StudentResult, situation: EvaluationSituation | '') {
  return (
    !situation ||
    student.result === situation ||
    student.components.some((component) => component.situation === situation)
  );
}

export interface ResultsMapProps {
  classroom: string;
  results: readonly StudentResult[];
}

/**
 * The class map: a row per student (by name), a column per component with the final average and
 * the situation's short form (in recovery, the exam grade still needed), then the year's
 * attendance and the result. Wider than the page on a phone: it scrolls sideways, the student's
 * name staying in view. The legend spells out the short forms.
 */
export function ResultsMap({ classroom, results }: ResultsMapProps) {
  const components = componentsOf(results);
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a narrow screen, so it takes the focus to be scrolled by keyboard (axe: scrollable-region-focusable) */}
      <section className={styles.frame} tabIndex={0} aria-label={labels.mapRegion}>
        <table className={styles.table} aria-label={labels.table(classroom)}>
          <thead>
            <tr>
              <th scope="col" className={cx(styles.head, styles.sticky)}>
                {labels.student}
              </th>
              {components.map((component) => (
                <th key={component.id} scope="col" className={styles.head}>
                  {component.name}
                </th>
              ))}
              <th scope="col" className={styles.head}>
                {labels.attendance}
              </th>
              <th scope="col" className={styles.head}>
                {labels.result}
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((student) => {
              const byComponent = new Map(
                student.components.map((item) => [item.curricularComponent.id, item]),
              );
              return (
                <tr key={student.student.id} className={styles.row}>
                  <th scope="row" className={cx(styles.student, styles.sticky)}>
                    {student.student.name}
                  </th>
                  {components.map((component) => {
                    const item = byComponent.get(component.id);
                    return (
                      <td key={component.id} className={styles.cell}>
                        {item ? (
                          <>
                            <span className={styles.average}>{score(item.finalAverage)}</span>
                            <Situation code={item.situation} />
                            {item.situation === 'EM_RECUPERACAO' ? (
                              <span className={styles.needed}>
                                {labels.needed(
                                  item.neededExamScore === null
                                    ? null
                                    : formatDecimalInput(item.neededExamScore),
                                )}
                              </span>
                            ) : null}
                          </>
                        ) : (
                          labels.noValue
                        )}
                      </td>
                    );
                  })}
                  <td className={styles.cell}>{percent(student.attendance)}</td>
                  <td className={cx(styles.cell, tone[student.result])}>
                    {evaluationSituationLabels[student.result]}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <dl className={styles.legend} aria-label={labels.legend}>
        {evaluationSituations.map((code) => (
          <div key={code} className={styles.legendItem}>
            <dt className={styles.legendTerm}>{situationAbbreviations[code]}</dt>
            <dd className={css({ m: '0' })}>{evaluationSituationLabels[code]}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
