ALTER TABLE "solicitud_destacado" DROP CONSTRAINT "solicitud_destacado_estado_ck";--> statement-breakpoint
DROP INDEX "solicitud_destacado_pendiente_uq";--> statement-breakpoint
ALTER TABLE "solicitud_destacado" ADD COLUMN "tipo" text DEFAULT 'destacar' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "solicitud_destacado_pendiente_uq" ON "solicitud_destacado" USING btree ("oferta_id","tipo") WHERE "solicitud_destacado"."estado" = 'pendiente';--> statement-breakpoint
ALTER TABLE "solicitud_destacado" ADD CONSTRAINT "solicitud_destacado_tipo_ck" CHECK ("solicitud_destacado"."tipo" in ('destacar', 'anular_pago', 'eliminar'));--> statement-breakpoint
ALTER TABLE "solicitud_destacado" ADD CONSTRAINT "solicitud_destacado_estado_ck" CHECK ("solicitud_destacado"."estado" in ('pendiente', 'pagada', 'hecha', 'rechazada'));