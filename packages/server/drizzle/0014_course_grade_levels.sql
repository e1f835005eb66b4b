CREATE TABLE "course_grade_levels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"inep_stage_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "next_course_id" uuid;--> statement-breakpoint
ALTER TABLE "course_grade_levels" ADD CONSTRAINT "course_grade_levels_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_grade_levels_course_idx" ON "course_grade_levels" USING btree ("course_id","position");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_next_course_id_courses_id_fk" FOREIGN KEY ("next_course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;