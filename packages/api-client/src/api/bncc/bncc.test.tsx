import { bnccStandardsResource, serverMessages } from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../../../test/msw.ts';
import { signTestToken } from '../../../test/tokens.ts';
import { createFixtureDb, type FixtureDb } from '../../mocks/db.ts';
import { createHandlers } from '../../mocks/handlers.ts';
import { unprocessable } from '../../mocks/scenarios.ts';
import { ApiClientProvider } from '../../provider.tsx';
import { createQueryClient } from '../../query-client.ts';
import { useResourceAll } from '../../resources/hooks.ts';
import { setSession } from '../../session/store.ts';
import { checkAccessToken } from '../../session/token.ts';
import { postBnccImport, useImportBncc } from './import-bncc.ts';

let db: FixtureDb;
const server = setupMockServer();
const LIST = '/api/bncc-standards';

beforeEach(async () => {
  db = createFixtureDb();
  server.use(...createHandlers(db, { baseUrl: API }));
  const token = await signTestToken();
  const check = checkAccessToken(token);
  if (check.status !== 'valid') throw new Error('test token refused');
  setSession(token, check.user);
});

function setup() {
  const spied = createSpiedClient();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={spied.client} queryClient={queryClient}>
      {children}
    </ApiClientProvider>
  );
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
    const known = db.bnccStandards[0]!;
    const csv = csvWith(NEW_LINE, `${known.code};x;y;z;1º`);
    const result = await postBnccImport(client, { csv, dryRun: true });
    expect(sent.at(-1)).toMatchObject({ method: 'POST', body: { csv, dryRun: true } });
    expect(sent.at(-1)?.url.pathname).toBe('/api/bncc-standards/import');
    expect(result).toEqual({
      dryRun: true,
      added: [
        {
          code: 'EF09HI99',
          description: 'Descrever uma norma nova.',
          learningObject: 'História local',
          component: 'História',
          year: '9º',
        },
      ],
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
