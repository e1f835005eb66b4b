import {
  type EvaluationSituation,
  evaluationSituationLabels,
  evaluationSituations,
  type NamedRef,
  type StudentResult,
} from '@lousa/domain';
import { css, cx } from 'styled-system/css';
import {
  evaluationLabels,
  formatPercent,
  formatScore,
  NeededExam,
  ResultsFrame,
  SituationAbbr,
  situationAbbreviations,
  situationTone,
} from '../../components/evaluation';
import { resultadosLabels as labels } from './labels';

const styles = {
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
      <ResultsFrame label={labels.mapRegion}>
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
                            <span className={styles.average}>{formatScore(item.finalAverage)}</span>
                            <SituationAbbr code={item.situation} />
                            <NeededExam component={item} />
                          </>
                        ) : (
                          evaluationLabels.noValue
                        )}
                      </td>
                    );
                  })}
                  <td className={styles.cell}>{formatPercent(student.attendance)}</td>
                  <td className={cx(styles.cell, situationTone[student.result])}>
                    {evaluationSituationLabels[student.result]}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ResultsFrame>
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
