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
    onProfile: fn(),
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

/** From the keyboard: Enter opens on 'Perfil'; 'Sair' (End, Enter) ends the session. */
export const SignOut: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Ana Administradora' }).focus();
    await userEvent.keyboard('{Enter}');
    const menuElement = await screen.findByRole('menu');
    await waitFor(() => expect(menuElement).toBeVisible());
    const menu = within(menuElement);
    // Home goes to the first entry whatever the menu highlighted on opening.
    await userEvent.keyboard('{Home}');
    await waitFor(() =>
      expect(menu.getByRole('menuitem', { name: 'Perfil' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(menu.getByRole('menuitem', { name: 'Sair' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSignOut).toHaveBeenCalledOnce());
  },
};

/** Entries without a screen yet say so. */
export const NotYetAvailable: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Ana Administradora' }).focus();
    await userEvent.keyboard('{Enter}');
    const menuElement = await screen.findByRole('menu');
    await waitFor(() => expect(menuElement).toBeVisible());
    const menu = within(menuElement);
    await userEvent.keyboard('{Home}');
    await waitFor(() =>
      expect(menu.getByRole('menuitem', { name: 'Perfil' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(menu.getByRole('menuitem', { name: 'Suporte' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByText('Suporte estará disponível em breve.')).toBeVisible(),
    );
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** 'Perfil' asks for the profile (the top bar opens its dialog), with the menu's button for the focus. */
export const Profile: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await open(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Perfil' }));
    await waitFor(() => expect(args.onProfile).toHaveBeenCalledOnce());
    await expect(args.onProfile).toHaveBeenCalledWith(
      within(canvasElement).getByRole('button', { name: 'Ana Administradora' }),
    );
    await expect(screen.queryByText('Perfil estará disponível em breve.')).toBeNull();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};
