import { lazy, Suspense } from 'react';
import { useCan } from '../../components/access/use-access';
import { yearBadgeLabel } from '../../state/year-badge';
import { YearBadgeView } from './year-badge-view';

/**
 * The academic years' query, with their declaration and schemas, loads after the first page
 * (bench/bundle); until then, as until the years arrive, the badge shows this calendar year.
 */
const AcademicYearBadge = lazy(() => import('./academic-year-badge'));

/**
 * The year beside the logo: the academic year containing today, else this calendar year. Only
 * who may read the registries asks for the academic years (the server refuses the others, a
 * teacher among them): everyone else sees the calendar year.
 */
export function YearBadge({ now }: { now?: Date }) {
  const calendarYear = <YearBadgeView year={yearBadgeLabel(undefined, now)} />;
  const readsYears = useCan('registries.read');
  if (!readsYears) return calendarYear;
  return (
    <Suspense fallback={calendarYear}>
      <AcademicYearBadge now={now} />
    </Suspense>
  );
}
