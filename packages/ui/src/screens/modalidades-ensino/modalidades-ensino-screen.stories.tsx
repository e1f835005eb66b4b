import { badRequest, createFixtureDb, createHandlers, serverError } from '@lousa/api-client/mocks';
import { messages, serverMessages, teachingModalitiesResource } from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, registryStories, type Scope } from '../../components/registry/registry-stories';
import {
  findCell,
  findToast,
  firstCells,
  openDeleteConfirmation,
  openEditDialog,
  searchBox,
  sortHeader,
} from '../../components/registry/story-helpers';
import { modalidadesEnsinoLabels as labels } from './labels';
import ModalidadesEnsinoScreen from './modalidades-ensino-screen';

const ITEM_PATH = '/teaching-modalities/:id';
const EDIT_DIALOG = labels.editTitle;
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

/** A fresh fixture database with the fixture's five modalities and `names` after them. */
const withModalities =
  (names: readonly string[]) =>
  ({ msw }: StoryContext) => {
    const db = createFixtureDb();
    for (const name of names) db.teachingModalities.push({ id: db.faker.uuid(), name });
    msw.use(...createHandlers(db));
  };
const nameField = (dialog: Scope) => dialog.getByRole('textbox', { name: labels.name });

/** The shared registry stories: thirteen modalities (two pages); 'Educação Especial' edited and deleted. */
const stories = registryStories(teachingModalitiesResource, {
  seed(db) {
    for (const name of extraModalities) db.teachingModalities.push({ id: db.faker.uuid(), name });
  },
  loaded: 'Educação Infantil',
  total: 5,
  row: 'Educação Especial',
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  populated: {
    columns: ['Nome', 'Ações'],
    total: 13,
    nextPage: ['Educação do Campo', 'Educação Indígena', 'Educação Quilombola'],
  },
  search: {
    query: 'edu',
    count: 7,
    async check(canvasElement) {
      for (const name of firstCells(canvasElement)) await expect(name).toMatch(/^Educação/);
    },
    none: 'pedagogia',
  },
  sort: [
    {
      column: 'Nome',
      sort: 'ascending',
      first: ['Educação de Jovens e Adultos', 'Educação do Campo', 'Educação Especial'],
    },
    { column: 'Nome', sort: 'descending', first: ['Ensino Médio Integrado', 'Ensino Médio'] },
    // The keyboard too: Enter on the focused header.
    { column: 'Nome', sort: 'none', first: ['Educação Infantil'], keyboard: true },
  ],
  required: {
    fill: (dialog) => userEvent.type(nameField(dialog), '   '),
    async check(dialog) {
      await waitFor(() => expect(nameField(dialog)).toHaveAttribute('aria-invalid', 'true'));
      await expect(nameField(dialog)).toHaveAccessibleDescription(messages.modalityNameRequired);
    },
  },
  create: {
    fill: (dialog) => userEvent.type(nameField(dialog), 'Ensino Médio'),
    async check(canvasElement) {
      await expect(
        await within(canvasElement).findByRole('cell', { name: 'Ensino Médio' }, LOAD),
      ).toBeVisible();
    },
  },
  edit: {
    async change(dialog) {
      await expect(nameField(dialog)).toHaveValue('Educação Especial');
      await userEvent.clear(nameField(dialog));
      await userEvent.type(nameField(dialog), 'Educação Especial Inclusiva');
    },
    renamed: 'Educação Especial Inclusiva',
  },
  inUse: 'Esta modalidade é usada por 3 cursos.',
});

const meta = {
  title: 'Telas/Cadastros/Modalidades de Ensino',
  component: ModalidadesEnsinoScreen,
  ...stories.meta,
} satisfies Meta<typeof ModalidadesEnsinoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = stories.Populated;
export const Loading: Story = stories.Loading;
export const Empty: Story = stories.Empty;
export const LoadError: Story = stories.LoadError;
export const MalformedResponse: Story = stories.MalformedResponse;
export const Search: Story = stories.Search;
export const SortByName: Story = stories.Sort;
export const NameRequired: Story = stories.RequiredFields;
export const Success: Story = stories.Success;
export const Edit: Story = stories.Edit;
export const Delete: Story = stories.Delete;
export const DeleteRefused: Story = stories.DeleteRefused;

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

/** The server refuses: its message in an error toast; the dialog keeps what was typed. */
export const ServerRefuses: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('post', teachingModalitiesResource.path));
  },
  play: async ({ canvasElement }) => {
    const dialog = await stories.openAdd(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), 'Ensino Médio{Enter}');
    await findToast(serverMessages.internalError, 'error');
    await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ensino Médio');
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
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
