import type { Course } from '@lousa/domain';
import { useRef } from 'react';
import { FormDialog } from '../../components/registry';
import { EvaluationRuleForm } from './cursos-evaluation-rule-form';
import { cursosLabels as labels } from './labels';

export interface EvaluationRuleDialogProps {
  /** The course whose rule is open, with the row's actions button; none: closed. */
  target: { course: Course; trigger: HTMLElement | null } | undefined;
  onClose: () => void;
}

/**
 * 'Regra de Avaliação: <curso>', opened from a course's row actions. It closes after a save; the
 * focus goes back to the row's actions button.
 */
export default function EvaluationRuleDialog({ target, onClose }: EvaluationRuleDialogProps) {
  // The course stays shown while the dialog animates out after `target` is gone.
  const last = useRef(target);
  if (target) last.current = target;
  const shown = last.current;
  return (
    <FormDialog
      title={shown ? labels.ruleTitle(shown.course.name) : labels.rule}
      description={labels.ruleDescription}
      open={target !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      finalFocusEl={() => shown?.trigger ?? null}
    >
      {(close) => (shown ? <EvaluationRuleForm course={shown.course} onDone={close} /> : null)}
    </FormDialog>
  );
}
