import { HOME_PENDING_DAYS, homeMessages as m } from '@lousa/domain';
import { expect, test } from '@playwright/test';
import { adminApi, newCpf, stamp } from './support/registry';
import { signIn, signInFirstTime } from './support/sign-in';

/*
 * Issue 26: the home page per role, against the real server and its demo data. The
 * administrator sees the network's figures, each leading to its registry, and the units of the
 * network; a unit's secretary sees only 'Minhas unidades', of its unit; a teacher with no
 * classes sees 'Meu dia' alone.
 */

interface Named {
  id: string;
  name: string;
}

/** A tile's accessible name is its visible content: label, figure, hint. */
const tileName = (label: string, hint: string) => new RegExp(`^${label} [\\d.]+ ${hint}$`);

test('o administrador vê os números da rede e cada um leva ao seu cadastro', async ({ page }) => {
  await signIn(page);
  const network = page.getByRole('region', { name: m.network.heading, exact: true });
  await expect(network).toBeVisible({ timeout: 10_000 });
  const tiles = [
    [m.network.schoolUnits, m.network.schoolUnitsHint, '/app/unidades-escolares'],
    [m.network.students, m.network.studentsHint, '/app/alunos'],
    [m.network.classrooms, m.network.classroomsHint, '/app/turmas'],
    [m.network.teachers, m.network.teachersHint, '/app/usuarios'],
  ] as const;
  for (const [label, hint, href] of tiles) {
    await expect(network.getByRole('link', { name: tileName(label, hint) })).toHaveAttribute(
      'href',
      href,
    );
  }
  // The demo network has units and students: the figures are not zero.
  await expect(network.getByRole('link', { name: /^Unidades escolares 0 / })).toHaveCount(0);
  const units = page.getByRole('region', { name: m.school.networkHeading, exact: true });
  await expect(units.getByRole('region', { name: m.school.byCourse })).toBeVisible();
  await expect(
    units.getByRole('link', { name: new RegExp(`^${m.school.withoutClass} `) }),
  ).toHaveAttribute('href', '/app/alunos');
  await expect(page.getByRole('region', { name: m.teacher.heading, exact: true })).toHaveCount(0);

  await network
    .getByRole('link', { name: tileName(m.network.schoolUnits, m.network.schoolUnitsHint) })
    .click();
  await expect(page).toHaveURL(/\/app\/unidades-escolares$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Unidades Escolares' })).toBeVisible();
});

test('a secretaria de uma unidade vê só Minhas unidades, da sua unidade', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const classrooms = await api.list<{ schoolUnit: Named }>('/classrooms');
  const unit = classrooms[0]?.schoolUnit as Named;
  const roles = await api.list<Named>('/roles');
  const secretary = roles.find((role) => role.name === 'Secretaria Escolar') as Named;
  const id = stamp();
  const email = `inicio.${id.toLowerCase()}@escola.test`;
  const password = `Lousa-Inicio-${id}-2026`;
  await api.create('/users', {
    cpf: newCpf(),
    email,
    firstName: 'Iara',
    lastName: `Moura ${id}`,
    password,
    roleId: secretary.id,
    schoolUnitIds: [unit.id],
  });

  await signInFirstTime(page, { email, password });
  const mine = page.getByRole('region', { name: m.school.heading, exact: true });
  await expect(mine).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('region', { name: m.network.heading, exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: m.school.networkHeading, exact: true }),
  ).toHaveCount(0);
  const byCourse = mine.getByRole('region', { name: m.school.byCourse });
  await expect(byCourse.getByText(unit.name, { exact: true })).toBeVisible();
  await mine.getByRole('link', { name: new RegExp(`^${m.school.withoutTeacher} `) }).click();
  await expect(page).toHaveURL(/\/app\/turmas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Turmas' })).toBeVisible();
});

test('um(a) professor(a) sem aulas vê Meu dia, e as frequências pendentes levam à lista', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const classrooms = await api.list<{ schoolUnit: Named }>('/classrooms');
  const unit = classrooms[0]?.schoolUnit as Named;
  const roles = await api.list<Named>('/roles');
  const teacher = roles.find((role) => role.name === 'Professor(a)') as Named;
  const id = stamp();
  const email = `prof.inicio.${id.toLowerCase()}@escola.test`;
  const password = `Giz-Inicio-${id}-2026`;
  await api.create('/users', {
    cpf: newCpf(),
    email,
    firstName: 'Lia',
    lastName: `Prado ${id}`,
    password,
    roleId: teacher.id,
    schoolUnitIds: [unit.id],
  });

  await signInFirstTime(page, { email, password });
  const day = page.getByRole('region', { name: m.teacher.heading, exact: true });
  await expect(day).toBeVisible({ timeout: 10_000 });
  await expect(day.getByText(m.teacher.noClassesToday)).toBeVisible();
  await expect(page.getByRole('region', { name: m.school.heading, exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: m.network.heading, exact: true })).toHaveCount(0);
  await day
    .getByRole('link', {
      name: tileName(m.teacher.pending, m.teacher.pendingHint(HOME_PENDING_DAYS)),
    })
    .click();
  await expect(page).toHaveURL(/\/app\/frequencias$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequências' })).toBeVisible();
});
