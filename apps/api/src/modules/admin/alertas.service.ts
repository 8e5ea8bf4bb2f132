/**
 * The two alerts: the general banner of both areas' layouts ('general') and the alert of the publish page
 * ('publicar'), both served to everyone by `recursos/listAlertas`. The content is plain text (the layouts render it
 * as text); an empty content hides the banner.
 */
import { ALERTA_MESSAGES } from '@practiperu/shared/admin';
import { limaDayStart, validIsoDate } from '@practiperu/shared/dates';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { alerta } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/errors.ts';
import { iso } from './admin.common.ts';
import { audit, type Actor } from './auditoria.repository.ts';
import type { AdminAlerta, AlertaTipo } from '@practiperu/shared/admin';

const DAY_MS = 86_400_000;

/**
 * expireIn: null (never expires), a Lima day 'YYYY-MM-DD' (the alert shows until 23:59:59 of that day), or an ISO
 * 8601 date-time with its offset.
 */
export function parseExpireIn(value: string | null): Date | null {
  if (value === null) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    if (!validIsoDate(value)) throw fieldError('expireIn', ALERTA_MESSAGES.fecha);
    return new Date(limaDayStart(value).getTime() + DAY_MS - 1000);
  }
  if (!z.iso.datetime({ offset: true }).safeParse(value).success) throw fieldError('expireIn', ALERTA_MESSAGES.fecha);
  return new Date(value);
}

function toAlerta(tipo: AlertaTipo, row: typeof alerta.$inferSelect | undefined, now: Date): AdminAlerta {
  const content = row?.content ?? '';
  const expire = row?.expire_in ?? null;
  return {
    tipo,
    content,
    expireIn: iso(expire),
    visible: content.trim() !== '' && (!expire || expire.getTime() > now.getTime()),
    actualizado_en: iso(row?.actualizado_en),
  };
}

export function createAdminAlertaService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function both(): Promise<{ general: AdminAlerta; publicar: AdminAlerta }> {
    const rows = await db.select().from(alerta);
    const now = deps.now();
    return {
      general: toAlerta(
        'general',
        rows.find((x) => x.tipo === 'general'),
        now,
      ),
      publicar: toAlerta(
        'publicar',
        rows.find((x) => x.tipo === 'publicar'),
        now,
      ),
    };
  }

  async function save(actor: Actor, tipo: AlertaTipo, content: string, expireIn: string | null): Promise<AdminAlerta> {
    const now = deps.now();
    const expire = parseExpireIn(expireIn);
    if (content !== '' && expire && expire.getTime() <= now.getTime()) throw fieldError('expireIn', ALERTA_MESSAGES.fechaPasada);
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(alerta).where(eq(alerta.tipo, tipo)).for('update');
      const [row] = await tx
        .insert(alerta)
        .values({ tipo, content, expire_in: expire, actualizado_en: now })
        .onConflictDoUpdate({ target: alerta.tipo, set: { content, expire_in: expire, actualizado_en: now } })
        .returning();
      await audit(
        tx,
        actor,
        {
          accion: 'alerta.guardar',
          entidad: 'alerta',
          entidad_id: tipo,
          antes: before ? { content: before.content, expireIn: before.expire_in } : null,
          despues: { content, expireIn: expire },
        },
        now,
      );
      return toAlerta(tipo, row, now);
    });
  }

  return { both, save };
}

export type { AdminAlerta };
