/**
 * Counting without tracking people: a view or a share of an offer is counted once per browser per day, by where it
 * came from, and applications by where the applicant came from; bots, administrators and the offer's own company
 * are not counted; the answer is the same either way and comes before anything is written; the counting tables hold
 * sums and nothing that names a person, and the day's key and hashes go once the day is over.
 */
import type { OfertaInsights } from '@practiperu/shared/api/insights';
import { ROLE } from '@practiperu/shared/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { empresa, ofertaAprobada, postulanteCon } from '../../../test/fixtures/matching.ts';
import { loadConfig } from '../../config.ts';
import { metricaOfertaDia, metricaSal, metricaVisto } from '../../db/schema/index.ts';

let t: TestContext;
let org: Awaited<ReturnType<typeof empresa>>;
// Wednesday 10 March 2027, 10:00 in Lima.
const START = new Date('2027-03-10T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  t.clock.now = START;
  org = await empresa(t);
});
afterAll(async () => t?.close());

const CHROME = 'Mozilla/5.0 (Linux; Android 14; moto g54) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

function evento(body: object, opts: { ua?: string; ip?: string; token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'user-agent': opts.ua ?? CHROME, ...opts.headers };
  return call(t.app, {
    method: 'POST',
    url: '/api/metricas/evento',
    payload: body,
    headers,
    token: opts.token,
    remoteAddress: opts.ip ?? '190.42.10.1',
  });
}

async function conteos(ofertaId: number) {
  await t.app.services.metricas.vaciar();
  const filas = (await t.db.execute(
    sql`select fuente, canal, vistas, compartidos, postulaciones, dia::text from metrica_oferta_dia where oferta_id = ${ofertaId} order by dia, fuente, canal`,
  )) as unknown as { rows: { fuente: string; canal: string; vistas: number; compartidos: number; postulaciones: number; dia: string }[] };
  return filas.rows;
}

describe('counting views and shares (metricas/evento)', () => {
  it('counts a browser once a day per offer, by source and channel, and answers before writing', async () => {
    const id = await ofertaAprobada(t, org.organizacionId, []);
    const r = await evento({ id_oferta: id, evento: 'vista', fuente: 'busqueda' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ state: true, data: [] });
    // Nothing is written by the request itself.
    expect(t.app.services.metricas.pendientes()).toBe(1);
    expect(await t.db.select().from(metricaOfertaDia)).toEqual([]);

    await evento({ id_oferta: id, evento: 'vista', fuente: 'busqueda' }); // the same browser again
    await evento({ id_oferta: id, evento: 'vista', fuente: 'recomendacion' }); // again, from elsewhere
    await evento({ id_oferta: id, evento: 'vista', fuente: 'busqueda' }, { ua: FIREFOX }); // another browser
    await evento({ id_oferta: id, evento: 'vista', fuente: 'compartido', canal: 'whatsapp' }, { ip: '181.65.3.9' });
    await evento({ id_oferta: id, evento: 'compartido', fuente: 'directo', canal: 'linkedin' });
    expect(await conteos(id)).toEqual([
      { dia: '2027-03-10', fuente: 'busqueda', canal: '', vistas: 2, compartidos: 0, postulaciones: 0 },
      { dia: '2027-03-10', fuente: 'compartido', canal: 'whatsapp', vistas: 1, compartidos: 0, postulaciones: 0 },
      { dia: '2027-03-10', fuente: 'directo', canal: 'linkedin', vistas: 0, compartidos: 1, postulaciones: 0 },
    ]);

    // A written batch is not counted again by the next: still once for the day.
    await evento({ id_oferta: id, evento: 'vista', fuente: 'busqueda' });
    expect((await conteos(id))[0]!.vistas).toBe(2);

    // The next day the same browser counts again, and yesterday's key and hashes are gone.
    t.clock.now = new Date('2027-03-11T15:00:00Z');
    await evento({ id_oferta: id, evento: 'vista', fuente: 'busqueda' });
    const dias = await conteos(id);
    expect(dias.at(-1)).toEqual({ dia: '2027-03-11', fuente: 'busqueda', canal: '', vistas: 1, compartidos: 0, postulaciones: 0 });
    const sales = await t.db.select({ dia: metricaSal.dia }).from(metricaSal);
    expect(sales).toEqual([{ dia: '2027-03-11' }]);
    const vistos = await t.db.select({ dia: metricaVisto.dia }).from(metricaVisto);
    expect(new Set(vistos.map((v) => v.dia))).toEqual(new Set(['2027-03-11']));
    t.clock.now = START;
  });

  it('leaves out bots, prefetches, administrators and the offer’s own company, with the same answer', async () => {
    const id = await ofertaAprobada(t, org.organizacionId, []);
    const admin = await createUser(t.db, { role: ROLE.ADMIN });
    const otra = await empresa(t, 'Otra Empresa');
    const postulante = await postulanteCon(t);
    const body = { id_oferta: id, evento: 'vista', fuente: 'directo' };
    const respuestas = [
      await evento(body, { ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      await evento(body, { ua: 'WhatsApp/2.23.20.0 A' }),
      await evento(body, { ua: 'curl/8.5.0' }),
      await evento(body, { ua: '' }),
      await evento(body, { headers: { 'sec-purpose': 'prefetch' } }),
      await evento(body, { token: org.token, ip: '10.0.0.1' }),
      await evento(body, { token: await login(t.app, admin), ip: '10.0.0.2' }),
    ];
    expect(respuestas.map((r) => [r.status, r.body.state, r.body.data])).toEqual(respuestas.map(() => [200, true, []]));
    expect(await conteos(id)).toEqual([]);

    await evento(body, { token: otra.token, ip: '10.0.0.3' }); // another company's recruiter is a visitor
    await evento(body, { token: postulante.token, ip: '10.0.0.4' });
    expect(await conteos(id)).toEqual([{ dia: '2027-03-10', fuente: 'directo', canal: '', vistas: 2, compartidos: 0, postulaciones: 0 }]);
  });

  it('refuses a source or channel it does not know, at its field', async () => {
    const id = await ofertaAprobada(t, org.organizacionId, []);
    const mala = await evento({ id_oferta: id, evento: 'vista', fuente: 'google' });
    expect(mala.status).toBe(400);
    expect(JSON.stringify(mala.body)).toContain('El origen de la visita no es válido.');
    // Only the channels the share buttons use: nobody adds «Enlace compartido (tiktok)» to a company's sources.
    for (const otro of ['Whats App!', 'tiktok']) {
      const canal = await evento({ id_oferta: id, evento: 'vista', fuente: 'compartido', canal: otro });
      expect(canal.status).toBe(400);
      expect(JSON.stringify(canal.body)).toContain('El canal debe ser whatsapp, linkedin, enlace o compartir.');
    }
    const postulacion = await evento({ id_oferta: id, evento: 'postulacion', fuente: 'directo' });
    expect(postulacion.status).toBe(400);
  });

  it('drops the views of an offer that no longer exists, without failing the others', async () => {
    const id = await ofertaAprobada(t, org.organizacionId, []);
    await evento({ id_oferta: 2_000_000, evento: 'vista', fuente: 'directo' });
    await evento({ id_oferta: id, evento: 'vista', fuente: 'empresa' }, { ip: '200.1.1.1' });
    expect(await conteos(id)).toEqual([{ dia: '2027-03-10', fuente: 'empresa', canal: '', vistas: 1, compartidos: 0, postulaciones: 0 }]);
  });
});

describe('counting cannot be inflated', () => {
  it('counts views and shares only of offers the public can see', async () => {
    const pendiente = await ofertaAprobada(t, org.organizacionId, [], { estado: 0, fecha_publicacion: null });
    const oculta = await ofertaAprobada(t, org.organizacionId, [], { publicar: 0 });
    const visible = await ofertaAprobada(t, org.organizacionId, []);
    for (const id of [pendiente, oculta, visible, 2_000_001]) {
      const r = await evento({ id_oferta: id, evento: 'vista', fuente: 'directo' }, { ip: '200.4.4.4' });
      expect([r.status, r.body.state]).toEqual([200, true]);
      await evento({ id_oferta: id, evento: 'compartido', fuente: 'directo', canal: 'whatsapp' }, { ip: '200.4.4.4' });
    }
    expect(await conteos(pendiente)).toEqual([]);
    expect(await conteos(oculta)).toEqual([]);
    expect(await conteos(visible)).toEqual([
      { dia: '2027-03-10', fuente: 'directo', canal: '', vistas: 1, compartidos: 0, postulaciones: 0 },
      { dia: '2027-03-10', fuente: 'directo', canal: 'whatsapp', vistas: 0, compartidos: 1, postulaciones: 0 },
    ]);
  });

  it('counts one reader’s shares once per channel a day', async () => {
    const id = await ofertaAprobada(t, org.organizacionId, []);
    for (const canal of ['enlace', 'whatsapp', 'linkedin', 'whatsapp']) {
      await evento({ id_oferta: id, evento: 'compartido', fuente: 'busqueda', canal }, { ip: '200.5.5.5' });
    }
    expect(await conteos(id)).toEqual([
      { dia: '2027-03-10', fuente: 'busqueda', canal: 'enlace', vistas: 0, compartidos: 1, postulaciones: 0 },
      { dia: '2027-03-10', fuente: 'busqueda', canal: 'linkedin', vistas: 0, compartidos: 1, postulaciones: 0 },
      { dia: '2027-03-10', fuente: 'busqueda', canal: 'whatsapp', vistas: 0, compartidos: 1, postulaciones: 0 },
    ]);
  });

  it('lets one address call it 60 times a minute, whatever browser each claims; the 61st is the 429 envelope', async () => {
    const ofertas = [];
    for (let i = 0; i < 2; i++) ofertas.push(await ofertaAprobada(t, org.organizacionId, []));
    t.clock.now = new Date('2027-03-10T16:00:00Z');
    for (let i = 0; i < 60; i++) {
      const r = await evento({ id_oferta: ofertas[0], evento: 'vista', fuente: 'directo' }, { ip: '200.6.6.6', ua: `${FIREFOX} n${i}` });
      expect(r.status).toBe(200);
    }
    const pasado = await evento({ id_oferta: ofertas[0], evento: 'vista', fuente: 'directo' }, { ip: '200.6.6.6', ua: `${FIREFOX} otro` });
    expect(pasado.status).toBe(429);
    expect(pasado.body).toEqual({ state: false, data: [], message: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.' });
    expect(Number(pasado.headers['retry-after'])).toBeGreaterThan(0);
    // A bot from that address is refused too: the limit is the address's, before anything else is looked at.
    expect((await evento({ id_oferta: ofertas[1], evento: 'vista', fuente: 'directo' }, { ip: '200.6.6.6', ua: 'curl/8.5' })).status).toBe(
      429,
    );
    // Another address in the same minute is not limited, and is counted.
    const otra = await evento({ id_oferta: ofertas[1], evento: 'vista', fuente: 'directo' }, { ip: '200.7.7.7' });
    expect(otra.status).toBe(200);
    expect(otra.body).toMatchObject({ state: true, data: [] });
    expect((await conteos(ofertas[0]!))[0]!.vistas).toBe(60);
    expect((await conteos(ofertas[1]!))[0]!.vistas).toBe(1);
    t.clock.now = START;
  });

  it("the limit is the project's rate limit, set by RATE_LIMIT_METRICAS_PER_MINUTE (60 by default)", async () => {
    expect(loadConfig({}).RATE_LIMIT_METRICAS_PER_MINUTE).toBe(60);
    const small = await createTestApp({ RATE_LIMIT_METRICAS_PER_MINUTE: '2' }, { database: t.database });
    try {
      const id = await ofertaAprobada(small, org.organizacionId, []);
      const enviar = (ip: string) =>
        call(small.app, {
          method: 'POST',
          url: '/api/metricas/evento',
          payload: { id_oferta: id, evento: 'vista', fuente: 'directo' },
          headers: { 'user-agent': CHROME },
          remoteAddress: ip,
        });
      const estados = [];
      for (let i = 0; i < 3; i++) estados.push((await enviar('203.0.113.8')).status);
      expect(estados).toEqual([200, 200, 429]);
      expect((await enviar('203.0.113.9')).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('counting costs the counted request nothing in the database', () => {
  it('a visitor’s view sends no statement; applying sends none to the counting tables', async () => {
    const id = await ofertaAprobada(t, org.organizacionId, []);
    const vista = await t.sentencias!(() => evento({ id_oferta: id, evento: 'vista', fuente: 'busqueda' }, { ip: '198.51.100.1' }));
    expect(vista.valor.status).toBe(200);
    expect(vista.sentencias).toEqual([]);
    const una = await postulanteCon(t, {}, { paraPostular: true });
    const postular = await t.sentencias!(() =>
      call(t.app, {
        method: 'POST',
        url: '/api/postulanteOferta/create',
        token: una.token,
        payload: { id_oferta: id, id_reclutador: org.organizacionId, fuente: 'busqueda' },
      }),
    );
    expect(postular.valor.status).toBe(201);
    expect(postular.sentencias.filter((q) => /metrica_/.test(q))).toEqual([]);
    // Written later, in one batch.
    const escritura = await t.sentencias!(() => t.app.services.metricas.vaciar());
    expect(escritura.sentencias.filter((q) => /insert into metrica_oferta_dia/i.test(q))).toHaveLength(1);
  });
});

describe('counting applications', () => {
  it('counts each application by where the applicant came from', async () => {
    const id = await ofertaAprobada(t, org.organizacionId, []);
    const una = await postulanteCon(t, {}, { paraPostular: true });
    const otra = await postulanteCon(t, {}, { paraPostular: true });
    const postular = (token: string, extra: object) =>
      call(t.app, {
        method: 'POST',
        url: '/api/postulanteOferta/create',
        token,
        payload: { id_oferta: id, id_reclutador: org.organizacionId, ...extra },
      });
    expect((await postular(una.token, { fuente: 'compartido', canal: 'whatsapp' })).status).toBe(201);
    expect((await postular(otra.token, {})).status).toBe(201);
    expect(await conteos(id)).toEqual([
      { dia: '2027-03-10', fuente: 'compartido', canal: 'whatsapp', vistas: 0, compartidos: 0, postulaciones: 1 },
      { dia: '2027-03-10', fuente: 'directo', canal: '', vistas: 0, compartidos: 0, postulaciones: 1 },
    ]);
  });
});

describe('the counting tables', () => {
  it('hold sums, days, sources and keyed hashes: no column that could name a person, an account or a browser', async () => {
    const columnas = (await t.db.execute(
      sql`select table_name, column_name, data_type from information_schema.columns
          where table_schema = 'public' and table_name like 'metrica%' order by table_name, ordinal_position`,
    )) as unknown as { rows: { table_name: string; column_name: string; data_type: string }[] };
    expect(columnas.rows).toEqual([
      { table_name: 'metrica_oferta_dia', column_name: 'oferta_id', data_type: 'integer' },
      { table_name: 'metrica_oferta_dia', column_name: 'dia', data_type: 'date' },
      { table_name: 'metrica_oferta_dia', column_name: 'fuente', data_type: 'text' },
      { table_name: 'metrica_oferta_dia', column_name: 'canal', data_type: 'text' },
      { table_name: 'metrica_oferta_dia', column_name: 'vistas', data_type: 'integer' },
      { table_name: 'metrica_oferta_dia', column_name: 'compartidos', data_type: 'integer' },
      { table_name: 'metrica_oferta_dia', column_name: 'postulaciones', data_type: 'integer' },
      { table_name: 'metrica_sal', column_name: 'dia', data_type: 'date' },
      { table_name: 'metrica_sal', column_name: 'sal', data_type: 'text' },
      { table_name: 'metrica_visto', column_name: 'dia', data_type: 'date' },
      { table_name: 'metrica_visto', column_name: 'huella', data_type: 'text' },
    ]);
    // No address or User-Agent in what was written.
    const id = await ofertaAprobada(t, org.organizacionId, []);
    await evento({ id_oferta: id, evento: 'vista', fuente: 'directo' }, { ip: '203.0.113.77' });
    await conteos(id);
    const todo = JSON.stringify([await t.db.select().from(metricaVisto), await t.db.select().from(metricaOfertaDia)]);
    expect(todo).not.toContain('203.0.113.77');
    expect(todo).not.toContain('Android');
  });
});

describe("an offer's figures for its company (insights/oferta)", () => {
  it('adds up the days, the sources, the conversion and the funnel, for the company’s seats only', async () => {
    const id = await ofertaAprobada(t, org.organizacionId, [], { titulo: 'Practicante de Datos' });
    const otraPropia = await ofertaAprobada(t, org.organizacionId, [], { titulo: 'Practicante de Ventas' });
    // Three visitors from the search, one from WhatsApp on 10 March; one from the company page on 12 March.
    for (const ip of ['1.1.1.1', '1.1.1.2', '1.1.1.3']) await evento({ id_oferta: id, evento: 'vista', fuente: 'busqueda' }, { ip });
    await evento({ id_oferta: id, evento: 'vista', fuente: 'compartido', canal: 'whatsapp' }, { ip: '1.1.1.4' });
    await evento({ id_oferta: otraPropia, evento: 'vista', fuente: 'busqueda' }, { ip: '1.1.1.5' });
    const una = await postulanteCon(t, {}, { paraPostular: true });
    await call(t.app, {
      method: 'POST',
      url: '/api/postulanteOferta/create',
      token: una.token,
      payload: { id_oferta: id, id_reclutador: org.organizacionId, fuente: 'busqueda' },
    });
    await t.app.services.metricas.vaciar();
    t.clock.now = new Date('2027-03-12T15:00:00Z');
    await evento({ id_oferta: id, evento: 'vista', fuente: 'empresa' }, { ip: '1.1.1.6' });
    await t.app.services.metricas.vaciar();

    const r = await call<OfertaInsights>(t.app, {
      method: 'GET',
      url: `/api/insights/oferta/${id}?desde=2027-03-09&hasta=2027-03-12`,
      token: org.token,
    });
    t.clock.now = START;
    expect(r.status).toBe(200);
    const d = r.body.data[0]!;
    expect(d.oferta).toMatchObject({ id, titulo: 'Practicante de Datos', destacado: false });
    expect(d.periodo).toEqual({ desde: '2027-03-09', hasta: '2027-03-12' });
    expect(d.dias).toEqual([
      { dia: '2027-03-09', vistas: 0, compartidos: 0, postulaciones: 0 },
      { dia: '2027-03-10', vistas: 4, compartidos: 0, postulaciones: 1 },
      { dia: '2027-03-11', vistas: 0, compartidos: 0, postulaciones: 0 },
      { dia: '2027-03-12', vistas: 1, compartidos: 0, postulaciones: 0 },
    ]);
    expect(d.totales).toEqual({ vistas: 5, compartidos: 0, postulaciones: 1, conversion: 20 });
    expect(d.fuentes).toEqual([
      { fuente: 'busqueda', canal: '', vistas: 3, compartidos: 0, postulaciones: 1 },
      { fuente: 'compartido', canal: 'whatsapp', vistas: 1, compartidos: 0, postulaciones: 0 },
      { fuente: 'empresa', canal: '', vistas: 1, compartidos: 0, postulaciones: 0 },
    ]);
    expect(d.embudo).toMatchObject({ recibidas: 1, revisadas: 0, en_proceso: 0, finalistas: 0, descartadas: 0, dias_hasta_decision: null });
    expect(d.otras.ofertas).toBeGreaterThanOrEqual(1);

    // Another company, an applicant and nobody are refused; a wrong period is told at its field.
    const otra = await empresa(t, 'Competencia SAC');
    expect((await call(t.app, { method: 'GET', url: `/api/insights/oferta/${id}`, token: otra.token })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/api/insights/oferta/${id}`, token: una.token })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: `/api/insights/oferta/${id}` })).status).toBe(401);
    const mal = await call(t.app, { method: 'GET', url: `/api/insights/oferta/${id}?desde=2027-03-12&hasta=2027-03-01`, token: org.token });
    expect(mal.status).toBe(400);
    expect(JSON.stringify(mal.body)).toContain('La fecha inicial no puede ser posterior a la final.');
  });
});
