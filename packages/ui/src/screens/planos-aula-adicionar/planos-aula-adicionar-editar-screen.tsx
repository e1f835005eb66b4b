import { useMe } from '@lousa/api-client';
import { type LessonPlanItem, lessonPlansResource } from '@lousa/domain';
import { Lock } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { FormPage, RECORD_ID_PARAM, ResourceRecord, useRecordId } from '../../components/registry';
import { Skeleton } from '../../components/skeleton';
import { routeTo } from '../../routes/route-table';
import { lessonPlanFormLabels as labels } from './labels';
import { LessonPlanCard } from './planos-aula-adicionar-card';
import { LessonPlanForm } from './planos-aula-adicionar-form';

const styles = {
  notice: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '4',
    p: '6',
    borderWidth: '1px',
    borderRadius: 'l2',
    borderColor: 'border.default',
    bg: 'bg.default',
  }),
  noticeText: css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'medium' }),
};

/** The form for the plan's author; anyone else is told so and led to the plan's page. */
function EditOwnPlan({ plan, onDone }: { plan: LessonPlanItem; onDone: () => void }) {
  const me = useMe();
  if (!me.data) return <Skeleton className={css({ height: '40', width: 'full' })} />;
  if (plan.author.id !== me.data.id) {
    return (
      <div role="alert" className={styles.notice}>
        <p className={styles.noticeText}>
          <Lock aria-hidden />
          {labels.onlyAuthor}
        </p>
        <Button asChild variant="outline">
          <Link to={routeTo('planos-aula-detalhes', { [RECORD_ID_PARAM]: plan.id })}>
            {labels.viewPlan}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <LessonPlanCard>
      <LessonPlanForm item={plan} onDone={onDone} onCancel={onDone} />
    </LessonPlanCard>
  );
}

/**
 * /app/planos-aula/editar?id=<uuid> ('pedagogy.own-classes'): the plan loaded by id and the add
 * page's form filled with it, for its author (the server answers 403 to anyone else, who is
 * told so here before trying); saving (PATCH, 'Plano de aula atualizado com sucesso!') or
 * 'Cancelar' goes back to the list. An unknown id says so.
 */
export default function PlanosAulaEditarScreen() {
  const id = useRecordId();
  const navigate = useNavigate();
  const back = () => navigate(routeTo('planos-aula'));
  return (
    <FormPage routeId="planos-aula-editar" backTo="planos-aula">
      <ResourceRecord resource={lessonPlansResource} id={id} listRoute="planos-aula">
        {(plan) => <EditOwnPlan plan={plan} onDone={back} />}
      </ResourceRecord>
    </FormPage>
  );
}
