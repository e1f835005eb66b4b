import { css } from 'styled-system/css';
import { Badge } from '../../components/badge';
import { layoutLabels } from './labels';

/** The badge beside the logo with the year it is given. */
export function YearBadgeView({ year }: { year: string }) {
  return (
    <Badge variant="outline" size="sm" data-testid="year-badge">
      <span className={css({ srOnly: true })}>{layoutLabels.yearBadge('')}</span>
      {year}
    </Badge>
  );
}
