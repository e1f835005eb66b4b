import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withRouter } from '../../testing/story-router';
import { Button } from '../button';
import { makeSampleRows, type SampleRow, sampleColumns } from '../data-table/fixtures';
import { RegistryPage } from './registry-page';

const idle = { isPending: false, isError: false, isFetching: false };

const meta = {
  title: 'Design System/Cadastros/RegistryPage',
  component: RegistryPage<SampleRow>,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withRouter('/usuarios'),
  ],
  parameters: { layout: 'fullscreen' },
  args: {
    routeId: 'usuarios',
    columns: sampleColumns,
    query: { ...idle, data: makeSampleRows(25), refetch: fn() },
    actions: <Button>Adicionar</Button>,
  },
} satisfies Meta<typeof RegistryPage<SampleRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);

/** Title and subtitle from the route table, the actions, and the first page of rows. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(canvas.getByText('Gerencie os usuários que acessam o sistema.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar' })).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Mostrando 10 de 25 itens')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** While the query is pending: five skeleton rows. */
export const Loading: Story = {
  args: { query: { ...idle, isPending: true, data: undefined, refetch: fn() } },
  play: async ({ canvasElement }) => {
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(5);
    for (const row of rows) await expect(row).toHaveAttribute('data-skeleton');
  },
};

export const Empty: Story = {
  args: { query: { ...idle, data: [], refetch: fn() } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('cell', { name: 'Nenhum resultado encontrado.' }),
    ).toBeVisible();
  },
};

/**
 * The query failed: the failure with 'Tentar novamente' (refetch) in place of the table — no
 * empty state, no 'Mostrando 0 de 0 itens'.
 */
export const LoadError: Story = {
  args: { query: { ...idle, isError: true, data: undefined, refetch: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar os dados.');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Nenhum resultado encontrado.')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Mostrando 0 de 0 itens')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.query.refetch).toHaveBeenCalledTimes(1);
  },
};

/** Retrying: the button shows it is busy and cannot be pressed again. */
export const Retrying: Story = {
  args: { query: { ...idle, isError: true, isFetching: true, data: undefined, refetch: fn() } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Tentar novamente' }),
    ).toBeDisabled();
  },
};

/** A page under another one (e.g. the add page) gets a 'Voltar' link to it. */
export const WithBackButton: Story = {
  args: { routeId: 'unidades-escolares-adicionar', backTo: 'unidades-escolares', actions: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Adicionar Unidade Escolar' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      '/unidades-escolares',
    );
  },
};
