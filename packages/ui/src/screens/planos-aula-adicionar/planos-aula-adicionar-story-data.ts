/**
 * Story data of the lesson-plan form pages, on the recorded answers (issue 25) as the demo's
 * teacher: the classes and components she teaches (GET /me/classes) and the BNCC catalogue of
 * each component, read from the recording.
 */
import type { NamedRef } from '@lousa/domain';
import { catalogueOf, teacherClasses } from '../../testing/story-lesson-plans';

export {
  colleaguePlans,
  standardText,
  teacherPlans,
  withColleaguePlans,
} from '../../testing/story-lesson-plans';

const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

/** The names of the classes the teacher teaches, as 'Turma' lists them. */
export function taughtClassrooms(): string[] {
  return [...new Set(teacherClasses().map((entry) => entry.classroom.name))].sort(byName);
}

/** The components the teacher teaches in `classroom`, by name as the list shows them. */
export function taughtComponents(classroom: string): string[] {
  return teacherClasses()
    .filter((entry) => entry.classroom.name === classroom)
    .map((entry) => entry.curricularComponent.name)
    .sort(byName);
}

/** The class (by name) and the component (by name) the teacher teaches, as ids. */
export function taughtPlace(
  classroom: string,
  component: string,
): { classroom: NamedRef; curricularComponent: NamedRef } {
  const found = teacherClasses().find(
    (entry) => entry.classroom.name === classroom && entry.curricularComponent.name === component,
  );
  if (!found) throw new Error(`${classroom} ${component}`);
  return { classroom: found.classroom, curricularComponent: found.curricularComponent };
}

/** The texts of a component's standards, in the catalogue's (code) order. */
export const standardTextsOf = (component: string) =>
  catalogueOf(component).map((standard) => standard.description);
