import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { getRoute, routeTo } from '../../routes/route-table';
import { LessonPlanForm, type LessonPlanFormProps } from './lesson-plan-form';

export type LessonPlanFormViewProps = LessonPlanFormProps;

/** /app/planos-aula/adicionar: title, subtitle, back to the list, and the lesson-plan form. */
export function LessonPlanFormView(props: LessonPlanFormViewProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader
        title={getRoute('planos-aula-adicionar').title}
        subtitle={getRoute('planos-aula-adicionar').subtitle}
        backHref={routeTo('planos-aula')}
        renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      />
      <Card.Root>
        <Card.Body className={css({ pt: '6' })}>
          <LessonPlanForm {...props} />
        </Card.Body>
      </Card.Root>
    </div>
  );
}
