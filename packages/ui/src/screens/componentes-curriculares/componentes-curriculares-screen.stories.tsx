import { badRequest, serverError } from '@lousa/api-client/mocks';
import {
  curricularComponentsResource,
  inUseMessages,
  messages,
  serverMessages,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, registryStories, type Scope } from '../../components/registry/registry-stories';
import { findToast, firstCells, openEditDialog } from '../../components/registry/story-helpers';
import ComponentesCurricularesScreen from './componentes-curriculares-screen';
import { componentesCurricularesLabels as labels } from './labels';

const ITEM_PATH = '/curricular-components/:id';
const EDIT_DIALOG = labels.editTitle;
const nameField = (dialog: Scope) => dialog.getByRole('textbox', { name: labels.name });

/** The shared registry stories: thirteen components (two pages); 'Arte' edited and deleted. */
const stories = registryStories(curricularComponentsResource, {
  seed(db) {
    for (const name of ['Filosofia', 'Sociologia', 'Química', 'Física'])
      db.curricularComponents.push({ id: db.faker.uuid(), name });
  },
  loaded: 'Língua Portuguesa',
  total: 9,
  row: 'Arte',
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  populated: {
    columns: ['Nome', 'Ações'],
    total: 13,
    firstPage: async (canvasElement) => {
      await expect(
        within(canvasElement).getByRole('button', { name: 'Ações para Matemática' }),
      ).toBeVisible();
    },
    nextPage: ['Sociologia', 'Química', 'Física'],
  },
  search: {
    query: 'LINGUA',
    count: 2,
    check: (canvasElement) =>
      expect(firstCells(canvasElement)).toEqual(['Língua Portuguesa', 'Língua Inglesa']),
    none: 'astronomia',
  },
  sort: [
    { column: 'Nome', sort: 'ascending', first: ['Arte', 'Ciências', 'Educação Física'] },
    { column: 'Nome', sort: 'descending', first: ['Sociologia', 'Química', 'Matemática'] },
    { column: 'Nome', sort: 'none', first: ['Língua Portuguesa'] },
  ],
  required: {
    fill: (dialog) => userEvent.type(nameField(dialog), '   '),
    async check(dialog) {
      await waitFor(() => expect(nameField(dialog)).toHaveAttribute('aria-invalid', 'true'));
      await expect(nameField(dialog)).toHaveAccessibleDescription(messages.componentNameRequired);
    },
  },
  create: {
    fill: (dialog) => userEvent.type(nameField(dialog), 'Filosofia'),
    async check(canvasElement) {
      await expect(
        await within(canvasElement).findByRole('cell', { name: 'Filosofia' }, LOAD),
      ).toBeVisible();
    },
  },
  edit: {
    async change(dialog) {
      await expect(nameField(dialog)).toHaveValue('Arte');
      await userEvent.clear(nameField(dialog));
      await userEvent.type(nameField(dialog), 'Artes Visuais');
    },
    renamed: 'Artes Visuais',
  },
  inUse: inUseMessages.curricularComponent(2),
});

const meta = {
  title: 'Telas/Cadastros/Componentes Curriculares',
  component: ComponentesCurricularesScreen,
  ...stories.meta,
} satisfies Meta<typeof ComponentesCurricularesScreen>;
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

/** The server refuses: its message in an error toast; the dialog keeps what was typed. */
export const ServerRefuses: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('post', curricularComponentsResource.path));
  },
  play: async ({ canvasElement }) => {
    const dialog = await stories.openAdd(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), 'Filosofia{Enter}');
    await findToast(serverMessages.internalError, 'error');
    await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveValue('Filosofia');
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
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
