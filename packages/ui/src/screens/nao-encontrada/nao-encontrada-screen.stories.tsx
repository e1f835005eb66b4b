import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../../testing/story-router';
import { NotFoundScreen } from './nao-encontrada-screen';

const meta = {
  title: 'Telas/Not Found',
  component: NotFoundScreen,
  decorators: [withRouter('/nao-existe')],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The router's not-found element: 'Not Found', the pt-BR line and the way back to /app. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(canvas.getByText('Página não encontrada')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Voltar para a Página Inicial' }),
    ).toHaveAttribute('href', '/');
  },
};
