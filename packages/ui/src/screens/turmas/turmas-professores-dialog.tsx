import type { Classroom } from '@lousa/domain';
import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { Dialog } from '../../components/dialog';
import { turmasLabels as labels } from './labels';
import {
  TurmasProfessoresPanel,
  type TurmasProfessoresPanelState,
} from './turmas-professores-panel';

/** The classroom asked about, and the button the focus goes back to. */
export interface TurmasProfessoresTarget {
  classroom: Classroom;
  trigger: HTMLElement | null;
}

export interface TurmasProfessoresDialogProps {
  /** Open while set. */
  target: TurmasProfessoresTarget | undefined;
  /** Whether the person may assign and remove ('registries.write'); else the list only. */
  canWrite: boolean;
  onClose: () => void;
}

/**
 * 'Professores da Turma <name>' (the unit and course under it): the classroom's teachers per
 * curricular component, and for writers 'Remover' and the 'Atribuir' row. It cannot be closed
 * while a change is being sent (and Escape answers a removal's question first); the focus goes
 * back to the row's actions button.
 */
export default function TurmasProfessoresDialog({
  target,
  canWrite,
  onClose,
}: TurmasProfessoresDialogProps) {
  // The last classroom stays shown while the dialog animates out.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  // While a change is being sent it cannot close; while a removal is asked about, Escape
  // answers the question instead.
  const [state, setState] = useState<TurmasProfessoresPanelState>({ busy: false, asking: false });
  const { busy, asking } = state;
  const classroom = shown?.classroom;
  // The focus starts on the dialog's body (read from its title on), not on the list's frame.
  const body = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root
      open={target !== undefined}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      closeOnEscape={!busy && !asking}
      closeOnInteractOutside={!busy}
      finalFocusEl={() => (shown?.trigger?.isConnected ? shown.trigger : null)}
      initialFocusEl={() => body.current}
    >
      <Dialog.Content className={css({ maxW: '2xl' })}>
        <Dialog.Header>
          <Dialog.Title>{classroom ? labels.teachersTitle(classroom.name) : ''}</Dialog.Title>
          {classroom ? (
            <Dialog.Description>
              {labels.teachersDescription(classroom.schoolUnit.name, classroom.course.name)}
            </Dialog.Description>
          ) : null}
        </Dialog.Header>
        <Dialog.Body ref={body} tabIndex={-1} className={css({ outline: 'none' })}>
          {classroom ? (
            <TurmasProfessoresPanel
              key={classroom.id}
              classroom={classroom}
              canWrite={canWrite}
              onStateChange={setState}
            />
          ) : null}
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
