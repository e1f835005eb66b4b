import { curricularComponentsResource } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { namedRegistryStories } from '../../components/registry/named-registry-stories';
import ComponentesCurricularesScreen from './componentes-curriculares-screen';
import { componentesCurricularesLabels as labels } from './labels';

/** The recorded components and four more (two pages); the last recorded one renamed. */
const stories = namedRegistryStories(curricularComponentsResource, labels, {
  added: ['Filosofia', 'Sociologia', 'Química', 'Física'],
  created: 'Filosofia',
  renamed: (name) => `${name} e Cidadania`,
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
