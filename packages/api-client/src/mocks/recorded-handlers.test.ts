import { homePath, schoolUnitsResource, TOTAL_COUNT_HEADER } from '@lousa/domain';
import { describe, expect, it } from 'vitest';
import { API, setupMockServer } from '../../test/msw.ts';
import { recordedAnswer } from './recorded.ts';
import { recordedHandlers } from './recorded-handlers.ts';
import { createStoryToken } from './story-token.ts';

const server = setupMockServer();
const auth = { Authorization: `Bearer ${createStoryToken()}` };
const call = (path: string, init: RequestInit = {}) =>
  fetch(`${API}${path}`, { ...init, headers: { ...auth, ...init.headers } });
const send = (method: string, path: string, body: unknown) =>
  call(path, {
    method,
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });

type Unit = { id: string; name: string };
const units = () => recordedAnswer<Unit[]>('administrador', `GET ${schoolUnitsResource.path}`);

describe('recordedHandlers', () => {
  it('answers a recorded call as it was recorded, for the role asked', async () => {
    server.use(...recordedHandlers({ as: 'professor', baseUrl: API }));
    const response = await call(homePath);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(recordedAnswer('professor', `GET ${homePath}`));
  });

  it('slices a recorded whole list into the page asked for, with the list total', async () => {
    server.use(...recordedHandlers({ baseUrl: API }));
    const all = units();
    const response = await call(`${schoolUnitsResource.path}?pageSize=2&page=2`);
    expect(await response.json()).toEqual(all.slice(2, 4));
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe(String(all.length));
  });

  it('answers a record of a recorded list by its id', async () => {
    server.use(...recordedHandlers({ baseUrl: API }));
    const [first] = units();
    const response = await call(`${schoolUnitsResource.path}/${first?.id}`);
    expect(await response.json()).toEqual(first);
  });

  it('keeps what a story sends: a create listed first, an update merged, a delete gone', async () => {
    server.use(...recordedHandlers({ baseUrl: API }));
    const [first, second] = units() as [Unit, Unit];
    const created = await send('POST', schoolUnitsResource.path, { name: 'Escola Nova' });
    expect(created.status).toBe(201);
    const row = (await created.json()) as Unit;
    expect(row).toMatchObject({ name: 'Escola Nova' });
    await send('PATCH', `${schoolUnitsResource.path}/${first.id}`, { name: 'Renomeada' });
    expect((await call(`${schoolUnitsResource.path}/${first.id}`, {})).status).toBe(200);
    await call(`${schoolUnitsResource.path}/${second.id}`, { method: 'DELETE' });
    const list = (await (await call(schoolUnitsResource.path)).json()) as Unit[];
    expect(list.map((unit) => unit.name)).toEqual([
      'Escola Nova',
      'Renomeada',
      ...units()
        .slice(2)
        .map((unit) => unit.name),
    ]);
  });

  it("answers a create and an update as records of the list's shape, with the values sent", async () => {
    server.use(...recordedHandlers({ baseUrl: API }));
    const [first] = units() as [Unit];
    const created = (await (
      await send('POST', schoolUnitsResource.path, { name: 'Escola Nova', password: 'x' })
    ).json()) as Unit;
    expect(Object.keys(created).sort()).toEqual(Object.keys(first).sort());
    expect(created).toMatchObject({ name: 'Escola Nova' });
    expect(created.id).not.toBe(first.id);
    const updated = (await (
      await send('PATCH', `${schoolUnitsResource.path}/${first.id}`, { name: 'Outra', extra: 1 })
    ).json()) as Unit;
    expect(updated).toEqual({ ...first, name: 'Outra' });
  });

  it('lists first the rows a story adds to a recorded list', async () => {
    server.use(
      ...recordedHandlers({
        baseUrl: API,
        added: { [schoolUnitsResource.path]: [{ id: 'u-extra', name: 'Escola Extra' }] },
      }),
    );
    const response = await call(`${schoolUnitsResource.path}?page=1&pageSize=1`);
    expect(await response.json()).toEqual([{ id: 'u-extra', name: 'Escola Extra' }]);
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe(String(units().length + 1));
  });

  it('starts again from the recording when the handlers are made again', async () => {
    server.use(...recordedHandlers({ baseUrl: API }));
    await send('POST', schoolUnitsResource.path, { name: 'Escola Nova' });
    server.resetHandlers(...recordedHandlers({ baseUrl: API }));
    expect(await (await call(schoolUnitsResource.path)).json()).toEqual(units());
  });

  it('answers 500 naming a call nobody recorded, and 401 without a token', async () => {
    server.use(...recordedHandlers({ baseUrl: API }));
    const response = await call(`${schoolUnitsResource.path}?q=inexistente`);
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toContain(
      `administrador GET ${schoolUnitsResource.path}?q=inexistente`,
    );
    expect((await fetch(`${API}${schoolUnitsResource.path}`)).status).toBe(401);
  });

  it('signs in as the recorded user of the role', async () => {
    server.use(...recordedHandlers({ as: 'secretaria', baseUrl: API }));
    const response = await fetch(`${API}/auth`, { method: 'POST', body: '{}' });
    const { accessToken } = (await response.json()) as { accessToken: string };
    const payload = JSON.parse(atob(accessToken.split('.')[1] as string)) as { email: string };
    expect(payload.email).toBe(recordedAnswer<{ email: string }>('secretaria', 'GET /me').email);
  });
});
