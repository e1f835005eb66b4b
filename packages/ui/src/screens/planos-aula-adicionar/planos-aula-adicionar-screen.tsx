import { toasts } from '@lousa/domain';
import { toaster } from '../../components/toaster';
import {
  sampleBnccStandards,
  sampleClassrooms,
  sampleCurricularComponents,
} from '../../fixtures/pedagogical';
import { LessonPlanFormView } from './lesson-plan-form-view';

/**
 * Container of /app/planos-aula/adicionar. The choices are fixed sample data and the plan is
 * not sent anywhere yet (spec §4); the user is told so instead of being shown a false success.
 */
export default function PlanosAulaAdicionarScreen() {
  return (
    <LessonPlanFormView
      classrooms={sampleClassrooms}
      components={sampleCurricularComponents}
      standards={sampleBnccStandards}
      onSubmit={() => {
        toaster.info({
          title: toasts.lessonPlanValidated,
          description: toasts.savingUnavailable,
        });
      }}
    />
  );
}
