import { ChevronsUpDown } from 'lucide-react';
import { css } from 'styled-system/css';
import { Deferred } from '../../components/deferred/deferred';
import { UserAvatar } from './user-avatar';

export interface UserMenuUser {
  firstName: string;
  lastName: string;
  email: string;
}

export interface UserMenuProps {
  user: UserMenuUser;
  /** 'Sair': ends the session and goes to /sign-in. */
  onSignOut: () => void;
  /** 'Perfil': opens the profile; gets the menu's button, for the focus to go back to it. */
  onProfile?: (trigger: HTMLElement | null) => void;
}

/** The menu's button: the avatar, the name and e-mail (from md up) and a chevron. */
export const userMenuTriggerClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  height: '10',
  ps: '1',
  pe: { base: '1', md: '2' },
  borderRadius: 'l2',
  cursor: 'pointer',
  outline: 'none',
  _hover: { bg: 'gray.a3' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.outline' },
  '& > svg': { boxSize: '4', color: 'fg.muted' },
});

export function UserMenuButtonContent({ user }: { user: UserMenuUser }) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <>
      <UserAvatar firstName={user.firstName} lastName={user.lastName} />
      {/* The button is named by the user's name, kept for screen readers on small screens. */}
      <span
        className={css({
          srOnly: { base: true, md: false },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          textAlign: 'start',
          lineHeight: 'tight',
          maxWidth: '48',
        })}
      >
        <span
          className={css({
            textStyle: 'sm',
            fontWeight: 'semibold',
            truncate: true,
            maxWidth: 'full',
          })}
        >
          {fullName}
        </span>
        <span
          aria-hidden
          className={css({
            textStyle: 'xs',
            color: 'fg.muted',
            truncate: true,
            maxWidth: 'full',
          })}
        >
          {user.email}
        </span>
      </span>
      <ChevronsUpDown aria-hidden className={css({ display: { base: 'none', md: 'block' } })} />
    </>
  );
}

const loadUserMenu = () => import('./user-menu-popup').then((module) => module.default);

/**
 * The user menu: titled with the user's name and e-mail; Perfil (the profile dialog), Suporte,
 * Configurações (not yet available: a toast says so), Sair. Its code loads on the first hover,
 * focus or press of its button.
 */
export function UserMenu(props: UserMenuProps) {
  return (
    <Deferred
      load={loadUserMenu}
      props={props}
      standIn={(handlers) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          className={userMenuTriggerClass}
          {...handlers}
        >
          <UserMenuButtonContent user={props.user} />
        </button>
      )}
    />
  );
}
