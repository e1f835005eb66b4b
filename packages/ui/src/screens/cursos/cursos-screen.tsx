import { type Course, coursesResource } from '@lousa/domain';
import { Scale } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { ResourceListPage, type RowAction } from '../../components/registry';
import { cursosColumns } from './cursos-columns';
import { cursosLabels as labels } from './labels';

const dialogs = {
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  form: { load: () => import('./cursos-form').then((module) => module.CursosForm) },
};

// 'Regra de Avaliação' loads the first time a course's rule is opened.
const EvaluationRuleDialog = lazy(() => import('./cursos-evaluation-rule-dialog'));

/**
 * /app/cursos: the courses, searched, sorted and paged on the server, with the add and edit
 * dialogs and the delete confirmation (all from the registry kit), and each course's
 * 'Regra de Avaliação' (issue 28) for those who may edit courses.
 */
export default function CursosScreen() {
  const [ruleOf, setRuleOf] = useState<{ course: Course; trigger: HTMLElement | null }>();
  // Mounted from the first opening on, so that it can animate out when closed.
  const [asked, setAsked] = useState(false);
  if (ruleOf && !asked) setAsked(true);
  const rowActions = useCallback(
    (course: Course): RowAction[] => [
      {
        value: 'evaluation-rule',
        label: labels.rule,
        icon: Scale,
        onSelect: (trigger) => setRuleOf({ course, trigger }),
      },
    ],
    [],
  );
  return (
    <>
      <ResourceListPage
        routeId="cursos"
        resource={coursesResource}
        columns={cursosColumns}
        dialogs={dialogs}
        rowActions={rowActions}
      />
      {asked ? (
        <Suspense fallback={null}>
          <EvaluationRuleDialog target={ruleOf} onClose={() => setRuleOf(undefined)} />
        </Suspense>
      ) : null}
    </>
  );
}
