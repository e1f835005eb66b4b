import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type AttendanceBody,
  type AttendanceInput,
  type AttendanceStudentInput,
  attendanceSchema,
} from '@lousa/domain';
import { useCallback, useMemo, useState } from 'react';
import { type FieldErrors, FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { getRoute, routeTo } from '../../routes/route-table';
import type { AttendanceRow } from './attendance-row';
import { frequenciasLancamentoColumns } from './frequencias-lancamento-columns';
import { JustificationDialog } from './justification-dialog';
import { attendanceLaunchLabels as labels } from './labels';

export interface AttendanceLaunchViewProps {
  /** The class roster; every student starts as given (the sample: absent, not justified). */
  students: readonly AttendanceStudentInput[];
  /** Called with the attendance the domain schema produced. */
  onSave: (attendance: AttendanceBody) => void | Promise<void>;
  /** Called with the schema's messages when the attendance does not pass it. */
  onInvalid?: (messages: string[]) => void;
}

/** Every message of the form's errors, in order (students.N.field -> message). */
function errorMessages(errors: FieldErrors<AttendanceInput>): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') found.push(message);
    for (const [key, value] of Object.entries(node)) if (key !== 'ref') walk(value);
  };
  walk(errors);
  return [...new Set(found)];
}

/**
 * /app/frequencias/lancamento: the roster with a present/absent switch and 'Justificar falta'
 * per student, and Save at the bottom, validated by the domain's `attendanceSchema`.
 */
export function AttendanceLaunchView({ students, onSave, onInvalid }: AttendanceLaunchViewProps) {
  const route = getRoute('frequencias-lancamento');
  const form = useForm<AttendanceInput, unknown, AttendanceBody>({
    resolver: valibotResolver(attendanceSchema),
    defaultValues: { students: students.map((student) => ({ ...student })) },
  });
  const { handleSubmit, setValue, getValues, formState } = form;
  const rows = useMemo<AttendanceRow[]>(
    () =>
      students.map((student, index) => ({
        id: student.id,
        index,
        code: student.code,
        name: student.name,
      })),
    [students],
  );
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<AttendanceRow | null>(null);
  const openJustification = useCallback((row: AttendanceRow) => {
    setTarget(row);
    setOpen(true);
  }, []);
  const columns = useMemo(
    () => frequenciasLancamentoColumns(openJustification),
    [openJustification],
  );

  const justify = (justification: string) => {
    if (!target) return;
    const path = `students.${target.index}` as const;
    setValue(`${path}.justification`, justification, { shouldDirty: true });
    setValue(`${path}.justified`, true, { shouldDirty: true });
    setValue(`${path}.isPresent`, false, { shouldDirty: true });
    setOpen(false);
  };

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader
        title={route.title}
        subtitle={route.subtitle}
        backHref={routeTo('frequencias')}
        renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      />
      <FormProvider {...form}>
        <form
          noValidate
          aria-label={labels.form}
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
          onSubmit={handleSubmit(onSave, (errors) => onInvalid?.(errorMessages(errors)))}
        >
          {/* The whole roster on one screen: a teacher marks the class in one pass (no pager). */}
          <DataTable columns={columns} data={rows} paging={false} aria-label={labels.form} />
          <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
            <Button type="submit" loading={formState.isSubmitting}>
              {labels.save}
            </Button>
          </div>
        </form>
      </FormProvider>
      <JustificationDialog
        open={open}
        onOpenChange={setOpen}
        studentName={target?.name ?? ''}
        defaultJustification={
          target ? getValues(`students.${target.index}.justification`) : undefined
        }
        onJustify={justify}
      />
    </div>
  );
}
