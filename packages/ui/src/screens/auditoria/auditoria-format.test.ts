import { describe, expect, it } from 'vitest';
import { dayToIso, formatAuditTime, isoToDay, shortId } from './auditoria-format';

describe('formatAuditTime', () => {
  it('reads an instant in São Paulo (UTC-3), whatever the machine’s zone', () => {
    expect(formatAuditTime('2025-03-28T20:47:12.000Z')).toBe('28/03/2025 17:47:12');
    // Just after midnight UTC is still the day before in São Paulo.
    expect(formatAuditTime('2025-03-01T01:05:00.000Z')).toBe('28/02/2025 22:05:00');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatAuditTime('ontem')).toBe('ontem');
  });
});

describe('shortId and the date filter values', () => {
  it('keeps a UUID’s first group', () => {
    expect(shortId('0190c1d2-7a1b-7c3d-8e4f-123456789abc')).toBe('0190c1d2…');
    expect(shortId('42')).toBe('42');
  });

  it('turns a calendar day into the date input’s value and back', () => {
    expect(dayToIso('2025-03-15')).toBe('2025-03-15T00:00:00.000Z');
    expect(dayToIso('15/03/2025')).toBe('');
    expect(isoToDay('2025-03-15T00:00:00.000Z')).toBe('2025-03-15');
    expect(isoToDay('')).toBe('');
  });
});
