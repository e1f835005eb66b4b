/**
 * The stories of a registry screen that its declaration makes its own: Populated (title,
 * subtitle, columns and their formats, a second page), RequiredFields, Success and Edit. What
 * every registry shares — the list states (Loading, Empty, LoadError, MalformedResponse), search,
 * sort, paging in the address, delete and its refusal — the kit's own stories check once
 * (`resource-list-page.stories.tsx`); a screen repeats one only for what it adds (a search over a
 * field of its own, a message of its own).
 * The stories run on the recorded answers (`recordedStory`, as the administrator): a screen's story
 * file passes the few things that differ (the recorded row it edits, the rows Populated adds for a
 * second page, how to fill its form, what its list shows) and keeps only what is its own:
 * `const stories = registryStories(teachingModalitiesResource, { ... });`
 * `const meta = { title: 'Telas/Cadastros/…', component: Screen, ...stories.meta } satisfies …`
 * (the title a literal: Storybook reads it statically; it names the story ids and baselines);
 * `export const Edit: Story = stories.Edit;` (a story keeps its export name, so its id).
 */
import { recordedAnswer } from '@lousa/api-client/mocks';
import type { ResourceDefinition } from '@lousa/domain';
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
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
/** A row of a recorded list (or one a story adds to it). */
type Row = Record<string, unknown>;

/** Lists load from the mocked API; a busy machine may take more than the default second. */
export const LOAD = { timeout: 5000 };

export interface RegistryStoryOptions {
  /**
   * Rows Populated adds to the recorded list (listed first, `recordedStory(role, { added })`) so
   * that it has two pages: with the recorded rows, between 11 and 20. None if the recording has
   * that many.
   */
  added?: readonly Row[];
  /** A cell of a recorded row shown on the first page: the list has loaded when it shows. */
  loaded: string;
  /** The recorded row that Edit acts on: its visible name. */
  row: string;
  addTitle: string;
  editTitle: string;
  populated: {
    /** The header cells, 'Ações' included. */
    columns: readonly string[];
    /** More checks of the first page. */
    firstPage?: Check;
    /** The text of a row's first cell: the second page's rows are checked by it. */
    firstCell: (row: Row) => string;
  };
  /** 'Salvar' on the add form: `fill` types what it needs first, `check` finds the messages. */
  required: { fill?: (dialog: Scope) => Promise<void>; check: (dialog: Scope) => Promise<void> };
  /**
   * Success: fills the required fields; `check` finds the new row. `answer` sets what the
   * server answers to the create (with `msw.use`), when the recording's echo of the body is not
   * a row the list can show (a reference sent as an id).
   */
  create: {
    fill: (dialog: Scope) => Promise<void>;
    check: Check;
    answer?: (context: StoryContext) => void;
  };
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
/**
 * The toast `title` was checked: it goes, so the screenshot is of the screen alone whatever the
 * toast's timing (a busy machine takes long enough for it to leave by itself).
 */
async function dismissToast(title: string) {
  toaster.remove();
  await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument(), LOAD);
}
const showing = (canvasElement: HTMLElement, shown: number, total = shown) =>
  expect(within(canvasElement).getByText(`Mostrando ${shown} de ${total} itens`)).toBeVisible();

/** The shared stories and the meta (route, decorators) of the registry `def`. */
export function registryStories(
  def: Pick<ResourceDefinition, 'key' | 'path' | 'page' | 'messages'>,
  options: RegistryStoryOptions,
) {
  const { page } = def;
  if (!page) throw new Error(`'${def.key}' has no list screen`);
  const added = options.added ?? [];
  const recorded = recordedStory();
  /** The recorded rows and Populated's own, as the list shows them (its own first). */
  const rows = [...added, ...recordedAnswer<Row[]>('administrador', `GET ${def.path}`)];
  if (rows.length < 11 || rows.length > 20)
    throw new Error(`'${def.key}': Populated needs 11 to 20 rows (two pages), has ${rows.length}`);
  const populatedStory = recordedStory('administrador', { added: { [def.path]: added } });
  const loaded = (canvasElement: HTMLElement) =>
    within(canvasElement).findByRole('cell', { name: options.loaded }, LOAD);
  const openAdd = async (canvasElement: HTMLElement) => {
    await loaded(canvasElement);
    return openAddDialog(canvasElement, options.addTitle);
  };
  const { populated } = options;
  const total = rows.length;
  const left = total - 10;

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
    parameters: { layout: 'fullscreen', ...recorded.parameters },
    // The context taken loosely: a meta's `beforeEach` is typed without the MSW addon's `msw`.
    beforeEach: (context: unknown) => {
      recorded.beforeEach(context);
      toaster.remove();
      return () => toaster.remove();
    },
  };

  const stories = {
    /** Title, subtitle and columns; a first page of ten, then the next. */
    Populated: {
      beforeEach: populatedStory.beforeEach,
      async play({ canvasElement }) {
        const canvas = within(canvasElement);
        await expect(canvas.getByRole('heading', { level: 1, name: page.title })).toBeVisible();
        await expect(canvas.getByText(page.subtitle)).toBeVisible();
        await loaded(canvasElement);
        await expect(columnHeaders(canvasElement)).toEqual(populated.columns);
        await expect(bodyRows(canvasElement)).toHaveLength(10);
        await showing(canvasElement, 10, total);
        await expect(canvas.getByText('Página 1 de 2')).toBeVisible();
        await expect(
          canvas.getByRole('button', { name: registryLabels.actionsFor(options.loaded) }),
        ).toBeVisible();
        await populated.firstPage?.(canvasElement);
        await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
        await waitFor(() =>
          expect(firstCells(canvasElement)).toEqual(rows.slice(10).map(populated.firstCell)),
        );
        await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
        await expect(bodyRows(canvasElement)).toHaveLength(left);
        await showing(canvasElement, left, total);
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
      beforeEach: (context: StoryContext) => options.create.answer?.(context),
      async play({ canvasElement }) {
        const dialog = await openAdd(canvasElement);
        await options.create.fill(dialog);
        await save(dialog);
        await findToast(def.messages.created);
        await dialogClosed();
        await options.create.check(canvasElement);
        await dismissToast(def.messages.created);
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
        await dismissToast(def.messages.updated);
      },
    },
  } satisfies Record<string, SharedStory>;
  return { meta, openAdd, ...stories };
}
