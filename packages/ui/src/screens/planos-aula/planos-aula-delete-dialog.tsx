import { type LessonPlanItem, lessonPlansResource } from '@lousa/domain';
import { DeleteRecordDialog, type DeleteTarget } from '../../components/registry';

export interface PlanosAulaDeleteDialogProps {
  target: DeleteTarget<LessonPlanItem> | undefined;
  onClose: () => void;
}

/**
 * 'Excluir <título>?' for the plan's author (loaded the first time it is asked for): confirming
 * deletes it, 'Plano de aula excluído com sucesso!' and the list without it; a refusal of the
 * server (403: only the author) in an error toast.
 */
export default function PlanosAulaDeleteDialog({ target, onClose }: PlanosAulaDeleteDialogProps) {
  return <DeleteRecordDialog resource={lessonPlansResource} target={target} onClose={onClose} />;
}
