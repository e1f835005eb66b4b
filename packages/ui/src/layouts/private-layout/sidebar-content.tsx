import { sidebarMenu } from '../../routes/sidebar-menu';
import { layoutLabels } from './labels';
import { sidebarStyles } from './sidebar.recipe';
import { SidebarBrand } from './sidebar-brand';
import { SidebarGroup } from './sidebar-group';

export interface SidebarContentProps {
  /** The 3rem icon rail. */
  collapsed?: boolean;
  /** Called when a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The logo with the year badge, then the menu's groups (spec §2 "Sidebar menu"). */
export function SidebarContent({ collapsed = false, onNavigate }: SidebarContentProps) {
  const styles = sidebarStyles({ collapsed });
  return (
    <div className={styles.root}>
      <SidebarBrand collapsed={collapsed} onNavigate={onNavigate} />
      <nav aria-label={layoutLabels.navigation} className={styles.nav}>
        {sidebarMenu.map((group) => (
          <SidebarGroup
            key={group.label}
            group={group}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        ))}
      </nav>
    </div>
  );
}
