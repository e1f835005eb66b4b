import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Calendar, type CalendarProps } from './calendar';

function Controlled(props: CalendarProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div>
      <Calendar
        {...props}
        value={value}
        onValueChange={(iso) => {
          setValue(iso);
          props.onValueChange?.(iso);
        }}
      />
      <p>
        Valor: <output aria-label="Valor do formulário">{value}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'Design System/Calendar',
  component: Controlled,
  args: { value: '2025-03-10T00:00:00.000Z', onValueChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** pt-BR month and weekday names; the week starts on Sunday. */
export const DayView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /ver meses$/ })).toHaveTextContent(
      'Março de 2025',
    );
    // Ark hides the weekday row from screen readers: each day's name already says its weekday.
    const weekdays = canvas
      .getAllByRole('columnheader', { hidden: true })
      .map((th) => th.getAttribute('abbr'));
    await expect(weekdays).toEqual([
      'domingo',
      'segunda-feira',
      'terça-feira',
      'quarta-feira',
      'quinta-feira',
      'sexta-feira',
      'sábado',
    ]);
    // 1 March 2025 was a Saturday: the first week row ends with it.
    const [firstWeek] = canvas.getAllByRole('row'); // the weekday row is hidden
    await expect(
      within(firstWeek as HTMLElement)
        .getAllByRole('gridcell')
        .at(-1),
    ).toHaveTextContent('1');
  },
};

/** Picking a day gives the ISO calendar date; the day never shifts with the time zone. */
export const PicksADay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: /^Data selecionada, .*10 de março de 2025/ }),
    ).toHaveAttribute('data-selected');
    await userEvent.click(
      canvas.getByRole('button', { name: /^sexta-feira, 21 de março de 2025/ }),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2025-03-21T00:00:00.000Z');
    await expect(canvas.getByLabelText('Valor do formulário')).toHaveTextContent(
      '2025-03-21T00:00:00.000Z',
    );
  },
};

/** The first day of a month stays the first, whatever the browser's time zone. */
export const FirstOfTheMonth: Story = {
  args: { value: '2025-03-01T00:00:00.000Z' },
  play: async ({ canvasElement }) => {
    const selected = within(canvasElement).getByRole('button', { name: /^Data selecionada/ });
    await expect(selected).toHaveTextContent('1');
    await expect(selected).toHaveAccessibleName(/1 de março de 2025/);
  },
};

/** Marked days carry a dot and say 'com eventos' to screen readers. */
export const MarkedDays: Story = {
  args: {
    markedDates: ['2025-03-03T00:00:00.000Z', '2025-03-14T00:00:00.000Z', '2025-03-10'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const marked = canvas.getAllByRole('button', { name: /com eventos$/ });
    await expect(marked).toHaveLength(3);
    await expect(marked.map((cell) => cell.textContent)).toEqual(['3', '10', '14']);
    for (const cell of marked) await expect(cell).toHaveAttribute('data-marked');
    await expect(
      canvas.getByRole('button', { name: /^segunda-feira, 17 de março de 2025$/ }),
    ).not.toHaveAttribute('data-marked');
  },
};

export const NextAndPreviousMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(canvas.getByRole('button', { name: /ver meses$/ })).toHaveTextContent(
      'Abril de 2025',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mês anterior' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mês anterior' }));
    await expect(canvas.getByRole('button', { name: /ver meses$/ })).toHaveTextContent(
      'Fevereiro de 2025',
    );
  },
};

/** Month view (pt-BR short names), then a year view of 12 years; picking goes back down. */
export const MonthAndYearViews: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('month view', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /ver meses$/ }));
      const months = canvas.getAllByRole('gridcell').filter((cell) => cell.offsetParent !== null);
      await expect(months.map((cell) => cell.textContent)).toEqual([
        'jan.',
        'fev.',
        'mar.',
        'abr.',
        'mai.',
        'jun.',
        'jul.',
        'ago.',
        'set.',
        'out.',
        'nov.',
        'dez.',
      ]);
    });
    await step('year view of 12 years', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /ver anos$/ }));
      const years = within(canvas.getByRole('group', { name: 'Anos' })).getAllByRole('button');
      await expect(years).toHaveLength(12);
      await expect(years.map((year) => year.textContent)).toEqual(
        Array.from({ length: 12 }, (_, index) => String(2019 + index)),
      );
      await expect(canvas.getByRole('button', { name: '2025' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    await step('next years', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Próximos anos' }));
      await expect(canvas.getByRole('button', { name: '2039' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Anos anteriores' }));
    });
    await step('pick a year, then a month', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '2030' }));
      await expect(canvas.getByRole('button', { name: /ver anos$/ })).toHaveTextContent('2030');
      await userEvent.click(canvas.getByRole('button', { name: /ago/ }));
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: /ver meses$/ })).toHaveTextContent(
          'Agosto de 2030',
        ),
      );
    });
  },
};

/** Arrow keys move between days; Enter picks. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /^Data selecionada/ }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2025-03-18T00:00:00.000Z');
  },
};

export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: /^Data selecionada/ }),
    ).toBeNull();
  },
};
