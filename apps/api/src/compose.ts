/**
 * The business services, built once per app from the infrastructure: the one place where modules are joined. A
 * routes file takes its services from `app.services` and builds none; what a service needs of another module (the
 * applicant's profile for the recruiter's review, a premium file link for the back office, the offer search for the
 * public pages) is passed in here.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';
import { createAdminAlertaService } from './modules/admin/alertas.service.ts';
import { createAdminAnuncioService } from './modules/admin/anuncios.service.ts';
import { createAdminContenidoService } from './modules/admin/contenido.service.ts';
import { createAdminDashboardService } from './modules/admin/dashboard.service.ts';
import { createAdminInsightsService } from './modules/admin/insights.service.ts';
import { createAdminDerechoService } from './modules/admin/derechos.service.ts';
import { createAdminInformativaService } from './modules/admin/informativas.service.ts';
import { createAdminOfertaService } from './modules/admin/ofertas.service.ts';
import { createAdminPagoService } from './modules/admin/pagos.service.ts';
import { createAdminPlantillaService } from './modules/admin/plantillas.service.ts';
import { createAdminUsuarioService } from './modules/admin/usuarios.service.ts';
import { createSegundoFactorService } from './modules/segundo-factor/segundo-factor.service.ts';
import { createEquipoService } from './modules/equipo/equipo.service.ts';
import { createRecuperacionService } from './modules/auth/recuperacion.service.ts';
import { createAvisosService } from './modules/auth/avisos.service.ts';
import { SECTIONS, createSectionService } from './modules/cv/cv.service.ts';
import { crearInterpreteIntegrado } from './modules/llm/integrado/index.ts';
import { createLlmService } from './modules/llm/llm.service.ts';
import { crearProveedorOpenAI } from './modules/llm/openai.ts';
import { crearInterprete, type Interprete, type Proveedor } from './modules/llm/proveedor.ts';
import { createOfertaPostulanteService } from './modules/oferta/oferta.postulante.ts';
import { createOfertaGuardadaService } from './modules/oferta-guardada/oferta-guardada.service.ts';
import { createOfertaService } from './modules/oferta/oferta.service.ts';
import { createOrganizacionService } from './modules/organizacion/organizacion.service.ts';
import { createPagoService } from './modules/pago/pago.service.ts';
import {
  createSolicitudService,
  marcarSolicitudesHechas,
  marcarSolicitudesSinEfecto,
  SIN_EFECTO,
} from './modules/pago/solicitudes.service.ts';
import { createPostulanteOfertaService } from './modules/postulante-oferta/postulante-oferta.service.ts';
import { createPipelineService } from './modules/postulante-oferta/pipeline.service.ts';
import { createAvisosNuevosService } from './modules/postulante-oferta/avisos-nuevos.service.ts';
import { createCorreosEstadoService } from './modules/correos-estado/correos-estado.service.ts';
import { createCierreService } from './modules/postulante-oferta/cierre.service.ts';
import { cancelarEntrevistasDeOferta, createEntrevistaService } from './modules/entrevista/entrevista.service.ts';
import { createBancoTalentoService } from './modules/banco-talento/banco-talento.service.ts';
import { createReclutadorService } from './modules/postulante-oferta/reclutador.service.ts';
import { createPostulanteService } from './modules/postulante/postulante.service.ts';
import { PREMIUM_FILE_TTL_MS, signFile } from './modules/premium/premium.files.ts';
import { createPremiumService } from './modules/premium/premium.service.ts';
import { createPrivacidadService } from './modules/privacidad/privacidad.service.ts';
import { createPublicoService } from './modules/publico/publico.service.ts';
import { createRecursosService } from './modules/recursos/recursos.service.ts';
import { createRegistroService } from './modules/registro/registro.service.ts';
import { RETENCION } from '@practiperu/shared/retencion';
import { SOLICITUD_TIPOS } from '@practiperu/shared/schemas/equipo';
import { createRetencionService } from './modules/retencion/retencion.service.ts';
import { createSuscripcionService } from './modules/suscripcion/suscripcion.service.ts';
import { createUsuarioService } from './modules/usuario/usuario.service.ts';
import { createContador } from './modules/metricas/contador.ts';
import { createInsightsService } from './modules/metricas/insights.service.ts';

/** What every service is built from: the infrastructure of one app. */
export interface Infrastructure {
  db: Db;
  now: () => Date;
  config: Config;
  storage: Storage;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function composeServices(infra: Infrastructure) {
  const { db, now, config, storage, mailer, log } = infra;
  const publicUrl = config.publicUrl;

  const recursos = createRecursosService({ db });
  const postulante = createPostulanteService({ db, storage, now, log });
  const oferta = createOfertaService({
    db,
    now,
    storage,
    config,
    log,
    mailer,
    cancelarEntrevistas: (tx, ofertaId, at) => cancelarEntrevistasDeOferta({ mailer, publicUrl: config.publicUrl }, tx, ofertaId, at),
    solicitudesHechas: (tx, o, tipos, resueltoPor, at, como) =>
      marcarSolicitudesHechas(tx, { mailer, publicUrl: config.publicUrl }, o, tipos, resueltoPor, at, como),
    solicitudesSinEfecto: (tx, o, tipos, motivo, at) =>
      marcarSolicitudesSinEfecto(
        tx,
        { mailer, publicUrl: config.publicUrl },
        o,
        tipos === 'todas' ? SOLICITUD_TIPOS : tipos,
        motivo === 'eliminada' ? SIN_EFECTO.eliminada : SIN_EFECTO.cancelado(motivo.canceladoPor),
        at,
      ),
  });
  const busqueda = () =>
    createOfertaPostulanteService({
      db,
      now,
      storage,
      cacheSegundos: config.MATCHING_CACHE_SECONDS,
      subvencionMinima: config.SUBVENCION_MINIMA,
      publicUrl,
    });

  // Premium files are signed with one key per app: the applicant's links and the back office's are checked alike.
  const fileSecret = config.FILE_URL_SECRET ? Buffer.from(config.FILE_URL_SECRET) : randomBytes(32);
  const premiumFileLink = (id: number, usuarioId: number) => signFile(fileSecret, id, usuarioId, now().getTime() + PREMIUM_FILE_TTL_MS);

  const privacidad = createPrivacidadService({ db, now, storage, mailer, publicUrl, fileSecret, log });

  return {
    // Views, shares and applications per offer and day, written off the request (docs/insights.md).
    metricas: createContador({ db, now, log }),
    insights: createInsightsService({ db, now }),
    registro: createRegistroService({ db, mailer, storage, publicUrl, now }),
    // The second factor of administrators and company administrators (docs/security.md "Second factor").
    segundoFactor: createSegundoFactorService({ db, now, config, mailer }),
    recuperacion: createRecuperacionService({ db, mailer, publicUrl, now }),
    // The owner told of repeated failed logins and of a login from a new browser (docs/security.md).
    avisos: createAvisosService({ db, mailer, publicUrl, now }),
    equipo: createEquipoService({ db, mailer, publicUrl, now, sessionTtlDays: config.SESSION_TTL_DAYS }),
    usuario: createUsuarioService({ db, config, now, mailer, storage, log }),
    recursos,
    postulante,
    cv: {
      conocimiento: createSectionService(db, SECTIONS.conocimiento),
      idioma: createSectionService(db, SECTIONS.idioma),
      logro: createSectionService(db, SECTIONS.logro),
      expLaboral: createSectionService(db, SECTIONS.expLaboral),
      voluntariado: createSectionService(db, SECTIONS.voluntariado),
      actExtracurricular: createSectionService(db, SECTIONS.actExtracurricular),
      formacionComplementaria: createSectionService(db, SECTIONS.formacionComplementaria),
    },
    organizacion: createOrganizacionService({ db, storage, now, log }),
    oferta,
    // The applicant's lists and offer pages; the public pages keep their own lists (each with its cache).
    ofertaPostulante: busqueda(),
    pago: createPagoService({ db, now, mailer, publicUrl }),
    // Recruiter seats ask the administrators to feature an offer (docs/team.md).
    solicitudes: createSolicitudService({ db, now, mailer, publicUrl }),
    premium: {
      service: createPremiumService({ db, now, storage, fileSecret, fileTtlMs: PREMIUM_FILE_TTL_MS }),
      fileSecret,
    },
    postulanteOferta: createPostulanteOfertaService({
      db,
      now,
      storage,
      completeOptionals: (usuarioId) => postulante.completeOptionals(usuarioId),
      mailer,
      publicUrl,
    }),
    reclutador: createReclutadorService({ db, now, storage, mailer, publicUrl, perfil: postulante }),
    // Notes, tags, bulk actions and saved filter sets of featured offers (docs/team.md "Pipeline").
    pipeline: createPipelineService({ db, now, mailer, publicUrl }),
    // How each seat hears of new applicants (docs/team.md, "Told of new applicants").
    avisosPostulantes: createAvisosNuevosService({ db, now, mailer, publicUrl }),
    // What candidates receive: the company's own status mails and closing an offer's process (docs/team.md).
    correosEstado: createCorreosEstadoService({ db, now }),
    cierreProceso: createCierreService({ db, now, mailer, publicUrl }),
    // Interviews arranged in the product (docs/team.md "Interviews").
    entrevistas: createEntrevistaService({ db, now, mailer, publicUrl }),
    // The talent pool: everyone who applied to the company's offers, invited by mail (docs/team.md, "Talent pool").
    bancoTalento: createBancoTalentoService({ db, now, mailer, publicUrl }),
    publico: createPublicoService({ db, now, storage, config, busqueda: busqueda(), recursos }),
    suscripcion: createSuscripcionService({ db, now, mailer, publicUrl }),
    // Saved offers and the reminder before their deadline (docs/team.md).
    ofertaGuardada: createOfertaGuardadaService({ db, now, mailer, storage, publicUrl }),
    // The rights of Ley 29733 from Mi cuenta (docs/privacy.md): its download links are signed with the same key.
    privacidad,
    // Personal data kept only as long as the policy says (docs/privacy.md "Retention"), run daily by the queue.
    retencion: createRetencionService({
      db,
      storage,
      log,
      periodos: {
        cuentasSinConfirmarDias: config.RETENTION_UNCONFIRMED_DAYS,
        postulacionesDias: config.RETENTION_APPLICATIONS_DAYS,
        correosDias: config.RETENTION_MAIL_DAYS,
        trabajosDias: config.RETENTION_JOBS_DAYS,
        navegadoresDias: RETENCION.navegadoresDias,
      },
      caducarCopia: (id) => privacidad.caducarExportacion({ id }),
    }),
    llm: createLlmService({ db, now, storage, interprete: interpreteDe(db, now, config, log) }),
    admin: {
      dashboard: createAdminDashboardService({ db, now, mailer, config }),
      insights: createAdminInsightsService({ db, now }),
      ofertas: createAdminOfertaService({ db, now, mailer, config }),
      pagos: createAdminPagoService({
        db,
        now,
        mailer,
        config,
        solicitudesSinEfecto: (tx, o, validado, at) =>
          marcarSolicitudesSinEfecto(
            tx,
            { mailer, publicUrl: config.publicUrl },
            o,
            ['anular_pago', 'eliminar'],
            validado ? SIN_EFECTO.validado : SIN_EFECTO.rechazado,
            at,
          ),
      }),
      usuarios: createAdminUsuarioService({ db, now }),
      anuncios: createAdminAnuncioService({ db, now, mailer, config }),
      alertas: createAdminAlertaService({ db, now }),
      informativas: createAdminInformativaService({ db, now }),
      plantillas: createAdminPlantillaService({ db, now }),
      contenido: createAdminContenidoService({ db, now, storage, config, log, fileLink: premiumFileLink }),
      derechos: createAdminDerechoService({ db, now, mailer, config }),
    },
  };
}

export type Services = ReturnType<typeof composeServices>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The business services of this app (composeServices). */
    services: Services;
  }
}

/** The assistant's interpreter: the built-in one, and before it the OpenAI-compatible endpoint when LLM_BASE_URL is set. */
function interpreteDe(db: Db, now: () => Date, c: Config, log: FastifyBaseLogger): Interprete {
  const integrado = crearInterpreteIntegrado(db, { now });
  const propio: Proveedor = {
    nombre: 'integrado',
    interpretar: (prompt, contexto) => integrado.interpretar(prompt, contexto),
    sinProtegidos: (prompt) => integrado.sinProtegidos(prompt),
  };
  const externo = c.LLM_BASE_URL
    ? crearProveedorOpenAI({
        baseUrl: c.LLM_BASE_URL,
        apiKey: c.LLM_API_KEY,
        model: c.LLM_MODEL,
        timeoutMs: c.LLM_TIMEOUT_MS,
        normalizar: (criterios, idRegion) => integrado.normalizar(criterios, idRegion),
      })
    : null;
  return crearInterprete({ integrado: propio, externo, log });
}
