import type { Faker } from '@lousa/domain/fake';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { assessments, finalExams, grades } from '../db/schema.ts';
import { setClosedMark, storeResults } from '../queries/class-closing.ts';
import {
  classResults,
  classroomRule,
  classStudents,
  type EvaluatedClassroom,
  evaluatedClassroom,
} from '../queries/evaluation.ts';
import { addDays } from './demo-calendar.ts';
import { insertRows } from './insert-rows.ts';

/*
 * Last year's classes of the demo, closed as a secretary closes them (issue 28): a bimonthly test
 * of every component in each of the class's four terms, graded; the students who ended a
 * component in recovery sat its final exam; then each class's results, computed by the same
 * rules 'Resultados da Turma' shows, stored on the enrolments and the class marked closed. So
 * 'Rematrícula' has a year to propose from as soon as the demo is seeded.
 */

/** A term of a class's calendar (its id and dates). */
interface Term {
  id: string;
  start: string;
  end: string;
}

/** One in this many students struggles in a component (a low mean: recovery, or fails). */
const STRUGGLING_EVERY = 12;

/**
 * Grades and closes `classrooms` (last year's, their enrolments already COMPLETED), as of
 * `closedAt`, by `closedBy`. The scores come from `faker`: most 6 to 10; a struggling student's
 * 2 to 5 in one component, whose final exam (where the rule has one) goes either way.
 */
export async function closeDemoYear(
  db: Database,
  faker: Faker,
  demo: {
    classrooms: readonly { id: string; courseId: string }[];
    termsOf(classroomId: string): readonly Term[];
    componentsOf(courseId: string): readonly string[];
    /** The day results are counted from (after the year's last term). */
    today: string;
    closedAt: Date;
    closedBy: string;
  },
): Promise<void> {
  const classes: {
    evaluated: EvaluatedClassroom;
    students: { id: string; name: string }[];
    /** [student, component] of who struggles. */
    struggling: [string, string][];
  }[] = [];
  const tests: (typeof assessments.$inferInsert)[] = [];
  const scores: (typeof grades.$inferInsert)[] = [];
  for (const classroom of demo.classrooms) {
    const evaluated = (await evaluatedClassroom(db, classroom.id)) as EvaluatedClassroom;
    const students = await classStudents(db, evaluated);
    const struggling: [string, string][] = [];
    classes.push({ evaluated, students, struggling });
    const components = demo.componentsOf(classroom.courseId);
    components.forEach((componentId, c) => {
      for (const term of demo.termsOf(classroom.id)) {
        const id = newId();
        tests.push({
          id,
          classroomId: classroom.id,
          curricularComponentId: componentId,
          academicTermId: term.id,
          title: 'Avaliação bimestral',
          date: addDays(term.end, -7),
          weight: 1,
          maxScore: 10,
          authorId: null,
        });
        students.forEach((student, s) => {
          const low = (s + c) % STRUGGLING_EVERY === 5 && c % 3 === 1;
          if (low && term === demo.termsOf(classroom.id)[0])
            struggling.push([student.id, componentId]);
          const score = low ? faker.int(4, 10) / 2 : faker.int(12, 20) / 2;
          scores.push({ assessmentId: id, studentId: student.id, score });
        });
      }
    });
  }
  await insertRows(db, assessments, tests);
  await insertRows(db, grades, scores);

  // The final exams of who ended a component in recovery (a struggling student's mean is under
  // every pass mark the demo sets), where the course's rule has one: about two in three pass it.
  const exams: (typeof finalExams.$inferInsert)[] = [];
  for (const { evaluated, struggling } of classes) {
    const rule = await classroomRule(db, evaluated);
    if (rule.recovery !== 'FINAL_EXAM') continue;
    for (const [studentId, componentId] of struggling) {
      exams.push({
        classroomId: evaluated.id,
        curricularComponentId: componentId,
        studentId,
        score: faker.bool(0.67) ? faker.int(14, 18) / 2 : faker.int(2, 6) / 2,
      });
    }
  }
  await insertRows(db, finalExams, exams);

  for (const { evaluated, students } of classes) {
    const rule = await classroomRule(db, evaluated);
    const results = await classResults(db, evaluated, rule, students, demo.today);
    await storeResults(
      db,
      { id: evaluated.id, academicYearId: evaluated.academicYear.id },
      results.map((result) => ({ studentId: result.student.id, result: result.result })),
      evaluated.academicYear.endDate,
    );
    await setClosedMark(db, evaluated.id, { at: demo.closedAt, by: demo.closedBy });
  }
}
