import { useId } from 'react';
import type { SidebarGroup as SidebarGroupEntry } from '../../routes/sidebar-menu';
import { sidebarStyles } from './sidebar.recipe';
import { SidebarDisabledItem } from './sidebar-disabled-item';
import { SidebarLink } from './sidebar-link';
import { SidebarSubgroup } from './sidebar-subgroup';

export interface SidebarGroupProps {
  group: SidebarGroupEntry;
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** One group of the menu ('Área Administrativa', ...): its label and its entries. */
export function SidebarGroup({ group, collapsed = false, onNavigate }: SidebarGroupProps) {
  const styles = sidebarStyles({ collapsed });
  const labelId = useId();
  return (
    <section className={styles.group} aria-labelledby={labelId}>
      <h2 id={labelId} className={styles.groupLabel}>
        {group.label}
      </h2>
      <ul className={styles.list}>
        {group.entries.map((entry) =>
          entry.kind === 'link' ? (
            <SidebarLink
              key={entry.route}
              entry={entry}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          ) : entry.kind === 'subgroup' ? (
            <SidebarSubgroup
              key={entry.label}
              entry={entry}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          ) : (
            <SidebarDisabledItem key={entry.label} entry={entry} collapsed={collapsed} />
          ),
        )}
      </ul>
    </section>
  );
}
