import {
  type AcademicYear,
  type Classroom,
  type Course,
  type CurriculumMatrix,
  classroomsResource,
  coursesResource,
  curriculumMatricesResource,
  type Me,
  type SchoolUnit,
  schoolUnitsResource,
  serverMessages,
  type TeachingModality,
  teachingModalitiesResource,
  type User,
  usersResource,
} from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hookHarness } from '../../test/harness.tsx';
import { API, setupMockServer } from '../../test/msw.ts';
import { signTestToken } from '../../test/tokens.ts';
import { useApiClient } from '../context.ts';
import { recordedAnswer } from '../mocks/recorded.ts';
import { recordedHandlers } from '../mocks/recorded-handlers.ts';
import { badRequest, emptyList } from '../mocks/scenarios.ts';
import { resourceKeys } from '../query-keys.ts';
import {
  useCreateResource,
  useDeleteResource,
  useResourceAll,
  useResourceItem,
  useResourceList,
  useUpdateResource,
} from '../resources/hooks.ts';
import { $session, logout, setSession } from '../session/store.ts';
import { checkAccessToken } from '../session/token.ts';
import { useSession } from '../session/use-session.ts';
import { useLogin } from './auth/login.ts';
import { useCoursesBySchoolUnit } from './courses/get-courses-by-school-unit.ts';

const server = setupMockServer();
/** A list the administrator's recording holds. */
const recorded = <T,>(path: string) => recordedAnswer<T[]>('administrador', `GET ${path}`);
const users = () => recorded<User>(usersResource.path);
const modalities = () => recorded<TeachingModality>(teachingModalitiesResource.path);
const units = () => recorded<SchoolUnit>(schoolUnitsResource.path);

beforeEach(async () => {
  server.use(...recordedHandlers({ baseUrl: API }));
  const token = await signTestToken();
  const check = checkAccessToken(token);
  if (check.status === 'valid') setSession(token, check.user);
});

function setup() {
  const { queryClient, wrapper, ...spied } = hookHarness();
  const gets = (path: string) =>
    spied.sent.filter((request) => request.method === 'GET' && request.url.pathname === path)
      .length;
  return { ...spied, queryClient, wrapper, gets };
}

describe('mutations refresh their list (spec §4)', () => {
  it('after a user create succeeds the user list is fetched again and shows the new user', async () => {
    const { wrapper, gets } = setup();
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () => ({
        list: useResourceAll(usersResource),
        create: useCreateResource(usersResource, { onSuccess }),
      }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(gets('/api/users')).toBe(1);
    const before = result.current.list.data?.length ?? 0;

    await act(() =>
      result.current.create.mutateAsync({
        cpf: '11144477735',
        email: 'nova@escola.gov.br',
        firstName: 'Nova',
        lastName: 'Pessoa',
        password: 'Senha@123',
        roleId: null,
        schoolUnitIds: [],
      }),
    );

    expect(gets('/api/users')).toBe(2);
    await waitFor(() => expect(result.current.list.data).toHaveLength(before + 1));
    expect(result.current.list.data?.some((user) => user.email === 'nova@escola.gov.br')).toBe(
      true,
    );
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('a failed create (400) does not refetch the list and exposes the issues', async () => {
    const issues = [{ path: 'cpf', message: 'CPF inválido!' }];
    server.use(badRequest('post', '/users', issues, API));
    const { wrapper, gets } = setup();
    const { result } = renderHook(
      () => ({ list: useResourceAll(usersResource), create: useCreateResource(usersResource) }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    await act(async () => {
      await result.current.create
        .mutateAsync({
          cpf: '123',
          email: 'x',
          firstName: 'A',
          lastName: 'B',
          password: 'c',
          roleId: null,
          schoolUnitIds: [],
        })
        .catch(() => undefined);
    });

    expect(gets('/api/users')).toBe(1);
    await waitFor(() => expect(result.current.create.isError).toBe(true));
    expect(result.current.create.error).toMatchObject({ status: 400, issues });
  });

  it('a course create refreshes every course list, including the by-unit one', async () => {
    // The recording holds the courses of the first unit.
    const unit = units()[0]!;
    const { wrapper, gets } = setup();
    const { result } = renderHook(
      () => ({
        all: useResourceAll(coursesResource),
        byUnit: useCoursesBySchoolUnit(unit.id),
        create: useCreateResource(coursesResource),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.byUnit.isSuccess && result.current.all.isSuccess).toBe(true),
    );

    await act(() =>
      result.current.create.mutateAsync({
        name: 'Curso Novo',
        teachingModalityId: modalities()[0]!.id,
        curriculumMatrixId: recorded<CurriculumMatrix>(curriculumMatricesResource.path)[0]!.id,
        schoolUnitId: unit.id,
      }),
    );

    expect(gets('/api/courses')).toBe(2);
    expect(gets(`/api/courses/school-unit/${unit.id}`)).toBe(2);
    await waitFor(() =>
      expect(result.current.all.data?.some((course: Course) => course.name === 'Curso Novo')).toBe(
        true,
      ),
    );
  });
});

const ids = (rows: readonly { id: string }[] | undefined) => rows?.map((row) => row.id);

describe('generic resource hooks', () => {
  it('useResourceList: a page with its total; the current rows stay while the next page loads', async () => {
    const { wrapper, sent } = setup();
    const { result, rerender } = renderHook(
      ({ page }) => useResourceList(usersResource, { page, pageSize: 5 }),
      { wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const firstPage = result.current.data;
    expect(ids(firstPage?.items)).toEqual(ids(users().slice(0, 5)));
    expect(firstPage?.total).toBe(users().length);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = () => resolve();
    });
    // Holds the next page, then lets the fixture handler answer it.
    server.use(
      http.get(`${API}/users`, async () => {
        await held;
      }),
    );
    rerender({ page: 2 });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data).toBe(firstPage);

    release();
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(ids(result.current.data?.items)).toEqual(ids(users().slice(5, 10)));
    expect(sent.at(-1)?.url.search).toBe('?page=2&pageSize=5');
  });

  it('useResourceList: a search that finds nothing is an empty page, not an error', async () => {
    server.use(emptyList(teachingModalitiesResource.path, API));
    const { wrapper } = setup();
    const { result } = renderHook(
      () => useResourceList(teachingModalitiesResource, { page: 1, q: 'nada-assim' }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ items: [], total: 0 });
  });

  it('useResourceAll: the whole list, without paging parameters', async () => {
    const { wrapper, sent } = setup();
    const { result } = renderHook(() => useResourceAll(teachingModalitiesResource), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(ids(result.current.data)).toEqual(ids(modalities()));
    expect(sent.map((request) => `${request.url.pathname}${request.url.search}`)).toEqual([
      '/api/teaching-modalities',
    ]);
  });

  it('useResourceAll with filters: the whole of what they keep, beside the whole list', async () => {
    // The demo's classrooms are of the year in progress; another year has none.
    const all = recordedAnswer<Classroom[]>('administrador', 'GET /classrooms');
    const thisYear = all[0]!.academicYear.id;
    const years = recordedAnswer<AcademicYear[]>('administrador', 'GET /academic-calendars/years');
    const otherYear = years.find((year) => year.id !== thisYear)!.id;
    const { wrapper, sent } = setup();
    const { result } = renderHook(
      () => ({
        all: useResourceAll(classroomsResource),
        ofThisYear: useResourceAll(classroomsResource, {}, { academicYearId: thisYear }),
        ofOtherYear: useResourceAll(classroomsResource, {}, { academicYearId: otherYear }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.all.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.ofThisYear.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.ofOtherYear.isSuccess).toBe(true));
    expect(ids(result.current.ofThisYear.data)).toEqual(
      ids(all.filter((row) => row.academicYear.id === thisYear)),
    );
    expect(result.current.ofOtherYear.data).toEqual(
      all.filter((row) => row.academicYear.id === otherYear),
    );
    expect(sent.map((request) => `${request.url.pathname}${request.url.search}`).sort()).toEqual(
      [
        '/api/classrooms',
        `/api/classrooms?academicYearId=${thisYear}`,
        `/api/classrooms?academicYearId=${otherYear}`,
      ].sort(),
    );
  });

  it('useResourceItem: no call while the id is undefined, then GET <path>/<id>', async () => {
    const modality = modalities()[2]!;
    const { wrapper, sent } = setup();
    const { result, rerender } = renderHook(
      ({ id }: { id: string | undefined }) => useResourceItem(teachingModalitiesResource, id),
      { wrapper, initialProps: { id: undefined as string | undefined } },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(sent).toHaveLength(0);

    rerender({ id: modality.id });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(modality);
    expect(sent.map((request) => request.url.pathname)).toEqual([
      `/api/teaching-modalities/${modality.id}`,
    ]);
  });

  it('useCreateResource refetches every query of its resource, and only those', async () => {
    const { wrapper, gets } = setup();
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () => ({
        page: useResourceList(teachingModalitiesResource, { page: 1, pageSize: 2 }),
        all: useResourceAll(teachingModalitiesResource),
        users: useResourceAll(usersResource),
        create: useCreateResource(teachingModalitiesResource, { onSuccess }),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.page.isSuccess && result.current.all.isSuccess).toBe(true),
    );
    expect(gets('/api/teaching-modalities')).toBe(2);
    const total = result.current.page.data?.total ?? 0;

    const created = await act(() => result.current.create.mutateAsync({ name: 'Ensino Médio' }));

    expect(gets('/api/teaching-modalities')).toBe(4);
    expect(gets('/api/users')).toBe(1);
    await waitFor(() => expect(result.current.page.data?.total).toBe(total + 1));
    await waitFor(() => expect(result.current.all.data).toContainEqual(created));
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('useUpdateResource ({ id, body }) refetches what shows the record elsewhere (the courses)', async () => {
    const modality = modalities()[1]!;
    const { wrapper, gets, sent } = setup();
    const { result } = renderHook(
      () => ({
        item: useResourceItem(teachingModalitiesResource, modality.id),
        courses: useResourceAll(coursesResource),
        update: useUpdateResource(teachingModalitiesResource),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.item.isSuccess && result.current.courses.isSuccess).toBe(true),
    );

    const updated = await act(() =>
      result.current.update.mutateAsync({ id: modality.id, body: { name: 'Anos Iniciais' } }),
    );

    expect(updated).toEqual({ id: modality.id, name: 'Anos Iniciais' });
    const patch = sent.find((request) => request.method === 'PATCH');
    expect(patch?.url.pathname).toBe(`/api/teaching-modalities/${modality.id}`);
    expect(patch?.body).toEqual({ name: 'Anos Iniciais' });
    expect(gets('/api/courses')).toBe(2);
    expect(gets(`/api/teaching-modalities/${modality.id}`)).toBe(2);
    await waitFor(() => expect(result.current.item.data?.name).toBe('Anos Iniciais'));
  });

  it('useDeleteResource (id) refetches its lists and drops the deleted record’s query', async () => {
    const modality = modalities().at(-1)!;
    const { wrapper, gets, queryClient } = setup();
    const keys = resourceKeys(teachingModalitiesResource);
    queryClient.setQueryData(keys.detail(modality.id), modality);
    const { result } = renderHook(
      () => ({
        all: useResourceAll(teachingModalitiesResource),
        users: useResourceAll(usersResource),
        remove: useDeleteResource(teachingModalitiesResource),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.all.isSuccess).toBe(true));
    expect(ids(result.current.all.data)).toContain(modality.id);

    await act(() => result.current.remove.mutateAsync(modality.id));

    expect(gets('/api/teaching-modalities')).toBe(2);
    expect(gets('/api/users')).toBe(1);
    await waitFor(() => expect(ids(result.current.all.data)).not.toContain(modality.id));
    expect(queryClient.getQueryData(keys.detail(modality.id))).toBeUndefined();
    expect(gets(`/api/teaching-modalities/${modality.id}`)).toBe(0);
  });

  it('a failed delete (409) keeps the list as it was and exposes the server’s message', async () => {
    const modality = modalities()[1]!;
    const message = 'A modalidade é usada por 8 cursos e não pode ser excluída.';
    server.use(
      http.delete(`${API}/teaching-modalities/:id`, () =>
        HttpResponse.json({ message }, { status: 409 }),
      ),
    );
    const { wrapper, gets } = setup();
    const { result } = renderHook(
      () => ({
        all: useResourceAll(teachingModalitiesResource),
        remove: useDeleteResource(teachingModalitiesResource),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.all.isSuccess).toBe(true));
    await act(async () => {
      await result.current.remove.mutateAsync(modality.id).catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.remove.error).toMatchObject({ status: 409, message }),
    );
    expect(gets('/api/teaching-modalities')).toBe(1);
    expect(ids(result.current.all.data)).toContain(modality.id);
  });
});

describe('course-by-unit query', () => {
  it('is disabled until a unit is chosen, then calls /courses/school-unit/{id}', async () => {
    const unit = units()[0]!;
    const { wrapper, sent } = setup();
    const { result, rerender } = renderHook<
      ReturnType<typeof useCoursesBySchoolUnit>,
      { unitId: string | undefined }
    >(({ unitId }) => useCoursesBySchoolUnit(unitId), {
      wrapper,
      initialProps: { unitId: undefined },
    });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
    expect(sent).toHaveLength(0);

    rerender({ unitId: unit.id });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent.map((request) => request.url.pathname)).toEqual([
      `/api/courses/school-unit/${unit.id}`,
    ]);
    expect(result.current.data?.every((course) => course.schoolUnit.id === unit.id)).toBe(true);
  });
});

describe('session hooks', () => {
  it('useLogin signs in; useSession re-renders with the user; logout signs out', async () => {
    logout();
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ login: useLogin(), session: useSession() }), {
      wrapper,
    });
    expect(result.current.session.isAuthenticated).toBe(false);

    const admin = recordedAnswer<Me>('administrador', 'GET /me');
    await act(() =>
      result.current.login.mutateAsync({ login: admin.email, password: 'Senha-qualquer-1' }),
    );

    expect(result.current.session.isAuthenticated).toBe(true);
    expect(result.current.session.user?.email).toBe(admin.email);
    expect(result.current.session.user?.role.name).toBe('Administrador');
    expect(sessionStorage.getItem('accessToken')).toBe($session.get().accessToken);

    act(() => logout());
    expect(result.current.session).toEqual({
      accessToken: null,
      user: null,
      isAuthenticated: false,
    });
  });

  it('useLogin with a wrong password rejects with the server message', async () => {
    server.use(
      http.post(`${API}/auth`, () =>
        HttpResponse.json({ message: serverMessages.invalidCredentials }, { status: 401 }),
      ),
    );
    logout();
    const { wrapper } = setup();
    const { result } = renderHook(() => useLogin(), { wrapper });
    await act(async () => {
      await result.current
        .mutateAsync({ login: 'admin@lousa.dev', password: 'errada' })
        .catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.error?.message).toBe(serverMessages.invalidCredentials),
    );
    expect($session.get().isAuthenticated).toBe(false);
  });

  it('useApiClient outside <ApiClientProvider> says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApiClient())).toThrow(/ApiClientProvider/);
  });
});
