import { AUDIT_FILTERS, auditEventsResource } from '@lousa/domain';
import { useMemo } from 'react';
import { ResourceListPage, useListFilters } from '../../components/registry';
import { auditoriaColumns } from './auditoria-columns';
import { auditListFilters } from './auditoria-filter-values';
import { AuditoriaFilters } from './auditoria-filters';

/**
 * /app/auditoria: the audit log, read only — newest first unless sorted, searched and paged on
 * the server, narrowed by action, resource and a range of days kept in the URL (a change goes
 * back to page 1).
 */
export default function AuditoriaScreen() {
  const { values, setFilter } = useListFilters(AUDIT_FILTERS);
  const listFilters = useMemo(() => auditListFilters(values), [values]);
  return (
    <ResourceListPage
      routeId="auditoria"
      resource={auditEventsResource}
      columns={auditoriaColumns}
      filters={<AuditoriaFilters values={values} onChange={setFilter} />}
      listFilters={listFilters}
    />
  );
}
