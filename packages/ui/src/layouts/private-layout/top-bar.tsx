import { useSession, useSignOut } from '@lousa/api-client';
import { PRODUCT_NAME } from '@lousa/domain';
import { Presentation } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { routeTo } from '../../routes/route-table';
import { NotificationsButton } from './notifications-button';
import { useSidebar } from './sidebar-context';
import { SidebarToggle } from './sidebar-toggle';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

const bar = css({
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  height: '14',
  flexShrink: '0',
  px: { base: '3', md: '4' },
  bg: 'bg.default/90',
  backdropFilter: 'blur(8px)',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
});

const divider = css({ width: '1px', height: '5', bg: 'border.subtle', mx: '1' });

// The profile and its password form load the first time 'Perfil' is chosen.
const ProfileDialog = lazy(() => import('./profile-dialog'));

/** 'Perfil' from the user menu: the dialog, mounted once asked for; focus returns to the menu. */
function useProfileDialog() {
  const [state, setState] = useState<{ open: boolean } | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const dialog = state ? (
    <Suspense fallback={null}>
      <ProfileDialog
        open={state.open}
        onOpenChange={(open) => setState({ open })}
        finalFocusEl={() => (trigger.current?.isConnected ? trigger.current : null)}
      />
    </Suspense>
  ) : null;
  const open = (from: HTMLElement | null) => {
    trigger.current = from;
    setState({ open: true });
  };
  return { dialog, open };
}

/** The top bar: sidebar toggle; notifications, theme and the user menu at the end. */
export function TopBar() {
  const { user } = useSession();
  const signOut = useSignOut();
  const { isMobile } = useSidebar();
  const profile = useProfileDialog();
  return (
    <header className={bar}>
      <SidebarToggle />
      {isMobile ? (
        <Link
          to={routeTo('home')}
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            fontWeight: 'bold',
            textStyle: 'md',
            borderRadius: 'l2',
            outline: 'none',
            _focusVisible: { outline: '2px solid', outlineColor: 'border.outline' },
          })}
        >
          <span
            className={css({
              display: 'grid',
              placeItems: 'center',
              boxSize: '7',
              borderRadius: 'l2',
              bg: 'accent.default',
              color: 'accent.fg',
              '& svg': { boxSize: '4' },
            })}
          >
            <Presentation aria-hidden />
          </span>
          {PRODUCT_NAME}
        </Link>
      ) : null}
      <div className={css({ display: 'flex', alignItems: 'center', gap: '1', ms: 'auto' })}>
        <NotificationsButton />
        <ThemeToggle />
        {user ? (
          <>
            <span aria-hidden className={divider} />
            <UserMenu user={user} onSignOut={() => signOut.mutate()} onProfile={profile.open} />
          </>
        ) : null}
      </div>
      {profile.dialog}
    </header>
  );
}
