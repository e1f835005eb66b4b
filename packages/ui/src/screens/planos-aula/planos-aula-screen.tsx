import { useMe } from '@lousa/api-client';
import {
  type LessonPlanItem,
  type ListResourceDefinition,
  lessonPlansResource,
} from '@lousa/domain';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../components/access';
import { AddLink, type DeleteTarget, ResourceListPage } from '../../components/registry';
import { useDeferredTooltip } from '../../components/tooltip/use-deferred-tooltip';
import { planosAulaActionsColumn, planosAulaColumns } from './planos-aula-columns';
import { editHref } from './planos-aula-links';

// The delete confirmation loads the first time it is asked for.
const PlanosAulaDeleteDialog = lazy(() => import('./planos-aula-delete-dialog'));

/**
 * The list as a list-only declaration: whoever reads plans gets 'Imprimir' and 'Detalhes', and
 * 'Editar' and 'Excluir' are per row (the author's), so the kit adds no actions of its own.
 */
const lessonPlansList: ListResourceDefinition<
  LessonPlanItem,
  (typeof lessonPlansResource.sortKeys)[number]
> = {
  key: lessonPlansResource.key,
  path: lessonPlansResource.path,
  item: lessonPlansResource.item,
  sortKeys: lessonPlansResource.sortKeys,
  describe: lessonPlansResource.describe,
  notFound: lessonPlansResource.notFound,
};

export interface PlanosAulaScreenProps {
  /**
   * More header buttons, each shown only to whom it is for ('Importar BNCC', which the app
   * adds for the network's registry writers). They come before 'Adicionar'.
   */
  headerActions?: ReactNode;
}

/** The header's actions decide whom they show to ('Adicionar': its page's access). */
const EVERY_READER: readonly [] = [];

/**
 * /app/planos-aula: the lesson plans the user may read (a teacher's classes, a director's
 * units), searched, sorted and paged on the server. 'Adicionar' for 'pedagogy.own-classes';
 * 'Imprimir' and 'Detalhes' on every row; 'Editar' and 'Excluir' (with its confirmation) on the
 * rows the signed-in user wrote. The server decides in the end (403 for anyone else).
 */
export default function PlanosAulaScreen({ headerActions }: PlanosAulaScreenProps) {
  const navigate = useNavigate();
  const canWrite = useCan('pedagogy.own-classes');
  const myId = useMe().data?.id;
  const [deleting, setDeleting] = useState<DeleteTarget<LessonPlanItem>>();
  // Mounted from the first delete on, so that its dialog can animate out when closed.
  const [asked, setAsked] = useState(false);
  if (deleting && !asked) setAsked(true);
  const isAuthor = useCallback(
    (plan: LessonPlanItem) => canWrite && myId !== undefined && plan.author.id === myId,
    [canWrite, myId],
  );
  const { Tooltip, want: wantTooltip } = useDeferredTooltip();
  const columns = useMemo(
    () => [
      ...planosAulaColumns,
      planosAulaActionsColumn({
        isAuthor,
        onEdit: (plan) => navigate(editHref(plan)),
        onDelete: (plan, trigger) => setDeleting({ item: plan, trigger }),
        Tooltip,
        onIntent: Tooltip ? undefined : wantTooltip,
      }),
    ],
    [isAuthor, navigate, Tooltip, wantTooltip],
  );
  return (
    <>
      <ResourceListPage
        routeId="planos-aula"
        resource={lessonPlansList}
        columns={columns}
        writePermission={EVERY_READER}
        actions={
          canWrite || headerActions ? (
            <>
              {headerActions}
              {canWrite ? <AddLink to="planos-aula-adicionar" /> : null}
            </>
          ) : undefined
        }
      />
      {asked ? (
        <Suspense fallback={null}>
          <PlanosAulaDeleteDialog target={deleting} onClose={() => setDeleting(undefined)} />
        </Suspense>
      ) : null}
    </>
  );
}
