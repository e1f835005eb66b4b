import { useResourceAll } from '@lousa/api-client';
import { academicYearsResource } from '@lousa/domain';
import { yearBadgeLabel } from '../../state/year-badge';
import { YearBadgeView } from './year-badge-view';

/** The year badge from the network's academic years (loaded after the shell: `YearBadge`). */
export default function AcademicYearBadge({ now }: { now?: Date }) {
  const { data } = useResourceAll(academicYearsResource);
  return <YearBadgeView year={yearBadgeLabel(data, now)} />;
}
