import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { ChevronsUpDown, CircleUserRound, LifeBuoy, LogOut, Settings } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { menu } from 'styled-system/recipes';
import { toaster } from '../../components/toaster/toaster';
import { layoutLabels } from './labels';
import { menuItemGap } from './menu-styles';
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
}

const unavailable = [
  { value: 'profile', label: layoutLabels.profile, icon: CircleUserRound },
  { value: 'support', label: layoutLabels.support, icon: LifeBuoy },
  { value: 'settings', label: layoutLabels.settings, icon: Settings },
] as const;

/** The user menu: titled with the user's name and e-mail; Perfil, Suporte, Configurações, Sair. */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const styles = menu();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'sign-out') {
          onSignOut();
          return;
        }
        const entry = unavailable.find((item) => item.value === value);
        if (entry) toaster.create({ type: 'info', title: layoutLabels.unavailable(entry.label) });
      }}
    >
      <Menu.Trigger
        className={css({
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
        })}
      >
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
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={styles.positioner}>
          <Menu.Content
            className={cx(styles.content, css({ width: '64', maxWidth: 'calc(100vw - 1rem)' }))}
          >
            <Menu.ItemGroup className={styles.itemGroup}>
              <Menu.ItemGroupLabel
                className={cx(
                  styles.itemGroupLabel,
                  css({ display: 'flex', flexDirection: 'column', gap: '0.5', py: '2' }),
                )}
              >
                <span className={css({ color: 'fg.default', fontWeight: 'semibold' })}>
                  {fullName}
                </span>
                <span className={css({ color: 'fg.muted', fontWeight: 'normal', textStyle: 'xs' })}>
                  {user.email}
                </span>
              </Menu.ItemGroupLabel>
              <Menu.Separator className={styles.separator} />
              {unavailable.map(({ value, label, icon: Icon }) => (
                <Menu.Item key={value} value={value} className={cx(styles.item, menuItemGap)}>
                  <Icon aria-hidden />
                  {label}
                </Menu.Item>
              ))}
              <Menu.Separator className={styles.separator} />
              <Menu.Item value="sign-out" className={cx(styles.item, menuItemGap)}>
                <LogOut aria-hidden />
                {layoutLabels.signOut}
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
