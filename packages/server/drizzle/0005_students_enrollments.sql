CREATE TYPE "public"."enrollment_status" AS ENUM('ACTIVE', 'TRANSFERRED', 'CANCELLED', 'COMPLETED');--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"classroom_id" uuid NOT NULL,
	"school_unit_id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"status" "enrollment_status" DEFAULT 'ACTIVE' NOT NULL,
	"date" date NOT NULL,
	"end_date" date,
	"cancel_reason" text,
	"transferred_from_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "persons" ALTER COLUMN "cpf" DROP NOT NULL;--> statement-breakpoint
-- persons.search reads a CPF that may now be null: the trigger that copies it to students waits
-- while the generated column is rebuilt.
DROP TRIGGER persons_search ON persons;--> statement-breakpoint
ALTER TABLE "persons" drop column "search";--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "search" text GENERATED ALWAYS AS (lousa_fold("persons"."name") || chr(31) || coalesce(lousa_fold("persons"."social_name"), '') || chr(31) || coalesce("persons"."cpf", '')) STORED NOT NULL;--> statement-breakpoint
CREATE TRIGGER persons_search AFTER UPDATE ON persons
  FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search)
  EXECUTE FUNCTION lousa_person_search();
--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "guardian_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "school_unit_id" uuid;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_school_unit_id_school_units_id_fk" FOREIGN KEY ("school_unit_id") REFERENCES "public"."school_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_one_active_per_year" ON "enrollments" USING btree ("student_id","academic_year_id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "enrollments_student_idx" ON "enrollments" USING btree ("student_id","date");--> statement-breakpoint
CREATE INDEX "enrollments_classroom_idx" ON "enrollments" USING btree ("classroom_id","status");--> statement-breakpoint
CREATE INDEX "enrollments_school_unit_idx" ON "enrollments" USING btree ("school_unit_id","id");--> statement-breakpoint
CREATE INDEX "enrollments_academic_year_idx" ON "enrollments" USING btree ("academic_year_id","id");--> statement-breakpoint
CREATE INDEX "enrollments_date_idx" ON "enrollments" USING btree ("date","id");--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_unit_id_school_units_id_fk" FOREIGN KEY ("school_unit_id") REFERENCES "public"."school_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_school_unit_idx" ON "students" USING btree ("school_unit_id","id");;--> statement-breakpoint
-- Enrolments grow like students (one or more per student per year): their unfiltered total is
-- the trigger-kept count too (functions of migration 0003).
CREATE TRIGGER enrollments_count_inserted AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION lousa_count_inserted();
--> statement-breakpoint
CREATE TRIGGER enrollments_count_deleted AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION lousa_count_deleted();
--> statement-breakpoint
CREATE TRIGGER enrollments_count_truncated AFTER TRUNCATE ON enrollments
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_count_truncated();
--> statement-breakpoint
INSERT INTO lousa_row_counts (table_name, row_count) VALUES ('enrollments', 0)
ON CONFLICT (table_name) DO NOTHING;
