/**
 * The demo's rights requests (docs/privacy.md), so the back office's queue is not empty: one overdue, one due in
 * time, one already answered (with its audit entry, as every answer has). They belong to other demo applicants than
 * postulante@demo.pe, whose own account shows an empty list until she files one.
 */
import { addDays, limaDayStart, limaToday } from '@practiperu/shared/dates';
import { sumarDiasHabiles, venceEl } from '@practiperu/shared/privacidad';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { auditoria, solicitudDerechos, usuario } from '../schema/index.ts';

const PERSONAS = { atrasada: 'carlos.mendoza@demo.pe', aTiempo: 'rosa.ccori@demo.pe', atendida: 'diego.huanca@demo.pe' } as const;

export async function seedDemoDerechos(tx: Tx, now: Date): Promise<void> {
  const users = await tx
    .select({ id: usuario.id, correo: usuario.correo, rol: usuario.rol })
    .from(usuario)
    .where(inArray(usuario.correo, [...Object.values(PERSONAS), 'admin@demo.pe']));
  const idOf = (correo: string) => {
    const user = users.find((u) => u.correo === correo);
    if (!user) throw new Error(`demo: falta ${correo} para sus solicitudes de derechos`);
    return user.id;
  };
  const today = limaToday(now);
  // Ten in the morning of a Lima day some calendar days ago.
  const dayAt = (daysAgo: number) => new Date(limaDayStart(addDays(today, -daysAgo)).getTime() + 10 * 3_600_000);

  const atrasadaEn = dayAt(21);
  const aTiempoEn = dayAt(1);
  const atendidaEn = dayAt(9);
  const respondidaEn = new Date(dayAt(5).getTime() + 5 * 3_600_000);
  const rows = await tx
    .insert(solicitudDerechos)
    .values([
      {
        usuario_id: idOf(PERSONAS.atrasada),
        tipo: 'rectificacion',
        detalle:
          'Mi fecha de egreso figura como 2026, pero egresé en diciembre de 2025. No puedo cambiarla porque el año ya no aparece en la lista.',
        vence_el: venceEl('rectificacion', limaToday(atrasadaEn)),
        creado_en: atrasadaEn,
        actualizado_en: atrasadaEn,
      },
      {
        usuario_id: idOf(PERSONAS.aTiempo),
        tipo: 'acceso',
        detalle: 'Quiero saber a qué empresas se envió mi CV en los últimos seis meses y si alguna lo descargó.',
        vence_el: venceEl('acceso', limaToday(aTiempoEn)),
        creado_en: aTiempoEn,
        actualizado_en: aTiempoEn,
      },
      {
        usuario_id: idOf(PERSONAS.atendida),
        tipo: 'oposicion',
        detalle: 'No quiero que mis datos se usen en las estadísticas del mercado de prácticas.',
        vence_el: sumarDiasHabiles(limaToday(atendidaEn), 10),
        estado: 'atendida',
        resolucion: 'atendida',
        respuesta: 'Excluimos tu cuenta de las estadísticas del mercado de prácticas desde hoy. No afecta tus postulaciones.',
        respondido_en: respondidaEn,
        respondido_por: idOf('admin@demo.pe'),
        creado_en: atendidaEn,
        actualizado_en: respondidaEn,
      },
    ])
    .returning();
  const atendida = rows.find((r) => r.estado === 'atendida')!;
  await tx.insert(auditoria).values({
    admin_id: idOf('admin@demo.pe'),
    admin_correo: 'admin@demo.pe',
    accion: 'derechos.responder',
    entidad: 'solicitud_derechos',
    entidad_id: String(atendida.id),
    antes: { estado: 'pendiente', tipo: atendida.tipo, vence_el: atendida.vence_el, usuario_id: atendida.usuario_id },
    despues: {
      estado: 'atendida',
      resolucion: 'atendida',
      respuesta: atendida.respuesta,
      motivo: null,
      respondido_en: respondidaEn.toISOString(),
      fuera_de_plazo: false,
    },
    creado_en: respondidaEn,
  });
}
