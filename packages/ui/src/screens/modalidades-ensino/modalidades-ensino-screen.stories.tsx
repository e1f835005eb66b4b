import { recordedAnswer } from '@lousa/api-client/mocks';
import { messages, type TeachingModality, teachingModalitiesResource } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, registryStories, type Scope } from '../../components/registry/registry-stories';
import { addedRowId } from '../../components/registry/story-helpers';
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

/** The demo network's modalities, as recorded. */
const recorded = recordedAnswer<TeachingModality[]>(
  'administrador',
  `GET ${teachingModalitiesResource.path}`,
);
const [first] = recorded;
const edited = recorded.at(-1);
if (!first || !edited) throw new Error('No teaching modality recorded');
const RENAMED = `${edited.name} (Noturno)`;

/** The shared registry stories: the recorded modalities and eight more (two pages); the last recorded one edited. */
const stories = registryStories(teachingModalitiesResource, {
  added: extraModalities.map((name, index) => ({ id: addedRowId(index + 1), name })),
  loaded: first.name,
  row: edited.name,
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  populated: {
    columns: ['Nome', 'Ações'],
    firstCell: (row) => String(row.name),
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
      await expect(nameField(dialog)).toHaveValue(edited.name);
      await userEvent.clear(nameField(dialog));
      await userEvent.type(nameField(dialog), RENAMED);
    },
    renamed: RENAMED,
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
