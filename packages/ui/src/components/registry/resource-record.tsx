import { isApiError, useResourceItem } from '@lousa/api-client';
import type { ListResourceDefinition } from '@lousa/domain';
import { FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { type RouteId, routeTo } from '../../routes/route-table';
import { Button } from '../button';
import { Skeleton } from '../skeleton';
import { registryLabels as labels } from './labels';
import { RegistryLoadError } from './registry-load-error';

export interface ResourceRecordProps<TItem extends { id: string }, TKey extends string> {
  resource: ListResourceDefinition<TItem, TKey>;
  /** The record's id (from the address); none reads as not found. */
  id: string | undefined;
  /** The list to go back to when the record does not exist. */
  listRoute: RouteId;
  /** The page's content once the record is here (e.g. the edit form filled with it). */
  children: (item: TItem) => ReactNode;
}

const styles = {
  loading: css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '3xl' }),
  line: css({ height: '10', width: 'full' }),
  missing: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '4',
    p: '6',
    borderWidth: '1px',
    borderRadius: 'l2',
    borderColor: 'border.default',
    bg: 'bg.default',
  }),
  missingText: css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'medium' }),
};

/**
 * One record of a resource, loaded by id (`useResourceItem`) for a page about it: a busy
 * placeholder while it loads, the resource's not-found message (and a way back to the list) for
 * an unknown id, 'Tentar novamente' when the call failed, `children(item)` once it is here.
 */
export function ResourceRecord<TItem extends { id: string }, TKey extends string>({
  resource,
  id,
  listRoute,
  children,
}: ResourceRecordProps<TItem, TKey>) {
  const record = useResourceItem(resource, id);
  const missing = id === undefined || (isApiError(record.error) && record.error.status === 404);
  if (missing) {
    return (
      <div role="alert" className={styles.missing}>
        <p className={styles.missingText}>
          <FileQuestion aria-hidden />
          {resource.notFound}
        </p>
        <Button asChild variant="outline">
          <Link to={routeTo(listRoute)}>{labels.backToList}</Link>
        </Button>
      </div>
    );
  }
  if (record.isError) {
    return <RegistryLoadError onRetry={record.refetch} retrying={record.isFetching} />;
  }
  if (!record.data) {
    return (
      <div
        className={styles.loading}
        role="status"
        aria-busy="true"
        aria-label={labels.loadingRecord}
      >
        <Skeleton className={styles.line} />
        <Skeleton className={styles.line} />
        <Skeleton className={styles.line} />
      </div>
    );
  }
  return children(record.data);
}
