import { PRODUCT_NAME } from '@lousa/domain';
import { Presentation } from 'lucide-react';
import { Link } from 'react-router-dom';
import { routeTo } from '../../routes/route-table';
import { RailTooltip as Tooltip } from './rail-tooltip';
import { sidebarStyles } from './sidebar.recipe';
import { YearBadge } from './year-badge';

export interface SidebarBrandProps {
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The logo and product name, a link to /app, with the year badge beside it. */
export function SidebarBrand({ collapsed = false, onNavigate }: SidebarBrandProps) {
  const styles = sidebarStyles({ collapsed });
  const link = (
    <Link to={routeTo('home')} className={styles.brand} onClick={onNavigate}>
      <span className={styles.logo}>
        <Presentation aria-hidden />
      </span>
      <span className={styles.brandName}>{PRODUCT_NAME}</span>
    </Link>
  );
  return (
    <div className={styles.header}>
      {collapsed ? (
        <Tooltip content={PRODUCT_NAME} positioning={{ placement: 'right' }}>
          {link}
        </Tooltip>
      ) : (
        <>
          {link}
          <YearBadge />
        </>
      )}
    </div>
  );
}
