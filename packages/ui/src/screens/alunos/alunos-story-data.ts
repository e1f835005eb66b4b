/**
 * Story data of the student screens (list, record, add and edit pages), read from the recorded
 * answers of the demo network (issue 25): the student whose record and history are recorded (the
 * first with an ATIVA and a TRANSFERIDA enrolment — the rule of the recording's area module
 * `api-client/test/recording/enrollments.ts`), the guardian whose CPF lookup is recorded, and the
 * answers a story sets itself where the recording holds no rule (a created student's record).
 */
import { mockUrl, type RecordedRole, recordedAnswer } from '@lousa/api-client/mocks';
import type {
  Enrollment,
  GuardianMatch,
  Person,
  StudentListItem,
  StudentRecord,
} from '@lousa/domain';
import { HttpResponse, http } from 'msw';
import { recordedStory } from '../../testing/story-recorded';

/** Valid documents nobody in the demo has (what the stories type). */
export const validDocuments = {
  birthCertificate: '10453901552013100012021000012321',
  otherBirthCertificate: '11223301552015100045081000456712',
  susCard: '703123456789015',
  studentCpf: '39053344705',
  newGuardianCpf: '11144477735',
  adultCpf: '98765432100',
} as const;

/** The administrator's recorded list of students and of enrolments. */
export const recordedStudents = () =>
  recordedAnswer<StudentListItem[]>('administrador', 'GET /students');
const recordedEnrollments = () => recordedAnswer<Enrollment[]>('administrador', 'GET /enrollments');

/** The student whose record and history are recorded (see the module's comment). */
function knownStudentItem(): StudentListItem {
  const enrollments = recordedEnrollments();
  const student = recordedStudents().find((item) => {
    const theirs = enrollments.filter((enrollment) => enrollment.student.id === item.id);
    return (
      theirs.some((enrollment) => enrollment.status === 'ACTIVE') &&
      theirs.some((enrollment) => enrollment.status === 'TRANSFERRED')
    );
  });
  if (!student) throw new Error('the recording has no student with a transfer');
  return student;
}

/** The known student's full record (person and guardian), as recorded. */
export const knownStudent: StudentRecord = recordedAnswer<StudentRecord>(
  'administrador',
  `GET /students/${knownStudentItem().id}`,
);

/** The known student's history, newest first, as recorded. */
export const knownHistory: Enrollment[] = recordedAnswer<Enrollment[]>(
  'administrador',
  `GET /enrollments?studentId=${knownStudent.id}&sort=-date`,
);

/** The student of the list's first row, whose record (with its guardian) is recorded too. */
const firstStudent = recordedAnswer<StudentRecord>(
  'administrador',
  `GET /students/${recordedStudents()[0]?.id}`,
);

/** The guardian whose CPF lookup is recorded: the first student's, in full. */
export const knownGuardian: Person = firstStudent.guardian as Person;
/** What the lookup of `knownGuardian`'s CPF answers. */
export const knownGuardianMatch: GuardianMatch = recordedAnswer<GuardianMatch>(
  'administrador',
  `GET /guardians?cpf=${knownGuardian.cpf}`,
);

/** A student who is an adult registered without a guardian: the demo has none, a story sets it. */
export const adultStudent: StudentRecord = {
  ...firstStudent,
  person: { ...firstStudent.person, birthDate: '2005-07-14T00:00:00.000Z' },
  guardian: null,
};

/** The story's API: the recording as `as` sees it (the administrator by default). */
export function withRecordedStudents(context: unknown, as: RecordedRole = 'administrador') {
  recordedStory(as).beforeEach(context);
}

/** The people a story's created student may name as guardian: the ones the recording holds. */
const recordedPeople = (): Person[] => [knownGuardian, knownStudent.guardian as Person];

/** The fields a body may leave out, as the server answers them: none. */
const EMPTY_FIELDS = {
  cpf: null,
  rg: null,
  socialName: null,
  birthCertificate: null,
  susCard: null,
  email: null,
  contact: null,
};

/**
 * What the server answers once a story has created a student (the recording has no rule): the
 * POST's list item (201), then the record of that id (its person, its guardian as sent or found)
 * with an empty history. `onBody` sees what was sent.
 */
export function createdStudentAnswers(onBody: (body: Record<string, unknown>) => void) {
  const id = '00000000-0000-7000-9000-0000000000a1';
  const personId = '00000000-0000-7000-9000-0000000000a2';
  const guardianId = '00000000-0000-7000-9000-0000000000a3';
  let record: StudentRecord | undefined;
  return [
    http.post(mockUrl('/students'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      onBody(body);
      const person = { ...EMPTY_FIELDS, ...(body.person as object), id: personId } as Person;
      const sent = body.guardian as object | undefined;
      const guardian = sent
        ? ({ ...EMPTY_FIELDS, ...sent, id: guardianId } as Person)
        : (recordedPeople().find((item) => item.id === body.guardianId) ?? null);
      record = { id, person, guardian } as StudentRecord;
      const item: StudentListItem = {
        id,
        cpf: person.cpf,
        name: person.name,
        socialName: person.socialName,
        gender: person.gender,
        birthDate: person.birthDate,
        classroom: null,
      };
      return HttpResponse.json(item, { status: 201 });
    }),
    http.get(mockUrl(`/students/${id}`), () => (record ? HttpResponse.json(record) : undefined)),
    http.get(mockUrl('/enrollments'), ({ request }) =>
      new URL(request.url).searchParams.get('studentId') === id
        ? HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })
        : undefined,
    ),
  ];
}
