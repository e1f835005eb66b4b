CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"classroom_id" uuid NOT NULL,
	"curricular_component_id" uuid NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bncc_standards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"learning_object" text NOT NULL,
	"component" text NOT NULL,
	"year" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"theme" text NOT NULL,
	"classroom_id" uuid NOT NULL,
	"curricular_component_id" uuid NOT NULL,
	"bncc_standards" text[] DEFAULT '{}'::text[] NOT NULL,
	"learning_object" text NOT NULL,
	"general_objective" text NOT NULL,
	"references" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"classroom_id" uuid NOT NULL,
	"curricular_component_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_curricular_component_id_curricular_components_id_fk" FOREIGN KEY ("curricular_component_id") REFERENCES "public"."curricular_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_curricular_component_id_curricular_components_id_fk" FOREIGN KEY ("curricular_component_id") REFERENCES "public"."curricular_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_assignments" ADD CONSTRAINT "teaching_assignments_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_assignments" ADD CONSTRAINT "teaching_assignments_curricular_component_id_curricular_components_id_fk" FOREIGN KEY ("curricular_component_id") REFERENCES "public"."curricular_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_assignments" ADD CONSTRAINT "teaching_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_classroom_idx" ON "activities" USING btree ("classroom_id","curricular_component_id");--> statement-breakpoint
CREATE INDEX "activities_date_idx" ON "activities" USING btree ("date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bncc_standards_code_unique" ON "bncc_standards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bncc_standards_component_idx" ON "bncc_standards" USING btree ("component","code");--> statement-breakpoint
CREATE INDEX "lesson_plans_classroom_idx" ON "lesson_plans" USING btree ("classroom_id","curricular_component_id");--> statement-breakpoint
CREATE INDEX "lesson_plans_author_idx" ON "lesson_plans" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "lesson_plans_title_idx" ON "lesson_plans" USING btree (lousa_fold("title"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_assignments_class_component_unique" ON "teaching_assignments" USING btree ("classroom_id","curricular_component_id");--> statement-breakpoint
CREATE INDEX "teaching_assignments_user_idx" ON "teaching_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teaching_assignments_component_idx" ON "teaching_assignments" USING btree ("curricular_component_id");