import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../../components/toaster/toaster';
import { UserMenu } from './user-menu';

const meta = {
  title: 'Layout/User Menu',
  component: UserMenu,
  args: {
    user: { firstName: 'Ana', lastName: 'Administradora', email: 'admin@lousa.dev' },
    onSignOut: fn(),
  },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ana Administradora' }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  return within(menu);
};

/** Titled with the user's name and e-mail; Perfil, Suporte, Configurações and Sair. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(menu.getByText('admin@lousa.dev')).toBeVisible();
    const items = menu.getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual(['Perfil', 'Suporte', 'Configurações', 'Sair']);
  },
};

/** 'Sair' ends the session (the layout then goes to /sign-in). */
export const SignOut: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await open(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(args.onSignOut).toHaveBeenCalledOnce());
  },
};

/** Entries without a screen yet say so. */
export const NotYetAvailable: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await open(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Suporte' }));
    await waitFor(() =>
      expect(screen.getByText('Suporte estará disponível em breve.')).toBeVisible(),
    );
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};
