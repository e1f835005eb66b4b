import { useMe, useResourceItem } from '@lousa/api-client';
import { lessonPlansResource } from '@lousa/domain';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { useCan } from '../../components/access';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { PrintButton } from '../../components/print';
import { ResourceRecord, useRecordId } from '../../components/registry';
import { getRoute, routeTo } from '../../routes/route-table';
import { planoAulaDetalhesLabels as labels } from './labels';
import { LessonPlanDetails } from './planos-aula-details';
import { editHref } from './planos-aula-links';

/** A button's text beside its icon from 640 px on; narrower, the icon alone (the title needs the room). */
const wideOnly = css({ hideBelow: 'sm' });

const renderLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link to={href}>{children}</Link>
);

/**
 * /app/planos-aula/detalhes?id=<uuid> ('Detalhes'; 'Imprimir' adds `&imprimir=1`): the plan,
 * readable, with 'Imprimir' (the browser's print of the plan alone, on A4) and, for its author,
 * 'Editar'; 'Voltar' to the list. A busy placeholder while it loads, 'Plano de aula não
 * encontrado.' for an unknown id (or one outside the reader's classes), 'Tentar novamente'
 * when the call fails.
 */
export default function PlanosAulaDetalhesScreen() {
  const id = useRecordId();
  // The plan's own query (shared with `ResourceRecord`): the buttons once there is a plan.
  const plan = useResourceItem(lessonPlansResource, id).data;
  const canWrite = useCan('pedagogy.own-classes');
  const myId = useMe().data?.id;
  const isAuthor = plan !== undefined && canWrite && myId !== undefined && plan.author.id === myId;
  const { title, subtitle } = getRoute('planos-aula-detalhes');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        backHref={routeTo('planos-aula')}
        renderLink={renderLink}
        actions={
          plan ? (
            <>
              {isAuthor ? (
                <Button asChild variant="outline" aria-label={labels.edit}>
                  <Link to={editHref(plan)}>
                    <Pencil aria-hidden />
                    <span className={wideOnly}>{labels.edit}</span>
                  </Link>
                </Button>
              ) : null}
              <PrintButton />
            </>
          ) : undefined
        }
      />
      <ResourceRecord resource={lessonPlansResource} id={id} listRoute="planos-aula">
        {(item) => <LessonPlanDetails plan={item} />}
      </ResourceRecord>
    </div>
  );
}
