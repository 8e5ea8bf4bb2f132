/**
 * What goes into a copy of one's data (docs/privacy.md "What the copy contains"): `datos.json`, everything read by
 * exportacion.repository.ts in machine-readable form, and the words of `resumen.pdf`, the same data for a person to
 * read. The files the account owns (the applicant's photo, the company's logo) go beside them.
 */
import { EQUIPO_ROL_LABEL } from '@practiperu/shared/equipo';
import { ROLE } from '@practiperu/shared/constants';
import { ESTADOS_ESTUDIOS, LICENCIA_CONDUCIR, SEXOS, TIPOS_CARRERA, cicloTexto, optionLabel } from '@practiperu/shared/cv';
import { formatDay, formatSoles } from '@practiperu/shared/formato';
import { TIPO_SOLICITUD_TEXTO, ESTADO_SOLICITUD_TEXTO, type TipoSolicitud, type EstadoSolicitud } from '@practiperu/shared/privacidad';
import { TIME_ZONE } from '@practiperu/shared/constants';
import type { DbOrTx } from '../../db/client.ts';
import type { ResumenDatosInput, SeccionResumen } from '../../pdf/datos-pdf.ts';
import { estadoPostulacion } from '../matching/matching.public.ts';
import * as repo from './exportacion.repository.ts';

/** Who answers questions about the copy (the privacy policy's address). */
export const CONTACTO_PRIVACIDAD = 'privacidad@practiperu.pe';

export interface ContenidoExportacion {
  json: Record<string, unknown>;
  resumen: ResumenDatosInput;
  /** Stored files to add to the archive: their storage name and their name inside it. */
  adjuntos: { archivo: string; nombre: string }[];
  /** The person's address and first names (the mail that says the copy is ready). */
  correo: string;
  nombres: string;
  rol: number;
}

const FECHA_HORA = new Intl.DateTimeFormat('es-PE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});
const FECHA_HORA_CORTA = new Intl.DateTimeFormat('es-PE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});
/** '26 de noviembre de 2026, 15:53' in sentences; '26/11/2026 15:53' where a column is narrow. */
const cuando = (d: Date | string | null | undefined) => (d ? FECHA_HORA.format(new Date(d)) : '—');
const corto = (d: Date | string | null | undefined) => (d ? FECHA_HORA_CORTA.format(new Date(d)).replace(',', '') : '—');
const dia = (d: string | null | undefined) => (d ? formatDay(d) : '—');
const mesAnio = (d: string | null | undefined) => (d ? formatDay(d).replace(/^\d+ de /, '') : '');
const periodo = (inicio: string, salida: string | null, sigo: number) =>
  `${mesAnio(inicio)} – ${sigo === 1 || !salida ? 'Actualidad' : mesAnio(salida)}`;
const extension = (name: string) => /\.(\w+)$/.exec(name)?.[1] ?? 'bin';

const ESTADO_PAGO_TEXTO: Record<number, string> = { 0: 'Pendiente de validación', 1: 'Validado', 2: 'Rechazado', 3: 'Retirado' };
const ESTADO_OFERTA_TEXTO: Record<number, string> = { 0: 'Pendiente de revisión', 1: 'Aprobada', 2: 'Rechazada' };

/** Reads everything about an account and lays it out for the two files; undefined when the account is gone. */
export async function contenidoDe(db: DbOrTx, usuarioId: number, generado: Date): Promise<ContenidoExportacion | undefined> {
  const cuenta = await repo.cuenta(db, usuarioId);
  if (!cuenta) return undefined;
  const [sesiones, navegadores, bajas, correos, alertas, membresias, solicitudes, exportaciones] = await Promise.all([
    repo.sesiones(db, usuarioId),
    repo.navegadores(db, usuarioId),
    repo.bajasMarketing(db, usuarioId),
    repo.direccionesAnteriores(db, usuarioId, cuenta.correo).then((anteriores) => repo.correos(db, cuenta.correo, anteriores)),
    repo.alertasDeEmpleo(db, usuarioId),
    repo.membresias(db, usuarioId),
    repo.solicitudes(db, usuarioId),
    repo.exportaciones(db, usuarioId),
  ]);
  const esEmpresa = cuenta.rol === ROLE.RECLUTADOR;
  const empresa = esEmpresa ? await repo.empresa(db, usuarioId) : undefined;
  // A colleague's seat: its own place in the company and its own contact data (the company is its holder's).
  const asiento = esEmpresa && !empresa ? await repo.asiento(db, usuarioId) : undefined;
  const pagos = await repo.pagos(db, usuarioId, empresa?.id ?? null);
  const perfil = esEmpresa ? undefined : await repo.perfilPostulante(db, usuarioId);
  const cv = perfil ? await repo.curriculum(db, perfil.id) : undefined;
  const postulaciones = perfil
    ? (await repo.postulaciones(db, perfil.id)).map((p) => ({
        ...p,
        // What the applicant reads in Mis postulaciones; the history of changes is not kept, only the last one's date.
        estado_texto: estadoPostulacion(p).texto,
      }))
    : [];
  const guardadas = perfil ? await repo.ofertasGuardadas(db, perfil.id) : [];
  const entrevistas = perfil ? await repo.entrevistas(db, perfil.id) : [];
  const invitaciones = perfil ? await repo.invitacionesDeEmpresas(db, perfil.id) : undefined;
  const ofertas = empresa ? await repo.ofertas(db, empresa.id) : [];
  const consultas = esEmpresa ? await repo.consultasAsistente(db, usuarioId) : [];

  const adjuntos: ContenidoExportacion['adjuntos'] = [];
  if (perfil?.foto) adjuntos.push({ archivo: perfil.foto, nombre: `archivos/foto.${extension(perfil.foto)}` });
  if (empresa?.logo) adjuntos.push({ archivo: empresa.logo, nombre: `archivos/logo.${extension(empresa.logo)}` });

  const json: Record<string, unknown> = {
    acerca_de: {
      descripcion:
        'Copia de los datos personales que PractiPerú tiene sobre tu cuenta (Ley N° 29733, derecho de acceso). resumen.pdf tiene los mismos datos para leerlos.',
      formato: 'practiperu.datos/1',
      generado_en: generado.toISOString(),
      responsable: 'PractiPerú S.A.C.',
      contacto: CONTACTO_PRIVACIDAD,
      excluido:
        'No se incluyen tu contraseña (solo guardamos una huella cifrada) ni los códigos de tus sesiones y enlaces: sirven para entrar a tu cuenta.',
    },
    cuenta,
    consentimientos: {
      autorizacion_marketing: cuenta.autorizacion_marketing,
      bajas_de_correos_promocionales: bajas,
      alertas_de_empleo: alertas[0] ?? null,
    },
    sesiones,
    navegadores_conocidos: navegadores,
    correos_enviados: correos,
    ...(perfil
      ? { curriculum: { perfil, ...cv }, postulaciones, ofertas_guardadas: guardadas, entrevistas, invitaciones_de_empresas: invitaciones }
      : {}),
    ...(empresa ? { empresa, ofertas, consultas_al_asistente: consultas } : {}),
    ...(asiento ? { asiento } : {}),
    pagos,
    ...(perfil ? { membresias_premium: membresias } : {}),
    solicitudes_de_derechos: solicitudes,
    copias_de_datos: exportaciones,
    archivos: adjuntos.map((a) => a.nombre),
  };

  const nombre = `${cuenta.nombres} ${cuenta.apellidos}`.trim();
  const secciones: SeccionResumen[] = [
    {
      titulo: 'Tu cuenta',
      filas: [
        ['Nombres', cuenta.nombres],
        ['Apellidos', cuenta.apellidos],
        ['Correo electrónico', cuenta.correo],
        ['Tipo de cuenta', esEmpresa ? 'Empresa' : 'Postulante'],
        ['Cuenta creada', cuando(cuenta.creado_en)],
        ['Correo confirmado', cuenta.confirmado_en ? cuando(cuenta.confirmado_en) : 'Sin confirmar'],
        ['Estado', cuenta.activo ? 'Activa' : 'Desactivada'],
      ],
    },
    {
      titulo: 'Tus consentimientos',
      filas: [
        ['Correos promocionales', cuenta.autorizacion_marketing === 1 ? 'Aceptados' : 'No aceptados'],
        ...(esEmpresa
          ? []
          : ([
              [
                'Alertas de empleo',
                alertas[0]
                  ? `${alertas[0].activa ? 'Activa' : 'Desactivada'} (${alertas[0].frecuencia}) desde ${cuando(alertas[0].creado_en)}`
                  : 'Ninguna',
              ],
            ] as [string, string][])),
        ...bajas.map((b): [string, string] => [`Baja de correos (${corto(b.creado_en)})`, b.motivo]),
      ],
    },
  ];

  if (perfil && cv)
    secciones.push(
      ...seccionesCv(perfil, cv),
      seccionPostulaciones(postulaciones),
      seccionGuardadas(guardadas),
      seccionEntrevistas(entrevistas),
    );
  if (invitaciones) secciones.push(seccionInvitaciones(invitaciones));
  if (empresa) secciones.push(...seccionesEmpresa(empresa, ofertas, consultas));
  if (asiento) {
    secciones.push({
      titulo: 'Tu lugar en el equipo de la empresa',
      filas: [
        ['Empresa', asiento.empresa],
        ['Rol', EQUIPO_ROL_LABEL[asiento.rol]],
        ['Número de contacto', asiento.nro_contacto || '—'],
        ['Cargo', asiento.cargo || '—'],
        ['En el equipo desde', cuando(asiento.creado_en)],
      ],
    });
  }

  secciones.push({
    titulo: 'Pagos',
    vacio: 'No registraste pagos.',
    items: pagos.map((p) => ({
      titulo: `${p.tipo === 'premium' ? 'Membresía Premium' : `Aviso destacado${p.oferta_titulo ? `: ${p.oferta_titulo}` : ''}`} · ${formatSoles(p.monto_centimos / 100, { centimos: true })}`,
      lineas: [
        `${p.metodo_pago}, operación ${p.nro_operacion}, enviado el ${cuando(p.creado_en)}`,
        `Estado: ${ESTADO_PAGO_TEXTO[p.estado] ?? p.estado}${p.decidido_en ? ` (${cuando(p.decidido_en)})` : ''}`,
        p.motivo ? `Motivo: ${p.motivo}` : '',
      ],
    })),
  });
  if (membresias.length > 0) {
    secciones.push({
      titulo: 'Membresías Premium',
      filas: membresias.map((m): [string, string] => [`Desde el ${dia(m.inicio)}`, `hasta el ${dia(m.expira_el)}`]),
    });
  }
  secciones.push(
    {
      titulo: 'Sesiones abiertas',
      nota: 'Cada inicio de sesión dura mientras la usas; el código que la identifica no se incluye.',
      vacio: 'No tienes sesiones abiertas.',
      filas: sesiones.map((s): [string, string] => [`Iniciada el ${corto(s.creado_en)}`, `vence el ${corto(s.expira_en)}`]),
    },
    {
      titulo: 'Navegadores desde los que ingresaste',
      nota: 'Un inicio de sesión desde otro navegador se te avisa por correo. Solo guardamos una huella del navegador, no su dirección ni su modelo.',
      vacio: 'Aún no hay navegadores registrados.',
      filas: navegadores.map((n): [string, string] => [
        `Desde el ${corto(n.primer_ingreso)}`,
        `último ingreso el ${corto(n.ultimo_ingreso)}`,
      ]),
    },
    {
      titulo: 'Solicitudes de derechos',
      vacio: 'No presentaste solicitudes.',
      items: solicitudes.map((s) => ({
        titulo: `${TIPO_SOLICITUD_TEXTO[s.tipo as TipoSolicitud]} · ${ESTADO_SOLICITUD_TEXTO[s.estado as EstadoSolicitud]}`,
        lineas: [
          `Presentada el ${cuando(s.creado_en)}; plazo hasta el ${dia(s.vence_el)}`,
          `Pediste: ${s.detalle}`,
          s.respuesta ? `Respuesta (${cuando(s.respondido_en)}): ${s.respuesta}` : '',
          s.motivo ? `Motivo: ${s.motivo}` : '',
        ],
      })),
    },
    {
      titulo: 'Correos que te enviamos',
      ...(correos.length > 40 ? { nota: `Los 40 más recientes de ${correos.length}; datos.json los lista todos.` } : {}),
      vacio: 'No te enviamos correos.',
      filas: correos.slice(-40).map((c): [string, string] => [corto(c.creado_en), c.asunto]),
    },
  );

  return {
    json,
    adjuntos,
    correo: cuenta.correo,
    nombres: cuenta.nombres,
    rol: cuenta.rol,
    resumen: {
      titulo: 'Tus datos en PractiPerú',
      persona: `${nombre || cuenta.correo} · ${cuenta.correo}`,
      introduccion: [
        `Esta es la copia de los datos personales que PractiPerú tiene sobre tu cuenta, generada el ${cuando(generado)} a tu pedido (Ley N° 29733, derecho de acceso).`,
        'El archivo datos.json del mismo ZIP tiene todos estos datos, campo por campo, en un formato que otros programas pueden leer.' +
          (adjuntos.length > 0 ? ' La carpeta archivos tiene tus imágenes.' : ''),
        `No incluimos tu contraseña ni los códigos de tus sesiones. Si un dato no es correcto, corrígelo en la plataforma o pide su rectificación en Mi cuenta › Tus derechos. Consultas: ${CONTACTO_PRIVACIDAD}.`,
      ],
      secciones,
      generado,
    },
  };
}

type Perfil = NonNullable<Awaited<ReturnType<typeof repo.perfilPostulante>>>;
type Cv = Awaited<ReturnType<typeof repo.curriculum>>;

function seccionesCv(p: Perfil, cv: Cv): SeccionResumen[] {
  const redes = p.redes_sociales.map((r) => `${r.name}: ${r.value}`).join(', ');
  const personales: [string, string][] = [
    ['DNI', p.dni ?? '—'],
    ['Fecha de nacimiento', dia(p.fecha_nacimiento)],
    ['Sexo', optionLabel(SEXOS, p.sexo) || '—'],
    ['Licencia de conducir', optionLabel(LICENCIA_CONDUCIR, p.licencia_conducir) || '—'],
    ['Residencia', [p.distrito, p.provincia, p.region].filter(Boolean).join(', ') || '—'],
    ['Correo de contacto', p.correo_contacto ?? '—'],
    ['WhatsApp', p.whatsapp ? `+51 ${p.whatsapp}` : '—'],
    ...(redes ? ([['Redes sociales', redes]] as [string, string][]) : []),
    ['Foto', p.foto ? 'Sí (en la carpeta archivos)' : 'No'],
  ];
  const formacion: [string, string][] = [
    ['Carrera', p.carrera_actual ?? '—'],
    ['Tipo de carrera', optionLabel(TIPOS_CARRERA, p.tipo_carrera) || '—'],
    ['Institución', p.inst_educativa_nombre ?? '—'],
    ['Estado de estudios', optionLabel(ESTADOS_ESTUDIOS, p.estado_estudios) || '—'],
    ['Ciclo', cicloTexto(p.tipo_carrera, p.ciclo_actual) || '—'],
    ['Ingreso', p.fecha_ingreso ? p.fecha_ingreso.slice(0, 4) : '—'],
    ['Egreso', p.fecha_egreso ? p.fecha_egreso.slice(0, 4) : '—'],
    ['Resumen profesional', p.resumen_profesional ?? '—'],
  ];
  const listas: [string, string][] = [
    ['Conocimientos', cv.conocimientos.map((c) => `${c.nombre} (${c.nivel})`).join(', ') || '—'],
    ['Idiomas', cv.idiomas.map((c) => `${c.nombre} (${c.nivel})`).join(', ') || '—'],
    ['Habilidades', cv.habilidades.map((h) => h.nombre).join(', ') || '—'],
  ];
  const trayectoria = [
    ...cv.experiencia_laboral.map((e) => ({
      titulo: `Experiencia: ${e.puesto} en ${e.nombre_empresa}`,
      lineas: [periodo(e.fecha_inicio, e.fecha_salida, e.sigo_aqui), e.funciones],
    })),
    ...cv.proyectos.map((e) => ({
      titulo: `Proyecto: ${e.nombre_proyecto ?? e.puesto} (${e.nombre_empresa})`,
      lineas: [`${e.puesto} · ${periodo(e.fecha_inicio, e.fecha_salida, e.sigo_aqui)}`, e.funciones],
    })),
    ...cv.voluntariados.map((e) => ({
      titulo: `Voluntariado: ${e.puesto} en ${e.nombre_empresa}`,
      lineas: [periodo(e.fecha_inicio, e.fecha_salida, e.sigo_aqui), e.funciones],
    })),
    ...cv.certificaciones.map((c) => ({
      titulo: `${c.tipo ?? 'Otros'}: ${c.descripcion}`,
      lineas: [`${c.inst_educativa} · ${mesAnio(c.fecha_inicio)}`],
    })),
    ...cv.logros.map((l) => ({ titulo: `Logro: ${l.descripcion}`, lineas: [dia(l.fecha)] })),
  ];
  return [
    { titulo: 'Tu CV: datos personales', filas: personales },
    { titulo: 'Tu CV: formación', filas: [...formacion, ...listas] },
    { titulo: 'Tu CV: trayectoria', vacio: 'Sin experiencia, proyectos, voluntariados, certificaciones ni logros.', items: trayectoria },
  ];
}

type Postulacion = Awaited<ReturnType<typeof repo.postulaciones>>[number] & { estado_texto: string };

function seccionPostulaciones(postulaciones: Postulacion[]): SeccionResumen {
  return {
    titulo: 'Tus postulaciones',
    nota: 'El puntaje de afinidad lo calcula automáticamente el sistema; la empresa lo ve en sus ofertas destacadas. Puedes pedir que una persona lo revise en Mi cuenta › Tus derechos.',
    vacio: 'No postulaste a ninguna oferta.',
    items: postulaciones.map((p) => ({
      titulo: `${p.oferta.titulo} · ${p.empresa ?? 'Convocatoria externa'}`,
      lineas: [
        `Postulaste el ${cuando(p.creado_en)} · Estado: ${p.estado_texto}${p.estado_actualizado_en ? ` (último cambio: ${corto(p.estado_actualizado_en)})` : ''}`,
        p.afinidad_puesto !== null ? `Afinidad calculada automáticamente: ${p.afinidad_puesto} %` : '',
        p.eliminado_en ? `La cancelaste el ${cuando(p.eliminado_en)}` : '',
      ],
    })),
  };
}

function seccionGuardadas(guardadas: Awaited<ReturnType<typeof repo.ofertasGuardadas>>): SeccionResumen {
  return {
    titulo: 'Tus ofertas guardadas',
    vacio: 'No guardaste ofertas.',
    items: guardadas.map((g) => ({
      titulo: g.titulo ?? `Oferta n.° ${g.oferta_id} (ya no está publicada)`,
      lineas: [
        `La guardaste el ${cuando(g.guardada_en)}`,
        g.recordatorio_enviado_en ? `Te enviamos el recordatorio de su cierre el ${cuando(g.recordatorio_enviado_en)}` : '',
      ],
    })),
  };
}

function seccionEntrevistas(entrevistas: Awaited<ReturnType<typeof repo.entrevistas>>): SeccionResumen {
  return {
    titulo: 'Tus entrevistas',
    vacio: 'No tienes entrevistas.',
    items: entrevistas.map((e) => ({
      titulo: `${e.oferta}${e.empresa ? ` · ${e.empresa}` : ''}`,
      lineas: [
        e.inicio ? `El ${cuando(e.inicio)}, ${e.duracion_min} minutos` : `Horarios propuestos: ${e.horarios_propuestos.length}`,
        `${e.modalidad === 'virtual' ? 'En línea' : 'Presencial'}: ${e.lugar}`,
        e.estado === 'cancelada'
          ? `Cancelada${e.motivo_cancelacion ? `: ${e.motivo_cancelacion}` : ''}`
          : e.estado === 'confirmada'
            ? 'Confirmada'
            : 'Por elegir horario',
      ],
    })),
  };
}

function seccionInvitaciones(inv: Awaited<ReturnType<typeof repo.invitacionesDeEmpresas>>): SeccionResumen {
  return {
    titulo: 'Invitaciones de empresas a postular',
    vacio: inv.recibe_invitaciones
      ? 'Aceptas invitaciones de las empresas a las que postulaste; no recibiste ninguna.'
      : 'Pediste no recibir invitaciones de empresas; no recibiste ninguna.',
    items: inv.recibidas.map((i) => ({
      titulo: `${i.empresa}: ${i.titulo}`,
      lineas: [
        `Te invitó el ${cuando(i.creado_en)}`,
        inv.baja ? `Pediste no recibir más invitaciones el ${cuando(inv.baja.creado_en)}` : '',
      ],
    })),
  };
}

type Empresa = NonNullable<Awaited<ReturnType<typeof repo.empresa>>>;

function seccionesEmpresa(
  e: Empresa,
  ofertas: Awaited<ReturnType<typeof repo.ofertas>>,
  consultas: Awaited<ReturnType<typeof repo.consultasAsistente>>,
): SeccionResumen[] {
  return [
    {
      titulo: 'Tu empresa',
      filas: [
        ['Nombre comercial', e.nombre],
        ['Razón social', e.nombre_completo],
        ['RUC', e.ruc],
        ['Sectores', e.sectores.map((s) => s.nombre).join(', ') || '—'],
        ['Persona de contacto: teléfono', e.nro_contacto || '—'],
        ['Persona de contacto: cargo', e.cargo || '—'],
        ['Descripción', e.descripcion ?? '—'],
        ['Ubicación', [e.direccion, e.distrito, e.region].filter(Boolean).join(', ') || '—'],
        ['Correo de contacto', e.correo_contacto ?? '—'],
        ['Teléfono de la empresa', e.numero_contacto ?? '—'],
        ['Página web', e.web ?? '—'],
        ['Facebook', e.fb ?? '—'],
        ['Logo', e.logo ? 'Sí (en la carpeta archivos)' : 'No'],
        ['Empresa premium', e.is_premium ? 'Sí' : 'No'],
      ],
    },
    {
      titulo: 'Tus ofertas',
      nota: 'Los datos de tus postulantes son de cada postulante: aquí va cuántos postularon a cada oferta.',
      vacio: 'No publicaste ofertas.',
      items: ofertas.map((o) => ({
        titulo: `${o.titulo} (${o.tipo === 1 ? 'destacada' : 'gratuita'})`,
        lineas: [
          `Creada el ${cuando(o.creado_en)}; convocatoria hasta el ${dia(o.fin_convocatoria)}. ${ESTADO_OFERTA_TEXTO[o.estado] ?? ''}${o.eliminado_en ? ', eliminada' : o.finaliza ? ', finalizada' : ''}.`,
          `${o.modalidad_tiempo} · ${[o.distrito, o.region].filter(Boolean).join(', ') || 'Sin lugar'} · ${o.postulaciones_activas} postulaciones activas`,
        ],
      })),
    },
    {
      titulo: 'Consultas al asistente de postulantes',
      vacio: 'No hiciste consultas al asistente.',
      items: consultas.map((c) => ({ titulo: c.prompt, lineas: [`${cuando(c.creado_en)} · ${c.total} postulantes ordenados`] })),
    },
  ];
}
