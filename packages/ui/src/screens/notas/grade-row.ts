/**
 * A row of the grades list. The spec shows this table empty and names no fields; these are the
 * columns a grade launch needs. It moves to the domain when grades are persisted.
 */
export interface GradeRow {
  id: string;
  classroom: string;
  component: string;
  term: string;
  status: string;
}
