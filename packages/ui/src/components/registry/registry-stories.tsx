/**
 * The stories every registry shares, from its declaration: the list states (Loading, Empty,
 * LoadError, MalformedResponse), Populated, Search, Sort, RequiredFields, Success, Edit, Delete
 * and DeleteRefused. A screen's story file passes the few things that differ (the fixture row
 * it edits and deletes, how to fill its form, what its list shows) and keeps only what is its own:
 * `const stories = registryStories(teachingModalitiesResource, { ... });`
 * `const meta = { title: 'Telas/Cadastros/…', component: Screen, ...stories.meta } satisfies …`
 * (the title a literal: Storybook reads it statically; it names the story ids and baselines);
 * `export const Search: Story = stories.Search;` (a story keeps its export name, so its id).
 */
import { conflict, createFixtureDb, createHandlers, type FixtureDb } from '@lousa/api-client/mocks';
import type { ResourceDefinition } from '@lousa/domain';
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import { toaster } from '../toaster';
import { registryLabels } from './labels';
import {
  bodyRows,
  columnHeaders,
  findCell,
  findToast,
  firstCells,
  listStateStories,
  openAddDialog,
  openDeleteConfirmation,
  openEditDialog,
  search,
  searchBox,
  sortHeader,
} from './story-helpers';

/** A dialog or the canvas, for `within` queries. */
export type Scope = ReturnType<typeof within>;
type Check = (canvasElement: HTMLElement) => Promise<void>;

/** Lists load from the fixture API; a busy machine may take more than the default second. */
export const LOAD = { timeout: 5000 };

/** One click (or Enter) on a sortable header and what the list shows after it. */
export interface SortStep {
  column: string;
  /** The column's `aria-sort` after the click. */
  sort: 'ascending' | 'descending' | 'none';
  /** The first cells of the first rows after it (as many as given). */
  first?: readonly string[];
  /** Another column whose order the click cleared (`aria-sort="none"`). */
  cleared?: string;
  /** Presses Enter on the focused header instead of clicking it. */
  keyboard?: boolean;
}

export interface RegistryStoryOptions {
  /** Rows added to the fixture database for Populated, Search and Sort (a second page). */
  seed: (db: FixtureDb) => void;
  /** A cell of the fixture's first row: the list has loaded when it shows. */
  loaded: string;
  /** Rows of the fixture's list without `seed`. */
  total: number;
  /** The fixture row that Edit, Delete and DeleteRefused act on: its visible name. */
  row: string;
  addTitle: string;
  editTitle: string;
  populated: {
    /** The header cells, 'Ações' included. */
    columns: readonly string[];
    /** Rows with `seed` (between 11 and 20: two pages). */
    total: number;
    /** More checks of the first page. */
    firstPage?: Check;
    /** The first cells of the second page. */
    nextPage: readonly string[];
  };
  search: {
    query: string;
    count: number;
    /** What the narrowed list shows. */
    check: Check;
    /** A query nothing matches. */
    none: string;
  };
  sort: readonly SortStep[];
  /** 'Salvar' on the add form: `fill` types what it needs first, `check` finds the messages. */
  required: { fill?: (dialog: Scope) => Promise<void>; check: (dialog: Scope) => Promise<void> };
  /** Success: fills the required fields; `check` finds the new row. */
  create: { fill: (dialog: Scope) => Promise<void>; check: Check };
  /**
   * Edit: `change` checks the filled-in form and changes it; `check` finds the changed row. A
   * `renamed` row is checked by the kit: the new name shown, the old gone, focus on its actions.
   */
  edit: { change: (dialog: Scope) => Promise<void>; check?: Check; renamed?: string };
  /** The server's 409 when `row` is in use (no DeleteRefused without it). */
  inUse?: string;
}

interface SharedStory {
  beforeEach?: (context: StoryContext) => void;
  play: (context: StoryContext) => Promise<void>;
}

const save = (dialog: Scope) =>
  userEvent.click(dialog.getByRole('button', { name: registryLabels.save }));
const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
const confirmationClosed = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
const showing = (canvasElement: HTMLElement, shown: number, total = shown) =>
  expect(within(canvasElement).getByText(`Mostrando ${shown} de ${total} itens`)).toBeVisible();

/** The shared stories and the meta (route, decorators) of the registry `def`. */
export function registryStories(
  def: Pick<ResourceDefinition, 'key' | 'path' | 'page' | 'messages'>,
  options: RegistryStoryOptions,
) {
  const { page } = def;
  if (!page) throw new Error(`'${def.key}' has no list screen`);
  const itemPath = `${def.path}/:id`;
  const seeded = ({ msw }: StoryContext) => {
    const db = createFixtureDb();
    options.seed(db);
    msw.use(...createHandlers(db));
  };
  const loaded = (canvasElement: HTMLElement) =>
    within(canvasElement).findByRole('cell', { name: options.loaded }, LOAD);
  const openAdd = async (canvasElement: HTMLElement) => {
    await loaded(canvasElement);
    return openAddDialog(canvasElement, options.addTitle);
  };
  const { populated } = options;
  const left = populated.total - 10;

  const decorators: Decorator[] = [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter(`/${page.slug}`),
  ];
  // No title: Storybook reads a story file's title statically, so the screen's file writes it.
  const meta = {
    decorators,
    parameters: { layout: 'fullscreen' },
    beforeEach: () => {
      toaster.remove();
      return () => toaster.remove();
    },
  };

  const stories = {
    ...listStateStories(def.path),

    /** Title, subtitle and columns; a first page of ten, then the next. */
    Populated: {
      beforeEach: seeded,
      async play({ canvasElement }) {
        const canvas = within(canvasElement);
        await expect(canvas.getByRole('heading', { level: 1, name: page.title })).toBeVisible();
        await expect(canvas.getByText(page.subtitle)).toBeVisible();
        await loaded(canvasElement);
        await expect(columnHeaders(canvasElement)).toEqual(populated.columns);
        await expect(bodyRows(canvasElement)).toHaveLength(10);
        await showing(canvasElement, 10, populated.total);
        await expect(canvas.getByText('Página 1 de 2')).toBeVisible();
        await expect(
          canvas.getByRole('button', { name: registryLabels.actionsFor(options.loaded) }),
        ).toBeVisible();
        await populated.firstPage?.(canvasElement);
        await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
        await waitFor(() => expect(firstCells(canvasElement)).toEqual(populated.nextPage));
        await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
        await expect(bodyRows(canvasElement)).toHaveLength(left);
        await showing(canvasElement, left, populated.total);
      },
    },

    /** A search narrows the rows (accents and case aside); one with no match is empty. */
    Search: {
      beforeEach: seeded,
      async play({ canvasElement }) {
        const canvas = within(canvasElement);
        await loaded(canvasElement);
        await expect(searchBox(canvasElement)).toHaveAttribute('placeholder', 'Buscar…');
        await search(canvasElement, options.search.query);
        const count = `Mostrando ${options.search.count} de ${options.search.count} itens`;
        await expect(await canvas.findByText(count, {}, LOAD)).toBeVisible();
        await options.search.check(canvasElement);
        await search(canvasElement, options.search.none);
        await expect(
          await canvas.findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
        ).toBeVisible();
        await showing(canvasElement, 0);
      },
    },

    /** Sortable headers: each click (or Enter) and the `aria-sort` and order it gives. */
    Sort: {
      beforeEach: seeded,
      async play({ canvasElement }) {
        await loaded(canvasElement);
        const [firstStep] = options.sort;
        if (firstStep) {
          await expect(sortHeader(canvasElement, firstStep.column).cell).toHaveAttribute(
            'aria-sort',
            'none',
          );
        }
        for (const step of options.sort) {
          const { button, cell } = sortHeader(canvasElement, step.column);
          if (step.keyboard) {
            button.focus();
            await userEvent.keyboard('{Enter}');
          } else {
            await userEvent.click(button);
          }
          await waitFor(() => expect(cell).toHaveAttribute('aria-sort', step.sort));
          if (step.cleared) {
            await expect(sortHeader(canvasElement, step.cleared).cell).toHaveAttribute(
              'aria-sort',
              'none',
            );
          }
          const first = step.first;
          if (first) {
            await waitFor(() =>
              expect(firstCells(canvasElement).slice(0, first.length)).toEqual(first),
            );
          }
        }
      },
    },

    /** 'Salvar' without the required fields: their messages; the dialog stays. */
    RequiredFields: {
      async play({ canvasElement }) {
        const dialog = await openAdd(canvasElement);
        await options.required.fill?.(dialog);
        await save(dialog);
        await options.required.check(dialog);
        await expect(screen.getByRole('dialog', { name: options.addTitle })).toBeVisible();
      },
    },

    /** The required fields filled and saved: the toast, the dialog closes, the row is listed. */
    Success: {
      async play({ canvasElement }) {
        const dialog = await openAdd(canvasElement);
        await options.create.fill(dialog);
        await save(dialog);
        await findToast(def.messages.created);
        await dialogClosed();
        await options.create.check(canvasElement);
      },
    },

    /** 'Editar' on the row: the form filled in; saving shows the toast, closes, the row changes. */
    Edit: {
      async play({ canvasElement }) {
        const dialog = await openEditDialog(canvasElement, options.row, options.editTitle);
        await options.edit.change(dialog);
        await save(dialog);
        await findToast(def.messages.updated);
        await dialogClosed();
        const renamed = options.edit.renamed;
        if (renamed) {
          const canvas = within(canvasElement);
          await expect(await findCell(canvasElement, renamed)).toBeVisible();
          await expect(canvas.queryByRole('cell', { name: options.row })).not.toBeInTheDocument();
          // Focus returns to the row's actions button.
          await waitFor(() =>
            expect(
              canvas.getByRole('button', { name: registryLabels.actionsFor(renamed) }),
            ).toHaveFocus(),
          );
        }
        await options.edit.check?.(canvasElement);
      },
    },

    /** 'Excluir <name>?' confirmed: the toast, and the row is gone. */
    Delete: {
      async play({ canvasElement }) {
        const confirmation = await openDeleteConfirmation(canvasElement, options.row);
        await expect(
          confirmation.getByRole('button', { name: registryLabels.cancel }),
        ).toBeEnabled();
        await userEvent.click(confirmation.getByRole('button', { name: registryLabels.delete }));
        await findToast(def.messages.deleted);
        await confirmationClosed();
        await waitFor(() =>
          expect(
            within(canvasElement).queryByRole('cell', { name: options.row }),
          ).not.toBeInTheDocument(),
        );
        await showing(canvasElement, options.total - 1);
      },
    },

    /** The row in use: the server's 409 message in an error toast; the row stays. */
    DeleteRefused: {
      beforeEach({ msw }) {
        msw.use(conflict('delete', itemPath, options.inUse ?? ''));
      },
      async play({ canvasElement }) {
        const confirmation = await openDeleteConfirmation(canvasElement, options.row);
        await userEvent.click(confirmation.getByRole('button', { name: registryLabels.delete }));
        await findToast(options.inUse ?? '', 'error');
        await confirmationClosed();
        await expect(await findCell(canvasElement, options.row)).toBeVisible();
        await showing(canvasElement, options.total);
      },
    },
  } satisfies Record<string, SharedStory>;
  return { meta, seeded, openAdd, ...stories };
}
