import { useResourceList } from '@lousa/api-client';
import { bnccStandardsResource, type LessonPlanItem } from '@lousa/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LessonPlanDetailsView } from './planos-aula-details-view';
import { PRINT_PARAM } from './planos-aula-links';

/**
 * Prints the page once, when it was opened to print (`?imprimir=1`, the list's 'Imprimir') and
 * `ready`: the address loses the parameter first, so going back or reloading does not print
 * again.
 */
function usePrintOnOpen(ready: boolean) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(PRINT_PARAM) === '1';
  const printed = useRef(false);
  useEffect(() => {
    if (!wanted || !ready || printed.current) return;
    printed.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PRINT_PARAM);
        return next;
      },
      { replace: true },
    );
    // After the browser has painted the plan.
    requestAnimationFrame(() => window.print());
  }, [wanted, ready, setParams]);
}

/**
 * The plan's document with the text of its BNCC standards, read from the catalogue of its
 * component (GET /bncc-standards?component=<name>). A code the catalogue no longer has shows
 * alone, and so do all of them when the catalogue cannot be read: the plan stays readable.
 */
export function LessonPlanDetails({ plan }: { plan: LessonPlanItem }) {
  const query = useMemo(
    () => ({ filters: { component: plan.curricularComponent.name } }),
    [plan.curricularComponent.name],
  );
  const catalogue = useResourceList(bnccStandardsResource, query);
  usePrintOnOpen(!catalogue.isPending);
  const standards = catalogue.isPending ? undefined : (catalogue.data?.items ?? []);
  return <LessonPlanDetailsView plan={plan} standards={standards} />;
}
