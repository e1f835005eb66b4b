import { formatDate, toasts } from '@lousa/domain';
import { expect, type Locator, test } from '@playwright/test';
import {
  adminApi,
  choose,
  expectListedAfterReload,
  expectSavedAndClosed,
  newCpf,
  openAddDialog,
  save,
  stamp,
} from './support/registry';
import { E2E_ADMIN, signInFirstTime, signOut, useAdminSession } from './support/sign-in';

/**
 * Issue 27 tried as a new user would: an administrator sets up one unit's calendar with the range
 * tool, creates a class of '2º Ano' for it, and a teacher assigned to it sees its attendance rows
 * on its lesson days only.
 *
 * Which year: 'Frequências' lists a class's lesson days up to today only (sheetRowsSql), so a
 * calendar of next year would show the teacher nothing at all, and a new academic year cannot
 * hold today (years are unique by name and the demo has the year in progress). The checkable
 * reading, chosen here: the administrator gives ONE demo unit a calendar of its own for the year
 * in progress (a unit's calendar wins over the network's 'Calendário Escolar'), fills two weeks
 * around today with 'Adicionar período' (Seg to Sex), and the teacher of the unit's new '2º Ano'
 * class of that year then sees exactly those weekdays up to today — not the network calendar's
 * lesson days just before, nor the weekend, nor the days still to come.
 *
 * Through the screens: the calendar ('Calendários Acadêmicos', 'Unidades Escolares'), the range
 * and the totals ('Dias Escolares'), the class ('Turmas', 'Ano Letivo' and 'Série/Ano'), the
 * teacher's 'Frequências' (also at 375 px). Through the API (steps the issue does not name): the
 * teacher's account and assignment, and the students enrolled.
 */

/** `YYYY-MM-DD` plus `days` calendar days. */
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The earlier and the later of two `YYYY-MM-DD` (they compare as text). */
const earlier = (a: string, b: string) => (a <= b ? a : b);
const later = (a: string, b: string) => (a >= b ? a : b);

/** The day of the week of `YYYY-MM-DD` (0 = Sunday). */
const weekdayOf = (day: string) => new Date(`${day}T12:00:00.000Z`).getUTCDay();
const isWeekday = (day: string) => weekdayOf(day) >= 1 && weekdayOf(day) <= 5;

/** Every day from `from` to `to`, both included. */
const daysFrom = (from: string, to: string) => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

/** Today in São Paulo, as the server counts days: `YYYY-MM-DD`. */
const todayInSaoPaulo = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** `YYYY-MM-DD` as typed in a DD/MM/AAAA field: its digits only. */
const typed = (day: string) => formatDate(day).replaceAll('/', '');

interface Named {
  id: string;
  name: string;
}

/** The 'Data da Aula' of every row of 'Frequências' (the third column), as shown. */
const rowDates = (table: Locator) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('cell') })
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[2]?.textContent ?? ''));

test('um(a) administrador(a) monta o calendário de uma unidade com "Adicionar período", cria uma turma de 2º Ano e o(a) professor(a) vê só os dias letivos dela', async ({
  page,
  request,
}) => {
  test.slow();
  await useAdminSession(page, request);
  const api = await adminApi(request);
  const id = stamp();
  const today = todayInSaoPaulo();

  // The year in progress (else the latest begun): the one whose days can be recorded.
  const years = await api.list<{ id: string; year: string; startDate: string; endDate: string }>(
    '/academic-calendars/years',
  );
  const dated = years.map((item) => ({
    ...item,
    start: item.startDate.slice(0, 10),
    end: item.endDate.slice(0, 10),
  }));
  const year =
    dated.find((item) => item.start <= today && today <= item.end) ??
    dated.filter((item) => item.start <= today).sort((a, b) => b.start.localeCompare(a.start))[0];
  expect(year, 'an academic year begun by today in the demo').toBeTruthy();
  if (!year) return;

  // One demo unit offering Anos Iniciais that has no calendar of its own this year (the network's
  // applies to it), and not the unit the other e2e files take (the first class's, the first class
  // with students): from now on its classes take their lesson days from the calendar made here.
  const units = await api.list<Named>('/school-units');
  const courses = await api.list<Named & { schoolUnit: { id: string } }>('/courses');
  const classrooms = await api.list<{ schoolUnit: { id: string }; enrolled?: number }>(
    '/classrooms',
  );
  const calendars = await api.list<{
    id: string;
    academicYear: { id: string };
    schoolUnits?: { id: string }[];
  }>('/academic-calendars');
  const taken = new Set(
    [classrooms[0], classrooms.find((c) => (c.enrolled ?? 0) >= 3)].map((c) => c?.schoolUnit.id),
  );
  for (const other of calendars.filter((c) => c.academicYear.id === year.id)) {
    for (const covered of other.schoolUnits ?? []) taken.add(covered.id);
  }
  const unit = units.findLast(
    (item) =>
      !taken.has(item.id) &&
      courses.some(
        (course) =>
          course.schoolUnit.id === item.id && course.name === 'Ensino Fundamental - Anos Iniciais',
      ),
  );
  expect(
    unit,
    'a demo unit with Anos Iniciais, on the network calendar, free of other tests',
  ).toBeTruthy();
  if (!unit) return;

  // Two weeks around today (inside the year): Seg to Sex of them are the lesson days.
  const anchor = earlier(today, year.end);
  const from = addDays(anchor, -9);
  const to = earlier(addDays(anchor, 4), year.end);
  expect(from >= year.start, `${from} inside ${year.year}`).toBe(true);
  const rangeWeekdays = daysFrom(from, to).filter(isWeekday);

  // 1. The unit's own calendar of the year ('Calendários Acadêmicos').
  const calendar = `Calendário ${unit.name} ${year.year} ${id}`;
  let dialog = await openAddDialog(
    page,
    'calendarios-academicos',
    'Calendários Acadêmicos',
    'Adicionar Calendário Acadêmico',
  );
  await dialog.getByRole('textbox', { name: 'Título' }).pressSequentially(calendar);
  await choose(dialog, page, 'Ano Letivo', year.year);
  const unitChoice = dialog.getByRole('combobox', { name: 'Unidades Escolares' });
  await unitChoice.click();
  await page.getByRole('option', { name: unit.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(unitChoice).toContainText(unit.name);
  await expect(dialog).toBeVisible();
  await save(dialog);
  await expectSavedAndClosed(page, dialog, toasts.academicCalendarCreated);
  const calendarRow = await expectListedAfterReload(page, calendar);
  await expect(calendarRow).toContainText(unit.name);
  await expect(calendarRow).toContainText(year.year);

  // 2. 'Dias Escolares': its totals start at nothing; 'Adicionar período' fills the range.
  await page.goto('/app/dias-escolares');
  await expect(page.getByRole('heading', { level: 1, name: 'Dias Escolares' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totais do calendário' });
  await choose(totals, page, 'Calendário Acadêmico', calendar);
  await expect(totals).toContainText('Dias letivos: 0');

  const addRange = async () => {
    await page.getByRole('button', { name: 'Adicionar período' }).click();
    const range = page.getByRole('dialog', { name: 'Adicionar período' });
    await expect(range).toBeVisible();
    // The calendar whose totals are shown comes chosen; Seg to Sex come ticked.
    await expect(range.getByRole('combobox', { name: 'Calendário Acadêmico' })).toContainText(
      calendar,
    );
    for (const day of ['Seg', 'Ter', 'Qua', 'Qui', 'Sex']) {
      await expect(range.getByRole('checkbox', { name: day })).toBeChecked();
    }
    for (const day of ['Sáb', 'Dom']) {
      await expect(range.getByRole('checkbox', { name: day })).not.toBeChecked();
    }
    await choose(range, page, 'Tipo', 'Dia Letivo (Dia Letivo)');
    await range.getByRole('textbox', { name: 'De' }).pressSequentially(typed(from));
    await range.getByRole('textbox', { name: 'Até' }).pressSequentially(typed(to));
    await range.getByRole('button', { name: 'Adicionar', exact: true }).click();
    return range;
  };
  let range = await addRange();
  await expectSavedAndClosed(page, range, toasts.schoolDaysAdded(rangeWeekdays.length, 0));
  const lessonDays = rangeWeekdays.length;
  await expect(totals).toContainText(`Dias letivos: ${lessonDays}`);
  await expect(totals).toContainText(`Matutino: ${lessonDays * 4} h`);
  await expect(totals).toContainText('Abaixo do mínimo');

  // The same range again: every date is there already, nothing added.
  range = await addRange();
  await expectSavedAndClosed(page, range, toasts.schoolDaysAdded(0, rangeWeekdays.length));
  await expect(totals).toContainText(`Dias letivos: ${lessonDays}`);

  // 3. A class of '2º Ano' of the unit and year ('Turmas').
  const className = `2º ANO ${id}`;
  dialog = await openAddDialog(page, 'turmas', 'Turmas', 'Adicionar Turma');
  await dialog.getByRole('textbox', { name: 'Nome' }).pressSequentially(className);
  await choose(dialog, page, 'Turno', 'MATUTINO');
  await choose(dialog, page, 'Ano Letivo', year.year);
  await choose(dialog, page, 'Unidade Escolar', unit.name);
  await choose(dialog, page, 'Curso', 'Ensino Fundamental - Anos Iniciais');
  await choose(dialog, page, 'Série/Ano', '2º Ano');
  await save(dialog);
  await expectSavedAndClosed(page, dialog, toasts.classroomCreated);
  const classRow = await expectListedAfterReload(page, className);
  await expect(classRow).toContainText(year.year);
  await expect(classRow).toContainText('2º Ano');
  await expect(classRow).toContainText(unit.name);

  // Through the API: a teacher of the unit given Língua Portuguesa in the class, and three
  // students not enrolled this year, enrolled a week before the range.
  const [created] = (
    await api.list<Named & { academicYear: { id: string } }>(
      `/classrooms?academicYearId=${year.id}`,
    )
  ).filter((classroom) => classroom.name === className);
  expect(created, `${className} in GET /classrooms`).toBeTruthy();
  const classroomId = (created as Named).id;
  const roles = await api.list<Named>('/roles');
  const components = await api.list<Named>('/curricular-components');
  const email = `prof.ano.${id.toLowerCase()}@escola.test`;
  const password = `Giz-Ano-${id}-2026`;
  const teacher = await api.create<{ id: string }>('/users', {
    cpf: newCpf(),
    email,
    firstName: 'Iara',
    lastName: `Prado ${id}`,
    password,
    roleId: roles.find((role) => role.name === 'Professor(a)')?.id,
    schoolUnitIds: [unit.id],
  });
  await api.create(`/classrooms/${classroomId}/teachers`, {
    userId: teacher.id,
    curricularComponentId: components.find((c) => c.name === 'Língua Portuguesa')?.id,
  });
  const students = await api.list<{ id: string; classroom: unknown }>('/students');
  const free = students.filter((student) => student.classroom === null).slice(0, 3);
  expect(free, 'three students without a class this year').toHaveLength(3);
  const enrolledOn = later(addDays(from, -7), year.start);
  for (const student of free) {
    await api.create('/enrollments', {
      studentId: student.id,
      classroomId,
      academicYearId: year.id,
      date: `${enrolledOn}T00:00:00.000Z`,
    });
  }

  // The network calendar's last lesson day before the range: a row of the class had the unit no
  // calendar of its own.
  const network = calendars.find(
    (c) => c.academicYear.id === year.id && (c.schoolUnits ?? []).length === 0,
  );
  let before: string | undefined;
  for (let day = addDays(from, -1); !before && day >= addDays(from, -14); day = addDays(day, -1)) {
    const days = await api.list<{ academicCalendar: { id: string }; type: { kind: string } }>(
      `/school-days?q=${formatDate(day)}`,
    );
    const lesson = days.some(
      (entry) =>
        entry.academicCalendar.id === network?.id &&
        ['DIA_LETIVO', 'SABADO_LETIVO'].includes(entry.type.kind),
    );
    if (lesson) before = day;
  }
  expect(
    before,
    'a lesson day of the network calendar in the two weeks before the range',
  ).toBeTruthy();

  // 4. The teacher's 'Frequências': the range's weekdays up to today, and nothing else.
  await signOut(page, `${E2E_ADMIN.firstName} ${E2E_ADMIN.lastName}`);
  await signInFirstTime(page, { email, password });
  await page.goto('/app/frequencias');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequências' })).toBeVisible();
  await choose(page.getByRole('group', { name: 'Filtros' }), page, 'Mostrar', 'Todas');
  const expected = rangeWeekdays.filter((day) => day <= today).map(formatDate);
  expect(expected.length, 'some of the range is up to today').toBeGreaterThan(0);
  const table = page.getByRole('table');
  const rows = table.getByRole('row').filter({ hasText: className });
  await expect(rows).toHaveCount(expected.length);
  await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(
    expected.length,
  );
  expect((await rowDates(table)).sort()).toEqual([...expected].sort());
  // Not rows: the network calendar's last lesson day before the range, the range's weekend, and
  // its days after today.
  const weekend = daysFrom(from, to).filter((day) => !isWeekday(day) && day <= today);
  const future = rangeWeekdays.filter((day) => day > today);
  for (const day of [before as string, ...weekend, ...future]) {
    await expect(table.getByRole('row').filter({ hasText: formatDate(day) })).toHaveCount(0);
  }
  await expect(rows.first()).toContainText('Língua Portuguesa');
  await expect(rows.first()).toContainText('PENDENTE');

  // 5. On a phone (375 px) nothing runs off the side of the page.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(rows.first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
});
