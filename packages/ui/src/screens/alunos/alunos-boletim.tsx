import { errorMessage, isApiError, useReportCard, useResourceAll } from '@lousa/api-client';
import { academicTermsResource, type Enrollment, type ReportCard } from '@lousa/domain';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { callout } from '../../components/callout';
import {
  formatPercent,
  formatScore,
  NeededExam,
  ResultsFrame,
  ResultsLoading,
  SituationName,
} from '../../components/evaluation';
import { RegistryLoadError } from '../../components/registry';
import { DeferredSelectField } from '../../components/select/deferred-select-field';
import { useStudentEnrollments } from './alunos-ficha-history';
import { alunoBoletimLabels as labels } from './labels';

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  bar: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' }),
  select: css({ width: { base: 'full', sm: '60' } }),
  muted: css({ textStyle: 'sm', color: 'fg.muted' }),
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
    whiteSpace: 'nowrap',
  }),
  term: css({ color: 'fg.default', borderBottomWidth: '1px' }),
  sticky: css({
    position: 'sticky',
    left: '0',
    zIndex: '1',
    bg: 'bg.default',
    textAlign: 'start',
    minW: '40',
    maxW: '56',
  }),
  row: css({ borderBottomWidth: '1px', borderColor: 'border.subtle', _last: { borderBottom: 0 } }),
  component: css({
    fontWeight: 'normal',
    color: 'fg.default',
    px: '3',
    py: '2',
    verticalAlign: 'top',
  }),
  cell: css({
    textAlign: 'center',
    px: '3',
    py: '2',
    verticalAlign: 'top',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  }),
  final: css({ fontWeight: 'semibold' }),
  situation: css({ textAlign: 'start', minW: '40' }),
  summary: css({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '8',
    rowGap: '2',
    m: '0',
  }),
  summaryItem: css({ display: 'flex', flexDirection: 'column', gap: '0.5' }),
  summaryTerm: css({ textStyle: 'xs', color: 'fg.muted' }),
  summaryValue: css({ m: '0', textStyle: 'md', fontVariantNumeric: 'tabular-nums' }),
};

interface YearItem {
  value: string;
  label: string;
}

/** The years the student has an enrolment in, the latest first, once each. */
export function enrolmentYears(enrollments: readonly Enrollment[]): YearItem[] {
  const years = new Map<string, YearItem>();
  for (const { academicYear } of enrollments) {
    if (!years.has(academicYear.id)) {
      years.set(academicYear.id, { value: academicYear.id, label: academicYear.year });
    }
  }
  return [...years.values()].sort((a, b) => b.label.localeCompare(a.label, 'pt-BR'));
}

/** The year shown first: the one of the active enrolment (in progress), else the latest. */
export function defaultYearId(enrollments: readonly Enrollment[]): string | undefined {
  const active = enrollments.find((enrollment) => enrollment.status === 'ACTIVE');
  return active?.academicYear.id ?? enrolmentYears(enrollments)[0]?.value;
}

/** Whether nothing of the year is recorded yet: no score, no exam, no attendance. */
export function isBlankCard(card: ReportCard): boolean {
  return (
    card.attendance === null &&
    card.components.every(
      (component) =>
        component.finalAverage === null &&
        component.examScore === null &&
        component.terms.every((term) => term.average === null && term.absences === 0),
    )
  );
}

/** The terms of the card, in the server's order (by date), with their titles. */
function termColumns(card: ReportCard, titles: ReadonlyMap<string, string>) {
  const ids: string[] = [];
  for (const component of card.components) {
    for (const { academicTermId } of component.terms) {
      if (!ids.includes(academicTermId)) ids.push(academicTermId);
    }
  }
  return ids.map((id, index) => ({ id, title: titles.get(id) ?? labels.term(index + 1) }));
}

/**
 * The year's table: a row per component; per term (its title over the two) the average and the
 * absences; then the final average, the exam, the situation (in recovery, the exam grade still
 * needed) and the component's attendance. Wider than a phone: it scrolls sideways inside its
 * frame, the component's name staying in view.
 */
function ReportCardTable({ card, titles }: { card: ReportCard; titles: Map<string, string> }) {
  const terms = termColumns(card, titles);
  return (
    <ResultsFrame label={labels.region}>
      <table
        className={styles.table}
        aria-label={labels.table(card.student.name, card.academicYear.year)}
      >
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className={cx(styles.head, styles.sticky)}>
              {labels.component}
            </th>
            {terms.map((term) => (
              <th
                key={term.id}
                scope="colgroup"
                colSpan={2}
                className={cx(styles.head, styles.term)}
              >
                {term.title}
              </th>
            ))}
            <th scope="col" rowSpan={2} className={styles.head}>
              {labels.finalAverage}
            </th>
            <th scope="col" rowSpan={2} className={styles.head}>
              {labels.exam}
            </th>
            <th scope="col" rowSpan={2} className={cx(styles.head, styles.situation)}>
              {labels.situation}
            </th>
            <th scope="col" rowSpan={2} className={styles.head}>
              {labels.attendance}
            </th>
          </tr>
          <tr>
            {terms.map((term) => (
              <Fragment key={term.id}>
                <th scope="col" className={styles.head}>
                  {labels.average}
                </th>
                <th scope="col" className={styles.head}>
                  {labels.absences}
                </th>
              </Fragment>
            ))}
          </tr>
        </thead>
        <tbody>
          {card.components.map((component) => {
            const byTerm = new Map(component.terms.map((term) => [term.academicTermId, term]));
            return (
              <tr key={component.curricularComponent.id} className={styles.row}>
                <th scope="row" className={cx(styles.component, styles.sticky)}>
                  {component.curricularComponent.name}
                </th>
                {terms.map((term) => {
                  const figures = byTerm.get(term.id);
                  return (
                    <Fragment key={term.id}>
                      <td className={styles.cell}>{formatScore(figures?.average ?? null)}</td>
                      <td className={styles.cell}>
                        {figures ? figures.absences : formatScore(null)}
                      </td>
                    </Fragment>
                  );
                })}
                <td className={cx(styles.cell, styles.final)}>
                  {formatScore(component.finalAverage)}
                </td>
                <td className={styles.cell}>{formatScore(component.examScore)}</td>
                <td className={cx(styles.cell, styles.situation)}>
                  <SituationName code={component.situation} />
                  <NeededExam component={component} />
                </td>
                <td className={styles.cell}>{formatPercent(component.attendance)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ResultsFrame>
  );
}

/** Under the table: the overall result and the overall attendance of the year. */
function YearSummary({ card }: { card: ReportCard }) {
  return (
    <dl className={styles.summary} aria-label={labels.summary}>
      <div className={styles.summaryItem}>
        <dt className={styles.summaryTerm}>{labels.result}</dt>
        <dd className={styles.summaryValue}>
          <SituationName code={card.result} />
        </dd>
      </div>
      <div className={styles.summaryItem}>
        <dt className={styles.summaryTerm}>{labels.overallAttendance}</dt>
        <dd className={styles.summaryValue}>{formatPercent(card.attendance)}</dd>
      </div>
      <div className={styles.summaryItem}>
        <dt className={styles.summaryTerm}>{labels.classroom}</dt>
        <dd className={styles.summaryValue}>{card.classroom.name}</dd>
      </div>
    </dl>
  );
}

/** The card of the chosen year, or why there is none. */
function YearReportCard({ studentId, yearId }: { studentId: string; yearId: string }) {
  const card = useReportCard(studentId, yearId);
  const terms = useResourceAll(academicTermsResource);
  const titles = useMemo(
    () => new Map((terms.data ?? []).map((term) => [term.id, term.title])),
    [terms.data],
  );
  if (card.isPending) return <ResultsLoading label={labels.loading} />;
  if (card.isError) {
    // What the server refuses is said as it says it: no enrolment that year (404), a course
    // without a 'Regra de Avaliação' (422), who may not read it (403).
    const error = card.error;
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      return (
        <p role="alert" className={callout({ tone: error.status === 404 ? 'info' : 'warning' })}>
          {errorMessage(error)}
        </p>
      );
    }
    return <RegistryLoadError onRetry={card.refetch} retrying={card.isFetching} />;
  }
  if (isBlankCard(card.data)) {
    return <p className={styles.muted}>{labels.noGrades(card.data.academicYear.year)}</p>;
  }
  return (
    <>
      <ReportCardTable card={card.data} titles={titles} />
      <YearSummary card={card.data} />
    </>
  );
}

/**
 * The 'Boletim' tab of 'Ficha do Aluno' (issue 28): the years the student has an enrolment in
 * ('Ano Letivo': the year in progress first, else the latest), and that year's report card as the
 * server computes it (GET /students/<id>/report-card) — who may read it is the server's to say.
 */
export function AlunosBoletim({ studentId }: { studentId: string }) {
  const enrollments = useStudentEnrollments(studentId);
  const items = useMemo(() => enrolmentYears(enrollments.data?.items ?? []), [enrollments.data]);
  const [chosen, setChosen] = useState<string>();
  const yearId =
    chosen && items.some((item) => item.value === chosen)
      ? chosen
      : defaultYearId(enrollments.data?.items ?? []);

  let content: ReactNode;
  if (enrollments.isError) {
    content = <RegistryLoadError onRetry={enrollments.refetch} retrying={enrollments.isFetching} />;
  } else if (enrollments.isPending) {
    content = <ResultsLoading label={labels.loading} />;
  } else if (!yearId) {
    content = <p className={styles.muted}>{labels.noEnrolments}</p>;
  } else {
    content = (
      <>
        <div className={styles.bar}>
          <DeferredSelectField
            className={styles.select}
            label={labels.academicYear}
            items={items}
            value={yearId}
            onValueChange={(value) => {
              if (value) setChosen(value);
            }}
          />
        </div>
        <YearReportCard studentId={studentId} yearId={yearId} />
      </>
    );
  }
  return <div className={styles.page}>{content}</div>;
}
