import { errorMessage, isApiError, useClassChoices, useClassResults } from '@lousa/api-client';
import {
  type EvaluationSituation,
  evaluationSituationLabels,
  evaluationSituations,
  type MyClass,
} from '@lousa/domain';
import { GraduationCap, ListChecks } from 'lucide-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { css } from 'styled-system/css';
import { useAccess, useCan } from '../../components/access';
import { callout } from '../../components/callout';
import { ResultsLoading } from '../../components/evaluation';
import { NoticePanel } from '../../components/notice-panel';
import { PageHeader } from '../../components/page-header';
import { RegistryLoadError } from '../../components/registry';
import { DeferredSelectField } from '../../components/select/deferred-select-field';
import { getRoute } from '../../routes/route-table';
import { resultadosLabels as labels } from './labels';
import { ResultadosClosing } from './resultados-closing';
import { inSituation, ResultsMap } from './resultados-map';

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  bar: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: '3',
    border: 'none',
    p: '0',
    m: '0',
    minW: '0',
  }),
  select: css({ width: { base: 'full', sm: 'calc((100% - token(spacing.3)) / 2)', lg: '80' } }),
  count: css({ textStyle: 'sm', color: 'fg.muted' }),
};

const noClasses: readonly MyClass[] = [];

/** The user's classes, once each (a teacher's come one per component), by name. */
function classroomItems(classes: readonly MyClass[]) {
  const byId = new Map<string, MyClass>();
  for (const item of classes) if (!byId.has(item.classroom.id)) byId.set(item.classroom.id, item);
  return [...byId.values()]
    .sort((a, b) => a.classroom.name.localeCompare(b.classroom.name, 'pt-BR', { numeric: true }))
    .map((item) => ({
      value: item.classroom.id,
      label: `${item.classroom.name} — ${item.schoolUnit.name}`,
      name: item.classroom.name,
    }));
}

const situationItems = [
  { value: '', label: labels.allSituations },
  ...evaluationSituations.map((code) => ({ value: code, label: evaluationSituationLabels[code] })),
];

/**
 * /app/resultados: 'Resultados da Turma' (issue 28). The class (the user's own classes, or a
 * secretary's or director's unit classes) and a situation to filter by, kept in the address
 * (`?classroomId=&situacao=`); the class map (`ResultsMap`) the server computed from the course's
 * 'Regra de Avaliação'. A course without a rule: the server's message says so. Above the map,
 * the class's closing ('Encerrar Turma', 'Reabrir Turma': `ResultadosClosing`).
 */
export default function ResultadosScreen() {
  const { title, subtitle } = getRoute('resultados');
  const access = useAccess();
  const teaches = useCan('pedagogy.own-classes');
  const oversees = useCan('pedagogy.unit-classes');
  const myClasses = useClassChoices({ ownClasses: teaches, unitClasses: oversees });
  const classes = access.status === 'success' && !teaches && !oversees ? noClasses : myClasses.data;
  const items = useMemo(() => (classes ? classroomItems(classes) : []), [classes]);

  const [params, setParams] = useSearchParams();
  const asked = params.get('classroomId') ?? '';
  // With one class only, it is the one shown.
  const classroomId = items.some((item) => item.value === asked)
    ? asked
    : items.length === 1
      ? (items[0]?.value ?? '')
      : '';
  const situationParam = params.get('situacao') ?? '';
  const situation = (evaluationSituations as readonly string[]).includes(situationParam)
    ? (situationParam as EvaluationSituation)
    : '';
  const setParam = useCallback(
    (name: string, value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      }),
    [setParams],
  );

  const results = useClassResults(classroomId || undefined);
  const shown = useMemo(
    () => (results.data ?? []).filter((student) => inSituation(student, situation)),
    [results.data, situation],
  );
  const classroomName = items.find((item) => item.value === classroomId)?.name ?? '';

  let content: ReactNode;
  if (access.status === 'error') {
    content = <RegistryLoadError onRetry={access.retry} retrying={access.retrying} />;
  } else if (myClasses.isError) {
    content = <RegistryLoadError onRetry={myClasses.refetch} retrying={myClasses.isFetching} />;
  } else if (!classes) {
    content = <ResultsLoading label={labels.loading} />;
  } else if (items.length === 0) {
    content = (
      <NoticePanel
        icon={<GraduationCap aria-hidden />}
        title={labels.noClassesTitle}
        detail={labels.noClassesDetail}
      />
    );
  } else {
    let map: ReactNode;
    if (!classroomId) {
      map = (
        <NoticePanel
          icon={<ListChecks aria-hidden />}
          title={labels.chooseTitle}
          detail={labels.chooseDetail}
        />
      );
    } else if (results.isPending) {
      map = <ResultsLoading label={labels.loading} />;
    } else if (results.isError) {
      // A refusal the person can act on (the course has no rule) is said as the server says it.
      map =
        isApiError(results.error) && results.error.status === 422 ? (
          <p role="alert" className={callout({ tone: 'warning' })}>
            {errorMessage(results.error)}
          </p>
        ) : (
          <RegistryLoadError onRetry={results.refetch} retrying={results.isFetching} />
        );
    } else if (results.data.length === 0) {
      map = <p className={styles.count}>{labels.noStudents}</p>;
    } else {
      map = (
        <>
          <p className={styles.count} aria-live="polite">
            {labels.count(shown.length, results.data.length)}
          </p>
          {shown.length === 0 ? (
            <p className={styles.count}>{labels.noneInSituation}</p>
          ) : (
            <ResultsMap classroom={classroomName} results={shown} />
          )}
        </>
      );
    }
    content = (
      <>
        <fieldset aria-label={labels.selection} className={styles.bar}>
          <DeferredSelectField
            className={styles.select}
            label={labels.classroom}
            placeholder={labels.classPlaceholder}
            items={items}
            value={classroomId}
            onValueChange={(value) => {
              if (value) setParam('classroomId', value);
            }}
          />
          <DeferredSelectField
            className={styles.select}
            label={labels.situation}
            placeholder={labels.allSituations}
            items={situationItems}
            value={situation}
            onValueChange={(value) => setParam('situacao', value)}
          />
        </fieldset>
        {classroomId ? (
          <ResultadosClosing classroom={{ id: classroomId, name: classroomName }} />
        ) : null}
        {map}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={title} subtitle={subtitle} />
      {content}
    </div>
  );
}
