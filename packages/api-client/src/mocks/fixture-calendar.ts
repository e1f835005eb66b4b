import {
  type BnccImportResult,
  type CalendarEntry,
  type CalendarEvent,
  type CalendarEventType,
  calendarDateToIso,
  type SchoolDay,
  schoolDayEventType,
} from '@lousa/domain';
import { createFaker } from '@lousa/domain/fake';

/*
 * The academic calendar of the fixtures (issue 14, step 2): the events an administrator added
 * (GET /events) and the feed of GET /calendar-events, which joins them to the school days of
 * the calendars. Made with a faker of their own (from the database's seed), so the data made
 * before them stays as it was.
 */

export interface FixtureCalendarSource {
  schoolDays: readonly SchoolDay[];
}

const iso = (year: number, month: number, day: number) => calendarDateToIso({ year, month, day });

/** The first school day whose type stands for `type` (its date), if the calendars have one. */
function firstDayOf(schoolDays: readonly SchoolDay[], type: CalendarEventType) {
  return schoolDays.find((day) => schoolDayEventType(day.type.description) === type)?.date;
}

/**
 * The added events: every type, in 2025 and 2026; one falls on the first holiday of the school
 * days (a date with a holiday and an event) and one on the first lesson day.
 */
export function createFixtureEvents(
  seed: number,
  { schoolDays }: FixtureCalendarSource,
): CalendarEvent[] {
  const faker = createFaker(seed * 3_989 + 2_711);
  const holiday = firstDayOf(schoolDays, 'FERIADO') ?? iso(2025, 2, 17);
  const lessonDay = firstDayOf(schoolDays, 'DIA_LETIVO') ?? iso(2025, 2, 3);
  const events: Omit<CalendarEvent, 'id'>[] = [
    {
      title: 'Desfile cívico',
      description: 'As turmas que quiserem desfilam com a banda da escola; não há aula.',
      date: holiday,
      type: 'FERIADO',
    },
    {
      title: 'Semana de acolhimento',
      description: 'Recepção dos alunos novos e das famílias no pátio.',
      date: lessonDay,
      type: 'DIA_LETIVO',
    },
    {
      title: 'Sábado letivo de reposição',
      description: 'Reposição das aulas do feriado com atividades culturais.',
      date: iso(2025, 3, 15),
      type: 'SABADO_LETIVO',
    },
    {
      title: 'Conselho de Classe do 1º Bimestre',
      description: null,
      date: iso(2025, 4, 28),
      type: 'CONSELHO_CLASSE',
    },
    {
      title: 'Feira de Ciências',
      description: 'Apresentação dos projetos das turmas do 5º ano.',
      date: iso(2025, 5, 20),
      type: 'DIA_LETIVO',
    },
    {
      title: 'Carnaval',
      description: 'Ponto facultativo na rede municipal.',
      date: iso(2026, 2, 16),
      type: 'FERIADO',
    },
  ];
  return events.map((event) => ({ id: faker.uuid(), ...event }));
}

/** A school day as the calendar's feed shows it: its type's description, its calendar. */
export function schoolDayEntry(day: SchoolDay): CalendarEntry {
  return {
    id: day.id,
    source: 'SCHOOL_DAY',
    title: day.type.description,
    description: day.academicCalendar.title,
    date: day.date,
    type: schoolDayEventType(day.type.description),
  };
}

/** An added event as the calendar's feed shows it. */
export function eventEntry(event: CalendarEvent): CalendarEntry {
  return {
    id: event.id,
    source: 'EVENT',
    title: event.title,
    description: event.description ?? null,
    date: event.date,
    type: event.type,
  };
}

/**
 * GET /calendar-events: the school days and the events between `from` and `to` (`YYYY-MM-DD`,
 * both included; a missing end is open), by date, school days before events.
 */
export function calendarEntriesBetween(
  collections: { schoolDays: readonly SchoolDay[]; events: readonly CalendarEvent[] },
  from: string | null,
  to: string | null,
): CalendarEntry[] {
  const within = (entry: CalendarEntry) => {
    const day = entry.date.slice(0, 10);
    return (!from || day >= from) && (!to || day <= to);
  };
  const entries = [
    ...collections.schoolDays.map(schoolDayEntry),
    ...collections.events.map(eventEntry),
  ].filter(within);
  const sourceOrder = (entry: CalendarEntry) => (entry.source === 'SCHOOL_DAY' ? 0 : 1);
  return entries.sort(
    (a, b) =>
      a.date.slice(0, 10).localeCompare(b.date.slice(0, 10)) || sourceOrder(a) - sourceOrder(b),
  );
}

/**
 * A canned answer of POST /bncc-standards/import for a CSV: every line after the first is one
 * standard, its `;`-separated columns taken as they are (code, description, object of
 * knowledge, component, year); codes the catalogue holds are `existing`. No rule of the
 * server's parser is here (quotes, the ',' separator, code checks, duplicates): a story that
 * needs errors sets its own answer.
 */
export function cannedBnccImport(
  csv: string,
  catalogueCodes: ReadonlySet<string>,
  dryRun: boolean,
): BnccImportResult {
  const lines = csv
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '');
  const rows = lines.map((line) => {
    const [code = '', description = '', learningObject = '', component = '', year = ''] = line
      .split(';')
      .map((column) => column.trim());
    return { code, description, learningObject, component, year };
  });
  return {
    dryRun,
    added: rows.filter((row) => !catalogueCodes.has(row.code)),
    existing: rows.filter((row) => catalogueCodes.has(row.code)).map((row) => row.code),
    errors: [],
  };
}
