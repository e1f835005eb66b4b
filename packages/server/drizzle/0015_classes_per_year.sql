-- Classes belong to a year, calendars to units (issue 27).
--
-- A classroom gets the academic year it is a class of and a grade level of its course. Existing
-- classrooms take the year of their enrolments (the latest by start date when several), else the
-- year in progress (today in São Paulo), else the latest year begun, else the earliest; when the
-- network has classrooms but no academic year at all, this calendar year is made (1 January to
-- 31 December). Their grade level is the first of their course's; a course without levels gets
-- one named after the course.
--
-- A calendar applies to the school units listed in academic_calendar_school_units; none listed:
-- the whole network, which every existing calendar does.
CREATE TABLE "academic_calendar_school_units" (
	"academic_calendar_id" uuid NOT NULL,
	"school_unit_id" uuid NOT NULL,
	CONSTRAINT "academic_calendar_school_units_academic_calendar_id_school_unit_id_pk" PRIMARY KEY("academic_calendar_id","school_unit_id")
);
--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "academic_year_id" uuid;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "grade_level_id" uuid;--> statement-breakpoint
INSERT INTO "academic_years" ("id", "year", "start_date", "end_date")
SELECT gen_random_uuid(), to_char(d.today, 'YYYY'), date_trunc('year', d.today)::date,
       (date_trunc('year', d.today) + interval '1 year' - interval '1 day')::date
  FROM (SELECT (now() AT TIME ZONE 'America/Sao_Paulo')::date AS today) AS d
 WHERE EXISTS (SELECT 1 FROM "classrooms") AND NOT EXISTS (SELECT 1 FROM "academic_years");--> statement-breakpoint
UPDATE "classrooms" AS c SET "academic_year_id" = COALESCE(
  (SELECT e."academic_year_id" FROM "enrollments" AS e
    WHERE e."classroom_id" = c."id" ORDER BY e."date" DESC, e."id" DESC LIMIT 1),
  (SELECT y."id" FROM "academic_years" AS y,
          (SELECT (now() AT TIME ZONE 'America/Sao_Paulo')::date AS today) AS d
    ORDER BY (y."start_date" <= d.today AND y."end_date" >= d.today) DESC,
             (y."start_date" <= d.today) DESC,
             CASE WHEN y."start_date" <= d.today THEN y."start_date" END DESC,
             y."start_date" ASC
    LIMIT 1));--> statement-breakpoint
INSERT INTO "course_grade_levels" ("id", "course_id", "name", "position")
SELECT gen_random_uuid(), co."id", co."name", 0 FROM "courses" AS co
 WHERE NOT EXISTS (SELECT 1 FROM "course_grade_levels" AS gl WHERE gl."course_id" = co."id");--> statement-breakpoint
UPDATE "classrooms" AS c SET "grade_level_id" =
  (SELECT gl."id" FROM "course_grade_levels" AS gl
    WHERE gl."course_id" = c."course_id" ORDER BY gl."position", gl."id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "classrooms" ALTER COLUMN "academic_year_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "classrooms" ALTER COLUMN "grade_level_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "academic_calendar_school_units" ADD CONSTRAINT "academic_calendar_school_units_academic_calendar_id_academic_calendars_id_fk" FOREIGN KEY ("academic_calendar_id") REFERENCES "public"."academic_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_calendar_school_units" ADD CONSTRAINT "academic_calendar_school_units_school_unit_id_school_units_id_fk" FOREIGN KEY ("school_unit_id") REFERENCES "public"."school_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academic_calendar_school_units_unit_idx" ON "academic_calendar_school_units" USING btree ("school_unit_id");--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_grade_level_id_course_grade_levels_id_fk" FOREIGN KEY ("grade_level_id") REFERENCES "public"."course_grade_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classrooms_academic_year_idx" ON "classrooms" USING btree ("academic_year_id","school_unit_id");--> statement-breakpoint
CREATE INDEX "classrooms_grade_level_idx" ON "classrooms" USING btree ("grade_level_id");--> statement-breakpoint
-- The calendars whose school days are a classroom's: of its academic year, the calendar that
-- lists its unit, else those that list no unit (the network's). Lesson days, the attendance rows
-- and the roll numbers read it.
CREATE VIEW "lousa_class_calendars" AS
SELECT cr."id" AS "classroom_id", cal."id" AS "academic_calendar_id"
  FROM "classrooms" AS cr
  JOIN "academic_calendars" AS cal ON cal."academic_year_id" = cr."academic_year_id"
 WHERE EXISTS (SELECT 1 FROM "academic_calendar_school_units" AS cu
                WHERE cu."academic_calendar_id" = cal."id" AND cu."school_unit_id" = cr."school_unit_id")
    OR (NOT EXISTS (SELECT 1 FROM "academic_calendar_school_units" AS cu
                     WHERE cu."academic_calendar_id" = cal."id")
        AND NOT EXISTS (SELECT 1 FROM "academic_calendars" AS unit_cal
                          JOIN "academic_calendar_school_units" AS cu
                            ON cu."academic_calendar_id" = unit_cal."id"
                         WHERE unit_cal."academic_year_id" = cr."academic_year_id"
                           AND cu."school_unit_id" = cr."school_unit_id"));
