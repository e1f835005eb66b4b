import { ENROLLMENT_FILTERS } from '@lousa/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listViewParams, useListFilters } from '../../components/registry';
import type { MatriculasFilter } from './matriculas-filter-values';

/**
 * The enrolment list's filters in the URL (`useListFilters`), plus a change of several at once
 * (a unit and the classroom it clears), from page 1 in one history entry.
 */
export function useMatriculasFilters() {
  const { values } = useListFilters(ENROLLMENT_FILTERS);
  const [, setParams] = useSearchParams();
  const setFilters = useCallback(
    (changes: Partial<Record<MatriculasFilter, string>>) => {
      const same = Object.entries(changes).every(
        ([name, value]) => (value?.trim() ?? '') === values[name as MatriculasFilter],
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
    [setParams, values],
  );
  return { values, setFilters };
}
