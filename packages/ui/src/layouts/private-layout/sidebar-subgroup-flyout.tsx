import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { menu } from 'styled-system/recipes';
import { getRoute, routeTo } from '../../routes/route-table';
import { menuItemGap } from './menu-styles';
import { RailTooltip as Tooltip } from './rail-tooltip';
import { sidebarStyles } from './sidebar.recipe';
import type { SubgroupFlyoutProps } from './sidebar-subgroup';

/** The flyout menu itself, loaded on first intent (see `SidebarSubgroup`). */
export default function SubgroupFlyout({ entry, active, onNavigate }: SubgroupFlyoutProps) {
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
