import type { MyClass } from '@lousa/domain';
import { BookOpenCheck, ClipboardCheck, School, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { routeTo } from '../../routes/route-table';
import { minhasTurmasLabels as labels } from './labels';

export interface MinhasTurmasCardProps {
  item: MyClass;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', height: 'full' }),
  component: css({
    alignSelf: 'flex-start',
    px: '2',
    py: '0.5',
    borderRadius: 'l1',
    bg: 'accent.a3',
    color: 'accent.text',
    textStyle: 'sm',
    fontWeight: 'medium',
  }),
  facts: css({ display: 'flex', flexDirection: 'column', gap: '2', textStyle: 'sm' }),
  fact: css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2',
    color: 'fg.muted',
    '& svg': { boxSize: '4', flexShrink: 0, mt: '0.5' },
  }),
  value: css({ color: 'fg.default' }),
  links: css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: 'auto' }),
};

/**
 * One class and component of the signed-in teacher: the classroom's name, the component, the
 * unit and how many students are actively enrolled, with 'Frequência' and 'Notas' leading to
 * that class and component's attendance and grades.
 */
export function MinhasTurmasCard({ item }: MinhasTurmasCardProps) {
  const titleId = useId();
  const { classroom, curricularComponent, schoolUnit, students } = item;
  const query = { classroomId: classroom.id, curricularComponentId: curricularComponent.id };
  const context = (
    <span className={visuallyHidden()}>
      {labels.linkContext(classroom.name, curricularComponent.name)}
    </span>
  );
  return (
    <Card.Root role="article" aria-labelledby={titleId} className={styles.root}>
      <Card.Header>
        <Card.Title id={titleId}>{classroom.name}</Card.Title>
        <p className={styles.component}>{curricularComponent.name}</p>
      </Card.Header>
      <Card.Body>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <School aria-hidden />
            <dt className={visuallyHidden()}>{labels.schoolUnit}</dt>
            <dd className={styles.value}>{schoolUnit.name}</dd>
          </div>
          <div className={styles.fact}>
            <Users aria-hidden />
            <dt className={visuallyHidden()}>{labels.students}</dt>
            <dd className={styles.value}>{labels.studentsCount(students)}</dd>
          </div>
        </dl>
      </Card.Body>
      <Card.Footer className={styles.links}>
        <Button asChild variant="outline" size="sm">
          <Link to={routeTo('frequencias', query)}>
            <ClipboardCheck aria-hidden />
            {labels.attendance}
            {context}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={routeTo('notas', query)}>
            <BookOpenCheck aria-hidden />
            {labels.grades}
            {context}
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
