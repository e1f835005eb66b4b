import { describe, expect, it } from 'vitest';
import {
  auditFieldLines,
  dayToIso,
  formatAuditTime,
  formatAuditValue,
  isoToDay,
  shortId,
} from './auditoria-format';

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

describe('formatAuditValue and auditFieldLines', () => {
  it('writes each kind of value as a pt-BR reader reads it', () => {
    expect(formatAuditValue('name', 'Ana Maria')).toBe('Ana Maria');
    expect(formatAuditValue('startDate', '2026-03-15T00:00:00.000Z')).toBe('15/03/2026');
    expect(formatAuditValue('endDate', '2026-06-15')).toBe('15/06/2026');
    expect(formatAuditValue('active', false)).toBe('Inativo');
    expect(formatAuditValue('isDefault', true)).toBe('Sim');
    expect(formatAuditValue('isDefault', false)).toBe('Não');
    expect(formatAuditValue('weight', 1.5)).toBe('1,5');
    expect(formatAuditValue('shift', 'AFTERNOON')).toBe('VESPERTINO');
    expect(formatAuditValue('status', 'CANCELLED')).toBe('CANCELADA');
    expect(formatAuditValue('person.gender', 'FEMALE')).toBe('FEMININO');
    expect(formatAuditValue('roleId', '0190c1d2-7a1b-7c3d-8e4f-123456789abc')).toBe('0190c1d2…');
    expect(formatAuditValue('cancelReason', null)).toBe('—');
    expect(formatAuditValue('schoolUnitIds', [])).toBe('—');
    expect(formatAuditValue('address', { street: 'Rua A', number: '1', complement: null })).toBe(
      'Rua A, 1',
    );
  });

  it('labels the fields, and an update’s change as before → after', () => {
    const event = {
      id: '1',
      at: '2026-06-15T12:00:00.000Z',
      actor: null,
      action: 'update',
      resource: 'students',
      resourceId: '2',
      resourceLabel: 'Ana Maria',
      fields: ['person.name', 'guardianId'],
      changes: { 'person.name': { before: 'Ana', after: 'Ana Maria' } },
      ip: null,
    } as const;
    expect(auditFieldLines({ ...event, fields: [...event.fields] })).toEqual([
      'Nome completo: Ana → Ana Maria',
      'Responsável',
    ]);
    expect(auditFieldLines({ ...event, fields: ['classroomId'], changes: null })).toEqual([
      'Turma',
    ]);
  });
});
