CREATE TABLE "lousa_row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "search" text GENERATED ALWAYS AS (lousa_fold("persons"."name") || chr(31) || coalesce(lousa_fold("persons"."social_name"), '') || chr(31) || "persons"."cpf") STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "search" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "academic_calendars_title_idx" ON "academic_calendars" USING btree (lousa_fold("title"));--> statement-breakpoint
CREATE INDEX "academic_calendars_academic_year_idx" ON "academic_calendars" USING btree ("academic_year_id");--> statement-breakpoint
CREATE INDEX "academic_terms_title_idx" ON "academic_terms" USING btree (lousa_fold("title"));--> statement-breakpoint
CREATE INDEX "academic_terms_start_date_idx" ON "academic_terms" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "academic_terms_end_date_idx" ON "academic_terms" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "academic_terms_academic_calendar_idx" ON "academic_terms" USING btree ("academic_calendar_id");--> statement-breakpoint
CREATE INDEX "academic_years_start_date_idx" ON "academic_years" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "academic_years_end_date_idx" ON "academic_years" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "classrooms_name_idx" ON "classrooms" USING btree (lousa_fold("name"));--> statement-breakpoint
CREATE INDEX "classrooms_school_unit_idx" ON "classrooms" USING btree ("school_unit_id");--> statement-breakpoint
CREATE INDEX "classrooms_course_idx" ON "classrooms" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "courses_name_idx" ON "courses" USING btree (lousa_fold("name"));--> statement-breakpoint
CREATE INDEX "courses_teaching_modality_idx" ON "courses" USING btree ("teaching_modality_id");--> statement-breakpoint
CREATE INDEX "courses_curriculum_matrix_idx" ON "courses" USING btree ("curriculum_matrix_id");--> statement-breakpoint
CREATE INDEX "curricular_components_name_idx" ON "curricular_components" USING btree (lousa_fold("name"));--> statement-breakpoint
CREATE INDEX "curriculum_matrices_name_idx" ON "curriculum_matrices" USING btree (lousa_fold("name"));--> statement-breakpoint
CREATE INDEX "curriculum_matrix_items_component_idx" ON "curriculum_matrix_items" USING btree ("curricular_component_id");--> statement-breakpoint
CREATE INDEX "persons_name_idx" ON "persons" USING btree (lousa_fold("name"),"id");--> statement-breakpoint
CREATE INDEX "persons_birth_date_idx" ON "persons" USING btree ("birth_date","id");--> statement-breakpoint
CREATE INDEX "persons_gender_idx" ON "persons" USING btree ("gender","id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "school_day_types_description_idx" ON "school_day_types" USING btree (lousa_fold("description"));--> statement-breakpoint
CREATE INDEX "school_days_date_idx" ON "school_days" USING btree ("date");--> statement-breakpoint
CREATE INDEX "school_days_academic_calendar_idx" ON "school_days" USING btree ("academic_calendar_id");--> statement-breakpoint
CREATE INDEX "school_days_type_idx" ON "school_days" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "school_units_name_idx" ON "school_units" USING btree (lousa_fold("name"));--> statement-breakpoint
CREATE INDEX "school_units_principal_name_idx" ON "school_units" USING btree (lousa_fold("principal_name"));--> statement-breakpoint
CREATE INDEX "students_person_idx" ON "students" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "students_guardian_idx" ON "students" USING btree ("guardian_id");--> statement-breakpoint
CREATE INDEX "students_search_trgm_idx" ON "students" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teaching_modalities_name_idx" ON "teaching_modalities" USING btree (lousa_fold("name"));--> statement-breakpoint
CREATE INDEX "users_first_name_idx" ON "users" USING btree (lousa_fold("first_name"));--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree (lousa_fold("last_name"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");