import { teachingModalitiesResource } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { namedRegistryStories } from '../../components/registry/named-registry-stories';
import { modalidadesEnsinoLabels as labels } from './labels';
import ModalidadesEnsinoScreen from './modalidades-ensino-screen';

/** The recorded modalities and eight more (two pages); the last recorded one renamed. */
const stories = namedRegistryStories(teachingModalitiesResource, labels, {
  added: [
    'Ensino Médio',
    'Ensino Médio Integrado',
    'Educação Profissional',
    'EJA - Anos Iniciais',
    'EJA - Anos Finais',
    'Educação do Campo',
    'Educação Indígena',
    'Educação Quilombola',
  ],
  created: 'Ensino Médio',
  renamed: (name) => `${name} (Noturno)`,
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
