import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withApi } from '../../testing/story-api';
import HomeScreen from './inicio-screen';

const meta = {
  title: 'Telas/Página Inicial',
  component: HomeScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Página Inicial', the greeting with the signed-in user's first name, nine pulsing tiles. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Página Inicial' })).toBeVisible();
    await expect(canvas.getByText('Olá, Ana, seja bem-vindo', { exact: false })).toHaveTextContent(
      'Olá, Ana, seja bem-vindo à Lousa',
    );
    await expect(canvas.getAllByTestId('home-tile')).toHaveLength(9);
    await expect(canvas.getByRole('region', { name: 'Painéis em preparação' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
