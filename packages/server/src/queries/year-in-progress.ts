import { type SQL, sql } from 'drizzle-orm';
import { academicYears } from '../db/schema.ts';

/**
 * The id of the academic year in progress on `today` (YYYY-MM-DD), as SQL: the year whose dates
 * hold today, else the latest begun before it (a network between two years works in the last
 * one); null when no year has begun. What the home page counts and the class choices of the
 * pedagogy ('Minhas Turmas', the unit's classes) list: each year has its own classes (issue 27).
 */
export const yearInProgressId = (today: string): SQL =>
  sql`(select ${academicYears.id} from ${academicYears}
    where ${academicYears.startDate} <= ${today}::date
    order by (${academicYears.endDate} >= ${today}::date) desc, ${academicYears.startDate} desc
    limit 1)`;
