import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../icon-button';
import { Tooltip } from './tooltip';
import { SIDEBAR_TOOLTIP_DELAY_MS, TooltipDelayProvider } from './tooltip-delay';

const meta = {
  title: 'Design System/Tooltip',
  component: Tooltip,
  args: {
    content: 'Justificar falta',
    children: (
      <IconButton aria-label="Justificar falta" variant="outline">
        <Info />
      </IconButton>
    ),
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Default delay: 700 ms after the pointer arrives. */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Justificar falta' });
    const hoveredAt = performance.now();
    await userEvent.hover(trigger);
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const tip = await screen.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(performance.now() - hoveredAt).toBeGreaterThanOrEqual(650);
    await expect(tip).toHaveTextContent('Justificar falta');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Justificar falta' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Inside the sidebar the provider sets 0 ms: the tooltip opens at once. */
export const SidebarNoDelay: Story = {
  render: (args) => (
    <TooltipDelayProvider openDelay={SIDEBAR_TOOLTIP_DELAY_MS}>
      <Tooltip {...args} />
    </TooltipDelayProvider>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Justificar falta' });
    await userEvent.hover(trigger);
    await expect(await screen.findByRole('tooltip', {}, { timeout: 300 })).toBeVisible();
  },
};

/**
 * The tooltip closes with its trigger's action (a click, Enter) and stays closed when the focus
 * comes back to the trigger (as a dialog the action opened hands it back on closing); it shows
 * again once the focus has moved on and returns.
 */
export const ClosesWithItsAction: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Tooltip {...args} />
      <button type="button">Salvar</button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Justificar falta' });
    await userEvent.hover(trigger);
    await screen.findByRole('tooltip', {}, { timeout: 2000 });
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.unhover(trigger);

    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(trigger).toHaveFocus();
    await screen.findByRole('tooltip', {}, { timeout: 2000 });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // A dialog opened by the action takes the focus and hands it back when it closes.
    trigger.blur();
    trigger.focus();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toBeVisible();
  },
};
