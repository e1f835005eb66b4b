-- Kept counts behind the home page (issue 26; src/queries/home.ts, decision 0025): the figures
-- GET /home shows used to count the network's students, enrolments and classrooms on every call.
-- Triggers now keep them in the transaction of each change, and the statements at the end fill
-- them from the rows a database already holds.
--
-- lousa_unit_student_counts        students per unit that holds them (nil UUID: no unit)
-- lousa_unit_year_enrolled_counts  of those, how many have an active enrolment, per year
-- lousa_unit_course_counts         classrooms per unit and course
-- lousa_unit_course_year_counts    active enrolments in those classrooms, per year
-- lousa_classroom_untaught_counts  classrooms with matrix components nobody teaches ...
-- lousa_unit_untaught_counts       ... and their sums per unit
-- lousa_row_counts 'classrooms'    the network's classrooms (as 'students', migration 0003)
--
-- An enrolment counts under its student's unit at the time of the change; when a student moves
-- to another unit, the counts of its active enrolments move with it. Likewise an enrolment
-- counts under its classroom's unit and course, and moves with a classroom that changes them.
CREATE TABLE "lousa_classroom_untaught_counts" (
	"classroom_id" uuid PRIMARY KEY NOT NULL,
	"school_unit_id" uuid NOT NULL,
	"components" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lousa_unit_course_counts" (
	"school_unit_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"classrooms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lousa_unit_course_counts_school_unit_id_course_id_pk" PRIMARY KEY("school_unit_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "lousa_unit_course_year_counts" (
	"school_unit_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"enrollments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lousa_unit_course_year_counts_school_unit_id_course_id_academic_year_id_pk" PRIMARY KEY("school_unit_id","course_id","academic_year_id")
);
--> statement-breakpoint
CREATE TABLE "lousa_unit_student_counts" (
	"unit_key" uuid PRIMARY KEY NOT NULL,
	"students" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lousa_unit_untaught_counts" (
	"school_unit_id" uuid PRIMARY KEY NOT NULL,
	"classrooms" integer NOT NULL,
	"components" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lousa_unit_year_enrolled_counts" (
	"unit_key" uuid NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lousa_unit_year_enrolled_counts_unit_key_academic_year_id_pk" PRIMARY KEY("unit_key","academic_year_id")
);
--> statement-breakpoint
CREATE INDEX "lousa_classroom_untaught_counts_unit_idx" ON "lousa_classroom_untaught_counts" USING btree ("school_unit_id");
--> statement-breakpoint
-- The key of a student's unit in the counts: the nil UUID when no unit holds the student.
CREATE OR REPLACE FUNCTION lousa_unit_key(unit uuid) RETURNS uuid
  LANGUAGE sql IMMUTABLE AS $$ SELECT coalesce(unit, '00000000-0000-0000-0000-000000000000') $$;
--> statement-breakpoint
-- Students per unit, and the active enrolments that follow a student who changes unit.
CREATE OR REPLACE FUNCTION lousa_count_unit_students() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lousa_unit_student_counts AS k (unit_key, students)
      SELECT lousa_unit_key(school_unit_id), count(*)
        FROM inserted_rows GROUP BY 1
    ON CONFLICT (unit_key) DO UPDATE SET students = k.students + excluded.students;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO lousa_unit_student_counts AS k (unit_key, students)
      SELECT lousa_unit_key(school_unit_id), -count(*)
        FROM deleted_rows GROUP BY 1
    ON CONFLICT (unit_key) DO UPDATE SET students = k.students + excluded.students;
  ELSE
    -- Only the students whose unit changed (most updates of a student keep it).
    WITH moved AS (
      SELECT o.id, lousa_unit_key(o.school_unit_id) AS from_unit,
             lousa_unit_key(n.school_unit_id) AS to_unit
        FROM deleted_rows o JOIN inserted_rows n ON n.id = o.id
       WHERE o.school_unit_id IS DISTINCT FROM n.school_unit_id)
    INSERT INTO lousa_unit_student_counts AS k (unit_key, students)
      SELECT unit, sum(delta) FROM (
        SELECT from_unit AS unit, -1 AS delta FROM moved
        UNION ALL SELECT to_unit, 1 FROM moved) AS moves
      GROUP BY unit
    ON CONFLICT (unit_key) DO UPDATE SET students = k.students + excluded.students;
    WITH moved AS (
      SELECT o.id, lousa_unit_key(o.school_unit_id) AS from_unit,
             lousa_unit_key(n.school_unit_id) AS to_unit
        FROM deleted_rows o JOIN inserted_rows n ON n.id = o.id
       WHERE o.school_unit_id IS DISTINCT FROM n.school_unit_id),
    active AS (
      SELECT m.from_unit, m.to_unit, e.academic_year_id AS year
        FROM moved m JOIN enrollments e ON e.student_id = m.id
       WHERE e.status = 'ACTIVE')
    INSERT INTO lousa_unit_year_enrolled_counts AS k (unit_key, academic_year_id, students)
      SELECT unit, year, sum(delta) FROM (
        SELECT from_unit AS unit, year, -1 AS delta FROM active
        UNION ALL SELECT to_unit, year, 1 FROM active) AS moves
      GROUP BY unit, year
    ON CONFLICT (unit_key, academic_year_id) DO UPDATE SET students = k.students + excluded.students;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER students_unit_counts_inserted AFTER INSERT ON students
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_count_unit_students();
--> statement-breakpoint
CREATE TRIGGER students_unit_counts_updated AFTER UPDATE ON students
  REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_count_unit_students();
--> statement-breakpoint
CREATE TRIGGER students_unit_counts_deleted AFTER DELETE ON students
  REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_count_unit_students();
--> statement-breakpoint
-- Active enrolments per the classroom's unit, course and year, and per the student's unit and
-- year.
CREATE OR REPLACE FUNCTION lousa_count_active_enrollments() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO lousa_unit_course_year_counts AS k
        (school_unit_id, course_id, academic_year_id, enrollments)
      SELECT c.school_unit_id, c.course_id, o.academic_year_id, -count(*)
        FROM deleted_rows o JOIN classrooms c ON c.id = o.classroom_id
       WHERE o.status = 'ACTIVE' GROUP BY 1, 2, 3
    ON CONFLICT (school_unit_id, course_id, academic_year_id)
      DO UPDATE SET enrollments = k.enrollments + excluded.enrollments;
    INSERT INTO lousa_unit_year_enrolled_counts AS k (unit_key, academic_year_id, students)
      SELECT lousa_unit_key(s.school_unit_id), o.academic_year_id, -count(*)
        FROM deleted_rows o JOIN students s ON s.id = o.student_id
       WHERE o.status = 'ACTIVE' GROUP BY 1, 2
    ON CONFLICT (unit_key, academic_year_id) DO UPDATE SET students = k.students + excluded.students;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO lousa_unit_course_year_counts AS k
        (school_unit_id, course_id, academic_year_id, enrollments)
      SELECT c.school_unit_id, c.course_id, n.academic_year_id, count(*)
        FROM inserted_rows n JOIN classrooms c ON c.id = n.classroom_id
       WHERE n.status = 'ACTIVE' GROUP BY 1, 2, 3
    ON CONFLICT (school_unit_id, course_id, academic_year_id)
      DO UPDATE SET enrollments = k.enrollments + excluded.enrollments;
    INSERT INTO lousa_unit_year_enrolled_counts AS k (unit_key, academic_year_id, students)
      SELECT lousa_unit_key(s.school_unit_id), n.academic_year_id, count(*)
        FROM inserted_rows n JOIN students s ON s.id = n.student_id
       WHERE n.status = 'ACTIVE' GROUP BY 1, 2
    ON CONFLICT (unit_key, academic_year_id) DO UPDATE SET students = k.students + excluded.students;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enrollments_active_counts_inserted AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_count_active_enrollments();
--> statement-breakpoint
CREATE TRIGGER enrollments_active_counts_updated AFTER UPDATE ON enrollments
  REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_count_active_enrollments();
--> statement-breakpoint
CREATE TRIGGER enrollments_active_counts_deleted AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_count_active_enrollments();
--> statement-breakpoint
-- The matrix components nobody teaches, recounted for the classrooms a change touches, and the
-- sums of the units those classrooms were or are in.
CREATE OR REPLACE FUNCTION lousa_recount_untaught(ids uuid[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  units uuid[] := array(
    SELECT school_unit_id FROM lousa_classroom_untaught_counts WHERE classroom_id = ANY(ids)
    UNION SELECT school_unit_id FROM classrooms WHERE id = ANY(ids));
BEGIN
  DELETE FROM lousa_classroom_untaught_counts WHERE classroom_id = ANY(ids);
  INSERT INTO lousa_classroom_untaught_counts (classroom_id, school_unit_id, components)
    SELECT c.id, c.school_unit_id, count(*)
      FROM classrooms c
      JOIN courses co ON co.id = c.course_id
      JOIN curriculum_matrix_items i ON i.matrix_id = co.curriculum_matrix_id
     WHERE c.id = ANY(ids)
       AND NOT EXISTS (SELECT 1 FROM teaching_assignments t
                        WHERE t.classroom_id = c.id
                          AND t.curricular_component_id = i.curricular_component_id)
     GROUP BY c.id, c.school_unit_id;
  DELETE FROM lousa_unit_untaught_counts WHERE school_unit_id = ANY(units);
  INSERT INTO lousa_unit_untaught_counts (school_unit_id, classrooms, components)
    SELECT school_unit_id, count(*), sum(components) FROM lousa_classroom_untaught_counts
     WHERE school_unit_id = ANY(units) GROUP BY school_unit_id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lousa_untaught_of_assignments() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM lousa_recount_untaught(array(SELECT DISTINCT classroom_id FROM inserted_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM lousa_recount_untaught(array(SELECT DISTINCT classroom_id FROM deleted_rows));
  ELSE
    PERFORM lousa_recount_untaught(array(
      SELECT classroom_id FROM deleted_rows UNION SELECT classroom_id FROM inserted_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER teaching_assignments_untaught_inserted AFTER INSERT ON teaching_assignments
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_untaught_of_assignments();
--> statement-breakpoint
CREATE TRIGGER teaching_assignments_untaught_updated AFTER UPDATE ON teaching_assignments
  REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_untaught_of_assignments();
--> statement-breakpoint
CREATE TRIGGER teaching_assignments_untaught_deleted AFTER DELETE ON teaching_assignments
  REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_untaught_of_assignments();
--> statement-breakpoint
-- A classroom added, removed or moved to another unit or course: the classrooms per unit and
-- course, the active enrolments it carries (a classroom with enrolments cannot be removed), the
-- network's classrooms and its components without a teacher.
CREATE OR REPLACE FUNCTION lousa_count_classrooms() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lousa_unit_course_counts AS k (school_unit_id, course_id, classrooms)
      SELECT school_unit_id, course_id, count(*) FROM inserted_rows GROUP BY 1, 2
    ON CONFLICT (school_unit_id, course_id) DO UPDATE SET classrooms = k.classrooms + excluded.classrooms;
    INSERT INTO lousa_row_counts AS k (table_name, row_count)
      SELECT 'classrooms', count(*) FROM inserted_rows
    ON CONFLICT (table_name) DO UPDATE SET row_count = k.row_count + excluded.row_count;
    PERFORM lousa_recount_untaught(array(SELECT id FROM inserted_rows));
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO lousa_unit_course_counts AS k (school_unit_id, course_id, classrooms)
      SELECT school_unit_id, course_id, -count(*) FROM deleted_rows GROUP BY 1, 2
    ON CONFLICT (school_unit_id, course_id) DO UPDATE SET classrooms = k.classrooms + excluded.classrooms;
    UPDATE lousa_row_counts SET row_count = row_count - (SELECT count(*) FROM deleted_rows)
     WHERE table_name = 'classrooms';
    PERFORM lousa_recount_untaught(array(SELECT id FROM deleted_rows));
  ELSE
    WITH moved AS (
      SELECT o.school_unit_id AS from_unit, o.course_id AS from_course,
             n.school_unit_id AS to_unit, n.course_id AS to_course
        FROM deleted_rows o JOIN inserted_rows n ON n.id = o.id
       WHERE (o.school_unit_id, o.course_id) IS DISTINCT FROM (n.school_unit_id, n.course_id))
    INSERT INTO lousa_unit_course_counts AS k (school_unit_id, course_id, classrooms)
      SELECT unit, course, sum(delta) FROM (
        SELECT from_unit AS unit, from_course AS course, -1 AS delta FROM moved
        UNION ALL SELECT to_unit, to_course, 1 FROM moved) AS moves
      GROUP BY unit, course
    ON CONFLICT (school_unit_id, course_id) DO UPDATE SET classrooms = k.classrooms + excluded.classrooms;
    WITH active AS (
      SELECT o.school_unit_id AS from_unit, o.course_id AS from_course,
             n.school_unit_id AS to_unit, n.course_id AS to_course, e.academic_year_id AS year
        FROM deleted_rows o JOIN inserted_rows n ON n.id = o.id
        JOIN enrollments e ON e.classroom_id = n.id AND e.status = 'ACTIVE'
       WHERE (o.school_unit_id, o.course_id) IS DISTINCT FROM (n.school_unit_id, n.course_id))
    INSERT INTO lousa_unit_course_year_counts AS k
        (school_unit_id, course_id, academic_year_id, enrollments)
      SELECT unit, course, year, sum(delta) FROM (
        SELECT from_unit AS unit, from_course AS course, year, -1 AS delta FROM active
        UNION ALL SELECT to_unit, to_course, year, 1 FROM active) AS moves
      GROUP BY unit, course, year
    ON CONFLICT (school_unit_id, course_id, academic_year_id)
      DO UPDATE SET enrollments = k.enrollments + excluded.enrollments;
    PERFORM lousa_recount_untaught(array(
      SELECT n.id FROM deleted_rows o JOIN inserted_rows n ON n.id = o.id
       WHERE (o.school_unit_id, o.course_id) IS DISTINCT FROM (n.school_unit_id, n.course_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER classrooms_counts_inserted AFTER INSERT ON classrooms
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_count_classrooms();
--> statement-breakpoint
CREATE TRIGGER classrooms_counts_updated AFTER UPDATE ON classrooms
  REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_count_classrooms();
--> statement-breakpoint
CREATE TRIGGER classrooms_counts_deleted AFTER DELETE ON classrooms
  REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_count_classrooms();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lousa_untaught_of_courses() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lousa_recount_untaught(array(
    SELECT c.id FROM classrooms c JOIN inserted_rows n ON n.id = c.course_id
      JOIN deleted_rows o ON o.id = n.id
     WHERE o.curriculum_matrix_id IS DISTINCT FROM n.curriculum_matrix_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER courses_untaught_updated AFTER UPDATE ON courses
  REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_untaught_of_courses();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lousa_untaught_of_matrix_items() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM lousa_recount_untaught(array(
      SELECT c.id FROM classrooms c JOIN courses co ON co.id = c.course_id
       WHERE co.curriculum_matrix_id IN (SELECT matrix_id FROM inserted_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM lousa_recount_untaught(array(
      SELECT c.id FROM classrooms c JOIN courses co ON co.id = c.course_id
       WHERE co.curriculum_matrix_id IN (SELECT matrix_id FROM deleted_rows)));
  ELSE
    PERFORM lousa_recount_untaught(array(
      SELECT c.id FROM classrooms c JOIN courses co ON co.id = c.course_id
       WHERE co.curriculum_matrix_id IN (
         SELECT matrix_id FROM deleted_rows UNION SELECT matrix_id FROM inserted_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER curriculum_matrix_items_untaught_inserted AFTER INSERT ON curriculum_matrix_items
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_untaught_of_matrix_items();
--> statement-breakpoint
CREATE TRIGGER curriculum_matrix_items_untaught_updated AFTER UPDATE ON curriculum_matrix_items
  REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_untaught_of_matrix_items();
--> statement-breakpoint
CREATE TRIGGER curriculum_matrix_items_untaught_deleted AFTER DELETE ON curriculum_matrix_items
  REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lousa_untaught_of_matrix_items();
--> statement-breakpoint
-- The counts of the rows a database already holds.
INSERT INTO lousa_unit_student_counts (unit_key, students)
  SELECT lousa_unit_key(school_unit_id), count(*) FROM students GROUP BY 1;
--> statement-breakpoint
INSERT INTO lousa_unit_year_enrolled_counts (unit_key, academic_year_id, students)
  SELECT lousa_unit_key(s.school_unit_id), e.academic_year_id, count(*)
    FROM enrollments e JOIN students s ON s.id = e.student_id
   WHERE e.status = 'ACTIVE' GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO lousa_unit_course_counts (school_unit_id, course_id, classrooms)
  SELECT school_unit_id, course_id, count(*) FROM classrooms GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO lousa_unit_course_year_counts (school_unit_id, course_id, academic_year_id, enrollments)
  SELECT c.school_unit_id, c.course_id, e.academic_year_id, count(*)
    FROM enrollments e JOIN classrooms c ON c.id = e.classroom_id
   WHERE e.status = 'ACTIVE' GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO lousa_row_counts (table_name, row_count)
  SELECT 'classrooms', count(*) FROM classrooms
ON CONFLICT (table_name) DO UPDATE SET row_count = excluded.row_count;
--> statement-breakpoint
SELECT lousa_recount_untaught(array(SELECT id FROM classrooms));
