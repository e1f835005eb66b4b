/** A row of the attendance table: the student, its place in the form's list and its figure. */
export interface AttendanceRow {
  id: string;
  index: number;
  code: string;
  name: string;
  /** Share of the recorded days present (0–100, one decimal); null before any. */
  attendance: number | null;
  /** Of those days, the absences (a justified one included) and how many were justified. */
  absences: number;
  justifiedAbsences: number;
}
