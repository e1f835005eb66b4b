-- Triggers behind the students list (see src/routes/students.ts).
--
-- 1. students.search: a copy of the student person's persons.search (folded name and social
--    name, CPF), so a search reads the students table alone: no join to persons, and none of the
--    guardians (persons too) among the matches.
CREATE OR REPLACE FUNCTION lousa_student_search() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := coalesce((SELECT search FROM persons WHERE id = NEW.person_id), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER students_search BEFORE INSERT OR UPDATE OF person_id, search ON students
  FOR EACH ROW EXECUTE FUNCTION lousa_student_search();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lousa_person_search() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE students SET search = NEW.search WHERE person_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER persons_search AFTER UPDATE ON persons
  FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search)
  EXECUTE FUNCTION lousa_person_search();
--> statement-breakpoint
-- Fills the copy of the students already stored (the trigger above sets each updated row).
UPDATE students SET search = '';
--> statement-breakpoint
-- 2. Row counts of the tables whose lists can grow large (students), kept by statement-level
--    triggers in the same transaction as the change: an unfiltered list reads its X-Total-Count
--    from lousa_row_counts instead of counting every row (count(*) grows with the table).
CREATE OR REPLACE FUNCTION lousa_count_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lousa_row_counts AS counts (table_name, row_count)
    SELECT TG_TABLE_NAME, count(*) FROM inserted_rows
  ON CONFLICT (table_name) DO UPDATE SET row_count = counts.row_count + excluded.row_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lousa_count_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lousa_row_counts SET row_count = row_count - (SELECT count(*) FROM deleted_rows)
    WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lousa_count_truncated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lousa_row_counts SET row_count = 0 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER students_count_inserted AFTER INSERT ON students
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION lousa_count_inserted();
--> statement-breakpoint
CREATE TRIGGER students_count_deleted AFTER DELETE ON students
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION lousa_count_deleted();
--> statement-breakpoint
CREATE TRIGGER students_count_truncated AFTER TRUNCATE ON students
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_count_truncated();
--> statement-breakpoint
INSERT INTO lousa_row_counts (table_name, row_count)
  SELECT 'students', count(*) FROM students
ON CONFLICT (table_name) DO UPDATE SET row_count = excluded.row_count;
