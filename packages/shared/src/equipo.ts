/**
 * Recruiting as a team (docs/team.md): the seats' roles, the limits and the messages of the "Equipo" and "Actividad"
 * screens and of the join page. The validators are in schemas/equipo.ts.
 */
import { ROLE } from './constants.ts';

export const EQUIPO_ROLES = ['administrador', 'reclutador'] as const;
export type EquipoRol = (typeof EQUIPO_ROLES)[number];

/**
 * The one seat rule (decision 047): what each seat role of a company may do. The API's routes declare the permission
 * they need (`app.requireSeat('equipo')`, before the body is read) and the web shows or hides the same things by it;
 * nothing else decides by a seat's role. A company's holder counts as an administrator.
 */
export const PERMISOS_ASIENTO = {
  /** The company's data, its logo and whether its public page is shown (a recruiter seat reads them). */
  empresa: ['administrador'],
  /** Paying for a featured offer, seeing every seat's requests to feature one and declining them. */
  pagos: ['administrador'],
  /** Annulling a payment in review (it gives money back), e.g. by cancelling the featured offer it paid for. */
  anularPago: ['administrador'],
  /** Inviting, re-sending and cancelling invitations, changing roles, removing seats, handing over the holder role. */
  equipo: ['administrador'],
  /** Reading the company's audit trail. */
  actividad: ['administrador'],
  /** Editing or deleting a colleague's note on an application (one's own notes are any seat's). */
  notasAjenas: ['administrador'],
  /** Asking the administrators to feature an offer (an administrator pays it instead). */
  solicitarDestacado: ['reclutador'],
  /** Writing and restoring the company's own mails to applicants (every seat reads them and sends them). */
  plantillasCorreo: ['administrador'],
  /** Defining the criteria the company's interviews are scored by (any seat scores an interview by them). */
  criteriosEntrevista: ['administrador'],
  /**
   * Searching the talent pool and inviting a past applicant to apply to an open offer: recruiting work, like a status
   * change that mails the applicant. Bounded by the company's daily limit and recorded in the trail.
   */
  bancoTalento: ['administrador', 'reclutador'],
} as const satisfies Record<string, readonly EquipoRol[]>;
export type PermisoAsiento = keyof typeof PERMISOS_ASIENTO;

/** A session's seat role: the holder's session has no seat fields (an administrator); other roles have no seat. */
export function rolDeAsiento(user: { role: number; equipo_rol?: EquipoRol | undefined }): EquipoRol | null {
  if (user.role !== ROLE.RECLUTADOR) return null;
  return user.equipo_rol ?? 'administrador';
}

/** Whether a seat role may do what PERMISOS_ASIENTO names. */
export function rolPuede(rol: EquipoRol, permiso: PermisoAsiento): boolean {
  return (PERMISOS_ASIENTO[permiso] as readonly EquipoRol[]).includes(rol);
}

/** Whether a session's seat may do what PERMISOS_ASIENTO names (a session without a seat may not). */
export function asientoPuede(user: { role: number; equipo_rol?: EquipoRol | undefined }, permiso: PermisoAsiento): boolean {
  const rol = rolDeAsiento(user);
  return rol !== null && rolPuede(rol, permiso);
}

export const EQUIPO_ROL_LABEL: Record<EquipoRol, string> = {
  administrador: 'Administrador',
  reclutador: 'Reclutador',
};

/** What a seat of each role may do, as the confirmation of a role change says it (PERMISOS_ASIENTO in words). */
export const EQUIPO_ROL_PERMITE: Record<EquipoRol, string> = {
  administrador:
    'Podrá gestionar el equipo (invitar, cambiar roles y quitar personas), editar los datos de la empresa, pagar los avisos destacados y ver la actividad del equipo, además de publicar ofertas y revisar postulantes.',
  reclutador:
    'Podrá publicar ofertas y revisar postulantes, pero ya no gestionará el equipo, los datos de la empresa ni los pagos, ni verá la actividad del equipo.',
};

/** Seats of one company, the holder and pending invitations included. */
export const EQUIPO_MAX_ASIENTOS = 10;
/** An invitation link works 7 days, once. */
export const INVITACION_TTL_MS = 7 * 86_400_000;
/**
 * An invitation is sent again at most once every 3 minutes, like the other resends of a link by mail (registration,
 * recovery, e-mail change): a double click or an impatient administrator does not fill the invitee's inbox.
 */
export const INVITACION_REENVIO_SEGUNDOS = 180;

/** 'Podrás reenviar esta invitación en 02:05.' (the mm:ss countdown the button shows). */
export function reenvioInvitacionMensaje(segundos: number): string {
  const s = Math.max(0, Math.ceil(segundos));
  return `Podrás reenviar esta invitación en ${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.`;
}

/** Entries of the audit trail per page. */
export const ACTIVIDAD_POR_PAGINA = 20;

export const EQUIPO_MESSAGES = {
  soloAdministradores: 'Solo los administradores de la empresa pueden hacer esto.',
  rolInvalido: 'Elige un rol: administrador o reclutador.',
  /** On the join page of a link whose address has an account (the inviter is never told). */
  correoConCuenta:
    'Este correo ya tiene una cuenta en PractiPerú, así que esta invitación no puede usarse con él. Pide a tu empresa que te invite con otro correo.',
  yaEsMiembro: 'Esta persona ya es parte de tu equipo.',
  yaInvitado: 'Ya hay una invitación pendiente para este correo.',
  limite: `Tu empresa ya tiene ${EQUIPO_MAX_ASIENTOS} asientos entre miembros e invitaciones pendientes.`,
  invitado: 'Enviamos la invitación.',
  reenviada: 'Enviamos la invitación de nuevo.',
  cancelada: 'Cancelamos la invitación.',
  invitacionNoEncontrada: 'La invitación no existe o ya no está pendiente.',
  miembroNoEncontrado: 'Este miembro no es parte de tu empresa.',
  titularIntocable: 'El titular de la cuenta de la empresa no puede quitarse ni cambiar de rol.',
  unoMismo: 'No puedes quitarte ni cambiar tu propio rol.',
  rolCambiado: 'Actualizamos el rol.',
  quitado: 'Quitamos a la persona del equipo y cerramos sus sesiones.',
  enlaceInvalido: 'La invitación ya no es válida. Pide a tu empresa que te invite de nuevo.',
  invitacionUsada: 'Esta invitación ya se usó. Si ya te uniste al equipo, inicia sesión con tu correo y tu contraseña.',
  invitacionVencida: 'Esta invitación venció: los enlaces valen 7 días. Pide a tu empresa que te invite de nuevo.',
  invitacionCancelada: 'Esta invitación fue cancelada. Si aún debes unirte, pide a tu empresa que te invite de nuevo.',
  terminos: 'Acepta los términos y condiciones y la política de privacidad',
  unido: 'Te uniste al equipo de la empresa.',
  clavesDistintas: 'Las contraseñas no coinciden',
  soloTitular: 'Solo el titular de la empresa puede transferir la titularidad.',
  titularSoloAdministrador: 'Solo puedes transferir la titularidad a un administrador. Cambia primero su rol a administrador.',
  yaEresTitular: 'Ya eres el titular de la empresa.',
  titularTransferido: 'Transferimos la titularidad de la empresa.',
  transferirAntesDeEliminar:
    'Tu empresa tiene otros administradores: antes de eliminar tu cuenta, transfiere la titularidad a uno de ellos desde Equipo.',
  empresaSuspendida: 'Tu empresa está suspendida. Comunícate con soporte para reactivarla.',
} as const;

/**
 * Why a join link does not open (the join page says so and what to do): used, expired, cancelled (by an
 * administrator, or because whoever sent it can no longer invite), unknown, or its address has an account.
 */
export const INVITACION_ESTADOS = ['usada', 'vencida', 'cancelada', 'invalida', 'con_cuenta'] as const;
export type InvitacionEstado = (typeof INVITACION_ESTADOS)[number];

export const INVITACION_ESTADO_MENSAJE: Record<InvitacionEstado, string> = {
  usada: EQUIPO_MESSAGES.invitacionUsada,
  vencida: EQUIPO_MESSAGES.invitacionVencida,
  cancelada: EQUIPO_MESSAGES.invitacionCancelada,
  invalida: EQUIPO_MESSAGES.enlaceInvalido,
  con_cuenta: EQUIPO_MESSAGES.correoConCuenta,
};

/**
 * What a recruiter seat may ask the administrators for: to feature (pay for) an offer, to annul the payment in review
 * of a featured offer (by cancelling its feature), or to remove an offer whose payment is in review (which annuls it).
 */
export type SolicitudTipo = 'destacar' | 'anular_pago' | 'eliminar';

/** The optional note of a request or of declining it. */
export const SOLICITUD_NOTA_MAX = 500;

export const SOLICITUD_MESSAGES = {
  /** Why a recruiter seat cannot pay, shown before the featured flow starts. */
  soloAdministradoresPagan:
    'Solo los administradores de tu empresa pueden pagar un destacado. Prepara la oferta y pide a un administrador que la destaque: le avisaremos por correo.',
  enviada: 'Enviamos tu solicitud a los administradores de tu empresa. Te avisaremos por correo cuando la atiendan.',
  yaPendiente: 'Ya hay una solicitud de destacado pendiente para esta oferta.',
  administradorPaga: 'Como administrador puedes pagar el destacado tú mismo desde Mis publicaciones.',
  noDestacable: 'Esta oferta ya no puede destacarse: debe estar pendiente o aprobada, abierta y sin un pago en revisión o validado.',
  noEncontrada: 'No se encontró la solicitud.',
  rechazada: 'Rechazaste la solicitud. Avisamos por correo a quien la pidió.',
  notaLarga: `Máximo ${SOLICITUD_NOTA_MAX} caracteres`,
  /** A recruiter seat trying to annul a payment in review. */
  soloAdministradoresAnulan:
    'Solo los administradores de la empresa pueden anular un pago en revisión. Pide a un administrador que cancele el destacado.',
  /** Removing a featured offer whose payment awaits validation would annul that payment. */
  soloAdministradoresEliminan:
    'Esta oferta tiene un pago en revisión, y eliminarla lo anularía: solo los administradores de la empresa pueden hacerlo. Pide a un administrador que la elimine.',
} as const;

/** The actions of the audit trail, as a person reads them. */
export const ACCION_LABEL: Record<string, string> = {
  'oferta.publicar': 'Publicó una oferta',
  'oferta.editar': 'Editó una oferta',
  'oferta.eliminar': 'Eliminó una oferta',
  'oferta.finalizar': 'Finalizó una oferta',
  'oferta.duplicar': 'Duplicó una oferta',
  'oferta.ocultar': 'Ocultó una oferta a los postulantes',
  'oferta.mostrar': 'Volvió a mostrar una oferta a los postulantes',
  'postulacion.estado': 'Cambió el estado de un postulante',
  'postulacion.exportar': 'Exportó postulantes',
  'postulacion.cv': 'Descargó un CV',
  'pago.registrar': 'Registró un pago',
  'pago.anular': 'Anuló un pago en revisión',
  'solicitud.destacar': 'Pidió destacar una oferta',
  'solicitud.rechazar': 'Rechazó una solicitud',
  'solicitud.atender': 'Atendió una solicitud',
  'solicitud.anular_pago': 'Pidió anular un pago',
  'solicitud.eliminar': 'Pidió eliminar una oferta',
  'organizacion.editar': 'Cambió los datos de la empresa',
  'organizacion.exigir_segundo_factor': 'Exigió el segundo factor a los administradores',
  'organizacion.no_exigir_segundo_factor': 'Dejó de exigir el segundo factor a los administradores',
  'equipo.invitar': 'Invitó a una persona',
  'equipo.cancelar_invitacion': 'Canceló una invitación',
  'equipo.unirse': 'Se unió al equipo',
  'equipo.quitar': 'Quitó a una persona del equipo',
  'equipo.rol': 'Cambió el rol de una persona',
  'equipo.salir': 'Dejó el equipo',
  'equipo.titular': 'Transfirió la titularidad de la empresa',
  // The pipeline of featured offers: notes, tags, bulk actions and saved filter sets.
  'postulacion.nota_crear': 'Escribió una nota privada',
  'postulacion.nota_editar': 'Editó una nota privada',
  'postulacion.nota_eliminar': 'Eliminó una nota privada',
  'postulacion.etiquetas': 'Cambió las etiquetas de un postulante',
  'postulacion.masivo_estado': 'Cambió el estado de varios postulantes',
  'postulacion.masivo_etiquetar': 'Etiquetó a varios postulantes',
  'postulacion.masivo_desetiquetar': 'Quitó una etiqueta a varios postulantes',
  'postulacion.masivo_no_seleccionado': 'Descartó a varios postulantes (menos finalistas)',
  'postulacion.masivo_nota': 'Agregó una nota a varios postulantes',
  'oferta.exportar_seleccion': 'Exportó una selección de postulantes',
  'etiqueta.crear': 'Creó una etiqueta',
  'etiqueta.eliminar': 'Eliminó una etiqueta',
  'filtro.guardar': 'Guardó un filtro',
  'filtro.eliminar': 'Eliminó un filtro guardado',
  // What candidates receive: the company's own mails and closing an offer's process.
  'plantilla.guardar': 'Cambió un correo a los postulantes',
  'plantilla.restaurar': 'Volvió al texto original de un correo a los postulantes',
  'oferta.cerrar_proceso': 'Cerró el proceso de una oferta',
  // Interviews.
  'entrevista.proponer': 'Propuso una entrevista',
  'entrevista.proponer_varias': 'Propuso una entrevista a varios postulantes',
  'entrevista.reprogramar': 'Reprogramó una entrevista',
  'entrevista.cancelar': 'Canceló una entrevista',
  // The talent pool.
  'banco.invitar': 'Invitó a postular a una persona del banco de talento',
};

export function accionLabel(accion: string): string {
  return ACCION_LABEL[accion] ?? accion;
}
