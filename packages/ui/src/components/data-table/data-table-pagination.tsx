import { TABLE_PAGE_SIZE_CHOICES } from '@lousa/domain';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from 'lucide-react';
import { IconButton } from '../icon-button';
import { DeferredSelectField } from '../select/deferred-select-field';
import type { dataTableStyles } from './data-table.recipe';
import { dataTableLabels as labels } from './labels';
import type { Pagination } from './use-pagination';

const pageSizeItems = TABLE_PAGE_SIZE_CHOICES.map((size) => ({
  value: String(size),
  label: String(size),
}));

export interface DataTablePaginationProps {
  pagination: Pagination;
  shown: number;
  total: number;
  styles: ReturnType<typeof dataTableStyles>;
}

/** 'Mostrando X de Y itens', rows per page, 'Página N de M' and the four pager buttons. */
export function DataTablePagination({
  pagination: p,
  shown,
  total,
  styles,
}: DataTablePaginationProps) {
  const canPrevious = p.canPrevious;
  const canNext = p.canNext;
  return (
    <div className={styles.footer}>
      <p className={styles.summary}>{labels.showing(shown, total)}</p>
      <div className={styles.controls}>
        <DeferredSelectField
          className={styles.pageSize}
          size="sm"
          label={labels.rowsPerPage}
          items={pageSizeItems}
          value={String(p.pageSize)}
          onValueChange={(value) => p.setPageSize(Number(value))}
        />
        <p className={styles.pageText}>{labels.page(p.pageIndex + 1, p.pageCount)}</p>
        <div className={styles.pager}>
          <IconButton
            className={styles.pagerEdge}
            variant="outline"
            size="sm"
            aria-label={labels.firstPage}
            disabled={!canPrevious}
            onClick={p.first}
          >
            <ChevronsLeftIcon aria-hidden />
          </IconButton>
          <IconButton
            variant="outline"
            size="sm"
            aria-label={labels.previousPage}
            disabled={!canPrevious}
            onClick={p.previous}
          >
            <ChevronLeftIcon aria-hidden />
          </IconButton>
          <IconButton
            variant="outline"
            size="sm"
            aria-label={labels.nextPage}
            disabled={!canNext}
            onClick={p.next}
          >
            <ChevronRightIcon aria-hidden />
          </IconButton>
          <IconButton
            className={styles.pagerEdge}
            variant="outline"
            size="sm"
            aria-label={labels.lastPage}
            disabled={!canNext}
            onClick={p.last}
          >
            <ChevronsRightIcon aria-hidden />
          </IconButton>
        </div>
      </div>
    </div>
  );
}
