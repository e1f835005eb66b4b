import { type AcademicTerm, type MyClass, todayIso } from '@lousa/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { classOfValue, defaultTermId } from './notas-selection-values';

/** What 'Notas' shows, from the address: `?classroomId=&curricularComponentId=&academicTermId=`. */
export interface NotasSelection {
  classroomId: string;
  curricularComponentId: string;
  academicTermId: string;
}

export interface NotasSelectionState extends NotasSelection {
  /** A 'Turma — Componente' choice (`classValue`); the term stays. */
  setClass: (value: string) => void;
  setTerm: (academicTermId: string) => void;
}

const NAMES = ['classroomId', 'curricularComponentId', 'academicTermId'] as const;

/**
 * The class, component and term of 'Notas', kept in the address so that a reload, a shared link
 * or a 'Notas' link of 'Minhas Turmas' (`?classroomId=&curricularComponentId=`) shows them.
 * Without a term the term of today is chosen (else the latest); with one class only, it is.
 * Those defaults replace the address rather than add to the history.
 */
export function useNotasSelection(
  classes: readonly MyClass[] | undefined,
  terms: readonly AcademicTerm[] | undefined,
): NotasSelectionState {
  const [params, setParams] = useSearchParams();
  const selection = useMemo(
    () =>
      Object.fromEntries(NAMES.map((name) => [name, params.get(name)?.trim() ?? ''])) as Record<
        (typeof NAMES)[number],
        string
      >,
    [params],
  );
  const update = useCallback(
    (changes: Partial<NotasSelection>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const onlyClass = classes?.length === 1 ? classes[0] : undefined;
  const noClass = !selection.classroomId && !selection.curricularComponentId;
  const fallbackTerm = terms && !selection.academicTermId ? defaultTermId(terms, todayIso()) : '';
  useEffect(() => {
    const changes: Partial<NotasSelection> = {};
    if (noClass && onlyClass) {
      changes.classroomId = onlyClass.classroom.id;
      changes.curricularComponentId = onlyClass.curricularComponent.id;
    }
    if (fallbackTerm) changes.academicTermId = fallbackTerm;
    if (Object.keys(changes).length) update(changes, true);
  }, [noClass, onlyClass, fallbackTerm, update]);

  return {
    ...selection,
    setClass: useCallback((value: string) => update(classOfValue(value)), [update]),
    setTerm: useCallback((academicTermId: string) => update({ academicTermId }), [update]),
  };
}
