import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withRouter } from '../../testing/story-router';
import { ActivitiesView } from './activities-view';
import AtividadesPedagogicasScreen from './atividades-pedagogicas-screen';

const meta = {
  title: 'Telas/Pedagógico/Atividades Pedagógicas',
  component: AtividadesPedagogicasScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withRouter('/atividades-pedagogicas'),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AtividadesPedagogicasScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Atividades Pedagógicas', the 'Adicionar' link and an empty table. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Atividades Pedagógicas' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Adicionar' })).toHaveAttribute(
      'href',
      '/atividades-pedagogicas',
    );
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Título',
      'Turma',
      'Componente Curricular',
      'Data',
    ]);
    await expect(canvas.getByRole('cell', { name: 'Nenhum resultado encontrado.' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <ActivitiesView activities={undefined} isLoading />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Atividades Pedagógicas' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
