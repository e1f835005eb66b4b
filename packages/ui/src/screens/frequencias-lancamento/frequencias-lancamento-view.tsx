import { valibotResolver } from '@hookform/resolvers/valibot';
import { errorMessage } from '@lousa/api-client';
import {
  type AttendanceBody,
  type AttendanceDay,
  type AttendanceInput,
  attendanceSchema,
} from '@lousa/domain';
import { CircleAlert, UserX } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { type FieldErrors, FormProvider, useForm } from 'react-hook-form';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { callout } from '../../components/callout';
import { DataTable } from '../../components/data-table';
import { useLoaded } from '../../components/deferred/deferred';
import { useLeaveGuard } from '../../components/leave-guard';
import { useDeferredTooltip } from '../../components/tooltip/use-deferred-tooltip';
import { frequenciasLancamentoColumns } from './frequencias-lancamento-columns';
import { AttendanceDaySummary } from './frequencias-lancamento-day-summary';
import type { AttendanceRow } from './frequencias-lancamento-row';
import { attendanceFormValues } from './frequencias-lancamento-values';
import { attendanceLaunchLabels as labels } from './labels';

/** 'Justificar Falta' (a dialog with its form) loads when first opened. */
const loadJustificationDialog = () =>
  import('./frequencias-lancamento-justification-dialog').then(
    (module) => module.JustificationDialog,
  );

export interface AttendanceLaunchViewProps {
  /** The day as the server answered it: roster, marks, percentages, whether it may be saved. */
  day: AttendanceDay;
  /**
   * Saves what the domain's `attendanceSchema` produced; resolves with the day as saved (the
   * form then shows it), rejects with the server's refusal (shown, the form kept as it was).
   */
  onSave: (attendance: AttendanceBody) => Promise<AttendanceDay>;
}

/** The first message of the form's errors (students.N.field -> message). */
function firstMessage(errors: FieldErrors<AttendanceInput>): string | undefined {
  const walk = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') return message;
    for (const [key, value] of Object.entries(node)) {
      const found = key === 'ref' ? undefined : walk(value);
      if (found) return found;
    }
    return undefined;
  };
  return walk(errors);
}

const styles = {
  markAll: css({ display: 'flex', flexWrap: 'wrap', gap: '2', border: 'none', m: '0', p: '0' }),
  footer: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: { base: 'stretch', sm: 'flex-end' },
    gap: '3',
  }),
};

/**
 * The day's entry: its class, component, date and status, and the roster with each student's
 * attendance so far, a present/absent switch and 'Justificar falta' (a justified student is
 * absent and their switch locked, spec §4), 'Todos presentes' / 'Todos ausentes' for the class at
 * once, saved whole with 'Salvar'. A day the user may only read shows why, with every control
 * disabled. A day nobody was enrolled on says so and offers nothing to save (the server refuses
 * an empty roster too).
 */
export function AttendanceLaunchView({ day, onSave }: AttendanceLaunchViewProps) {
  const readOnly = !day.canEdit;
  const form = useForm<AttendanceInput, unknown, AttendanceBody>({
    resolver: valibotResolver(attendanceSchema),
    defaultValues: attendanceFormValues(day),
  });
  const { handleSubmit, setValue, getValues, reset, formState } = form;
  const [saveError, setSaveError] = useState<string>();
  // A switch or a justification not yet saved: leaving asks first ('Descartar alterações?').
  useLeaveGuard(formState.isDirty);
  const rows = useMemo<AttendanceRow[]>(
    () =>
      day.students.map((student, index) => ({
        id: student.studentId,
        index,
        code: student.code,
        name: student.name,
        attendance: student.attendance,
        absences: student.absences,
        justifiedAbsences: student.justifiedAbsences,
      })),
    [day.students],
  );
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<AttendanceRow | null>(null);
  const JustificationDialog = useLoaded(loadJustificationDialog, open);
  const openJustification = useCallback((row: AttendanceRow) => {
    setTarget(row);
    setOpen(true);
  }, []);
  const { Tooltip, want: wantTooltip } = useDeferredTooltip();
  const columns = useMemo(
    () =>
      frequenciasLancamentoColumns(openJustification, readOnly, {
        Tooltip,
        onIntent: Tooltip ? undefined : wantTooltip,
      }),
    [openJustification, readOnly, Tooltip, wantTooltip],
  );

  const justify = (justification: string) => {
    if (!target) return;
    const path = `students.${target.index}` as const;
    setValue(`${path}.justification`, justification, { shouldDirty: true });
    setValue(`${path}.justified`, true, { shouldDirty: true });
    setValue(`${path}.isPresent`, false, { shouldDirty: true });
    setOpen(false);
  };

  /** Every student present (or absent) at once; a justified absence stays as it is. */
  const markAll = (isPresent: boolean) => {
    getValues('students').forEach((student, index) => {
      if (student.justified) return;
      setValue(`students.${index}.isPresent`, isPresent, { shouldDirty: true });
    });
  };

  const save = async (attendance: AttendanceBody) => {
    setSaveError(undefined);
    try {
      const saved = await onSave(attendance);
      reset(attendanceFormValues(saved));
    } catch (error) {
      setSaveError(errorMessage(error));
    }
  };
  const invalid = (errors: FieldErrors<AttendanceInput>) => setSaveError(firstMessage(errors));

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <AttendanceDaySummary day={day} />
      {rows.length === 0 ? (
        <p role="note" className={callout({ tone: 'info' })}>
          <UserX aria-hidden />
          {labels.emptyRoster}
        </p>
      ) : (
        <FormProvider {...form}>
          <form
            noValidate
            aria-label={labels.form}
            className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
            onSubmit={handleSubmit(save, invalid)}
          >
            {readOnly ? null : (
              <fieldset aria-label={labels.markAll} className={styles.markAll}>
                <Button type="button" variant="outline" size="sm" onClick={() => markAll(true)}>
                  {labels.allPresent}
                </Button>
                <Button type="button" variant="outline" size="sm" onClick={() => markAll(false)}>
                  {labels.allAbsent}
                </Button>
              </fieldset>
            )}
            {/* The whole roster on one screen: a teacher marks the class in one pass (no pager). */}
            <DataTable columns={columns} data={rows} paging={false} aria-label={labels.form} />
            <div className={styles.footer}>
              {saveError ? (
                <p role="alert" className={callout({ tone: 'error' })}>
                  <CircleAlert aria-hidden />
                  {saveError}
                </p>
              ) : null}
              <Button type="submit" loading={formState.isSubmitting} disabled={readOnly}>
                {labels.save}
              </Button>
            </div>
          </form>
        </FormProvider>
      )}
      {JustificationDialog && (
        <JustificationDialog
          open={open}
          onOpenChange={setOpen}
          studentName={target?.name ?? ''}
          defaultJustification={
            target ? getValues(`students.${target.index}.justification`) : undefined
          }
          onJustify={justify}
        />
      )}
    </div>
  );
}
