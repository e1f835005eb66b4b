import { useClassChoices, useResourceList } from '@lousa/api-client';
import { ATTENDANCE_SHEET_FILTERS, attendanceSheetsResource, type MyClass } from '@lousa/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '../../components/access';
import { listViewParams, useListFilters } from '../../components/registry';
import {
  type FrequenciasFilter,
  type FrequenciasFilterValues,
  frequenciasClassItems,
  frequenciasListFilters,
} from './frequencias-filter-values';
import { frequenciasLabels as labels } from './labels';

/**
 * The attendance list's filters in the address (`?classroomId=&curricularComponentId=&status=&todo=`;
 * no `todo` is the to-do, `todo=0` every day):
 * the values the list call is sent (`frequenciasListFilters`) and a change of several at once
 * (the class and its component), from page 1 in one history entry.
 */
export function useFrequenciasFilters() {
  const { values: raw } = useListFilters(ATTENDANCE_SHEET_FILTERS);
  const values = useMemo(() => frequenciasListFilters(raw), [raw]);
  const [, setParams] = useSearchParams();
  const setFilters = useCallback(
    (changes: Partial<Record<FrequenciasFilter, string>>) => {
      const same = Object.entries(changes).every(
        ([name, value]) => (value?.trim() ?? '') === raw[name as FrequenciasFilter],
      );
      if (same) return;
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          const text = value?.trim() ?? '';
          if (text) next.set(name, text);
          else next.delete(name);
        }
        next.delete(listViewParams.page);
        return next;
      });
    },
    [setParams, raw],
  );
  return { values, setFilters };
}

/**
 * The classes the list may be narrowed to ('Turma e componente'): a teacher's own; with
 * 'pedagogy.unit-classes' (a secretary, a director) those of the user's units. `classes` is
 * undefined while they load (or for whom has neither permission: no call).
 */
export function useFrequenciasClasses() {
  const teaches = useCan('pedagogy.own-classes');
  const oversees = useCan('pedagogy.unit-classes');
  const query = useClassChoices({ ownClasses: teaches, unitClasses: oversees });
  const chooses = teaches || oversees;
  const classes = chooses ? query.data : undefined;
  const items = useMemo(() => frequenciasClassItems(classes ?? []), [classes]);
  return { chooses, classes, isFetched: query.isFetched, items };
}

/**
 * The name of the class (and component) the list is narrowed to, for its chip: from the
 * user's classes when it is one of them (already loaded when coming from 'Minhas Turmas'),
 * else from one row of the list so narrowed; 'Turma selecionada' until known. Undefined when
 * the list is not narrowed to a class.
 */
export function useClassFilterName(
  { classroomId, curricularComponentId }: FrequenciasFilterValues,
  {
    chooses,
    classes,
    isFetched,
  }: { chooses: boolean; classes: readonly MyClass[] | undefined; isFetched: boolean },
): string | undefined {
  const narrowed = classroomId !== '';
  const own = classes?.find(
    (item) =>
      item.classroom.id === classroomId &&
      (!curricularComponentId || item.curricularComponent.id === curricularComponentId),
  );
  const sample = useResourceList(
    attendanceSheetsResource,
    { page: 1, pageSize: 1, filters: { classroomId, curricularComponentId } },
    { enabled: narrowed && !own && (!chooses || isFetched) },
  );
  if (!narrowed) return undefined;
  const found = own ?? (sample.isPlaceholderData ? undefined : sample.data?.items[0]);
  if (!found) return labels.classFilterUnknown;
  return curricularComponentId
    ? labels.classFilter(found.classroom.name, found.curricularComponent.name)
    : found.classroom.name;
}
