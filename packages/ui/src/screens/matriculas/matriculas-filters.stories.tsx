import type { AcademicYear, Classroom, SchoolUnit } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { MatriculasFilters } from './matriculas-filters';

const id = (n: number) => `0190c1d2-7a1b-4c3d-8e4f-${String(n).padStart(12, '0')}`;
const years: AcademicYear[] = ['2025', '2026'].map((year, index) => ({
  id: id(index + 1),
  year,
  startDate: `${year}-02-03T00:00:00.000Z`,
  endDate: `${year}-12-18T00:00:00.000Z`,
}));
const units = [
  { id: id(11), name: 'EMEF Monteiro Lobato' },
  { id: id(12), name: 'EMEI Cecília Meireles' },
] as SchoolUnit[];
const room = (n: number, name: string, unit: { id: string; name: string }): Classroom => ({
  id: id(n),
  name,
  shift: 'MORNING',
  schoolUnit: unit,
  course: { id: id(99), name: 'Ensino Fundamental I' },
  capacity: 30,
  enrolled: 12,
});
const classrooms = [
  room(21, '1º ANO A', units[0] as SchoolUnit),
  room(22, '2º ANO A', units[0] as SchoolUnit),
  room(23, 'PRÉ II B', units[1] as SchoolUnit),
];
const none = { academicYearId: '', schoolUnitId: '', classroomId: '', studentId: '', status: '' };

const meta = {
  title: 'Telas/Cadastros/Matrículas (filtros)',
  component: MatriculasFilters,
  decorators: [
    (Story) => (
      <div className={css({ p: '4', maxWidth: '64rem' })}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: { values: none, onChange: fn(), academicYears: years, schoolUnits: units, classrooms },
} satisfies Meta<typeof MatriculasFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

const combobox = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('combobox', { name });
/** The options of the list labelled `name` (another list may still be closing). */
const options = async (name: string) =>
  within(await screen.findByRole('listbox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** No filter: 'Todos os anos', 'Todas as unidades', …; the years newest first; every classroom with its unit. */
export const NoFilter: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Filtros' })).toBeVisible();
    await expect(combobox(canvasElement, 'Ano Letivo')).toHaveTextContent('Todos os anos');
    await expect(combobox(canvasElement, 'Situação')).toHaveTextContent('Todas as situações');
    await userEvent.click(combobox(canvasElement, 'Ano Letivo'));
    await expect(await options('Ano Letivo')).toEqual(['Todos os anos', '2026', '2025']);
    await userEvent.click(screen.getByRole('option', { name: '2026' }));
    await expect(args.onChange).toHaveBeenCalledWith({ academicYearId: id(2) });
    await userEvent.click(combobox(canvasElement, 'Turma'));
    await expect(await options('Turma')).toEqual([
      'Todas as turmas',
      '1º ANO A — EMEF Monteiro Lobato',
      '2º ANO A — EMEF Monteiro Lobato',
      'PRÉ II B — EMEI Cecília Meireles',
    ]);
  },
};

/** A unit chosen: only its classrooms; another unit drops the classroom chosen in the first. */
export const UnitAndClassroom: Story = {
  args: { values: { ...none, schoolUnitId: id(11), classroomId: id(21), status: 'ACTIVE' } },
  play: async ({ canvasElement, args }) => {
    await expect(combobox(canvasElement, 'Turma')).toHaveTextContent('1º ANO A');
    await expect(combobox(canvasElement, 'Situação')).toHaveTextContent('ATIVA');
    await userEvent.click(combobox(canvasElement, 'Turma'));
    await expect(await options('Turma')).toEqual(['Todas as turmas', '1º ANO A', '2º ANO A']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(combobox(canvasElement, 'Unidade Escolar'));
    await userEvent.click(await screen.findByRole('option', { name: 'EMEI Cecília Meireles' }));
    await expect(args.onChange).toHaveBeenCalledWith({ schoolUnitId: id(12), classroomId: '' });
    await userEvent.click(combobox(canvasElement, 'Situação'));
    await userEvent.click(await screen.findByRole('option', { name: 'Todas as situações' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: '' });
  },
};

/** A user who reads neither the units nor the registries: only 'Situação'. */
export const StatusOnly: Story = {
  args: { academicYears: undefined, schoolUnits: undefined, classrooms: undefined },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Filtros' }));
    await expect(group.getAllByRole('combobox')).toHaveLength(1);
    await expect(group.getByRole('combobox', { name: 'Situação' })).toBeVisible();
  },
};
