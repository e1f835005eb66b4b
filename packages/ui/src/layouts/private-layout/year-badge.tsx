import { lazy, Suspense } from 'react';
import { yearBadgeLabel } from '../../state/year-badge';
import { YearBadgeView } from './year-badge-view';

/**
 * The academic years' query, with their declaration and schemas, loads after the first page
 * (bench/bundle); until then, as until the years arrive, the badge shows this calendar year.
 */
const AcademicYearBadge = lazy(() => import('./academic-year-badge'));

/** The year beside the logo: the academic year containing today, else this calendar year. */
export function YearBadge({ now }: { now?: Date }) {
  return (
    <Suspense fallback={<YearBadgeView year={yearBadgeLabel(undefined, now)} />}>
      <AcademicYearBadge now={now} />
    </Suspense>
  );
}
