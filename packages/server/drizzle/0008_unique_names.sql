-- A registry whose name is its identity refuses a second record of the same name, whatever
-- its case and accents: unique indexes on lousa_fold(name) (migration 0001) for teaching
-- modalities, curricular components, curriculum matrices, school-day types (description) and
-- roles (their exact-case constraint becomes a folded index); a course's name is unique within
-- its school unit. The folded unique indexes also serve the lists' search and sort by name, so
-- the plain name indexes they replace are dropped.
--
-- A database may already hold duplicates (nothing refused them before): before each index is
-- created, the later records of a folded name (by creation, then id) are RENAMED by appending
-- ' (2)', ' (3)', … — 'Matemática', 'matematica' become 'Matemática', 'matematica (2)'. The
-- first keeps its name; a rename that meets another name again is renamed once more, until
-- none is left. Nothing is deleted: an administrator sees the suffixed names in the lists and
-- may merge or rename them.
CREATE FUNCTION lousa_rename_duplicates(tbl text, col text, part text) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  renamed integer;
BEGIN
  LOOP
    EXECUTE format(
      'UPDATE %1$I AS t SET %2$I = t.%2$I || '' ('' || d.n || '')''
         FROM (SELECT id, row_number() OVER (
                 PARTITION BY %3$s lousa_fold(%2$I) ORDER BY created_at, id) AS n
                 FROM %1$I) AS d
        WHERE d.id = t.id AND d.n > 1',
      tbl, col, part);
    GET DIAGNOSTICS renamed = ROW_COUNT;
    EXIT WHEN renamed = 0;
  END LOOP;
END $$;
--> statement-breakpoint
SELECT lousa_rename_duplicates('teaching_modalities', 'name', '');--> statement-breakpoint
SELECT lousa_rename_duplicates('curricular_components', 'name', '');--> statement-breakpoint
SELECT lousa_rename_duplicates('curriculum_matrices', 'name', '');--> statement-breakpoint
SELECT lousa_rename_duplicates('school_day_types', 'description', '');--> statement-breakpoint
SELECT lousa_rename_duplicates('roles', 'name', '');--> statement-breakpoint
SELECT lousa_rename_duplicates('courses', 'name', 'school_unit_id,');--> statement-breakpoint
DROP FUNCTION lousa_rename_duplicates(text, text, text);--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_name_unique";--> statement-breakpoint
DROP INDEX "curricular_components_name_idx";--> statement-breakpoint
DROP INDEX "curriculum_matrices_name_idx";--> statement-breakpoint
DROP INDEX "school_day_types_description_idx";--> statement-breakpoint
DROP INDEX "teaching_modalities_name_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "courses_school_unit_name_unique" ON "courses" USING btree ("school_unit_id",lousa_fold("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "curricular_components_name_unique" ON "curricular_components" USING btree (lousa_fold("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_matrices_name_unique" ON "curriculum_matrices" USING btree (lousa_fold("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_unique" ON "roles" USING btree (lousa_fold("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "school_day_types_description_unique" ON "school_day_types" USING btree (lousa_fold("description"));--> statement-breakpoint
CREATE UNIQUE INDEX "teaching_modalities_name_unique" ON "teaching_modalities" USING btree (lousa_fold("name"));