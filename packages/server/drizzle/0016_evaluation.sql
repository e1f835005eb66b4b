-- The year's evaluation (issue 28).
--
-- A course gets at most one 'Regra de Avaliação' (evaluation_rules, keyed by the course and
-- removed with it): maximum score, pass mark, how the term averages make the final average
-- (ARITHMETIC, or WEIGHTED with one weight a term in term_weights), the recovery (NONE, or a
-- FINAL_EXAM with its own pass mark and formula), the minimum attendance counted OVERALL or
-- PER_COMPONENT, and the decimals shown. The server validates every field (@lousa/domain's
-- evaluationRuleSchema); the columns hold no check of their own. A class keeps each student's
-- final exam per component (final_exams, one at most) and the 'Conselho de Classe' decisions
-- that approved a student in a component, with the reason (council_decisions, one a student and
-- component of the class). Both go with their classroom. Nothing existing changes.
CREATE TABLE "council_decisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"classroom_id" uuid NOT NULL,
	"curricular_component_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_rules" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"max_score" numeric(6, 2) NOT NULL,
	"pass_mark" numeric(6, 2) NOT NULL,
	"term_aggregation" text NOT NULL,
	"term_weights" jsonb,
	"recovery" text NOT NULL,
	"recovery_pass_mark" numeric(6, 2),
	"recovery_formula" text,
	"min_attendance" numeric(5, 2) NOT NULL,
	"attendance_scope" text NOT NULL,
	"decimals" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "final_exams" (
	"classroom_id" uuid NOT NULL,
	"curricular_component_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"score" numeric(6, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "final_exams_classroom_id_curricular_component_id_student_id_pk" PRIMARY KEY("classroom_id","curricular_component_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "council_decisions" ADD CONSTRAINT "council_decisions_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "council_decisions" ADD CONSTRAINT "council_decisions_curricular_component_id_curricular_components_id_fk" FOREIGN KEY ("curricular_component_id") REFERENCES "public"."curricular_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "council_decisions" ADD CONSTRAINT "council_decisions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "council_decisions" ADD CONSTRAINT "council_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_rules" ADD CONSTRAINT "evaluation_rules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_exams" ADD CONSTRAINT "final_exams_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_exams" ADD CONSTRAINT "final_exams_curricular_component_id_curricular_components_id_fk" FOREIGN KEY ("curricular_component_id") REFERENCES "public"."curricular_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_exams" ADD CONSTRAINT "final_exams_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "council_decisions_student_component_unique" ON "council_decisions" USING btree ("classroom_id","curricular_component_id","student_id");--> statement-breakpoint
CREATE INDEX "council_decisions_student_idx" ON "council_decisions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "final_exams_student_idx" ON "final_exams" USING btree ("student_id");