import { createFixtureDb, createHandlers, serverError } from '@lousa/api-client/mocks';
import { messages, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  columnHeaders,
  findToast,
  listStateStories,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import ModalidadesEnsinoScreen from './modalidades-ensino-screen';

const PATH = '/teaching-modalities';
const DIALOG = 'Adicionar Modalidade de Ensino';
const extraModalities = [
  'Ensino Médio',
  'Ensino Médio Integrado',
  'Educação Profissional',
  'EJA - Anos Iniciais',
  'EJA - Anos Finais',
  'Educação do Campo',
  'Educação Indígena',
  'Educação Quilombola',
];

/** Lists load from the fixture API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

const meta = {
  title: 'Telas/Cadastros/Modalidades de Ensino',
  component: ModalidadesEnsinoScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/modalidades-ensino'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof ModalidadesEnsinoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstCells = (canvasElement: HTMLElement) =>
  bodyRows(canvasElement).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

async function openDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('cell', { name: 'Educação Infantil' }, LOAD);
  await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
  return within(await screen.findByRole('dialog', { name: DIALOG }));
}

/** Thirteen modalities: title, subtitle, the 'Nome' column and a first page of ten. */
export const Populated: Story = {
  beforeEach({ msw }) {
    const db = createFixtureDb();
    for (const name of extraModalities) db.teachingModalities.push({ id: db.faker.uuid(), name });
    msw.use(...createHandlers(db));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Modalidades de Ensino' }),
    ).toBeVisible();
    await canvas.findByRole('cell', { name: 'Educação Infantil' }, LOAD);
    await expect(columnHeaders(canvasElement)).toEqual(['Nome']);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Mostrando 10 de 13 itens')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(firstCells(canvasElement)).toEqual([
      'Educação do Campo',
      'Educação Indígena',
      'Educação Quilombola',
    ]);
  },
};

const listStates = listStateStories(PATH);
export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const MalformedResponse: Story = listStates.MalformedResponse;

/** 'Salvar' with an empty name: the spec's message 'Nome*' on the field; the dialog stays. */
export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const name = dialog.getByRole('textbox', { name: 'Nome' });
    await userEvent.type(name, '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(messages.modalityNameRequired);
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
  },
};

/** A name typed and saved: the toast, the dialog closes and the list shows the new modality. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), 'Ensino Médio');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.teachingModalityCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(
      await within(canvasElement).findByRole('cell', { name: 'Ensino Médio' }, LOAD),
    ).toBeVisible();
  },
};

/** The server refuses: its message in an error toast; the dialog keeps what was typed. */
export const ServerRefuses: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('post', PATH));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), 'Ensino Médio{Enter}');
    await findToast(serverMessages.internalError, 'error');
    await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ensino Médio');
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};
