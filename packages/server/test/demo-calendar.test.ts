import { describe, expect, it } from 'vitest';
import { demoYear, easter, holidays, lessonDaysOf } from '../src/seed/demo-calendar.ts';

/*
 * The demo's calendars are made for any year (issue 27: the demo follows the clock): Easter and
 * the holidays it moves, the terms, and the LDB's 200 lesson days (art. 24) every year.
 */
describe('the demo calendar of a year', () => {
  it('finds Easter Sunday (2024–2027) and the holidays it moves', () => {
    expect(['2024', '2025', '2026', '2027'].map((year) => easter(Number(year)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
    ]);
    // Good Friday and Corpus Christi of 2026.
    expect(holidays(2026)).toEqual(expect.arrayContaining(['2026-04-03', '2026-06-04']));
  });

  it('2026: terms, Carnival, holidays, councils and the July recess', () => {
    const year = demoYear(2026);
    expect(year.start).toBe('2026-02-02');
    expect(year.end).toBe('2026-12-18');
    expect(year.terms).toEqual([
      ['2026-02-02', '2026-04-17'],
      ['2026-04-20', '2026-07-03'],
      ['2026-07-20', '2026-09-30'],
      ['2026-10-01', '2026-12-18'],
    ]);
    const day = new Map(year.days);
    expect(day.get('2026-02-16')).toBe('Recesso Escolar');
    expect(day.get('2026-02-17')).toBe('Recesso Escolar');
    expect(day.get('2026-04-03')).toBe('Feriado');
    expect(day.get('2026-11-20')).toBe('Feriado');
    expect(day.get('2026-04-24')).toBe('Conselho de Classe');
    expect(day.get('2026-07-08')).toBe('Recesso Escolar');
    expect(day.get('2026-03-21')).toBe('Sábado Letivo');
    expect(day.get('2026-01-26')).toBe('Planejamento Pedagógico');
    const lessons = lessonDaysOf(year);
    expect(lessons).not.toContain('2026-07-08');
    expect(lessons).toContain('2026-03-21');
    expect(lessons[0]).toBe('2026-02-02');
    expect(lessons.at(-1)).toBe('2026-12-18');
  });

  it('the rural calendar stops for the harvest and makes it up on Saturdays', () => {
    const rural = new Map(demoYear(2026, true).days);
    expect(rural.get('2026-05-25')).toBe('Recesso Escolar');
    expect(rural.get('2026-05-29')).toBe('Recesso Escolar');
    expect(rural.get('2026-04-04')).toBe('Sábado Letivo');
    expect(new Map(demoYear(2026).days).get('2026-05-25')).toBeUndefined();
  });

  it('keeps at least 200 lesson days every year, both calendars, each term starting on one', () => {
    for (let year = 2024; year <= 2045; year++) {
      for (const rural of [false, true]) {
        const calendar = demoYear(year, rural);
        const lessons = lessonDaysOf(calendar);
        expect(lessons.length, `${year}${rural ? ' rural' : ''}`).toBeGreaterThanOrEqual(200);
        for (const [start] of calendar.terms) expect(lessons, `${year} ${start}`).toContain(start);
      }
    }
  });
});
