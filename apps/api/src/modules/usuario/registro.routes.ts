/**
 * Registration of both areas, confirmation and resend: `/api/usuario/registerPostulant`, `registerRecruiter`
 * (multipart), `validateAccount/{token}`, `reSendMailRegister/{token}`.
 */
import { normalizeIP } from '@fastify/rate-limit';
import { usuarioApi } from '@practiperu/shared/api/usuario';
import { IMAGE_MAX_BYTES, RESEND_COUNTDOWN_SECONDS } from '@practiperu/shared/constants';
import { LOGO_MESSAGES } from '@practiperu/shared/cuenta';
import { registerRecruiterSchema } from '@practiperu/shared/schemas/cuenta';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addressLimit } from '../../lib/address-limit.ts';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { tokenSafeLogSerializers } from '../../lib/one-time-tokens.ts';
import { checkImage } from '../../storage/storage.ts';
import {
  REGISTRO_MESSAGES,
  registroMessage,
  type Logo,
  type RegisterRecruiterData,
  type RegistroResult,
} from '../registro/registro.service.ts';

/**
 * Per-address limits. Generous enough for a university lab or an office behind one address (decision 006); the
 * 180-second rule per account is enforced separately by the service.
 */
export const REGISTRO_LIMITS = {
  /** Both registration calls share one counter; `max` is the default of RATE_LIMIT_REGISTRATION_PER_15_MINUTES. */
  registro: { max: 20, timeWindow: 15 * 60_000 },
  reenvio: { max: 10, timeWindow: 15 * 60_000 },
} as const;

export async function registroRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.registro;

  // Each limiter keeps its own counter (a key prefix, so Redis-backed counters do not mix either).
  const perIpRegistro = app.rateLimit({
    ...REGISTRO_LIMITS.registro,
    max: app.config.RATE_LIMIT_REGISTRATION_PER_15_MINUTES,
    keyGenerator: (req) => `registro:${normalizeIP(req.ip)}`,
  });
  const perIpReenvio = app.rateLimit({ ...REGISTRO_LIMITS.reenvio, keyGenerator: (req) => `reenvio-registro:${normalizeIP(req.ip)}` });
  // Per e-mail too, whatever the IP: both forms share the counter of the address they register.
  const perCorreo = addressLimit(app, 'registro-correo');

  r.route({
    ...registration(routeOf(usuarioApi, 'registerPostulant')),
    onRequest: perIpRegistro,
    preHandler: async (request, reply) => perCorreo(request, reply, request.body.correo, 'correo'),
    handler: async (request, reply) => registrationAnswer(reply, await service.registerPostulant(request.body)),
  });

  const reclutador = registration(routeOf(usuarioApi, 'registerRecruiter'));
  r.route({
    ...reclutador,
    schema: {
      ...reclutador.schema,
      description:
        'Campos del formulario: ruc, nombre_completo, nombre, sector (repetido, "3,7" o "[3,7]"; de 1 a 10), ' +
        'logo (archivo PNG o JPEG de menos de 1 000 000 bytes, reconocido por su contenido), correo, clave, ' +
        'repetir_clave, nombres, apellidos, nro_contacto, cargo, autorizacion_marketing (0 o 1).',
    },
    onRequest: perIpRegistro,
    handler: async (request, reply) => {
      const { input, logo } = validateReclutadorForm(await readReclutadorForm(request));
      // The address is known only once the multipart form is read.
      await perCorreo(request, reply, input.correo, 'correo');
      return registrationAnswer(reply, await service.registerRecruiter(input, logo));
    },
  });

  r.route({
    ...routeOf(usuarioApi, 'validateAccount'),
    logSerializers: tokenSafeLogSerializers,
    handler: async (request) => {
      await service.validateAccount(request.params.token);
      return ok([], REGISTRO_MESSAGES.confirmed);
    },
  });

  r.route({
    ...routeOf(usuarioApi, 'reSendMailRegister'),
    onRequest: perIpReenvio,
    logSerializers: tokenSafeLogSerializers,
    handler: async (request, reply) => {
      await withRetryAfter(reply, () => service.resendConfirmation(request.params.token));
      return ok([], REGISTRO_MESSAGES.resent, { retry_after: RESEND_COUNTDOWN_SECONDS });
    },
  });
}

/** A registration call, whose answer is also encoded when it is the 200 of an e-mail already registered. */
function registration<R extends { schema: { response: { 201: unknown } } }>(route: R) {
  const answer = route.schema.response[201];
  return { ...route, schema: { ...route.schema, response: { 200: answer, 201: answer } } };
}

/** New account: 201; the e-mail of an unconfirmed account (a new link is sent): 200. Both carry the resend token in data[0]. */
function registrationAnswer(reply: FastifyReply, result: RegistroResult) {
  reply.status(result.created ? 201 : 200);
  return ok([result.resendToken], registroMessage(result), {
    existing_account: !result.created,
    mail_sent: result.mailSent,
    retry_after: result.retryAfter,
  });
}

/** A 429 of a countdown also tells HTTP clients when to come back (Retry-After). */
export async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const retryAfter = err instanceof AppError ? err.optional?.retry_after : undefined;
    if (typeof retryAfter === 'number') reply.header('retry-after', retryAfter);
    throw err;
  }
}

// ------------------------------------------------------------------ the company form (multipart)

type LogoUpload = { state: 'missing' } | { state: 'too_large' } | { state: 'file'; bytes: Buffer };

interface ReclutadorForm {
  fields: Record<string, unknown>;
  logo: LogoUpload;
}

// `throwFileSizeLimit` is an option of @fastify/multipart that its type of `parts()` leaves out.
const READ_OPTIONS = { limits: { fileSize: IMAGE_MAX_BYTES }, throwFileSizeLimit: false };

/** Reads the multipart form: text fields (sector may repeat) and the `logo` file, never trusting its name or type. */
async function readReclutadorForm(request: FastifyRequest): Promise<ReclutadorForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedType);
  const fields: Record<string, unknown> = {};
  const sector: string[] = [];
  let logo: LogoUpload = { state: 'missing' };
  try {
    // A file is read up to the image limit and no further; a larger one is only marked as truncated, so the
    // fields after it are still read and the answer can be the logo's own 413.
    for await (const part of request.parts(READ_OPTIONS)) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'logo') logo = part.file.truncated ? { state: 'too_large' } : { state: 'file', bytes };
        continue;
      }
      const name = part.fieldname.replace(/\[\]$/, '');
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      if (name === 'sector') sector.push(...sectorValues(value));
      else if (!(name in fields)) fields[name] = value;
    }
  } catch (err) {
    // Too many parts or files (413), or a body that is not a well-formed form.
    if ((err as { statusCode?: unknown }).statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.tooLarge);
    throw new AppError('BAD_REQUEST', MESSAGES.invalidJson);
  }
  if (sector.length > 0) fields.sector = sector;
  return { fields, logo };
}

/** `sector` arrives repeated, as "3,7" or as a JSON list "[3,7]": all become a list of ids. */
function sectorValues(value: string): string[] {
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed.map((v) => String(v));
    } catch {
      // Not JSON after all: read it as a comma-separated list.
    }
  }
  return trimmed === '' ? [] : trimmed.split(',').map((v) => v.trim());
}

/** Form order, so the first error named in `message` is the first one on the page. */
const FORM_ORDER = [
  'ruc',
  'nombre_completo',
  'nombre',
  'sector',
  'logo',
  'correo',
  'clave',
  'repetir_clave',
  'nombres',
  'apellidos',
  'nro_contacto',
  'cargo',
  'autorizacion_marketing',
];

/**
 * Every field with the spec's message. Field errors are one 400 that also names a bad logo;
 * a form whose only problem is the logo gets its own status: too large 413, not png/jpeg 415, missing 400.
 */
function validateReclutadorForm(form: ReclutadorForm): { input: RegisterRecruiterData; logo: Logo } {
  const errors: Record<string, string> = {};
  const parsed = registerRecruiterSchema.safeParse(form.fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  }

  let logo: Logo | undefined;
  let logoStatus: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' = 'BAD_REQUEST';
  const upload = form.logo;
  if (upload.state === 'missing') errors.logo = LOGO_MESSAGES.required;
  else if (upload.state === 'too_large') [errors.logo, logoStatus] = [LOGO_MESSAGES.size, 'PAYLOAD_TOO_LARGE'];
  else {
    const check = checkImage(upload.bytes);
    if (check.ok) logo = { bytes: upload.bytes, kind: check.kind };
    else if (check.reason === 'empty') errors.logo = LOGO_MESSAGES.required;
    else if (check.reason === 'size') [errors.logo, logoStatus] = [LOGO_MESSAGES.size, 'PAYLOAD_TOO_LARGE'];
    else [errors.logo, logoStatus] = [LOGO_MESSAGES.type, 'UNSUPPORTED_MEDIA_TYPE'];
  }

  const fieldsOk = parsed.success;
  if (fieldsOk && logo) return { input: parsed.data, logo };
  const ordered = Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
  const status = fieldsOk ? logoStatus : 'BAD_REQUEST';
  throw new AppError(status, Object.values(ordered)[0] ?? MESSAGES.invalidJson, { errors: ordered });
}

function rank(field: string): number {
  const i = FORM_ORDER.indexOf(field);
  return i === -1 ? FORM_ORDER.length : i;
}
