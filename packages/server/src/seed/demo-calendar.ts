import { type CalendarEventType, isLessonDayKind, type SchoolDayKind } from '@lousa/domain';

/*
 * The demo network's school calendars, made for any year from rules a Brazilian municipal
 * network follows (issue 27: the demo follows the clock, so the year in progress always has its
 * calendar). Two calendars a year: the network's (the urban units) and the rural unit's, which
 * stops a week for the harvest and makes it up on Saturdays. Both keep the LDB's 200 lesson days.
 */

/** The demo's school-day types: each description with its kind. */
export const DAY_TYPES = {
  'Dia Letivo': 'DIA_LETIVO',
  'Sábado Letivo': 'SABADO_LETIVO',
  Feriado: 'FERIADO',
  'Conselho de Classe': 'CONSELHO_CLASSE',
  'Planejamento Pedagógico': 'PLANEJAMENTO',
  'Recesso Escolar': 'RECESSO',
} as const satisfies Record<string, SchoolDayKind>;
export type DayType = keyof typeof DAY_TYPES;

/** An event added to the academic calendar: date, title, type, description. */
export type DemoEvent = [string, string, CalendarEventType, string];

/**
 * A school year of one calendar: its first and last lesson days, its four terms, its notable days
 * (holidays, councils, recesses, Saturdays; every other weekday from start to end is a 'Dia
 * Letivo') and the events added to it.
 */
export interface DemoYear {
  year: string;
  start: string;
  end: string;
  terms: [string, string][];
  days: [string, DayType][];
  events: DemoEvent[];
}

/** `day` plus `days` calendar days (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The first `wanted` weekday on or after `day`. */
function onOrAfter(day: string, wanted: number): string {
  return addDays(day, (wanted - weekday(day) + 7) % 7);
}

/** The `n`-th `wanted` weekday of a month (n = 1 first). */
const nthOfMonth = (year: number, month: number, wanted: number, n: number) =>
  addDays(onOrAfter(ymd(year, month, 1), wanted), 7 * (n - 1));

/** Easter Sunday of `year` (the Gregorian computus, Meeus/Jones/Butcher). */
export function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/**
 * The national holidays of `year` that close schools: the fixed ones of Lei 662/1949 and its
 * amendments (Consciência Negra since Lei 14.759/2023), Good Friday and Corpus Christi (the
 * municipal networks' usual ponto facultativo).
 */
export function holidays(year: number): string[] {
  const sunday = easter(year);
  return [
    ymd(year, 1, 1),
    addDays(sunday, -2),
    ymd(year, 4, 21),
    ymd(year, 5, 1),
    addDays(sunday, 60),
    ymd(year, 9, 7),
    ymd(year, 10, 12),
    ymd(year, 11, 2),
    ymd(year, 11, 15),
    ymd(year, 11, 20),
    ymd(year, 12, 25),
  ].sort();
}

/**
 * The calendar of `year` (the network's, or the rural unit's with `rural`):
 * - lessons from the first Monday of February to the third Friday of December, after two days of
 *   'Planejamento Pedagógico' the week before;
 * - Carnival's Monday and Tuesday are 'Recesso Escolar'; the holidays of `holidays()` are
 *   'Feriado';
 * - four terms ('bimestres'): to the last school day on or before 17 April; to the first Friday of
 *   July; after two weeks of July recess, to 30 September; then to the end;
 * - a 'Conselho de Classe' on the first Friday after each term ends (the last one a week before
 *   the end), and a 'Sábado Letivo' on the third Saturday of March, May and August;
 * - the rural calendar also stops the last full week of May for the harvest ('Recesso Escolar')
 *   and makes it up on the first Saturdays of April, June, September and October.
 */
export function demoYear(year: number, rural = false): DemoYear {
  const start = onOrAfter(ymd(year, 2, 1), 1);
  const end = nthOfMonth(year, 12, 5, 3);
  const closed = new Set(holidays(year));
  const sunday = easter(year);
  const carnival = [addDays(sunday, -48), addDays(sunday, -47)];
  const schoolDay = (day: string) =>
    weekday(day) !== 0 && weekday(day) !== 6 && !closed.has(day) && !carnival.includes(day);
  let firstEnd = ymd(year, 4, 17);
  while (!schoolDay(firstEnd)) firstEnd = addDays(firstEnd, -1);
  let secondStart = addDays(firstEnd, 1);
  while (!schoolDay(secondStart)) secondStart = addDays(secondStart, 1);
  const secondEnd = nthOfMonth(year, 7, 5, 1);
  const thirdStart = addDays(secondEnd, 17);
  const terms: [string, string][] = [
    [start, firstEnd],
    [secondStart, secondEnd],
    [thirdStart, ymd(year, 9, 30)],
    [ymd(year, 10, 1), end],
  ];
  const councils = [
    ...terms.slice(0, 3).map(([, termEnd]) => onOrAfter(addDays(termEnd, 1), 5)),
    addDays(end, -7),
  ];
  const days = new Map<string, DayType>();
  const mark = (day: string, type: DayType) => {
    if (day >= addDays(start, -7) && day <= end) days.set(day, type);
  };
  mark(addDays(start, -7), 'Planejamento Pedagógico');
  mark(addDays(start, -6), 'Planejamento Pedagógico');
  for (const day of carnival) mark(day, 'Recesso Escolar');
  for (let day = addDays(secondEnd, 1); day < thirdStart; day = addDays(day, 1)) {
    if (weekday(day) !== 0 && weekday(day) !== 6) mark(day, 'Recesso Escolar');
  }
  const saturdays = [3, 5, 8].map((month) => nthOfMonth(year, month, 6, 3));
  if (rural) {
    const lastMonday = addDays(nthOfMonth(year, 6, 1, 1), -7);
    for (let day = lastMonday; day < addDays(lastMonday, 5); day = addDays(day, 1)) {
      if (schoolDay(day)) mark(day, 'Recesso Escolar');
    }
    saturdays.push(...[4, 6, 9, 10].map((month) => nthOfMonth(year, month, 6, 1)));
  }
  for (const day of saturdays) mark(day, 'Sábado Letivo');
  for (const day of councils) mark(day, 'Conselho de Classe');
  for (const day of closed) mark(day, 'Feriado');
  // A term starts on its first lesson day (a council or Carnival may take the planned one).
  const lesson = (day: string) =>
    days.has(day)
      ? isLessonDayKind(DAY_TYPES[days.get(day) as DayType])
      : weekday(day) !== 0 && weekday(day) !== 6;
  for (const term of terms) {
    while (!lesson(term[0])) term[0] = addDays(term[0], 1);
  }
  const meeting = onOrAfter(addDays(firstEnd, 15), 5);
  const juneFestival = addDays(nthOfMonth(year, 7, 5, 1), -7);
  const fair = nthOfMonth(year, 8, 6, 3);
  return {
    year: String(year),
    start,
    end,
    terms,
    days: [...days].sort(([a], [b]) => a.localeCompare(b)),
    events: [
      [
        meeting,
        'Reunião de pais e mestres',
        'CONSELHO_CLASSE',
        'Entrega dos resultados do 1º bimestre às famílias.',
      ],
      [juneFestival, 'Festa junina', 'DIA_LETIVO', 'Quadrilha e comidas típicas com as famílias.'],
      [
        fair,
        'Feira de ciências',
        'SABADO_LETIVO',
        'Exposição dos trabalhos das turmas à comunidade.',
      ],
    ],
  };
}

/** The weekdays (Monday to Friday) from the year's start to its end not among its listed days. */
export function unlistedWeekdays(year: DemoYear): string[] {
  const listed = new Set(year.days.map(([date]) => date));
  const out: string[] = [];
  for (let day = year.start; day <= year.end; day = addDays(day, 1)) {
    if (weekday(day) !== 0 && weekday(day) !== 6 && !listed.has(day)) out.push(day);
  }
  return out;
}

/** The year's lesson days ('Dia Letivo', 'Sábado Letivo'), in order, as the demo stores them. */
export function lessonDaysOf(year: DemoYear): string[] {
  return [
    ...year.days.filter(([, type]) => isLessonDayKind(DAY_TYPES[type])).map(([date]) => date),
    ...unlistedWeekdays(year),
  ].sort();
}
