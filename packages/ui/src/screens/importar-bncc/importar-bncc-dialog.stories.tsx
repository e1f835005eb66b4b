import { mockUrl, recordedAnswer } from '@lousa/api-client/mocks';
import {
  type BnccCatalogueItem,
  type BnccImportResult,
  messages,
  serverMessages,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { findToast } from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { BnccImportButton } from './importar-bncc-button';

const LOAD = { timeout: 5000 };
const HEADER = 'codigo;descricao;objeto_conhecimento;componente;ano';
/** Two standards the catalogue does not hold, as the import answers them. */
const NEW_ROWS: BnccImportResult['added'] = [
  {
    code: 'EF09HI90',
    description: 'Identificar as festas populares da cidade e seus sentidos.',
    learningObject: 'Patrimônio local',
    component: 'História',
    year: '9º',
  },
  {
    code: 'EF09GE91',
    description: 'Localizar os rios que cruzam o município.',
    learningObject: 'Hidrografia local',
    component: 'Geografia',
    year: '9º',
  },
];
/** Their lines in a file. */
const NEW_STANDARDS = NEW_ROWS.map((row) =>
  [row.code, row.description, row.learningObject, row.component, row.year].join(';'),
);
/** A standard the catalogue already holds (the recorded catalogue's first). */
const known = recordedAnswer<BnccCatalogueItem[]>(
  'administrador',
  'GET /bncc-standards',
)[0] as BnccCatalogueItem;
/** The server's answer to a file of the two new standards (nothing else in it). */
const answerOf = (dryRun: boolean, existing: string[] = []): BnccImportResult => ({
  dryRun,
  added: NEW_ROWS,
  existing,
  errors: [],
});
const csvText = (lines: string[]) => [HEADER, ...lines].join('\n');
const csvFile = (lines: string[], name = 'bncc.csv') =>
  new File([csvText(lines)], name, { type: 'text/csv' });

/** The recorded answers as the administrator (who may import: 'registries.write', network-wide). */
const recorded = recordedStory('administrador');
/** The codes of the catalogue the server finds in the story's file (none unless it says). */
let existing: string[] = [];
/** The bodies POST /bncc-standards/import received. */
let sent: { csv: string; dryRun: boolean }[] = [];

const meta = {
  title: 'Telas/Pedagógico/Importar BNCC',
  component: BnccImportButton,
  decorators: [
    // A page's height: the dialog opens over a page, not over a lone button (axe tells an open
    // modal from what lies inside the page's box).
    (Story) => (
      <div className={css({ p: '6', minH: '100vh' })}>
        <Story />
      </div>
    ),
    withApi(),
  ],
  parameters: { layout: 'fullscreen', ...recorded.parameters },
  beforeEach: (context) => {
    // A meta's context is typed without the MSW addon's `msw`: taken as the story's.
    recorded.beforeEach(context);
    sent = [];
    existing = [];
    // Notes each body and answers as the server does for a file of the two new standards (a
    // story's own answer comes first). The recorded handlers would only echo the body.
    context.msw.use(
      http.post(mockUrl('/bncc-standards/import'), async ({ request }) => {
        const body = (await request.clone().json()) as { csv: string; dryRun: boolean };
        sent.push(body);
        return HttpResponse.json(answerOf(body.dryRun, existing));
      }),
    );
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof BnccImportButton>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

/** Opens 'Importar BNCC' and waits for its form. */
async function openDialog(canvasElement: HTMLElement): Promise<Scope> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Importar BNCC' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Importar BNCC' }, LOAD));
  await dialog.findByLabelText('Arquivo CSV', {}, LOAD);
  return dialog;
}
const choose = async (dialog: Scope, file: File) =>
  userEvent.upload(dialog.getByLabelText('Arquivo CSV'), file);
const previewButton = (dialog: Scope) => dialog.getByRole('button', { name: 'Pré-visualizar' });
const importButton = (dialog: Scope) => dialog.getByRole('button', { name: 'Importar' });
/** Chooses the file and previews it; resolves once the preview is shown. */
async function preview(dialog: Scope, file: File, summary: string) {
  await choose(dialog, file);
  await waitFor(() => expect(previewButton(dialog)).toBeEnabled());
  await userEvent.click(previewButton(dialog));
  await expect(await dialog.findByText(summary, {}, LOAD)).toBeVisible();
}

/**
 * A file with two new standards and one already in the catalogue: 'Pré-visualizar' sends it as
 * a preview and shows the two to add (code, component, year, description) and the code left as
 * it is; 'Importar' is enabled. The file's format is told under the field.
 */
export const PreviewWithRowsToAdd: Story = {
  beforeEach() {
    // The file holds a standard of the catalogue too: the server leaves it as it is.
    existing = [known.code];
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(
      dialog.getByText(/codigo;descricao;objeto_conhecimento;componente;ano/),
    ).toBeVisible();
    await expect(importButton(dialog)).toBeDisabled();
    const lines = [...NEW_STANDARDS, `${known.code};${known.description};x;y;1º`];
    await preview(dialog, csvFile(lines), '2 normas serão adicionadas.');
    await expect(sent).toEqual([{ csv: [HEADER, ...lines].join('\n'), dryRun: true }]);
    // The answer takes the focus (the button pressed was busy meanwhile).
    await expect(dialog.getByText('2 normas serão adicionadas.')).toHaveFocus();
    const table = dialog.getByRole('table', { name: 'Normas a adicionar' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    await expect(rows).toEqual([
      ['EF09HI90', 'História', '9º', 'Identificar as festas populares da cidade e seus sentidos.'],
      ['EF09GE91', 'Geografia', '9º', 'Localizar os rios que cruzam o município.'],
    ]);
    const existing = dialog.getByRole('list', { name: /Já estão no catálogo/ });
    await expect(
      within(existing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([known.code]);
    await expect(dialog.queryByRole('list', { name: 'Linhas com erro' })).toBeNull();
    await expect(importButton(dialog)).toBeEnabled();
  },
};

const withErrors: BnccImportResult = {
  dryRun: true,
  added: [
    {
      code: 'EF09HI90',
      description: 'Identificar as festas populares da cidade e seus sentidos.',
      learningObject: 'Patrimônio local',
      component: 'História',
      year: '9º',
    },
  ],
  existing: [],
  errors: [
    { line: 3, message: serverMessages.bnccCodeInvalid('XX01') },
    { line: 4, message: serverMessages.bnccLineColumns },
  ],
};

/**
 * The server finds bad lines: each is listed as 'Linha N: <mensagem>', in red, and 'Importar'
 * stays disabled (a file with errors imports nothing).
 */
export const PreviewWithLineErrors: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(mockUrl('/bncc-standards/import'), () => HttpResponse.json(withErrors)));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await preview(
      dialog,
      csvFile([NEW_STANDARDS[0] as string, 'XX01;a;b;c;1º', 'EF09HI91;só duas colunas']),
      '1 norma será adicionada.',
    );
    const errors = dialog.getByRole('list', { name: 'Linhas com erro' });
    await expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Linha 3: ${serverMessages.bnccCodeInvalid('XX01')}`,
      `Linha 4: ${serverMessages.bnccLineColumns}`,
    ]);
    const [r = 0, g = 0, b = 0] = (getComputedStyle(errors).color.match(/\d+/g) ?? []).map(Number);
    await expect(r).toBeGreaterThan(g + 60);
    await expect(r).toBeGreaterThan(b + 60);
    await expect(importButton(dialog)).toBeDisabled();
  },
};

/**
 * Previewed, then 'Importar': the file is sent for real, '2 normas BNCC importadas com
 * sucesso!', the dialog closes (focus back on its button) and the catalogue has them.
 */
export const SuccessfulImport: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await preview(dialog, csvFile(NEW_STANDARDS), '2 normas serão adicionadas.');
    await userEvent.click(importButton(dialog));
    await findToast(toasts.bnccImported(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    // The preview, then the import the server refused.
    await expect(sent.map((body) => body.dryRun)).toEqual([true, false]);
    // What is imported is the file that was previewed.
    await expect(sent.map((body) => body.csv)).toEqual([
      csvText(NEW_STANDARDS),
      csvText(NEW_STANDARDS),
    ]);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Importar BNCC' })).toHaveFocus(),
    );
  },
};

/**
 * The server refuses the import (422: lines with errors): its message is shown in the dialog,
 * which stays open; nothing was added.
 */
export const ServerRefusal: Story = {
  beforeEach({ msw }) {
    // The preview is answered as usual; the import itself is refused.
    msw.use(
      http.post(mockUrl('/bncc-standards/import'), async ({ request }) => {
        const body = (await request.clone().json()) as { csv: string; dryRun: boolean };
        if (body.dryRun !== false) return undefined;
        sent.push(body);
        return HttpResponse.json({ message: serverMessages.bnccImportHasErrors }, { status: 422 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await preview(dialog, csvFile(NEW_STANDARDS), '2 normas serão adicionadas.');
    await userEvent.click(importButton(dialog));
    const alert = await dialog.findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent(serverMessages.bnccImportHasErrors);
    await expect(alert).toHaveFocus();
    await expect(screen.getByRole('dialog', { name: 'Importar BNCC' })).toBeVisible();
    // The preview, then the import the server refused.
    await expect(sent.map((body) => body.dryRun)).toEqual([true, false]);
  },
};

/**
 * 'Pré-visualizar' without a file says to choose one (nothing is sent); a file chosen after a
 * preview drops the preview, so what is imported is always what was previewed.
 */
export const FileRequiredAndChanged: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);
    await step('no file', async () => {
      await userEvent.click(previewButton(dialog));
      await expect(await dialog.findByText(messages.bnccFileRequired)).toBeVisible();
      await expect(dialog.getByLabelText('Arquivo CSV')).toHaveAttribute('aria-invalid', 'true');
      await expect(sent).toEqual([]);
    });
    await step('another file after a preview', async () => {
      await preview(dialog, csvFile(NEW_STANDARDS), '2 normas serão adicionadas.');
      await expect(dialog.queryByText(messages.bnccFileRequired)).toBeNull();
      await choose(dialog, csvFile([NEW_STANDARDS[0] as string], 'outro.csv'));
      await waitFor(() => expect(dialog.queryByText('2 normas serão adicionadas.')).toBeNull());
      await expect(importButton(dialog)).toBeDisabled();
    });
  },
};
