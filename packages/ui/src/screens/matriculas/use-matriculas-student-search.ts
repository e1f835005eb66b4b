import { useResourceList } from '@lousa/api-client';
import { studentsResource } from '@lousa/domain';
import { useEffect, useMemo, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../components/registry';
import { type StudentChoice, studentChoiceOfItem } from './matriculas-form-values';

/** How many characters a search needs before it is sent. */
export const STUDENT_SEARCH_MIN_LENGTH = 2;
/** How many students one search answers (the first page). */
export const STUDENT_SEARCH_PAGE_SIZE = 10;

/** Where a student search stands. */
export type StudentSearchStatus = 'short' | 'searching' | 'error' | 'done';

export interface StudentSearch {
  status: StudentSearchStatus;
  /** The students found ([] until a search has answered). */
  students: readonly StudentChoice[];
}

/**
 * The server-side student search of the 'Aluno' field: `text` (a name or a CPF, masked or not)
 * is sent ~300 ms after the last key as GET /students?q=&page=1&pageSize=10 — never the whole
 * list, and nothing under two characters.
 */
export function useStudentSearch(text: string): StudentSearch {
  const [query, setQuery] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = query.length >= STUDENT_SEARCH_MIN_LENGTH;
  const list = useResourceList(
    studentsResource,
    { page: 1, pageSize: STUDENT_SEARCH_PAGE_SIZE, q: query },
    { enabled },
  );
  const students = useMemo(() => (list.data?.items ?? []).map(studentChoiceOfItem), [list.data]);
  if (text.trim().length < STUDENT_SEARCH_MIN_LENGTH) return { status: 'short', students: [] };
  if (list.isError) return { status: 'error', students: [] };
  // While typing pauses or the answer is on its way: the search is under way.
  if (!enabled || query !== text.trim() || list.isPending || list.isPlaceholderData) {
    return { status: 'searching', students };
  }
  return { status: 'done', students };
}
