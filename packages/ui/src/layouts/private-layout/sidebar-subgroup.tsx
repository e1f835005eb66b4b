import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { menu } from 'styled-system/recipes';
import { getRoute, routeTo } from '../../routes/route-table';
import type { SidebarSubgroup as SidebarSubgroupEntry } from '../../routes/sidebar-menu';
import { menuItemGap } from './menu-styles';
import { RailTooltip as Tooltip } from './rail-tooltip';
import { sidebarStyles } from './sidebar.recipe';
import { SidebarLink } from './sidebar-link';

export interface SidebarSubgroupProps {
  entry: SidebarSubgroupEntry;
  collapsed?: boolean;
  onNavigate?: () => void;
}

function isUnder(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** On the icon rail, a sub-group is a flyout menu of its links. */
function SubgroupFlyout({
  entry,
  active,
  onNavigate,
}: {
  entry: SidebarSubgroupEntry;
  active: boolean;
  onNavigate?: () => void;
}) {
  const styles = sidebarStyles({ collapsed: true });
  const menuStyles = menu();
  const Icon = entry.icon;
  // One element is both the tooltip's and the menu's trigger: both must know it by one id.
  const triggerId = useId();
  return (
    <Menu.Root ids={{ trigger: triggerId }} positioning={{ placement: 'right-start', gutter: 8 }}>
      <Tooltip
        ids={{ trigger: triggerId }}
        content={entry.label}
        positioning={{ placement: 'right' }}
      >
        <Menu.Trigger
          className={cx(styles.item, menuItemGap)}
          data-active={active ? '' : undefined}
        >
          <Icon aria-hidden />
          <span className={styles.label}>{entry.label}</span>
        </Menu.Trigger>
      </Tooltip>
      <Portal>
        <Menu.Positioner className={menuStyles.positioner}>
          <Menu.Content className={cx(menuStyles.content, css({ width: '60' }))}>
            <Menu.ItemGroup className={menuStyles.itemGroup}>
              <Menu.ItemGroupLabel className={menuStyles.itemGroupLabel}>
                {entry.label}
              </Menu.ItemGroupLabel>
              {entry.items.map((item) => {
                const route = getRoute(item.route);
                return (
                  <Menu.Item
                    key={item.route}
                    value={item.route}
                    asChild
                    className={cx(menuStyles.item, menuItemGap)}
                  >
                    <NavLink to={routeTo(item.route)} onClick={onNavigate}>
                      {route.label ?? route.title}
                    </NavLink>
                  </Menu.Item>
                );
              })}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * A sub-group ('Cadastros', 'Calendários Acadêmicos'): a disclosure button and its list, open
 * when one of its items is the current page; on the icon rail, a flyout menu of its items.
 */
export function SidebarSubgroup({ entry, collapsed = false, onNavigate }: SidebarSubgroupProps) {
  const styles = sidebarStyles({ collapsed });
  const { pathname } = useLocation();
  const active = entry.items.some((item) => isUnder(pathname, routeTo(item.route)));
  const [open, setOpen] = useState(active);
  const listId = useId();
  const Icon = entry.icon;

  if (collapsed) {
    return (
      <li className={styles.row}>
        <SubgroupFlyout entry={entry} active={active} onNavigate={onNavigate} />
      </li>
    );
  }

  return (
    <li className={styles.row}>
      <button
        type="button"
        className={styles.item}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon aria-hidden />
        <span className={styles.label}>{entry.label}</span>
        <ChevronRight aria-hidden className={styles.chevron} />
      </button>
      <ul id={listId} hidden={!open} className={styles.sublist}>
        {entry.items.map((item) => (
          <SidebarLink key={item.route} entry={item} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}
