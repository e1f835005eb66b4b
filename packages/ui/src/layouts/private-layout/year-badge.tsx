import { useAcademicYears } from '@lousa/api-client';
import { css } from 'styled-system/css';
import { Badge } from '../../components/badge';
import { yearBadgeLabel } from '../../state/year-badge';
import { layoutLabels } from './labels';

/** The year beside the logo: the academic year containing today, else this calendar year. */
export function YearBadge({ now }: { now?: Date }) {
  const { data } = useAcademicYears();
  const year = yearBadgeLabel(data, now);
  return (
    <Badge variant="outline" size="sm" data-testid="year-badge">
      <span className={css({ srOnly: true })}>{layoutLabels.yearBadge('')}</span>
      {year}
    </Badge>
  );
}
