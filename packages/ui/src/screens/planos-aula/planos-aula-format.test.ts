import { describe, expect, it } from 'vitest';
import { formatPlanDate } from './planos-aula-format';

describe('formatPlanDate', () => {
  it('reads the instant in São Paulo (UTC-3), not by its UTC calendar day', () => {
    expect(formatPlanDate('2025-03-03T13:10:00.000Z')).toBe('03/03/2025');
    expect(formatPlanDate('2025-03-04T01:30:00.000Z')).toBe('03/03/2025');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatPlanDate('ontem')).toBe('ontem');
  });
});
