import { useResourceList } from '@lousa/api-client';
import type { ListResourceDefinition } from '@lousa/domain';
import { type ComponentType, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { css } from 'styled-system/css';
import { getRoute, type RouteId, routeTo } from '../../routes/route-table';
import { type ColumnDef, DataTable } from '../data-table';
import { pageCountOf } from '../data-table/pagination';
import { PageHeader } from '../page-header';
import { AddButton } from './add-button';
import { DeleteRecordDialog, type DeleteTarget } from './delete-record-dialog';
import { FormDialog } from './form-dialog';
import { registryLabels as labels } from './labels';
import { ListSearch } from './list-search';
import { listQueryOf } from './list-view';
import { RegistryLoadError } from './registry-load-error';
import type { AnyResource } from './resource-types';
import { RowActions } from './row-actions';
import { useListView } from './use-list-view';
import type { ResourceFormProps } from './use-resource-form';

/** The dialog shape: 'Adicionar' and 'Editar' open the same form in a dialog. */
export interface ResourceDialogs<TItem> {
  addTitle: string;
  editTitle: string;
  /** The registry's form: adds without `item`, edits with it. */
  form: ComponentType<ResourceFormProps<TItem>>;
}

export interface ResourceListPageProps<TItem extends { id: string }, TKey extends string> {
  /** Title and subtitle come from the route table. */
  routeId: RouteId;
  /** The declaration: list call, sort keys, `describe`, toasts. A list-only one has no row actions. */
  resource: AnyResource<TItem, TKey> | ListResourceDefinition<TItem, TKey>;
  /** The columns; a column's `sortKey` makes it sortable. The actions column is added here. */
  columns: readonly ColumnDef<TItem>[];
  /** More header actions, e.g. the 'Adicionar' link of a page-shaped registry. */
  actions?: ReactNode;
  /** Dialog shape: the add dialog in the header, 'Editar' opens the edit dialog. */
  dialogs?: ResourceDialogs<TItem>;
  /** Page shape: the address 'Editar' leads to. */
  editHref?: (item: TItem) => string;
  /** A back button to this route. */
  backTo?: RouteId;
}

const renderLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link to={href}>{children}</Link>
);

function isFullResource<TItem extends { id: string }, TKey extends string>(
  resource: AnyResource<TItem, TKey> | ListResourceDefinition<TItem, TKey>,
): resource is AnyResource<TItem, TKey> {
  return 'messages' in resource;
}

interface EditTarget<TItem> {
  item: TItem;
  trigger: HTMLElement | null;
  open: boolean;
}

/**
 * A registry's list page, the same for every resource: the route's title, the search box, the
 * table paged, searched and sorted on the server with its view in the URL, a row actions menu
 * ('Editar', 'Excluir' with its confirmation) and the add/edit dialogs or links. Skeleton rows
 * on the first load; the rows stay while another page loads; 'Tentar novamente' on failure.
 */
export function ResourceListPage<TItem extends { id: string }, TKey extends string>({
  routeId,
  resource,
  columns,
  actions,
  dialogs,
  editHref,
  backTo,
}: ResourceListPageProps<TItem, TKey>) {
  const { title, subtitle } = getRoute(routeId);
  const view = useListView(resource.sortKeys);
  const { pageIndex, pageSize, search, sort, setPageIndex } = view;
  const query = useMemo(
    () => listQueryOf({ pageIndex, pageSize, search, sort }),
    [pageIndex, pageSize, search, sort],
  );
  const list = useResourceList(resource, query);
  const navigate = useNavigate();
  const [editing, setEditing] = useState<EditTarget<TItem>>();
  const [deleting, setDeleting] = useState<DeleteTarget<TItem>>();
  const full = isFullResource(resource) ? resource : undefined;

  // A page past the end (the last row deleted, an old link): show the last page instead.
  const total = list.data?.total;
  useEffect(() => {
    if (total === undefined || list.isPlaceholderData) return;
    const last = pageCountOf(total, pageSize) - 1;
    if (pageIndex > last) setPageIndex(last, { replace: true });
  }, [total, list.isPlaceholderData, pageIndex, pageSize, setPageIndex]);

  const onEdit = dialogs
    ? (item: TItem, trigger: HTMLElement | null) => setEditing({ item, trigger, open: true })
    : editHref
      ? (item: TItem) => navigate(editHref(item))
      : undefined;
  const allColumns: readonly ColumnDef<TItem>[] =
    onEdit || full
      ? [
          ...columns,
          {
            id: 'actions',
            header: labels.actions,
            hideHeader: true,
            align: 'end',
            cell: (item) => (
              <RowActions
                name={resource.describe(item)}
                onEdit={onEdit && ((trigger) => onEdit(item, trigger))}
                onDelete={full && ((trigger) => setDeleting({ item, trigger }))}
              />
            ),
          },
        ]
      : columns;

  const Form = dialogs?.form;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          actions || dialogs ? (
            <>
              {actions}
              {dialogs && Form ? (
                <FormDialog title={dialogs.addTitle} trigger={<AddButton />}>
                  {(close) => <Form onDone={close} />}
                </FormDialog>
              ) : null}
            </>
          ) : undefined
        }
        backHref={backTo ? routeTo(backTo) : undefined}
        renderLink={renderLink}
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <ListSearch value={search} onSearch={view.setSearch} />
        {list.isError ? (
          <RegistryLoadError onRetry={list.refetch} retrying={list.isFetching} />
        ) : null}
        <DataTable
          columns={allColumns}
          data={list.isError ? [] : list.data?.items}
          isLoading={list.isPending && !list.isError}
          isFetching={list.isFetching && !list.isPending}
          paging={{
            pageIndex,
            pageSize,
            total: list.isError ? 0 : (total ?? 0),
            onPageIndexChange: setPageIndex,
            onPageSizeChange: view.setPageSize,
          }}
          sort={sort}
          onSortChange={(next) => view.setSort(next as typeof sort)}
          aria-label={title}
        />
      </div>
      {dialogs && Form && editing ? (
        <FormDialog
          title={dialogs.editTitle}
          open={editing.open}
          onOpenChange={(open) => {
            if (!open) setEditing({ ...editing, open: false });
          }}
          finalFocusEl={() => (editing.trigger?.isConnected ? editing.trigger : null)}
        >
          {(close) => <Form item={editing.item} onDone={close} />}
        </FormDialog>
      ) : null}
      {full ? (
        <DeleteRecordDialog
          resource={full}
          target={deleting}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </div>
  );
}
