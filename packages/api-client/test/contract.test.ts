// @vitest-environment node
/**
 * Contract test: the client's calls over real HTTP against the real server (`@lousa/server`'s
 * `startServer`, PGlite in a temp dir, demo data seeded), and the same suite against the MSW
 * fixtures (the recorded answers), so what the stories are served reads as the server's answers.
 */
import {
  academicCalendarsResource,
  academicTermsResource,
  academicYearsResource,
  classroomsResource,
  coursesResource,
  curricularComponentsResource,
  curriculumMatricesResource,
  foldText,
  inUseMessages,
  type ListResourceDefinition,
  PERMISSIONS,
  schoolDaysResource,
  schoolDayTypesResource,
  schoolUnitsResource,
  serverMessages,
  studentsResource,
  teachingModalitiesResource,
  usersResource,
} from '@lousa/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getHome } from '../src/api/home/get-home.ts';
import { type ApiClient, createApiClient } from '../src/client.ts';
import { ApiError } from '../src/errors.ts';
import { createStoryToken } from '../src/mocks/story-token.ts';
import {
  createResource,
  deleteResource,
  getResource,
  listAll,
  listResource,
  updateResource,
} from '../src/resources/calls.ts';
import { initAuth, login, refresh, signOut } from '../src/session/actions.ts';
import { configureNavigation } from '../src/session/navigation.ts';
import { $session } from '../src/session/store.ts';
import { type Credentials, targets, useContract } from './contract-setup.ts';

describe.each(targets)('contract with $name', (target) => {
  const contract = useContract(target);
  let client: ApiClient;
  let admin: Credentials;
  let redirects: string[];
  beforeEach(() => {
    ({ client, admin, redirects } = contract);
  });
  const signIn = () => contract.signIn();
  // The API's rules (credentials, validation, 404s, search, what a write stores) live in the real
  // server only (see Target.rules): the recorded fixtures get no such cases at all, rather than
  // skipped ones; what they answer must still read as the server's answers do.
  const itWithRules = (name: string, body: () => Promise<void>) => {
    if (target.rules) it(name, body);
  };

  it('login: POST /auth gives a token the session accepts; the user is the admin', async () => {
    const user = await signIn();
    expect(user.email).toBe(admin.login);
    expect(user.role.name).toBe('Administrador');
    expect($session.get().isAuthenticated).toBe(true);
  });

  itWithRules('wrong credentials: 401 with the server’s message', async () => {
    configureNavigation({
      redirect: (path) => redirects.push(path),
      currentPath: () => '/sign-in',
    });
    const error = await login({ login: admin.login, password: 'senha-errada' }, client).catch(
      (caught: unknown) => caught as ApiError,
    );
    expect(error).toMatchObject({ status: 401, message: serverMessages.invalidCredentials });
    expect($session.get().isAuthenticated).toBe(false);
    expect(redirects).toEqual([]);
  });

  itWithRules(
    'GET /me: the administrator with every permission; a wrong current password is a field error',
    async () => {
      await signIn();
      const me = await client.getMe();
      expect(me).toMatchObject({
        email: admin.login,
        role: { name: 'Administrador' },
        networkWide: true,
        mustChangePassword: false,
      });
      expect([...me.permissions].sort()).toEqual([...PERMISSIONS].sort());
      const error = (await client
        .changePassword({ currentPassword: 'nao-e-esta-senha', newPassword: 'Giz-e-Lousa-42' })
        .catch((caught: unknown) => caught)) as ApiError;
      expect(error).toMatchObject({ status: 400 });
      expect(error.fieldErrors).toEqual({ currentPassword: serverMessages.currentPasswordWrong });
      expect($session.get().isAuthenticated).toBe(true);
    },
  );

  it('GET /home: the administrator’s home page passes its schema, with the network’s figures', async () => {
    await signIn();
    const home = await getHome(client);
    expect(home.teacher).toBeNull();
    expect(home.network?.schoolUnits).toBeGreaterThan(0);
    expect(home.school?.enrollmentsByCourse.length).toBeGreaterThan(0);
  });

  it('every list call answers rows that pass the domain schemas', async () => {
    await signIn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lists = await Promise.all([
      listAll(client, usersResource),
      listAll(client, schoolUnitsResource),
      listAll(client, coursesResource),
      listAll(client, classroomsResource),
      listAll(client, academicTermsResource),
      listAll(client, academicCalendarsResource),
      listAll(client, academicYearsResource),
      listAll(client, schoolDayTypesResource),
      listAll(client, schoolDaysResource),
      listAll(client, studentsResource),
      listAll(client, teachingModalitiesResource),
      listAll(client, curricularComponentsResource),
      listAll(client, curriculumMatricesResource),
    ]);
    // A malformed list would come back empty with a console report.
    expect(consoleError).not.toHaveBeenCalled();
    expect(lists.every((rows) => rows.length > 0)).toBe(true);
    consoleError.mockRestore();
  });

  itWithRules('creates answer the created resource and the lists then hold it', async () => {
    await signIn();
    const modality = await createResource(client, teachingModalitiesResource, {
      name: 'Modalidade de Contrato',
    });
    const component = await createResource(client, curricularComponentsResource, {
      name: 'Componente de Contrato',
    });
    const matrix = await createResource(client, curriculumMatricesResource, {
      name: 'Matriz de Contrato',
      matrix: [{ curricularComponentId: component.id, workload: 80 }],
    });
    expect(matrix.matrix).toEqual([
      { curricularComponent: { id: component.id, name: 'Componente de Contrato' }, workload: 80 },
    ]);
    const unit = await createResource(client, schoolUnitsResource, {
      cnpj: '11222333000181',
      name: 'Escola Municipal do Contrato',
      address: {
        street: 'Rua das Acácias',
        number: '100',
        neighborhood: 'Centro',
        city: 'Campinas',
        state: 'SP',
        zipCode: '13010000',
      },
      area: 'URBAN',
      principalName: 'Helena Prado',
      email: 'contrato@escola.gov.br',
      phone: '19999998888',
    });
    expect(unit).toMatchObject({
      cnpj: '11222333000181',
      area: 'URBAN',
      principalName: 'Helena Prado',
    });
    const course = await createResource(client, coursesResource, {
      name: 'Curso de Contrato',
      teachingModalityId: modality.id,
      curriculumMatrixId: matrix.id,
      schoolUnitId: unit.id,
      gradeLevels: [{ name: '9º Ano', inepStageCode: 41 }],
      nextCourseId: null,
    });
    expect(course).toMatchObject({
      teachingModality: { id: modality.id, name: 'Modalidade de Contrato' },
      schoolUnit: { id: unit.id, name: 'Escola Municipal do Contrato' },
    });
    expect((await client.getCoursesBySchoolUnit(unit.id)).map((row) => row.id)).toEqual([
      course.id,
    ]);
    const year = await createResource(client, academicYearsResource, {
      year: '2031',
      startDate: '2031-02-03T00:00:00.000Z',
      endDate: '2031-12-12T00:00:00.000Z',
    });
    const classroom = await createResource(client, classroomsResource, {
      name: '9º ANO Z',
      shift: 'AFTERNOON',
      schoolUnitId: unit.id,
      courseId: course.id,
      academicYearId: year.id,
      gradeLevelId: course.gradeLevels[0]?.id as string,
    });
    expect(classroom).toMatchObject({
      shift: 'AFTERNOON',
      course: { id: course.id },
      academicYear: { id: year.id, year: '2031' },
      gradeLevel: { name: '9º Ano' },
    });

    const calendar = await createResource(client, academicCalendarsResource, {
      title: 'Calendário 2031',
      academicYearId: year.id,
      schoolUnitIds: [unit.id],
    });
    expect(calendar.academicYear).toEqual({ id: year.id, year: '2031' });
    expect(calendar.schoolUnits).toEqual([{ id: unit.id, name: 'Escola Municipal do Contrato' }]);
    const term = await createResource(client, academicTermsResource, {
      title: '1º Bimestre 2031',
      startDate: '2031-02-03T00:00:00.000Z',
      endDate: '2031-04-11T00:00:00.000Z',
      academicCalendarId: calendar.id,
    });
    expect(term.academicCalendar.id).toBe(calendar.id);
    const type = await createResource(client, schoolDayTypesResource, {
      description: 'Tipo de Contrato',
      kind: 'PLANEJAMENTO',
    });
    expect(type).toMatchObject({ kind: 'PLANEJAMENTO', kindToReview: false });
    const day = await createResource(client, schoolDaysResource, {
      date: '2031-03-07T00:00:00.000Z',
      academicCalendarId: calendar.id,
      typeId: type.id,
    });
    expect(day).toMatchObject({
      date: '2031-03-07T00:00:00.000Z',
      type: { description: 'Tipo de Contrato', kind: 'PLANEJAMENTO' },
    });
    const user = await createResource(client, usersResource, {
      cpf: '11144477735',
      email: 'contrato.usuario@escola.gov.br',
      firstName: 'Caio',
      lastName: 'Contrato',
      password: 'Senha@12345',
      roleId: null,
      schoolUnitIds: [],
    });
    expect(user).toMatchObject({ cpf: '11144477735', role: null });

    const ids = async <T extends { id: string }>(rows: Promise<T[]>) =>
      (await rows).map((row) => row.id);
    expect(await ids(listAll(client, teachingModalitiesResource))).toContain(modality.id);
    expect(await ids(listAll(client, curricularComponentsResource))).toContain(component.id);
    expect(await ids(listAll(client, curriculumMatricesResource))).toContain(matrix.id);
    expect(await ids(listAll(client, schoolUnitsResource))).toContain(unit.id);
    expect(await ids(listAll(client, coursesResource))).toContain(course.id);
    expect(await ids(listAll(client, classroomsResource))).toContain(classroom.id);
    expect(await ids(listAll(client, academicYearsResource))).toContain(year.id);
    expect(await ids(listAll(client, academicCalendarsResource))).toContain(calendar.id);
    expect(await ids(listAll(client, academicTermsResource))).toContain(term.id);
    expect(await ids(listAll(client, schoolDayTypesResource))).toContain(type.id);
    expect(await ids(listAll(client, schoolDaysResource))).toContain(day.id);
    expect(await ids(listAll(client, usersResource))).toContain(user.id);
  });

  it('GET /home: the network’s units figure is the units list’s length', async () => {
    await signIn();
    const home = await getHome(client);
    expect(home.network?.schoolUnits).toBe((await listAll(client, schoolUnitsResource)).length);
  });

  itWithRules('400: the domain’s pt-BR messages per field, with dotted paths', async () => {
    await signIn();
    const error = (await createResource(client, schoolUnitsResource, {
      cnpj: '11.111.111/1111-11',
      name: 'Es',
      address: {
        street: 'Ru',
        number: '1',
        neighborhood: 'B',
        city: 'C',
        state: 'SP',
        zipCode: '123',
      },
      area: 'URBAN',
      principalName: 'Helena Prado',
    }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toMatchObject({
      cnpj: 'CNPJ inválido',
      name: 'Nome deve ter pelo menos 3 caracteres',
      'address.street': 'O logradouro deve ter no mínimo 3 caracteres',
      'address.zipCode': 'CEP inválido',
    });
  });

  itWithRules('409 for a duplicate and 422 for an unknown reference', async () => {
    await signIn();
    const [taken] = await listAll(client, usersResource);
    await expect(
      createResource(client, usersResource, {
        cpf: taken!.cpf,
        email: 'duplicado@escola.gov.br',
        firstName: 'Du',
        lastName: 'Plicado',
        password: 'Senha@12345',
        roleId: null,
        schoolUnitIds: [],
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: serverMessages.cpfBelongsTo(`${taken!.firstName} ${taken!.lastName}`),
    });
    await expect(
      createResource(client, academicCalendarsResource, {
        title: 'Sem ano',
        academicYearId: '00000000-0000-4000-8000-000000000000',
        schoolUnitIds: [],
      }),
    ).rejects.toMatchObject({ status: 422, message: serverMessages.academicYearNotFound });
  });

  const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);
  const unitAddress = {
    street: 'Rua dos Ipês',
    number: '45',
    neighborhood: 'Jardim',
    city: 'Sorocaba',
    state: 'SP',
    zipCode: '18040000',
  };

  itWithRules('a teaching modality: get, patch and delete by id; then it reads 404', async () => {
    await signIn();
    const created = await createResource(client, teachingModalitiesResource, {
      name: 'Modalidade Editável',
    });
    await expect(getResource(client, teachingModalitiesResource, created.id)).resolves.toEqual(
      created,
    );
    const renamed = await updateResource(client, teachingModalitiesResource, created.id, {
      name: 'Modalidade Renomeada',
    });
    expect(renamed).toEqual({ id: created.id, name: 'Modalidade Renomeada' });
    await expect(getResource(client, teachingModalitiesResource, created.id)).resolves.toEqual(
      renamed,
    );

    await expect(
      deleteResource(client, teachingModalitiesResource, created.id),
    ).resolves.toBeUndefined();
    await expect(getResource(client, teachingModalitiesResource, created.id)).rejects.toMatchObject(
      { status: 404, message: teachingModalitiesResource.notFound },
    );
    expect(ids(await listAll(client, teachingModalitiesResource))).not.toContain(created.id);
  });

  itWithRules(
    'a school unit: patch changes fields of its nested address; get answers the same',
    async () => {
      await signIn();
      const unit = await createResource(client, schoolUnitsResource, {
        cnpj: '11444777000161',
        name: 'Escola Estadual dos Ipês',
        address: unitAddress,
        area: 'RURAL',
        principalName: 'Márcia Couto',
      });
      expect(unit.address).toMatchObject(unitAddress);

      const address = { ...unitAddress, street: 'Avenida Brasil', complement: 'Bloco B' };
      const updated = await updateResource(client, schoolUnitsResource, unit.id, {
        principalName: 'Rita Lobo',
        address,
      });
      expect(updated).toMatchObject({
        id: unit.id,
        cnpj: '11444777000161',
        name: 'Escola Estadual dos Ipês',
        area: 'RURAL',
        principalName: 'Rita Lobo',
        address,
      });
      await expect(getResource(client, schoolUnitsResource, unit.id)).resolves.toEqual(updated);

      await deleteResource(client, schoolUnitsResource, unit.id);
      expect(ids(await listAll(client, schoolUnitsResource))).not.toContain(unit.id);
    },
  );

  itWithRules(
    'a curriculum matrix: patch replaces its rows; get answers them with the component names',
    async () => {
      await signIn();
      const [first, second] = await Promise.all(
        ['Robótica', 'Xadrez'].map((name) =>
          createResource(client, curricularComponentsResource, { name }),
        ),
      );
      const matrix = await createResource(client, curriculumMatricesResource, {
        name: 'Matriz Editável',
        matrix: [{ curricularComponentId: first!.id, workload: 80 }],
      });
      const updated = await updateResource(client, curriculumMatricesResource, matrix.id, {
        matrix: [
          { curricularComponentId: first!.id, workload: 40 },
          { curricularComponentId: second!.id, workload: 120 },
        ],
      });
      const byName = (rows: typeof updated.matrix) =>
        [...rows].sort((a, b) =>
          a.curricularComponent.name.localeCompare(b.curricularComponent.name),
        );
      expect(updated.name).toBe('Matriz Editável');
      expect(byName(updated.matrix)).toEqual([
        { curricularComponent: { id: first!.id, name: 'Robótica' }, workload: 40 },
        { curricularComponent: { id: second!.id, name: 'Xadrez' }, workload: 120 },
      ]);
      const read = await getResource(client, curriculumMatricesResource, matrix.id);
      expect(byName(read.matrix)).toEqual(byName(updated.matrix));

      await deleteResource(client, curriculumMatricesResource, matrix.id);
      await expect(
        getResource(client, curriculumMatricesResource, matrix.id),
      ).rejects.toMatchObject({
        status: 404,
        message: curriculumMatricesResource.notFound,
      });
    },
  );

  /** The first pages of a list against the whole list: same rows, same order, the total. */
  async function checkPages<TItem extends { id: string }, TSortKey extends string>(
    def: ListResourceDefinition<TItem, TSortKey>,
  ) {
    await signIn();
    const whole = await listAll(client, def);
    expect(whole.length).toBeGreaterThan(2);
    const first = await listResource(client, def, { page: 1, pageSize: 2 });
    const second = await listResource(client, def, { page: 2, pageSize: 2 });
    const past = await listResource(client, def, { page: 1000, pageSize: 2 });
    expect(first).toEqual({ items: whole.slice(0, 2), total: whole.length });
    expect(second).toEqual({ items: whole.slice(2, 4), total: whole.length });
    expect(past).toEqual({ items: [], total: whole.length });
  }

  it.each([
    ['teaching modalities', () => checkPages(teachingModalitiesResource)],
    ['school units (with address)', () => checkPages(schoolUnitsResource)],
    ['curriculum matrices (with rows)', () => checkPages(curriculumMatricesResource)],
  ])(
    'paged list of %s: X-Total-Count is the total, the pages tile the whole list',
    async (_, check) => check(),
  );

  itWithRules(
    'search is case- and accent-insensitive; sort orders by the column, both ways',
    async () => {
      await signIn();
      const created = await createResource(client, teachingModalitiesResource, {
        name: 'Ênfase em Ação Contratual',
      });
      const found = await listResource(client, teachingModalitiesResource, {
        page: 1,
        q: 'ENFASE EM acao',
      });
      expect(ids(found.items)).toEqual([created.id]);
      expect(found.total).toBe(1);

      const names = async (descending: boolean) =>
        (
          await listResource(client, schoolUnitsResource, {
            page: 1,
            pageSize: 100,
            sort: { key: 'name', descending },
          })
        ).items.map((unit) => foldText(unit.name));
      const ascending = await names(false);
      expect(ascending.length).toBeGreaterThan(2);
      expect(ascending).toEqual([...ascending].sort());
      expect(await names(true)).toEqual([...ascending].reverse());
    },
  );

  itWithRules('an unknown id reads 404 with the resource’s message', async () => {
    await signIn();
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(getResource(client, schoolUnitsResource, missing)).rejects.toMatchObject({
      status: 404,
      message: schoolUnitsResource.notFound,
    });
    await expect(
      updateResource(client, teachingModalitiesResource, missing, { name: 'X' }),
    ).rejects.toMatchObject({ status: 404, message: teachingModalitiesResource.notFound });
    await expect(deleteResource(client, curriculumMatricesResource, missing)).rejects.toMatchObject(
      { status: 404, message: curriculumMatricesResource.notFound },
    );
  });

  itWithRules('409: a delete of a record in use names what uses it', async () => {
    await signIn();
    const [course] = await listAll(client, coursesResource);
    const modalityId = course!.teachingModality.id;
    const inUse = (await listAll(client, coursesResource)).filter(
      (row) => row.teachingModality.id === modalityId,
    ).length;
    await expect(
      deleteResource(client, teachingModalitiesResource, modalityId),
    ).rejects.toMatchObject({ status: 409, message: inUseMessages.teachingModality(inUse) });
  });

  itWithRules('400 and 422 on patch: the merged record is checked like a create', async () => {
    await signIn();
    const [unit] = await listAll(client, schoolUnitsResource);
    const invalid = (await updateResource(client, schoolUnitsResource, unit!.id, {
      address: { ...unitAddress, zipCode: '123' },
    }).catch((caught: unknown) => caught)) as ApiError;
    expect(invalid).toMatchObject({ status: 400 });
    expect(invalid.fieldErrors).toMatchObject({ 'address.zipCode': 'CEP inválido' });

    const [course] = await listAll(client, coursesResource);
    await expect(
      client.patch(
        `/courses/${course!.id}`,
        { teachingModalityId: '00000000-0000-4000-8000-000000000000' },
        teachingModalitiesResource.item,
      ),
    ).rejects.toMatchObject({ status: 422, message: teachingModalitiesResource.notFound });
  });

  it('401: a token the client accepts but the API refuses logs out and goes to /sign-in', async () => {
    await signIn();
    // Decodable and unexpired, but not signed by the server.
    const forged = createStoryToken();
    const forgedClient = createApiClient({
      baseUrl: contract.baseUrl,
      fetch: contract.jar.fetch,
      readCookie: contract.jar.read,
      session: { getAccessToken: () => forged },
    });
    contract.refuseTokens();
    const error = (await listAll(forgedClient, usersResource).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error).toMatchObject({ status: 401 });
    expect($session.get().isAuthenticated).toBe(false);
    expect(redirects).toEqual(['/sign-in']);
  });

  itWithRules(
    'refresh replaces only the access token; sign-out ends the refresh cookie',
    async () => {
      const user = await signIn();
      const before = $session.get().accessToken;
      await new Promise((resolve) => setTimeout(resolve, 1100)); // a new second: a different exp
      const token = await refresh(client);
      expect(token).not.toBe(before);
      expect($session.get()).toMatchObject({ accessToken: token, user, isAuthenticated: true });

      await signOut(client);
      expect($session.get().isAuthenticated).toBe(false);
      expect(redirects).toEqual(['/sign-in']);
      await expect(refresh(client)).rejects.toMatchObject({ status: 401 });
    },
  );

  it('initAuth with no stored token (Node has no sessionStorage) signs out and goes to /sign-in', () => {
    expect(initAuth(client)).toBeNull();
    expect(redirects).toEqual(['/sign-in']);
  });
});
