/**
 * The stories of a registry screen that its declaration makes its own: Populated (title,
 * subtitle, columns and their formats, a second page), RequiredFields, Success and Edit. What
 * every registry shares — the list states (Loading, Empty, LoadError, MalformedResponse), search,
 * sort, paging in the address, delete and its refusal — the kit's own stories check once
 * (`resource-list-page.stories.tsx`); a screen repeats one only for what it adds (a search over a
 * field of its own, a message of its own).
 * A screen's story file passes the few things that differ (the fixture row it edits, how to fill
 * its form, what its list shows) and keeps only what is its own:
 * `const stories = registryStories(teachingModalitiesResource, { ... });`
 * `const meta = { title: 'Telas/Cadastros/…', component: Screen, ...stories.meta } satisfies …`
 * (the title a literal: Storybook reads it statically; it names the story ids and baselines);
 * `export const Edit: Story = stories.Edit;` (a story keeps its export name, so its id).
 */
import { createFixtureDb, createHandlers, type FixtureDb } from '@lousa/api-client/mocks';
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
  openAddDialog,
  openEditDialog,
} from './story-helpers';

/** A dialog or the canvas, for `within` queries. */
export type Scope = ReturnType<typeof within>;
type Check = (canvasElement: HTMLElement) => Promise<void>;

/** Lists load from the fixture API; a busy machine may take more than the default second. */
export const LOAD = { timeout: 5000 };

export interface RegistryStoryOptions {
  /** Rows added to the fixture database for Populated (a second page). */
  seed: (db: FixtureDb) => void;
  /** A cell of the fixture's first row: the list has loaded when it shows. */
  loaded: string;
  /** The fixture row that Edit acts on: its visible name. */
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
  /** 'Salvar' on the add form: `fill` types what it needs first, `check` finds the messages. */
  required: { fill?: (dialog: Scope) => Promise<void>; check: (dialog: Scope) => Promise<void> };
  /** Success: fills the required fields; `check` finds the new row. */
  create: { fill: (dialog: Scope) => Promise<void>; check: Check };
  /**
   * Edit: `change` checks the filled-in form and changes it; `check` finds the changed row. A
   * `renamed` row is checked by the kit: the new name shown, the old gone, focus on its actions.
   */
  edit: { change: (dialog: Scope) => Promise<void>; check?: Check; renamed?: string };
}

interface SharedStory {
  beforeEach?: (context: StoryContext) => void;
  play: (context: StoryContext) => Promise<void>;
}

const save = (dialog: Scope) =>
  userEvent.click(dialog.getByRole('button', { name: registryLabels.save }));
const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
const showing = (canvasElement: HTMLElement, shown: number, total = shown) =>
  expect(within(canvasElement).getByText(`Mostrando ${shown} de ${total} itens`)).toBeVisible();

/** The shared stories and the meta (route, decorators) of the registry `def`. */
export function registryStories(
  def: Pick<ResourceDefinition, 'key' | 'path' | 'page' | 'messages'>,
  options: RegistryStoryOptions,
) {
  const { page } = def;
  if (!page) throw new Error(`'${def.key}' has no list screen`);
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
  } satisfies Record<string, SharedStory>;
  return { meta, seeded, openAdd, ...stories };
}
