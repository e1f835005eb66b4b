import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { setTheme } from '../../state/theme-preference';
import { ThemeToggle } from './theme-toggle';

const meta = {
  title: 'Layout/Theme Toggle',
  component: ThemeToggle,
  beforeEach: () => {
    setTheme('system');
    return () => setTheme('system');
  },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Mudar tema': light, dark or system (default), kept in localStorage. */
export const ChooseDark: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mudar tema' }));
    const menu = within(await screen.findByRole('menu', { name: 'Mudar tema' }));
    await expect(menu.getByRole('menuitemradio', { name: 'Sistema' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'Escuro' }));
    await expect(localStorage.getItem('theme')).toBe('dark');
    await expect(document.documentElement).toHaveClass('dark');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mudar tema' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Claro' }));
    await expect(localStorage.getItem('theme')).toBe('light');
    await expect(document.documentElement).not.toHaveClass('dark');
  },
};
