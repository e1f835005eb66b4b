import { serverMessages, toasts, userListSchema, usersResource } from '@lousa/domain';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../test/msw.ts';
import { signTestToken } from '../test/tokens.ts';
import { createApiClient, resolveApiBaseUrl } from './client.ts';
import { ApiError, errorMessage, SessionExpiredError } from './errors.ts';
import { createResource, listAll, updateResource } from './resources/calls.ts';
import { configureNavigation } from './session/navigation.ts';
import { onSessionNotice } from './session/notices.ts';
import { $session, setSession } from './session/store.ts';
import { checkAccessToken } from './session/token.ts';

const user = {
  id: 'f3b9c7de-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  cpf: '52998224725',
  email: 'joao@escola.gov.br',
  firstName: 'João',
  lastName: 'Silva',
  role: null,
  schoolUnits: [],
  active: true,
};

const server = setupMockServer(
  http.get(`${API}/users`, () => HttpResponse.json([user])),
  http.post(`${API}/users`, () => HttpResponse.json(user, { status: 201 })),
);

async function signIn(token?: string) {
  const accessToken = token ?? (await signTestToken());
  const check = checkAccessToken(accessToken);
  if (check.status !== 'valid') throw new Error('test token not valid');
  setSession(accessToken, check.user);
  return accessToken;
}

let notices: string[];
let redirects: string[];
let currentPath: string;
let stopNotices: () => void;

beforeEach(() => {
  notices = [];
  redirects = [];
  currentPath = '/app/usuarios';
  stopNotices = onSessionNotice((notice) => notices.push(notice.message));
  configureNavigation({
    redirect: (path) => {
      redirects.push(path);
    },
    currentPath: () => currentPath,
  });
});

afterEach(() => stopNotices());

describe('request pipeline', () => {
  it('sends JSON with Bearer <token>, X-XSRF-TOKEN from the cookie and credentials', async () => {
    const token = await signIn();
    document.cookie = 'XSRF-TOKEN=abc%2B123; path=/';
    const { client, sent } = createSpiedClient();

    await createResource(client, usersResource, {
      cpf: '52998224725',
      email: 'joao@escola.gov.br',
      firstName: 'João',
      lastName: 'Silva',
      password: 'segredo123',
      roleId: null,
      schoolUnitIds: [],
    });

    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/api/users');
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('abc+123');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.credentials).toBe('include');
  });

  it('sends no anti-forgery header when there is no XSRF-TOKEN cookie', async () => {
    await signIn();
    const { client, sent } = createSpiedClient();
    await listAll(client, usersResource);
    expect(sent[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('reads the cookie through an injected reader (server-side use)', async () => {
    await signIn();
    const { client, sent } = createSpiedClient({ readCookie: () => 'from-jar' });
    await listAll(client, usersResource);
    expect(sent[0]?.headers.get('X-XSRF-TOKEN')).toBe('from-jar');
  });

  it('resolves a relative base against the page and defaults to /api', async () => {
    expect(resolveApiBaseUrl()).toBe('/api');
    await signIn();
    const client = createApiClient();
    expect(client.baseUrl).toBe('/api');
    await expect(listAll(client, usersResource)).resolves.toEqual([user]);
  });

  it('accepts any 2xx status as success', async () => {
    await signIn();
    server.use(http.get(`${API}/users`, () => HttpResponse.json([user], { status: 299 })));
    const { client } = createSpiedClient();
    await expect(listAll(client, usersResource)).resolves.toEqual([user]);
  });
});

describe('stored token check before authorised calls', () => {
  const cases: [string, () => Promise<string | null>][] = [
    ['missing', async () => null],
    ['undecodable', async () => 'not-a-jwt'],
    ['expired', () => signTestToken({ exp: Math.floor(Date.now() / 1000) - 1 })],
    ['without exp', () => signTestToken({ exp: null })],
    ['missing a claim', () => signTestToken({ drop: ['cpf'] })],
  ];

  it.each(cases)(
    'token %s: not sent, SessionExpiredError, "Sessão expirada", logged out',
    async (_, make) => {
      const token = await make();
      if (token) sessionStorage.setItem('accessToken', token);
      const { client, fetchSpy } = createSpiedClient();
      const requests: string[] = [];
      const record = ({ request }: { request: Request }) => requests.push(request.url);
      server.events.on('request:start', record);

      const error = await listAll(client, usersResource).catch((caught: unknown) => caught);

      server.events.removeListener('request:start', record);
      expect(error).toBeInstanceOf(SessionExpiredError);
      expect((error as Error).message).toBe('Sessão expirada');
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(requests).toEqual([]);
      expect(notices).toEqual([toasts.sessionExpired]);
      expect($session.get().isAuthenticated).toBe(false);
      expect(sessionStorage.getItem('accessToken')).toBeNull();
    },
  );

  it('calls failing together raise "Sessão expirada" once; a later session may raise it again', async () => {
    sessionStorage.setItem(
      'accessToken',
      await signTestToken({ exp: Math.floor(Date.now() / 1000) - 1 }),
    );
    const { client } = createSpiedClient();
    const results = await Promise.allSettled([
      listAll(client, usersResource),
      listAll(client, usersResource),
      listAll(client, usersResource),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(notices).toEqual([toasts.sessionExpired]);

    // Valid for one to two seconds (at +1 the next second could begin before the check), then
    // waited out.
    const exp = Math.floor(Date.now() / 1000) + 2;
    await signIn(await signTestToken({ exp }));
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    await listAll(client, usersResource).catch(() => undefined);
    expect(notices).toEqual([toasts.sessionExpired, toasts.sessionExpired]);
  });

  it('public calls (login) are sent without a token and without Authorization', async () => {
    server.use(http.post(`${API}/auth`, () => HttpResponse.json({ accessToken: 'x.y.z' })));
    const { client, sent } = createSpiedClient();
    await client.login({ login: 'admin@lousa.dev', password: 'segredo' });
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('401', () => {
  it('logs out and sends the browser to /sign-in', async () => {
    await signIn();
    server.use(
      http.get(`${API}/users`, () =>
        HttpResponse.json({ message: serverMessages.unauthorized }, { status: 401 }),
      ),
    );
    const { client } = createSpiedClient();

    const error = await listAll(client, usersResource).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe(serverMessages.unauthorized);
    expect($session.get()).toEqual({ accessToken: null, user: null, isAuthenticated: false });
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(redirects).toEqual(['/sign-in']);
  });

  it('does not redirect when already on /sign-in (wrong credentials)', async () => {
    currentPath = '/sign-in/';
    server.use(
      http.post(`${API}/auth`, () =>
        HttpResponse.json({ message: serverMessages.invalidCredentials }, { status: 401 }),
      ),
    );
    const { client } = createSpiedClient();
    const error = await client
      .login({ login: 'admin@lousa.dev', password: 'errada' })
      .catch((caught: unknown) => caught);
    expect((error as ApiError).message).toBe(serverMessages.invalidCredentials);
    expect(redirects).toEqual([]);
  });
});

describe('other errors', () => {
  it('become an ApiError with status, the server message and field issues', async () => {
    await signIn();
    const issues = [
      { path: 'cpf', message: 'CPF inválido!' },
      { path: 'address.zipCode', message: 'CEP inválido' },
    ];
    server.use(
      http.post(`${API}/users`, () =>
        HttpResponse.json({ message: serverMessages.invalidBody, issues }, { status: 400 }),
      ),
    );
    const { client } = createSpiedClient();
    const error = (await createResource(client, usersResource, {
      cpf: '1',
      email: 'a@b.c',
      firstName: 'A',
      lastName: 'B',
      password: 'x',
      roleId: null,
      schoolUnitIds: [],
    }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe(serverMessages.invalidBody);
    expect(error.issues).toEqual(issues);
    expect(error.fieldErrors).toEqual({ cpf: 'CPF inválido!', 'address.zipCode': 'CEP inválido' });
    expect(redirects).toEqual([]);
    expect($session.get().isAuthenticated).toBe(true);
  });

  it.each([
    ['an HTML error page', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })],
    ['an empty body', () => new HttpResponse(null, { status: 500 })],
    ['JSON without message', () => HttpResponse.json({ error: 'x' }, { status: 503 })],
  ])('fall back to "Aconteceu um erro inesperado" for %s', async (_, respond) => {
    await signIn();
    server.use(http.get(`${API}/users`, respond));
    const { client } = createSpiedClient();
    const error = (await listAll(client, usersResource).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Aconteceu um erro inesperado');
    expect(error.issues).toEqual([]);
  });

  it('a read that never got an answer is an ApiError with status 0: no connection', async () => {
    await signIn();
    server.use(http.get(`${API}/users`, () => HttpResponse.error()));
    const { client } = createSpiedClient();
    const error = (await listAll(client, usersResource).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Sem conexão com o servidor.');
  });

  it('a save that never got an answer says so and that the typed data is kept', async () => {
    await signIn();
    server.use(http.patch(`${API}/users/:id`, () => HttpResponse.error()));
    const { client } = createSpiedClient();
    const error = (await updateResource(client, usersResource, user.id, {
      firstName: 'Ana',
    }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Sem conexão com o servidor. Seus dados continuam no formulário.');
    expect(errorMessage(error)).toBe(error.message);
  });

  it('a delete that never got an answer says only that there is no connection', async () => {
    await signIn();
    server.use(http.delete(`${API}/users/:id`, () => HttpResponse.error()));
    const { client } = createSpiedClient();
    const error = (await client
      .delete(`/users/${user.id}`)
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe(toasts.noConnection);
  });
});

describe('list responses', () => {
  it('a list that fails its schema yields no rows and one console report', async () => {
    await signIn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/users`, () => HttpResponse.json([{ id: 1, name: 'sem formato' }])));
    const { client } = createSpiedClient();

    await expect(listAll(client, usersResource)).resolves.toEqual([]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('GET /users');
  });

  it('a list answer that is not JSON yields no rows and one console report', async () => {
    await signIn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/users`, () => new HttpResponse('<html>', { status: 200 })));
    const { client } = createSpiedClient();
    await expect(listAll(client, usersResource)).resolves.toEqual([]);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('a valid list passes through parsed', async () => {
    await signIn();
    const { client } = createSpiedClient();
    const users = await listAll(client, usersResource);
    expect(users).toEqual([user]);
    expect(userListSchema).toBeDefined();
  });

  it('a created resource that fails its schema is an error, reported once', async () => {
    await signIn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(`${API}/users`, () => HttpResponse.json({ ok: true }, { status: 201 })));
    const { client } = createSpiedClient();
    const error = (await createResource(client, usersResource, {
      cpf: '52998224725',
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
      password: 'x',
      roleId: null,
      schoolUnitIds: [],
    }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(toasts.unexpectedError);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('getPage', () => {
  const itemSchema = userListSchema.item;

  it('sends the parameters as the query string and reads the total from X-Total-Count', async () => {
    await signIn();
    server.use(
      http.get(`${API}/users`, () =>
        HttpResponse.json([user], { headers: { 'X-Total-Count': '37' } }),
      ),
    );
    const { client, sent } = createSpiedClient();
    const page = await client.getPage(
      '/users',
      { page: '2', pageSize: '10', q: 'joão silva', sort: '-firstName' },
      itemSchema,
    );
    expect(page).toEqual({ items: [user], total: 37 });
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe('/api/users');
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({
      page: '2',
      pageSize: '10',
      q: 'joão silva',
      sort: '-firstName',
    });
  });

  it('without parameters sends no query string', async () => {
    await signIn();
    const { client, sent } = createSpiedClient();
    await client.getPage('/users', {}, itemSchema);
    expect(sent[0]?.url.search).toBe('');
  });

  it.each([
    ['has no X-Total-Count', {}],
    ['has an X-Total-Count that is not a number', { 'X-Total-Count': 'muitos' }],
  ])('takes the number of rows as the total when the answer %s', async (_, headers) => {
    await signIn();
    server.use(http.get(`${API}/users`, () => HttpResponse.json([user, user], { headers })));
    const { client } = createSpiedClient();
    await expect(client.getPage('/users', undefined, itemSchema)).resolves.toEqual({
      items: [user, user],
      total: 2,
    });
  });

  it.each([
    ['rows that fail the item schema', () => HttpResponse.json([user, { id: 1 }])],
    ['an object instead of an array', () => HttpResponse.json({ items: [user] })],
    ['an answer that is not JSON', () => new HttpResponse('<html>', { status: 200 })],
  ])('a page with %s yields no rows and one console report', async (_, respond) => {
    await signIn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${API}/users`, () => {
        const response = respond();
        response.headers.set('X-Total-Count', '50');
        return response;
      }),
    );
    const { client } = createSpiedClient();
    await expect(client.getPage('/users', { page: '1' }, itemSchema)).resolves.toEqual({
      items: [],
      total: 0,
    });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('GET /users');
  });
});

describe('get, put, patch and delete', () => {
  const itemSchema = userListSchema.item;
  const userPath = `/users/${user.id}`;

  it('get answers the parsed resource; one that fails its schema is an ApiError, reported once', async () => {
    await signIn();
    server.use(http.get(`${API}${userPath}`, () => HttpResponse.json({ ...user, extra: 1 })));
    const { client, sent } = createSpiedClient();
    await expect(client.get(userPath, itemSchema)).resolves.toEqual(user);
    expect(sent[0]).toMatchObject({ method: 'GET', body: undefined });

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}${userPath}`, () => HttpResponse.json({ id: user.id })));
    const error = await client.get(userPath, itemSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('patch sends PATCH with the JSON body and Bearer, and answers the parsed resource', async () => {
    const token = await signIn();
    const renamed = { ...user, firstName: 'Joana' };
    server.use(http.patch(`${API}${userPath}`, () => HttpResponse.json(renamed)));
    const { client, sent } = createSpiedClient();
    await expect(client.patch(userPath, { firstName: 'Joana' }, itemSchema)).resolves.toEqual(
      renamed,
    );
    expect(sent[0]?.method).toBe('PATCH');
    expect(sent[0]?.url.pathname).toBe(`/api${userPath}`);
    expect(sent[0]?.body).toEqual({ firstName: 'Joana' });
    expect(sent[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('put sends PUT with the JSON body and Bearer, and answers the parsed resource', async () => {
    const token = await signIn();
    const renamed = { ...user, lastName: 'Souza' };
    server.use(http.put(`${API}${userPath}`, () => HttpResponse.json(renamed)));
    const { client, sent } = createSpiedClient();
    await expect(client.put(userPath, { lastName: 'Souza' }, itemSchema)).resolves.toEqual(renamed);
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.url.pathname).toBe(`/api${userPath}`);
    expect(sent[0]?.body).toEqual({ lastName: 'Souza' });
    expect(sent[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('delete sends DELETE without a body and resolves on 204', async () => {
    await signIn();
    server.use(http.delete(`${API}${userPath}`, () => new HttpResponse(null, { status: 204 })));
    const { client, sent } = createSpiedClient();
    await expect(client.delete(userPath)).resolves.toBeUndefined();
    expect(sent[0]?.method).toBe('DELETE');
    expect(sent[0]?.body).toBeUndefined();
    expect(sent[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('a refused delete (409) is an ApiError with the server’s message', async () => {
    await signIn();
    const message = 'A modalidade é usada por 2 cursos e não pode ser excluída.';
    server.use(
      http.delete(`${API}${userPath}`, () => HttpResponse.json({ message }, { status: 409 })),
    );
    const { client } = createSpiedClient();
    await expect(client.delete(userPath)).rejects.toMatchObject({ status: 409, message });
  });
});
