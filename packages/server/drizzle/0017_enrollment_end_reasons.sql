-- An enrolment ends for a reason (issue 28).
--
-- Besides a transfer, a cancellation and a completion, an active enrolment ends as 'Abandono'
-- (ABANDONED) or 'Falecimento' (DECEASED) on a day (PATCH /enrollments/<id>). Existing rows keep
-- their status; nothing else changes.
ALTER TYPE "public"."enrollment_status" ADD VALUE 'ABANDONED';--> statement-breakpoint
ALTER TYPE "public"."enrollment_status" ADD VALUE 'DECEASED';