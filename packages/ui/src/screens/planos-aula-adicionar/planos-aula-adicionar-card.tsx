import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Card } from '../../components/card';

/** The card the lesson-plan form sits in, on the add and edit pages. */
export function LessonPlanCard({ children }: { children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body className={css({ pt: '6' })}>{children}</Card.Body>
    </Card.Root>
  );
}
