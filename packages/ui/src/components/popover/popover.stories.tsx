import { Portal } from '@ark-ui/react/portal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, X } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../icon-button';
import * as Popover from './popover';

/** The shape of the shell's notifications popover. */
function Notifications({ items = [] }: { items?: string[] }) {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" aria-label="Notificações">
          <Bell aria-hidden />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Title>Notificações</Popover.Title>
            {items.length === 0 ? (
              <Popover.Description>Nenhuma notificação</Popover.Description>
            ) : (
              <ul>
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            <Popover.CloseTrigger asChild>
              <IconButton variant="ghost" size="xs" aria-label="Fechar">
                <X aria-hidden />
              </IconButton>
            </Popover.CloseTrigger>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

const meta = {
  title: 'Design System/Popover',
  component: Notifications,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Notifications>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Notificações' });

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpensWithClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const dialog = await screen.findByRole('dialog', { name: 'Notificações' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('Nenhuma notificação')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const OpensWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notificações' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithItems: Story = {
  args: { items: ['Novo período letivo cadastrado', 'Frequência pendente: 1º ANO A'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const dialog = await screen.findByRole('dialog', { name: 'Notificações' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  },
};
