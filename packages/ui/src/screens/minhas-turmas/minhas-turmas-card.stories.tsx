import type { MyClass } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withRouter } from '../../testing/story-router';
import { MinhasTurmasCard } from './minhas-turmas-card';

const id = (n: number) => `0190c1d2-7a1b-4c3d-8e4f-${String(n).padStart(12, '0')}`;
const item: MyClass = {
  classroom: { id: id(1), name: '5º ANO A' },
  curricularComponent: { id: id(2), name: 'Matemática' },
  schoolUnit: { id: id(3), name: 'EMEF Monteiro Lobato' },
  students: 28,
};

const meta = {
  title: 'Telas/Pedagógico/Minhas Turmas/Cartão',
  component: MinhasTurmasCard,
  decorators: [
    (Story) => (
      <div className={css({ p: '4', maxWidth: '20rem' })}>
        <Story />
      </div>
    ),
    withRouter('/minhas-turmas'),
  ],
  parameters: { layout: 'fullscreen' },
  args: { item },
} satisfies Meta<typeof MinhasTurmasCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The classroom (its heading), the component, the unit and the students; 'Frequência' and
 * 'Notas' lead to that class and component, and say which to screen readers.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: '5º ANO A' }));
    await expect(card.getByRole('heading', { level: 2, name: '5º ANO A' })).toBeVisible();
    await expect(card.getByText('Matemática')).toBeVisible();
    await expect(card.getByText('EMEF Monteiro Lobato')).toBeVisible();
    await expect(card.getByText('28 alunos')).toBeVisible();
    const query = `classroomId=${item.classroom.id}&curricularComponentId=${item.curricularComponent.id}`;
    const attendance = card.getByRole('link', { name: 'Frequência de 5º ANO A, Matemática' });
    await expect(attendance).toHaveAttribute('href', `/frequencias?${query}`);
    const grades = card.getByRole('link', { name: 'Notas de 5º ANO A, Matemática' });
    await expect(grades).toHaveAttribute('href', `/notas?${query}`);
  },
};

/** One student is '1 aluno'; none is 'Nenhum aluno'. */
export const OneStudent: Story = {
  args: { item: { ...item, students: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 aluno')).toBeVisible();
  },
};

export const NoStudents: Story = {
  args: { item: { ...item, students: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum aluno')).toBeVisible();
  },
};

/** Long names wrap inside the card; the links stay whole. */
export const LongNames: Story = {
  args: {
    item: {
      ...item,
      classroom: { id: id(4), name: 'EJA — 2º SEGMENTO — TURMA NOTURNA B' },
      curricularComponent: { id: id(5), name: 'Língua Estrangeira Moderna — Inglês' },
      schoolUnit: {
        id: id(6),
        name: 'Escola Municipal de Ensino Fundamental Professora Cecília Meireles',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article');
    const links = canvas.getAllByRole('link');
    for (const link of links) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
        card.getBoundingClientRect().right,
      );
    }
  },
};
