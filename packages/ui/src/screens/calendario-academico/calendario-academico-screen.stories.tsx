import {
  createFixtureDb,
  createHandlers,
  type FixtureDb,
  forbidden,
  loadingForever,
  meAs,
  mockUrl,
} from '@lousa/api-client/mocks';
import {
  type CalendarEntry,
  type CalendarEvent,
  messages,
  schoolDayEventType,
  serverMessages,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { chooseOption, findToast } from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import CalendarioAcademicoScreen from './calendario-academico-screen';

/*
 * The fixtures' calendar: school days of 2025 and the events an administrator added. The
 * stories open on the first holiday of the school days, on which an event was added too.
 */
const base = createFixtureDb();
const isHoliday = (date: string) =>
  base.schoolDays.some(
    (day) => day.date === date && schoolDayEventType(day.type.description) === 'FERIADO',
  );
const holidayEvent = base.events.find((event) => isHoliday(event.date)) as CalendarEvent;
const HOLIDAY = holidayEvent.date;
const holidayDay = base.schoolDays.find((day) => day.date === HOLIDAY);
if (!holidayDay) throw new Error('the fixtures have no holiday with an event');
const LOAD = { timeout: 5000 };

// Each story gets its own database (the administrator signed in), kept for the play functions.
let db: FixtureDb = base;

const meta = {
  title: 'Telas/Pedagógico/Calendário Acadêmico',
  component: CalendarioAcademicoScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
  ],
  args: { initialDate: HOLIDAY },
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    db = createFixtureDb();
    msw.use(...createHandlers(db));
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof CalendarioAcademicoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Lista de Eventos' }));
const titlesIn = (canvasElement: HTMLElement) =>
  panel(canvasElement)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
/** Waits for the panel to list these titles (the entries load from the fixture API). */
const listed = (canvasElement: HTMLElement, titles: string[]) =>
  waitFor(() => expect(titlesIn(canvasElement)).toEqual(titles), LOAD);
const dayButton = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('button', { name });
/** The days of the shown month named 'com eventos' (the marked ones), as their numbers. */
const markedDays = (canvasElement: HTMLElement, monthAndYear: string) =>
  within(canvasElement)
    .queryAllByRole('button', { name: new RegExp(`de ${monthAndYear}, com eventos$`) })
    .map((cell) => cell.textContent);

/**
 * The chosen date's entries: the school day (the day type's description, from 'Dias Escolares')
 * and the event added on it, each with its description, date and kind; both red (holidays).
 * The days with entries are marked; the next month's marks come when it is shown.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the holiday and its event', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Calendário Acadêmico' }),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: /ver meses$/ })).toHaveTextContent(
        'Fevereiro de 2025',
      );
      await listed(canvasElement, [holidayDay.type.description, holidayEvent.title]);
      await expect(panel(canvasElement).getByText('Eventos de 17/02/2025')).toBeVisible();
      await expect(panel(canvasElement).getByText(holidayDay.academicCalendar.title)).toBeVisible();
      await expect(
        panel(canvasElement).getByText(holidayEvent.description as string),
      ).toBeVisible();
      await expect(panel(canvasElement).getAllByText('17/02/2025')).toHaveLength(2);
      const [schoolDay, event] = panel(canvasElement).getAllByRole('listitem');
      await expect(within(schoolDay as HTMLElement).getByText('Dia escolar')).toBeVisible();
      await expect(within(event as HTMLElement).getByText('Feriado')).toBeVisible();
      for (const item of [schoolDay, event] as HTMLElement[]) {
        const { r, g, b } = rgb(item);
        await expect(r).toBeGreaterThan(g + 80);
        await expect(r).toBeGreaterThan(b + 80);
      }
      await expect(
        dayButton(canvasElement, /^Data selecionada, .*17 de fevereiro de 2025, com eventos$/),
      ).toBeVisible();
    });
    await step('the marked days of February', async () => {
      const expected = [...base.schoolDays, ...base.events]
        .filter((item) => item.date.startsWith('2025-02'))
        .map((item) => String(Number(item.date.slice(8, 10))));
      await expect(markedDays(canvasElement, 'fevereiro de 2025')).toEqual(
        [...new Set(expected)].sort((a, b) => Number(a) - Number(b)),
      );
      await expect(
        dayButton(canvasElement, /^terça-feira, 11 de fevereiro de 2025$/),
      ).not.toHaveAttribute('data-marked');
    });
    await step('March, asked for when shown', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
      await waitFor(() => expect(markedDays(canvasElement, 'março de 2025')).toContain('15'), LOAD);
      await userEvent.click(dayButton(canvasElement, /15 de março de 2025, com eventos$/));
      await listed(canvasElement, ['Sábado letivo de reposição']);
      await expect(panel(canvasElement).getByText('Eventos de 15/03/2025')).toBeVisible();
    });
  },
};

/** A date without entries says so. */
export const EmptyDate: Story = {
  play: async ({ canvasElement }) => {
    await listed(canvasElement, [holidayDay.type.description, holidayEvent.title]);
    await userEvent.click(dayButton(canvasElement, /^terça-feira, 11 de fevereiro de 2025$/));
    await expect(panel(canvasElement).getByText('Eventos de 11/02/2025')).toBeVisible();
    await expect(panel(canvasElement).getByText('Nenhum evento encontrado...')).toBeVisible();
    await expect(titlesIn(canvasElement)).toEqual([]);
  },
};

/** While the entries load, the panel says so (placeholders) and nothing is marked yet. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('get', '/calendar-events'));
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Lista de Eventos' });
    await expect(
      within(region).getByRole('status', { name: 'Carregando eventos…' }),
    ).toBeInTheDocument();
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByText('Nenhum evento encontrado...')).toBeNull();
    await expect(markedDays(canvasElement, 'fevereiro de 2025')).toEqual([]);
  },
};

let failing = true;

/**
 * The entries could not be loaded: 'Não foi possível carregar os dados.' in the panel with
 * 'Tentar novamente', which asks again and shows them.
 */
export const LoadError: Story = {
  beforeEach({ msw }) {
    failing = true;
    msw.use(
      http.get(mockUrl('/calendar-events'), () =>
        failing
          ? HttpResponse.json({ message: serverMessages.internalError }, { status: 500 })
          : undefined,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const alert = await panel(canvasElement).findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent('Não foi possível carregar os dados.');
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(1);
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await listed(canvasElement, [holidayDay.type.description, holidayEvent.title]);
    await expect(panel(canvasElement).queryByRole('alert')).toBeNull();
  },
};

const rgb = (element: Element) => {
  const [r = 0, g = 0, b = 0] = (getComputedStyle(element).borderLeftColor.match(/\d+/g) ?? []).map(
    Number,
  );
  return { r, g, b };
};

const allTypes: CalendarEntry[] = (
  [
    ['FERIADO', 'Feriado'],
    ['SABADO_LETIVO', 'Sábado letivo'],
    ['CONSELHO_CLASSE', 'Conselho de classe'],
    ['DIA_LETIVO', 'Dia letivo'],
    [null, 'Recesso escolar'],
  ] as const
).map(([type, title], index) => ({
  id: `tipo-${index}`,
  source: 'SCHOOL_DAY',
  title,
  description: null,
  date: HOLIDAY,
  type,
}));

/**
 * Left border by type: FERIADO red, SABADO_LETIVO yellow, CONSELHO_CLASSE dark green, the others
 * (a lesson day, a type without its own colour) emerald; the legend under the month names each.
 */
export const BorderColourByType: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(mockUrl('/calendar-events'), () => HttpResponse.json(allTypes)));
  },
  play: async ({ canvasElement }) => {
    await listed(
      canvasElement,
      allTypes.map((entry) => entry.title),
    );
    const items = panel(canvasElement).getAllByRole('listitem');
    const [feriado, sabado, conselho, letivo, other] = items.map(rgb) as ReturnType<typeof rgb>[];
    if (!feriado || !sabado || !conselho || !letivo || !other) throw new Error('colours');
    await expect(feriado.r).toBeGreaterThan(feriado.g + 80);
    await expect(feriado.r).toBeGreaterThan(feriado.b + 80);
    await expect(Math.min(sabado.r, sabado.g)).toBeGreaterThan(sabado.b + 100);
    for (const green of [conselho, letivo]) {
      await expect(green.g).toBeGreaterThan(green.r + 50);
    }
    // Dark green and emerald are two different greens; a type without a colour is emerald.
    await expect(conselho).not.toEqual(letivo);
    await expect(other).toEqual(letivo);
    for (const item of items) {
      await expect(getComputedStyle(item).borderLeftWidth).toBe('4px');
    }
    await expect(items.map((item) => item.dataset.kind)).toEqual([
      'red',
      'yellow',
      'darkGreen',
      'emerald',
      'emerald',
    ]);
    // The legend under the month says, in words, what each colour is.
    const legend = within(canvasElement).getByRole('list', { name: 'Legenda das cores' });
    await expect(legend).toBeVisible();
    const keys = within(legend).getAllByRole('listitem');
    await expect(keys.map((key) => key.textContent)).toEqual([
      'Feriado',
      'Sábado Letivo',
      'Conselho de Classe',
      'Dia Letivo e outros tipos',
    ]);
    // Each key's swatch has the colour of the entries of its kind.
    const swatchOf = (key: HTMLElement) =>
      getComputedStyle(key.querySelector('[aria-hidden]') as HTMLElement).backgroundColor;
    const [holidayKey, , , lessonKey] = keys as HTMLElement[];
    await expect(swatchOf(holidayKey as HTMLElement)).toBe(
      getComputedStyle(items[0] as HTMLElement).borderLeftColor,
    );
    await expect(swatchOf(lessonKey as HTMLElement)).toBe(
      getComputedStyle(items[3] as HTMLElement).borderLeftColor,
    );
    await expect(swatchOf(holidayKey as HTMLElement)).not.toBe(swatchOf(lessonKey as HTMLElement));
  },
};

/** The year picker shows 12 years; choosing one goes to its months. */
export const YearPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /ver meses$/ }));
    await userEvent.click(canvas.getByRole('button', { name: /ver anos$/ }));
    const years = within(canvas.getByRole('group', { name: 'Anos' })).getAllByRole('button');
    await expect(years).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: '2026' }));
    await userEvent.click(canvas.getByRole('button', { name: /fev/ }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /ver meses$/ })).toHaveTextContent(
        'Fevereiro de 2026',
      ),
    );
    // The month shown is asked for: the event added in February 2026 is marked.
    const carnival = base.events.find((event) => event.date.startsWith('2026-02')) as CalendarEvent;
    await waitFor(
      () =>
        expect(markedDays(canvasElement, 'fevereiro de 2026')).toEqual([
          String(Number(carnival.date.slice(8, 10))),
        ]),
      LOAD,
    );
  },
};

type Scope = ReturnType<typeof within>;
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));
const openAdd = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Adicionar Evento' }, LOAD),
  );
  return within(await screen.findByRole('dialog', { name: 'Adicionar Evento' }, LOAD));
};

/**
 * 'Adicionar Evento' (the administrator): the form starts on the selected date; saved empty it
 * names every required field; filled, 'Evento adicionado com sucesso!', the dialog closes and
 * the panel shows the event on its date, marked in the calendar.
 */
export const AdminAddsEvent: Story = {
  play: async ({ canvasElement, step }) => {
    await listed(canvasElement, [holidayDay.type.description, holidayEvent.title]);
    const dialog = await openAdd(canvasElement);
    const dateField = dialog.getByRole('textbox', { name: 'Data' });
    await expect(dateField).toHaveValue('17/02/2025');
    await step('validation errors', async () => {
      await userEvent.clear(dateField);
      await save(dialog);
      for (const message of [
        messages.eventTitleRequired,
        messages.eventDateRequired,
        messages.eventTypeRequired,
      ]) {
        await expect(await dialog.findByText(message)).toBeVisible();
      }
      await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });
    await step('saved', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: 'Título' }), 'Reunião de pais');
      await userEvent.type(
        dialog.getByRole('textbox', { name: 'Descrição' }),
        'Entrega dos boletins do bimestre.',
      );
      await userEvent.type(dateField, '18022025', { delay: 25 });
      await chooseOption(dialog, 'Tipo', 'Conselho de Classe');
      await save(dialog);
      await findToast(toasts.eventCreated);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
      await listed(canvasElement, ['Reunião de pais']);
      await expect(panel(canvasElement).getByText('Eventos de 18/02/2025')).toBeVisible();
      await expect(panel(canvasElement).getByText('Conselho de Classe')).toBeVisible();
      await expect(
        dayButton(canvasElement, /^Data selecionada, .*18 de fevereiro de 2025, com eventos$/),
      ).toBeVisible();
      await expect(db.events.at(-1)).toMatchObject({
        title: 'Reunião de pais',
        description: 'Entrega dos boletins do bimestre.',
        date: '2025-02-18T00:00:00.000Z',
        type: 'CONSELHO_CLASSE',
      });
    });
  },
};

/**
 * 'Excluir' on an added event asks first ('Excluir <título>?'); 'Cancelar' keeps it, 'Excluir'
 * deletes it: 'Evento excluído com sucesso!' and the school day alone on that date. A school day
 * has no 'Excluir' (it is changed in 'Dias Escolares').
 */
export const AdminDeletesEvent: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await listed(canvasElement, [holidayDay.type.description, holidayEvent.title]);
    const remove = await canvas.findByRole(
      'button',
      { name: `Excluir ${holidayEvent.title}` },
      LOAD,
    );
    await expect(
      canvas.queryByRole('button', { name: `Excluir ${holidayDay.type.description}` }),
    ).toBeNull();
    const question = `Excluir ${holidayEvent.title}?`;
    await step('cancelled', async () => {
      await userEvent.click(remove);
      const dialog = within(await screen.findByRole('alertdialog', { name: question }, LOAD));
      await expect(dialog.getByText('Esta ação não pode ser desfeita.')).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(titlesIn(canvasElement)).toContain(holidayEvent.title);
      await waitFor(() => expect(remove).toHaveFocus(), LOAD);
    });
    await step('confirmed', async () => {
      await userEvent.click(remove);
      const dialog = within(await screen.findByRole('alertdialog', { name: question }, LOAD));
      await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
      await findToast(toasts.eventDeleted);
      await listed(canvasElement, [holidayDay.type.description]);
      await expect(db.events.some((event) => event.id === holidayEvent.id)).toBe(false);
    });
  },
};

/** The server refuses the delete: its message in an error toast; the event stays. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(forbidden('delete', '/events/:id'));
  },
  play: async ({ canvasElement }) => {
    await listed(canvasElement, [holidayDay.type.description, holidayEvent.title]);
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: `Excluir ${holidayEvent.title}` },
        LOAD,
      ),
    );
    const dialog = within(
      await screen.findByRole('alertdialog', { name: `Excluir ${holidayEvent.title}?` }, LOAD),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    await findToast(serverMessages.permissionDenied, 'error');
    await expect(titlesIn(canvasElement)).toContain(holidayEvent.title);
  },
};

let meAsked = false;

/**
 * A teacher reads the calendar: the same entries, but no 'Adicionar Evento' and no 'Excluir'
 * (adding and deleting events are the network's registry writers').
 */
export const Teacher: Story = {
  beforeEach({ msw }) {
    meAsked = false;
    msw.use(...meAs({ role: 'Professor(a)' }));
    // Notes that /me was asked for, then lets the teacher's answer through.
    msw.use(
      http.get(mockUrl('/me'), () => {
        meAsked = true;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listed(canvasElement, [holidayDay.type.description, holidayEvent.title]);
    await waitFor(() => expect(meAsked).toBe(true));
    // Whatever depends on /me has had its answer by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('button', { name: 'Adicionar Evento' })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^Excluir/ })).toEqual([]);
  },
};
