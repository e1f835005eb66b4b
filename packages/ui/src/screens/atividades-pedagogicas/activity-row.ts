/**
 * A row of the pedagogical activities list. The spec shows this table empty and names no fields;
 * these are the columns an activity needs. It moves to the domain when activities are persisted.
 */
export interface ActivityRow {
  id: string;
  title: string;
  classroom: string;
  component: string;
  /** ISO calendar date. */
  date: string;
}
