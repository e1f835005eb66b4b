import { curricularComponentsResource, messages } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, registryStories, type Scope } from '../../components/registry/registry-stories';
import ComponentesCurricularesScreen from './componentes-curriculares-screen';
import { componentesCurricularesLabels as labels } from './labels';

const nameField = (dialog: Scope) => dialog.getByRole('textbox', { name: labels.name });

/** The shared registry stories: thirteen components (two pages); 'Arte' edited and deleted. */
const stories = registryStories(curricularComponentsResource, {
  seed(db) {
    for (const name of ['Filosofia', 'Sociologia', 'Química', 'Física'])
      db.curricularComponents.push({ id: db.faker.uuid(), name });
  },
  loaded: 'Língua Portuguesa',
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
