/** A row of the attendance table: the student, its place in the form's list and its percentage. */
export interface AttendanceRow {
  id: string;
  index: number;
  code: string;
  name: string;
  /** Share of the recorded days present (0–100, one decimal); null before any. */
  attendance: number | null;
}
