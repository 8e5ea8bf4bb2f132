/**
 * The demo marketplace on a freshly seeded demo (what `npm start` serves): its companies, logos, offers, payments,
 * applicants and applications follow the product's rules, and the demo applicant Lucía gets several pages in both
 * lists of "Ofertas para ti", where she can apply to the demo company's free offer. Seeded once for the file; the plan
 * is recomputed (it is deterministic) to know which rows are the marketplace's.
 */
import { DEMO_EMAIL_DOMAIN } from '../src/db/seed/demo.ts';
import type { EmpresaInsights, OfertaInsights } from '@practiperu/shared/api/insights';
import { ROLE } from '@practiperu/shared/constants';
import { rucCheckDigitOk } from '@practiperu/shared/cuenta';
import { missingRequiredFields, type PostulanteProfileFull } from '@practiperu/shared/cv';
import { addDays, limaMonth, limaToday } from '@practiperu/shared/dates';
import { chequeosLey28518 } from '@practiperu/shared/ley28518';
import { aniosEgresoOferta, valuesForCopy, type OfertaCard, type OfertaCompleta, type Modalidad } from '@practiperu/shared/oferta';
import type { MiPostulacion, OfertaCardPostulante } from '@practiperu/shared/postulacion';
import { ofertaSchema } from '@practiperu/shared/schemas/oferta';
import { toClave } from '@practiperu/shared/text';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carrera,
  catalogo,
  conocimiento,
  habilidadPostulante,
  idiomaPostulante,
  oferta,
  organizacion,
  organizacionSector,
  pago,
  postulacion,
  postulante,
  usuario,
} from '../src/db/schema/index.ts';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.ts';
import { leerReferencia, MERCADO_POSTULANTES, planMercado, type PlanMercado } from '../src/db/seed/demo-mercado.ts';
import { coincide, perfilMatching } from '../src/modules/matching/matching.rules.ts';
import { sanitizeRichText } from '../src/lib/html.ts';
import { resolveLugarPeru } from '../src/lib/lugares.ts';
import { checkImage } from '../src/storage/storage.ts';
import { call, createTestApp, DEMO_SEED_TIMEOUT, login, type TestContext } from './helpers.ts';

const START = new Date('2027-03-10T15:00:00Z');
const TODAY = limaToday(START);
/** The curated demo company's offers: no generated offer takes their titles (tests find them by title). */
const TITULOS_DEMO = [
  'Practicante de Contabilidad',
  'Practicante de Mejora Continua',
  'Asistente Administrativo',
  'Practicante de Logística y Almacenes',
  'Practicante de Seguridad y Salud en el Trabajo',
  'Practicante de Planeamiento Financiero',
];

let t: TestContext;
let plan: PlanMercado;
let orgIds: number[];

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT_ALL_PER_15_MINUTES: '10000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
  });
  t.clock.now = START;
  expect(await seedDemo(t.db, t.app.storage, START)).toBe(true);
  plan = planMercado(await t.db.transaction((tx) => leerReferencia(tx)), START);
  const orgs = await t.db
    .select({ id: organizacion.id, correo: usuario.correo })
    .from(organizacion)
    .innerJoin(usuario, eq(usuario.id, organizacion.usuario_id))
    .where(
      inArray(
        usuario.correo,
        plan.empresas.map((e) => e.correo),
      ),
    );
  orgIds = plan.empresas.map((e) => orgs.find((o) => o.correo === e.correo)!.id);
}, DEMO_SEED_TIMEOUT);
afterAll(async () => t?.close());

const ofertasMercado = () => t.db.select().from(oferta).where(inArray(oferta.id_organizacion, orgIds));
const recruiter = (email: string) => login(t.app, { id: 0, email, password: DEMO_PASSWORD, role: ROLE.RECLUTADOR });

describe('the demo marketplace (npm start)', { timeout: DEMO_SEED_TIMEOUT }, () => {
  it('is big enough to look like a marketplace, and the same for the same clock', async () => {
    expect(plan.empresas.length).toBeGreaterThanOrEqual(40);
    expect(plan.ofertas.length).toBeGreaterThanOrEqual(250);
    expect(plan.postulantes.length).toBe(MERCADO_POSTULANTES);
    expect(MERCADO_POSTULANTES).toBeGreaterThanOrEqual(300);
    // What was written is the plan.
    expect(await ofertasMercado()).toHaveLength(plan.ofertas.length);
    const applicants = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(usuario)
      .where(
        inArray(
          usuario.correo,
          plan.postulantes.map((p) => p.correo),
        ),
      );
    expect(applicants[0]!.n).toBe(plan.postulantes.length);
    const [apps] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(postulacion)
      .where(
        inArray(
          postulacion.oferta_id,
          (await ofertasMercado()).map((o) => o.id),
        ),
      );
    expect(apps!.n).toBe(plan.postulaciones.length);
    expect(plan.postulaciones.length).toBeGreaterThan(500);
    // A seeded generator: the same clock gives the same marketplace.
    const again = planMercado(await t.db.transaction((tx) => leerReferencia(tx)), START);
    expect(again).toEqual(plan);
    // Every generated account is a demo account (a production server refuses a database that has any).
    for (const correo of [...plan.empresas.map((e) => e.correo), ...plan.postulantes.map((p) => p.correo)])
      expect(correo.endsWith(DEMO_EMAIL_DOMAIN), correo).toBe(true);
  });

  it('companies: valid fictitious RUCs, ten regions and more, example.pe webs, sectors, and a generated PNG logo served like an upload', async () => {
    const rows = await t.db.select().from(organizacion).where(inArray(organizacion.id, orgIds));
    expect(new Set(rows.map((o) => o.id_region)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((o) => o.ruc)).size).toBe(rows.length);
    const sectores = await t.db.select().from(organizacionSector).where(inArray(organizacionSector.organizacion_id, orgIds));
    expect(new Set(sectores.map((s) => s.sector_id)).size).toBeGreaterThanOrEqual(12);
    for (const o of rows) {
      expect(rucCheckDigitOk(o.ruc), o.ruc).toBe(true);
      expect(o.ruc).toMatch(/^2098\d{7}$/);
      expect(o.web).toMatch(/^https:\/\/[a-z]+\.example\.pe$/);
      expect(o.correo_contacto).toMatch(/^practicas@[a-z]+\.example\.pe$/);
      expect(o.numero_contacto).toMatch(/^9\d{8}$/);
      expect(o.descripcion!.length, o.nombre).toBeLessThanOrEqual(255);
      expect(o.direccion!.length).toBeLessThanOrEqual(150);
      const lugar = await resolveLugarPeru(t.db, { id_region: o.id_region!, provincia: '', distrito: o.distrito! });
      expect(lugar, `${o.nombre}: ${o.distrito}`).toMatchObject({ ok: true, region: o.region, distrito: o.distrito });
      expect(sectores.filter((s) => s.organizacion_id === o.id).length).toBeGreaterThanOrEqual(1);
      // The logo: stored like an upload (logos/, a random name), a PNG the logo check accepts.
      expect(o.logo).toMatch(/^logos\/[0-9a-f]{32}\.png$/);
      const bytes = await t.app.storage.read(o.logo!);
      expect(checkImage(bytes!)).toEqual({ ok: true, kind: 'png' });
    }
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${rows[0]!.logo}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // The company's own view has nothing left to fill in.
    const token = await recruiter(plan.empresas[0]!.correo);
    const cuenta = await call<{ pendientes: string[]; logo: string | null }>(t.app, {
      method: 'GET',
      url: '/api/organizacion/myAccount',
      token,
    });
    expect(cuenta.body.data[0]).toMatchObject({ pendientes: [] });
    expect(cuenta.body.data[0]!.logo).toBe(`/uploads/${rows.find((o) => o.id === orgIds[0])!.logo}`);
  });

  it('every generated offer is one the offer form could have produced, and passes the checks the API adds', async () => {
    const rows = await ofertasMercado();
    const schema = ofertaSchema({ today: START });
    const catalogos = await t.db.select().from(catalogo);
    const nombres = (lista: string) => new Set(catalogos.filter((c) => c.lista === lista).map((c) => c.nombre));
    const careers = new Map((await t.db.select().from(carrera)).map((c) => [c.id, c]));
    const anios = aniosEgresoOferta(START);
    for (const o of rows) {
      const label = `${o.id} ${o.titulo}`;
      expect(TITULOS_DEMO, label).not.toContain(o.titulo);
      // What the API's toColumns would store.
      expect(sanitizeRichText(o.funciones), label).toBe(o.funciones);
      expect(sanitizeRichText(o.beneficios), label).toBe(o.beneficios);
      expect(nombres('modalidad_tiempo').has(o.modalidad_tiempo), label).toBe(true);
      for (const i of o.idiomas) expect(nombres('idioma').has(i.name), `${label}: ${i.name}`).toBe(true);
      for (const k of o.conocimientos) expect(nombres('tema_conocimiento').has(k.name), `${label}: ${k.name}`).toBe(true);
      if (o.modalidad_tiempo === 'Virtual') expect([o.id_region, o.region, o.provincia, o.distrito], label).toEqual([0, '', '', '']);
      else
        expect(await resolveLugarPeru(t.db, o), label).toEqual({
          ok: true,
          region: o.region,
          provincia: o.provincia,
          distrito: o.distrito,
        });
      const chosen = o.carreras.map((id) => careers.get(id)!);
      expect(o.profesion, label).toBe(chosen.map((c) => c.nombre).join(', '));
      expect(o.profesion.length).toBeLessThanOrEqual(300);
      expect(o.claves, label).toEqual([...new Set(chosen.map((c) => c.clave))]);
      for (const y of o.fecha_egreso) expect(anios, label).toContain(y);
      // Ley 28518: the schedule, the subsidy and the level pass, and the mark says so.
      expect(
        chequeosLey28518({ ...o, modalidad: o.modalidad as Modalidad }, 1130).filter((c) => !c.cumple),
        label,
      ).toEqual([]);
      expect(o.cumple_ley_28518, label).toBe(true);
      // The deadline window of its type, from its creation day; open offers are open, finished ones finished.
      const creado = limaToday(o.creado_en);
      expect(o.fin_convocatoria >= creado && o.fin_convocatoria <= addDays(creado, o.tipo === 1 ? 30 : 15), label).toBe(true);
      expect(o.creado_en.getTime()).toBeLessThanOrEqual(START.getTime());
      if (o.estado === 1) {
        expect(o.fecha_publicacion!.getTime(), label).toBeGreaterThan(o.creado_en.getTime());
        expect(o.fecha_publicacion!.getTime(), label).toBeLessThan(START.getTime());
        if (o.fin_convocatoria < TODAY) expect(o.finaliza, label).not.toBeNull();
        if (o.finaliza) expect(o.finaliza.getTime(), label).toBeLessThan(START.getTime());
      } else expect(o.fecha_publicacion, label).toBeNull();
    }

    // Each offer, copied into the form as it is, passes the form's schema: from its row for all of them…
    for (const o of rows) {
      const complete = { ...o, carreras: o.carreras.map((id) => ({ id })) } as unknown as OfertaCompleta;
      const parsed = schema.safeParse(valuesForCopy(complete, o.tipo as 0 | 1, START));
      expect(parsed.success, `${o.id} ${o.titulo}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    // …and through its company's own eyes (myIdComplete) for the offers of three companies.
    for (const i of [0, 5, 24]) {
      const token = await recruiter(plan.empresas[i]!.correo);
      for (const o of rows.filter((x) => x.id_organizacion === orgIds[i])) {
        const res = await call<OfertaCompleta>(t.app, { method: 'GET', url: `/api/oferta/myIdComplete/${o.id}`, token });
        const complete = res.body.data[0]!;
        const parsed = schema.safeParse(valuesForCopy(complete, complete.tipo as 0 | 1, START));
        expect(parsed.success, `${o.id} ${o.titulo}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
    }
  });

  it('offers in every state, over two months, many careers and regions', async () => {
    const rows = await ofertasMercado();
    const abiertas = rows.filter((o) => o.estado === 1 && !o.finaliza && o.fin_convocatoria >= TODAY);
    expect(abiertas.length).toBeGreaterThan(100);
    expect(rows.filter((o) => o.finaliza).length).toBeGreaterThan(50);
    expect(rows.filter((o) => o.estado === 0).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((o) => o.estado === 2).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((o) => o.publicar === 0).length).toBeGreaterThanOrEqual(1);
    const tipos = (f: (o: (typeof rows)[number]) => unknown) => new Set(rows.map(f));
    expect(tipos((o) => o.modalidad)).toEqual(new Set(['PREPROFESIONAL', 'PROFESIONAL']));
    expect(tipos((o) => o.modalidad_tiempo)).toEqual(new Set(['Presencial', 'Virtual', 'Mixto']));
    expect(tipos((o) => o.horario)).toEqual(new Set(['Tiempo completo', 'Tiempo parcial']));
    expect(tipos((o) => o.tipo)).toEqual(new Set([0, 1]));
    expect(tipos((o) => o.id_region).size).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.flatMap((o) => o.carreras)).size).toBeGreaterThanOrEqual(100);
    expect([...tipos((o) => o.idniveltec)].sort()).toEqual([0, 3, 4]);
    // A company never publishes the same title twice.
    const titulos = rows.map((o) => `${o.id_organizacion} ${o.titulo}`);
    expect(new Set(titulos).size).toBe(titulos.length);
    const oldest = Math.min(...rows.map((o) => o.creado_en.getTime()));
    expect((START.getTime() - oldest) / 86_400_000).toBeGreaterThan(50);
  });

  it('free offers keep to three a month per company; featured ones have the payment their state says', async () => {
    const rows = await ofertasMercado();
    const usadas = new Map<string, number>();
    for (const o of rows.filter((x) => x.tipo === 0)) {
      expect(o.cupo_gratis_en?.getTime(), o.titulo).toBe(o.creado_en.getTime());
      expect(o.estado_pago).toBeNull();
      const key = `${o.id_organizacion} ${limaMonth(o.cupo_gratis_en!).periodo}`;
      usadas.set(key, (usadas.get(key) ?? 0) + 1);
    }
    expect(Math.max(...usadas.values())).toBeLessThanOrEqual(3);
    // The API agrees: this month's free publications of each company.
    for (const [i, e] of plan.empresas.entries()) {
      if (i % 5 !== 0) continue;
      const res = await call<number>(t.app, { method: 'GET', url: '/api/oferta/getTotalOfferAvailable', token: await recruiter(e.correo) });
      expect(res.body.data[0]).toBe(3 - (usadas.get(`${orgIds[i]} ${limaMonth(START).periodo}`) ?? 0));
    }

    const pagos = await t.db.select().from(pago).where(inArray(pago.organizacion_id, orgIds));
    const [admin] = await t.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.correo, 'admin@demo.pe'));
    for (const o of rows.filter((x) => x.tipo === 1)) {
      expect(o.cupo_gratis_en).toBeNull();
      const suyos = pagos.filter((p) => p.oferta_id === o.id);
      expect(suyos, o.titulo).toHaveLength(1);
      const p = suyos[0]!;
      expect(p).toMatchObject({ tipo: 'destacado', monto_centimos: 6900, estado: o.estado_pago });
      if (p.estado === 1) {
        expect(p.decidido_por).toBe(admin!.id);
        expect(o.destacado_desde?.getTime()).toBe(p.decidido_en!.getTime());
      } else expect(o.destacado_desde).toBeNull();
      if (p.estado === 2) expect(p.motivo).toBeTruthy();
    }
    expect(new Set(pagos.map((p) => p.estado))).toEqual(new Set([0, 1, 2]));

    // The back office has a few offers to review, not more than its panel's ten longest waiting minus room for new ones.
    const adminToken = await login(t.app, { id: 0, email: 'admin@demo.pe', password: DEMO_PASSWORD, role: ROLE.ADMIN });
    const cola = await call(t.app, { method: 'GET', url: '/api/admin/ofertas', token: adminToken });
    expect(cola.status).toBe(200);
    expect(rows.filter((o) => o.estado === 0).length + 2).toBeLessThanOrEqual(7);
  });

  it('every generated applicant has a complete CV and sees at least one offer made for them', async () => {
    const correos = plan.postulantes.map((p) => p.correo);
    const people = await t.db
      .select({ p: postulante, nombres: usuario.nombres, apellidos: usuario.apellidos, correo: usuario.correo })
      .from(postulante)
      .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
      .where(inArray(usuario.correo, correos));
    expect(people).toHaveLength(MERCADO_POSTULANTES);
    const ids = people.map((x) => x.p.id);
    const count = async (table: typeof conocimiento | typeof idiomaPostulante | typeof habilidadPostulante) =>
      new Set((await t.db.select({ id: table.postulante_id }).from(table).where(inArray(table.postulante_id, ids))).map((r) => r.id));
    const [conKnowledge, conIdiomas, conHabilidades] = [
      await count(conocimiento),
      await count(idiomaPostulante),
      await count(habilidadPostulante),
    ];
    const abiertas = (await t.db.select().from(oferta)).filter((o) => o.estado === 1 && o.publicar === 1 && !o.finaliza && !o.eliminado_en);
    for (const { p, nombres, apellidos } of people) {
      expect(missingRequiredFields({ ...p, nombres, apellidos }), String(p.id)).toEqual([]);
      expect(p.resumen_profesional!.length).toBeGreaterThan(40);
      expect(conKnowledge.has(p.id) && conIdiomas.has(p.id) && conHabilidades.has(p.id), String(p.id)).toBe(true);
      const perfil = perfilMatching(p)!;
      expect(
        abiertas.some((o) => coincide(o, perfil, START)),
        `${p.id} ${p.carrera_actual}`,
      ).toBe(true);
    }
    // Varied: students and graduates, universities and institutes, many careers, schools and regions.
    const set = (f: (p: (typeof people)[number]['p']) => unknown) => new Set(people.map((x) => f(x.p)));
    expect(set((p) => p.estado_estudios)).toEqual(new Set([0, 1, 2]));
    expect(set((p) => p.tipo_carrera)).toEqual(new Set([0, 1]));
    expect(set((p) => p.id_carrera_actual).size).toBeGreaterThanOrEqual(50);
    expect(set((p) => p.id_inst_educativa).size).toBeGreaterThanOrEqual(40);
    expect(set((p) => p.id_region).size).toBeGreaterThanOrEqual(12);
    expect(set((p) => p.ciclo_actual).size).toBeGreaterThanOrEqual(6);
    // …and the API agrees for some of them (the SQL and the cache of the lists, not only the rules).
    for (const { correo } of people.filter((_, i) => i % 64 === 0)) {
      const token = await login(t.app, { id: 0, email: correo, password: DEMO_PASSWORD, role: ROLE.POSTULANTE });
      const res = await call<OfertaCardPostulante>(t.app, { method: 'GET', url: '/api/oferta/recommendedBothProfile', token });
      expect(res.status).toBe(200);
      expect(res.body.optional?.total, correo).toBeGreaterThan(0);
    }
  });

  it('generated CVs pass their own forms: editing an item as it is succeeds', async () => {
    // The richest CVs (experience, training, projects or volunteering, achievements), a student and a graduate first.
    const ricos = plan.postulantes
      .map((p, i) => ({ p, i, n: p.experiencias.length + p.formaciones.length + p.extracurriculares.length + p.logros.length }))
      .sort((a, b) => b.n - a.n || a.i - b.i)
      .slice(0, 6);
    for (const { p } of ricos) {
      const token = await login(t.app, { id: 0, email: p.correo, password: DEMO_PASSWORD, role: ROLE.POSTULANTE });
      const cv = (await call<PostulanteProfileFull>(t.app, { method: 'GET', url: '/api/postulante/myAccount?populate=true', token })).body
        .data[0]!;
      const groups = [
        ['expLaboral', cv.experiencia_laboral],
        ['actExtracurricular', cv.proyectos],
        ['voluntariado', cv.voluntariados],
        ['formacionComplementaria', cv.formacion_complementaria],
        ['logro', cv.logros],
        ['conocimiento', cv.conocimientos],
        ['idioma', cv.idiomas],
      ] as const;
      for (const [group, items] of groups)
        for (const item of items) {
          const res = await call(t.app, { method: 'PUT', url: `/api/${group}/update`, token, payload: { ...item } });
          expect(res.status, `${p.correo} ${group}: ${JSON.stringify(res.body)}`).toBe(200);
        }
      const res = await call(t.app, { method: 'PUT', url: '/api/postulante/update', token, payload: { form: 'education', data: cv } });
      expect(res.status, `${p.correo} education: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });

  it("applications: every status, and a free offer's applications past the 15th are blocked", async () => {
    const rows = await ofertasMercado();
    const apps = await t.db
      .select()
      .from(postulacion)
      .where(
        inArray(
          postulacion.oferta_id,
          rows.map((o) => o.id),
        ),
      );
    expect(new Set(apps.map((a) => a.estado))).toEqual(new Set([0, 1, 2, 3]));
    expect(apps.some((a) => a.eliminado_en)).toBe(true);
    expect(apps.some((a) => a.revisado === 1 && a.estado === 0)).toBe(true);
    let bloqueadas = 0;
    for (const o of rows) {
      const suyas = apps.filter((a) => a.oferta_id === o.id).sort((a, b) => a.creado_en.getTime() - b.creado_en.getTime() || a.id - b.id);
      const pagada = o.tipo === 1 && o.estado_pago === 1;
      let activas = 0;
      for (const a of suyas) {
        expect(a.creado_en.getTime(), o.titulo).toBeGreaterThan(o.fecha_publicacion!.getTime());
        expect(a.creado_en.getTime()).toBeLessThan((o.finaliza ?? START).getTime());
        if (a.eliminado_en) continue;
        activas++;
        const bloqueada = !pagada && activas > 15;
        expect(a.estado_evaluacion === 3, `${o.titulo} #${activas}`).toBe(bloqueada);
        if (bloqueada) {
          expect([a.estado, a.revisado]).toEqual([0, 0]);
          bloqueadas++;
        }
      }
    }
    expect(bloqueadas).toBeGreaterThan(0);

    // A premium company's featured offer with pages of applicants for its recruiter (lists, filters, exports, assistant).
    const porOferta = new Map<number, number>();
    for (const a of apps) porOferta.set(a.oferta_id, (porOferta.get(a.oferta_id) ?? 0) + 1);
    const [id, n] = [...porOferta].sort((a, b) => b[1] - a[1])[0]!;
    expect(n).toBeGreaterThanOrEqual(25);
    const o = rows.find((x) => x.id === id)!;
    const e = plan.empresas[orgIds.indexOf(o.id_organizacion!)]!;
    expect(e.datos.premium).toBe(true);
    const token = await recruiter(e.correo);
    const lista = await call(t.app, { method: 'GET', url: `/api/postulanteOferta/offerMyApplicants/${id}`, token });
    expect(lista.body.optional).toMatchObject({ destacado_pagado: true });
    expect((lista.body.optional as { total_postulants: number }).total_postulants).toBeGreaterThanOrEqual(25);
    expect(lista.body.data).toHaveLength(10);
  });

  it('the public search finds every open offer of a company by its name, and offers by the knowledge they ask for', async () => {
    const buscar = async (q: string) => {
      const ids: number[] = [];
      for (let page = 1; page <= 10; page++) {
        const res = await call<OfertaCardPostulante>(t.app, {
          method: 'GET',
          url: `/api/publico/ofertas?q=${encodeURIComponent(q)}&page=${page}`,
        });
        expect(res.status).toBe(200);
        ids.push(...res.body.data.map((o) => o.id));
        if (page >= (res.body.optional as { total_pages: number }).total_pages) break;
      }
      return ids.sort((a, b) => a - b);
    };
    const abiertas = (await ofertasMercado()).filter(
      (o) => o.estado === 1 && o.publicar === 1 && !o.finaliza && !o.eliminado_en && o.fin_convocatoria >= TODAY,
    );
    const [kuntur] = await t.db.select({ id: organizacion.id }).from(organizacion).where(eq(organizacion.nombre, 'Banco Kuntur'));
    const deKuntur = abiertas.filter((o) => o.id_organizacion === kuntur!.id).map((o) => o.id);
    expect(deKuntur.length).toBeGreaterThan(0);
    expect(await buscar('banco kuntur')).toEqual(deKuntur.sort((a, b) => a - b));
    for (const [q, palabra] of [
      ['SAP', /\bsap\b/i],
      ['autocad', /\bautocad\b/i],
    ] as const) {
      const piden = abiertas.filter((o) => o.conocimientos.some((c) => palabra.test(c.name))).map((o) => o.id);
      expect(piden.length, q).toBeGreaterThan(0);
      expect(await buscar(q), q).toEqual(expect.arrayContaining(piden));
    }
  });

  it('Lucía, the demo applicant, sees several pages in both lists of Ofertas para ti, her own featured offers first', async () => {
    const token = await login(t.app, { id: 0, email: 'postulante@demo.pe', password: DEMO_PASSWORD, role: ROLE.POSTULANTE });
    const list = (url: string) => call<OfertaCardPostulante>(t.app, { method: 'GET', url, token });
    const propias = await list('/api/oferta/recommended?page=1');
    const otras = await list('/api/oferta/recommendedProfile?page=1');
    expect(propias.body.data).toHaveLength(10);
    expect(otras.body.data).toHaveLength(10);
    expect(propias.body.optional).toMatchObject({ current_page: 1 });
    expect((propias.body.optional as { total_pages: number }).total_pages).toBeGreaterThan(1);
    expect((otras.body.optional as { total_pages: number }).total_pages).toBeGreaterThan(1);
    // Her home's five: at most three featured (the demo company's and two generated), so a new offer for her shows.
    const home = await list('/api/oferta/recommendedBothProfile?page=1');
    expect(home.body.data).toHaveLength(5);
    const destacadas = home.body.data.filter((o) => o.destacado);
    expect(destacadas.length).toBeGreaterThanOrEqual(1);
    expect(destacadas.length).toBeLessThanOrEqual(3);
    expect(home.body.data.slice(0, destacadas.length).every((o) => o.destacado)).toBe(true);
    expect(home.body.data.find((o) => o.titulo === 'Practicante de Logística y Almacenes')).toMatchObject({
      destacado: true,
      postulado: true,
    });
    // Every card of her lists fits her training (the API's matching, checked against the rules on the rows).
    const [lucia] = await t.db
      .select({ p: postulante })
      .from(postulante)
      .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
      .where(eq(usuario.correo, 'postulante@demo.pe'));
    const perfil = perfilMatching(lucia!.p)!;
    const ids = [...propias.body.data, ...otras.body.data].map((o) => o.id);
    for (const o of await t.db.select().from(oferta).where(inArray(oferta.id, ids)))
      expect(coincide(o, perfil, START), o.titulo).toBe(true);
    expect(propias.body.data.every((o) => o.region === 'Arequipa' || o.modalidad_tiempo === 'Virtual')).toBe(true);
    expect(otras.body.data.some((o) => o.region === 'Arequipa')).toBe(false);
    expect(toClave(lucia!.p.claves!)).toBe('ingenieria industrial');
  });
  it('the figures pages are not empty: the demo company sees views, sources, statuses and its team', async () => {
    const token = await recruiter('empresa@demo.pe');
    const tablero = await call<EmpresaInsights>(t.app, { method: 'GET', url: '/api/insights/empresa', token });
    expect(tablero.status).toBe(200);
    const d = tablero.body.data[0]!;
    expect(d.hoy.ofertas_abiertas).toBeGreaterThan(0);
    expect(d.dias.reduce((s, x) => s + x.vistas, 0)).toBeGreaterThan(0);
    expect(d.equipo.length).toBeGreaterThanOrEqual(2);
    // The holder, an administrator, sees the team's total.
    expect(d.total!.notas + d.total!.etiquetas).toBeGreaterThan(0);
    const [destacada] = d.ofertas.filter((o) => o.destacada);
    const figuras = await call<OfertaInsights>(t.app, { method: 'GET', url: `/api/insights/oferta/${destacada!.id}`, token });
    const f = figuras.body.data[0]!;
    expect(f.totales.vistas).toBeGreaterThan(0);
    expect(new Set(f.fuentes.map((x) => x.fuente)).size).toBeGreaterThanOrEqual(4);
    expect(f.tiempos.find((x) => x.etapa === 'recibida')!.entraron).toBeGreaterThan(0);
    expect(f.destacado).not.toBeNull();
    // The marketplace has offers enough like most of the company's to show their median.
    const medianas = await Promise.all(
      d.ofertas.map(
        async (o) => (await call<OfertaInsights>(t.app, { method: 'GET', url: `/api/insights/oferta/${o.id}`, token })).body.data[0]!,
      ),
    );
    expect(medianas.some((m) => m.similares.suficientes)).toBe(true);
  });
});

// Last: Lucía applies here, which the tests above do not expect.
describe('the demo applicant on a fresh clone', { timeout: DEMO_SEED_TIMEOUT }, () => {
  it('sees offers that fit her training, one application already seen by the company, and can apply to Mejora Continua', async () => {
    // The whole demo, marketplace included, as `npm start` seeds it (this file's).
    const token = await login(t.app, { id: 0, email: 'postulante@demo.pe', password: DEMO_PASSWORD, role: ROLE.POSTULANTE });
    const ask = <T>(url: string) => call<T>(t.app, { method: 'GET', url, token });
    // Her home: five offers for her, the featured ones first, among them the demo company's featured offer, which
    // she applied to.
    const home = await ask<OfertaCardPostulante>('/api/oferta/recommendedBothProfile');
    expect(home.body.data).toHaveLength(5);
    const destacadas = home.body.data.filter((o) => o.destacado).length;
    expect(home.body.data.slice(0, destacadas).every((o) => o.destacado)).toBe(true);
    expect(home.body.data.find((o) => o.titulo === 'Practicante de Logística y Almacenes')).toMatchObject({
      destacado: true,
      postulado: true,
    });
    // The demo company's free offer for her is in her department's list, not applied to yet.
    const propias: OfertaCardPostulante[] = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const res = await ask<OfertaCardPostulante>(`/api/oferta/recommended?page=${page}`);
      pages = (res.body.optional as { total_pages: number }).total_pages;
      propias.push(...res.body.data);
    }
    const mejora = propias.find((o) => o.titulo === 'Practicante de Mejora Continua')!;
    expect(mejora).toMatchObject({ destacado: false, postulado: false, nombre_org: 'Andina Logística' });
    expect(
      propias
        .filter((o) => o.nombre_org === 'Andina Logística')
        .map((o) => o.titulo)
        .sort(),
    ).toEqual(['Practicante de Logística y Almacenes', 'Practicante de Mejora Continua']);
    const mis = await ask<MiPostulacion>('/api/postulanteOferta/postulantMyApplicants');
    expect(mis.body.data.map((p) => [p.titulo, p.postulacion.estado_texto])).toEqual([
      ['Practicante de Logística y Almacenes', 'CV visto'],
    ]);

    const [org] = await t.db.select({ id: oferta.id_organizacion }).from(oferta).where(eq(oferta.id, mejora.id));
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/postulanteOferta/create',
      token,
      payload: { id_oferta: mejora.id, id_reclutador: org!.id },
    });
    expect(res.status).toBe(201);
    // The company sees its applicants counted: eleven on the featured offer besides Lucía's (the applicant-review
    // demo), one more on Mejora Continua, seventeen on the finished free offer (the last two blocked, past the
    // first 15). The marketplace's applicants apply to the marketplace's offers only.
    const laEmpresa = await login(t.app, { id: 0, email: 'empresa@demo.pe', password: DEMO_PASSWORD, role: ROLE.RECLUTADOR });
    const list = await call<OfertaCard>(t.app, { method: 'GET', url: '/api/oferta/myList', token: laEmpresa });
    const counts = Object.fromEntries(list.body.data.map((o) => [o.titulo, o.total_postulantes]));
    expect(counts).toMatchObject({
      'Practicante de Logística y Almacenes': 12,
      'Practicante de Mejora Continua': 2,
      'Practicante de Planeamiento Financiero': 17,
      'Practicante de Contabilidad': 0,
    });
  });
});
