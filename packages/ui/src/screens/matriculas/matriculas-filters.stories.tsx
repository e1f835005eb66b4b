import { recordedAnswer } from '@lousa/api-client/mocks';
import type { AcademicYear, Classroom, SchoolUnit } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { recordedStory } from '../../testing/story-recorded';
import { matriculasLabels as labels } from './labels';
import { MatriculasFilters } from './matriculas-filters';

/** The demo network's registries, as the server lists them to the administrator. */
const years = recordedAnswer<AcademicYear[]>('administrador', 'GET /academic-calendars/years');
const units = recordedAnswer<SchoolUnit[]>('administrador', 'GET /school-units');
const classrooms = recordedAnswer<Classroom[]>('administrador', 'GET /classrooms');
const none = { academicYearId: '', schoolUnitId: '', classroomId: '', studentId: '', status: '' };
const newest = [...years].sort((a, b) => b.year.localeCompare(a.year));
const [unit, otherUnit] = units as [SchoolUnit, SchoolUnit];
const unitRooms = classrooms.filter((classroom) => classroom.schoolUnit.id === unit.id);
const [room] = unitRooms as [Classroom];

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
  parameters: { ...recordedStory().parameters, layout: 'fullscreen' },
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

/**
 * No filter: 'Todos os anos', 'Todas as unidades', …; the years newest first; every classroom
 * with its year and unit ('5º ANO B (2026) — Escola …').
 */
export const NoFilter: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Filtros' })).toBeVisible();
    await expect(combobox(canvasElement, 'Ano Letivo')).toHaveTextContent('Todos os anos');
    await expect(combobox(canvasElement, 'Situação')).toHaveTextContent('Todas as situações');
    await userEvent.click(combobox(canvasElement, 'Ano Letivo'));
    await expect(await options('Ano Letivo')).toEqual([
      'Todos os anos',
      ...newest.map((year) => year.year),
    ]);
    await expect(newest.length).toBeGreaterThan(1);
    const [latest] = newest as [AcademicYear];
    await userEvent.click(screen.getByRole('option', { name: latest.year }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ academicYearId: latest.id }));
    await userEvent.click(combobox(canvasElement, 'Turma'));
    await expect(await options('Turma')).toEqual([
      'Todas as turmas',
      ...classrooms.map((classroom) =>
        labels.classroomOfUnit(
          labels.classroomOfYear(classroom.name, classroom.academicYear.year),
          classroom.schoolUnit.name,
        ),
      ),
    ]);
  },
};

/** A unit chosen: only its classrooms, each with its year; another unit drops the classroom chosen in the first. */
export const UnitAndClassroom: Story = {
  args: { values: { ...none, schoolUnitId: unit.id, classroomId: room.id, status: 'ACTIVE' } },
  play: async ({ canvasElement, args }) => {
    await expect(combobox(canvasElement, 'Turma')).toHaveTextContent(room.name);
    await expect(combobox(canvasElement, 'Situação')).toHaveTextContent('ATIVA');
    await userEvent.click(combobox(canvasElement, 'Turma'));
    await expect(await options('Turma')).toEqual([
      'Todas as turmas',
      ...unitRooms.map((classroom) =>
        labels.classroomOfYear(classroom.name, classroom.academicYear.year),
      ),
    ]);
    await expect(unitRooms.length).toBeLessThan(classrooms.length);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(combobox(canvasElement, 'Unidade Escolar'));
    await userEvent.click(await screen.findByRole('option', { name: otherUnit.name }));
    await expect(args.onChange).toHaveBeenCalledWith({
      schoolUnitId: otherUnit.id,
      classroomId: '',
    });
    await userEvent.click(combobox(canvasElement, 'Situação'));
    await userEvent.click(await screen.findByRole('option', { name: 'Todas as situações' }));
    // Called with it (not necessarily last: the classroom filter may clear itself after).
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ status: '' }));
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
