import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  columnHeaders,
  listStateStories,
  rowTexts,
} from '../../components/registry/story-helpers';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import AlunosScreen from './alunos-screen';

const meta = {
  title: 'Telas/Cadastros/Alunos',
  component: AlunosScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/alunos'),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AlunosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const listStates = listStateStories('/students');

/** 32 students over four pages: formatted CPF, name, MASCULINO/FEMININO, DD/MM/YYYY; read-only. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alunos' })).toBeVisible();
    await expect(canvas.getByText('Consulte os alunos da rede e seus responsáveis.')).toBeVisible();
    await expect(await canvas.findByText('Mostrando 10 de 32 itens')).toBeVisible();
    await expect(columnHeaders(canvasElement)).toEqual([
      'CPF',
      'Nome',
      'Sexo',
      'Data de Nascimento',
    ]);
    for (const [cpf, name, gender, birthDate] of rowTexts(canvasElement)) {
      await expect(cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
      await expect(name?.length).toBeGreaterThan(2);
      await expect(['MASCULINO', 'FEMININO']).toContain(gender);
      await expect(birthDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Adicionar' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await expect(canvas.getByText('Página 4 de 4')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(2);
  },
};

export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const MalformedResponse: Story = listStates.MalformedResponse;
