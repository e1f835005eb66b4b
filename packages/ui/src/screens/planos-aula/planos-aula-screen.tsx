import { sampleLessonPlans } from '../../fixtures/pedagogical';
import { LessonPlansView } from './lesson-plans-view';

/** Container of /app/planos-aula: fixed sample plans (spec §1); later a query. */
export default function PlanosAulaScreen() {
  return <LessonPlansView plans={sampleLessonPlans} />;
}
