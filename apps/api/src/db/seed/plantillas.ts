/**
 * Default texts of the administrator-editable HTML templates: the unsubscribe pages of marketing mail, the pricing
 * cards and featured-payment description, and what applicant premium gives.
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
  // The pricing cards of the company home and the payment step of a featured offer.
  precioGratis: 'precio_gratis',
  precioDestacado: 'precio_destacado',
  pagoDestacado: 'pago_destacado',
  // What applicant premium gives and how to pay it (/postulantes/actualizar-premium).
  precioPremium: 'precio_premium',
  pagoPremium: 'pago_premium',
} as const;

/**
 * Placeholders the pricing and payment templates may use; they are replaced when served (modules/recursos/
 * precios.routes.ts) so the texts follow the configuration: {{publicaciones_gratis}}, {{precio_destacado}},
 * {{dias_destacado}}, {{max_postulantes_gratis}}, {{whatsapp}}, {{razon_social}}, {{ruc}}, {{correo_facturacion}},
 * {{precio_premium}}, {{meses_premium}}.
 */

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
  precio_gratis: [
    '<h3>Aviso gratuito</h3>',
    '<p><strong>S/ 0</strong> · {{publicaciones_gratis}} avisos gratuitos cada mes</p>',
    '<ul>',
    '<li>Revisamos tu convocatoria en un máximo de 48 horas.</li>',
    '<li>Hasta 15 días para recibir postulaciones.</li>',
    '<li>Accedes a los datos completos de los primeros {{max_postulantes_gratis}} postulantes.</li>',
    '<li>Los postulantes que coinciden con tu convocatoria la ven en sus recomendaciones.</li>',
    '</ul>',
  ].join('\n'),
  precio_destacado: [
    '<h3>Aviso destacado</h3>',
    '<p><strong>S/ {{precio_destacado}}</strong> · pago único por aviso</p>',
    '<ul>',
    '<li>Tu aviso aparece primero y resaltado en las recomendaciones de los postulantes.</li>',
    '<li>Hasta {{dias_destacado}} días para recibir postulaciones.</li>',
    '<li>Datos completos y CV de todos los postulantes, sin límite.</li>',
    '<li>Puntaje de afinidad de cada postulante con tu convocatoria.</li>',
    '<li>Filtros por ciclo, idiomas, conocimientos, experiencia y región, y exportación a Excel y CSV.</li>',
    '</ul>',
  ].join('\n'),
  pago_destacado: [
    '<h3>¿Cómo pagar tu aviso destacado?</h3>',
    '<p>El aviso destacado cuesta <strong>S/ {{precio_destacado}}</strong>. Puedes pagar de dos formas:</p>',
    '<ul>',
    '<li><strong>Yape:</strong> yapea S/ {{precio_destacado}} al número <strong>+51 {{whatsapp}}</strong> ({{razon_social}}). Copia el número de operación que aparece en la constancia.</li>',
    '<li><strong>Transferencia bancaria:</strong> escríbenos por WhatsApp al <strong>+51 {{whatsapp}}</strong> y te enviaremos los datos de la cuenta en soles de {{razon_social}} (RUC {{ruc}}). Copia el número de operación de tu constancia.</li>',
    '</ul>',
    '<p>Luego completa el formulario con el <strong>número de operación</strong>, el método de pago y el monto. Validamos los pagos en horario de oficina, normalmente el mismo día, y te avisaremos por correo cuando tu aviso esté destacado.</p>',
    '<p>Si necesitas factura, escríbenos a {{correo_facturacion}} con el RUC de tu empresa y el número de operación.</p>',
  ].join('\n'),
  precio_premium: [
    '<h3>Premium para postulantes</h3>',
    '<p><strong>S/ {{precio_premium}}</strong> · {{meses_premium}} meses de acceso</p>',
    '<ul>',
    '<li>Videos para preparar tu CV, tus entrevistas y tus primeras semanas de prácticas.</li>',
    '<li>Recursos descargables: plantillas de CV y de carta de presentación, guías y glosarios.</li>',
    '<li>Insignia Premium en tu cuenta mientras dure tu membresía.</li>',
    '</ul>',
  ].join('\n'),
  pago_premium: [
    '<h3>¿Cómo pagar Premium?</h3>',
    '<p>La membresía Premium cuesta <strong>S/ {{precio_premium}}</strong> por {{meses_premium}} meses. Puedes pagar de dos formas:</p>',
    '<ul>',
    '<li><strong>Yape:</strong> yapea S/ {{precio_premium}} al número <strong>+51 {{whatsapp}}</strong> ({{razon_social}}). Copia el número de operación que aparece en la constancia.</li>',
    '<li><strong>Transferencia bancaria:</strong> escríbenos por WhatsApp al <strong>+51 {{whatsapp}}</strong> y te enviaremos los datos de la cuenta en soles de {{razon_social}} (RUC {{ruc}}). Copia el número de operación de tu constancia.</li>',
    '</ul>',
    '<p>Luego completa el formulario con el <strong>número de operación</strong>, el método de pago y el monto. Validamos los pagos en horario de oficina, normalmente el mismo día, y te avisaremos por correo cuando seas Premium.</p>',
    '<p>¿Necesitas comprobante? Escríbenos a {{correo_facturacion}} con tu número de operación.</p>',
  ].join('\n'),
};

/** Inserts the default templates that are missing; existing rows (an administrator's edits) are left alone. */
export async function seedPlantillas(db: DbOrTx): Promise<void> {
  await db
    .insert(plantilla)
    .values(Object.entries(PLANTILLAS_POR_DEFECTO).map(([clave, html]) => ({ clave, html })))
    .onConflictDoNothing({ target: plantilla.clave });
}
