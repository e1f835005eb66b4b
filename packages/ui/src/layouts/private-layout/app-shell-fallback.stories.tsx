import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getRoute } from '../../routes/route-table';
import { AppShellFallback } from './app-shell-fallback';

const usuarios = getRoute('usuarios');

/**
 * What every /app page paints before its code arrives (static HTML made at build time): the
 * frame of the private area with the route's title and subtitle over the screen's placeholder.
 */
const meta = {
  title: 'Layout/App Shell Fallback',
  component: AppShellFallback,
  args: { title: usuarios.title, subtitle: usuarios.subtitle },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShellFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From 768 px: the sidebar's frame with the brand and the menu's placeholder. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(canvas.getByText('Gerencie os usuários que acessam o sistema.')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Carregando tela' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Carregando menu' })).toBeVisible();
    // The brand is written once on a wide screen: in the sidebar, not in the top bar.
    await expect(
      canvas.getAllByText('Lousa').filter((name) => name.checkVisibility()),
    ).toHaveLength(1);
  },
};

/** Under 768 px: no sidebar; the brand in the top bar, where the app will put it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { testViewport: { width: 375, height: 740 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(canvas.queryByRole('status', { name: 'Carregando menu' })).toBeNull();
    await expect(
      canvas.getAllByText('Lousa').filter((name) => name.checkVisibility()),
    ).toHaveLength(1);
  },
};

/** A route without a title (never in the route table, but the frame does not need one). */
export const WithoutTitle: Story = {
  args: { title: undefined, subtitle: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('status', { name: 'Carregando tela' })).toBeVisible();
  },
};

/** The dark theme, as the page's inline script sets it before the first paint. */
export const Dark: Story = {
  globals: { theme: 'escuro' },
  beforeEach() {
    document.documentElement.classList.add('dark');
    return () => document.documentElement.classList.remove('dark');
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Usuários' }),
    ).toBeVisible();
  },
};
