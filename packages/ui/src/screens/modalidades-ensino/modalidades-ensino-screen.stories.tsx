import { messages, teachingModalitiesResource } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, registryStories, type Scope } from '../../components/registry/registry-stories';
import { modalidadesEnsinoLabels as labels } from './labels';
import ModalidadesEnsinoScreen from './modalidades-ensino-screen';

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

const nameField = (dialog: Scope) => dialog.getByRole('textbox', { name: labels.name });

/** The shared registry stories: thirteen modalities (two pages); 'Educação Especial' edited and deleted. */
const stories = registryStories(teachingModalitiesResource, {
  seed(db) {
    for (const name of extraModalities) db.teachingModalities.push({ id: db.faker.uuid(), name });
  },
  loaded: 'Educação Infantil',
  row: 'Educação Especial',
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  populated: {
    columns: ['Nome', 'Ações'],
    total: 13,
    nextPage: ['Educação do Campo', 'Educação Indígena', 'Educação Quilombola'],
  },
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
});

const meta = {
  title: 'Telas/Cadastros/Modalidades de Ensino',
  component: ModalidadesEnsinoScreen,
  ...stories.meta,
} satisfies Meta<typeof ModalidadesEnsinoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = stories.Populated;
export const NameRequired: Story = stories.RequiredFields;
export const Success: Story = stories.Success;
export const Edit: Story = stories.Edit;
