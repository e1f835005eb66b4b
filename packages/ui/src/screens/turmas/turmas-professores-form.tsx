import { errorMessage, isApiError, useAssignTeacher } from '@lousa/api-client';
import {
  type Classroom,
  type TeachingAssignment,
  type TeachingAssignmentCreateBody,
  type TeachingAssignmentCreateInput,
  teachingAssignmentCreateSchema,
  toasts,
} from '@lousa/domain';
import { CircleAlert, UserPlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { callout } from '../../components/callout';
import { SelectFormField, schemaResolver } from '../../components/registry';
import { toaster } from '../../components/toaster';
import { turmasLabels as labels } from './labels';
import { useTurmasProfessoresChoices } from './use-turmas-professores-choices';

export interface TurmasProfessoresFormProps {
  classroom: Classroom;
  /** The classroom's assignments (their components are not offered again); undefined while loading. */
  assigned: readonly TeachingAssignment[] | undefined;
  /** While an assignment is being sent (the dialog should not close meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

const styles = {
  root: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    pt: '4',
    borderTopWidth: '1px',
    borderColor: 'border.subtle',
  }),
  heading: css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.default' }),
  fields: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
    alignItems: 'start',
  }),
  actions: css({ display: 'flex', justifyContent: 'flex-end' }),
};

const emptyValues: TeachingAssignmentCreateInput = { userId: '', curricularComponentId: '' };

/**
 * The 'Atribuir professor(a)' row: 'Componente Curricular' (the matrix's components still
 * without a teacher), 'Professor(a)' (the unit's teachers) and 'Atribuir'. Both are required
 * (the domain's messages). Success: the toast, both choices cleared and the focus back on the
 * component. A refusal of the server (409: the component already has a teacher; 422: not a
 * teacher of the unit, or a component outside the matrix) is shown above the button until a
 * choice changes; a 400 goes on its fields.
 */
export function TurmasProfessoresForm({
  classroom,
  assigned,
  onBusyChange,
}: TurmasProfessoresFormProps) {
  const headingId = useId();
  const choices = useTurmasProfessoresChoices(classroom, assigned, true);
  const { mutateAsync } = useAssignTeacher(classroom.id);
  const [refusal, setRefusal] = useState<string>();
  const form = useForm<TeachingAssignmentCreateInput, unknown, TeachingAssignmentCreateBody>({
    resolver: schemaResolver(teachingAssignmentCreateSchema),
    defaultValues: emptyValues,
  });
  const { control, formState } = form;
  const busy = formState.isSubmitting;
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);
  useEffect(() => () => onBusyChange?.(false), [onBusyChange]);

  const submit = form.handleSubmit(async (body) => {
    setRefusal(undefined);
    try {
      await mutateAsync(body);
      toaster.create({ type: 'success', title: toasts.teacherAssigned });
      form.reset(emptyValues);
      setTimeout(() => form.setFocus('curricularComponentId'), 0);
    } catch (error) {
      const fields = isApiError(error) && error.status === 400 ? error.fieldErrors : {};
      const known = Object.entries(fields).filter(([path]) => path in emptyValues);
      if (known.length && known.length === Object.keys(fields).length) {
        for (const [path, message] of known) {
          form.setError(path as keyof TeachingAssignmentCreateInput, { type: 'server', message });
        }
      } else {
        setRefusal(errorMessage(error));
      }
    }
  });
  const changed = () => setRefusal(undefined);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={styles.root}
    >
      <h3 id={headingId} className={styles.heading}>
        {labels.assignHeading}
      </h3>
      <div className={styles.fields}>
        <SelectFormField
          control={control}
          name="curricularComponentId"
          label={labels.component}
          required
          items={choices.components.items}
          placeholder={choices.components.placeholder}
          disabled={choices.components.disabled || busy}
          onValueChange={changed}
        />
        <SelectFormField
          control={control}
          name="userId"
          label={labels.teacher}
          required
          items={choices.teachers.items}
          placeholder={choices.teachers.placeholder}
          disabled={choices.teachers.disabled || busy}
          onValueChange={changed}
        />
      </div>
      {refusal ? (
        <p role="alert" className={callout({ tone: 'error' })}>
          <CircleAlert aria-hidden />
          {refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          <UserPlus aria-hidden />
          {labels.assign}
        </Button>
      </div>
    </form>
  );
}
