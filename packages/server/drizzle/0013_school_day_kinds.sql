-- School-day types have a kind (issue 27): DIA_LETIVO, SABADO_LETIVO, FERIADO, RECESSO,
-- CONSELHO_CLASSE or PLANEJAMENTO. The kind alone decides whether a day of the type is a lesson
-- day (attendance is taken on it) and which colour the calendar gives it; the description is free
-- text. Until now the description decided, folded (no case, no accents, spaces collapsed).
--
-- Existing types get a kind from that rule: 'dia letivo' → DIA_LETIVO, 'sabado letivo' →
-- SABADO_LETIVO, 'feriado' → FERIADO, 'conselho de classe' → CONSELHO_CLASSE, any other →
-- RECESSO. Those that fell to RECESSO are marked kind_to_review: the types dialog shows them to
-- the administrator, and saving the type again clears the mark.
CREATE TYPE "public"."school_day_kind" AS ENUM('DIA_LETIVO', 'SABADO_LETIVO', 'FERIADO', 'RECESSO', 'CONSELHO_CLASSE', 'PLANEJAMENTO');--> statement-breakpoint
ALTER TABLE "school_day_types" ADD COLUMN "kind" "school_day_kind";--> statement-breakpoint
ALTER TABLE "school_day_types" ADD COLUMN "kind_to_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "school_day_types" AS t SET
  "kind" = CASE f.folded
    WHEN 'dia letivo' THEN 'DIA_LETIVO'::school_day_kind
    WHEN 'sabado letivo' THEN 'SABADO_LETIVO'::school_day_kind
    WHEN 'feriado' THEN 'FERIADO'::school_day_kind
    WHEN 'conselho de classe' THEN 'CONSELHO_CLASSE'::school_day_kind
    ELSE 'RECESSO'::school_day_kind
  END,
  "kind_to_review" = f.folded NOT IN ('dia letivo', 'sabado letivo', 'feriado', 'conselho de classe')
  FROM (SELECT id, btrim(regexp_replace(lousa_fold(description), '[[:space:]]+', ' ', 'g')) AS folded
          FROM "school_day_types") AS f
 WHERE f.id = t.id;--> statement-breakpoint
ALTER TABLE "school_day_types" ALTER COLUMN "kind" SET NOT NULL;
