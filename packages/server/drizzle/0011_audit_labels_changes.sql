-- Auditoria in pt-BR (issue 26): an event keeps what a person reads about its record when it
-- was written (resource_label: a name, a title) and, for an update, the changed fields' values
-- before and after (changes: { field: { before, after } }, never a secret). Both are null on the
-- events written before.
ALTER TABLE "audit_events" ADD COLUMN "resource_label" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "changes" jsonb;