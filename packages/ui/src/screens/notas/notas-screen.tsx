import {
  errorMessage,
  isApiError,
  useClassChoices,
  useGradeSheet,
  useReportCards,
  useResourceAll,
  useResourceList,
  useSaveGradeSheet,
} from '@lousa/api-client';
import {
  type Assessment,
  academicTermsResource,
  assessmentsResource,
  type MyClass,
  toasts,
} from '@lousa/domain';
import { ClipboardPen, GraduationCap, ListChecks } from 'lucide-react';
import {
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { css } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';
import { useAccess, useCan } from '../../components/access';
import { Button } from '../../components/button';
import { type Loader, preload, useLoaded } from '../../components/deferred/deferred';
import { useLeaveGuard } from '../../components/leave-guard';
import { NoticePanel } from '../../components/notice-panel';
import { PageHeader } from '../../components/page-header';
import { RegistryLoadError } from '../../components/registry';
import { Skeleton } from '../../components/skeleton';
import { toaster } from '../../components/toaster';
import { getRoute } from '../../routes/route-table';
import { notasLabels as labels } from './labels';
import { NotasAssessments, notasSectionStyles } from './notas-assessments';
import type { NotasAssessmentTarget, NotasDialogsProps, NotasDialogTarget } from './notas-dialogs';
import { GradeGrid } from './notas-grid';
import { NotasSelectionBar } from './notas-selection';
import { classItems, termItems } from './notas-selection-values';
import { useGradeEditing } from './use-notas-grade-editing';
import { useNotasSelection } from './use-notas-selection';

const loadDialogs: Loader<NotasDialogsProps> = () =>
  import('./notas-dialogs').then((module) => module.default);
const preloadDialogs = () => {
  preload(loadDialogs).catch(() => {
    // Tried again when a dialog is asked for (and the error shown then).
  });
};

const noClasses: readonly MyClass[] = [];
const byDate = { key: 'date', descending: false } as const;

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  status: css({ textStyle: 'sm', color: 'fg.muted' }),
  invalid: css({ textStyle: 'sm', color: 'fg.error', fontWeight: 'medium' }),
  help: css({ textStyle: 'sm', color: 'fg.muted' }),
  muted: css({ color: 'fg.muted', textStyle: 'sm' }),
  skeleton: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
};

function LoadingBlock({ lines = 4 }: { lines?: number }) {
  return (
    <div aria-busy="true" className={styles.skeleton}>
      <p role="status" className={visuallyHidden()}>
        {labels.loading}
      </p>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity
        <Skeleton key={index} className={css({ h: '8', w: 'full' })} />
      ))}
    </div>
  );
}

/**
 * /app/notas: the grades of a class, component and academic term (chosen in the address, see
 * `useNotasSelection`). 'Avaliações' lists the term's assessments ('Nova Avaliação', 'Editar',
 * 'Excluir' for who may change them); the grid shows each student's scores and the average the
 * server computed, with 'Frequência' from the report cards. 'Lançar Notas' turns the grid into
 * inputs moved through by keyboard; 'Salvar notas' sends the changed cells in one PUT /grades
 * and shows the grid the server answers; 'Cancelar' drops them (asking first when any were
 * typed). The classes to choose from are a teacher's own; a secretary's or director's
 * ('pedagogy.unit-classes') are those of the user's units (GET /me/unit-classes), whose records
 * they read and correct. Who has no class to choose sees 'Você não tem turmas atribuídas.'.
 */
export default function NotasScreen() {
  const { title, subtitle } = getRoute('notas');
  const access = useAccess();
  const teaches = useCan('pedagogy.own-classes');
  const oversees = useCan('pedagogy.unit-classes');
  const myClasses = useClassChoices({ ownClasses: teaches, unitClasses: oversees });
  const classes = access.status === 'success' && !teaches && !oversees ? noClasses : myClasses.data;
  const hasClasses = (classes?.length ?? 0) > 0;
  const terms = useResourceAll(academicTermsResource, { enabled: hasClasses });
  const selection = useNotasSelection(classes, terms.data);
  const { classroomId, curricularComponentId, academicTermId } = selection;
  const query = useMemo(
    () =>
      // Who teaches no class has no grid to see here (the address may still name one).
      hasClasses && classroomId && curricularComponentId && academicTermId
        ? { classroomId, curricularComponentId, academicTermId }
        : undefined,
    [hasClasses, classroomId, curricularComponentId, academicTermId],
  );

  const sheet = useGradeSheet(query);
  const assessments = useResourceList(
    assessmentsResource,
    { filters: query, sort: byDate },
    // Another class's assessments never stand in for this one's.
    { enabled: query !== undefined, placeholderData: undefined },
  );
  const reportCards = useReportCards(query);
  const attendance = useMemo(
    () =>
      reportCards.data
        ? new Map(reportCards.data.map((card) => [card.student.id, card.attendance]))
        : undefined,
    [reportCards.data],
  );
  const grading = useGradeEditing(sheet.data);
  // Typed grades not yet saved: leaving the page (a link, the sidebar, the tab) asks first.
  useLeaveGuard(grading.editing && grading.dirty);
  const save = useSaveGradeSheet();
  const canEdit = sheet.data?.canEdit ?? false;

  // Dialogs (loaded when first wanted).
  const [adding, setAdding] = useState<NotasDialogTarget>();
  const [editingItem, setEditingItem] = useState<NotasAssessmentTarget>();
  const [deleting, setDeleting] = useState<NotasAssessmentTarget>();
  const [discarding, setDiscarding] = useState(false);
  const wanted = Boolean(adding || editingItem || deleting || discarding);
  const Dialogs = useLoaded(loadDialogs, wanted) as ComponentType<NotasDialogsProps> | undefined;

  // Another class or term (the address changed): what was typed belongs to the one before.
  const { stop } = grading;
  const queryKey = query ? `${classroomId}:${curricularComponentId}:${academicTermId}` : '';
  const [shownKey, setShownKey] = useState(queryKey);
  if (shownKey !== queryKey) {
    setShownKey(queryKey);
    stop();
    setDiscarding(false);
  }

  // Focus: the first cell on 'Lançar Notas'; 'Lançar Notas' again after saving or cancelling.
  const gridBox = useRef<HTMLDivElement>(null);
  const launchBox = useRef<HTMLSpanElement>(null);
  const refocusLaunch = useRef(false);
  useEffect(() => {
    if (grading.editing) {
      gridBox.current?.querySelector<HTMLInputElement>('input')?.focus();
    } else if (refocusLaunch.current) {
      refocusLaunch.current = false;
      launchBox.current?.querySelector('button')?.focus();
    }
  }, [grading.editing]);

  const leaveEditing = useCallback(() => {
    refocusLaunch.current = true;
    stop();
  }, [stop]);
  const onCancel = () => {
    if (grading.dirty) {
      preloadDialogs();
      setDiscarding(true);
    } else {
      leaveEditing();
    }
  };
  const errorCount = Object.keys(grading.errors).length;
  const onSave = async () => {
    if (!query || save.isPending || errorCount > 0 || grading.changes.length === 0) return;
    const sent = grading.changes;
    try {
      await save.mutateAsync({ ...query, grades: sent });
      toaster.create({ type: 'success', title: toasts.gradesSaved });
      leaveEditing();
    } catch (error) {
      if (isApiError(error) && error.status === 400) grading.refuse(sent, error.fieldErrors);
      toaster.create({ type: 'error', title: errorMessage(error) });
    }
  };

  const onAdd = useCallback(
    (trigger: HTMLElement | null) => setAdding({ open: true, trigger }),
    [],
  );
  const onEdit = useCallback(
    (item: Assessment, trigger: HTMLElement | null) =>
      setEditingItem({ item, trigger, open: true }),
    [],
  );
  const onDelete = useCallback(
    (item: Assessment, trigger: HTMLElement | null) => setDeleting({ item, trigger, open: true }),
    [],
  );

  const helpId = useId();
  const gridData = sheet.data;
  const canLaunch =
    canEdit &&
    !grading.editing &&
    (gridData?.assessments.length ?? 0) > 0 &&
    (gridData?.students.length ?? 0) > 0;

  let content: ReactNode;
  if (access.status === 'error') {
    content = <RegistryLoadError onRetry={access.retry} retrying={access.retrying} />;
  } else if (myClasses.isError) {
    content = <RegistryLoadError onRetry={myClasses.refetch} retrying={myClasses.isFetching} />;
  } else if (!classes) {
    content = <LoadingBlock />;
  } else if (!hasClasses) {
    content = (
      <NoticePanel
        icon={<GraduationCap aria-hidden />}
        title={labels.noClassesTitle}
        detail={labels.noClassesDetail}
      />
    );
  } else {
    content = (
      <>
        <NotasSelectionBar
          classItems={classItems(classes)}
          termItems={terms.data ? termItems(terms.data) : []}
          classroomId={classroomId}
          curricularComponentId={curricularComponentId}
          academicTermId={academicTermId}
          onClassChange={selection.setClass}
          onTermChange={selection.setTerm}
          disabled={grading.editing}
        />
        {terms.isError ? (
          <RegistryLoadError onRetry={terms.refetch} retrying={terms.isFetching} />
        ) : null}
        {!query ? (
          terms.isPending ? (
            <LoadingBlock />
          ) : (
            <NoticePanel
              icon={<ListChecks aria-hidden />}
              title={labels.chooseTitle}
              detail={labels.chooseDetail}
            />
          )
        ) : (
          <>
            <NotasAssessments
              assessments={assessments.data?.items}
              isLoading={assessments.isPending || sheet.isPending}
              isError={assessments.isError}
              onRetry={assessments.refetch}
              retrying={assessments.isFetching}
              canEdit={canEdit && !grading.editing}
              onAdd={onAdd}
              onEdit={onEdit}
              onDelete={onDelete}
              onIntent={preloadDialogs}
            />
            <div className={notasSectionStyles.section}>
              <div className={notasSectionStyles.header}>
                <h2 className={notasSectionStyles.title}>{labels.grades}</h2>
                {grading.editing ? (
                  <div className={styles.actions}>
                    <p
                      aria-live="polite"
                      className={errorCount > 0 ? styles.invalid : styles.status}
                    >
                      {errorCount > 0
                        ? labels.invalid(errorCount)
                        : labels.changed(grading.changes.length)}
                    </p>
                    <Button variant="outline" disabled={save.isPending} onClick={onCancel}>
                      {labels.cancel}
                    </Button>
                    <Button
                      loading={save.isPending}
                      disabled={errorCount > 0 || grading.changes.length === 0}
                      onClick={onSave}
                    >
                      {labels.save}
                    </Button>
                  </div>
                ) : null}
              </div>
              {grading.editing ? (
                <p id={helpId} className={styles.help}>
                  {labels.keyboardHelp}
                </p>
              ) : null}
              {sheet.isError ? (
                <RegistryLoadError onRetry={sheet.refetch} retrying={sheet.isFetching} />
              ) : !gridData ? (
                <LoadingBlock />
              ) : gridData.assessments.length === 0 ? (
                <p className={styles.muted}>{labels.gridAfterFirstAssessment}</p>
              ) : gridData.students.length === 0 ? (
                <p className={styles.muted}>{labels.noStudents}</p>
              ) : (
                <div ref={gridBox}>
                  <GradeGrid
                    sheet={gridData}
                    editing={grading.editing}
                    drafts={grading.drafts}
                    errors={grading.errors}
                    onDraftChange={grading.change}
                    attendance={attendance}
                    saving={save.isPending}
                    describedBy={grading.editing ? helpId : undefined}
                  />
                </div>
              )}
            </div>
          </>
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          canLaunch ? (
            <span ref={launchBox} className={css({ display: 'contents' })}>
              <Button onClick={grading.start}>
                <ClipboardPen aria-hidden />
                {labels.launch}
              </Button>
            </span>
          ) : undefined
        }
      />
      {content}
      {Dialogs && query ? (
        <Dialogs
          selection={query}
          adding={adding}
          onAddingClose={() => setAdding((current) => current && { ...current, open: false })}
          editing={editingItem}
          onEditingClose={() => setEditingItem((current) => current && { ...current, open: false })}
          deleting={deleting}
          onDeletingClose={() => setDeleting((current) => current && { ...current, open: false })}
          discarding={discarding}
          onDiscard={() => {
            setDiscarding(false);
            leaveEditing();
          }}
          onKeepEditing={() => setDiscarding(false)}
        />
      ) : null}
    </div>
  );
}
