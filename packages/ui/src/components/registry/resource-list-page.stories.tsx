import {
  badRequest,
  conflict,
  loadingForever,
  meAs,
  mockUrl,
  networkError,
  notFound,
  recordedAnswer,
} from '@lousa/api-client/mocks';
import {
  type CurricularComponent,
  curricularComponentsResource,
  messages,
  serverMessages,
  TOTAL_COUNT_HEADER,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { LOCATION_LABEL, withRouter } from '../../testing/story-router';
import { defineColumns } from '../data-table';
import { toaster } from '../toaster';
import { FormDialogForm } from './form-dialog-form';
import { registryLabels } from './labels';
import { ResourceListPage } from './resource-list-page';
import {
  addedRowId,
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
} from './story-helpers';
import { TextFormField } from './text-form-field';
import { type ResourceFormProps, useResourceForm } from './use-resource-form';

/**
 * The registry kit on one declared resource (curricular components): everything a registry
 * screen gets by passing its resource, columns and form — server paging, search, sort, the view
 * in the URL, row actions, the edit dialog and the delete confirmation.
 */

const PATH = '/curricular-components';
const ITEM_PATH = '/curricular-components/:id';
const ADD = 'Adicionar Componente Curricular';
const EDIT = 'Editar Componente Curricular';
const IN_USE = 'Este componente faz parte de 2 matrizes curriculares.';
const LOAD = { timeout: 5000 };
const extraComponents = ['Educação Digital', 'Educação Ambiental', 'Filosofia', 'Sociologia'];

// The demo network's components, as recorded, and the searches and sorts the stories make
// (registry-screens.json).
const recorded = recordedStory();
const answer = (query = '') =>
  recordedAnswer<CurricularComponent[]>('administrador', `GET ${PATH}${query}`);
const components = answer();
const names = (rows: readonly CurricularComponent[]) => rows.map((row) => row.name);
/** The component the stories edit and delete: the last recorded one. */
const EDITED = (components.at(-1) as CurricularComponent).name;
const RENAMED = `${EDITED} e Cidadania`;
const added = extraComponents.map((name, index) => ({ id: addedRowId(index + 1), name }));

const columns = defineColumns<CurricularComponent>([
  { id: 'name', header: 'Nome', sortKey: 'name', cell: (component) => component.name },
]);

/** The one form of the resource: adds without `item`, edits with it. */
function ComponentForm({ item, onDone }: ResourceFormProps<CurricularComponent>) {
  const { form, submit, isSubmitting } = useResourceForm(curricularComponentsResource, {
    item,
    defaultValues: { name: '' },
    onSuccess: onDone,
  });
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <TextFormField control={form.control} name="name" label="Nome" required />
    </FormDialogForm>
  );
}

const dialogs = { addTitle: ADD, editTitle: EDIT, form: ComponentForm };

function KitPage() {
  return (
    <ResourceListPage
      routeId="componentes-curriculares"
      resource={curricularComponentsResource}
      columns={columns}
      dialogs={dialogs}
    />
  );
}

/** The recorded components and four more, listed first: two pages. */
const thirteenComponents = recordedStory('administrador', {
  added: { [PATH]: added },
}).beforeEach;
const thirteen = [...added, ...components];

const meta = {
  title: 'Design System/Cadastros/ResourceListPage',
  component: KitPage,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/componentes-curriculares', { showLocation: true }),
  ],
  parameters: { layout: 'fullscreen', ...recorded.parameters },
  beforeEach: (context) => {
    recorded.beforeEach(context);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof KitPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: LOCATION_LABEL });

/** Title, 'Adicionar', the search box, the columns with the hidden 'Ações', a first page of ten. */
export const Populated: Story = {
  beforeEach: thirteenComponents,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Componentes Curriculares' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Adicionar' }, LOAD)).toBeVisible();
    await expect(searchBox(canvasElement)).toHaveAttribute('placeholder', 'Buscar…');
    await expect(
      await canvas.findByText(`Mostrando 10 de ${thirteen.length} itens`, {}, LOAD),
    ).toBeVisible();
    await expect(columnHeaders(canvasElement)).toEqual(['Nome', 'Ações']);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(location(canvasElement)).toHaveTextContent(/^\/componentes-curriculares$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(firstCells(canvasElement)).toEqual(names(thirteen.slice(10))));
    await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('/componentes-curriculares?page=2');
  },
};

const listStates = listStateStories(PATH);
export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const LoadErrorRetry: Story = listStates.LoadErrorRetry;
export const MalformedResponse: Story = listStates.MalformedResponse;

/**
 * Typing searches ~300 ms after the last key, from the first page, and writes `?q=` (replacing,
 * not adding, history entries); no match shows the empty state.
 */
export const Search: Story = {
  beforeEach: thirteenComponents,
  parameters: { route: '/componentes-curriculares?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Página 2 de 2', {}, LOAD);
    await search(canvasElement, 'edu');
    await waitFor(() => expect(firstCells(canvasElement)).toEqual(names(answer('?q=edu'))));
    await expect(canvas.getByText('Página 1 de 1')).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('/componentes-curriculares?q=edu');
    await search(canvasElement, 'astronomia');
    await expect(
      await canvas.findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Mostrando 0 de 0 itens')).toBeVisible();
  },
};

/** 'Nome' cycles ascending, descending and unsorted; each written in the address (`sort`). */
export const Sort: Story = {
  play: async ({ canvasElement }) => {
    const [unsorted] = names(components);
    await findCell(canvasElement, unsorted as string);
    const { button, cell } = sortHeader(canvasElement, 'Nome');
    await userEvent.click(button);
    await waitFor(() => expect(firstCells(canvasElement)[0]).toBe(answer('?sort=name')[0]?.name));
    await expect(cell).toHaveAttribute('aria-sort', 'ascending');
    await expect(location(canvasElement)).toHaveTextContent('?sort=name');
    await userEvent.click(button);
    await waitFor(() => expect(firstCells(canvasElement)[0]).toBe(answer('?sort=-name')[0]?.name));
    await expect(cell).toHaveAttribute('aria-sort', 'descending');
    await expect(location(canvasElement)).toHaveTextContent('?sort=-name');
    await userEvent.click(button);
    await waitFor(() => expect(firstCells(canvasElement)[0]).toBe(unsorted));
    await expect(cell).toHaveAttribute('aria-sort', 'none');
    await expect(location(canvasElement)).toHaveTextContent(/^\/componentes-curriculares$/);
  },
};

/** 'Linhas por página' asks the server for bigger pages and is written in the address. */
export const RowsPerPage: Story = {
  beforeEach: thirteenComponents,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(`Mostrando 10 de ${thirteen.length} itens`, {}, LOAD);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Linhas por página' }));
    await userEvent.click(await screen.findByRole('option', { name: '20' }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(thirteen.length));
    await expect(canvas.getByText('Página 1 de 1')).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('?pageSize=20');
  },
};

/**
 * Four components whose names come after the recorded ones in descending order, so that the
 * recorded '?sort=-name' and these make two pages (the answer is the story's: the recording has
 * one page).
 */
const lastByName = ['Alemão', 'Agroecologia', 'Administração', 'Acessibilidade'].map(
  (name, index) => ({ id: addedRowId(index + 11), name }),
);
const descending = [...answer('?sort=-name'), ...lastByName];

/** An address with a view ('?page=2&sort=-name') opens on it. */
export const UrlState: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(mockUrl(PATH), ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('sort') !== '-name' || params.has('q')) return undefined;
        const page = Number(params.get('page') ?? 1);
        const size = Number(params.get('pageSize') ?? 10);
        return HttpResponse.json(descending.slice((page - 1) * size, page * size), {
          headers: { [TOTAL_COUNT_HEADER]: String(descending.length) },
        });
      }),
    );
  },
  parameters: { route: '/componentes-curriculares?page=2&sort=-name' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Página 2 de 2', {}, LOAD)).toBeVisible();
    await expect(firstCells(canvasElement)).toEqual(names(descending.slice(10)));
    await expect(sortHeader(canvasElement, 'Nome').cell).toHaveAttribute('aria-sort', 'descending');
  },
};

/** A page past the end (an old link) shows the last page that exists instead. */
export const PageBeyondTheEnd: Story = {
  parameters: { route: '/componentes-curriculares?q=l%C3%ADngua&page=5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(firstCells(canvasElement)).toEqual(names(answer('?q=l%C3%ADngua'))),
      LOAD,
    );
    await expect(canvas.getByText('Página 1 de 1')).toBeVisible();
    await expect(searchBox(canvasElement)).toHaveValue('língua');
    await waitFor(() => expect(location(canvasElement)).not.toHaveTextContent('page='));
  },
};

/** 'Editar': the form filled in, titled 'Editar …'; saving PATCHes, toasts, and the row changes. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, EDITED, EDIT);
    const name = dialog.getByRole('textbox', { name: 'Nome' });
    await expect(name).toHaveValue(EDITED);
    await userEvent.clear(name);
    await userEvent.type(name, `${RENAMED}{Enter}`);
    await findToast(toasts.curricularComponentUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await findCell(canvasElement, RENAMED)).toBeVisible();
  },
};

/** Edit errors: the schema's message, then the server's 400 on the field; the dialog stays. */
export const EditValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(badRequest('patch', ITEM_PATH, [{ path: 'name', message: messages.maxLength(255) }]));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, EDITED, EDIT);
    const name = dialog.getByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.nameRequired));
    await userEvent.type(name, RENAMED);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.maxLength(255)));
    await expect(screen.getByRole('dialog', { name: EDIT })).toBeVisible();
  },
};

/** A record deleted meanwhile: the edit answers 404, whose message shows in an error toast. */
export const EditGone: Story = {
  beforeEach({ msw }) {
    msw.use(notFound('patch', ITEM_PATH, serverMessages.curricularComponentNotFound));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, EDITED, EDIT);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await findToast(serverMessages.curricularComponentNotFound, 'error');
    await expect(screen.getByRole('dialog', { name: EDIT })).toBeVisible();
  },
};

/**
 * The save gets no answer (the server is down): the error toast says so — 'Sem conexão com o
 * servidor. Seus dados continuam no formulário.' — and the dialog keeps what was typed.
 */
export const EditOffline: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('patch', ITEM_PATH));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, EDITED, EDIT);
    const name = dialog.getByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.type(name, RENAMED);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.noConnectionWhileSaving, 'error');
    await expect(screen.getByRole('dialog', { name: EDIT })).toBeVisible();
    await expect(name).toHaveValue(RENAMED);
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    // The toast was checked; the screenshot is of the dialog alone, whatever the toast's timing.
    toaster.remove();
    await waitFor(
      () => expect(screen.queryByText(toasts.noConnectionWhileSaving)).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
  },
};

/** 'Excluir': 'Excluir <nome>?' with 'Cancelar' and 'Excluir'; confirming deletes the row. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirmation = await openDeleteConfirmation(canvasElement, EDITED);
    await expect(confirmation.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    await userEvent.click(confirmation.getByRole('button', { name: 'Excluir' }));
    await findToast(toasts.curricularComponentDeleted);
    await waitFor(() =>
      expect(canvas.queryByRole('cell', { name: EDITED })).not.toBeInTheDocument(),
    );
    const left = components.length - 1;
    await expect(canvas.getByText(`Mostrando ${left} de ${left} itens`)).toBeVisible();
  },
};

/** Refused (409: the component is in use): the server's message; the row stays. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(conflict('delete', ITEM_PATH, IN_USE));
  },
  play: async ({ canvasElement }) => {
    const confirmation = await openDeleteConfirmation(canvasElement, EDITED);
    await userEvent.click(confirmation.getByRole('button', { name: 'Excluir' }));
    await findToast(IN_USE, 'error');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await findCell(canvasElement, EDITED)).toBeVisible();
  },
};

/**
 * By keyboard: Enter opens the row's menu, the arrows reach 'Excluir', Enter asks; 'Cancelar' is
 * focused first; Escape closes and the focus is back on the row's button.
 */
export const KeyboardDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = await canvas.findByRole(
      'button',
      { name: registryLabels.actionsFor(EDITED) },
      LOAD,
    );
    actions.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    // The keys go where the focus is: wait until the open menu has taken it (a busy machine
    // opens it later than the key press otherwise).
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Excluir' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await userEvent.keyboard('{Enter}');
    const confirmation = await screen.findByRole('alertdialog', {
      name: registryLabels.deleteTitle(EDITED),
    });
    await waitFor(() =>
      expect(within(confirmation).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(actions).toHaveFocus());
    await expect(findCell(canvasElement, EDITED)).resolves.toBeVisible();
  },
};

/** 'Adicionar' opens the same form empty, titled 'Adicionar …'; the new row is listed. */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findCell(canvasElement, EDITED);
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    const dialog = within(await screen.findByRole('dialog', { name: ADD }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), 'Filosofia{Enter}');
    await findToast(toasts.curricularComponentCreated);
    await expect(await findCell(canvasElement, 'Filosofia')).toBeVisible();
  },
};

/**
 * A user who may read the registries but not write them ('registries.read' only): the same list,
 * searched and paged, without 'Adicionar' and without the rows' actions.
 */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...meAs({ permissions: ['registries.read'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findCell(canvasElement, EDITED)).toBeVisible();
    await expect(columnHeaders(canvasElement)).toEqual(['Nome']);
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Ações para/ })).not.toBeInTheDocument();
    const all = components.length;
    await expect(canvas.getByText(`Mostrando ${all} de ${all} itens`)).toBeVisible();
  },
};

/**
 * While GET /me has not answered, the list waits with it (skeleton rows): 'Adicionar' and the
 * actions column come with the rows, never shown and then taken away.
 */
export const WaitingForPermissions: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('get', '/me'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(5);
    for (const row of rows) await expect(row).toHaveAttribute('data-skeleton');
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).not.toBeInTheDocument();
  },
};

/**
 * A school secretary ('Secretaria Escolar': 'registries.write' in its units, not the whole
 * network) reads the curricular components but may not change what every school shares: no
 * 'Adicionar', no row actions.
 */
export const NetworkRegistryForSchoolStaff: Story = {
  beforeEach({ msw }) {
    msw.use(...meAs({ role: 'Secretaria Escolar' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findCell(canvasElement, EDITED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Ações para/ })).not.toBeInTheDocument();
  },
};
