/**
 * Default texts of the administrator-editable HTML templates of the unsubscribe pages (C8, C27).
 *
 * Runs at every start (prepareDatabase): `insert … on conflict do nothing`, so a fresh database gets the
 * defaults and an administrator's edit is never overwritten. The HTML is trusted (written here) and uses only
 * the tags the administrator's editor allows: headings, paragraphs, lists, strong and links.
 */
import type { DbOrTx } from '../client.ts';
import { plantilla } from '../schema/index.ts';

export const PLANTILLA_CLAVE = {
  bajaPostulantes: 'baja_postulantes',
  bajaEmpresas: 'baja_empresas',
  bajaMensaje: 'baja_mensaje',
} as const;

export const PLANTILLAS_POR_DEFECTO: Record<(typeof PLANTILLA_CLAVE)[keyof typeof PLANTILLA_CLAVE], string> = {
  baja_postulantes: [
    '<h2>¿Quieres dejar de recibir nuestros correos?</h2>',
    '<p>Te escribimos para contarte sobre nuevas ofertas de prácticas que coinciden con tu carrera y sobre novedades de PractiPerú. Si prefieres no recibir más estos correos, puedes darte de baja aquí.</p>',
    '<p>Darte de baja <strong>no elimina tu cuenta</strong>: seguirás recibiendo los correos importantes sobre tu cuenta y tus postulaciones, como la confirmación de tu correo, la recuperación de tu contraseña y los cambios de estado de tus postulaciones.</p>',
    '<p>Cuéntanos por qué te das de baja; tu respuesta nos ayuda a enviarte solo lo que te sirve.</p>',
  ].join('\n'),
  baja_empresas: [
    '<h2>¿Quieres dejar de recibir nuestros correos?</h2>',
    '<p>Te escribimos para compartir novedades de PractiPerú, consejos para atraer mejores practicantes y promociones para publicar avisos destacados. Si prefieres no recibir más estos correos, puedes darte de baja aquí.</p>',
    '<p>Darte de baja <strong>no elimina la cuenta de tu empresa</strong>: seguirás recibiendo los correos importantes sobre tu cuenta, tus ofertas y tus pagos, como la revisión de tus convocatorias y la validación de tus pagos.</p>',
    '<p>Cuéntanos por qué te das de baja; tu respuesta nos ayuda a mejorar.</p>',
  ].join('\n'),
  baja_mensaje: [
    '<h2>Listo, te diste de baja</h2>',
    '<p>Ya no te enviaremos correos promocionales ni de novedades. El cambio es inmediato, aunque algún correo que ya estaba en camino podría llegarte en las próximas horas.</p>',
    '<p>Seguirás recibiendo los correos necesarios sobre tu cuenta. Gracias por contarnos el motivo.</p>',
  ].join('\n'),
};

/** Inserts the default templates that are missing; existing rows (an administrator's edits) are left alone. */
export async function seedPlantillas(db: DbOrTx): Promise<void> {
  await db
    .insert(plantilla)
    .values(Object.entries(PLANTILLAS_POR_DEFECTO).map(([clave, html]) => ({ clave, html })))
    .onConflictDoNothing({ target: plantilla.clave });
}
