import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { Bell, BellOff } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { menu } from 'styled-system/recipes';
import { IconButton } from '../../components/icon-button';
import { layoutLabels } from './labels';

/**
 * The top bar's notifications: a panel that says there are none. Built on the menu the top bar
 * already loads (Ark parts with the design system's menu recipe), so it adds no code of its own
 * to the first load.
 */
export function NotificationsButton() {
  const styles = menu();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={layoutLabels.notifications} variant="ghost" size="sm">
          <Bell />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={styles.positioner}>
          <Menu.Content
            className={cx(styles.content, css({ width: '72', maxWidth: 'calc(100vw - 2rem)' }))}
          >
            <Menu.ItemGroup className={styles.itemGroup}>
              <Menu.ItemGroupLabel className={styles.itemGroupLabel}>
                {layoutLabels.notifications}
              </Menu.ItemGroupLabel>
              <Menu.Item
                value="none"
                disabled
                className={cx(
                  styles.item,
                  css({
                    height: 'auto!',
                    flexDirection: 'column',
                    gap: '2',
                    py: '6',
                    textAlign: 'center',
                    opacity: '1!',
                    cursor: 'default',
                  }),
                )}
              >
                <span
                  className={css({
                    display: 'grid',
                    placeItems: 'center',
                    boxSize: '10',
                    borderRadius: 'full',
                    bg: 'bg.subtle',
                    color: 'fg.muted',
                    '& svg': { boxSize: '5' },
                  })}
                >
                  <BellOff aria-hidden />
                </span>
                <span className={css({ fontWeight: 'medium', color: 'fg.default' })}>
                  {layoutLabels.noNotifications}
                </span>
                <span className={css({ textStyle: 'xs', color: 'fg.muted', whiteSpace: 'normal' })}>
                  {layoutLabels.noNotificationsDetail}
                </span>
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
