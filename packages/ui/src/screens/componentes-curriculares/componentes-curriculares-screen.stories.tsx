import { recordedAnswer } from '@lousa/api-client/mocks';
import { type CurricularComponent, curricularComponentsResource, messages } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, registryStories, type Scope } from '../../components/registry/registry-stories';
import { addedRowId } from '../../components/registry/story-helpers';
import ComponentesCurricularesScreen from './componentes-curriculares-screen';
import { componentesCurricularesLabels as labels } from './labels';

const nameField = (dialog: Scope) => dialog.getByRole('textbox', { name: labels.name });

/** The demo network's components, as recorded. */
const recorded = recordedAnswer<CurricularComponent[]>(
  'administrador',
  `GET ${curricularComponentsResource.path}`,
);
const [first, second] = recorded;
const edited = recorded.at(-1);
if (!first || !second || !edited) throw new Error('Too few curricular components recorded');
const RENAMED = `${edited.name} e Cidadania`;

/** The shared registry stories: the recorded components and four more (two pages); the last recorded one edited. */
const stories = registryStories(curricularComponentsResource, {
  added: ['Filosofia', 'Sociologia', 'Química', 'Física'].map((name, index) => ({
    id: addedRowId(index + 1),
    name,
  })),
  loaded: first.name,
  row: edited.name,
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  populated: {
    columns: ['Nome', 'Ações'],
    firstPage: async (canvasElement) => {
      await expect(
        within(canvasElement).getByRole('button', { name: `Ações para ${second.name}` }),
      ).toBeVisible();
    },
    firstCell: (row) => String(row.name),
  },
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
      await expect(nameField(dialog)).toHaveValue(edited.name);
      await userEvent.clear(nameField(dialog));
      await userEvent.type(nameField(dialog), RENAMED);
    },
    renamed: RENAMED,
  },
});

const meta = {
  title: 'Telas/Cadastros/Componentes Curriculares',
  component: ComponentesCurricularesScreen,
  ...stories.meta,
} satisfies Meta<typeof ComponentesCurricularesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = stories.Populated;
export const NameRequired: Story = stories.RequiredFields;
export const Success: Story = stories.Success;
export const Edit: Story = stories.Edit;
