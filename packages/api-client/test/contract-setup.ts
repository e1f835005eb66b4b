/**
 * The contract test's set-up, shared by its files: the two targets (the real server over HTTP,
 * PGlite in a temp dir with the demo data; the MSW fixtures), a cookie jar for Node's fetch, and
 * `useContract(target)`, which starts the target for a describe block and gives each case a
 * fresh client and a sign-in.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type ApiClient, createApiClient } from '../src/client.ts';
import { recordedAnswer } from '../src/mocks/recorded.ts';
import { recordedHandlers } from '../src/mocks/recorded-handlers.ts';
import { unauthorized } from '../src/mocks/scenarios.ts';
import { login, logout } from '../src/session/actions.ts';
import { configureNavigation } from '../src/session/navigation.ts';
import { startTestServer } from './test-server.ts';

/** A browser tab's cookie handling for Node's fetch: keeps Set-Cookie, sends Cookie by path. */
export function createCookieJar() {
  const cookies = new Map<string, { value: string; path: string }>();
  const fetchWithCookies: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const sent = [...cookies]
      .filter(([, cookie]) => url.pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`);
    if (sent.length > 0) headers.set('Cookie', sent.join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const path =
        attributes
          .map((part) => part.trim())
          .find((part) => /^path=/i.test(part))
          ?.slice(5) ?? '/';
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, { value, path });
    }
    return response;
  };
  return {
    fetch: fetchWithCookies,
    read: (name: string) => {
      const value = cookies.get(name)?.value;
      return value === undefined ? undefined : decodeURIComponent(value);
    },
    has: (name: string) => cookies.has(name),
  };
}

export interface Target {
  name: string;
  /**
   * Whether the target holds the API's rules (validation, duplicates, references in use). The
   * fixtures hold data, not rules (a story sets an error answer itself), so those cases run
   * against the real server only.
   */
  rules: boolean;
  start: () => Promise<Started>;
}

export interface Started {
  baseUrl: string;
  admin: { login: string; password: string };
  /** Makes GET /users refuse the token it gets (the fixtures only decode tokens, so they are told). */
  refuseTokens: () => void;
  stop: () => Promise<void>;
}

const REAL_ADMIN = { login: 'admin@contrato.test', password: 'Senha-de-contrato-1' };

export const targets: Target[] = [
  {
    name: 'the real server (@lousa/server over HTTP)',
    rules: true,
    async start() {
      const { api, stop } = await startTestServer({
        name: 'contract',
        admin: {
          email: REAL_ADMIN.login,
          password: REAL_ADMIN.password,
          cpf: '52998224725',
          firstName: 'Ana',
          lastName: 'Contrato',
        },
        demo: true,
      });
      return {
        baseUrl: api,
        admin: REAL_ADMIN,
        // The real server checks signatures: the forged token below is refused as it is.
        refuseTokens: () => undefined,
        stop,
      };
    },
  },
  {
    name: 'the MSW fixtures (the recorded answers)',
    rules: false,
    async start() {
      const baseUrl = 'http://contract.fixtures/api';
      const mock = setupServer(...recordedHandlers({ baseUrl }));
      mock.listen({ onUnhandledFrame: 'error' });
      return {
        baseUrl,
        // The recorded administrator; the mocks take any password.
        admin: {
          login: recordedAnswer<{ email: string }>('administrador', 'GET /me').email,
          password: 'Senha-de-contrato-1',
        },
        refuseTokens: () => mock.use(unauthorized('get', '/users', baseUrl)),
        stop: async () => mock.close(),
      };
    },
  },
];

/** Someone's sign-in: an e-mail (or CPF) and a password. */
export interface Credentials {
  login: string;
  password: string;
}

/** What a case of the contract works with (see `useContract`). */
export interface ContractCase extends Omit<Started, 'stop'> {
  jar: ReturnType<typeof createCookieJar>;
  client: ApiClient;
  /** Where the session sent the browser (e.g. '/sign-in'), in order. */
  redirects: string[];
  /** A client of its own (a set-up of `beforeAll`, before any case's client exists). */
  newClient: () => ApiClient;
  /** Signs in (the administrator by default) on the case's client; answers the user. */
  signIn: (who?: Credentials, client?: ApiClient) => ReturnType<typeof login>;
}

/**
 * Starts `target` for the enclosing describe block (stopped after it) and, before each case, a
 * fresh cookie jar, client and navigation (redirects recorded); after each, the session ends.
 * The returned object's fields are those of the running case.
 */
export function useContract(target: Target): ContractCase {
  const context: ContractCase = {
    baseUrl: '',
    admin: { login: '', password: '' },
    refuseTokens: () => undefined,
    jar: createCookieJar(),
    client: undefined as unknown as ApiClient,
    redirects: [],
    newClient: () => {
      const jar = createCookieJar();
      return createApiClient({ baseUrl: context.baseUrl, fetch: jar.fetch, readCookie: jar.read });
    },
    signIn: (who: Credentials = context.admin, client: ApiClient = context.client) =>
      login({ login: who.login, password: who.password }, client),
  };
  let stop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const started = await target.start();
    ({
      baseUrl: context.baseUrl,
      admin: context.admin,
      refuseTokens: context.refuseTokens,
    } = started);
    stop = started.stop;
  }, 60_000);
  afterAll(async () => stop());

  beforeEach(() => {
    context.jar = createCookieJar();
    context.client = createApiClient({
      baseUrl: context.baseUrl,
      fetch: context.jar.fetch,
      readCookie: context.jar.read,
    });
    context.redirects = [];
    configureNavigation({
      redirect: (path) => context.redirects.push(path),
      currentPath: () => '/app',
    });
  });
  afterEach(() => {
    logout();
    configureNavigation(null);
  });

  return context;
}
