import { describe, expect, it } from 'vitest';
import { formatInstantDate, launchHref } from './frequencias-format';

describe('formatInstantDate', () => {
  it('writes the São Paulo day of an instant, whatever the zone', () => {
    expect(formatInstantDate('2026-03-10T17:30:00.000Z')).toBe('10/03/2026');
    // 01:30 UTC is still the evening before in São Paulo.
    expect(formatInstantDate('2026-03-11T01:30:00.000Z')).toBe('10/03/2026');
  });

  it('is empty for none or an unreadable value', () => {
    expect(formatInstantDate(null)).toBe('');
    expect(formatInstantDate('ontem')).toBe('');
  });
});

describe('launchHref', () => {
  it('leads to the day’s entry with its class, component and YYYY-MM-DD', () => {
    expect(
      launchHref({
        classroom: { id: 'c1', name: '1º ANO A' },
        curricularComponent: { id: 'k1', name: 'Arte' },
        date: '2026-03-10T00:00:00.000Z',
      }),
    ).toBe('/frequencias/lancamento?classroomId=c1&curricularComponentId=k1&date=2026-03-10');
  });
});
