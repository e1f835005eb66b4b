import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { getRoute, type RouteId, routeTo } from '../../routes/route-table';
import { type ColumnDef, DataTable } from '../data-table';
import { PageHeader } from '../page-header';
import { RegistryLoadError } from './registry-load-error';

/** What a list page needs from a TanStack list query (`useResourceAll(def)` and the like). */
export interface ListQueryState<T> {
  data: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface RegistryPageProps<T> {
  /** Title and subtitle come from the route table. */
  routeId: RouteId;
  columns: readonly ColumnDef<T>[];
  query: ListQueryState<T>;
  /** Header actions, e.g. the 'Adicionar' dialog trigger or link. */
  actions?: ReactNode;
  /** A back button to this route. */
  backTo?: RouteId;
}

const renderLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link to={href}>{children}</Link>
);

/**
 * A registry list page: the route's title and subtitle, its actions, and the data table fed by a
 * list query — skeleton rows while pending, the failure with 'Tentar novamente' in place of the
 * table when the query failed, the rows otherwise.
 */
export function RegistryPage<T>({
  routeId,
  columns,
  query,
  actions,
  backTo,
}: RegistryPageProps<T>) {
  const { title, subtitle } = getRoute(routeId);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={actions}
        backHref={backTo ? routeTo(backTo) : undefined}
        renderLink={renderLink}
      />
      {query.isError ? (
        <RegistryLoadError onRetry={query.refetch} retrying={query.isFetching ?? false} />
      ) : (
        <DataTable
          columns={columns}
          data={query.data}
          isLoading={query.isPending}
          aria-label={title}
        />
      )}
    </div>
  );
}
