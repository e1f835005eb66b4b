-- Calendar rules (issue 26): one school day per date per calendar, and one term title per
-- calendar whatever its case and accents, each backed by a unique index (a concurrent duplicate
-- fails on it as a 409). The calendar's own index gives way to these, which lead with it.
--
-- A database may already hold duplicates (nothing refused them before):
-- - a term whose folded title an earlier term of its calendar has (by creation, then id) is
--   RENAMED with ' (2)', ' (3)', … as migration 0008 does for names; nothing is deleted;
-- - a school day whose date an earlier day of its calendar has is MOVED, as it was, to
--   school_days_set_aside (a date has no second spelling to rename to); the earlier day stays.
--   Nothing references a school day, so nothing else changes.
CREATE TABLE "school_days_set_aside" (
	"id" uuid PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"type_id" uuid NOT NULL,
	"academic_calendar_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"set_aside_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DO $$
DECLARE
  renamed integer;
BEGIN
  LOOP
    UPDATE academic_terms AS t SET title = t.title || ' (' || d.n || ')'
      FROM (SELECT id, row_number() OVER (
              PARTITION BY academic_calendar_id, lousa_fold(title) ORDER BY created_at, id) AS n
              FROM academic_terms) AS d
     WHERE d.id = t.id AND d.n > 1;
    GET DIAGNOSTICS renamed = ROW_COUNT;
    EXIT WHEN renamed = 0;
  END LOOP;
END $$;
--> statement-breakpoint
WITH later AS (
  SELECT id FROM (SELECT id, row_number() OVER (
                    PARTITION BY academic_calendar_id, date ORDER BY created_at, id) AS n
                    FROM school_days) AS d
   WHERE d.n > 1
), moved AS (
  DELETE FROM school_days WHERE id IN (SELECT id FROM later)
  RETURNING id, date, type_id, academic_calendar_id, created_at
)
INSERT INTO school_days_set_aside (id, date, type_id, academic_calendar_id, created_at)
SELECT id, date, type_id, academic_calendar_id, created_at FROM moved;
--> statement-breakpoint
DROP INDEX "academic_terms_academic_calendar_idx";--> statement-breakpoint
DROP INDEX "school_days_academic_calendar_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "academic_terms_calendar_title_unique" ON "academic_terms" USING btree ("academic_calendar_id",lousa_fold("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "school_days_calendar_date_unique" ON "school_days" USING btree ("academic_calendar_id","date");