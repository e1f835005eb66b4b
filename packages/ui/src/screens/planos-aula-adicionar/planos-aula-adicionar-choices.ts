import type { BnccCatalogueItem, MyClass, NamedRef } from '@lousa/domain';

/** The class and component of the plan being edited (they stay choices even if no longer taught). */
export interface PlanPlace {
  classroom: NamedRef;
  curricularComponent: NamedRef;
}

const byName = (a: NamedRef, b: NamedRef) => a.name.localeCompare(b.name, 'pt-BR');

/** Each record once (by id), sorted by name as a person looks for it. */
function distinct(items: readonly NamedRef[]): NamedRef[] {
  const seen = new Map<string, NamedRef>();
  for (const { id, name } of items) if (!seen.has(id)) seen.set(id, { id, name });
  return [...seen.values()].sort(byName);
}

/** 'Turma': the classes the teacher teaches (GET /me/classes), each once. */
export function classroomChoices(classes: readonly MyClass[], current?: PlanPlace): NamedRef[] {
  return distinct([
    ...classes.map((entry) => entry.classroom),
    ...(current ? [current.classroom] : []),
  ]);
}

/** 'Componente Curricular': what the teacher teaches in the chosen class (none before one is). */
export function componentChoices(
  classes: readonly MyClass[],
  classroomId: string | undefined,
  current?: PlanPlace,
): NamedRef[] {
  if (!classroomId) return [];
  return distinct([
    ...classes
      .filter((entry) => entry.classroom.id === classroomId)
      .map((entry) => entry.curricularComponent),
    ...(current && current.classroom.id === classroomId ? [current.curricularComponent] : []),
  ]);
}

/**
 * 'Normas BNCC': the catalogue's standards of the component, by their text (spec §3), and any
 * chosen code the catalogue does not describe (yet, or any more) by its code, so that a chosen
 * standard always shows.
 */
export function standardOptions(
  catalogue: readonly BnccCatalogueItem[],
  chosen: readonly string[],
): { value: string; label: string }[] {
  const options = catalogue.map((standard) => ({
    value: standard.code,
    label: standard.description,
  }));
  const known = new Set(options.map((option) => option.value));
  return [
    ...options,
    ...chosen.filter((code) => !known.has(code)).map((code) => ({ value: code, label: code })),
  ];
}
