import { bnccSeed, bnccStandardsResource, serverMessages, TOTAL_COUNT_HEADER } from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { hookHarness } from '../../../test/harness.tsx';
import { API, createSpiedClient, setupMockServer } from '../../../test/msw.ts';
import { signTestToken } from '../../../test/tokens.ts';
import { recordedHandlers } from '../../mocks/recorded-handlers.ts';
import { unprocessable } from '../../mocks/scenarios.ts';
import { useResourceAll } from '../../resources/hooks.ts';
import { setSession } from '../../session/store.ts';
import { checkAccessToken } from '../../session/token.ts';
import { postBnccImport, useImportBncc } from './import-bncc.ts';

const server = setupMockServer();
const LIST = '/api/bncc-standards';

const NEW_STANDARD = {
  code: 'EF09HI99',
  description: 'Descrever uma norma nova.',
  learningObject: 'História local',
  component: 'História',
  year: '9º',
};

/**
 * This test's server: the catalogue (the domain's seed) and an import whose answer is set here —
 * NEW_STANDARD added, the seed's first code existing — and which, unless a preview, puts
 * NEW_STANDARD in the catalogue. Reading a CSV is the server's rule (its tests, the contract
 * test's); here it is the answer the client gets.
 */
function catalogueServer() {
  const catalogue = bnccSeed.map((item, index) => ({ id: `bncc-${index}`, ...item }));
  return [
    http.get(`${API}${bnccStandardsResource.path}`, () =>
      HttpResponse.json(catalogue, { headers: { [TOTAL_COUNT_HEADER]: String(catalogue.length) } }),
    ),
    http.post(`${API}${bnccStandardsResource.path}/import`, async ({ request }) => {
      const { dryRun } = (await request.json()) as { dryRun: boolean };
      if (!dryRun)
        catalogue.push({ id: 'bncc-new', ...NEW_STANDARD } as (typeof catalogue)[number]);
      return HttpResponse.json({
        dryRun,
        added: [NEW_STANDARD],
        existing: [bnccSeed[0]!.code],
        errors: [],
      });
    }),
  ];
}

beforeEach(async () => {
  server.use(...catalogueServer(), ...recordedHandlers({ baseUrl: API }));
  const token = await signTestToken();
  const check = checkAccessToken(token);
  if (check.status !== 'valid') throw new Error('test token refused');
  setSession(token, check.user);
});

function setup() {
  const { queryClient, wrapper, ...spied } = hookHarness();
  const lists = () =>
    spied.sent.filter((request) => request.method === 'GET' && request.url.pathname === LIST)
      .length;
  return { ...spied, queryClient, wrapper, lists };
}

const HEADER = 'codigo;descricao;objeto_conhecimento;componente;ano';
const csvWith = (...lines: string[]) => [HEADER, ...lines].join('\n');
const NEW_LINE = 'EF09HI99;Descrever uma norma nova.;História local;História;9º';

describe('POST /bncc-standards/import', () => {
  it('sends { csv, dryRun } and parses the preview', async () => {
    const { client, sent } = createSpiedClient();
    const known = bnccSeed[0]!;
    const csv = csvWith(NEW_LINE, `${known.code};x;y;z;1º`);
    const result = await postBnccImport(client, { csv, dryRun: true });
    expect(sent.at(-1)).toMatchObject({ method: 'POST', body: { csv, dryRun: true } });
    expect(sent.at(-1)?.url.pathname).toBe('/api/bncc-standards/import');
    expect(result).toEqual({
      dryRun: true,
      added: [NEW_STANDARD],
      existing: [known.code],
      errors: [],
    });
  });
});

describe('useImportBncc', () => {
  it('a preview refreshes nothing; a real import refetches the catalogue, which then has it', async () => {
    const { wrapper, lists } = setup();
    const { result } = renderHook(
      () => ({ all: useResourceAll(bnccStandardsResource), importing: useImportBncc() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.all.isSuccess).toBe(true));
    const before = result.current.all.data?.length ?? 0;
    const csv = csvWith(NEW_LINE);
    await act(async () => {
      await result.current.importing.mutateAsync({ csv, dryRun: true });
    });
    expect(lists()).toBe(1);
    await act(async () => {
      await result.current.importing.mutateAsync({ csv, dryRun: false });
    });
    expect(lists()).toBe(2);
    await waitFor(() => expect(result.current.all.data).toHaveLength(before + 1));
    expect(result.current.all.data?.map((standard) => standard.code)).toContain('EF09HI99');
  });

  it('a refused import (422) carries the server’s message and refreshes nothing', async () => {
    server.use(
      unprocessable('post', '/bncc-standards/import', serverMessages.bnccImportHasErrors, API),
    );
    const { wrapper, lists } = setup();
    const { result } = renderHook(
      () => ({ all: useResourceAll(bnccStandardsResource), importing: useImportBncc() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.all.isSuccess).toBe(true));
    await act(async () => {
      await result.current.importing
        .mutateAsync({ csv: csvWith(NEW_LINE), dryRun: false })
        .catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.importing.error).toMatchObject({
        status: 422,
        message: serverMessages.bnccImportHasErrors,
      }),
    );
    expect(lists()).toBe(1);
  });
});
