import {
  badRequest,
  conflict,
  createFixtureDb,
  createHandlers,
  serverError,
} from '@lousa/api-client/mocks';
import { messages, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  columnHeaders,
  findCell,
  findToast,
  firstCells,
  listStateStories,
  openDeleteConfirmation,
  openEditDialog,
  search,
  searchBox,
  sortHeader,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import ModalidadesEnsinoScreen from './modalidades-ensino-screen';

const PATH = '/teaching-modalities';
const ITEM_PATH = '/teaching-modalities/:id';
const DIALOG = 'Adicionar Modalidade de Ensino';
const EDIT_DIALOG = 'Editar Modalidade de Ensino';
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
const IN_USE = 'Esta modalidade é usada por 3 cursos.';

/** Lists load from the fixture API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

/** A fresh fixture database with the fixture's five modalities and `names` after them. */
const withModalities =
  (names: readonly string[]) =>
  ({ msw }: StoryContext) => {
    const db = createFixtureDb();
    for (const name of names) db.teachingModalities.push({ id: db.faker.uuid(), name });
    msw.use(...createHandlers(db));
  };
/** Thirteen modalities: two pages. */
const thirteenModalities = withModalities(extraModalities);

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

async function openDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await findCell(canvasElement, 'Educação Infantil');
  await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
  return within(await screen.findByRole('dialog', { name: DIALOG }));
}

/** Thirteen modalities: title, subtitle, the 'Nome' column, a first page of ten, then the next. */
export const Populated: Story = {
  beforeEach: thirteenModalities,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Modalidades de Ensino' }),
    ).toBeVisible();
    await canvas.findByRole('cell', { name: 'Educação Infantil' }, LOAD);
    await expect(columnHeaders(canvasElement)).toEqual(['Nome', 'Ações']);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Mostrando 10 de 13 itens')).toBeVisible();
    await expect(canvas.getByText('Página 1 de 2')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Ações para Educação Infantil' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(firstCells(canvasElement)).toEqual([
        'Educação do Campo',
        'Educação Indígena',
        'Educação Quilombola',
      ]),
    );
    await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
    await expect(canvas.getByText('Mostrando 3 de 13 itens')).toBeVisible();
  },
};

const listStates = listStateStories(PATH);
export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const MalformedResponse: Story = listStates.MalformedResponse;

/** Typing 'edu' narrows the rows (accents and case aside); a search with no match is empty. */
export const Search: Story = {
  beforeEach: thirteenModalities,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Educação Infantil' }, LOAD);
    await expect(searchBox(canvasElement)).toHaveAttribute('placeholder', 'Buscar…');
    await search(canvasElement, 'edu');
    await expect(await canvas.findByText('Mostrando 7 de 7 itens', {}, LOAD)).toBeVisible();
    for (const name of firstCells(canvasElement)) await expect(name).toMatch(/^Educação/);
    await search(canvasElement, 'pedagogia');
    await expect(
      await canvas.findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Mostrando 0 de 0 itens')).toBeVisible();
  },
};

/** 'Nome' sorts: ascending, descending, then back to the list's own order. */
export const SortByName: Story = {
  beforeEach: thirteenModalities,
  play: async ({ canvasElement }) => {
    await findCell(canvasElement, 'Educação Infantil');
    const { button, cell } = sortHeader(canvasElement, 'Nome');
    await expect(cell).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(button);
    await waitFor(() => expect(cell).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() =>
      expect(firstCells(canvasElement).slice(0, 3)).toEqual([
        'Educação de Jovens e Adultos',
        'Educação do Campo',
        'Educação Especial',
      ]),
    );
    await userEvent.click(button);
    await waitFor(() => expect(cell).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() =>
      expect(firstCells(canvasElement).slice(0, 2)).toEqual([
        'Ensino Médio Integrado',
        'Ensino Médio',
      ]),
    );
    // The keyboard too: Enter on the focused header.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cell).toHaveAttribute('aria-sort', 'none'));
    await waitFor(() => expect(firstCells(canvasElement)[0]).toBe('Educação Infantil'));
  },
};

/** An address with '?q=edu&page=2&sort=name' shows that view: the search typed, page 2, sorted. */
export const UrlState: Story = {
  parameters: { route: '/modalidades-ensino?q=edu&page=2&sort=name' },
  beforeEach: withModalities([
    ...extraModalities,
    ...Array.from({ length: 10 }, (_, index) => `Educação Complementar ${index + 1}`),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Página 2 de 2', {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('Mostrando 7 de 17 itens')).toBeVisible();
    await expect(searchBox(canvasElement)).toHaveValue('edu');
    await expect(sortHeader(canvasElement, 'Nome').cell).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCells(canvasElement)).toEqual([
      'Educação de Jovens e Adultos',
      'Educação do Campo',
      'Educação Especial',
      'Educação Indígena',
      'Educação Infantil',
      'Educação Profissional',
      'Educação Quilombola',
    ]);
  },
};

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

/**
 * 'Editar' on a row: the same form titled 'Editar Modalidade de Ensino', filled in; saving
 * sends a PATCH, shows 'Modalidade atualizada com sucesso!', closes and the row is renamed.
 */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, 'Educação Especial', EDIT_DIALOG);
    const name = dialog.getByRole('textbox', { name: 'Nome' });
    await expect(name).toHaveValue('Educação Especial');
    await userEvent.clear(name);
    await userEvent.type(name, 'Educação Especial Inclusiva');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.teachingModalityUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(await findCell(canvasElement, 'Educação Especial Inclusiva')).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('cell', { name: 'Educação Especial' }),
    ).not.toBeInTheDocument();
    // Focus returns to the row's actions button.
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', {
          name: 'Ações para Educação Especial Inclusiva',
        }),
      ).toHaveFocus(),
    );
  },
};

/** Editing to an empty name: the field's message, nothing sent; the server's 400 lands on the field too. */
export const EditValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(badRequest('patch', ITEM_PATH, [{ path: 'name', message: messages.maxLength(255) }]));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, 'Educação Especial', EDIT_DIALOG);
    const name = dialog.getByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.modalityNameRequired));
    await userEvent.type(name, 'Educação Especial Inclusiva');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.maxLength(255)));
    await expect(name).toHaveValue('Educação Especial Inclusiva');
    await expect(screen.getByRole('dialog', { name: EDIT_DIALOG })).toBeVisible();
  },
};

/** 'Excluir' asks 'Excluir <name>?'; confirming deletes: the toast, and the row is gone. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const confirmation = await openDeleteConfirmation(canvasElement, 'Educação Especial');
    await expect(confirmation.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    await userEvent.click(confirmation.getByRole('button', { name: 'Excluir' }));
    await findToast(toasts.teachingModalityDeleted);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(canvasElement).queryByRole('cell', { name: 'Educação Especial' }),
      ).not.toBeInTheDocument(),
    );
    await expect(within(canvasElement).getByText('Mostrando 4 de 4 itens')).toBeVisible();
  },
};

/** 'Cancelar' keeps the row and sends nothing. */
export const DeleteCancelled: Story = {
  play: async ({ canvasElement }) => {
    const confirmation = await openDeleteConfirmation(canvasElement, 'Educação Especial');
    await userEvent.click(confirmation.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await findCell(canvasElement, 'Educação Especial')).toBeVisible();
    await expect(within(canvasElement).getByText('Mostrando 5 de 5 itens')).toBeVisible();
  },
};

/** A modality in use: the server's 409 message in an error toast; the row stays. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(conflict('delete', ITEM_PATH, IN_USE));
  },
  play: async ({ canvasElement }) => {
    const confirmation = await openDeleteConfirmation(canvasElement, 'Educação Especial');
    await userEvent.click(confirmation.getByRole('button', { name: 'Excluir' }));
    await findToast(IN_USE, 'error');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await findCell(canvasElement, 'Educação Especial')).toBeVisible();
    await expect(within(canvasElement).getByText('Mostrando 5 de 5 itens')).toBeVisible();
  },
};
