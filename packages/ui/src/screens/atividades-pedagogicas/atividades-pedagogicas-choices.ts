import type { MyClass, NamedRef } from '@lousa/domain';

/** The class and component of the activity being edited (choices even if no longer taught). */
export interface ActivityPlace {
  classroom: NamedRef;
  curricularComponent: NamedRef;
}

const byName = (a: NamedRef, b: NamedRef) => a.name.localeCompare(b.name, 'pt-BR');

function distinct(items: readonly NamedRef[]): NamedRef[] {
  const seen = new Map<string, NamedRef>();
  for (const { id, name } of items) if (!seen.has(id)) seen.set(id, { id, name });
  return [...seen.values()].sort(byName);
}

/** 'Turma': the classes the teacher teaches (GET /me/classes), each once, by name. */
export function activityClassrooms(classes: readonly MyClass[], current?: ActivityPlace) {
  return distinct([
    ...classes.map((entry) => entry.classroom),
    ...(current ? [current.classroom] : []),
  ]);
}

/** 'Componente Curricular': what the teacher teaches in the chosen class. */
export function activityComponents(
  classes: readonly MyClass[],
  classroomId: string | undefined,
  current?: ActivityPlace,
) {
  if (!classroomId) return [];
  return distinct([
    ...classes
      .filter((entry) => entry.classroom.id === classroomId)
      .map((entry) => entry.curricularComponent),
    ...(current && current.classroom.id === classroomId ? [current.curricularComponent] : []),
  ]);
}
