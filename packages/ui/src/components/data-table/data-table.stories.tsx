import { MOBILE_BREAKPOINT_PX, TABLE_PAGE_SIZE_CHOICES, TABLE_SKELETON_ROWS } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ColumnDef } from './column-def';
import { DataTable } from './data-table';
import { makeSampleRows, type SampleRow, sampleColumns } from './fixtures';
import type { TableSort } from './sorting';

const meta = {
  title: 'Design System/DataTable',
  component: DataTable<SampleRow>,
  args: { columns: sampleColumns, data: [], 'aria-label': 'Usuários' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataTable<SampleRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The four pager buttons by their accessible names. Buttons hidden by CSS have no computed name,
 * so the lookup reads the `aria-label` those names come from.
 */
const pager = (canvasElement: HTMLElement) => {
  const button = (name: string) => {
    const found = canvasElement.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
    if (!found) throw new Error(`No button named ${name}`);
    return found;
  };
  return {
    first: button('Primeira página'),
    previous: button('Página anterior'),
    next: button('Próxima página'),
    last: button('Última página'),
  };
};
const tenThousandRows = makeSampleRows(10_000);

const bodyRows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1); // without the header row

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent);
    await expect(headers).toEqual(['Nome', 'Email', 'Atribuição']);
    await expect(
      canvas.getByRole('cell', { name: 'Nenhum resultado encontrado.' }),
    ).toHaveAttribute('colspan', '3');
    await expect(canvas.getByText('Mostrando 0 de 0 itens')).toBeVisible();
    await expect(canvas.getByText('Página 1 de 1')).toBeVisible();
    for (const button of Object.values(pager(canvasElement))) await expect(button).toBeDisabled();
  },
};

export const SevenRows: Story = {
  args: { data: makeSampleRows(7) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(7);
    await expect(canvas.getByText('Mostrando 7 de 7 itens')).toBeVisible();
    await expect(canvas.getByText('Página 1 de 1')).toBeVisible();
    for (const button of Object.values(pager(canvasElement))) await expect(button).toBeDisabled();
  },
};

/** 25 rows: three pages of 10; every pager button is enabled only when it can move. */
export const TwentyFiveRows: Story = {
  args: { data: makeSampleRows(25) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const { first, previous, next, last } = pager(canvasElement);
    await step('page 1', async () => {
      await expect(canvas.getByText('Mostrando 10 de 25 itens')).toBeVisible();
      await expect(canvas.getByText('Página 1 de 3')).toBeVisible();
      await expect(first).toBeDisabled();
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      await expect(last).toBeEnabled();
      await expect(canvas.getByRole('cell', { name: 'Ana Silva 1' })).toBeVisible();
    });
    await step('next page', async () => {
      await userEvent.click(next);
      await expect(canvas.getByText('Página 2 de 3')).toBeVisible();
      await expect(canvas.getByRole('cell', { name: 'Diego Lima 12' })).toBeVisible();
      await expect(first).toBeEnabled();
      await expect(previous).toBeEnabled();
    });
    await step('last page', async () => {
      await userEvent.click(last);
      await expect(canvas.getByText('Página 3 de 3')).toBeVisible();
      await expect(canvas.getByText('Mostrando 5 de 25 itens')).toBeVisible();
      await expect(bodyRows(canvasElement)).toHaveLength(5);
      await expect(next).toBeDisabled();
      await expect(last).toBeDisabled();
    });
    await step('previous and first', async () => {
      await userEvent.click(previous);
      await expect(canvas.getByText('Página 2 de 3')).toBeVisible();
      await userEvent.click(first);
      await expect(canvas.getByText('Página 1 de 3')).toBeVisible();
    });
  },
};

/** 'Linhas por página' offers 10 to 100 in steps of 10; a new size goes back to page 1. */
export const ChoosingRowsPerPage: Story = {
  args: { data: makeSampleRows(25) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(pager(canvasElement).next);
    await expect(canvas.getByText('Página 2 de 3')).toBeVisible();
    const rowsPerPage = canvas.getByRole('combobox', { name: 'Linhas por página' });
    await expect(rowsPerPage).toHaveTextContent('10');
    await userEvent.click(rowsPerPage);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual(TABLE_PAGE_SIZE_CHOICES.map(String));
    await userEvent.click(within(listbox).getByRole('option', { name: '20' }));
    await expect(canvas.getByText('Página 1 de 2')).toBeVisible();
    await expect(canvas.getByText('Mostrando 20 de 25 itens')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(20);
  },
};

/** 10,000 rows: only the current page is in the DOM. */
export const TenThousandRows: Story = {
  // Rows given in `render`, not `args`: Storybook would copy 10,000 args objects around.
  render: (args) => <DataTable {...args} data={tenThousandRows} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mostrando 10 de 10000 itens')).toBeVisible();
    await expect(canvas.getByText('Página 1 de 1000')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await userEvent.click(pager(canvasElement).last);
    await expect(canvas.getByText('Página 1000 de 1000')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Heitor Santos 10000' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Linhas por página' }));
    await userEvent.click(await screen.findByRole('option', { name: '100' }));
    await expect(canvas.getByText('Página 1 de 100')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(100);
  },
};

export const Loading: Story = {
  args: { data: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Usuários' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(TABLE_SKELETON_ROWS);
    for (const row of rows) await expect(row).toHaveAttribute('data-skeleton');
    await expect(canvas.queryByText('Nenhum resultado encontrado.')).toBeNull();
    // The footer comes with the rows: nothing to count yet, no page to go to.
    await expect(canvas.queryByText(/^Mostrando/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Próxima página' })).toBeNull();
  },
};

/** Loading while rows from before are still supplied: the skeleton wins. */
export const LoadingWithStaleRows: Story = {
  args: { data: makeSampleRows(3), isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(TABLE_SKELETON_ROWS);
  },
};

/** A table with no columns (Matrículas) still shows its empty state. */
export const NoColumns: Story = {
  args: { columns: [], data: [], 'aria-label': 'Matrículas' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('cell', { name: 'Nenhum resultado encontrado.' }),
    ).toBeVisible();
  },
};

/** Under 768 px the first and last page buttons are hidden; previous and next remain. */
export const NarrowViewport: Story = {
  args: { data: makeSampleRows(25) },
  // Storybook's toolbar shows it on a phone; the test runner renders it 375 px wide.
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { testViewport: { width: 375, height: 720 } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(window.innerWidth).toBeLessThan(MOBILE_BREAKPOINT_PX));
    const canvas = within(canvasElement);
    const { first, previous, next, last } = pager(canvasElement);
    await expect(first).not.toBeVisible();
    await expect(last).not.toBeVisible();
    await expect(previous).toBeVisible();
    await expect(next).toBeVisible();
    await userEvent.click(next);
    await expect(canvas.getByText('Página 2 de 3')).toBeVisible();
  },
};

/** From 768 px up, all four buttons show. */
export const WideViewport: Story = {
  args: { data: makeSampleRows(25) },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(MOBILE_BREAKPOINT_PX);
    const canvas = within(canvasElement);
    for (const name of ['Primeira página', 'Página anterior', 'Próxima página', 'Última página']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

const sortableColumns: readonly ColumnDef<SampleRow>[] = sampleColumns.map((column) =>
  column.id === 'role' ? column : { ...column, sortKey: column.id },
);

/**
 * A table paged and sorted "on the server": it holds only the page it was given, asks its owner
 * for another, and the owner answers `delayMs` later (meanwhile the old rows stay, busy).
 */
function ServerPagedTable({ rows, delayMs }: { rows: SampleRow[]; delayMs: number }) {
  const [wanted, setWanted] = useState<{ pageIndex: number; pageSize: number; sort?: TableSort }>({
    pageIndex: 0,
    pageSize: 10,
  });
  const [loaded, setLoaded] = useState<typeof wanted | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(wanted), loaded ? delayMs : 0);
    return () => clearTimeout(timer);
  }, [wanted, delayMs, loaded]);
  const shown = loaded ?? wanted;
  const sorted = shown.sort
    ? [...rows].sort((a, b) => {
        const key = shown.sort?.key as keyof SampleRow;
        const order = String(a[key]).localeCompare(String(b[key]), 'pt-BR', { numeric: true });
        return shown.sort?.descending ? -order : order;
      })
    : rows;
  const start = shown.pageIndex * shown.pageSize;
  return (
    <DataTable
      columns={sortableColumns}
      aria-label="Usuários"
      data={loaded ? sorted.slice(start, start + shown.pageSize) : undefined}
      isLoading={!loaded}
      isFetching={loaded !== null && loaded !== wanted}
      paging={{
        pageIndex: wanted.pageIndex,
        pageSize: wanted.pageSize,
        total: rows.length,
        onPageIndexChange: (pageIndex) => setWanted((current) => ({ ...current, pageIndex })),
        onPageSizeChange: (pageSize) =>
          setWanted((current) => ({ ...current, pageSize, pageIndex: 0 })),
      }}
      sort={wanted.sort}
      onSortChange={(sort) => setWanted((current) => ({ ...current, sort, pageIndex: 0 }))}
    />
  );
}

const serverRows = makeSampleRows(25);
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Usuários' });
const firstCell = (canvasElement: HTMLElement) =>
  within(bodyRows(canvasElement)[0] as HTMLElement).getAllByRole('cell')[0];

/**
 * Server paging: the table shows the page it is given with the total of all pages; while the
 * next page is on its way the current rows stay and the table is busy (no skeleton flash).
 */
export const ServerPaging: Story = {
  render: () => <ServerPagedTable rows={serverRows} delayMs={400} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Mostrando 10 de 25 itens')).toBeVisible();
    await expect(canvas.getByText('Página 1 de 3')).toBeVisible();
    await expect(table(canvasElement)).not.toHaveAttribute('aria-busy');
    await userEvent.click(pager(canvasElement).next);
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(firstCell(canvasElement)).toHaveTextContent('Ana Silva 1');
    await expect(canvasElement.querySelector('[data-skeleton]')).toBeNull();
    await waitFor(() => expect(firstCell(canvasElement)).toHaveTextContent('Carla Santos 11'));
    await expect(table(canvasElement)).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByText('Página 2 de 3')).toBeVisible();
    await userEvent.click(pager(canvasElement).last);
    await waitFor(() => expect(canvas.getByText('Mostrando 5 de 25 itens')).toBeVisible());
    await expect(pager(canvasElement).next).toBeDisabled();
  },
};

/**
 * Sortable headers: a button inside the header cell; click or Enter/Space cycles ascending,
 * descending and unsorted, shown by `aria-sort`. A column without a sort key is not a button.
 */
export const SortableHeaders: Story = {
  render: () => <ServerPagedTable rows={serverRows} delayMs={0} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Mostrando 10 de 25 itens');
    const nameButton = canvas.getByRole('button', { name: 'Nome' });
    const nameHeader = nameButton.closest('th') as HTMLElement;
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.queryByRole('button', { name: 'Atribuição' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Atribuição' })).not.toHaveAttribute(
      'aria-sort',
    );
    await userEvent.click(nameButton);
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'ascending'));
    const names = serverRows
      .map((row) => row.name)
      .sort((a, b) => a.localeCompare(b, 'pt-BR', { numeric: true }));
    await waitFor(() => expect(firstCell(canvasElement)).toHaveTextContent(names[0] ?? ''));
    nameButton.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(firstCell(canvasElement)).toHaveTextContent(names.at(-1) ?? ''));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'none'));
    const emailButton = canvas.getByRole('button', { name: 'Email' });
    await userEvent.click(emailButton);
    await waitFor(() =>
      expect(emailButton.closest('th')).toHaveAttribute('aria-sort', 'ascending'),
    );
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  },
};

/** `paging={false}`: every row on one screen and no footer (a form over a whole roster). */
export const NoPager: Story = {
  args: { data: makeSampleRows(22), paging: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(22);
    await expect(canvas.queryByText(/^Mostrando/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Próxima página' })).not.toBeInTheDocument();
  },
};
