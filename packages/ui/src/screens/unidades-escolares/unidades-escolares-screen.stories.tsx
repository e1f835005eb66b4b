import { emptyList, loadingForever, malformedList, serverError } from '@lousa/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { bodyRows, columnHeaders, rowTexts } from '../../components/registry/story-helpers';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import UnidadesEscolaresScreen from './unidades-escolares-screen';

const PATH = '/school-units';
const CNPJ = /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/;

const meta = {
  title: 'Telas/Cadastros/Unidades Escolares',
  component: UnidadesEscolaresScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/unidades-escolares'),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UnidadesEscolaresScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve units: formatted CNPJ, name and principal, two pages, and the 'Adicionar' link. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unidades Escolares' }),
    ).toBeVisible();
    await expect(canvas.getByText('Gerencie as unidades escolares da rede.')).toBeVisible();
    await expect(await canvas.findByText('Mostrando 10 de 12 itens')).toBeVisible();
    await expect(columnHeaders(canvasElement)).toEqual(['CNPJ', 'Nome', 'Diretor da Unidade']);
    for (const [cnpj, name, principal] of rowTexts(canvasElement)) {
      await expect(cnpj).toMatch(CNPJ);
      await expect(name?.length).toBeGreaterThan(2);
      await expect(principal?.length).toBeGreaterThan(2);
    }
    await expect(canvas.getByRole('link', { name: 'Adicionar' })).toHaveAttribute(
      'href',
      '/unidades-escolares/adicionar',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(bodyRows(canvasElement)).toHaveLength(2);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('get', PATH));
  },
  play: async ({ canvasElement }) => {
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(5);
    for (const row of rows) await expect(row).toHaveAttribute('data-skeleton');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(emptyList(PATH));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('cell', { name: 'Nenhum resultado encontrado.' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', PATH));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os dados.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.getByRole('cell', { name: 'Nenhum resultado encontrado.' })).toBeVisible();
  },
};

export const MalformedResponse: Story = {
  beforeEach({ msw }) {
    msw.use(malformedList(PATH));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('cell', { name: 'Nenhum resultado encontrado.' }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};
