import { useSearchParams } from 'react-router-dom';
import type { RouteId } from '../../routes/route-table';
import { routeTo } from '../../routes/route-table';

/** The query-string name of the record an edit page is about (`?id=<uuid>`). */
export const RECORD_ID_PARAM = 'id';

/**
 * The record an edit page is about, from its address (`/unidades-escolares/editar?id=…`). The
 * id travels in the query string: the site has one static page per route, not one per record.
 */
export function useRecordId(): string | undefined {
  const [params] = useSearchParams();
  return params.get(RECORD_ID_PARAM)?.trim() || undefined;
}

/** The address of the edit page `routeId` for a record: `ResourceListPage`'s `editHref`. */
export function editHrefOf(routeId: RouteId) {
  return (item: { id: string }) => routeTo(routeId, { [RECORD_ID_PARAM]: item.id });
}
