import { type ListFilters, useResourceList } from '@lousa/api-client';
import type { ListResourceDefinition, Permission } from '@lousa/domain';
import {
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { css } from 'styled-system/css';
import { getRoute, type RouteId, routeTo } from '../../routes/route-table';
import { useAccess, useCanAll } from '../access';
import { type ColumnDef, DataTable } from '../data-table';
import { pageCountOf } from '../data-table/pagination';
import { type Loader, preload, useLoaded } from '../deferred/deferred';
import { PageHeader } from '../page-header';
import { AddButton } from './add-button';
import type { DeleteTarget } from './delete-record-dialog';
import { registryLabels as labels } from './labels';
import { ListSearch } from './list-search';
import { listQueryOf } from './list-view';
import { RegistryLoadError } from './registry-load-error';
import type { DialogTarget, EditTarget, ResourceListDialogsProps } from './resource-list-dialogs';
import type { AnyResource } from './resource-types';
import { type RowAction, RowActions } from './row-actions';
import { useListView } from './use-list-view';
import type { ResourceFormProps } from './use-resource-form';
import { writePermissionOf } from './write-permission';

/** A registry's form component: adds without `item`, edits with it. */
export type ResourceForm<TItem> = ComponentType<ResourceFormProps<TItem>>;

/** The dialog shape: 'Adicionar' and 'Editar' open the same form in a dialog. */
export interface ResourceDialogs<TItem> {
  addTitle: string;
  editTitle: string;
  /**
   * The registry's form, or `{ load }` importing it (a module-level function), so that its code
   * — fields, validation — loads with the dialogs, when one is first wanted, not with the list.
   */
  form: ResourceForm<TItem> | { load: Loader<ResourceFormProps<TItem>> };
}

export interface ResourceListPageProps<TItem extends { id: string }, TKey extends string> {
  /** Title and subtitle come from the route table. */
  routeId: RouteId;
  /** The declaration: list call, sort keys, `describe`, toasts. A list-only one has no row actions. */
  resource: AnyResource<TItem, TKey> | ListResourceDefinition<TItem, TKey>;
  /** The columns; a column's `sortKey` makes it sortable. The actions column is added here. */
  columns: readonly ColumnDef<TItem>[];
  /**
   * More header actions, e.g. the 'Adicionar' link of a page-shaped registry. They change
   * records, so they are shown, like 'Adicionar', 'Editar' and 'Excluir', only to writers.
   */
  actions?: ReactNode;
  /**
   * Who may add, edit and delete (and use `actions` and `rowActions`): a permission, or several
   * that must all be held. By default the resource's (`writePermissionOf`: 'users.manage',
   * 'school-units.write', 'registries.write' for courses and classrooms, and with 'network.all'
   * for the network-level registries). The others see the list only.
   */
  writePermission?: Permission | readonly Permission[];
  /** A row's own entries in its actions menu, after 'Editar' (a user's 'Desativar'). */
  rowActions?: (item: TItem) => readonly RowAction[];
  /** Dialog shape: the add dialog in the header, 'Editar' opens the edit dialog. */
  dialogs?: ResourceDialogs<TItem>;
  /** Page shape: the address 'Editar' leads to. */
  editHref?: (item: TItem) => string;
  /** A back button to this route. */
  backTo?: RouteId;
  /** The list's own filter controls, shown beside the search box. */
  filters?: ReactNode;
  /** The values of those filters, sent with the list call (`?action=…&from=…`). */
  listFilters?: ListFilters;
  /** Shown to every reader between the header and the list (a screen's totals). */
  aboveList?: ReactNode;
  /**
   * The filters are not known yet (a default that depends on another list, e.g. the year in
   * progress): no list call until they are, the skeleton rows meanwhile.
   */
  filtersPending?: boolean;
}

const renderLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link to={href}>{children}</Link>
);

function isFullResource<TItem extends { id: string }, TKey extends string>(
  resource: AnyResource<TItem, TKey> | ListResourceDefinition<TItem, TKey>,
): resource is AnyResource<TItem, TKey> {
  return 'messages' in resource;
}

const styles = {
  // Filters and the search box on one wrapping row, aligned on their inputs' bottom edge.
  toolbar: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' }),
};

const loadDialogs = () => import('./resource-list-dialogs').then((module) => module.default);

/** The form's loader (a form given as is needs no loading: one loader per form, kept). */
const formLoaders = new WeakMap<object, Loader<never>>();
function formLoaderOf<TItem>(
  form: ResourceDialogs<TItem>['form'] | undefined,
): Loader<ResourceFormProps<TItem>> | undefined {
  if (!form) return undefined;
  if ('load' in form) return form.load;
  let loader = formLoaders.get(form);
  if (!loader) {
    loader = () => Promise.resolve(form as ComponentType<never>);
    formLoaders.set(form, loader);
  }
  return loader as Loader<ResourceFormProps<TItem>>;
}

/**
 * A registry's list page, the same for every resource: the route's title, the search box, the
 * table paged, searched and sorted on the server with its view in the URL, a row actions menu
 * ('Editar', 'Excluir' with its confirmation) and the add/edit dialogs or links — these last
 * only for users holding the write permission (GET /me). Skeleton rows on the first load
 * (until /me has answered too); the rows stay while another page loads; on failure the
 * failure and 'Tentar novamente' in place of the table.
 */
export function ResourceListPage<TItem extends { id: string }, TKey extends string>({
  routeId,
  resource,
  columns,
  actions,
  dialogs,
  editHref,
  backTo,
  filters,
  listFilters,
  filtersPending = false,
  writePermission,
  rowActions,
  aboveList,
}: ResourceListPageProps<TItem, TKey>) {
  const { title, subtitle } = getRoute(routeId);
  const access = useAccess();
  const canWrite = useCanAll(
    writePermission === undefined
      ? writePermissionOf(resource.key)
      : typeof writePermission === 'string'
        ? [writePermission]
        : writePermission,
  );
  const view = useListView(resource.sortKeys);
  const { pageIndex, pageSize, search, sort, setPageIndex } = view;
  const query = useMemo(
    () => ({ ...listQueryOf({ pageIndex, pageSize, search, sort }), filters: listFilters }),
    [pageIndex, pageSize, search, sort, listFilters],
  );
  const list = useResourceList(resource, query, { enabled: !filtersPending });
  const navigate = useNavigate();
  const [adding, setAdding] = useState<DialogTarget>();
  const [editing, setEditing] = useState<EditTarget<TItem>>();
  const [deleting, setDeleting] = useState<DeleteTarget<TItem>>();
  const full = isFullResource(resource) && canWrite ? resource : undefined;

  // The dialogs (and the form) load when first wanted; a hover or focus on 'Adicionar' or a
  // row's actions button starts loading them ahead of the click.
  const loadForm = canWrite ? formLoaderOf(dialogs?.form) : undefined;
  const preloadDialogs = useCallback(() => {
    for (const load of [loadDialogs, loadForm]) {
      if (load)
        preload(load as Loader<never>).catch(() => {
          // Tried again when the dialog is asked for (and the error shown then).
        });
    }
  }, [loadForm]);
  const wanted = adding !== undefined || editing !== undefined || deleting !== undefined;
  const Dialogs = useLoaded(loadDialogs, wanted) as
    | ComponentType<ResourceListDialogsProps<TItem>>
    | undefined;
  const Form = useLoaded(loadForm, wanted);

  // A page past the end (the last row deleted, an old link): show the last page instead.
  const total = list.data?.total;
  useEffect(() => {
    if (total === undefined || list.isPlaceholderData) return;
    const last = pageCountOf(total, pageSize) - 1;
    if (pageIndex > last) setPageIndex(last, { replace: true });
  }, [total, list.isPlaceholderData, pageIndex, pageSize, setPageIndex]);

  const onEdit = !canWrite
    ? undefined
    : dialogs
      ? (item: TItem, trigger: HTMLElement | null) => setEditing({ item, trigger, open: true })
      : editHref
        ? (item: TItem) => navigate(editHref(item))
        : undefined;
  const more = canWrite ? rowActions : undefined;
  const allColumns: readonly ColumnDef<TItem>[] =
    onEdit || full || more
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
                more={more?.(item)}
                onDelete={full && ((trigger) => setDeleting({ item, trigger }))}
                onIntent={full || onEdit ? preloadDialogs : undefined}
              />
            ),
          },
        ]
      : columns;

  const headerActions = canWrite ? actions : undefined;
  // The rows wait for /me too: the actions column and 'Adicionar' come with them, never after.
  const waiting = list.isPending || access.status === 'pending';
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          headerActions || loadForm ? (
            <>
              {headerActions}
              {loadForm ? (
                <AddButton
                  aria-haspopup="dialog"
                  onPointerEnter={preloadDialogs}
                  onFocus={preloadDialogs}
                  onClick={(event) => setAdding({ open: true, trigger: event.currentTarget })}
                />
              ) : null}
            </>
          ) : undefined
        }
        backHref={backTo ? routeTo(backTo) : undefined}
        renderLink={renderLink}
      />
      {aboveList}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {filters ? (
          <div className={styles.toolbar}>
            {filters}
            <ListSearch value={search} onSearch={view.setSearch} />
          </div>
        ) : (
          <ListSearch value={search} onSearch={view.setSearch} />
        )}
        {list.isError ? (
          // The failure in place of the table: no empty state, no 'Mostrando 0 de 0 itens'.
          <RegistryLoadError onRetry={list.refetch} retrying={list.isFetching} />
        ) : (
          <DataTable
            columns={allColumns}
            data={list.data?.items}
            isLoading={waiting}
            isFetching={list.isFetching && !waiting}
            paging={{
              pageIndex,
              pageSize,
              total: waiting ? 0 : (total ?? 0),
              onPageIndexChange: setPageIndex,
              onPageSizeChange: view.setPageSize,
            }}
            sort={sort}
            onSortChange={(next) => view.setSort(next as typeof sort)}
            aria-label={title}
          />
        )}
      </div>
      {Dialogs && (Form || !loadForm) ? (
        <Dialogs
          addTitle={dialogs?.addTitle}
          editTitle={dialogs?.editTitle}
          form={Form}
          adding={adding}
          onAddingClose={() => setAdding((current) => current && { ...current, open: false })}
          editing={editing}
          onEditingClose={() => setEditing((current) => current && { ...current, open: false })}
          resource={full}
          deleting={deleting}
          onDeletingClose={() => setDeleting(undefined)}
        />
      ) : null}
    </div>
  );
}
