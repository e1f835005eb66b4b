import type { GradeSheet } from '@lousa/domain';
import { useCallback, useMemo, useState } from 'react';
import {
  cellKey,
  draftsOf,
  type GradeChange,
  type GradeDrafts,
  type GradeReview,
  reviewDrafts,
} from './notas-grid-values';

export interface GradeEditing {
  /** 'Lançar Notas' is on: the grid's cells are inputs. */
  editing: boolean;
  drafts: GradeDrafts;
  /** The typed grid's changes (what 'Salvar notas' sends). */
  changes: GradeChange[];
  /** Each cell's message: the typed text's, else the server's refusal of it. */
  errors: Readonly<Record<string, string>>;
  /** Something typed differs from the grid (a change, or text that is not a score). */
  dirty: boolean;
  start: () => void;
  /** Leaves edit mode, dropping what was typed. */
  stop: () => void;
  change: (key: string, text: string) => void;
  /** The server refused these cells of the last save (by index into the changes it got). */
  refuse: (sent: readonly GradeChange[], fieldErrors: Readonly<Record<string, string>>) => boolean;
}

const noReview: GradeReview = { changes: [], errors: {} };
const GRADE_PATH = /^grades\.(\d+)(?:\.score)?$/;

/** The state of 'Lançar Notas' over a grid: on or off, the typed text, its changes and errors. */
export function useGradeEditing(sheet: GradeSheet | undefined): GradeEditing {
  const [editing, setEditing] = useState(false);
  const [drafts, setDrafts] = useState<GradeDrafts>({});
  const [refused, setRefused] = useState<Readonly<Record<string, string>>>({});
  const review = useMemo(
    () => (editing && sheet ? reviewDrafts(sheet, drafts) : noReview),
    [editing, sheet, drafts],
  );
  const errors = useMemo(() => ({ ...refused, ...review.errors }), [refused, review.errors]);

  const start = useCallback(() => {
    if (!sheet) return;
    setDrafts(draftsOf(sheet));
    setRefused({});
    setEditing(true);
  }, [sheet]);
  const stop = useCallback(() => {
    setEditing(false);
    setDrafts({});
    setRefused({});
  }, []);
  const change = useCallback((key: string, text: string) => {
    setDrafts((current) => ({ ...current, [key]: text }));
    setRefused((current) => {
      if (!(key in current)) return current;
      const { [key]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);
  const refuse = useCallback(
    (sent: readonly GradeChange[], fieldErrors: Readonly<Record<string, string>>) => {
      const cells: Record<string, string> = {};
      for (const [path, message] of Object.entries(fieldErrors)) {
        const index = GRADE_PATH.exec(path)?.[1];
        const grade = index === undefined ? undefined : sent[Number(index)];
        if (grade) cells[cellKey(grade.studentId, grade.assessmentId)] = message;
      }
      setRefused(cells);
      return Object.keys(cells).length > 0;
    },
    [],
  );

  return {
    editing,
    drafts,
    changes: review.changes,
    errors,
    dirty: review.changes.length > 0 || Object.keys(review.errors).length > 0,
    start,
    stop,
    change,
    refuse,
  };
}
