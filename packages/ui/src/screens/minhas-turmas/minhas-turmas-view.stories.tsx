import type { MyClass } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withRouter } from '../../testing/story-router';
import { MyClassesView } from './minhas-turmas-view';

const id = (n: number) => `0190c1d2-7a1b-4c3d-8e4f-${String(n).padStart(12, '0')}`;
const unit = { id: id(90), name: 'EMEF Monteiro Lobato' };
const item = (n: number, classroom: string, component: string, students: number): MyClass => ({
  classroom: { id: id(n), name: classroom },
  curricularComponent: { id: id(n + 50), name: component },
  schoolUnit: unit,
  students,
});
const classes = [
  item(3, '5º ANO A', 'Matemática', 28),
  item(1, '10º ANO B', 'Ciências', 31),
  item(2, '5º ANO A', 'Ciências', 28),
  item(4, '2º ANO C', 'Arte', 1),
];

const meta = {
  title: 'Telas/Pedagógico/Minhas Turmas/Vista',
  component: MyClassesView,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withRouter('/minhas-turmas'),
  ],
  parameters: { layout: 'fullscreen' },
  args: { classes, onRetry: fn() },
} satisfies Meta<typeof MyClassesView>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardTitles = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Turmas e componentes' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

/** One card per class and component, by classroom (2º before 10º), then component. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Minhas Turmas' })).toBeVisible();
    await expect(cardTitles(canvasElement)).toEqual([
      '2º ANO C',
      '5º ANO A',
      '5º ANO A',
      '10º ANO B',
    ]);
    const [, ciencias, matematica] = canvas.getAllByRole('article');
    await expect(within(ciencias as HTMLElement).getByText('Ciências')).toBeVisible();
    await expect(within(matematica as HTMLElement).getByText('Matemática')).toBeVisible();
  },
};

/** Three skeleton cards, announced as loading. */
export const Loading: Story = {
  args: { classes: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando suas turmas…');
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThanOrEqual(
      3,
    );
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** No class yet: the message and whom to ask. */
export const Empty: Story = {
  args: { classes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Você ainda não tem turmas atribuídas.')).toBeVisible();
    await expect(canvas.getByText(/Peça à secretaria da sua escola/)).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The load failed: the alert and 'Tentar novamente', which asks again. */
export const LoadError: Story = {
  args: { classes: undefined, isError: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os dados.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
