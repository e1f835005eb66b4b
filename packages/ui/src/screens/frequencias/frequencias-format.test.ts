import { describe, expect, it } from 'vitest';
import { launchHref } from './frequencias-format';

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
