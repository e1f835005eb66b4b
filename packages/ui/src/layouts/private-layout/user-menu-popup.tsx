import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { CircleUserRound, LifeBuoy, LogOut, Settings } from 'lucide-react';
import { useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { menu } from 'styled-system/recipes';
import { toaster } from '../../components/toaster/toaster';
import { layoutLabels } from './labels';
import { menuItemGap } from './menu-styles';
import { UserMenuButtonContent, type UserMenuProps, userMenuTriggerClass } from './user-menu';

const entries = [
  { value: 'profile', label: layoutLabels.profile, icon: CircleUserRound },
  { value: 'support', label: layoutLabels.support, icon: LifeBuoy },
  { value: 'settings', label: layoutLabels.settings, icon: Settings },
] as const;

/** The user menu itself, loaded on first intent (see `UserMenu`). */
export default function UserMenuPopup({ user, onSignOut, onProfile }: UserMenuProps) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const styles = menu();
  const trigger = useRef<HTMLButtonElement>(null);
  // 'Perfil' acts on its own click (a pointer's, or the one Enter dispatches on the highlighted
  // entry). The menu gives the focus back to its button in a microtask; a dialog opened before
  // that would see the focus leave it and close at once, so it opens after.
  const openProfile = onProfile ? () => setTimeout(() => onProfile(trigger.current), 0) : undefined;
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        // 'Sair' and 'Perfil' act on their own click (below): Ark's select can be lost when the
        // item is clicked as the menu finishes opening (seen in CI on 'Sair').
        if (value === 'sign-out') return;
        if (value === 'profile' && onProfile) return;
        const entry = entries.find((item) => item.value === value);
        if (entry) toaster.create({ type: 'info', title: layoutLabels.unavailable(entry.label) });
      }}
    >
      <Menu.Trigger ref={trigger} className={userMenuTriggerClass}>
        <UserMenuButtonContent user={user} />
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
              {entries.map(({ value, label, icon: Icon }) => (
                <Menu.Item
                  key={value}
                  value={value}
                  className={cx(styles.item, menuItemGap)}
                  onClick={value === 'profile' ? openProfile : undefined}
                >
                  <Icon aria-hidden />
                  {label}
                </Menu.Item>
              ))}
              <Menu.Separator className={styles.separator} />
              <Menu.Item
                value="sign-out"
                className={cx(styles.item, menuItemGap)}
                onClick={() => onSignOut()}
              >
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
