/**
 * The counter of views, shares and applications (docs/insights.md): requests hand it events and go on; it writes
 * them in one statement every few seconds (or sooner when many wait), so counting adds no database work to the
 * request that is counted.
 *
 * A browser is its address and User-Agent, held in memory only until the next write. There it becomes a keyed hash
 * (HMAC-SHA-256) with the day's random key, kept in `metrica_visto` so the same browser is counted once per offer,
 * event (and a share's channel) and day; the first write of a new day deletes the earlier days' keys and hashes.
 * Nothing written names a person: not the address, not the User-Agent, not an account.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { limaToday } from '@practiperu/shared/dates';
import type { EventoMetrica, FuenteMetrica } from '@practiperu/shared/insights';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { metricaSal, metricaVisto } from '../../db/schema/index.ts';
import { visibleSql } from '../matching/matching.public.ts';

export interface EventoContado {
  oferta_id: number;
  evento: EventoMetrica;
  fuente: FuenteMetrica;
  canal: string;
  /** The browser (address and User-Agent) for views and shares; null for applications (each is one already). */
  navegador: string | null;
  /** A signed-in account that saw it: a seat of the offer's own company is not counted. Memory only. */
  usuario_id: number | null;
}

export interface ContadorOptions {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** How often the waiting events are written, in ms (default 5 s). */
  cadaMs?: number;
  /** Written at once when this many wait (default 500). */
  lote?: number;
  /** Past this many waiting (the database is down), new events are dropped rather than kept (default 20,000). */
  maximo?: number;
}

export type Contador = ReturnType<typeof createContador>;

export function createContador(opts: ContadorOptions) {
  const { db, now, log } = opts;
  const cadaMs = opts.cadaMs ?? 5_000;
  const lote = opts.lote ?? 500;
  const maximo = opts.maximo ?? 20_000;
  let pendientes: Array<EventoContado & { dia: string }> = [];
  let timer: NodeJS.Timeout | null = null;
  let escribiendo: Promise<void> = Promise.resolve();
  let diaLimpio = '';

  /** Hands an event over; returns at once (no database work). */
  function registrar(evento: EventoContado): void {
    if (pendientes.length >= maximo) return;
    pendientes.push({ ...evento, dia: limaToday(now()) });
    if (pendientes.length >= lote) void vaciar();
    else if (!timer) {
      timer = setTimeout(() => {
        timer = null;
        void vaciar();
      }, cadaMs);
      timer.unref();
    }
  }

  /** Writes what waits; one write at a time. Resolves when everything handed over before the call is written. */
  function vaciar(): Promise<void> {
    escribiendo = escribiendo.then(async () => {
      const lote = pendientes;
      pendientes = [];
      if (lote.length === 0) return;
      try {
        await escribir(lote);
      } catch (err) {
        // Counting never breaks a page: the events are lost, the failure is logged.
        log.error({ err, eventos: lote.length }, 'metricas: no se pudieron escribir los conteos');
      }
    });
    return escribiendo;
  }

  async function salDe(dia: string): Promise<string> {
    await db
      .insert(metricaSal)
      .values({ dia, sal: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [fila] = await db
      .select({ sal: metricaSal.sal })
      .from(metricaSal)
      .where(sql`${metricaSal.dia} = ${dia}`);
    return fila!.sal;
  }

  async function escribir(eventos: Array<EventoContado & { dia: string }>): Promise<void> {
    const hoy = limaToday(now());
    if (diaLimpio !== hoy) {
      // The earlier days' keys and hashes go: past its day no hash can be tied to anything.
      await db.delete(metricaVisto).where(sql`${metricaVisto.dia} < ${hoy}`);
      await db.delete(metricaSal).where(sql`${metricaSal.dia} < ${hoy}`);
      diaLimpio = hoy;
    }
    const sales = new Map<string, string>();
    for (const dia of new Set(eventos.map((e) => e.dia))) if (dia >= hoy) sales.set(dia, await salDe(dia));

    const vistas = new Set<string>();
    const filas: SQL[] = [];
    for (const e of eventos) {
      let huella: string | null = null;
      if (e.navegador !== null) {
        const sal = sales.get(e.dia);
        if (!sal) continue; // an event of a day already cleaned (written late): it cannot be told apart any more
        // A share counts once per channel: the same reader may send the offer by WhatsApp and by LinkedIn.
        const canal = e.evento === 'compartido' ? `\n${e.canal}` : '';
        huella = createHmac('sha256', sal).update(`${e.navegador}\n${e.oferta_id}\n${e.evento}${canal}`).digest('base64url');
        if (vistas.has(`${e.dia} ${huella}`)) continue;
        vistas.add(`${e.dia} ${huella}`);
      }
      filas.push(
        sql`(${e.oferta_id}::int, ${e.dia}::date, ${e.evento}::text, ${e.fuente}::text, ${e.canal}::text, ${huella}::text, ${e.usuario_id}::int)`,
      );
    }
    if (filas.length === 0) return;
    await db.execute(sql`
      with ev (oferta_id, dia, evento, fuente, canal, huella, usuario_id) as (values ${sql.join(filas, sql`, `)}),
      contables as (
        select ev.* from ev join oferta on oferta.id = ev.oferta_id
        -- Views and shares only of an offer the public can see; an application is one already.
        where (ev.evento = 'postulacion' or ${visibleSql})
        and (ev.usuario_id is null or not exists (
          select 1 from miembro_organizacion m where m.usuario_id = ev.usuario_id and m.organizacion_id = oferta.id_organizacion))
      ),
      nuevas as (
        insert into metrica_visto (dia, huella)
        select dia, huella from contables where huella is not null
        on conflict do nothing
        returning dia, huella
      )
      insert into metrica_oferta_dia as m (oferta_id, dia, fuente, canal, vistas, compartidos, postulaciones)
      select oferta_id, dia, fuente, canal,
        count(*) filter (where evento = 'vista'),
        count(*) filter (where evento = 'compartido'),
        count(*) filter (where evento = 'postulacion')
      from contables c
      where c.huella is null or exists (select 1 from nuevas n where n.dia = c.dia and n.huella = c.huella)
      group by oferta_id, dia, fuente, canal
      on conflict (oferta_id, dia, fuente, canal) do update set
        vistas = m.vistas + excluded.vistas,
        compartidos = m.compartidos + excluded.compartidos,
        postulaciones = m.postulaciones + excluded.postulaciones`);
  }

  function detener(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    return vaciar();
  }

  return { registrar, vaciar, detener, pendientes: () => pendientes.length };
}
