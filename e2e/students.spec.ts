import { birthCertificateCheckDigits, serverMessages, toasts } from '@lousa/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminApi, newCpf, randomDigits, stamp } from './support/registry';
import { signIn } from './support/sign-in';

/*
 * Issue 13 tried as a new user would: register a child (by birth certificate) with a new
 * guardian, register a sibling reusing that guardian, enrol both, try to enrol one again
 * (refused), transfer one, and read the history on the student's record page.
 */

interface Classroom {
  id: string;
  name: string;
  schoolUnit: { id: string; name: string };
  /** Its academic year: an enrolment is of its classroom's year (422 otherwise). */
  academicYear: { id: string; year: string };
  capacity: number | null;
  enrolled: number;
}

/** A valid certidão de nascimento (national 32-digit matrícula) nobody has. */
function newBirthCertificate(year: string) {
  const base = `${randomDigits(6)}0155${year}1${randomDigits(5)}${randomDigits(3)}${randomDigits(7)}`;
  return base + birthCertificateCheckDigits(base);
}

/** Picks `option` in the select labelled `label` inside `scope`. */
async function pick(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into the text field labelled `label` inside `scope`. */
async function type(scope: Locator, label: string, value: string) {
  const field = scope.getByRole('textbox', { name: label, exact: true });
  await field.click();
  await field.pressSequentially(value);
}

/** The person block: what a secretary types for a child or a guardian. */
async function fillPerson(
  scope: Locator,
  page: Page,
  person: { name: string; gender: string; birthDate: string; cpf?: string; certidao?: string },
) {
  await type(scope, 'Nome completo', person.name);
  if (person.cpf) await type(scope, 'CPF', person.cpf);
  await pick(scope, page, 'Sexo', person.gender);
  await pick(scope, page, 'Cor/Raça', 'Parda');
  await type(scope, 'Data de Nascimento', person.birthDate);
  if (person.certidao) await type(scope, 'Certidão de Nascimento', person.certidao);
  await pick(scope, page, 'Nacionalidade', 'Brasileira nata');
  await pick(scope, page, 'Zona de Residência', 'Urbana');
  await type(scope, 'Cidade de Nascimento', 'Campinas');
  await pick(scope, page, 'UF de Nascimento', 'SP — São Paulo');
}

async function fillAddress(page: Page) {
  const address = page.getByRole('region', { name: 'Endereço', exact: true });
  await type(address, 'CEP', '13015904');
  await type(address, 'Logradouro', 'Rua Barão de Jaguara');
  await type(address, 'Número', '1200');
  await type(address, 'Bairro', 'Centro');
  await type(address, 'Cidade', 'Campinas');
  await pick(address, page, 'UF', 'SP — São Paulo');
}

/** The id of the record page the browser is on (`/app/alunos/ficha?id=…`). */
async function recordId(page: Page) {
  await expect(page).toHaveURL(/\/app\/alunos\/ficha\?id=/);
  return new URL(page.url()).searchParams.get('id') as string;
}

/**
 * 'Nova Matrícula' for a student found by typing part of its name, in the classroom's year (the
 * classrooms offered are that year's).
 */
async function enrol(page: Page, name: string, classroom: Classroom) {
  await page.goto('/app/matriculas/adicionar');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Matrícula' })).toBeVisible();
  const student = page.getByRole('combobox', { name: 'Aluno', exact: true });
  await student.click();
  await student.pressSequentially(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await pick(page.locator('main'), page, 'Ano Letivo', classroom.academicYear.year);
  await pick(page.locator('main'), page, 'Unidade Escolar', classroom.schoolUnit.name);
  await page.getByRole('combobox', { name: 'Turma', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${classroom.name}\\b`) }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
}

test('irmãos com um só responsável: cadastro, matrícula, recusa, transferência e histórico', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi(request);
  // Two classrooms of one unit with seats left, of the year in progress: today's date is within
  // it (an enrolment's date is within its year). The demo of this many students fills its classes
  // to capacity: a full one gets two more seats ('Vagas'), as the school would make room.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const years = await api.list<{ id: string; startDate: string; endDate: string }>(
    '/academic-calendars/years',
  );
  const year = years.find(
    (item) => item.startDate.slice(0, 10) <= today && today <= item.endDate.slice(0, 10),
  );
  expect(year, `an academic year holding ${today} in the demo data`).toBeTruthy();
  const seatsLeft = (c: Classroom) =>
    c.capacity === null ? Number.POSITIVE_INFINITY : c.capacity - c.enrolled;
  const classrooms = (await api.list<Classroom>(`/classrooms?academicYearId=${year?.id}`)).sort(
    (a, b) => seatsLeft(b) - seatsLeft(a),
  );
  const unitId = classrooms.find((c) =>
    classrooms.some((other) => other.id !== c.id && other.schoolUnit.id === c.schoolUnit.id),
  )?.schoolUnit.id;
  const [first, second] = classrooms.filter((c) => c.schoolUnit.id === unitId) as [
    Classroom,
    Classroom,
  ];
  expect(second, 'a unit with two classrooms').toBeTruthy();
  for (const classroom of [first, second]) {
    if (seatsLeft(classroom) < 2) {
      await api.update(`/classrooms/${classroom.id}`, { capacity: classroom.enrolled + 2 });
    }
  }

  const id = stamp();
  const family = `Quintanilha ${id}`;
  const guardianCpf = newCpf();
  await signIn(page);

  // 1. A child with a birth certificate and no CPF, and a guardian nobody has registered.
  await page.goto('/app/alunos');
  await page.getByRole('main').getByRole('link', { name: 'Adicionar Aluno' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adicionar Aluno' })).toBeVisible();
  await fillPerson(page.getByRole('region', { name: 'Dados do Aluno' }), page, {
    name: `Lívia ${family}`,
    gender: 'FEMININO',
    // Typed in São Paulo time (the browser's zone): 15/03/2016 must stay the 15th.
    birthDate: '15032016',
    certidao: newBirthCertificate('2016'),
  });
  const guardian = page.getByRole('region', { name: 'Responsável' });
  await type(guardian, 'CPF do responsável', guardianCpf);
  await guardian.getByRole('button', { name: 'Buscar' }).click();
  await expect(
    guardian.getByText('Nenhuma pessoa com este CPF. Preencha os dados do responsável.'),
  ).toBeVisible();
  await fillPerson(guardian, page, {
    name: `Marta ${family}`,
    gender: 'FEMININO',
    birthDate: '02091984',
  });
  await fillAddress(page);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').filter({ hasText: toasts.studentCreated })).toBeVisible();
  const liviaId = await recordId(page);
  await expect(page.getByText('15/03/2016')).toBeVisible();
  await expect(page.getByText(`Marta ${family}`)).toBeVisible();

  // 2. The sibling: the guardian is found by CPF and reused.
  await page.goto('/app/alunos/adicionar');
  await fillPerson(page.getByRole('region', { name: 'Dados do Aluno' }), page, {
    name: `Caio ${family}`,
    gender: 'MASCULINO',
    birthDate: '07112018',
    cpf: newCpf(),
  });
  const guardian2 = page.getByRole('region', { name: 'Responsável' });
  await type(guardian2, 'CPF do responsável', guardianCpf);
  await guardian2.getByRole('button', { name: 'Buscar' }).click();
  await expect(guardian2.getByText(`Marta ${family}`)).toBeVisible();
  await guardian2.getByRole('button', { name: 'Usar este responsável' }).click();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').filter({ hasText: toasts.studentCreated })).toBeVisible();
  const caioId = await recordId(page);
  // One guardian for both: the same person on each record.
  const records = await Promise.all(
    [liviaId, caioId].map(async (student) => {
      const answer = await request.get(`/api/students/${student}`, {
        headers: { Authorization: `Bearer ${await tokenOf(page)}` },
      });
      return (await answer.json()) as { guardian: { id: string } };
    }),
  );
  expect(records[0]?.guardian.id).toBe(records[1]?.guardian.id);

  // 3. Enrol both; a second enrolment in the same year is refused and nothing is written.
  await enrol(page, `Lívia ${family}`, first);
  await expect(
    page.getByRole('status').filter({ hasText: toasts.enrollmentCreated }),
  ).toBeVisible();
  await enrol(page, `Caio ${family}`, first);
  await expect(
    page.getByRole('status').filter({ hasText: toasts.enrollmentCreated }),
  ).toBeVisible();
  await enrol(page, `Lívia ${family}`, second);
  await expect(page.getByText(serverMessages.enrollmentActiveExists)).toBeVisible();

  // 4. Transfer Lívia to the other classroom from 'Matrículas'.
  await page.goto('/app/matriculas');
  await page.getByRole('searchbox').fill(`Lívia ${family}`);
  const row = page.getByRole('row').filter({ hasText: `Lívia ${family}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('ATIVA');
  await row.getByRole('button', { name: /Ações/ }).click();
  await page.getByRole('menuitem', { name: 'Transferir' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Turma', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${second.name}\\b`) }).click();
  await dialog.getByRole('button', { name: /Transferir|Salvar/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: toasts.enrollmentTransferred }),
  ).toBeVisible();

  // 5. The record page keeps the history: the old enrolment TRANSFERIDA, the new one ATIVA.
  await page.goto(`/app/alunos/ficha?id=${liviaId}`);
  const history = page.getByRole('table', { name: 'Matrículas do aluno' });
  await expect(history.getByRole('row').filter({ hasText: 'TRANSFERIDA' })).toContainText(
    first.name,
  );
  await expect(history.getByRole('row').filter({ hasText: 'ATIVA' })).toContainText(second.name);
});

/** The access token the page holds (the session keeps it in sessionStorage). */
async function tokenOf(page: Page) {
  return (await page.evaluate(() => sessionStorage.getItem('accessToken'))) as string;
}
