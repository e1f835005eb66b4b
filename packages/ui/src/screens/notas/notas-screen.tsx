import { GradesView } from './grades-view';

/** Container of /app/notas: the table is empty (spec §2); later a query. */
export default function NotasScreen() {
  return <GradesView grades={[]} />;
}
