ALTER TABLE "oferta" DROP CONSTRAINT "oferta_horas_dia_ck";--> statement-breakpoint
ALTER TABLE "oferta" ALTER COLUMN "horas_dia" SET DATA TYPE numeric(3, 1);--> statement-breakpoint
ALTER TABLE "oferta" ADD CONSTRAINT "oferta_horas_dia_ck" CHECK ("oferta"."horas_dia" between 1 and 12 and "oferta"."horas_dia" * 2 = trunc("oferta"."horas_dia" * 2));--> statement-breakpoint
-- The law gives every intern a weekly rest day: an offer saved with 7 days a week no longer carries the mark. Only
-- 7-day offers change; every other stored mark keeps the value it was saved with (docs/offers.md).
UPDATE "oferta" SET "cumple_ley_28518" = false WHERE "dias_semana" = 7 AND "cumple_ley_28518";
