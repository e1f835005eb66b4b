import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { NotificationsButton } from './notifications-button';

const meta = {
  title: 'Layout/Notifications',
  component: NotificationsButton,
} satisfies Meta<typeof NotificationsButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The top bar's unnamed button of the spec: a panel that says there are no notifications. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const trigger = () => within(canvasElement).getByRole('button', { name: 'Notificações' });
    await userEvent.click(trigger());
    const panel = within(await screen.findByRole('menu', { name: 'Notificações' }));
    await expect(panel.getByText('Nenhuma notificação')).toBeVisible();
    // The panel's code loaded on the first press: the button is now the loaded menu's.
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger()).toHaveFocus();
  },
};
