-- Closing a class (issue 28: 'Encerrar Turma' / 'Reabrir Turma').
--
-- A classroom records when it was closed and by whom (closed_at, closed_by; null while open or
-- once reopened): a closed class's attendance, grades, assessments, final exams and council
-- decisions are read-only. An enrolment keeps the overall result of the year stored when its
-- class was closed (final_result, an evaluation situation such as 'APROVADO'; null before).
-- Existing rows stay open and without a result; nothing else changes.
ALTER TABLE "classrooms" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "closed_by" uuid;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "final_result" text;