import { errorMessage, useClassroomTeachers, useUnassignTeacher } from '@lousa/api-client';
import { type Classroom, type TeachingAssignment, toasts } from '@lousa/domain';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { toaster } from '../../components/toaster';
import { turmasLabels as labels } from './labels';
import { TurmasProfessoresForm } from './turmas-professores-form';
import { TurmasProfessoresList } from './turmas-professores-list';
import { TurmasProfessoresRemoveConfirm } from './turmas-professores-remove-confirm';

export interface TurmasProfessoresPanelProps {
  classroom: Classroom;
  /** 'registries.write': 'Remover' on each row and the 'Atribuir' row; else the list only. */
  canWrite: boolean;
  /**
   * `busy` while a change is being sent (the dialog around it should not close meanwhile);
   * `asking` while a removal is asked about (Escape answers the question, not the dialog).
   */
  onStateChange?: (state: TurmasProfessoresPanelState) => void;
}

export interface TurmasProfessoresPanelState {
  busy: boolean;
  asking: boolean;
}

interface Removing {
  assignment: TeachingAssignment;
  trigger: HTMLElement;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4', outline: 'none' }),
  note: css({ textStyle: 'sm', color: 'fg.muted' }),
};

/**
 * What the 'Professores' dialog shows of a classroom (GET /classrooms/<id>/teachers): the
 * list and, for writers, 'Remover' (asked first, under the list: 'Remover <professor> de
 * <componente>?') and the 'Atribuir' row. Each change ends in its toast (a refused removal in
 * an error toast) and the list is asked for again.
 */
export function TurmasProfessoresPanel({
  classroom,
  canWrite,
  onStateChange,
}: TurmasProfessoresPanelProps) {
  const teachers = useClassroomTeachers(classroom.id);
  const { mutateAsync: unassign } = useUnassignTeacher(classroom.id);
  const [removing, setRemoving] = useState<Removing>();
  const [removeBusy, setRemoveBusy] = useState(false);
  const [assignBusy, setAssignBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const busy = removeBusy || assignBusy;
  const asking = removing !== undefined;

  useEffect(() => {
    onStateChange?.({ busy, asking });
  }, [busy, asking, onStateChange]);
  useEffect(() => () => onStateChange?.({ busy: false, asking: false }), [onStateChange]);

  /** Back to the row's 'Remover' when it is still there, else to the panel. */
  const focusBack = (trigger: HTMLElement | undefined) => {
    setTimeout(() => (trigger?.isConnected ? trigger : root.current)?.focus(), 0);
  };
  const cancel = () => {
    const trigger = removing?.trigger;
    setRemoving(undefined);
    focusBack(trigger);
  };
  const confirm = async () => {
    if (!removing || removeBusy) return;
    setRemoveBusy(true);
    try {
      await unassign(removing.assignment.id);
      toaster.create({ type: 'success', title: toasts.teacherUnassigned });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error) });
    } finally {
      setRemoveBusy(false);
      setRemoving(undefined);
      focusBack(removing.trigger);
    }
  };

  return (
    <div ref={root} tabIndex={-1} className={styles.root}>
      <TurmasProfessoresList
        assignments={teachers.data}
        isLoading={teachers.isPending}
        isError={teachers.isError}
        onRetry={teachers.refetch}
        retrying={teachers.isFetching}
        onRemove={
          canWrite && !removeBusy
            ? (assignment, trigger) => setRemoving({ assignment, trigger })
            : undefined
        }
      />
      {canWrite && removing ? (
        <TurmasProfessoresRemoveConfirm
          teacher={removing.assignment.teacher.name}
          component={removing.assignment.curricularComponent.name}
          busy={removeBusy}
          onConfirm={confirm}
          onCancel={cancel}
        />
      ) : null}
      {canWrite ? (
        <TurmasProfessoresForm
          classroom={classroom}
          assigned={teachers.data}
          onBusyChange={setAssignBusy}
        />
      ) : (
        <p className={styles.note}>{labels.readOnlyNote}</p>
      )}
    </div>
  );
}
