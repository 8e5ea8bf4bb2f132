/**
 * One-time tokens: random 256-bit, only the SHA-256 stored, single use, with expiry.
 * Used by confirmation, registration resend, recovery, e-mail change and unsubscribe links.
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { tokenUnico, type TokenTipo } from '../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

export type TokenRow = typeof tokenUnico.$inferSelect;

export const TOKEN_TTL_MS: Record<TokenTipo, number> = {
  confirmacion: 7 * 86_400_000,
  reenvio_registro: 7 * 86_400_000,
  recuperacion: 60 * 60_000,
  cambio_correo: 86_400_000, // the e-mail change link is valid 1 day
  suscripcion: 365 * 86_400_000,
};

/** Creates a token; `replace` first voids the user's unused tokens of the same type (only the newest link works). */
export async function issueToken(
  db: DbOrTx,
  opts: { usuarioId: number; tipo: TokenTipo; now: Date; datos?: Record<string, unknown>; ttlMs?: number; replace?: boolean },
): Promise<string> {
  if (opts.replace) {
    await db
      .update(tokenUnico)
      .set({ usado_en: opts.now })
      .where(and(eq(tokenUnico.usuario_id, opts.usuarioId), eq(tokenUnico.tipo, opts.tipo), isNull(tokenUnico.usado_en)));
  }
  const token = newToken();
  await db.insert(tokenUnico).values({
    usuario_id: opts.usuarioId,
    tipo: opts.tipo,
    token_hash: hashToken(token),
    datos: opts.datos ?? null,
    expira_en: new Date(opts.now.getTime() + (opts.ttlMs ?? TOKEN_TTL_MS[opts.tipo])),
    // The business clock, not the database's: countdowns compare it with the same clock.
    creado_en: opts.now,
  });
  return token;
}

/** The live (unused, unexpired) token of a type, without using it up: for `validate…` calls. */
export async function findLiveToken(db: DbOrTx, token: string, tipo: TokenTipo, now: Date): Promise<TokenRow | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select()
    .from(tokenUnico)
    .where(
      and(
        eq(tokenUnico.token_hash, hashToken(token)),
        eq(tokenUnico.tipo, tipo),
        isNull(tokenUnico.usado_en),
        gt(tokenUnico.expira_en, now),
      ),
    )
    .limit(1);
  return row;
}

/**
 * A token of this type that was already used (or voided by a newer one): lets a link opened twice say what happened
 * instead of a bare 404. Only someone who had the link can ask, and the answer names nobody.
 */
export async function findUsedToken(db: DbOrTx, token: string, tipo: TokenTipo): Promise<TokenRow | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select()
    .from(tokenUnico)
    .where(and(eq(tokenUnico.token_hash, hashToken(token)), eq(tokenUnico.tipo, tipo), isNotNull(tokenUnico.usado_en)))
    .limit(1);
  return row;
}

/** Uses a token up atomically: of two concurrent requests with the same token only one gets the row. */
export async function consumeToken(db: DbOrTx, token: string, tipo: TokenTipo, now: Date): Promise<TokenRow | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .update(tokenUnico)
    .set({ usado_en: now })
    .where(
      and(
        eq(tokenUnico.token_hash, hashToken(token)),
        eq(tokenUnico.tipo, tipo),
        isNull(tokenUnico.usado_en),
        gt(tokenUnico.expira_en, now),
      ),
    )
    .returning();
  return row;
}

/** Marks every unused token of these types of a user as used (their links stop working). */
export async function voidTokens(db: DbOrTx, usuarioId: number, tipos: TokenTipo[], now: Date): Promise<void> {
  await db
    .update(tokenUnico)
    .set({ usado_en: now })
    .where(and(eq(tokenUnico.usuario_id, usuarioId), inArray(tokenUnico.tipo, tipos), isNull(tokenUnico.usado_en)));
}

/** When the user's newest token of a type was issued (server-side resend countdowns: 180 s). */
export async function lastIssuedAt(db: DbOrTx, usuarioId: number, tipo: TokenTipo): Promise<Date | null> {
  const [row] = await db
    .select({ creado_en: tokenUnico.creado_en })
    .from(tokenUnico)
    .where(and(eq(tokenUnico.usuario_id, usuarioId), eq(tokenUnico.tipo, tipo)))
    .orderBy(desc(tokenUnico.creado_en))
    .limit(1);
  return row?.creado_en ?? null;
}

/** Seconds left of a resend countdown, 0 when a new mail may be sent. */
export function secondsUntilResend(last: Date | null, now: Date, countdownSeconds: number): number {
  if (!last) return 0;
  return Math.max(0, Math.ceil((last.getTime() + countdownSeconds * 1000 - now.getTime()) / 1000));
}

/** Routes with a token in the path log the route pattern, never the address that carries the token. */
export const tokenSafeLogSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: req.routeOptions.url ?? '(token)',
    host: req.host,
    remoteAddress: req.ip,
  }),
};
