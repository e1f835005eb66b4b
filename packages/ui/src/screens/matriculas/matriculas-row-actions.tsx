import type { Enrollment } from '@lousa/domain';
import { ArrowRightLeft, CircleCheck, CircleX, Ribbon, UserRoundX } from 'lucide-react';
import type { ColumnDef } from '../../components/data-table';
import { RowActions, registryLabels } from '../../components/registry';
import { matriculasLabels as labels } from './labels';

/** A row action on an enrolment. */
export type MatriculaAction = 'transfer' | 'cancel' | 'complete' | 'abandon' | 'decease';

/** What a dialog needs: the action, the enrolment, and the button the focus goes back to. */
export interface MatriculaActionTarget {
  action: MatriculaAction;
  enrollment: Enrollment;
  trigger: HTMLElement | null;
}

/**
 * The actions column: an ATIVA enrolment's 'Ações para <aluno>' menu with 'Transferir',
 * 'Concluir', 'Registrar abandono', 'Registrar falecimento' (issue 28) and 'Cancelar matrícula'
 * (destructive, last); the other rows have none (their history is not changed).
 */
export function matriculasActionsColumn(
  onAction: (target: MatriculaActionTarget) => void,
): ColumnDef<Enrollment> {
  const act = (action: MatriculaAction, enrollment: Enrollment) => (trigger: HTMLElement | null) =>
    onAction({ action, enrollment, trigger });
  return {
    id: 'actions',
    header: registryLabels.actions,
    hideHeader: true,
    align: 'end',
    cell: (enrollment) =>
      enrollment.status === 'ACTIVE' ? (
        <RowActions
          name={enrollment.student.name}
          more={[
            {
              value: 'transfer',
              label: labels.transfer,
              icon: ArrowRightLeft,
              onSelect: act('transfer', enrollment),
            },
            {
              value: 'complete',
              label: labels.complete,
              icon: CircleCheck,
              onSelect: act('complete', enrollment),
            },
            {
              value: 'abandon',
              label: labels.abandon,
              icon: UserRoundX,
              onSelect: act('abandon', enrollment),
            },
            {
              value: 'decease',
              label: labels.decease,
              icon: Ribbon,
              onSelect: act('decease', enrollment),
            },
            {
              value: 'cancel',
              label: labels.cancel,
              icon: CircleX,
              danger: true,
              onSelect: act('cancel', enrollment),
            },
          ]}
        />
      ) : null,
  };
}
