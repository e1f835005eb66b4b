import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withRouter } from '../../testing/story-router';
import { NoPermissionScreen } from './sem-permissao-screen';

const meta = {
  title: 'Telas/Sem Permissão',
  component: NoPermissionScreen,
  args: { title: 'Usuários' },
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withRouter('/usuarios'),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NoPermissionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What a route shows in the page area to a user whose permissions do not open it: the page's
 * title, the message, and the way back to the 'Página Inicial'.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(
      canvas.getByText('Você não tem permissão para acessar esta página.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Voltar para a Página Inicial' }),
    ).toHaveAttribute('href', '/');
  },
};

/** Without a title (a page that has none). */
export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(
      canvas.getByText('Você não tem permissão para acessar esta página.'),
    ).toBeVisible();
  },
};
