import { RotateCw } from 'lucide-react';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { useAccess } from '../../components/access';
import { Button } from '../../components/button';
import { visibleSidebarMenu } from '../../routes/route-access';
import { sidebarMenu } from '../../routes/sidebar-menu';
import { layoutLabels } from './labels';
import { sidebarStyles } from './sidebar.recipe';
import { SidebarBrand } from './sidebar-brand';
import { SidebarGroup } from './sidebar-group';
import { SidebarSkeleton } from './sidebar-skeleton';

export interface SidebarContentProps {
  /** The 3rem icon rail. */
  collapsed?: boolean;
  /** Called when a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** GET /me failed (after its retries): say so, and let the person ask again. */
function MenuError({
  collapsed,
  onRetry,
  retrying,
}: {
  collapsed: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2', px: '2.5' })}
    >
      <p className={css({ textStyle: 'sm', color: 'fg.muted', srOnly: collapsed })}>
        {layoutLabels.menuError}
      </p>
      <Button
        variant="outline"
        size="sm"
        loading={retrying}
        onClick={onRetry}
        aria-label={collapsed ? layoutLabels.retry : undefined}
      >
        <RotateCw aria-hidden />
        {collapsed ? null : layoutLabels.retry}
      </Button>
    </div>
  );
}

/**
 * The logo with the year badge, then the menu's groups (spec §2 "Sidebar menu"): the items the
 * signed-in user may open (GET /me). Until /me answers, placeholders hold their place.
 */
export function SidebarContent({ collapsed = false, onNavigate }: SidebarContentProps) {
  const styles = sidebarStyles({ collapsed });
  const { permissions, status, retry, retrying } = useAccess();
  const menu = useMemo(
    () => (permissions ? visibleSidebarMenu(sidebarMenu, permissions) : []),
    [permissions],
  );
  return (
    <div className={styles.root}>
      <SidebarBrand collapsed={collapsed} onNavigate={onNavigate} />
      <nav
        aria-label={layoutLabels.navigation}
        aria-busy={status === 'pending' || undefined}
        className={styles.nav}
      >
        {status === 'pending' ? <SidebarSkeleton collapsed={collapsed} /> : null}
        {status === 'error' ? (
          <MenuError collapsed={collapsed} onRetry={retry} retrying={retrying} />
        ) : null}
        {menu.map((group) => (
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
