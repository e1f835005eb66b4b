import { ActivitiesView } from './activities-view';

/** Container of /app/atividades-pedagogicas: the table is empty (spec §2); later a query. */
export default function AtividadesPedagogicasScreen() {
  return <ActivitiesView activities={[]} />;
}
