import {
  forbidden,
  loadingForever,
  mockUrl,
  type RecordedRole,
  recordedAnswer,
} from '@lousa/api-client/mocks';
import {
  type CalendarEntry,
  type CalendarEvent,
  calendarEventsPath,
  calendarEventTypes,
  eventsResource,
  formatDate,
  messages,
  type SchoolDay,
  schoolDaysResource,
  serverMessages,
  TOTAL_COUNT_HEADER,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { dayKindColor } from '../../components/day-kind';
import { chooseOption, findToast } from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { monthGridRange, monthOf } from './calendario-academico-range';
import CalendarioAcademicoScreen from './calendario-academico-screen';

/*
 * The demo network's calendar as recorded (test/recording/grades.ts): its school days and the
 * events the administrator added. The stories open on the first added event that falls on a
 * school day: that date has both kinds of entry.
 */
const schoolDays = recordedAnswer<SchoolDay[]>('administrador', `GET ${schoolDaysResource.path}`);
const events = recordedAnswer<CalendarEvent[]>('administrador', `GET ${eventsResource.path}`);
const dayOf = (iso: string) => iso.slice(0, 10);
const EVENT = events.find((event) =>
  schoolDays.some((day) => dayOf(day.date) === dayOf(event.date)),
);
if (!EVENT) throw new Error('the recording has no event on a school day');
const EVENT_DATE = EVENT.date;
const LOAD = { timeout: 5000 };

/** The recorded entries of the month grid holding `iso` (as `as` asked for them). */
const entriesAround = (iso: string, as: RecordedRole = 'administrador') =>
  recordedAnswer<CalendarEntry[]>(
    as,
    `GET ${calendarEventsPath}?${new URLSearchParams(monthGridRange(monthOf(iso)))}`,
  );
/** The recorded entries of one date, in the answer's order. */
const entriesOn = (iso: string) =>
  entriesAround(iso).filter((entry) => dayOf(entry.date) === dayOf(iso));
const titlesOn = (iso: string) => entriesOn(iso).map((entry) => entry.title);
const EVENT_TITLES = titlesOn(EVENT_DATE);

const monthName = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(new Date(iso));
/** 'maio de 2026': how the calendar's day buttons name the month of `iso`. */
const monthAndYear = (iso: string) => `${monthName(iso)} de ${iso.slice(0, 4)}`;
/** '8 de maio de 2026': a day as its button names it (after the weekday). */
const dayName = (iso: string) => `${Number(iso.slice(8, 10))} de ${monthAndYear(iso)}`;
/** The days of the month of `iso` with recorded entries, as their numbers, in order. */
const daysWithEntries = (iso: string) =>
  [
    ...new Set(
      entriesAround(iso)
        .filter((entry) => entry.date.slice(0, 7) === iso.slice(0, 7))
        .map((entry) => String(Number(entry.date.slice(8, 10)))),
    ),
  ].sort((a, b) => Number(a) - Number(b));
/** The first day of the month of `iso` without any recorded entry. */
const firstFreeDay = (iso: string) => {
  const taken = new Set(daysWithEntries(iso));
  const day = Array.from({ length: 28 }, (_, index) => String(index + 1)).find(
    (number) => !taken.has(number),
  );
  return `${iso.slice(0, 8)}${String(day).padStart(2, '0')}T00:00:00.000Z`;
};
const FREE_DAY = firstFreeDay(EVENT_DATE);
/** The month after the event's: its first entry that is not a lesson day. */
const NEXT_MONTH = (() => {
  const { year, month } = monthOf(EVENT_DATE);
  return `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-01T00:00:00.000Z`;
})();
const nextMonthEntry = entriesAround(NEXT_MONTH).find(
  (entry) => entry.date.slice(0, 7) === NEXT_MONTH.slice(0, 7) && entry.type !== 'DIA_LETIVO',
);
if (!nextMonthEntry) throw new Error('the recording has no special day in the next month');
/** The year and month the year picker goes to ('fev' of the year before the event's). */
const PICKED = `${Number(EVENT_DATE.slice(0, 4)) - 1}-02-01T00:00:00.000Z`;

/** The bodies of POST /events sent, and the events the story created and deleted. */
let sentEvents: unknown[] = [];
let createdEntries: CalendarEntry[] = [];
let deletedIds = new Set<string>();

/**
 * The calendar after the story's changes, as the server would answer: the recording answers a
 * write as it was sent and never recomputes the calendar's entries (GET /calendar-events), so
 * the story adds its created events to them and takes its deleted ones out.
 */
function calendarAsSaved(as: RecordedRole) {
  return [
    http.post(mockUrl(eventsResource.path), async ({ request }) => {
      const body = (await request.clone().json()) as Omit<CalendarEvent, 'id'>;
      sentEvents.push(body);
      const event = {
        ...body,
        id: `00000000-0000-7000-9000-${String(sentEvents.length).padStart(12, '0')}`,
      };
      createdEntries.push({
        id: event.id,
        source: 'EVENT',
        title: event.title,
        description: event.description ?? null,
        date: event.date,
        type: event.type,
      });
      return HttpResponse.json(event, { status: 201 });
    }),
    // The recording answers it (204); noted for the calendar.
    http.delete(mockUrl(`${eventsResource.path}/:id`), ({ params }) => {
      deletedIds.add(String(params.id));
    }),
    http.get(mockUrl(calendarEventsPath), ({ request }) => {
      if (createdEntries.length === 0 && deletedIds.size === 0) return undefined;
      const params = new URL(request.url).searchParams;
      const from = params.get('from') ?? '';
      const to = params.get('to') ?? '';
      let recorded: CalendarEntry[];
      try {
        recorded = recordedAnswer<CalendarEntry[]>(
          as,
          `GET ${calendarEventsPath}?${new URLSearchParams({ from, to })}`,
        );
      } catch {
        return undefined;
      }
      const rows = [
        ...recorded.filter((entry) => !deletedIds.has(entry.id)),
        ...createdEntries.filter((entry) => from <= dayOf(entry.date) && dayOf(entry.date) <= to),
      ];
      return HttpResponse.json(rows, { headers: { [TOTAL_COUNT_HEADER]: String(rows.length) } });
    }),
  ];
}

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
  args: { initialDate: EVENT_DATE },
  parameters: { ...recordedStory().parameters, layout: 'fullscreen' },
  beforeEach: (context) => {
    sentEvents = [];
    createdEntries = [];
    deletedIds = new Set();
    recordedStory().beforeEach(context);
    context.msw.use(...calendarAsSaved('administrador'));
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
 * and the event added on it, each with its description, date and kind, and its type's colour.
 * The days with entries are marked; the next month's marks come when it is shown.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const entries = entriesOn(EVENT_DATE);
    const day = entries.find((entry) => entry.source === 'SCHOOL_DAY');
    const event = entries.find((entry) => entry.source === 'EVENT');
    if (!day || !event?.type) throw new Error('the event date lacks a school day or an event');
    const eventKind = calendarEventTypes[event.type].label;
    await step('the school day and its event', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Calendário Acadêmico' }),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: /ver meses$/ })).toHaveTextContent(
        new RegExp(`^${monthAndYear(EVENT_DATE)}$`, 'i'),
      );
      await listed(canvasElement, EVENT_TITLES);
      const date = formatDate(EVENT_DATE);
      await expect(panel(canvasElement).getByText(`Eventos de ${date}`)).toBeVisible();
      await expect(panel(canvasElement).getByText(day.description as string)).toBeVisible();
      await expect(panel(canvasElement).getByText(event.description as string)).toBeVisible();
      await expect(panel(canvasElement).getAllByText(date)).toHaveLength(entries.length);
      const items = panel(canvasElement).getAllByRole('listitem');
      const schoolDayItem = items[entries.indexOf(day)] as HTMLElement;
      const eventItem = items[entries.indexOf(event)] as HTMLElement;
      await expect(within(schoolDayItem).getByText('Dia escolar')).toBeVisible();
      await expect(within(eventItem).getByText(eventKind)).toBeVisible();
      await expect(items.map((item) => item.dataset.kind)).toEqual(
        entries.map((entry) => dayKindColor(entry.type)),
      );
      await expect(
        dayButton(
          canvasElement,
          new RegExp(`^Data selecionada, .*, ${dayName(EVENT_DATE)}, com eventos$`),
        ),
      ).toBeVisible();
    });
    await step('the marked days of the month', async () => {
      await expect(markedDays(canvasElement, monthAndYear(EVENT_DATE))).toEqual(
        daysWithEntries(EVENT_DATE),
      );
      await expect(
        dayButton(canvasElement, new RegExp(`^[^,]+, ${dayName(FREE_DAY)}$`)),
      ).not.toHaveAttribute('data-marked');
    });
    await step('the next month, asked for when shown', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
      // Its first days are marked already (the selected date's month grid runs into them): the
      // whole month's marks say that its own entries have come.
      await waitFor(
        () =>
          expect(markedDays(canvasElement, monthAndYear(NEXT_MONTH))).toEqual(
            daysWithEntries(NEXT_MONTH),
          ),
        LOAD,
      );
      await userEvent.click(
        dayButton(canvasElement, new RegExp(`, ${dayName(nextMonthEntry.date)}, com eventos$`)),
      );
      await listed(canvasElement, titlesOn(nextMonthEntry.date));
      await expect(
        panel(canvasElement).getByText(`Eventos de ${formatDate(nextMonthEntry.date)}`),
      ).toBeVisible();
    });
  },
};

/** A date without entries says so. */
export const EmptyDate: Story = {
  play: async ({ canvasElement }) => {
    await listed(canvasElement, EVENT_TITLES);
    await userEvent.click(dayButton(canvasElement, new RegExp(`^[^,]+, ${dayName(FREE_DAY)}$`)));
    await expect(
      panel(canvasElement).getByText(`Eventos de ${formatDate(FREE_DAY)}`),
    ).toBeVisible();
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
    await expect(markedDays(canvasElement, monthAndYear(EVENT_DATE))).toEqual([]);
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
    await listed(canvasElement, EVENT_TITLES);
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
    ['RECESSO', 'Recesso escolar'],
  ] as const
).map(([type, title], index) => ({
  id: `tipo-${index}`,
  source: 'SCHOOL_DAY',
  title,
  description: null,
  date: EVENT_DATE,
  type,
}));

/**
 * Left border by the day's kind: FERIADO red, SABADO_LETIVO yellow, CONSELHO_CLASSE dark green,
 * the others (a lesson day, a recess) emerald; the legend under the month names each.
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
    // Dark green and emerald are two different greens; a recess is emerald.
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

/** The year picker shows 12 years; choosing one goes to its months, whose entries are asked for. */
export const YearPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /ver meses$/ }));
    await userEvent.click(canvas.getByRole('button', { name: /ver anos$/ }));
    const years = within(canvas.getByRole('group', { name: 'Anos' })).getAllByRole('button');
    await expect(years).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: PICKED.slice(0, 4) }));
    await userEvent.click(canvas.getByRole('button', { name: /fev/ }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /ver meses$/ })).toHaveTextContent(
        new RegExp(`^${monthAndYear(PICKED)}$`, 'i'),
      ),
    );
    // The month shown is asked for: its recorded days are marked.
    const marked = daysWithEntries(PICKED);
    await expect(marked.length).toBeGreaterThan(0);
    await waitFor(
      () => expect(markedDays(canvasElement, monthAndYear(PICKED))).toEqual(marked),
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
    await listed(canvasElement, EVENT_TITLES);
    const dialog = await openAdd(canvasElement);
    const dateField = dialog.getByRole('textbox', { name: 'Data' });
    await expect(dateField).toHaveValue(formatDate(EVENT_DATE));
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
      await userEvent.type(dateField, formatDate(FREE_DAY).replaceAll('/', ''), { delay: 25 });
      await chooseOption(dialog, 'Tipo', 'Conselho de Classe');
      await save(dialog);
      await findToast(toasts.eventCreated);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
      await listed(canvasElement, ['Reunião de pais']);
      await expect(
        panel(canvasElement).getByText(`Eventos de ${formatDate(FREE_DAY)}`),
      ).toBeVisible();
      await expect(panel(canvasElement).getByText('Conselho de Classe')).toBeVisible();
      await expect(
        dayButton(
          canvasElement,
          new RegExp(`^Data selecionada, .*, ${dayName(FREE_DAY)}, com eventos$`),
        ),
      ).toBeVisible();
      await expect(sentEvents).toEqual([
        {
          title: 'Reunião de pais',
          description: 'Entrega dos boletins do bimestre.',
          date: FREE_DAY,
          type: 'CONSELHO_CLASSE',
        },
      ]);
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
    await listed(canvasElement, EVENT_TITLES);
    const remove = await canvas.findByRole('button', { name: `Excluir ${EVENT.title}` }, LOAD);
    for (const entry of entriesOn(EVENT_DATE).filter((item) => item.source === 'SCHOOL_DAY')) {
      await expect(canvas.queryByRole('button', { name: `Excluir ${entry.title}` })).toBeNull();
    }
    const question = `Excluir ${EVENT.title}?`;
    await step('cancelled', async () => {
      await userEvent.click(remove);
      const dialog = within(await screen.findByRole('alertdialog', { name: question }, LOAD));
      await expect(dialog.getByText('Esta ação não pode ser desfeita.')).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(titlesIn(canvasElement)).toContain(EVENT.title);
      await waitFor(() => expect(remove).toHaveFocus(), LOAD);
    });
    await step('confirmed', async () => {
      await userEvent.click(remove);
      const dialog = within(await screen.findByRole('alertdialog', { name: question }, LOAD));
      await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
      await findToast(toasts.eventDeleted);
      await listed(
        canvasElement,
        entriesOn(EVENT_DATE)
          .filter((entry) => entry.id !== EVENT.id)
          .map((entry) => entry.title),
      );
      await expect([...deletedIds]).toEqual([EVENT.id]);
    });
  },
};

/** The server refuses the delete: its message in an error toast; the event stays. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(forbidden('delete', '/events/:id'));
  },
  play: async ({ canvasElement }) => {
    await listed(canvasElement, EVENT_TITLES);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: `Excluir ${EVENT.title}` }, LOAD),
    );
    const dialog = within(
      await screen.findByRole('alertdialog', { name: `Excluir ${EVENT.title}?` }, LOAD),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    await findToast(serverMessages.permissionDenied, 'error');
    await expect(titlesIn(canvasElement)).toContain(EVENT.title);
  },
};

let meAsked = false;

/**
 * A teacher reads the calendar: the same entries, but no 'Adicionar Evento' and no 'Excluir'
 * (adding and deleting events are the network's registry writers').
 */
export const Teacher: Story = {
  beforeEach(context) {
    meAsked = false;
    recordedStory('professor').beforeEach(context);
    const { msw } = context;
    // Notes that /me was asked for, then lets the teacher's answer through.
    msw.use(
      http.get(mockUrl('/me'), () => {
        meAsked = true;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listed(canvasElement, EVENT_TITLES);
    await waitFor(() => expect(meAsked).toBe(true));
    // Whatever depends on /me has had its answer by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('button', { name: 'Adicionar Evento' })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^Excluir/ })).toEqual([]);
  },
};
