import type { AttendanceDayRef } from '@lousa/api-client';
import type {
  AttendanceBody,
  AttendanceDay,
  AttendanceInput,
  AttendanceSaveBody,
} from '@lousa/domain';

/** The entry form's values from the day the server answered (the spec's rows: id, code, name). */
export function attendanceFormValues(day: AttendanceDay): AttendanceInput {
  return {
    students: day.students.map((student) => ({
      id: student.studentId,
      code: student.code,
      name: student.name,
      isPresent: student.isPresent,
      justified: student.justified,
      justification: student.justification,
    })),
  };
}

/** PUT /attendance's body: the day, and each student's mark by id (a justified one absent). */
export function attendanceSaveBody(
  day: AttendanceDayRef,
  attendance: AttendanceBody,
): AttendanceSaveBody {
  return {
    classroomId: day.classroomId,
    curricularComponentId: day.curricularComponentId,
    date: `${day.date}T00:00:00.000Z`,
    students: attendance.students.map((student) => ({
      studentId: student.id,
      isPresent: student.justified ? false : student.isPresent,
      justified: student.justified,
      justification: student.justified ? (student.justification ?? null) : null,
    })),
  };
}
