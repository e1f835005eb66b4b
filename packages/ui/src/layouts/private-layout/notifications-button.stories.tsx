import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
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
    const trigger = within(canvasElement).getByRole('button', { name: 'Notificações' });
    await userEvent.click(trigger);
    const panel = within(await screen.findByRole('menu', { name: 'Notificações' }));
    await expect(panel.getByText('Nenhuma notificação')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
