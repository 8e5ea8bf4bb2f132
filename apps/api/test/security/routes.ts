/**
 * Who may call each route of the OpenAPI document, and with what request: the table both security suites read. The
 * access-control matrix checks it (every route in the document must be declared here), the fuzzer takes from it the
 * session of the right role and a request that reaches the route's logic.
 *
 * - `access`: who passes the door. Anyone else is refused: no session 401 and another role 403, except in the back
 *   office, which answers 404 to everyone but administrators (it is not advertised).
 * - `req`: the request, pointing at an object of A or X when the route takes one (an id in the path or the body).
 * - `seenBy`: the principals that object is for. Others of an allowed role are refused (403 or 404) and never get
 *   its data. Without `seenBy` every allowed principal is served.
 * - `allowed`: what the served principals get (2xx unless told), per principal when they differ.
 */
import { ESTADO_OFERTA } from '@practiperu/shared/oferta';
import { pngImage, TEST_PASSWORD, type multipartBody } from '../helpers.ts';
import { inject, MARKERS, cvBody, ofertaBody, CV_GROUPS, type CvGroup, type Principal, type World } from './world.ts';

export type Access = 'public' | 'session' | 'applicant' | 'recruiter' | 'applicant-or-recruiter' | 'admin';

export interface Req {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** A multipart/form-data body instead of JSON. */
  multipart?: Parameters<typeof multipartBody>[0];
}

export interface RouteRule {
  access: Access;
  req?: (w: World) => Req | Promise<Req>;
  seenBy?: Principal[];
  /** Statuses of the served principals: one list for all, or per principal. Default: any 2xx. */
  allowed?: number[] | Partial<Record<Principal, number[]>>;
  /** Statuses that count as a refusal for the principals of an allowed role outside `seenBy`. Default: 403, 404. */
  refused?: number[];
  /** A successful answer is a file, not the JSON envelope. */
  file?: true;
  /**
   * The call ends or changes the session it is made with (logout, password, e-mail, account removal): the served
   * principals call it with a session of their own, and the fuzzer with a throwaway account.
   */
  fresh?: true;
  /** The response lists what the platform sent to anyone (the development outbox): not checked for markers. */
  noLeakCheck?: string;
  /**
   * For the fuzzer: path ids to use for the "valid" requests instead of generated ones, when a generated id could hit
   * the principals themselves (deactivating or flagging the fuzzer's own accounts would make later calls meaningless).
   */
  fuzzIds?: (w: World) => Record<string, number>;
}

const BOGUS_TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
let unique = 0;
// The seeded items use the first two names of each list.
let cvVariant = 2;
const next = () => `${Date.now().toString(36)}${++unique}`;

const png = () => [{ name: 'photo', filename: 'foto.png', type: 'image/png', content: pngImage() }];

const pub = (r: Omit<RouteRule, 'access'> = {}): RouteRule => ({ access: 'public', ...r });
const session = (r: Omit<RouteRule, 'access'> = {}): RouteRule => ({ access: 'session', ...r });
const postulante = (r: Omit<RouteRule, 'access'> = {}): RouteRule => ({ access: 'applicant', ...r });
const reclutador = (r: Omit<RouteRule, 'access'> = {}): RouteRule => ({ access: 'recruiter', ...r });
const postulanteOrReclutador = (r: Omit<RouteRule, 'access'> = {}): RouteRule => ({ access: 'applicant-or-recruiter', ...r });
const admin = (r: Omit<RouteRule, 'access'> = {}): RouteRule => ({ access: 'admin', ...r });

/** A's own object: only A may read or change it. */
const ofA = (r: Omit<RouteRule, 'access' | 'seenBy'>): RouteRule => postulante({ seenBy: ['A'], ...r });
/** X's own object (an offer, its applicants, its queries): only X may read or change it. */
const ofX = (r: Omit<RouteRule, 'access' | 'seenBy'>): RouteRule => reclutador({ seenBy: ['X'], ...r });

function cvRoutes(): Record<string, RouteRule> {
  const out: Record<string, RouteRule> = {};
  for (const group of CV_GROUPS as readonly CvGroup[]) {
    out[`POST /api/${group}/create`] = postulante({ req: (w) => ({ body: cvBody(group, w.year, cvVariant++) }), allowed: [201] });
    out[`PUT /api/${group}/update`] = ofA({ req: (w) => ({ body: { id: w.A.cv[group].keep, ...cvBody(group, w.year) } }) });
    out[`POST /api/${group}/removeById`] = ofA({ req: (w) => ({ body: { id: w.A.cv[group].remove } }) });
    out[`GET /api/${group}/id/{id}`] = ofA({ req: (w) => ({ params: { id: w.A.cv[group].keep } }) });
    out[`GET /api/${group}/myList`] = postulante();
  }
  return out;
}

/** A proposal of one slot in March of next year, at a place. */
const entrevistaBody = (w: World) => ({
  horarios: [`${w.year + 1}-03-20T10:00`],
  duracion_min: 30,
  modalidad: 'presencial',
  lugar: 'Av. Arequipa 100, Lima',
});

const asistenteQuery = (w: World) => ({ body: { id_oferta: w.X.destacada, prompt: 'Estudiantes de ingeniería industrial con Excel' } });

export const ROUTES: Record<string, RouteRule> = {
  'GET /api/health': pub(),
  'GET /api/health/live': pub(),
  'GET /api/health/ready': pub(),

  // ------------------------------------------------------------------ auth: wrong passwords never open a session
  'POST /api/auth/loginPostulant': pub({ req: () => ({ body: { email: MARKERS.A.email, password: 'Incorrecta123' } }), allowed: [401] }),
  'POST /api/auth/loginRecruiter': pub({ req: () => ({ body: { email: MARKERS.X.email, password: 'Incorrecta123' } }), allowed: [401] }),
  'POST /api/auth/loginAdmin': pub({ req: (w) => ({ body: { email: w.users.admin.email, password: 'Incorrecta123' } }), allowed: [401] }),
  'POST /api/auth/logout': session({ fresh: true }),
  'POST /api/auth/mySession': session(),
  'POST /api/auth/isDev': session(),
  // A's address from everyone: the same answer (or the per-account countdown), never a word about the account.
  'POST /api/auth/forgotPassword': pub({ req: () => ({ body: { email: MARKERS.A.email } }), allowed: [200, 429] }),
  'GET /api/auth/validateTokenForgot/{token}': pub({ req: () => ({ params: { token: BOGUS_TOKEN } }), allowed: [400, 404, 410] }),
  'POST /api/auth/newPassword': pub({
    req: () => ({ body: { token: BOGUS_TOKEN, new_password: 'Nueva12345' } }),
    allowed: [400, 404, 410],
  }),

  // ------------------------------------------------------------------ second factor (docs/security.md)
  // Applicants have none (403); companies' holders and administrators do. Nobody here has one active, so the calls
  // that need one answer 409, and a code against an enrolment never started answers 409 or 400.
  'POST /api/segundoFactor/estado': session(),
  'POST /api/segundoFactor/iniciar': session({ req: () => ({ body: {} }), allowed: { A: [403], B: [403] } }),
  'POST /api/segundoFactor/confirmar': session({
    req: () => ({ body: { codigo: '123456' } }),
    allowed: { A: [403], B: [403], X: [400, 409], Y: [400, 409], admin: [400, 409] },
  }),
  'POST /api/segundoFactor/verificar': pub({ req: () => ({ body: { desafio: BOGUS_TOKEN, codigo: '123456' } }), allowed: [401] }),
  'POST /api/segundoFactor/desactivar': session({
    req: () => ({ body: { password: 'Incorrecta123', codigo: '123456' } }),
    allowed: { A: [403], B: [403], X: [409], Y: [409], admin: [409] },
  }),
  'POST /api/segundoFactor/regenerarCodigos': session({
    req: () => ({ body: { codigo: '123456' } }),
    allowed: { A: [403], B: [403], X: [409], Y: [409], admin: [409] },
  }),
  'POST /api/segundoFactor/exigirEnEmpresa': session({
    // The change asks for the password of those without a second factor: a wrong one is refused at its field.
    req: () => ({ body: { exigir: false, password: 'Incorrecta123' } }),
    allowed: { A: [403], B: [403], X: [400], Y: [400], admin: [403] },
  }),

  // ------------------------------------------------------------------ registration and account
  'POST /api/usuario/registerPostulant': pub({
    req: () => ({
      body: {
        nombres: 'Nuevo',
        apellidos: 'Postulante',
        correo: `nuevo.${next()}@prueba.pe`,
        clave: 'Clave12345',
        repetir_clave: 'Clave12345',
      },
    }),
    allowed: [201],
  }),
  // A multipart form: a JSON body is refused as an unsupported type, whoever sends it.
  'POST /api/usuario/registerRecruiter': pub({ req: () => ({ body: { ruc: '20100070970' } }), allowed: [415] }),
  'GET /api/usuario/validateAccount/{token}': pub({ req: () => ({ params: { token: BOGUS_TOKEN } }), allowed: [400, 404, 410] }),
  'GET /api/usuario/reSendMailRegister/{token}': pub({ req: () => ({ params: { token: BOGUS_TOKEN } }), allowed: [400, 404, 410] }),
  'GET /api/usuario/myAccount': session(),
  'GET /api/usuario/myEmail': session(),
  'PATCH /api/usuario/updatePassword': session({
    fresh: true,
    req: () => ({ body: { current_password: 'Incorrecta123', clave: 'Nueva12345', repetir_clave: 'Nueva12345' } }),
    allowed: [400, 401, 403],
  }),
  'POST /api/usuario/updateEmail': session({
    fresh: true,
    req: () => ({ body: { data: `cambio.${next()}@prueba.pe`, password: 'Incorrecta123' } }),
    allowed: [400, 401, 403],
  }),
  'PATCH /api/usuario/updateEmailConfirmed': pub({ req: () => ({ body: { token: BOGUS_TOKEN } }), allowed: [400, 404, 410] }),
  'POST /api/usuario/removeAccount': postulanteOrReclutador({
    fresh: true,
    req: () => ({ body: { password: 'Incorrecta123' } }),
    allowed: [400, 401, 403],
  }),
  'PUT /api/usuario/update': reclutador({
    req: () => ({ body: { data: { nombres: 'Jorge', apellidos: 'Paredes', cargo: 'Jefe de Personas', nro_contacto: '912345678' } } }),
  }),
  'GET /api/usuario/validateTokenSubscription/{token}': pub({ req: () => ({ params: { token: BOGUS_TOKEN } }), allowed: [400, 404, 410] }),
  'POST /api/usuario/unsubscribeMarketing': pub({
    req: () => ({ body: { token: BOGUS_TOKEN, reason: 'Muchos correos' } }),
    allowed: [400, 404, 410],
  }),
  'PATCH /api/usuario/updateMarketing': postulanteOrReclutador({ req: () => ({ body: { autorizacion_marketing: 1 } }) }),
  'GET /api/usuario/getInfoFactura': session(),
  'POST /api/usuario/isPremium': session(),
  // Registered outside production only (the development outbox): it lists every stored mail by design.
  'GET /api/dev/correos': pub({ noLeakCheck: 'development outbox, not registered in production' }),
  // Also outside production only: runs a day's saved-offer reminders now (the journeys' way to see the mail arrive).
  'POST /api/dev/recordatoriosGuardadas': pub({ req: () => ({ body: { dia: '2030-01-15' } }) }),
  'POST /api/dev/resumenPostulantes': pub({ req: () => ({ body: { dia: '2030-01-15' } }) }),
  'POST /api/dev/recordatorioEntrevistas': pub({ req: () => ({ body: { dia: '2030-01-15' } }) }),

  // ------------------------------------------------------------------ reference data: public
  'GET /api/recursos/listLugares': pub(),
  'POST /api/recursos/listOrganizacionSector': pub(),
  'POST /api/recursos/listTemasConocimientos': pub(),
  'GET /api/recursos/listHabilidades': pub(),
  'GET /api/recursos/listIdiomas': pub(),
  'GET /api/recursos/listOrdenMerito': pub(),
  'GET /api/recursos/listExtracurricularTipos': pub(),
  'GET /api/recursos/listFormacionComplementariaTipos': pub(),
  'GET /api/recursos/listOfertaModalidadTiempo': pub(),
  'GET /api/recursos/subvencionMinima': pub(),
  'GET /api/recursos/listClaves': pub({ req: () => ({ query: { tipo: 1 } }) }),
  'GET /api/recursos/listAlertas': pub(),
  'GET /api/recursos/getTemplateUnsubscribe': pub(),
  'GET /api/recursos/getTemplateUnsubscribeMessage': pub(),
  'GET /api/recursos/getTemplatePricing': pub(),
  'GET /api/recursos/getTemplatePaymentDescription': pub({ req: () => ({ query: { tipo: 'premium' } }) }),
  'GET /api/instEducativa/listUniversitarias': pub({ req: () => ({ query: { search: 'San Agustín' } }) }),
  'GET /api/instEducativa/listTecnologicos': pub({ req: () => ({ query: { search: 'Tecsup' } }) }),
  'GET /api/instEducativa/listAllUniversitarias': pub(),
  'GET /api/instEducativa/listAllTecnologicos': pub(),
  'POST /api/instEducativa/id': pub({ req: () => ({ body: { id: 1 } }) }),
  'GET /api/carrera/like': pub({ req: () => ({ query: { search: 'Ingeniería', tipo: 1 } }) }),
  'GET /api/carrera/listAll': pub({ req: () => ({ query: { tipo: 1 } }) }),
  'GET /api/carrera/id/{id}': pub({ req: (w) => ({ params: { id: w.industrial } }) }),

  // ------------------------------------------------------------------ the applicant's profile and CV
  'GET /api/postulante/myAccount': postulante({ req: () => ({ query: { populate: 'true' } }) }),
  'GET /api/postulante/myAccountDescripcion': postulante(),
  'PUT /api/postulante/update': postulante({
    req: () => ({ body: { form: 'more_education', data: { habilidades: ['Trabajo en equipo'] } } }),
  }),
  'POST /api/postulante/updatePhoto': postulante({ req: () => ({ multipart: png() }) }),
  'GET /api/postulante/completeCV': postulante(),
  'GET /api/postulante/completeCvOptionals': postulante(),
  'GET /api/postulante/getMyCv': postulante(),
  ...cvRoutes(),
  'POST /api/formacionComplementaria/createMultiple': postulante({
    req: (w) => ({ body: { items: [cvBody('formacionComplementaria', w.year)] } }),
    allowed: [201],
  }),

  // ------------------------------------------------------------------ the company account
  'GET /api/organizacion/myAccount': reclutador(),
  'GET /api/organizacion/myAccountDescription': reclutador(),
  'PUT /api/organizacion/update': reclutador({
    req: () => ({
      body: { form: 'social', data: { sector: [1], descripcion: 'Operador logístico del sur del Perú.', web: null, fb: null } },
    }),
  }),
  'POST /api/organizacion/updateLogo': reclutador({ req: () => ({ multipart: [{ ...png()[0]!, name: 'logo' }] }) }),
  'POST /api/organizacion/removeLogo': reclutador(),
  // Shown (true), so X's public page below stays visible to every principal.
  'PUT /api/organizacion/updatePaginaPublica': reclutador({ req: () => ({ body: { pagina_publica: true } }) }),

  // ------------------------------------------------------------------ offers: a company's own, applicants' visible ones
  // Featured: X has used its free offers of the month.
  'POST /api/oferta/create': reclutador({ req: (w) => ({ body: ofertaBody(w.industrial, w.today, { tipo: 1 }) }), allowed: [201] }),
  'PUT /api/oferta/update': ofX({
    req: (w) => ({ body: { ...ofertaBody(w.industrial, w.today, { titulo: MARKERS.X.ofertaPendiente }), id_oferta: w.X.pendiente } }),
  }),
  // X's pending offer: not visible to applicants yet, nor to another company.
  'GET /api/oferta/id/{id}': postulanteOrReclutador({ seenBy: ['X'], req: (w) => ({ params: { id: w.X.pendiente } }) }),
  'GET /api/oferta/myId/{id}': ofX({ req: (w) => ({ params: { id: w.X.pendiente } }) }),
  'GET /api/oferta/myIdComplete/{id}': ofX({ req: (w) => ({ params: { id: w.X.pendiente } }) }),
  'GET /api/oferta/myList': reclutador({ req: () => ({ query: { estado: String(ESTADO_OFERTA.PENDIENTE) } }) }),
  'GET /api/oferta/myLatestOffer': postulanteOrReclutador(),
  'GET /api/oferta/getTituloOferta/{id}': postulanteOrReclutador({ seenBy: ['X'], req: (w) => ({ params: { id: w.X.pendiente } }) }),
  'GET /api/oferta/getTipoOferta/{id}': postulanteOrReclutador({ seenBy: ['X'], req: (w) => ({ params: { id: w.X.pendiente } }) }),
  'GET /api/oferta/recommended': postulante(),
  'GET /api/oferta/recommendedProfile': postulante(),
  'GET /api/oferta/recommendedBothProfile': postulante(),
  'GET /api/oferta/findForApplicant': postulante({ req: () => ({ query: { q: 'practicante' } }) }),
  'GET /api/oferta/getTotalOfferAvailable': reclutador(),
  'PATCH /api/oferta/finish': ofX({ req: (w) => ({ body: { id_oferta: w.X.paraFinalizar } }) }),
  'PATCH /api/oferta/hidden': ofX({ req: (w) => ({ body: { id_oferta: w.X.paraOcultar, publicar: 0 } }) }),
  'POST /api/oferta/removeMyOffer/{id}': ofX({ req: (w) => ({ params: { id: w.X.paraEliminar } }) }),
  'POST /api/oferta/cancelDestacado/{id}': ofX({ req: (w) => ({ params: { id: w.X.paraCancelarDestacado } }) }),
  // What finishing or cancelling the feature would touch: X's own offer only.
  'GET /api/oferta/resumen/{id}': ofX({ req: (w) => ({ params: { id: w.X.pendiente } }) }),

  // ------------------------------------------------------------------ payments
  // ------------------------------------------------------------------ a company's seats (docs/team.md)
  // X and Y are their companies' holders: each reads and changes its own team, never the other's.
  'GET /api/equipo/miembros': reclutador(),
  'POST /api/equipo/invitar': reclutador({
    req: () => ({ body: { correo: `invitada.${next()}@prueba.pe`, rol: 'reclutador' } }),
    allowed: [201],
  }),
  'POST /api/equipo/invitaciones/{id}/reenviar': ofX({ req: (w) => ({ params: { id: w.X.equipo.invitacion } }) }),
  'DELETE /api/equipo/invitaciones/{id}': ofX({ req: (w) => ({ params: { id: w.X.equipo.invitacionParaCancelar } }) }),
  'PUT /api/equipo/miembros/{id}/rol': ofX({ req: (w) => ({ params: { id: w.X.equipo.colega }, body: { rol: 'reclutador' } }) }),
  'DELETE /api/equipo/miembros/{id}': ofX({ req: (w) => ({ params: { id: w.X.equipo.paraQuitar } }) }),
  // X's only other seats are recruiters: X (the holder) is heard and refused (409), so the world keeps its holder; Y
  // finds no such seat in its company (404). A successful hand-over is told in equipo.test.ts.
  // With the holder's password (every account of the world has the same): a wrong one is told in equipo.test.ts.
  'POST /api/equipo/miembros/{id}/titular': ofX({
    req: (w) => ({ params: { id: w.X.equipo.colega }, body: { password: TEST_PASSWORD } }),
    allowed: [409],
    fuzzIds: (w) => ({ id: w.X.equipo.colega }),
  }),
  // By X's recorded e-mail: X reads its own entries; another company gets its own (empty) trail, nothing of X's.
  'GET /api/equipo/actividad': reclutador({ req: () => ({ query: { correo: MARKERS.X.email } }) }),
  // The link is the key: a made-up one opens nothing, whoever asks.
  'GET /api/equipo/invitacion/{token}': pub({ req: () => ({ params: { token: BOGUS_TOKEN } }), allowed: [404] }),
  'POST /api/equipo/unirse': pub({
    req: () => ({
      body: {
        token: BOGUS_TOKEN,
        nombres: 'Nueva',
        apellidos: 'Colega',
        password: 'Clave12345',
        repeat_password: 'Clave12345',
        terminos: true,
      },
    }),
    allowed: [404],
  }),

  'POST /api/pago/create': ofX({
    req: (w) => ({ body: { id_oferta: w.X.paraPagar, nro_operacion: `OP-${next()}`, metodo_pago: 'Yape', monto: 69 } }),
    allowed: [201],
  }),
  // Requests to feature an offer (docs/team.md): X and Y read their own company's; X, an administrator, pays instead
  // of asking (409); another company's offer or request is 404.
  'GET /api/pago/solicitudes': reclutador(),
  'POST /api/pago/solicitudes': ofX({ req: (w) => ({ body: { id_oferta: w.X.paraPagar } }), allowed: [409] }),
  // Pending when read, or already declined by the route below: either way the request of X.
  'GET /api/pago/solicitudes/{id}/pagar': ofX({ req: (w) => ({ params: { id: w.X.equipo.solicitud } }), allowed: [200, 409] }),
  'POST /api/pago/solicitudes/{id}/rechazar': ofX({ req: (w) => ({ params: { id: w.X.equipo.solicitud }, body: {} }) }),
  // A is premium already (409: a membership is running); B sends a first payment.
  'POST /api/pagoPremium/create': postulante({
    req: () => ({ body: { nro_operacion: `OPP-${next()}`, metodo_pago: 'Yape', monto: 69 } }),
    allowed: { A: [201, 409], B: [201] },
  }),
  'PATCH /api/pagoPremium/disable-show-reject-message/{id}': ofA({ req: (w) => ({ params: { id: w.A.pagoPremiumRechazado } }) }),

  // ------------------------------------------------------------------ applicant premium: A is premium, B is not
  'GET /api/postulantePremium/isPremiumPostulant': postulante(),
  'GET /api/postulantePremium/membresia': postulante({ allowed: { A: [200], B: [403] } }),
  'GET /api/postulantePremium/getVideo/{id}': ofA({ req: (w) => ({ params: { id: w.admin.video } }) }),
  'GET /api/postulantePremium/getRecurso/{id}': ofA({ req: (w) => ({ params: { id: w.admin.recurso } }) }),
  // A signed link: without its signature nobody gets the file.
  'GET /api/postulantePremium/archivo/{id}': pub({
    file: true,
    req: (w) => ({ params: { id: w.admin.video } }),
    seenBy: [],
    refused: [403],
  }),
  'GET /api/recursos/getPremiumData': postulante({ allowed: { A: [200], B: [403] } }),

  // ------------------------------------------------------------------ applying
  // X's pending offer is not open to anyone yet.
  'POST /api/postulanteOferta/create': postulante({
    req: (w) => ({ body: { id_oferta: w.X.pendiente, id_reclutador: w.X.organizacionId } }),
    seenBy: [],
    refused: [403, 404],
  }),
  'POST /api/postulanteOferta/removeById': ofA({ req: (w) => ({ body: { id: w.A.postulacionCancelable, id_oferta: w.X.gratis } }) }),
  'GET /api/postulanteOferta/postulantMyApplicants': postulante(),

  // ------------------------------------------------------------------ a company's review of its applicants (A applied to X's offer)
  'GET /api/postulanteOferta/offerMyApplicants/{id}': ofX({ req: (w) => ({ params: { id: w.X.destacada } }) }),
  'POST /api/postulanteOferta/offerMyApplicants': ofX({ req: (w) => ({ body: { id_oferta: w.X.destacada } }) }),
  'PATCH /api/postulanteOferta/updateEstado/{id}': ofX({
    req: (w) => ({ params: { id: w.A.postulacion }, body: { data: { estado: 2 } } }),
  }),
  'GET /api/postulanteOferta/appliedApplicant': ofX({ req: (w) => ({ query: { id_oferta: w.X.destacada } }) }),
  'GET /api/postulanteOferta/offerMyApplicantsExportExcel/{id}': ofX({ req: (w) => ({ params: { id: w.X.destacada } }) }),
  'GET /api/postulanteOferta/offerMyApplicantsExportCSV/{id}': ofX({ req: (w) => ({ params: { id: w.X.destacada } }) }),
  'GET /api/postulante/findOneForRecruiter/{id}': ofX({
    req: (w) => ({ params: { id: w.A.postulanteId }, query: { id_oferta: w.X.destacada, populate: 'true' } }),
  }),
  // ------------------------------------------------------------------ each seat's new-applicant notices (its own; X's offers)
  'GET /api/avisosPostulantes/preferencias': reclutador(),
  'PUT /api/avisosPostulantes/preferencias': reclutador({ req: () => ({ body: { frecuencia: 'inmediato', alcance: 'todas' } }) }),
  'PUT /api/avisosPostulantes/ofertas/{id}': ofX({ req: (w) => ({ params: { id: w.X.destacada }, body: { frecuencia: 'diario' } }) }),
  'DELETE /api/avisosPostulantes/ofertas/{id}': ofX({ req: (w) => ({ params: { id: w.X.gratis } }) }),

  // ------------------------------------------------------------------ what candidates receive (the company's mails; X's offers)
  'GET /api/correosEstado/plantillas': reclutador(),
  'PUT /api/correosEstado/plantillas/{clave}': reclutador({
    req: () => ({
      params: { clave: 'finalista' },
      body: { asunto: '¡{nombre}, eres finalista!', cuerpo: 'Te escribiremos pronto, {nombre}.' },
    }),
  }),
  'DELETE /api/correosEstado/plantillas/{clave}': reclutador({ req: () => ({ params: { clave: 'en_proceso' } }) }),
  'PUT /api/correosEstado/preferencia': reclutador({ req: () => ({ body: { avisar: false } }) }),
  'POST /api/correosEstado/cerrarProceso/{id}': ofX({
    req: (w) => ({ params: { id: w.X.paraCerrar }, body: { decision: 'no_seleccionar', avisar: true } }),
  }),
  // ------------------------------------------------------------------ interviews: X's team, A's side, the mail link
  'GET /api/entrevistas/postulacion/{id}': ofX({ req: (w) => ({ params: { id: w.A.postulacion } }) }),
  // A's application already has X's pending interviews: X is answered 409, never served another company's.
  'POST /api/entrevistas/postulacion/{id}': ofX({
    req: (w) => ({ params: { id: w.A.postulacion }, body: entrevistaBody(w) }),
    allowed: [201, 409],
  }),
  // The bulk bar's proposal to X's featured offer: A already has X's pending interviews, so it is counted, not invited twice.
  'POST /api/entrevistas/oferta/{id}': ofX({
    req: (w) => ({ params: { id: w.X.destacada }, body: { ...entrevistaBody(w), postulaciones: [w.A.postulacion] } }),
    allowed: [201, 409],
  }),
  'GET /api/entrevistas/semana': reclutador({ req: (w) => ({ query: { desde: `${w.year + 1}-03-15` } }) }),
  'PUT /api/entrevistas/{id}': ofX({
    req: (w) => ({ params: { id: w.X.entrevistas.confirmada }, body: entrevistaBody(w) }),
    allowed: [200, 409],
  }),
  'POST /api/entrevistas/{id}/cancelar': ofX({
    req: (w) => ({ params: { id: w.X.entrevistas.paraCancelar }, body: { motivo: 'Se cubrió el puesto.' } }),
    allowed: [200, 409],
  }),
  // Rescheduled by the call above, it has no time to invite to until A picks again: 409.
  'GET /api/entrevistas/{id}/ics': ofX({ req: (w) => ({ params: { id: w.X.entrevistas.confirmada } }), file: true, allowed: [200, 409] }),
  'PUT /api/entrevistas/{id}/resultado': ofX({
    req: (w) => ({ params: { id: w.X.entrevistas.confirmada }, body: { resultado: 'avanza', puntajes: [] } }),
    allowed: [200, 409],
  }),
  'GET /api/entrevistas/criterios': reclutador(),
  'PUT /api/entrevistas/criterios': reclutador({ req: () => ({ body: { criterios: ['Comunicación', 'Excel'] } }) }),
  'GET /api/entrevistas/mias': postulante(),
  'POST /api/entrevistas/mias/{id}/elegir': ofA({
    req: (w) => ({ params: { id: w.X.entrevistas.paraElegir }, body: { inicio: `${w.year + 1}-03-15T15:00:00.000Z` } }),
    allowed: [200, 409],
  }),
  'GET /api/entrevistas/mias/{id}/ics': ofA({
    req: (w) => ({ params: { id: w.X.entrevistas.paraElegir } }),
    file: true,
    allowed: [200, 409],
  }),
  // The link's token is the key: whoever holds it sees that one interview (never the team's outcome or scorecard).
  'GET /api/entrevistas/enlace/{token}': pub({ req: (w) => ({ params: { token: w.X.entrevistas.enlace.token } }) }),
  'POST /api/entrevistas/enlace/{token}': pub({
    req: (w) => ({ params: { token: w.X.entrevistas.enlace.token }, body: { inicio: `${w.year + 1}-03-15T15:00:00.000Z` } }),
    allowed: [200, 409],
  }),
  'GET /api/entrevistas/enlace/{token}/ics': pub({
    req: (w) => ({ params: { token: w.X.entrevistas.enlace.token } }),
    file: true,
    allowed: [200, 409],
  }),
  // ------------------------------------------------------------------ the talent pool (X's applicants; A's own choice)
  'GET /api/bancoTalento/buscar': reclutador({ req: () => ({ query: { q: 'Anacleta', page: 1 } }) }),
  // The first call invites A; later ones are refused as a repeat, or because A opted out (the link below).
  'POST /api/bancoTalento/invitar': ofX({
    req: (w) => ({ body: { postulante_id: w.A.postulanteId, oferta_id: w.X.paraInvitar } }),
    allowed: [201, 409],
  }),
  'GET /api/bancoTalento/preferencia': postulante(),
  'PUT /api/bancoTalento/preferencia': postulante({ req: () => ({ body: { recibe_invitaciones: true } }) }),
  'POST /api/bancoTalento/baja': pub({ req: (w) => ({ body: { token: w.A.tokenBajaInvitaciones } }) }),

  // ------------------------------------------------------------------ the pipeline of X's featured offer (notes, tags, bulk, saved filters)
  'GET /api/pipeline/notas/{id}': ofX({ req: (w) => ({ params: { id: w.A.postulacion } }) }),
  'POST /api/pipeline/notas/{id}': ofX({
    req: (w) => ({ params: { id: w.A.postulacion }, body: { texto: 'Buena entrevista.' } }),
    allowed: [201],
  }),
  'PUT /api/pipeline/nota/{id}': ofX({ req: (w) => ({ params: { id: w.X.nota }, body: { texto: MARKERS.X.nota } }) }),
  'DELETE /api/pipeline/nota/{id}': ofX({ req: (w) => ({ params: { id: w.X.notaParaEliminar } }) }),
  // Every company reads its own tags (none of X's reach Y).
  'GET /api/pipeline/etiquetas': reclutador(),
  'POST /api/pipeline/etiquetas': reclutador({ req: () => ({ body: { nombre: `Entrevista ${next()}`, color: 'azul' } }), allowed: [201] }),
  'DELETE /api/pipeline/etiqueta/{id}': ofX({ req: (w) => ({ params: { id: w.X.etiquetaParaEliminar } }) }),
  'PUT /api/pipeline/etiquetasPostulacion/{id}': ofX({
    req: (w) => ({ params: { id: w.A.postulacion }, body: { etiquetas: [w.X.etiqueta] } }),
  }),
  'POST /api/pipeline/masivo/{id}': ofX({
    req: (w) => ({ params: { id: w.X.destacada }, body: { accion: 'etiquetar', etiqueta_id: w.X.etiqueta, ids: [w.A.postulacion] } }),
  }),
  'POST /api/pipeline/masivo/{id}/resumen': ofX({
    req: (w) => ({ params: { id: w.X.destacada }, body: { accion: 'estado', estado: 1, ids: [w.A.postulacion] } }),
  }),
  'POST /api/pipeline/exportar/{id}': ofX({ req: (w) => ({ params: { id: w.X.destacada }, body: { formato: 'csv', todos: true } }) }),
  'GET /api/pipeline/filtros/{id}': ofX({ req: (w) => ({ params: { id: w.X.destacada } }) }),
  'POST /api/pipeline/filtros/{id}': ofX({
    req: (w) => ({ params: { id: w.X.destacada }, body: { nombre: `Finalistas ${next()}`, filtros: { finalist: 1 } } }),
    allowed: [201],
  }),
  'DELETE /api/pipeline/filtro/{id}': ofX({ req: (w) => ({ params: { id: w.X.filtroParaEliminar } }) }),
  'GET /api/postulante/findForRecruiter': ofX({ req: (w) => ({ query: { id_oferta: w.X.destacada } }) }),
  'POST /api/postulante/getCv/{id}': ofX({ req: (w) => ({ params: { id: w.A.postulanteId }, body: { id_oferta: w.X.destacada } }) }),

  // ------------------------------------------------------------------ public pages: a pending offer is nobody's to see
  'GET /api/publico/ofertas': pub({ req: () => ({ query: { q: 'practicante' } }) }),
  'GET /api/publico/oferta/{id}': pub({ req: (w) => ({ params: { id: w.X.pendiente } }), seenBy: [], refused: [404] }),
  // X's public company page (decision 029): public business data only, none of X's private markers.
  'GET /api/publico/empresa/{slug}': pub({ req: () => ({ params: { slug: 'xanadu-logistica' } }) }),
  // Counting a view: the same empty answer for everyone, counted or not (docs/insights.md).
  // An offer's figures: its own company's only.
  'GET /api/insights/oferta/{id}': ofX({ req: (w) => ({ params: { id: w.X.destacada } }) }),
  // The company's dashboard: each company's own, by session (none of X's markers reach Y).
  'GET /api/insights/empresa': reclutador({ req: () => ({ query: { desde: '2026-01-01', hasta: '2026-12-31' } }) }),
  'POST /api/metricas/evento': pub({ req: (w) => ({ body: { id_oferta: w.X.destacada, evento: 'vista', fuente: 'busqueda' } }) }),

  // ------------------------------------------------------------------ job alerts
  'POST /api/suscripcion/createPostulant': postulante({ req: () => ({ body: { frecuencia: 'semanal' } }) }),
  'GET /api/suscripcion/mySubscription': postulante(),
  'DELETE /api/suscripcion/mySubscription': postulante(),

  // ------------------------------------------------------------------ saved offers: each applicant's own, by session
  'POST /api/ofertaGuardada/create': postulante({ req: (w) => ({ body: { id_oferta: w.X.destacada } }) }),
  'POST /api/ofertaGuardada/removeById': postulante({ req: (w) => ({ body: { id_oferta: w.X.gratis } }) }),
  'GET /api/ofertaGuardada/myList': postulante(),
  'GET /api/ofertaGuardada/myIds': postulante(),

  // ------------------------------------------------------------------ the rights of Ley 29733 from Mi cuenta (docs/privacy.md)
  'GET /api/privacidad/exportacion': postulanteOrReclutador(),
  // One copy in preparation at a time, three a day: a later call hears 409 or 429, both correct.
  'POST /api/privacidad/exportacion': postulanteOrReclutador({ allowed: [201, 409, 429] }),
  // A signed link: without its signature nobody gets the copy.
  'GET /api/privacidad/exportacion/{id}/descarga': pub({ file: true, req: () => ({ params: { id: 1 } }), seenBy: [], refused: [403] }),
  'GET /api/privacidad/solicitudes': postulanteOrReclutador(),
  // Five requests in process per account: later ones are 429.
  'POST /api/privacidad/solicitudes': postulanteOrReclutador({
    req: () => ({ body: { tipo: 'oposicion', detalle: 'No usen mis datos para estadísticas.' } }),
    allowed: [201, 429],
  }),
  'GET /api/privacidad/postulacionesRevisables': postulante(),

  // ------------------------------------------------------------------ back office
  'GET /api/admin/dashboard/': admin(),
  'GET /api/admin/insights/': admin({ req: () => ({ query: { desde: '2026-01-01', hasta: '2026-12-31' } }) }),
  'GET /api/admin/ofertas/': admin(),
  'GET /api/admin/ofertas/{id}': admin({ req: (w) => ({ params: { id: w.X.pendiente } }) }),
  'POST /api/admin/ofertas/{id}/aprobar': admin({ req: (w) => ({ params: { id: w.X.paraAprobar } }) }),
  'POST /api/admin/ofertas/{id}/rechazar': admin({
    req: (w) => ({ params: { id: w.X.paraRechazar }, body: { motivo: 'Falta la subvención.' } }),
  }),
  'GET /api/admin/pagos/': admin({ req: () => ({ query: { estado: 'todos' } }) }),
  'GET /api/admin/pagos/{id}': admin({ req: (w) => ({ params: { id: w.X.pago } }) }),
  'POST /api/admin/pagos/{id}/validar': admin({ req: (w) => ({ params: { id: w.X.pagoParaValidar } }) }),
  'POST /api/admin/pagos/{id}/rechazar': admin({
    req: (w) => ({ params: { id: w.X.pagoParaRechazar }, body: { motivo: 'No figura en la cuenta.' } }),
  }),
  'GET /api/admin/alertas/': admin(),
  'PUT /api/admin/alertas/{tipo}': admin({
    req: () => ({ params: { tipo: 'general' }, body: { content: 'Mantenimiento el domingo.', expireIn: null } }),
  }),
  'GET /api/admin/plantillas/': admin(),
  'POST /api/admin/plantillas/vista-previa': admin({ req: () => ({ body: { html: '<p>Gratis</p>' } }) }),
  'GET /api/admin/plantillas/{clave}': admin({ req: (w) => ({ params: { clave: w.admin.plantilla } }) }),
  'PUT /api/admin/plantillas/{clave}': admin({
    req: (w) => ({ params: { clave: w.admin.plantilla }, body: { html: '<p>Gratis para siempre</p>' } }),
  }),
  'GET /api/admin/informativas/': admin(),
  'POST /api/admin/informativas/': admin({ req: (w) => ({ body: informativa(w) }), allowed: [201] }),
  'GET /api/admin/informativas/{id}': admin({ req: (w) => ({ params: { id: w.admin.informativa } }) }),
  'PUT /api/admin/informativas/{id}': admin({ req: (w) => ({ params: { id: w.admin.informativa }, body: informativa(w) }) }),
  'POST /api/admin/informativas/{id}/retirar': admin({ req: (w) => ({ params: { id: w.admin.informativa } }) }),
  'GET /api/admin/anuncios/': admin(),
  'POST /api/admin/anuncios/': admin({ req: () => ({ body: anuncio }), allowed: [201] }),
  'POST /api/admin/anuncios/vista-previa': admin({ req: () => ({ body: anuncio }) }),
  'GET /api/admin/anuncios/{id}': admin({ req: (w) => ({ params: { id: w.admin.anuncio } }) }),
  'PUT /api/admin/anuncios/{id}': admin({ req: (w) => ({ params: { id: w.admin.anuncio }, body: anuncio }) }),
  'POST /api/admin/anuncios/{id}/eliminar': admin({ req: (w) => ({ params: { id: w.admin.anuncioParaEliminar } }) }),
  'POST /api/admin/anuncios/{id}/enviar': admin({ req: (w) => ({ params: { id: w.admin.anuncioParaEnviar } }) }),
  'GET /api/admin/contenido/': admin(),
  'POST /api/admin/contenido/': admin({ req: () => ({ body: { type: 'recurso', title: 'Guía de entrevistas' } }), allowed: [201] }),
  'PUT /api/admin/contenido/orden': admin({ req: async (w) => ({ body: { ids: await contenidoIds(w) } }) }),
  'GET /api/admin/contenido/{id}': admin({ req: (w) => ({ params: { id: w.admin.video } }) }),
  'PUT /api/admin/contenido/{id}': admin({
    req: (w) => ({ params: { id: w.admin.video }, body: { title: 'Cómo preparar tu entrevista' } }),
  }),
  'POST /api/admin/contenido/{id}/imagen': admin({
    req: (w) => ({ params: { id: w.admin.video }, multipart: [{ ...png()[0]!, name: 'imagen' }] }),
  }),
  // A PNG is not a video: the upload reaches the check of its bytes and is refused as such.
  'POST /api/admin/contenido/{id}/archivo': admin({
    req: (w) => ({ params: { id: w.admin.video }, multipart: [{ ...png()[0]!, name: 'archivo' }] }),
    allowed: [400, 415],
  }),
  'POST /api/admin/contenido/{id}/eliminar': admin({ req: (w) => ({ params: { id: w.admin.contenidoParaEliminar } }) }),
  'GET /api/admin/usuarios/': admin({ req: () => ({ query: { q: 'prueba' } }) }),
  'GET /api/admin/usuarios/{id}': admin({ req: (w) => ({ params: { id: w.users.A.id } }) }),
  'POST /api/admin/usuarios/{id}/desactivar': admin({
    req: (w) => ({ params: { id: w.victims.postulante } }),
    fuzzIds: (w) => ({ id: w.victims.postulante }),
  }),
  'POST /api/admin/usuarios/{id}/reactivar': admin({
    req: (w) => ({ params: { id: w.victims.postulante } }),
    fuzzIds: (w) => ({ id: w.victims.postulante }),
  }),
  'PATCH /api/admin/usuarios/{id}/isDev': admin({
    req: (w) => ({ params: { id: w.victims.postulante }, body: { is_dev: true } }),
    fuzzIds: (w) => ({ id: w.victims.postulante }),
  }),
  'PATCH /api/admin/usuarios/{id}/isPremium': admin({
    req: (w) => ({ params: { id: w.victims.reclutador }, body: { is_premium: true } }),
    fuzzIds: (w) => ({ id: w.victims.reclutador }),
  }),
  // The victim company has no second factor: the reset answers 409 (the reset itself is segundo-factor.test.ts's).
  'POST /api/admin/segundoFactor/{id}/restablecer': admin({
    req: (w) => ({ params: { id: w.victims.reclutador } }),
    allowed: [409],
    fuzzIds: (w) => ({ id: w.victims.reclutador }),
  }),
  'GET /api/admin/auditoria/': admin(),
  'GET /api/admin/derechos/': admin(),
  'GET /api/admin/derechos/{id}': admin({ req: (w) => ({ params: { id: w.admin.solicitud } }) }),
  // A's request is an applicant's: there is no company to correct (409); the rules are in derechos.test.ts.
  'PUT /api/admin/derechos/{id}/empresa': admin({
    req: (w) => ({
      params: { id: w.admin.solicitud },
      body: { ruc: '20100070970', nombre_completo: 'Xanadú Consultores S.A.C.', nombre: 'Xanadú' },
    }),
    allowed: [409],
  }),
  // Answered once: a later answer is 409.
  'POST /api/admin/derechos/{id}/responder': admin({
    req: (w) => ({
      params: { id: w.admin.solicitudParaResponder },
      body: { resolucion: 'atendida', respuesta: 'Dejamos de usar tus datos para estadísticas.' },
    }),
    allowed: [200, 409],
  }),

  // ------------------------------------------------------------------ the applicant assistant: premium companies, their own offers
  'POST /api/llm/query': ofX({ req: asistenteQuery }),
  'GET /api/llm/results': ofX({ req: (w) => ({ query: { id_historial: w.X.historial } }) }),
  'GET /api/llm/history/{id_oferta}': ofX({ req: (w) => ({ params: { id_oferta: w.X.destacada } }) }),
  'POST /api/llm/dev/query': ofX({ req: asistenteQuery }),
  'GET /api/llm/dev/results': ofX({ req: (w) => ({ query: { id_historial: w.X.historialDev } }) }),
  'GET /api/llm/dev/history/{id_oferta}': ofX({ req: (w) => ({ params: { id_oferta: w.X.destacada } }) }),
  'GET /api/llm/exportExcel/{id_oferta}': ofX({
    req: (w) => ({ params: { id_oferta: w.X.destacada }, query: { id_historial: w.X.historial } }),
  }),
  'GET /api/llm/exportCSV/{id_oferta}': ofX({
    req: (w) => ({ params: { id_oferta: w.X.destacada }, query: { id_historial: w.X.historial } }),
  }),
};

const anuncio = { audiencia: 'empresas', asunto: 'Novedades de PractiPerú', html: '<p>Hola a todas las empresas</p>' };

function informativa(w: World) {
  return {
    titulo: 'Prácticas en el Estado: convocatoria SERVIR',
    funciones: '<p>Programa de prácticas preprofesionales en entidades públicas.</p>',
    enlace: 'https://www.servir.gob.pe/practicas',
    fin_convocatoria: w.today.replace(/^(\d{4})/, (y) => String(Number(y) + 1)),
    modalidad: 'PREPROFESIONAL',
    modalidad_tiempo: 'presencial',
    id_region: 15,
  };
}

async function contenidoIds(w: World): Promise<number[]> {
  const res = await inject(w.t.app, { method: 'GET', url: '/api/admin/contenido/', token: w.tokens.admin });
  return ((res.body as { data?: { id: number }[] }).data ?? []).map((c) => c.id);
}

/** Which principals pass the door of an access level. */
export function passes(access: Access, p: Principal): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'session':
      return p !== 'anonymous';
    case 'applicant':
      return p === 'A' || p === 'B';
    case 'recruiter':
      return p === 'X' || p === 'Y';
    case 'applicant-or-recruiter':
      return p === 'A' || p === 'B' || p === 'X' || p === 'Y';
    case 'admin':
      return p === 'admin';
  }
}

/** The principal the fuzzer calls a route with when it calls it "as the right role". */
export function servedPrincipals(rule: RouteRule): Principal[] {
  const all: Principal[] = ['anonymous', 'A', 'B', 'X', 'Y', 'admin'];
  const served = all.filter((p) => passes(rule.access, p));
  const owners = rule.seenBy && rule.seenBy.length > 0 ? rule.seenBy : served;
  return owners.filter((p) => served.includes(p));
}
