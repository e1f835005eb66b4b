import type { SidebarDisabled } from '../../routes/sidebar-menu';
import { layoutLabels } from './labels';
import { RailTooltip as Tooltip } from './rail-tooltip';
import { sidebarStyles } from './sidebar.recipe';

export interface SidebarDisabledItemProps {
  entry: SidebarDisabled;
  collapsed?: boolean;
}

/** A menu item with no route yet ('Censo Escolar', 'Servidores', 'PDDE'): shown, not usable. */
export function SidebarDisabledItem({ entry, collapsed = false }: SidebarDisabledItemProps) {
  const styles = sidebarStyles({ collapsed });
  const Icon = entry.icon;
  const item = (
    <button type="button" className={styles.item} aria-disabled="true">
      {Icon ? <Icon aria-hidden /> : null}
      <span className={styles.label}>{entry.label}</span>
      <span className={styles.soon}>{layoutLabels.soon}</span>
    </button>
  );
  return (
    <li className={styles.row}>
      {collapsed ? (
        <Tooltip
          content={`${entry.label} (${layoutLabels.soon.toLowerCase()})`}
          positioning={{ placement: 'right' }}
        >
          {item}
        </Tooltip>
      ) : (
        item
      )}
    </li>
  );
}
