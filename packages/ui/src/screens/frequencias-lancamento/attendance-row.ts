/** A row of the attendance table: the student and their position in the form's list. */
export interface AttendanceRow {
  id: string;
  index: number;
  code: string;
  name: string;
}
