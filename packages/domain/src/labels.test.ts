import { describe, expect, it } from 'vitest';
import {
  areaLabels,
  attendanceBadgeVariant,
  attendanceStatusLabels,
  auditActionLabels,
  calendarEventColor,
  calendarEventTypes,
  calendarStatusLabels,
  ethnicityLabels,
  genderLabels,
  isLessonDayKind,
  labelOf,
  locationZoneLabels,
  nationalityLabels,
  schoolDayKinds,
  shiftLabels,
  shifts,
  statusBadgeVariant,
  termStatusLabels,
} from './labels.ts';
import { registryResources, rolesResource, studentsResource } from './resources/index.ts';
import { auditResourceLabels } from './resources/keys.ts';
import { auditActions } from './schemas/entities/user.ts';

describe('labels', () => {
  it('shifts: the afternoon is VESPERTINO (not the spec’s typo)', () => {
    expect(shifts).toEqual(['INTEGRAL', 'MORNING', 'AFTERNOON', 'NIGHT']);
    expect(shiftLabels).toEqual({
      INTEGRAL: 'INTEGRAL',
      MORNING: 'MATUTINO',
      AFTERNOON: 'VESPERTINO',
      NIGHT: 'NOTURNO',
    });
  });

  it('area, gender, zone', () => {
    expect(areaLabels).toEqual({ URBAN: 'URBANA', RURAL: 'RURAL' });
    expect(genderLabels).toEqual({ MALE: 'MASCULINO', FEMALE: 'FEMININO' });
    expect(locationZoneLabels).toEqual({ URBAN: 'Urbana', RURAL: 'Rural' });
  });

  it('calendar and term statuses', () => {
    expect(calendarStatusLabels).toEqual({
      INACTIVE: 'INATIVO',
      IN_ACTIVITY: 'EM ATIVIDADE',
      COMPLETED: 'CONCLUÍDO',
    });
    expect(termStatusLabels).toEqual({
      PENDING: 'PENDENTE',
      IN_ACTIVITY: 'EM ATIVIDADE',
      COMPLETED: 'CONCLUÍDO',
    });
  });

  it('status badges: secondary for PENDING or INACTIVE, default otherwise', () => {
    expect(statusBadgeVariant('PENDING')).toBe('secondary');
    expect(statusBadgeVariant('INACTIVE')).toBe('secondary');
    expect(statusBadgeVariant('IN_ACTIVITY')).toBe('default');
    expect(statusBadgeVariant('COMPLETED')).toBe('default');
  });

  it('attendance statuses and badges', () => {
    expect(attendanceStatusLabels).toEqual({ PENDING: 'PENDENTE', RECORDED: 'REGISTRADA' });
    expect(attendanceBadgeVariant('PENDING')).toBe('secondary');
    expect(attendanceBadgeVariant('RECORDED')).toBe('default');
  });

  it('the kind alone says whether a day is a lesson day: the two *LETIVO kinds', () => {
    expect(schoolDayKinds.filter(isLessonDayKind)).toEqual(['DIA_LETIVO', 'SABADO_LETIVO']);
    expect(isLessonDayKind('Dia Letivo')).toBe(false);
    expect(
      Object.fromEntries(schoolDayKinds.map((kind) => [kind, calendarEventTypes[kind].label])),
    ).toEqual({
      DIA_LETIVO: 'Dia Letivo',
      SABADO_LETIVO: 'Sábado Letivo',
      FERIADO: 'Feriado',
      RECESSO: 'Recesso',
      CONSELHO_CLASSE: 'Conselho de Classe',
      PLANEJAMENTO: 'Planejamento',
    });
  });

  it('ethnicity and nationality (BORN_BRAZILLIAN as the API spells it)', () => {
    expect(Object.values(ethnicityLabels)).toEqual([
      'Preta',
      'Branca',
      'Parda',
      'Amarela',
      'Indígena',
    ]);
    expect(nationalityLabels).toEqual({
      BORN_BRAZILLIAN: 'Brasileira nata',
      NATURALIZED: 'Naturalizada',
      FOREIGN: 'Estrangeira',
    });
  });

  it('calendar event colours: FERIADO red, SABADO_LETIVO yellow, CONSELHO_CLASSE dark green, else emerald', () => {
    expect(calendarEventColor('FERIADO')).toBe('red');
    expect(calendarEventColor('SABADO_LETIVO')).toBe('yellow');
    expect(calendarEventColor('CONSELHO_CLASSE')).toBe('darkGreen');
    expect(calendarEventColor('DIA_LETIVO')).toBe('emerald');
    expect(calendarEventColor('RECESSO')).toBe('emerald');
    expect(calendarEventColor('PLANEJAMENTO')).toBe('emerald');
    expect(calendarEventColor('OUTRO')).toBe('emerald');
    expect(Object.keys(calendarEventTypes).sort()).toEqual([...schoolDayKinds].sort());
  });

  it('labelOf shows a dash for a missing or unknown code', () => {
    expect(labelOf(shiftLabels, 'NIGHT')).toBe('NOTURNO');
    expect(labelOf(shiftLabels, undefined)).toBe('-');
    expect(labelOf(shiftLabels, 'toString')).toBe('-');
  });
});

describe('audit labels', () => {
  it('names every action of the audit log, each differently', () => {
    expect(Object.keys(auditActionLabels).sort()).toEqual([...auditActions].sort());
    expect(new Set(Object.values(auditActionLabels)).size).toBe(auditActions.length);
    expect(auditActionLabels['sign-in-failed']).toBe('Falha de entrada');
  });

  it('names the resources of the registries the log writes to', () => {
    for (const def of [...registryResources, rolesResource, studentsResource]) {
      expect(auditResourceLabels[def.key]).toBeTruthy();
    }
  });
});
