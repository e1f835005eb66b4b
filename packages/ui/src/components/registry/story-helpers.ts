/**
 * Helpers for registry stories: read a list page, search, sort, open a row's actions, its
 * dialogs and confirmations the way a person would (by role and name). Portalled dialogs and
 * menus live in `document.body`.
 */
import {
  emptyList,
  loadingForever,
  malformedList,
  mockUrl,
  recordedAnswer,
  serverError,
  serverErrorTimes,
} from '@lousa/api-client/mocks';
import { QUERY_RETRIES, TOTAL_COUNT_HEADER } from '@lousa/domain';
import type { StoryContext } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { leaveGuardLabels } from '../leave-guard/labels';
import { registryLabels } from './labels';

/**
 * The id of the `n`th row a story adds to a recorded list (`recordedStory(role, { added })`): a
 * UUID of its own, apart from the recording's (…-8…) and the creates' (…-9…).
 */
export const addedRowId = (n: number) =>
  `00000000-0000-7000-a000-${n.toString(16).padStart(12, '0')}`;

/** The table's body rows (without the header row). */
export const bodyRows = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('row').slice(1);

/** The texts of the header cells. */
export const columnHeaders = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

/** The texts of each body row's cells. */
export const rowTexts = (canvasElement: HTMLElement) =>
  bodyRows(canvasElement).map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );

/** The texts of the first cell of each body row (e.g. the names). */
export const firstCells = (canvasElement: HTMLElement) =>
  bodyRows(canvasElement).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** Waits for the table to hold `text` in some cell (a list loads from the mocked API). */
export const findCell = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement).findByRole('cell', { name: text });

/** The list's search box ('Buscar'). */
export const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: registryLabels.search });

/** Types `text` in the search box (emptied first); the list follows ~300 ms after. */
export async function search(canvasElement: HTMLElement, text: string) {
  const box = searchBox(canvasElement);
  await userEvent.clear(box);
  if (text) await userEvent.type(box, text);
}

/** The header cell of the column `name` (its `aria-sort`) and its sort button. */
export function sortHeader(canvasElement: HTMLElement, name: string) {
  const button = within(canvasElement).getByRole('button', { name });
  const cell = button.closest('th');
  if (!cell) throw new Error(`'${name}' is not a header button`);
  return { button, cell };
}

/** Opens the actions menu of the row named `name` and picks `action` ('Editar', 'Excluir'). */
export async function chooseRowAction(
  canvasElement: HTMLElement,
  name: string,
  action: typeof registryLabels.edit | typeof registryLabels.delete,
) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: registryLabels.actionsFor(name) }),
  );
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  await userEvent.click(within(menu).getByRole('menuitem', { name: action }));
}

/** 'Editar' on the row `name`: the edit dialog titled `title`, for `within` queries. */
export async function openEditDialog(canvasElement: HTMLElement, name: string, title: string) {
  await chooseRowAction(canvasElement, name, registryLabels.edit);
  return within(await screen.findByRole('dialog', { name: title }));
}

/** 'Excluir' on the row `name`: the confirmation 'Excluir <name>?'. */
export async function openDeleteConfirmation(canvasElement: HTMLElement, name: string) {
  await chooseRowAction(canvasElement, name, registryLabels.delete);
  return within(await screen.findByRole('alertdialog', { name: registryLabels.deleteTitle(name) }));
}

/** Clicks 'Adicionar' and returns the dialog with that title, for `within` queries. */
export async function openAddDialog(canvasElement: HTMLElement, title: string) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: registryLabels.add }),
  );
  return within(await screen.findByRole('dialog', { name: title }));
}

/**
 * `userEvent.type` options for a masked field (dates, CPF): key by key with a pause, as a person
 * types; at full speed a busy machine's masked input lost a key.
 */
export const TYPING = { delay: 25 };

/**
 * Opens the select `trigger` and picks `option`. The list closes and gives the focus back to its
 * trigger a frame later: this waits for the list to go and the focus to be back — on `trigger`,
 * or on the real select that replaced it when its code arrived (a select loads on first use) —
 * so what is typed or clicked next is not undone by that focus moving back.
 */
export async function pickOption(trigger: HTMLElement, option: string | RegExp) {
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => {
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    if (trigger.isConnected) expect(trigger).toHaveFocus();
    else expect(document.activeElement).toHaveAttribute('role', 'combobox');
  });
}

/** Picks `option` in the select labelled `label` (inside `scope`, e.g. the dialog). */
export async function chooseOption(
  scope: ReturnType<typeof within>,
  label: string | RegExp,
  option: string | RegExp,
) {
  await pickOption(scope.getByRole('combobox', { name: label }), option);
}

/** The toast titled `title`, once it has finished appearing; checks its type. */
export async function findToast(title: string, type: 'success' | 'error' = 'success') {
  const toast = await screen.findByRole('status', { name: title }, { timeout: 10_000 });
  await expect(toast).toHaveAttribute('data-type', type);
  await waitFor(() => expect(toast).toBeVisible());
  return toast;
}

/** How long a list may take to answer (or fail, its retry included) on a busy machine. */
const LOAD = { timeout: 5000 };

/** Clicks `trigger` (a link out, 'Voltar') and answers 'Descartar alterações?' with `answer`. */
async function answerLeave(
  trigger: HTMLElement,
  answer: typeof leaveGuardLabels.keepEditing | typeof leaveGuardLabels.discard,
) {
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('alertdialog', { name: leaveGuardLabels.title }, LOAD);
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
}

/**
 * Leaving a screen with unsaved changes, both answers: `leave()` (the link out) asks
 * 'Descartar alterações?'; 'Continuar editando' closes the question and `stayed` checks that the
 * screen kept what was typed; `leave()` again, 'Descartar' lets the navigation go (the caller
 * checks where it went and that nothing was sent).
 */
export async function stayThenDiscard(leave: () => HTMLElement, stayed: () => Promise<void>) {
  await answerLeave(leave(), leaveGuardLabels.keepEditing);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), LOAD);
  await stayed();
  await answerLeave(leave(), leaveGuardLabels.discard);
}

/** The table's empty state. */
const EMPTY = 'Nenhum resultado encontrado.';

interface ListStateStory {
  beforeEach: (context: StoryContext) => void;
  play: (context: StoryContext) => Promise<void>;
}

/**
 * The four list states every registry page has, for the list call at `path` (e.g. '/users'):
 * `export const Loading: Story = listStates.Loading;` and so on.
 */
export function listStateStories(path: string) {
  const emptyCell = (canvasElement: HTMLElement) =>
    within(canvasElement).findByRole('cell', { name: EMPTY });
  const stories = {
    /** While the list is on its way: five skeleton rows. */
    Loading: {
      beforeEach({ msw }) {
        msw.use(loadingForever('get', path));
      },
      async play({ canvasElement }) {
        const rows = bodyRows(canvasElement);
        await expect(rows).toHaveLength(5);
        for (const row of rows) await expect(row).toHaveAttribute('data-skeleton');
      },
    },
    /** No rows: the table's empty state. */
    Empty: {
      beforeEach({ msw }) {
        msw.use(emptyList(path));
      },
      async play({ canvasElement }) {
        await expect(await emptyCell(canvasElement)).toBeVisible();
        await expect(within(canvasElement).getByText('Mostrando 0 de 0 itens')).toBeVisible();
      },
    },
    /**
     * The server fails (its one retry too): the failure with 'Tentar novamente' in place of the
     * table — no empty state, no 'Mostrando 0 de 0 itens'.
     */
    LoadError: {
      beforeEach({ msw }) {
        msw.use(serverError('get', path));
      },
      async play({ canvasElement }) {
        const canvas = within(canvasElement);
        const alert = await canvas.findByRole('alert', {}, LOAD);
        await expect(alert).toHaveTextContent(registryLabels.loadError);
        await expect(
          within(alert).getByRole('button', { name: registryLabels.retry }),
        ).toBeEnabled();
        await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
        await expect(canvas.queryByText(EMPTY)).not.toBeInTheDocument();
        await expect(canvas.queryByText(/^Mostrando \d+ de \d+ itens$/)).not.toBeInTheDocument();
      },
    },
    /** 'Tentar novamente' after a failure (the call and its retry): the list loads. */
    LoadErrorRetry: {
      beforeEach({ msw }) {
        msw.use(serverErrorTimes('get', path, 1 + QUERY_RETRIES));
      },
      async play({ canvasElement }) {
        const canvas = within(canvasElement);
        const alert = await canvas.findByRole('alert', {}, LOAD);
        await userEvent.click(within(alert).getByRole('button', { name: registryLabels.retry }));
        // Skeleton rows while it loads again, then the rows.
        await expect(
          await canvas.findByText(/^Mostrando [1-9]\d* de \d+ itens$/, {}, LOAD),
        ).toBeVisible();
        await expect(bodyRows(canvasElement)[0]).not.toHaveAttribute('data-skeleton');
        await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
      },
    },
    /** An answer that is not the expected list shows no rows (spec §5), and no error. */
    MalformedResponse: {
      beforeEach({ msw }) {
        msw.use(malformedList(path));
      },
      async play({ canvasElement }) {
        await expect(await emptyCell(canvasElement)).toBeVisible();
        await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
      },
    },
  } satisfies Record<string, ListStateStory>;
  return stories;
}

/** `{ id, name }` of the row of `list` whose id is `id`, if any (a reference as the server lists it). */
export const refOf = (list: readonly { id: string; name: string }[], id: unknown) => {
  const found = list.find((item) => item.id === id);
  return found ? { id: found.id, name: found.name } : undefined;
};

/** Keeps only the fields that hold a value (a reference not found is left out). */
export const defined = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/**
 * What the server answers to a create or an update of a registry whose form sends its references
 * as ids (`teachingModalityId`…): the recording's echo keeps the body as sent, which the list
 * cannot show (it reads `teachingModality.name`). `completedWrites(msw, path, complete)` answers
 * POST `path` and PATCH `path/:id` with `complete(body, before)` — the row as the server returns
 * it, built by the story from recorded data — and, once something was written, serves GET `path`
 * (any recorded query: the whole list or a search) and `path/:id` from the recording with those
 * rows: a create listed first in the whole list, an update in place. `path` may name a list of a
 * record (`/classrooms/:id/teachers`): each record's list is its own recorded one. A delete is
 * left to the recording, so a story that deletes a row after a write in that list would still see
 * it. A spy added after it runs first.
 */
export function completedWrites<T extends { id: string }>(
  // Taken loosely: a story's `beforeEach` context is typed without the MSW addon's `msw`.
  context: unknown,
  path: string,
  complete: (body: Record<string, unknown>, before: T | undefined) => T,
) {
  const { msw } = context as StoryContext;
  // The list's own path, its parameters filled in (e.g. '/classrooms/<id>/teachers').
  const listPath = (params: Record<string, unknown>) =>
    path.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
  const recorded = (list: string, query = '') =>
    recordedAnswer<T[]>('administrador', `GET ${list}${query && `?${query}`}`);
  const created = new Map<string, T[]>();
  const createdIn = (list: string) => {
    if (!created.has(list)) created.set(list, []);
    return created.get(list) as T[];
  };
  const updated = new Map<string, T>();
  let lastId = 0;
  const listOf = (list: string, params: URLSearchParams) => {
    const query = new URLSearchParams(params);
    for (const name of ['page', 'pageSize']) query.delete(name);
    const rows = recorded(list, query.toString());
    return [...(query.size ? [] : createdIn(list)), ...rows].map(
      (row) => updated.get(row.id) ?? row,
    );
  };
  msw.use(
    http.post(mockUrl(path), async ({ request, params }) => {
      const row = complete((await request.json()) as Record<string, unknown>, undefined);
      const id = `00000000-0000-7000-9000-${(++lastId).toString(16).padStart(12, '0')}`;
      const rows = createdIn(listPath(params));
      rows.unshift({ ...row, id });
      return HttpResponse.json(rows[0], { status: 201 });
    }),
    http.patch(mockUrl(`${path}/:rowId`), async ({ request, params }) => {
      const id = String(params.rowId);
      const list = listPath(params);
      const before =
        updated.get(id) ??
        createdIn(list).find((row) => row.id === id) ??
        recorded(list).find((row) => row.id === id);
      const row = { ...complete((await request.json()) as Record<string, unknown>, before), id };
      updated.set(id, row);
      return HttpResponse.json(row);
    }),
    http.get(mockUrl(`${path}/:rowId`), ({ params }) => {
      const id = String(params.rowId);
      const row = updated.get(id) ?? createdIn(listPath(params)).find((item) => item.id === id);
      return row ? HttpResponse.json(row) : undefined;
    }),
    http.get(mockUrl(path), ({ request, params }) => {
      if (![...created.values()].some((rows) => rows.length) && !updated.size) return undefined;
      const search = new URL(request.url).searchParams;
      const rows = listOf(listPath(params), search);
      const page = Number(search.get('page') ?? 1);
      const size = Number(search.get('pageSize') ?? rows.length);
      return HttpResponse.json(rows.slice((page - 1) * size, page * size), {
        headers: { [TOTAL_COUNT_HEADER]: String(rows.length) },
      });
    }),
  );
}
