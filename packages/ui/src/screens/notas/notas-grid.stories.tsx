import { type GradeSheet, messages } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { notasLabels as labels } from './labels';
import { GradeGrid } from './notas-grid';
import { draftsOf, reviewDrafts } from './notas-grid-values';

const sheet: GradeSheet = {
  assessments: [
    {
      id: 'a1',
      title: 'Trabalho em grupo',
      date: '2026-02-17T00:00:00.000Z',
      weight: 1,
      maxScore: 10,
    },
    {
      id: 'a2',
      title: 'Prova bimestral',
      date: '2026-03-05T00:00:00.000Z',
      weight: 2,
      maxScore: 10,
    },
    {
      id: 'a3',
      title: 'Lista de exercícios',
      date: '2026-03-20T00:00:00.000Z',
      weight: 1,
      maxScore: 5,
    },
  ],
  students: [
    {
      studentId: 's1',
      code: '01',
      name: 'Ana Beatriz Souza',
      scores: { a1: 7.5, a2: 8, a3: 4.5 },
      average: 8.1,
    },
    {
      studentId: 's2',
      code: '02',
      name: 'Carlos Eduardo Lima',
      scores: { a1: null, a2: 6.25, a3: null },
      average: 6.3,
    },
    {
      studentId: 's3',
      code: '03',
      name: 'Helena Martins',
      scores: { a1: null, a2: null, a3: null },
      average: null,
    },
  ],
  canEdit: true,
};
const attendance = new Map<string, number | null>([
  ['s1', 92.5],
  ['s2', 70],
  ['s3', null],
]);

/** The grid with its own typed state, as 'Notas' holds it in edit mode. */
function EditableGrid() {
  const [drafts, setDrafts] = useState(() => draftsOf(sheet));
  const review = useMemo(() => reviewDrafts(sheet, drafts), [drafts]);
  return (
    <>
      <GradeGrid
        sheet={sheet}
        editing
        drafts={drafts}
        errors={review.errors}
        onDraftChange={(key, text) => setDrafts((current) => ({ ...current, [key]: text }))}
        attendance={attendance}
      />
      <output aria-label="Alterações" className={css({ display: 'block', mt: '3' })}>
        {JSON.stringify(review.changes)}
      </output>
    </>
  );
}

const meta = {
  title: 'Telas/Pedagógico/Grade de Notas',
  component: GradeGrid,
  args: { sheet, attendance },
  decorators: [
    (Story) => (
      <div className={css({ p: '6', maxW: '4xl' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GradeGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: labels.grades }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/**
 * Read-only: scores with a decimal comma, '-' without one, the average with one decimal, the
 * attendance in percent — under 75% with a warning read out too.
 */
export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([
      ['01 Ana Beatriz Souza', '7,5', '8', '4,5', '8,1', '92,5%'],
      ['02 Carlos Eduardo Lima', '-', '6,25', '-', '6,3', '70,0% (abaixo de 75%)'],
      ['03 Helena Martins', '-', '-', '-', '-', '-'],
    ]);
    await expect(within(canvasElement).queryAllByRole('textbox')).toEqual([]);
    // The frame scrolls by keyboard too.
    await expect(
      within(canvasElement).getByRole('region', { name: labels.grades }),
    ).toHaveAttribute('tabindex', '0');
  },
};

/**
 * Edit mode: a text input per cell, named by student and assessment. Typing '6' in a list worth
 * 5 marks the cell invalid with the maximum in its description; it is left out of the changes.
 * Shift+Enter goes up, and the arrows at the grid's edge stay on the cell.
 */
export const Editing: Story = {
  render: () => <EditableGrid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(9);
    const list = canvas.getByRole('textbox', {
      name: labels.cell('Carlos Eduardo Lima', 'Lista de exercícios'),
    });
    await userEvent.click(list);
    await userEvent.keyboard('6');
    await expect(list).toHaveAttribute('aria-invalid', 'true');
    await expect(list).toHaveAccessibleDescription(messages.scoreRange('5'));
    await expect(canvas.getByRole('status', { name: 'Alterações' })).toHaveTextContent('[]');
    await userEvent.keyboard('{Backspace}4,5');
    await expect(list).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('status', { name: 'Alterações' })).toHaveTextContent(
      JSON.stringify([{ assessmentId: 'a3', studentId: 's2', score: 4.5 }]),
    );
    // → at the last column stays; Shift+Enter goes to the student above.
    await userEvent.keyboard('{ArrowRight}');
    await expect(list).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    const above = canvas.getByRole('textbox', {
      name: labels.cell('Ana Beatriz Souza', 'Lista de exercícios'),
    });
    await expect(above).toHaveFocus();
    // The whole text is selected on arrival: typing replaces it.
    await userEvent.keyboard('5');
    await expect(above).toHaveValue('5');
    await expect(canvas.getByRole('status', { name: 'Alterações' })).toHaveTextContent(
      JSON.stringify([
        { assessmentId: 'a3', studentId: 's1', score: 5 },
        { assessmentId: 'a3', studentId: 's2', score: 4.5 },
      ]),
    );
  },
};

/** While saving, the inputs keep their text and cannot be changed. */
export const Saving: Story = {
  args: { editing: true, saving: true, drafts: draftsOf(sheet) },
  play: async ({ canvasElement }) => {
    for (const input of within(canvasElement).getAllByRole('textbox')) {
      await expect(input).toHaveAttribute('readonly');
    }
  },
};
