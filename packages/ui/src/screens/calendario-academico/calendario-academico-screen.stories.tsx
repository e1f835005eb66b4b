import { type CalendarEvent, formatDate, todayIso } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { sampleEvents } from '../../fixtures/pedagogical';
import { AcademicCalendarView } from './academic-calendar-view';
import CalendarioAcademicoScreen from './calendario-academico-screen';

const meta = {
  title: 'Telas/Pedagógico/Calendário Acadêmico',
  component: CalendarioAcademicoScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CalendarioAcademicoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fixed day (Monday 10 March 2025) so the stories do not change with the calendar. */
const day = '2025-03-10T00:00:00.000Z';
const fixedEvents = sampleEvents(new Date(2025, 2, 10));
const fixedView = () => <AcademicCalendarView events={fixedEvents} defaultDate={day} />;

const panel = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Lista de Eventos' }));
const titlesIn = (canvasElement: HTMLElement) =>
  panel(canvasElement)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const dayButton = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('button', { name });

/** The chosen date's events: title, description and date. */
export const DateWithEvents: Story = {
  render: fixedView,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Calendário Acadêmico' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /ver meses$/ })).toHaveTextContent(
      'Março de 2025',
    );
    await expect(
      dayButton(canvasElement, /^Data selecionada, .*10 de março de 2025/),
    ).toBeVisible();
    await expect(panel(canvasElement).getByText('Eventos de 10/03/2025')).toBeVisible();
    await expect(titlesIn(canvasElement)).toEqual(['Feira de Ciências', 'Conselho de Classe']);
    await expect(
      panel(canvasElement).getByText(
        'Apresentação dos projetos das turmas do 1º ano no pátio da escola.',
      ),
    ).toBeVisible();
    await expect(panel(canvasElement).getAllByText('10/03/2025')).toHaveLength(2);
  },
};

/** A date without events says so. */
export const DateWithoutEvents: Story = {
  render: fixedView,
  play: async ({ canvasElement }) => {
    await userEvent.click(dayButton(canvasElement, /^terça-feira, 11 de março de 2025$/));
    await expect(panel(canvasElement).getByText('Nenhum evento encontrado...')).toBeVisible();
    await expect(panel(canvasElement).getByText('Eventos de 11/03/2025')).toBeVisible();
    await expect(titlesIn(canvasElement)).toEqual([]);
  },
};

/** Days with events are marked in the calendar (and named 'com eventos'). */
export const MarkedDays: Story = {
  render: fixedView,
  play: async ({ canvasElement }) => {
    const marked = within(canvasElement)
      .getAllByRole('button', { name: /de março de 2025, com eventos$/ })
      .map((cell) => cell.textContent);
    await expect(marked).toEqual(['1', '8', '10']);
    await expect(
      dayButton(canvasElement, /^terça-feira, 11 de março de 2025$/),
    ).not.toHaveAttribute('data-marked');
  },
};

/** Picking other days, in this month and the next, lists their events. */
export const PickingDates: Story = {
  render: fixedView,
  play: async ({ canvasElement, step }) => {
    await step('a holiday', async () => {
      await userEvent.click(dayButton(canvasElement, /8 de março de 2025, com eventos$/));
      await expect(titlesIn(canvasElement)).toEqual(['Feriado Municipal']);
      await expect(panel(canvasElement).getByText('08/03/2025')).toBeVisible();
    });
    await step('a school Saturday', async () => {
      await userEvent.click(dayButton(canvasElement, /^sábado, 1 de março de 2025, com eventos$/));
      await expect(titlesIn(canvasElement)).toEqual(['Sábado Letivo']);
    });
    await step('next month', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Próximo mês' }));
      await userEvent.click(dayButton(canvasElement, /15 de abril de 2025, com eventos$/));
      await expect(titlesIn(canvasElement)).toEqual(['Feriado Estadual']);
      await expect(panel(canvasElement).getByText('Eventos de 15/04/2025')).toBeVisible();
    });
  },
};

/** The year picker shows 12 years; choosing one goes to its months. */
export const YearPicker: Story = {
  render: fixedView,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /ver meses$/ }));
    await userEvent.click(canvas.getByRole('button', { name: /ver anos$/ }));
    const years = within(canvas.getByRole('group', { name: 'Anos' })).getAllByRole('button');
    await expect(years).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: '2026' }));
    await userEvent.click(canvas.getByRole('button', { name: /abr/ }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /ver meses$/ })).toHaveTextContent('Abril de 2026'),
    );
  },
};

const allTypes: CalendarEvent[] = (
  [
    ['FERIADO', 'Feriado'],
    ['SABADO_LETIVO', 'Sábado letivo'],
    ['CONSELHO_CLASSE', 'Conselho de classe'],
    ['DIA_LETIVO', 'Dia letivo'],
  ] as const
).map(([type, title], index) => ({
  id: `tipo-${index}`,
  title,
  description: `Evento do tipo ${type}.`,
  date: day,
  type,
}));

const rgb = (element: Element) => {
  const [r = 0, g = 0, b = 0] = (getComputedStyle(element).borderLeftColor.match(/\d+/g) ?? []).map(
    Number,
  );
  return { r, g, b };
};

/** Left border by type: FERIADO red, SABADO_LETIVO yellow, CONSELHO_CLASSE dark green, others emerald. */
export const BorderColourByType: Story = {
  render: () => <AcademicCalendarView events={allTypes} defaultDate={day} />,
  play: async ({ canvasElement }) => {
    const items = panel(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const [feriado, sabado, conselho, letivo] = items.map(rgb) as ReturnType<typeof rgb>[];
    if (!feriado || !sabado || !conselho || !letivo) throw new Error('colours');
    await expect(feriado.r).toBeGreaterThan(feriado.g + 80);
    await expect(feriado.r).toBeGreaterThan(feriado.b + 80);
    await expect(Math.min(sabado.r, sabado.g)).toBeGreaterThan(sabado.b + 100);
    for (const green of [conselho, letivo]) {
      await expect(green.g).toBeGreaterThan(green.r + 50);
    }
    // Dark green and emerald are two different greens.
    await expect(conselho).not.toEqual(letivo);
    for (const item of items) {
      await expect(getComputedStyle(item).borderLeftWidth).toBe('4px');
    }
  },
};

/** The screen itself opens on today, which has sample events. */
export const Today: Story = {
  play: async ({ canvasElement }) => {
    const today = formatDate(todayIso());
    await expect(panel(canvasElement).getByText(`Eventos de ${today}`)).toBeVisible();
    await expect(titlesIn(canvasElement)).toEqual(['Feira de Ciências', 'Conselho de Classe']);
    await expect(dayButton(canvasElement, /^Data selecionada, .*, com eventos$/)).toBeVisible();
  },
};
