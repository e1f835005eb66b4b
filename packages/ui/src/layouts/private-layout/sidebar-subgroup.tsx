import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { cx } from 'styled-system/css';
import { Deferred } from '../../components/deferred/deferred';
import { routeTo } from '../../routes/route-table';
import type { SidebarSubgroup as SidebarSubgroupEntry } from '../../routes/sidebar-menu';
import { menuItemGap } from './menu-styles';
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

export interface SubgroupFlyoutProps {
  entry: SidebarSubgroupEntry;
  active: boolean;
  onNavigate?: () => void;
}

const loadFlyout = () => import('./sidebar-subgroup-flyout').then((module) => module.default);

/** On the icon rail, a sub-group is a flyout menu of its links, loaded on first intent. */
function SubgroupFlyout(props: SubgroupFlyoutProps) {
  const styles = sidebarStyles({ collapsed: true });
  const Icon = props.entry.icon;
  return (
    <Deferred
      load={loadFlyout}
      props={props}
      standIn={(handlers) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          className={cx(styles.item, menuItemGap)}
          data-active={props.active ? '' : undefined}
          {...handlers}
        >
          <Icon aria-hidden />
          <span className={styles.label}>{props.entry.label}</span>
        </button>
      )}
    />
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
