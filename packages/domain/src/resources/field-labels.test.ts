import { describe, expect, it } from 'vitest';
import { auditFieldLabel } from './field-labels.ts';
import { RESOURCE_KEYS } from './keys.ts';

describe('auditFieldLabel', () => {
  it('reads a field of a body as its form labels it, a reference as the kind of record it names', () => {
    expect(
      ['classroomId', 'userId', 'curricularComponentId'].map((field) =>
        auditFieldLabel(RESOURCE_KEYS.teachingAssignments, field),
      ),
    ).toEqual(['Turma', 'Professor(a)', 'Componente Curricular']);
    expect(auditFieldLabel(RESOURCE_KEYS.users, 'roleId')).toBe('Atribuição');
    expect(auditFieldLabel(RESOURCE_KEYS.schoolUnits, 'name')).toBe('Nome da Unidade');
    expect(auditFieldLabel(RESOURCE_KEYS.classrooms, 'name')).toBe('Nome');
  });

  it('names whose person a student’s nested field belongs to', () => {
    expect(auditFieldLabel(RESOURCE_KEYS.students, 'person.name')).toBe('Nome completo');
    expect(auditFieldLabel(RESOURCE_KEYS.students, 'guardian.contact')).toBe(
      'Telefone do responsável',
    );
    expect(auditFieldLabel(RESOURCE_KEYS.students, 'guardianId')).toBe('Responsável');
  });

  it('shows a field it does not know, or of an unknown resource, as it came', () => {
    expect(auditFieldLabel(RESOURCE_KEYS.classrooms, 'colour')).toBe('colour');
    expect(auditFieldLabel('nonsense', 'name')).toBe('Nome');
    expect(auditFieldLabel(null, 'weird')).toBe('weird');
  });

  it('labels every field of every declared create and update body', async () => {
    const exported: unknown[] = Object.values(await import('./index.ts'));
    const declarations = exported.filter(
      (value): value is { key: string; create: object; update: object } =>
        typeof value === 'object' && value !== null && 'key' in value && 'create' in value,
    );
    expect(declarations.length).toBeGreaterThan(15);
    for (const { key, create, update } of declarations) {
      for (const schema of [create, update] as { entries?: Record<string, unknown> }[]) {
        for (const field of Object.keys(schema.entries ?? {})) {
          expect(auditFieldLabel(key, field), `${key}.${field}`).not.toBe(field);
        }
      }
    }
  });
});
