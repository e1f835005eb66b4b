import {
  badRequest,
  conflict,
  createFixtureDb,
  createHandlers,
  serverError,
} from '@lousa/api-client/mocks';
import { inUseMessages, messages, serverMessages, toasts } from '@lousa/domain';
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
  openAddDialog,
  openDeleteConfirmation,
  openEditDialog,
  search,
  searchBox,
  sortHeader,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import ComponentesCurricularesScreen from './componentes-curriculares-screen';

const PATH = '/curricular-components';
const ITEM_PATH = '/curricular-components/:id';
const DIALOG = 'Adicionar Componente Curricular';
const EDIT_DIALOG = 'Editar Componente Curricular';
const extraComponents = ['Filosofia', 'Sociologia', 'Química', 'Física'];
const IN_USE = inUseMessages.curricularComponent(2);

/** Lists load from the fixture API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

/** A fresh fixture database: its nine components, then `names`. */
const withComponents =
  (names: readonly string[]) =>
  ({ msw }: StoryContext) => {
    const db = createFixtureDb();
    for (const name of names) db.curricularComponents.push({ id: db.faker.uuid(), name });
    msw.use(...createHandlers(db));
  };
/** Thirteen components: two pages. */
const thirteenComponents = withComponents(extraComponents);

const meta = {
  title: 'Telas/Cadastros/Componentes Curriculares',
  component: ComponentesCurricularesScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/componentes-curriculares'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof ComponentesCurricularesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('cell', { name: 'Língua Portuguesa' }, LOAD);
  return openAddDialog(canvasElement, DIALOG);
}

/** Thirteen components: title, the 'Nome' column, a first page of ten, then the next. */
export const Populated: Story = {
  beforeEach: thirteenComponents,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Componentes Curriculares' }),
    ).toBeVisible();
    await canvas.findByRole('cell', { name: 'Língua Portuguesa' }, LOAD);
    await expect(columnHeaders(canvasElement)).toEqual(['Nome', 'Ações']);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Mostrando 10 de 13 itens')).toBeVisible();
    await expect(canvas.getByText('Página 1 de 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ações para Matemática' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(firstCells(canvasElement)).toEqual(['Sociologia', 'Química', 'Física']),
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

/** Typing 'lingua' finds both 'Língua …' (accents and case aside); no match shows the empty state. */
export const Search: Story = {
  beforeEach: thirteenComponents,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Língua Portuguesa' }, LOAD);
    await expect(searchBox(canvasElement)).toHaveAttribute('placeholder', 'Buscar…');
    await search(canvasElement, 'LINGUA');
    await expect(await canvas.findByText('Mostrando 2 de 2 itens', {}, LOAD)).toBeVisible();
    await expect(firstCells(canvasElement)).toEqual(['Língua Portuguesa', 'Língua Inglesa']);
    await search(canvasElement, 'astronomia');
    await expect(
      await canvas.findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Mostrando 0 de 0 itens')).toBeVisible();
  },
};

/** 'Nome' sorts: ascending, descending, then back to the list's own order. */
export const SortByName: Story = {
  beforeEach: thirteenComponents,
  play: async ({ canvasElement }) => {
    await findCell(canvasElement, 'Língua Portuguesa');
    const { button, cell } = sortHeader(canvasElement, 'Nome');
    await expect(cell).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(button);
    await waitFor(() => expect(cell).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() =>
      expect(firstCells(canvasElement).slice(0, 3)).toEqual([
        'Arte',
        'Ciências',
        'Educação Física',
      ]),
    );
    await userEvent.click(button);
    await waitFor(() => expect(cell).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() =>
      expect(firstCells(canvasElement).slice(0, 3)).toEqual([
        'Sociologia',
        'Química',
        'Matemática',
      ]),
    );
    await userEvent.click(button);
    await waitFor(() => expect(cell).toHaveAttribute('aria-sort', 'none'));
    await waitFor(() => expect(firstCells(canvasElement)[0]).toBe('Língua Portuguesa'));
  },
};

/** 'Salvar' with an empty name: the schema's message on the field; the dialog stays. */
export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const name = dialog.getByRole('textbox', { name: 'Nome' });
    await userEvent.type(name, '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(messages.componentNameRequired);
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
  },
};

/** A name typed and saved: the toast, the dialog closes and the list shows the new component. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), 'Filosofia');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.curricularComponentCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(
      await within(canvasElement).findByRole('cell', { name: 'Filosofia' }, LOAD),
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
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), 'Filosofia{Enter}');
    await findToast(serverMessages.internalError, 'error');
    await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveValue('Filosofia');
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

/**
 * 'Editar' on a row: the same form titled 'Editar Componente Curricular', filled in; saving shows
 * 'Componente atualizado com sucesso!', closes, the row is renamed and the focus is back on it.
 */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, 'Arte', EDIT_DIALOG);
    const name = dialog.getByRole('textbox', { name: 'Nome' });
    await expect(name).toHaveValue('Arte');
    await userEvent.clear(name);
    await userEvent.type(name, 'Artes Visuais');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.curricularComponentUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(await findCell(canvasElement, 'Artes Visuais')).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('cell', { name: 'Arte' }),
    ).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: 'Ações para Artes Visuais' }),
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
    const dialog = await openEditDialog(canvasElement, 'Arte', EDIT_DIALOG);
    const name = dialog.getByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.componentNameRequired));
    await userEvent.type(name, 'Artes Visuais');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.maxLength(255)));
    await expect(name).toHaveValue('Artes Visuais');
    await expect(screen.getByRole('dialog', { name: EDIT_DIALOG })).toBeVisible();
  },
};

/** 'Excluir' asks 'Excluir Arte?'; confirming deletes: the toast, and the row is gone. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const confirmation = await openDeleteConfirmation(canvasElement, 'Arte');
    await userEvent.click(confirmation.getByRole('button', { name: 'Excluir' }));
    await findToast(toasts.curricularComponentDeleted);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('cell', { name: 'Arte' })).not.toBeInTheDocument(),
    );
    await expect(within(canvasElement).getByText('Mostrando 8 de 8 itens')).toBeVisible();
  },
};

/** A component inside matrices: the server's 409 message in an error toast; the row stays. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(conflict('delete', ITEM_PATH, IN_USE));
  },
  play: async ({ canvasElement }) => {
    const confirmation = await openDeleteConfirmation(canvasElement, 'Arte');
    await userEvent.click(confirmation.getByRole('button', { name: 'Excluir' }));
    await findToast(IN_USE, 'error');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await findCell(canvasElement, 'Arte')).toBeVisible();
    await expect(within(canvasElement).getByText('Mostrando 9 de 9 itens')).toBeVisible();
  },
};
