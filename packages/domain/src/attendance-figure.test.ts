import { describe, expect, it } from 'vitest';
import { absencesText, attendanceFigureText } from './messages/attendance.ts';

describe("a student's attendance figure", () => {
  it('says the absences and how many were justified, singular or plural', () => {
    expect(absencesText(0, 0)).toBe('');
    expect(absencesText(1, 0)).toBe('1 falta');
    expect(absencesText(2, 0)).toBe('2 faltas');
    expect(absencesText(1, 1)).toBe('1 falta, 1 justificada');
    expect(absencesText(2, 1)).toBe('2 faltas, 1 justificada');
    expect(absencesText(2, 2)).toBe('2 faltas, 2 justificadas');
  });

  it('puts them after the percentage; nothing before any recorded day', () => {
    expect(attendanceFigureText({ attendance: 0, absences: 1, justifiedAbsences: 1 })).toBe(
      '0,0% — 1 falta, 1 justificada',
    );
    expect(attendanceFigureText({ attendance: 66.7, absences: 1, justifiedAbsences: 0 })).toBe(
      '66,7% — 1 falta',
    );
    expect(attendanceFigureText({ attendance: 100, absences: 0, justifiedAbsences: 0 })).toBe(
      '100,0%',
    );
    expect(attendanceFigureText({ attendance: null, absences: 0, justifiedAbsences: 0 })).toBe('');
  });
});
