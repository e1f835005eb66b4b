import { serverMessages } from '@lousa/domain';
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../../test/msw.ts';
import { signTestToken } from '../../test/tokens.ts';
import type { HttpClient } from '../client.ts';
import { useApiClient } from '../context.ts';
import {
  createFixtureDb,
  FIXTURE_ADMIN_EMAIL,
  FIXTURE_ADMIN_PASSWORD,
  type FixtureDb,
} from '../mocks/db.ts';
import { createHandlers } from '../mocks/handlers.ts';
import { ApiClientProvider } from '../provider.tsx';
import { createQueryClient } from '../query-client.ts';
import { queryKeys } from '../query-keys.ts';
import { $session, logout, setSession } from '../session/store.ts';
import { checkAccessToken } from '../session/token.ts';
import { useSession } from '../session/use-session.ts';
import { createAcademicCalendarMutationOptions } from './academic-calendars/create-academic-calendar.ts';
import { createAcademicTermMutationOptions } from './academic-terms/create-academic-term.ts';
import { createAcademicYearMutationOptions } from './academic-years/create-academic-year.ts';
import { useLogin } from './auth/login.ts';
import { createClassroomMutationOptions } from './classrooms/create-classroom.ts';
import { createCourseMutationOptions, useCreateCourse } from './courses/create-course.ts';
import { useCourses } from './courses/get-courses.ts';
import { useCoursesBySchoolUnit } from './courses/get-courses-by-school-unit.ts';
import { createCurricularComponentMutationOptions } from './curricular-components/create-curricular-component.ts';
import { createCurriculumMatrixMutationOptions } from './curriculum-matrices/create-curriculum-matrix.ts';
import { createSchoolDayTypeMutationOptions } from './school-day-types/create-school-day-type.ts';
import { createSchoolDayMutationOptions } from './school-days/create-school-day.ts';
import { createSchoolUnitMutationOptions } from './school-units/create-school-unit.ts';
import { createTeachingModalityMutationOptions } from './teaching-modalities/create-teaching-modality.ts';
import { createUserMutationOptions, useCreateUser } from './users/create-user.ts';
import { useUsers } from './users/get-users.ts';

let db: FixtureDb;
const server = setupMockServer();

beforeEach(async () => {
  db = createFixtureDb();
  server.use(...createHandlers(db, { baseUrl: API }));
  const token = await signTestToken();
  const check = checkAccessToken(token);
  if (check.status === 'valid') setSession(token, check.user);
});

function setup() {
  const spied = createSpiedClient();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={spied.client} queryClient={queryClient}>
      {children}
    </ApiClientProvider>
  );
  const gets = (path: string) =>
    spied.sent.filter((request) => request.method === 'GET' && request.url.pathname === path)
      .length;
  return { ...spied, queryClient, wrapper, gets };
}

describe('mutations refresh their list (spec §4)', () => {
  it('after useCreateUser succeeds the user list is fetched again and shows the new user', async () => {
    const { wrapper, gets } = setup();
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () => ({ list: useUsers(), create: useCreateUser({ onSuccess }) }),
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
      }),
    );

    expect(gets('/api/users')).toBe(2);
    await waitFor(() => expect(result.current.list.data).toHaveLength(before + 1));
    expect(result.current.list.data?.at(-1)?.email).toBe('nova@escola.gov.br');
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('a failed create (400) does not refetch the list and exposes the issues', async () => {
    const { wrapper, gets } = setup();
    const { result } = renderHook(() => ({ list: useUsers(), create: useCreateUser() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    await act(async () => {
      await result.current.create
        .mutateAsync({ cpf: '123', email: 'x', firstName: 'A', lastName: 'B', password: 'c' })
        .catch(() => undefined);
    });

    expect(gets('/api/users')).toBe(1);
    await waitFor(() => expect(result.current.create.isError).toBe(true));
    expect(result.current.create.error).toMatchObject({ status: 400 });
  });

  it('a course create refreshes every course list, including the by-unit one', async () => {
    const unit = db.schoolUnits[0]!;
    const { wrapper, gets } = setup();
    const { result } = renderHook(
      () => ({
        all: useCourses(),
        byUnit: useCoursesBySchoolUnit(unit.id),
        create: useCreateCourse(),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.byUnit.isSuccess && result.current.all.isSuccess).toBe(true),
    );

    await act(() =>
      result.current.create.mutateAsync({
        name: 'Curso Novo',
        teachingModalityId: db.teachingModalities[0]!.id,
        curriculumMatrixId: db.curriculumMatrices[0]!.id,
        schoolUnitId: unit.id,
      }),
    );

    expect(gets('/api/courses')).toBe(2);
    expect(gets(`/api/courses/school-unit/${unit.id}`)).toBe(2);
    await waitFor(() =>
      expect(result.current.byUnit.data?.some((course) => course.name === 'Curso Novo')).toBe(true),
    );
  });

  const cases: [
    string,
    (http: HttpClient, queryClient: QueryClient) => { onSuccess: () => Promise<void> },
    readonly string[],
  ][] = [
    ['users', createUserMutationOptions, queryKeys.users],
    ['school units', createSchoolUnitMutationOptions, queryKeys.schoolUnits],
    ['courses', createCourseMutationOptions, queryKeys.courses],
    ['classrooms', createClassroomMutationOptions, queryKeys.classrooms],
    ['academic terms', createAcademicTermMutationOptions, queryKeys.academicTerms],
    ['academic calendars', createAcademicCalendarMutationOptions, queryKeys.academicCalendars],
    ['academic years', createAcademicYearMutationOptions, queryKeys.academicYears],
    ['school-day types', createSchoolDayTypeMutationOptions, queryKeys.schoolDayTypes],
    ['school days', createSchoolDayMutationOptions, queryKeys.schoolDays],
    ['teaching modalities', createTeachingModalityMutationOptions, queryKeys.teachingModalities],
    [
      'curricular components',
      createCurricularComponentMutationOptions,
      queryKeys.curricularComponents,
    ],
    ['curriculum matrices', createCurriculumMatrixMutationOptions, queryKeys.curriculumMatrices],
  ];

  it.each(cases)(
    'a successful create of %s invalidates exactly its list',
    async (_, options, key) => {
      const { client } = createSpiedClient();
      const queryClient = createQueryClient();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
      await options(client, queryClient).onSuccess();
      expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: key });
    },
  );
});

describe('course-by-unit query', () => {
  it('is disabled until a unit is chosen, then calls /courses/school-unit/{id}', async () => {
    const unit = db.schoolUnits[1]!;
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

    await act(() =>
      result.current.login.mutateAsync({
        login: FIXTURE_ADMIN_EMAIL,
        password: FIXTURE_ADMIN_PASSWORD,
      }),
    );

    expect(result.current.session.isAuthenticated).toBe(true);
    expect(result.current.session.user?.email).toBe(FIXTURE_ADMIN_EMAIL);
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
    logout();
    const { wrapper } = setup();
    const { result } = renderHook(() => useLogin(), { wrapper });
    await act(async () => {
      await result.current
        .mutateAsync({ login: FIXTURE_ADMIN_EMAIL, password: 'errada' })
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
