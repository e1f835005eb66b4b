import { Bell } from 'lucide-react';
import { Deferred } from '../../components/deferred/deferred';
import { IconButton, type IconButtonProps } from '../../components/icon-button';
import { layoutLabels } from './labels';

/** The 'Notificações' bell button. */
export function NotificationsIconButton(props: Omit<IconButtonProps, 'aria-label'>) {
  return (
    <IconButton aria-label={layoutLabels.notifications} variant="ghost" size="sm" {...props}>
      <Bell />
    </IconButton>
  );
}

const loadNotificationsMenu = () => import('./notifications-menu').then((module) => module.default);

/**
 * The top bar's notifications: a panel that says there are none. Its code loads on the first
 * hover, focus or press of the bell.
 */
export function NotificationsButton() {
  return (
    <Deferred
      load={loadNotificationsMenu}
      props={{}}
      standIn={(handlers) => (
        <NotificationsIconButton aria-haspopup="menu" aria-expanded={false} {...handlers} />
      )}
    />
  );
}
