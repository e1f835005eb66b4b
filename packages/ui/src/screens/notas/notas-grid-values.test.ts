import { type GradeSheet, messages } from '@lousa/domain';
import { describe, expect, it } from 'vitest';
import { cellKey, draftsOf, readScore, reviewDrafts } from './notas-grid-values';

const sheet: GradeSheet = {
  assessments: [
    { id: 'a1', title: 'Prova', date: '2026-03-02T00:00:00.000Z', weight: 2, maxScore: 10 },
    { id: 'a2', title: 'Lista', date: '2026-03-20T00:00:00.000Z', weight: 1, maxScore: 5 },
  ],
  students: [
    { studentId: 's1', code: '01', name: 'Ana', scores: { a1: 7.5, a2: null }, average: 7.5 },
    { studentId: 's2', code: '02', name: 'Bruno', scores: { a1: 10, a2: 4.25 }, average: 9.2 },
  ],
  canEdit: true,
};

describe('draftsOf', () => {
  it('shows each score with a decimal comma, and an empty cell without one', () => {
    expect(draftsOf(sheet)).toEqual({
      [cellKey('s1', 'a1')]: '7,5',
      [cellKey('s1', 'a2')]: '',
      [cellKey('s2', 'a1')]: '10',
      [cellKey('s2', 'a2')]: '4,25',
    });
  });
});

describe('readScore', () => {
  it('reads a comma or a dot, and empty text as no score', () => {
    expect(readScore('7,5', 10)).toEqual({ score: 7.5 });
    expect(readScore(' 8.25 ', 10)).toEqual({ score: 8.25 });
    expect(readScore('', 10)).toEqual({ score: null });
    expect(readScore('0', 10)).toEqual({ score: 0 });
  });
  it('refuses what is not a score, and one outside 0 to the maximum, naming it', () => {
    expect(readScore('sete', 10)).toEqual({ error: messages.scoreInvalid });
    expect(readScore('7,5,1', 10)).toEqual({ error: messages.scoreInvalid });
    expect(readScore('-1', 10)).toEqual({ error: messages.scoreInvalid });
    expect(readScore('11', 10)).toEqual({ error: messages.scoreRange('10') });
    expect(readScore('5,5', 5)).toEqual({ error: messages.scoreRange('5') });
    expect(readScore('10', 10)).toEqual({ score: 10 });
  });
});

describe('reviewDrafts', () => {
  it('has no change for the grid as it came, even retyped the same way', () => {
    expect(reviewDrafts(sheet, draftsOf(sheet))).toEqual({ changes: [], errors: {} });
    const retyped = { ...draftsOf(sheet), [cellKey('s1', 'a1')]: '7,50' };
    expect(reviewDrafts(sheet, retyped).changes).toEqual([]);
  });

  it('lists the changed cells in the grid’s order, a cleared one as null', () => {
    const drafts = {
      ...draftsOf(sheet),
      [cellKey('s2', 'a2')]: '',
      [cellKey('s1', 'a2')]: '3',
      [cellKey('s1', 'a1')]: '8,25',
    };
    expect(reviewDrafts(sheet, drafts)).toEqual({
      changes: [
        { assessmentId: 'a1', studentId: 's1', score: 8.25 },
        { assessmentId: 'a2', studentId: 's1', score: 3 },
        { assessmentId: 'a2', studentId: 's2', score: null },
      ],
      errors: {},
    });
  });

  it('keeps an invalid cell out of the changes and names its error', () => {
    const drafts = { ...draftsOf(sheet), [cellKey('s1', 'a2')]: '6', [cellKey('s2', 'a1')]: '9' };
    expect(reviewDrafts(sheet, drafts)).toEqual({
      changes: [{ assessmentId: 'a1', studentId: 's2', score: 9 }],
      errors: { [cellKey('s1', 'a2')]: messages.scoreRange('5') },
    });
  });
});
