ALTER TABLE "oferta" ADD COLUMN "horas_dia" smallint;--> statement-breakpoint
ALTER TABLE "oferta" ADD COLUMN "dias_semana" smallint;--> statement-breakpoint
ALTER TABLE "oferta" ADD COLUMN "cumple_ley_28518" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "oferta" ADD CONSTRAINT "oferta_horas_dia_ck" CHECK ("oferta"."horas_dia" between 1 and 12);--> statement-breakpoint
ALTER TABLE "oferta" ADD CONSTRAINT "oferta_dias_semana_ck" CHECK ("oferta"."dias_semana" between 1 and 7);--> statement-breakpoint
-- Offers saved before the schedule was asked for get the usual one of their horario: full time is the modality's
-- longest day over 5 days (6 h for pre-professional, 8 h for professional), part time 4 h over 5 days. Informational
-- offers (no company) keep no schedule. The mark is then the law's check with the minimum subsidy of 1130 soles:
-- the subsidy at least 1130 × weekly hours ÷ the modality's weekly maximum, rounded up (docs/offers.md).
UPDATE "oferta" SET
  "horas_dia" = CASE WHEN "horario" = 'Tiempo parcial' THEN 4 WHEN "modalidad" = 'PROFESIONAL' THEN 8 ELSE 6 END,
  "dias_semana" = 5
WHERE "id_organizacion" IS NOT NULL;--> statement-breakpoint
UPDATE "oferta" SET "cumple_ley_28518" = (
  "salario" >= ceil(1130.0 * ("horas_dia" * "dias_semana") / CASE WHEN "modalidad" = 'PROFESIONAL' THEN 48 ELSE 30 END)
  AND ("horario" <> 'Tiempo completo' OR "salario" >= 1130)
  AND CASE WHEN "modalidad" = 'PROFESIONAL'
    THEN "idniveltec" IN (0, 4) AND "idniveluniv" IN (0, 7, 8) AND "idnivelotros" IN (0, 4, 7, 8)
    ELSE "idniveltec" IN (0, 3) AND "idniveluniv" IN (0, 6) AND "idnivelotros" IN (0, 3, 6) END
)
WHERE "horas_dia" IS NOT NULL;
