/** Client-side paging arithmetic of the data table. Pages are 0-based inside, 1-based on screen. */

/** How many pages `total` rows fill; at least 1, so an empty table still reads 'Página 1 de 1'. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** `pageIndex` kept inside the pages that exist (the data may have shrunk since). */
export function clampPageIndex(pageIndex: number, pageCount: number): number {
  return Math.min(Math.max(0, pageIndex), pageCount - 1);
}

/** The rows of one page. */
export function pageRows<T>(rows: readonly T[], pageIndex: number, pageSize: number): readonly T[] {
  const start = pageIndex * pageSize;
  return rows.slice(start, start + pageSize);
}
