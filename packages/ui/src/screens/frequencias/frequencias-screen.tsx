import { attendanceSheetsResource } from '@lousa/domain';
import { ResourceListPage } from '../../components/registry';
import { frequenciasColumns } from './frequencias-columns';
import { FrequenciasFilters } from './frequencias-filters';
import {
  useClassFilterName,
  useFrequenciasClasses,
  useFrequenciasFilters,
} from './use-frequencias-filters';

/**
 * /app/frequencias: every lesson day of the classes the user may read (a teacher's own, a
 * secretary's units), latest first, searched, sorted and paged on the server, narrowed by the
 * class and component of the address ('Minhas Turmas' links with them, or chosen in 'Turma e
 * componente' among a teacher's own classes or a secretary's or director's units' classes) and
 * by status. By default it shows the to-do ('A fazer (últimos 30 dias)': the pending days of
 * the last 30 days and the recorded days still in their correction window, the server's
 * `todo=1`); 'Mostrar' → 'Todas' (`?todo=0` in the address) shows every day. A
 * PENDENTE day offers 'Realizar Lançamento', a REGISTRADA one 'Ver lançamento'; both lead to
 * the day's 'Lançamento de Frequência', which says whether it may still be changed.
 */
export default function FrequenciasScreen() {
  const { values, setFilters } = useFrequenciasFilters();
  const classes = useFrequenciasClasses();
  const classFilterName = useClassFilterName(values, classes);
  return (
    <ResourceListPage
      routeId="frequencias"
      resource={attendanceSheetsResource}
      columns={frequenciasColumns}
      filters={
        <FrequenciasFilters
          values={values}
          onChange={setFilters}
          classFilterName={classFilterName}
          classItems={classes.items}
        />
      }
      listFilters={values}
    />
  );
}
