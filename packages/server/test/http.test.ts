import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { signAccessToken } from '../src/auth/access-token.ts';
import { loadSecrets } from '../src/auth/secrets.ts';
import type { Database } from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import type { RunningServer } from '../src/server.ts';
import { useSchool } from './builders.ts';
import { ADMIN, FAST, TEST_JWT_SECRET, TestClient } from './helpers.ts';

let server: RunningServer;
let api: TestClient;
const logs: string[] = [];
const school = useSchool({ logs });

beforeAll(() => {
  ({ server, admin: api } = school);
});

const validUser = {
  cpf: '390.533.447-05',
  email: 'http@escola.test',
  firstName: 'Http',
  lastName: 'Teste',
  password: 'segredo-123',
};

/** Sends raw bytes with node:http (to control Content-Length and chunking). */
function rawPost(
  path: string,
  chunks: Buffer[],
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    const url = new URL(path, server.url);
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { authorization: `Bearer ${api.token}`, ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', fail);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('security headers', () => {
  it('are on every answer: success, 401, 404 and health', async () => {
    const answers = [
      await api.get('/api/users'),
      await new TestClient(server.url).get('/api/users'),
      await api.get('/api/nada'),
      await api.get('/api/health'),
    ];
    for (const answer of answers) {
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;| )/);
      expect(csp).not.toContain("unsafe-inline'; script");
      expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain(
        'unsafe-inline',
      );
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('same-origin');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('request plumbing', () => {
  it('answers JSON 404 for an unknown API route', async () => {
    const answer = await api.get('/api/nada/aqui');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Recurso não encontrado.' });
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const answer = await api.request('DELETE', '/api/users');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, POST');
    expect(answer.body).toEqual({ message: 'Método não permitido.' });
    expect((await api.request('PUT', '/api/students')).status).toBe(405);
  });

  it('answers 400 for malformed JSON, without a stack trace', async () => {
    for (const body of ['{', '{"cpf": }', 'nulo', '', '[1,2', '{"a":1}}']) {
      const answer = await api.request('POST', '/api/users', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status, body).toBe(400);
      expect(answer.body, body).toEqual({ message: 'Corpo da requisição inválido.' });
    }
  });

  it('answers 400 with issues for JSON that is not an object', async () => {
    for (const json of [null, 42, 'texto', [], true]) {
      const answer = await api.post('/api/teaching-modalities', json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body).toMatchObject({ message: 'Corpo da requisição inválido.' });
    }
  });

  it('answers 415 for a body that is not JSON', async () => {
    const cases: [string | undefined, string][] = [
      ['text/plain', JSON.stringify(validUser)],
      ['application/x-www-form-urlencoded', 'cpf=1&email=a'],
      ['multipart/form-data; boundary=x', '--x--'],
      [undefined, JSON.stringify(validUser)],
    ];
    for (const [type, body] of cases) {
      const answer = await api.request('POST', '/api/users', {
        body,
        headers: type ? { 'content-type': type } : {},
      });
      expect(answer.status, String(type)).toBe(415);
      expect(answer.body).toEqual({ message: 'Tipo de conteúdo não suportado.' });
    }
  });

  it('accepts application/json with a charset', async () => {
    const answer = await api.request('POST', '/api/teaching-modalities', {
      body: JSON.stringify({ name: 'Educação Especial' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(answer.status).toBe(201);
  });

  it('answers 413 for a body over 100 KB, with or without Content-Length', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(150 * 1024) });
    const declared = await api.request('POST', '/api/teaching-modalities', {
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ message: 'Requisição muito grande.' });

    const chunked = await rawPost(
      '/api/teaching-modalities',
      Array.from({ length: 20 }, () => Buffer.from('x'.repeat(8 * 1024))),
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    );
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ message: 'Requisição muito grande.' });
  });

  it('answers 400, not 500, for a NUL character, deep nesting or invalid UTF-8', async () => {
    const nul = await api.post('/api/teaching-modalities', { name: 'Ensino\u0000Médio' });
    expect(nul.status).toBe(400);
    const deep = await api.request('POST', '/api/teaching-modalities', {
      body: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(deep.status).toBe(400);
    const invalidUtf8 = await rawPost(
      '/api/teaching-modalities',
      [Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')],
      { 'content-type': 'application/json' },
    );
    expect(invalidUtf8.status).toBeLessThan(500);
  });

  it('never answers 500 to malformed cookies, headers or path parameters', async () => {
    const odd = new TestClient(server.url);
    const cases: [string, Record<string, string>][] = [
      ['/api/health', { cookie: 'XSRF-TOKEN=%E0%A4%A; lousa_refresh=%%%' }],
      ['/api/users', { authorization: 'Bearer %E0%A4%A' }],
      ['/api/users', { authorization: `Bearer ${'a'.repeat(5000)}` }],
      ['/api/users', { authorization: 'Bearer a.b' }],
      ['/api/courses/school-unit/%E0%A4%A', { authorization: `Bearer ${api.token}` }],
      ['/api/courses/school-unit/%00', { authorization: `Bearer ${api.token}` }],
    ];
    for (const [path, headers] of cases) {
      const answer = await odd.request('GET', path, { headers, auth: false });
      expect(answer.status, path).toBeLessThan(500);
    }
    const refresh = await odd.request('POST', '/api/auth/refresh-token', {
      headers: { cookie: 'XSRF-TOKEN=a.b; lousa_refresh=%%%', 'x-xsrf-token': 'a.b' },
    });
    expect(refresh.status).toBe(403);
  });

  it('logged nothing during these calls (no error, no request data)', () => {
    expect(logs.filter((line) => line.includes('erro interno'))).toEqual([]);
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a generic pt-BR message and log no CPF or password', async () => {
    const secret = 'Senha-Que-Nao-Pode-Vazar-9';
    const cpf = '39053344705';
    // A database whose every call fails the way drizzle does: the message quotes the parameters.
    const failure = Object.assign(
      new Error(`Failed query: insert into "users" params: ${cpf},${secret}`),
      { cause: Object.assign(new Error(`detail ${cpf}`), { code: 'XX000' }) },
    );
    const db = new Proxy(
      {},
      {
        get() {
          throw failure;
        },
      },
    ) as Database;
    const env = loadEnv({
      LOUSA_DATA_DIR: school.store.dataDir,
      LOUSA_JWT_SECRET: TEST_JWT_SECRET,
    });
    const secrets = loadSecrets({ jwtSecret: TEST_JWT_SECRET, dataDir: school.store.dataDir });
    const logged: string[] = [];
    const app = createApp({ db, env, secrets, testing: FAST, logError: (l) => logged.push(l) });
    const token = await signAccessToken(secrets.jwtKey, {
      id: '0190a0a0-0000-7000-8000-000000000000',
      firstName: ADMIN.firstName,
      lastName: ADMIN.lastName,
      email: ADMIN.email,
      cpf: ADMIN.cpf,
      role: null,
    });
    const response = await app.request('/api/users', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...validUser, cpf, password: secret }),
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Erro interno do servidor.' });
    expect(text).not.toContain('at ');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('SQLSTATE XX000');
    expect(logged[0]).not.toContain(cpf);
    expect(logged[0]).not.toContain(secret);
    expect(logged[0]).not.toContain('390.533');
  });
});
