/** Builds the Fastify application; `server.ts` alone listens (fastify/demo layout). */
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Transporter } from 'nodemailer';
import { composeServices } from './compose.ts';
import './lifecycle.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { clientErrorHandler } from './lib/client-error.ts';
import { fail } from './lib/envelope.ts';
import { API_DEFAULT_CACHE_CONTROL } from './lib/http-cache.ts';
import { serializeError } from './lib/log-errors.ts';
import { redactLogText, redactUrl } from './lib/log-redact.ts';
import { MESSAGES } from './lib/errors.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { recuperacionRoutes } from './modules/auth/recuperacion.routes.ts';
import { segundoFactorRoutes } from './modules/segundo-factor/segundo-factor.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { usuarioRoutes } from './modules/usuario/usuario.routes.ts';
import { postulanteRoutes } from './modules/postulante/postulante.routes.ts';
import { cvRoutes } from './modules/cv/cv.routes.ts';
import { carreraRoutes, instEducativaRoutes, recursosRoutes } from './modules/recursos/recursos.routes.ts';
import { ofertaRoutes } from './modules/oferta/oferta.routes.ts';
import { organizacionRoutes } from './modules/organizacion/organizacion.routes.ts';
import { pagoRoutes } from './modules/pago/pago.routes.ts';
import { pagoPremiumRoutes, postulantePremiumRoutes } from './modules/premium/premium.routes.ts';
import { isPublicUpload } from './modules/premium/premium.files.ts';
import { isPrivateUpload } from './modules/privacidad/privacidad.public.ts';
import { privacidadRoutes } from './modules/privacidad/privacidad.routes.ts';
import { pipelineRoutes } from './modules/postulante-oferta/pipeline.routes.ts';
import { avisosPostulantesRoutes } from './modules/postulante-oferta/avisos-nuevos.routes.ts';
import { correosEstadoRoutes } from './modules/correos-estado/correos-estado.routes.ts';
import { bancoTalentoRoutes } from './modules/banco-talento/banco-talento.routes.ts';
import { postulanteOfertaRoutes } from './modules/postulante-oferta/postulante-oferta.routes.ts';
import { servirPaginaEmpresa } from './modules/publico/publico.empresa.pagina.ts';
import { servirPaginaOferta } from './modules/publico/publico.pagina.ts';
import { publicoRoutes } from './modules/publico/publico.routes.ts';
import { publicoSeoRoutes } from './modules/publico/publico.seo.routes.ts';
import { suscripcionRoutes } from './modules/suscripcion/suscripcion.routes.ts';
import { ofertaGuardadaRoutes } from './modules/oferta-guardada/oferta-guardada.routes.ts';
import { entrevistaRoutes } from './modules/entrevista/entrevista.routes.ts';
import { equipoRoutes } from './modules/equipo/equipo.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { llmRoutes } from './modules/llm/llm.routes.ts';
import { afinidadPlugin } from './modules/afinidad/afinidad.jobs.ts';
import { retencionPlugin } from './modules/retencion/retencion.jobs.ts';
import { authPlugin } from './plugins/auth.ts';
import { servicesPlugin } from './plugins/services.ts';
import { metricasRoutes } from './modules/metricas/metricas.routes.ts';
import { insightsRoutes } from './modules/metricas/insights.routes.ts';
import { dbPlugin } from './plugins/db.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { cacheBusPlugin } from './plugins/cache-bus.ts';
import { compartirInvalidacion } from './lib/ofertas-cache.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { inputGatePlugin } from './plugins/input-gate.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { setPasswordCost } from './lib/passwords.ts';
import { named } from './lib/plugin-name.ts';

export interface AppDeps {
  database: Database;
  /** Deliver mail through this transport instead of SMTP_URL (tests use a real in-process SMTP server). */
  mailTransport?: Transporter;
  /** Run the job worker in this process (the server does unless WORKER_IN_PROCESS=false; tests drain by hand). */
  startWorker?: boolean;
  /** A controllable clock for tests. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  // The cost of the password hashes this process makes (production's unless a test asks for its own).
  setPasswordCost(config.PASSWORD_HASH_COST);
  const app = Fastify({
    logger: loggerOptions(config, deps.logger),
    genReqId: () => randomUUID(),
    // Off unless TRUST_PROXY names the proxies: otherwise X-Forwarded-For would let a client choose its address.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    // While it shuts down, a request that arrives on a connection already open is still served, not answered 503:
    // behind a balancer that request has nowhere else to go (lifecycle.ts).
    return503OnClosing: false,
    // The router's own refusals (a malformed %-sequence, a path parameter over 100 characters) as the envelope.
    frameworkErrors: (error, _request, reply) => sendFrameworkError(error, reply as unknown as FastifyReply),
    // A request Node's HTTP parser cannot read, before the router: the envelope too.
    clientErrorHandler,
  });
  // JSON and multipart only: any other body type is answered 415, not parsed as text.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('lifecycle', { closing: false });

  // Layer 1: infrastructure.
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Revalidation of HTML and JSON answers (304 when unchanged), computed before compression on the raw body.
  await app.register(etag);
  // Text answers compressed on the fly (brotli or gzip, as the client accepts); the web app's static files are
  // precompressed by its build and served as they are (plugins/web-app.ts).
  await app.register(compress, { global: true, threshold: 512, encodings: ['br', 'gzip'] });
  app.addHook('onRoute', headAnswersAsGet);
  // An API answer that does not say how to cache it is not stored by browsers or proxies: most are one person's
  // data, and a stored one could come back after a change (the public lookups and search set their own caching).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', API_DEFAULT_CACHE_CONTROL);
    return payload;
  });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_GLOBAL_PER_MINUTE,
    timeWindow: 60_000,
    // The API only: the web app's shell and hashed assets are static files (a CDN's job in production). Counting
    // them would let one page load of many lazy chunks — or a campus behind one address — break the app with 429s.
    allowList: (request) => !request.url.startsWith('/api/'),
    // Shared counters when several API processes run (REDIS_URL); in memory otherwise.
    ...(config.REDIS_URL ? { redis: new Redis(config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 }) } : {}),
    errorResponseBuilder: (_req, context) => ({ statusCode: 429, ...fail(MESSAGES.tooMany), retryAfter: context.after }),
  });
  // Several processes: a change of an offer in one drops the cached lists of the others too (plugins/cache-bus.ts).
  if (config.REDIS_URL) {
    await app.register(cacheBusPlugin, { url: config.REDIS_URL, canal: 'practiperu:ofertas', conectar: compartirInvalidacion });
  }
  await app.register(errorHandlerPlugin);
  await app.register(inputGatePlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PractiPerú API',
        version: '1.0.0',
        description: 'API de PractiPerú. Toda respuesta usa el sobre { state, data, message, optional, token }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The document is built everywhere (the security suites read it in-process) but served outside production only:
  // nobody in production needs it, and it would hand out a map of every route and body (decision 037).
  if (!config.isProduction) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Layer 2: application services.
  await app.register(dbPlugin, { database: deps.database });
  // Request durations per route, the pool and the queue, at /metrics (not public; plugins/metrics.ts).
  await app.register(metricsPlugin, { database: deps.database, token: config.METRICS_TOKEN, isProduction: config.isProduction });
  const auth = createAuthService({ db: app.db, sessionTtlDays: config.SESSION_TTL_DAYS, now: deps.now });
  app.decorate('auth', auth);
  await app.register(authPlugin, { sessions: auth });
  await app.register(servicesPlugin, {
    config,
    now: deps.now ?? (() => new Date()),
    mailTransport: deps.mailTransport,
    startWorker: deps.startWorker ?? false,
    // Premium files and the copies of people's data are served only through links the API signs.
    isPublicUpload: (pathName) => isPublicUpload(pathName) && !isPrivateUpload(pathName),
  });
  // The business services, composed in one place (compose.ts); routes take theirs from app.services.
  app.decorate('services', composeServices({ db: app.db, now: app.now, config, storage: app.storage, mailer: app.mailer, log: app.log }));
  // The counts waiting in memory are written before the database closes.
  app.addHook('preClose', async () => {
    await app.services.metricas.detener();
  });
  // Background jobs with no routes of their own: affinity scoring and the finished-offer e-mails (docs/affinity.md).
  await app.register(afinidadPlugin);
  // The daily retention run (docs/privacy.md "Retention").
  await app.register(retencionPlugin, { programar: deps.startWorker ?? false });
  // One file per multipart request, under the image limit plus room for the other fields.
  await app.register(multipart, { limits: { fileSize: 1_500_000, files: 1, fields: 40 } });

  // Layer 3: routes, under the spec's group names: /api/<group>/<call>.
  await app.register(
    named(async (api) => {
      await api.register(named(healthRoutes), { prefix: '/health' });
      await api.register(named(authRoutes), {
        prefix: '/auth',
        loginPerIpPerMinute: config.RATE_LIMIT_LOGIN_IP_PER_MINUTE,
        loginPerAccountPer15Minutes: config.RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES,
        loginPerAccountAllAddressesPer15Minutes: config.RATE_LIMIT_LOGIN_ACCOUNT_ALL_PER_15_MINUTES,
      });
      await api.register(named(recuperacionRoutes), { prefix: '/auth' });
      await api.register(named(segundoFactorRoutes), {
        prefix: '/segundoFactor',
        perAccountPer15Minutes: config.RATE_LIMIT_2FA_ACCOUNT_PER_15_MINUTES,
      });
      await api.register(named(usuarioRoutes), { prefix: '/usuario' });
      if (!config.isProduction) await api.register(named(devRoutes), { prefix: '/dev' });
      await api.register(named(recursosRoutes), { prefix: '/recursos', subvencionMinima: config.SUBVENCION_MINIMA });
      await api.register(named(instEducativaRoutes), { prefix: '/instEducativa' });
      await api.register(named(carreraRoutes), { prefix: '/carrera' });
      // The applicant's own calls (role 0) and the company's calls of the same prefix (an applicant's CV, role 1).
      await api.register(named(postulanteRoutes), { prefix: '/postulante' });
      await api.register(named(cvRoutes));
      await api.register(named(organizacionRoutes), { prefix: '/organizacion' });
      await api.register(named(ofertaRoutes), { prefix: '/oferta' });
      await api.register(named(pagoRoutes), { prefix: '/pago' });
      await api.register(named(pagoPremiumRoutes), { prefix: '/pagoPremium' });
      await api.register(named(postulantePremiumRoutes), { prefix: '/postulantePremium' });
      // Applying (role 0) and the recruiter's review of applicants (role 1, docs/applicants.md), each route its own role.
      await api.register(named(postulanteOfertaRoutes), { prefix: '/postulanteOferta' });
      // Notes, tags, bulk actions and saved filter sets of a company's featured offers (docs/team.md "Pipeline").
      await api.register(named(pipelineRoutes), { prefix: '/pipeline' });
      // How each seat hears of new applicants (docs/team.md, "Told of new applicants").
      await api.register(named(avisosPostulantesRoutes), { prefix: '/avisosPostulantes' });
      await api.register(named(correosEstadoRoutes), { prefix: '/correosEstado' });
      // Interviews proposed, picked, reminded and scored (docs/team.md "Interviews").
      await api.register(named(entrevistaRoutes), { prefix: '/entrevistas' });
      // The talent pool across the company's offers, and the applicant's choice of invitations (docs/team.md).
      await api.register(named(bancoTalentoRoutes), { prefix: '/bancoTalento' });
      await api.register(named(publicoRoutes), { prefix: '/publico' });
      await api.register(named(metricasRoutes), { prefix: '/metricas' });
      await api.register(named(insightsRoutes), { prefix: '/insights' });
      await api.register(named(suscripcionRoutes), { prefix: '/suscripcion' });
      // The applicant's saved offers and their reminder mail (docs/team.md).
      await api.register(named(ofertaGuardadaRoutes), { prefix: '/ofertaGuardada' });
      // The rights of Ley 29733 from Mi cuenta: the copy of one's data and the rights requests (docs/privacy.md).
      await api.register(named(privacidadRoutes), { prefix: '/privacidad' });
      // A company's seats, invitations and audit trail (docs/team.md).
      await api.register(named(equipoRoutes), { prefix: '/equipo' });
      await api.register(named(adminRoutes), { prefix: '/admin' });
      // The applicant assistant (docs/assistant.md): premium companies, and developer-mode variants.
      await api.register(named(llmRoutes), { prefix: '/llm' });
    }, 'api'),
    { prefix: '/api' },
  );
  // Outside /api: what crawlers and link previews read (robots.txt, the sitemap, offers' preview images; decision 022).
  await app.register(named(publicoSeoRoutes));

  // Layer 4: the web app, and the public offer and company pages written by the server (decisions 015, 029).
  await app.register(webAppPlugin, {
    config,
    publicPage: async (request, reply, indexHtml) => {
      const opts = { indexHtml, service: app.services.publico, publicUrl: config.publicUrl };
      return (await servirPaginaOferta(request, reply, opts)) || servirPaginaEmpresa(request, reply, opts);
    },
  });
  return app;
}

/** The router's refusals, before any route or hook runs: the envelope like every other answer of the API. */
function sendFrameworkError(error: FastifyError, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(tooLong ? 414 : 400).send(fail(tooLong ? MESSAGES.uriTooLong : MESSAGES.badUrl));
}

/** Believe the last `hops` proxies of X-Forwarded-For (what Fastify does with a number, which its types omit). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

// Tokens and passwords never reach a log line, whatever logger the caller passes.
const REDACT = ['req.headers.authorization', 'req.body.password', 'req.body.clave', 'req.body.current_password', 'req.body.repetir_clave'];

const serializers = {
  err: serializeError,
  req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
    method: req.method,
    url: redactUrl(req.url),
    hostname: req.hostname,
    remoteAddress: req.ip,
  }),
};

// The last pass over every line, whichever field or message carries it: a signed link's query, an e-mail's mailbox
// (lib/log-redact.ts). The serializers above already give the request line and errors their shape.
const hooks = { streamWrite: redactLogText };

function loggerOptions(config: Config, given: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (given === false) return false;
  if (given && typeof given === 'object') return { ...given, redact: REDACT, serializers, hooks } as FastifyServerOptions['logger'];
  return { level: config.LOG_LEVEL, redact: REDACT, serializers, hooks };
}

/**
 * A HEAD answer carries the headers its GET would (RFC 9110 §9.3.2), `content-encoding` and `vary` included. Fastify
 * answers HEAD with the GET route's handler and ends the route's `onSend` hooks with one of its own that drops the
 * body; @fastify/compress adds its hook after that one and so never saw a body to compress. This moves Fastify's
 * hook back to the end (it drains the compressed stream; Node sends no body for HEAD anyway).
 */
function headAnswersAsGet(route: RouteOptions): void {
  if (route.method !== 'HEAD' || !Array.isArray(route.onSend)) return;
  const dropBody = route.onSend.findIndex((hook) => hook.name === 'headRouteOnSendHandler');
  if (dropBody === -1) return;
  route.onSend.push(...route.onSend.splice(dropBody, 1));
}
