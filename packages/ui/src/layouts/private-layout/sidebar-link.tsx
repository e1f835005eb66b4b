import { Plus } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { getRoute, routeTo } from '../../routes/route-table';
import { preloadScreen } from '../../routes/screen-preload';
import type { SidebarLink as SidebarLinkEntry } from '../../routes/sidebar-menu';
import { RailTooltip as Tooltip } from './rail-tooltip';
import { sidebarStyles } from './sidebar.recipe';

export interface SidebarLinkProps {
  entry: SidebarLinkEntry;
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** A menu item: a link marked `aria-current="page"` when active, with its add shortcut. */
export function SidebarLink({ entry, collapsed = false, onNavigate }: SidebarLinkProps) {
  const styles = sidebarStyles({ collapsed });
  const route = getRoute(entry.route);
  const label = route.label ?? route.title;
  const Icon = entry.icon;
  const add = entry.addRoute && !collapsed ? getRoute(entry.addRoute) : null;
  const link = (
    <NavLink
      to={routeTo(entry.route)}
      className={styles.item}
      data-has-add={add ? '' : undefined}
      onClick={onNavigate}
      onPointerEnter={() => preloadScreen(entry.route)}
      onFocus={() => preloadScreen(entry.route)}
    >
      {Icon ? <Icon aria-hidden /> : null}
      <span className={styles.label}>{label}</span>
    </NavLink>
  );
  return (
    <li className={styles.row}>
      {collapsed ? (
        <Tooltip content={label} positioning={{ placement: 'right' }}>
          {link}
        </Tooltip>
      ) : (
        link
      )}
      {add && entry.addRoute ? (
        <NavLink
          to={routeTo(entry.addRoute)}
          className={styles.addLink}
          aria-label={add.title}
          title={add.title}
          onClick={onNavigate}
          onPointerEnter={() => entry.addRoute && preloadScreen(entry.addRoute)}
        >
          <Plus aria-hidden />
        </NavLink>
      ) : null}
    </li>
  );
}
