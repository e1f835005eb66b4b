import {
  birthCertificateCheckDigits,
  type Classroom,
  type Enrollment,
  type GuardianMatch,
  isValidBirthCertificate,
  isValidCns,
  makeValidCns,
  type Person,
  type StudentListItem,
  type StudentRecord,
} from '@lousa/domain';
import type { FixtureDb, StudentFixture } from './db.ts';
import { currentClassroomOf } from './fixture-enrollments.ts';

/**
 * The student fixtures beyond what the faker draws (no draw here, so the rest of the data stays
 * as it was): documents that pass the domain's check digits, a few children registered by
 * birth certificate alone (no CPF, the list shows '-'), and the classroom of each enrolled
 * student ('Turma' in the list; one in four has none).
 */

/** A valid matrícula from any 30 or more digits: the first 30 and their two check digits. */
function validBirthCertificate(digits: string): string {
  const base = digits.replace(/\D/g, '').padEnd(30, '7').slice(0, 30);
  return `${base}${birthCertificateCheckDigits(base)}`;
}

/** A valid provisional CNS (starting with 7) from any 15 digits: the last ones adjusted. */
function validCns(digits: string): string {
  const base = `7${digits.replace(/\D/g, '').padEnd(14, '3').slice(1, 13)}`;
  for (let digit = 0; digit <= 9; digit += 1) {
    const cns = makeValidCns(`${base}${digit}`);
    if (cns) return cns;
  }
  throw new Error(`mocks: nenhum CNS válido a partir de ${digits}`);
}

function withValidDocuments(person: Person): Person {
  const { birthCertificate, susCard } = person;
  return {
    ...person,
    birthCertificate:
      birthCertificate && !isValidBirthCertificate(birthCertificate)
        ? validBirthCertificate(birthCertificate)
        : birthCertificate,
    susCard: susCard && !isValidCns(susCard) ? validCns(susCard) : susCard,
  };
}

/** Every student with valid documents, some without CPF, most in a classroom. */
export function completeStudents(
  students: StudentFixture[],
  classrooms: readonly Classroom[],
): void {
  students.forEach((student, index) => {
    const person = withValidDocuments(student.person);
    // Every eighth child is registered by birth certificate alone.
    if (index % 8 === 5) {
      person.birthCertificate ??= validBirthCertificate(`${person.cpf}`.repeat(3));
      person.cpf = null;
    }
    student.person = person;
    if (student.guardian) student.guardian = withValidDocuments(student.guardian);
    const classroom = classrooms[index % Math.max(classrooms.length, 1)];
    student.classroom =
      index % 4 === 3 || !classroom ? null : { id: classroom.id, name: classroom.name };
  });
}

/**
 * A student's list item (GET /students): what the table shows, under the record's id. The class
 * is the one of its ATIVA enrolment when the enrolments know the student, else the stored one.
 */
export function studentListItemOf(
  student: StudentFixture,
  enrollments: readonly Enrollment[] = [],
): StudentListItem {
  const { cpf, name, socialName, gender, birthDate } = student.person;
  const enrolled = enrollments.some((enrollment) => enrollment.student.id === student.id);
  return {
    id: student.id,
    cpf,
    name,
    socialName,
    gender,
    birthDate,
    classroom: enrolled ? currentClassroomOf(enrollments, student.id) : (student.classroom ?? null),
  };
}

/** The full record of GET /students/<id> (without the list's `classroom`). */
export function studentRecordOf({ id, person, guardian }: StudentFixture): StudentRecord {
  return { id, person, guardian };
}

/** Every person the fixtures hold (students and guardians), each once. */
export function fixturePersons(db: Pick<FixtureDb, 'students'>): Person[] {
  const byId = new Map<string, Person>();
  for (const { person, guardian } of db.students) {
    byId.set(person.id, person);
    if (guardian) byId.set(guardian.id, guardian);
  }
  return [...byId.values()];
}

/** What GET /guardians?cpf= answers of a person. */
export function guardianMatchOf({ id, name, cpf, contact, email }: Person): GuardianMatch {
  return { id, name, cpf: cpf ?? '', contact, email };
}
