import { useEffect, useId, useRef } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { registryLabels } from '../../components/registry';
import { turmasLabels as labels } from './labels';

export interface TurmasProfessoresRemoveConfirmProps {
  teacher: string;
  component: string;
  /** While the removal is sent: 'Remover' is busy and nothing else can be pressed. */
  busy?: boolean;
  onConfirm: () => unknown;
  onCancel: () => void;
}

const styles = {
  root: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: '4',
    borderWidth: '1px',
    borderRadius: 'l2',
    borderColor: 'status.error.border',
    bg: 'status.error.bg',
  }),
  question: css({ fontWeight: 'semibold', color: 'fg.default' }),
  description: css({ textStyle: 'sm', color: 'fg.muted' }),
  buttons: css({
    display: 'flex',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: '2',
    mt: '1',
  }),
};

/**
 * The question before a teacher is removed, inside the 'Professores' dialog (a second modal on
 * top of it would fight it for the focus and for what screen readers may see): 'Remover
 * <professor> de <componente>?', what it means, 'Cancelar' (focused first, the safe choice; Escape
 * too) and the destructive 'Remover'.
 */
export function TurmasProfessoresRemoveConfirm({
  teacher,
  component,
  busy = false,
  onConfirm,
  onCancel,
}: TurmasProfessoresRemoveConfirmProps) {
  const questionId = useId();
  const descriptionId = useId();
  const root = useRef<HTMLElement>(null);
  // 'Cancelar' (the first button) takes the focus, again when asked about another.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the question is the trigger
  useEffect(() => {
    root.current?.querySelector('button')?.focus();
  }, [teacher, component]);
  return (
    <section
      ref={root}
      aria-labelledby={questionId}
      aria-describedby={descriptionId}
      className={styles.root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <p id={questionId} className={styles.question}>
        {labels.removeTitle(teacher, component)}
      </p>
      <p id={descriptionId} className={styles.description}>
        {labels.removeDescription}
      </p>
      <div className={styles.buttons}>
        <Button variant="outline" size="sm" disabled={busy} onClick={onCancel}>
          {registryLabels.cancel}
        </Button>
        <Button variant="destructive" size="sm" loading={busy} onClick={() => onConfirm()}>
          {labels.remove}
        </Button>
      </div>
    </section>
  );
}
