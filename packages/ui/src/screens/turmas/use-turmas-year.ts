import { useResourceAll } from '@lousa/api-client';
import { type AcademicYear, academicYearsResource, todayIso } from '@lousa/domain';
import { useMemo } from 'react';
import { useListFilters } from '../../components/registry';
import { currentAcademicYear } from '../../state/current-academic-year';

/** `?academicYearId=todos`: every year's classrooms ('Todos os anos'). */
export const ALL_YEARS = 'todos';
const FILTERS = ['academicYearId'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TurmasYear {
  /** The academic years, latest first (none while they load). */
  years: readonly AcademicYear[];
  /**
   * The year the list shows: a year's id, '' for every year ('Todos os anos'), undefined while
   * it cannot be known yet (no year in the address and the years still loading).
   */
  yearId: string | undefined;
  /** The year a new classroom starts with: the list's, else the year in progress ('' if none). */
  defaultYearId: string;
  /** Another year's id, or `ALL_YEARS`; kept in the address, from the first page. */
  setYear: (value: string) => void;
}

/**
 * The 'Ano Letivo' of 'Turmas', kept in the address as the other lists' filters are
 * (`?academicYearId=<id>`, `?academicYearId=todos` for every year). Without one: the year in
 * progress (`currentAcademicYear`), every year when the network has none (or they fail to load).
 * Read by the list and by the add form, which starts with the list's year.
 */
export function useTurmasYear(): TurmasYear {
  const { values, setFilter } = useListFilters(FILTERS);
  const list = useResourceAll(academicYearsResource);
  const chosen = values.academicYearId;
  const years = useMemo(
    () => [...(list.data ?? [])].sort((a, b) => b.year.localeCompare(a.year)),
    [list.data],
  );
  const current = currentAcademicYear(years, todayIso())?.id ?? '';
  const yearId =
    chosen === ALL_YEARS ? '' : UUID.test(chosen) ? chosen : list.isPending ? undefined : current;
  return {
    years,
    yearId,
    defaultYearId: yearId || current,
    setYear: (value) => setFilter('academicYearId', value),
  };
}
