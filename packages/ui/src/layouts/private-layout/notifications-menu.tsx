import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { BellOff } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { menu } from 'styled-system/recipes';
import { layoutLabels } from './labels';
import { NotificationsIconButton } from './notifications-button';

/** The notifications panel itself, loaded on first intent (see `NotificationsButton`). */
export default function NotificationsMenu() {
  const styles = menu();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <NotificationsIconButton />
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
