/** Configuration, read once from the environment and validated at start (STYLE habit 5). */
import path from 'node:path';
// zod with the Spanish locale: a bad variable is explained in Spanish even when nothing else is loaded yet.
import { z } from '@practiperu/shared/schemas/zod';
import { NEW_PASSWORD_MESSAGE, NEW_PASSWORD_PATTERN } from '@practiperu/shared/cuenta';
import { REPO_ROOT } from './locations.ts';
import { DEVELOPMENT_KEY } from './lib/secret-box.ts';
import { RETENCION } from '@practiperu/shared/retencion';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Loopback by default: a demo started with the README is not reachable from other machines (docs/security.md). */
  HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * Which proxies in front of the API to believe about the client's address (X-Forwarded-For): off by default; a
   * hop count ('1' behind one nginx) or a comma-separated list of proxy addresses or CIDRs ('127.0.0.1,10.0.0.0/8',
   * also 'loopback', 'uniquelocal'). Never "trust everyone": then any client could choose its address and escape
   * the per-address limits.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const value = v?.trim() ?? '';
      if (value === '' || value === 'false' || value === '0') return false as const;
      if (/^\d+$/.test(value)) return Number(value);
      if (value === 'true') {
        ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY: indique el número de proxies o sus direcciones, no "true"' });
        return z.NEVER;
      }
      const list = value
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      const bad = list.find((a) => !/^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/.test(a));
      if (bad) {
        ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: dirección no válida: ${bad}` });
        return z.NEVER;
      }
      return list;
    }),
  PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).default(3000)),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe empezar con postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  REDIS_URL: z.string().optional(),
  UPLOADS_DIR: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL debe empezar con smtp:// o smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('PractiPerú <no-responder@practiperu.pe>'),
  /** Run the job worker inside the API process (default) or leave it to `npm run worker`. */
  WORKER_IN_PROCESS: z.enum(['true', 'false']).default('true'),
  SEED_DEMO: flag,
  /**
   * The demo's accounts have a public password: with them in the database the server listens only on loopback,
   * unless this says the demo is meant to be reachable from the network (a classroom, a review on the LAN).
   */
  ALLOW_DEMO_ON_NETWORK: flag,
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMIT_GLOBAL_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_LOGIN_IP_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Login attempts on one account from one address (docs/security.md "Login throttling"). */
  RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: z.coerce.number().int().min(1).default(10),
  /** Login attempts on one account from all addresses together. */
  RATE_LIMIT_LOGIN_ACCOUNT_ALL_PER_15_MINUTES: z.coerce.number().int().min(1).default(100),
  /** Retention periods in days (docs/privacy.md "Retention"; defaults in packages/shared/src/retencion.ts). */
  RETENTION_UNCONFIRMED_DAYS: z.coerce.number().int().min(1).max(3650).default(RETENCION.cuentasSinConfirmarDias),
  RETENTION_APPLICATIONS_DAYS: z.coerce.number().int().min(1).max(3650).default(RETENCION.postulacionesDias),
  RETENTION_MAIL_DAYS: z.coerce.number().int().min(1).max(3650).default(RETENCION.correosDias),
  RETENTION_JOBS_DAYS: z.coerce.number().int().min(1).max(3650).default(RETENCION.trabajosDias),
  RATE_LIMIT_REGISTRATION_PER_15_MINUTES: z.coerce.number().int().min(1).default(20),
  /** Back-office calls per administrator per minute (docs/admin.md). */
  RATE_LIMIT_ADMIN_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Counting calls (`metricas/evento`) per client address per minute, shared via Redis (docs/insights.md); more get 429. */
  RATE_LIMIT_METRICAS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Applicant-assistant queries (`llm/query`) per company account per minute (docs/assistant.md). */
  RATE_LIMIT_LLM_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /**
   * An OpenAI-compatible chat endpoint (e.g. https://api.openai.com/v1) that turns the recruiter's request into
   * criteria; unset, the built-in Spanish interpreter alone is used (docs/assistant.md, decision 020).
   */
  LLM_BASE_URL: z
    .url('LLM_BASE_URL: dirección inválida')
    .regex(/^https?:\/\//, 'LLM_BASE_URL debe empezar con http:// o https://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LLM_API_KEY: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long the external provider may take before the built-in interpreter answers instead. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  SUBVENCION_MINIMA: z.coerce.number().int().min(0).default(1130),
  /**
   * Seconds the shared matching lists and public search pages are kept in the API process (docs/matching.md
   * "Cache"): the staleness bound across processes without REDIS_URL (with it, a change is told to the others).
   * 0 turns the cache off.
   */
  MATCHING_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  /** Free offers a company may publish per calendar month in Lima (decision 010). */
  FREE_OFFERS_PER_MONTH: z.coerce.number().int().min(0).max(1000).default(3),
  SUPPORT_WHATSAPP: z
    .string()
    .regex(/^\d{9}$/, 'SUPPORT_WHATSAPP: 9 dígitos')
    .default('987654321'),
  BILLING_CORREO: z.email().default('facturacion@practiperu.pe'),
  BILLING_RUC: z
    .string()
    .regex(/^\d{11}$/, 'BILLING_RUC: 11 dígitos')
    .default('20613456784'),
  BILLING_RAZON_SOCIAL: z.string().min(2).default('PractiPerú S.A.C.'),
  /** The first administrator, created or updated at every start when both are set (decision 012). */
  ADMIN_EMAIL: z
    .email('ADMIN_EMAIL: correo inválido')
    .max(255)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .regex(NEW_PASSWORD_PATTERN, `ADMIN_PASSWORD: ${NEW_PASSWORD_MESSAGE}`)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Length of an applicant's premium membership granted when a payment is validated (decision 012). */
  PREMIUM_MONTHS: z.coerce.number().int().min(1).max(36).default(6),
  /** Largest premium video (mp4) or resource (pdf) an administrator may upload, in megabytes. */
  PREMIUM_FILE_MAX_MB: z.coerce.number().int().min(1).max(1024).default(100),
  /**
   * Key that signs the premium file links (decision 019), 32+ characters; required with API_PROCESSES above 1.
   * Unset, each process draws a random one and links last until it restarts.
   */
  FILE_URL_SECRET: z
    .string()
    .min(32, 'FILE_URL_SECRET: mínimo 32 caracteres')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Key (32+ characters) that encrypts the second factor's secrets at rest (docs/security.md "Second factor"). Unset,
   * a built-in development key is used; production refuses to start without a strong one of its own
   * (`totpKeyWeakness`). Keep it: changing it voids every enrolment.
   */
  TOTP_SECRET_KEY: z
    .string()
    .min(32, 'TOTP_SECRET_KEY: mínimo 32 caracteres')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The cost of the argon2id password hashes made from now on (src/lib/passwords.ts): `production` (19 MiB, 2 passes,
   * the default everywhere) or `test`, the smallest argon2id allows, for the test suites only; production refuses it.
   */
  PASSWORD_HASH_COST: z.enum(['production', 'test']).default('production'),
  /**
   * Administrators must log in with a second factor. Always true in production (false is refused); elsewhere false
   * unless set, so the demo administrator logs in with its password alone.
   */
  ADMIN_2FA_REQUIRED: flag,
  /** Wrong second-factor codes on one account in 15 minutes, over all its challenges. */
  RATE_LIMIT_2FA_ACCOUNT_PER_15_MINUTES: z.coerce.number().int().min(1).default(10),
  /**
   * Bearer token that `/metrics` (Prometheus format) asks for (docs/deployment.md). Unset: in production `/metrics`
   * does not exist (404); elsewhere it answers only requests made on this machine, not through a proxy.
   */
  METRICS_TOKEN: z
    .string()
    .min(32, 'METRICS_TOKEN: mínimo 32 caracteres')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * On SIGTERM: milliseconds the process keeps serving while `/api/health/ready` already answers 503, so a load
   * balancer that polls it stops sending new requests first (0: close at once).
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Object storage (docs/deployment.md): with S3_BUCKET set, uploads go to that bucket instead of UPLOADS_DIR. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** An S3-compatible server (MinIO, R2, Spaces…); unset: AWS. */
  S3_ENDPOINT: z
    .url('S3_ENDPOINT: dirección inválida')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addresses (https://host/bucket/key), which most self-hosted S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: flag,
  /**
   * How many API processes serve the site (docs/deployment.md). Above 1, what one process writes that another must
   * see has to be shared, so the start refuses a configuration without DATABASE_URL, REDIS_URL or FILE_URL_SECRET.
   */
  API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Where `npm run backup` writes (docs/operations.md): a folder, or `s3://bucket/prefix` with the S3_* credentials.
   * Unset: `backups` beside DATA_DIR.
   */
  BACKUP_DIR: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How many complete backups `npm run backup` keeps in BACKUP_DIR (the oldest beyond go). */
  BACKUP_KEEP: z.coerce.number().int().min(1, 'BACKUP_KEEP: al menos 1').max(1000).default(7),
  /** On SIGTERM: the most the process waits for requests and jobs in flight before it exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export type Config = Omit<z.infer<typeof envSchema>, 'BACKUP_DIR'> & {
  isProduction: boolean;
  seedDemo: boolean;
  publicUrl: string;
  uploadsDir: string;
  BACKUP_DIR: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  if (!parsed.data.ADMIN_EMAIL !== !parsed.data.ADMIN_PASSWORD) {
    throw new Error('Configuración inválida:\n  - ADMIN_EMAIL y ADMIN_PASSWORD: indique los dos o ninguno');
  }
  const isProduction = parsed.data.NODE_ENV === 'production';
  if (isProduction && parsed.data.SEED_DEMO) {
    throw new Error(
      'Configuración inválida:\n  - SEED_DEMO: los datos de demostración (con sus cuentas y contraseñas públicas) no se cargan en producción',
    );
  }
  if (parsed.data.API_PROCESSES > 1) {
    const n = parsed.data.API_PROCESSES;
    const missing = [
      !parsed.data.DATABASE_URL &&
        `  - DATABASE_URL: con API_PROCESSES=${n} los procesos comparten una base PostgreSQL (la embebida sirve a un solo proceso)`,
      !parsed.data.REDIS_URL &&
        `  - REDIS_URL: con API_PROCESSES=${n} los límites de solicitudes y los avisos de cambios se comparten por Redis`,
      !parsed.data.FILE_URL_SECRET &&
        `  - FILE_URL_SECRET: con API_PROCESSES=${n} un enlace firmado por un proceso debe valer en los demás (32 caracteres o más)`,
    ].filter(Boolean);
    if (missing.length > 0) throw new Error(`Configuración inválida:\n${missing.join('\n')}`);
  }
  const loopback = isLoopbackHost(parsed.data.HOST);
  // A hop count believes X-Forwarded-For from whoever reaches the port: on loopback only a proxy on this machine can,
  // on a network address any host can, and then chooses its own address.
  if (isProduction && !loopback && typeof parsed.data.TRUST_PROXY === 'number') {
    throw new Error(
      `Configuración inválida:\n  - TRUST_PROXY: con HOST=${parsed.data.HOST} en producción indique las direcciones de los proxies ` +
        '(p. ej. TRUST_PROXY=10.0.0.5 o 10.0.0.0/24), no un número de saltos: con un número, cualquier máquina que llegue ' +
        'al puerto elegiría su propia dirección.',
    );
  }
  if (isProduction && (env.ADMIN_2FA_REQUIRED === 'false' || env.ADMIN_2FA_REQUIRED === '0')) {
    throw new Error(
      'Configuración inválida:\n  - ADMIN_2FA_REQUIRED: en producción los administradores siempre ingresan con segundo factor',
    );
  }
  if (isProduction && parsed.data.PASSWORD_HASH_COST !== 'production') {
    throw new Error(
      'Configuración inválida:\n  - PASSWORD_HASH_COST: en producción las contraseñas se guardan con el costo completo de argon2id ' +
        '(PASSWORD_HASH_COST=production o sin definir); el costo "test" es solo para las pruebas.',
    );
  }
  const admin2faRequired = isProduction || parsed.data.ADMIN_2FA_REQUIRED;
  // Production administrators must enrol a second factor, and its secrets are only as safe as the key that seals them:
  // the built-in key is in the source, so whoever read the database would read every secret.
  const totpWeakness = isProduction ? totpKeyWeakness(parsed.data.TOTP_SECRET_KEY) : null;
  if (totpWeakness) {
    throw new Error(
      `Configuración inválida:\n  - TOTP_SECRET_KEY: ${totpWeakness}. En producción los administradores ingresan con ` +
        'segundo factor y sus secretos se cifran con esta clave. Genere una con openssl rand -base64 48, guárdela con los ' +
        'demás secretos y no la cambie (una clave nueva anula cada segundo factor inscrito). ' +
        "(Refusing to start in production without a strong TOTP_SECRET_KEY of its own: it encrypts the administrators' " +
        'second-factor secrets.)',
    );
  }
  // Demo data never in production; elsewhere on by default unless SEED_DEMO=false.
  const seedDemo = !isProduction && (env.SEED_DEMO === undefined || env.SEED_DEMO === '' || parsed.data.SEED_DEMO);
  if (seedDemo && !loopback && !parsed.data.ALLOW_DEMO_ON_NETWORK) {
    throw new Error(`Configuración inválida:\n  - ${demoOnNetworkMessage(parsed.data.HOST, 'los datos de demostración')}`);
  }
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, '');
  const uploadsDir = parsed.data.UPLOADS_DIR ?? path.join(parsed.data.DATA_DIR, 'uploads');
  const BACKUP_DIR = parsed.data.BACKUP_DIR ?? path.join(path.dirname(path.resolve(parsed.data.DATA_DIR)), 'backups');
  return { ...parsed.data, ADMIN_2FA_REQUIRED: admin2faRequired, isProduction, seedDemo, publicUrl, uploadsDir, BACKUP_DIR };
}

/** The fewest different characters a second-factor key may have: a random key of 32+ characters has far more. */
const TOTP_KEY_MIN_DISTINCT = 8;

/**
 * Why a key would not protect the second factor's secrets, in Spanish, or null when it will do: missing, the built-in
 * development key (it is in the source), or too repetitive to be random ("aaaa…", "12341234…"). The length (32+) is
 * checked by the schema in every environment.
 */
export function totpKeyWeakness(key: string | undefined): string | null {
  if (!key) return 'falta';
  if (key === DEVELOPMENT_KEY) return 'es la clave de desarrollo que viene en el código';
  if (new Set(key).size < TOTP_KEY_MIN_DISTINCT) {
    return `tiene menos de ${TOTP_KEY_MIN_DISTINCT} caracteres distintos: no parece aleatoria`;
  }
  return null;
}

/** Whether the server would listen on this machine only: a loopback address or the name `localhost`. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || h === '::ffff:127.0.0.1';
}

/** Why the start stops when demo accounts would be reachable from the network, and the three ways out. */
export function demoOnNetworkMessage(host: string, what: string): string {
  return (
    `HOST=${host}: ${what} (cuentas como admin@demo.pe con la contraseña pública del README) quedarían accesibles ` +
    'desde la red. Use HOST=127.0.0.1, o SEED_DEMO=false con una base de datos sin cuentas de demostración, o ' +
    'ALLOW_DEMO_ON_NETWORK=true si de verdad quiere exponer la demostración. ' +
    '(Refusing to listen beyond loopback while demo accounts exist: set ALLOW_DEMO_ON_NETWORK=true to allow it.)'
  );
}
