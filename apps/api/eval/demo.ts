/**
 * The assistant's evaluation on the demo data (docs/assistant.md "Figures"): the demo seed as `npm start` makes it,
 * every demo applicant applying to the featured offer of the premium demo company (empresa@demo.pe), and each
 * applicant's facts read back from the database into the evaluation pool's shape (generador.ts PostulanteEval), so
 * the requests' expected predicates (consultas.ts, consultas-reservadas.ts) compute the expected applicants from the
 * applicants' real CVs, never from the ranker.
 *
 * What the CVs do not say in the pool's terms is read as a person reading the CV would, and written down here:
 * the area of a work experience from its position (AREA_POR_PUESTO), the interests stated in the summary and the
 * projects' names (interesesDe), the usual short name of the institution from its name (siglaDe), a district by its
 * reference name (distritoDe), a few catalogue names as the pool's (conocimientoComoLoLee: an SAP module is SAP;
 * CARRERA_COMO_LA_LEE: Mercadotecnia is Marketing). Each rule was audited over every demo applicant
 * (eval/auditoria-demo.md, `apps/api/scripts/auditar-demo.ts`). A request whose
 * answer the demo data cannot tell (a fact no applicant varies in, or nobody meeting it) is reported as not
 * measurable on the demo data rather than counted (noMedibleEnDemo).
 */
import { readFileSync } from 'node:fs';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Nivel } from '@practiperu/shared/cv';
import type { Db } from '../src/db/client.ts';
import {
  actExtracurricular,
  conocimiento,
  experienciaLaboral,
  idiomaPostulante,
  oferta,
  organizacion,
  postulacion,
  postulante,
  usuario,
} from '../src/db/schema/index.ts';
import { evaluarLote } from '../src/modules/afinidad/afinidad.jobs.ts';
import type { ConsultaPorTipo } from './evaluar.ts';
import { estadoEnEval, INSTITUTOS_POOL, UNIVERSIDADES_POOL, type AreaExperiencia, type Interes, type PostulanteEval } from './generador.ts';

/** The premium demo company's recruiter (demo.ts DEMO_ACCOUNTS). */
export const CORREO_EMPRESA_DEMO = 'empresa@demo.pe';

const canon = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The featured, paid offer of the premium demo company, with every demo applicant applying to it: those who had
 * applied keep their application and its decision; the others apply now, and their decisions follow the evaluation
 * pool's rule (estadoEnEval: one in ten discarded, one in ten in process, one in ten finalist), so "los finalistas"
 * and "que no estén descartados" have answers. Their affinity is scored by the affinity job's own function, as the
 * worker of `npm start` does. Returns the offer's id.
 */
export async function postularDemo(db: Db, now: Date): Promise<number> {
  const [empresa] = await db
    .select({ org: organizacion.id, premium: organizacion.is_premium })
    .from(organizacion)
    .innerJoin(usuario, eq(usuario.id, organizacion.usuario_id))
    .where(eq(usuario.correo, CORREO_EMPRESA_DEMO));
  if (!empresa) throw new Error(`No está la empresa de demostración ${CORREO_EMPRESA_DEMO}: ¿se sembró la demo?`);
  if (!empresa.premium) throw new Error(`${CORREO_EMPRESA_DEMO} no es premium en los datos de demostración.`);
  const [destacada] = await db
    .select({ id: oferta.id })
    .from(oferta)
    .where(and(eq(oferta.id_organizacion, empresa.org), eq(oferta.estado_pago, 1), isNotNull(oferta.destacado_desde), eq(oferta.estado, 1)))
    .orderBy(asc(oferta.id))
    .limit(1);
  if (!destacada) throw new Error(`${CORREO_EMPRESA_DEMO} no tiene una oferta destacada y pagada vigente.`);
  const ofertaId = destacada.id;
  const ya = await db.select({ id: postulacion.postulante_id }).from(postulacion).where(eq(postulacion.oferta_id, ofertaId));
  const postularon = new Set(ya.map((r) => r.id));
  const todos = await db.select({ id: postulante.id }).from(postulante).orderBy(asc(postulante.id));
  const nuevos = todos.filter((p) => !postularon.has(p.id));
  if (nuevos.length > 0) {
    const filas = await db
      .insert(postulacion)
      .values(
        nuevos.map((p, i) => ({
          postulante_id: p.id,
          oferta_id: ofertaId,
          estado: estadoEnEval({ n: i + 1 }),
          revisado: 0,
          estado_evaluacion: 0,
          creado_en: new Date(now.getTime() - (nuevos.length - i) * 60_000),
        })),
      )
      .returning({ id: postulacion.id });
    for (const f of filas) await evaluarLote(db, f.id, now, { lote: 1 });
  }
  // The applications the seed already had on the offer are scored too, as the worker of `npm start` scores them
  // (auditoria-demo.md D16): the assistant ranks the offer as a recruiter sees it.
  const sinPuntaje = await db
    .select({ id: postulacion.id })
    .from(postulacion)
    .where(and(eq(postulacion.oferta_id, ofertaId), isNull(postulacion.afinidad_puesto), isNull(postulacion.eliminado_en)))
    .orderBy(asc(postulacion.id));
  for (const f of sinPuntaje) await evaluarLote(db, f.id, now, { lote: 1 });
  await db.execute(sql`analyze postulacion`);
  return ofertaId;
}

/**
 * The area of each work experience the demo CVs hold, as a reader of the CV tells it from the position and its
 * functions (demo-mercado-areas.ts, demo-revision.ts, demo-cv.ts), by the position's name without accents or case;
 * where the demo files a position under an area of the pool's ten, the same one (its `logistica` holds the import
 * assistant, its `industrial` production and quality control).
 * A position not listed is read from words of its name (AREAS_POR_PALABRAS); one in none of the pool's areas (a
 * tutor, a cook, a lab assistant) counts as experience in no area.
 */
export const AREA_POR_PUESTO: Record<string, AreaExperiencia | null> = {
  'asistente de importaciones': 'logistica', // embarques, documentación aduanera
  'asistente de compras': 'logistica', // órdenes de compra, proveedores, entregas
  'auxiliar de almacen': 'logistica',
  'practicante de almacen': 'logistica',
  'practicante de operaciones': 'logistica', // contenedores, planificación de la descarga
  'promotor de ventas': 'ventas',
  'asesor de ventas': 'ventas',
  'auxiliar contable': 'contabilidad',
  'asistente de tesoreria': null, // pagos y flujo de caja: finanzas, no contabilidad
  'community manager freelance': 'marketing',
  'asistente de marketing': 'marketing',
  'practicante de soporte tecnico': 'soporte',
  'practicante de redes': 'soporte', // soporte a usuarios
  'tecnico instalador': 'soporte', // configuración de equipos, atención de averías
  'practicante de seleccion': 'rrhh',
  'asistente legal': 'legal',
  'practicante de estudio juridico': 'legal',
  'asistente de oficina tecnica': 'obra', // metrados, control de materiales en obra
  'asistente de produccion': 'produccion',
  'practicante de planeamiento de la produccion': 'produccion',
  'auxiliar de control de calidad': 'produccion',
  'auxiliar de calidad': 'produccion', // inspección de producto terminado
  recepcionista: 'atencion', // atención telefónica
  'tecnico de farmacia': 'atencion', // atención al público
};

/** For positions not in AREA_POR_PUESTO: words of the position's name that tell its area. */
export const AREAS_POR_PALABRAS: Record<AreaExperiencia, string[]> = {
  logistica: ['logistic', 'almacen', 'importacion', 'exportacion', 'compras', 'despacho'],
  ventas: ['ventas', 'vendedor', 'comercial'],
  contabilidad: ['contable', 'contabilidad', 'tributari'],
  marketing: ['marketing', 'community manager', 'publicidad'],
  soporte: ['soporte', 'mesa de ayuda'],
  rrhh: ['recursos humanos', 'seleccion', 'reclutamiento', 'planillas', 'gestion humana'],
  obra: ['obra', 'residencia', 'construccion'],
  produccion: ['produccion', 'planta', 'calidad'],
  atencion: ['atencion al cliente', 'call center', 'servicio al cliente'],
  legal: ['legal', 'juridic', 'abogad', 'derecho'],
};

/** The areas of one experience: by its position (AREA_POR_PUESTO, else AREAS_POR_PALABRAS); [] for none. */
export function areasDe(puesto: string): AreaExperiencia[] {
  const p = canon(puesto).trim();
  if (p in AREA_POR_PUESTO) {
    const a = AREA_POR_PUESTO[p];
    return a ? [a] : [];
  }
  const palabra = (w: string) => new RegExp(`(^|[^a-z])${w}`).test(p);
  return (Object.keys(AREAS_POR_PALABRAS) as AreaExperiencia[]).filter((a) => AREAS_POR_PALABRAS[a].some(palabra));
}

/** An experience in none of the pool's areas: counts as experience ("con experiencia"), matches no area. */
const SIN_AREA = 'otra' as AreaExperiencia;

/**
 * The usual short name of an institution, as the evaluation pool names it (generador.ts UNIVERSIDADES_POOL,
 * INSTITUTOS_POOL): the pool's institution of that exact name, else an institute of one of those brands by its
 * name ("SENATI - Arequipa" is SENATI, "Tecsup No.2" TECSUP, "Idat - Piura" IDAT); '' when it is none of them.
 */
export function siglaDe(nombre: string): string {
  const exacta = [...UNIVERSIDADES_POOL, ...INSTITUTOS_POOL].find((i) => i.nombre === nombre);
  if (exacta) return exacta.sigla;
  // Other institutions with a usual name in the reference data (auditoria-demo.md D12): Ricardo Palma is URP.
  const referencia = SIGLAS_REFERENCIA.get(nombre);
  if (referencia) return referencia;
  const n = canon(nombre);
  for (const marca of ['SENATI', 'TECSUP', 'Cibertec', 'IDAT', 'Toulouse Lautrec'])
    if (new RegExp(`(^|[^a-z])${canon(marca)}([^a-z]|$)`).test(n)) return marca;
  return '';
}

/** The reference data's usual names of universities and institutes (instituciones-siglas.json), by institution. */
const SIGLAS_REFERENCIA: Map<string, string> = (() => {
  const archivo = JSON.parse(readFileSync(new URL('../src/db/reference/instituciones-siglas.json', import.meta.url), 'utf8')) as {
    siglas: { alias: string[]; instituciones: string[]; contexto?: unknown }[];
  };
  const m = new Map<string, string>();
  for (const s of archivo.siglas) if (!s.contexto) for (const i of s.instituciones) if (!m.has(i)) m.set(i, s.alias[0]!);
  return m;
})();

/**
 * The district as the reference data names it (peru-ubigeo.json): a stored short form that is no district of its
 * province is the one district of that province whose name ends with it ("Surco" in Lima is Santiago de Surco).
 */
const DISTRITOS: Map<string, string[]> = (() => {
  const ubigeo = JSON.parse(readFileSync(new URL('../src/db/reference/peru-ubigeo.json', import.meta.url), 'utf8')) as {
    id: number;
    provincias: { nombre: string; distritos: { nombre: string }[] }[];
  }[];
  const m = new Map<string, string[]>();
  for (const r of ubigeo)
    for (const p of r.provincias)
      m.set(
        `${r.id}|${p.nombre}`,
        p.distritos.map((d) => d.nombre),
      );
  return m;
})();

export function distritoDe(idRegion: number, provincia: string, distrito: string): string {
  const de = DISTRITOS.get(`${idRegion}|${provincia}`);
  if (!de || distrito === '' || de.includes(distrito)) return distrito;
  const largos = de.filter((d) => canon(d).endsWith(` ${canon(distrito)}`));
  return largos.length === 1 ? largos[0]! : distrito;
}

/**
 * The interests an applicant states: in the summary's sentence of interests ("Me interesa(n) …", "con interés en
 * …") and in the projects' names, each interest by its stem ("las energías renovables" is energía renovable, "la
 * seguridad minera" minería, "análisis financiero" finanzas, "tecnología educativa" educación). The career's and
 * the institution's names elsewhere in the summary are not interests (auditoria-demo.md D14).
 */
const INTERES_POR_RAIZ: [Interes, RegExp][] = [
  ['minería', /\b(mineri?as?|mineros?|minas?)\b/],
  ['sostenibilidad', /\bsostenib/],
  ['finanzas', /\b(finanz|financier)/],
  ['investigación', /\binvestigacion/],
  ['emprendimiento', /\bemprend/],
  ['robótica', /\brobotic/],
  ['educación', /\b(educacion|educativ|ensenanza|pedagog|psicopedagog)/],
  ['energía renovable', /\benergias? renovables?\b/],
];

export function interesesDe(resumen: string, proyectos: string[]): Interes[] {
  const frases = [...canon(resumen).matchAll(/(?:me interesan?|interes en)\s+([^.]*)/g)].map((m) => m[1]!);
  const texto = [...frases, ...proyectos.map(canon)].join(' | ');
  return INTERES_POR_RAIZ.filter(([, raiz]) => raiz.test(texto)).map(([interes]) => interes);
}

/** n modulo 10 that makes estadoEnEval give each decision (0 none, 1 discarded, 2 in process, 3 finalist). */
const RESTO_DE_ESTADO: Record<number, number> = { 0: 0, 1: 3, 2: 5, 3: 7 };
/**
 * Names of the demo catalogue that a reader takes for one of the pool's names (the applicant keeps the name written
 * too): any SAP module is SAP ("SAP MM" for "con SAP") and the catalogue's advanced Excel course is Excel, at the
 * level stated; a skill done in Excel ("Modelos financieros en Excel": auditoria-demo.md D8) is Excel at the least
 * level.
 */
export function conocimientoComoLoLee(nombre: string, nivel: Nivel): [string, Nivel] | null {
  if (/^SAP\b/i.test(nombre)) return ['SAP ERP', nivel];
  if (/^Excel\b/i.test(nombre)) return ['Microsoft Excel', nivel];
  // A skill done in Excel shows Excel, not how well: the least level.
  if (/\bExcel\b/i.test(nombre)) return ['Microsoft Excel', 'básico'];
  return null;
}

/** Careers a reader takes for the pool's career of another name. */
const CARRERA_COMO_LA_LEE: Record<string, string> = { Mercadotecnia: 'Marketing' };

function conAlias(items: { nombre: string; nivel: string }[]): [string, Nivel][] {
  const sinMarca = (s: string) => canon(s).replace(/^microsoft /, '');
  return items.flatMap((k) => {
    const alias = conocimientoComoLoLee(k.nombre, k.nivel as Nivel);
    const propio: [string, Nivel] = [k.nombre, k.nivel as Nivel];
    return alias && sinMarca(alias[0]) !== sinMarca(k.nombre) ? [propio, alias] : [propio];
  });
}

const anio = (fecha: string | null) => (fecha ? Number(fecha.slice(0, 4)) : null);

/**
 * The applicants of an offer, read from the database into the pool's shape, with each one's application id by `n`.
 * `n` is ten times the reading order plus the residue that makes estadoEnEval give the application's real
 * decision, so the requests' predicates about decisions read the database's.
 */
export async function leerPostulantes(db: Db, ofertaId: number): Promise<{ pool: PostulanteEval[]; postulaciones: Map<number, number> }> {
  const filas = await db
    .select({
      postulacion: postulacion.id,
      estado: postulacion.estado,
      afinidad: postulacion.afinidad_puesto,
      eliminado: postulacion.eliminado_en,
      id: postulante.id,
      nombres: usuario.nombres,
      apellidos: usuario.apellidos,
      carrera: postulante.carrera_actual,
      tipo_carrera: postulante.tipo_carrera,
      estado_estudios: postulante.estado_estudios,
      ciclo_actual: postulante.ciclo_actual,
      fecha_ingreso: postulante.fecha_ingreso,
      fecha_egreso: postulante.fecha_egreso,
      id_region: postulante.id_region,
      region: postulante.region,
      provincia: postulante.provincia,
      distrito: postulante.distrito,
      orden_merito: postulante.orden_merito,
      id_inst: postulante.id_inst_educativa,
      inst: postulante.inst_educativa_nombre,
      licencia: postulante.licencia_conducir,
      resumen: postulante.resumen_profesional,
    })
    .from(postulacion)
    .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
    .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
    .where(eq(postulacion.oferta_id, ofertaId))
    .orderBy(asc(postulacion.id));
  const ids = filas.map((f) => f.id);
  const porPostulante = <T extends { postulante_id: number }>(rows: T[]) => {
    const m = new Map<number, T[]>();
    for (const r of rows) m.set(r.postulante_id, [...(m.get(r.postulante_id) ?? []), r]);
    return m;
  };
  if (ids.length === 0) return { pool: [], postulaciones: new Map() };
  const conocimientos = porPostulante(
    await db
      .select({ postulante_id: conocimiento.postulante_id, nombre: conocimiento.nombre, nivel: conocimiento.nivel })
      .from(conocimiento)
      .where(inArray(conocimiento.postulante_id, ids))
      .orderBy(asc(conocimiento.id)),
  );
  const idiomas = porPostulante(
    await db
      .select({ postulante_id: idiomaPostulante.postulante_id, nombre: idiomaPostulante.nombre, nivel: idiomaPostulante.nivel })
      .from(idiomaPostulante)
      .where(inArray(idiomaPostulante.postulante_id, ids))
      .orderBy(asc(idiomaPostulante.id)),
  );
  const experiencias = porPostulante(
    await db
      .select({
        postulante_id: experienciaLaboral.postulante_id,
        puesto: experienciaLaboral.puesto,
        funciones: experienciaLaboral.funciones,
        empresa: experienciaLaboral.nombre_empresa,
      })
      .from(experienciaLaboral)
      .where(inArray(experienciaLaboral.postulante_id, ids))
      .orderBy(asc(experienciaLaboral.id)),
  );
  const actividades = porPostulante(
    await db
      .select({
        postulante_id: actExtracurricular.postulante_id,
        texto: sql<string>`coalesce(${actExtracurricular.nombre_proyecto}, '')`,
      })
      .from(actExtracurricular)
      .where(inArray(actExtracurricular.postulante_id, ids))
      .orderBy(asc(actExtracurricular.id)),
  );

  const pool: PostulanteEval[] = [];
  const postulaciones = new Map<number, number>();
  filas.forEach((f, i) => {
    const estado = f.estado in RESTO_DE_ESTADO ? f.estado : 0;
    const n = (i + 1) * 10 + RESTO_DE_ESTADO[estado]!;
    const estudios = (f.estado_estudios ?? 0) as 0 | 1 | 2;
    pool.push({
      n,
      nombres: f.nombres,
      apellidos: f.apellidos,
      carrera: CARRERA_COMO_LA_LEE[f.carrera ?? ''] ?? f.carrera ?? '',
      tipo_carrera: (f.tipo_carrera ?? 1) === 0 ? 0 : 1,
      estado_estudios: estudios,
      ciclo_actual: estudios === 0 ? f.ciclo_actual : 0,
      ingreso: anio(f.fecha_ingreso) ?? 0,
      // Students' records may hold the expected year; the pool reads a graduation year only for graduates.
      egreso: estudios === 0 ? null : anio(f.fecha_egreso),
      id_region: f.id_region ?? 0,
      region: f.region ?? '',
      provincia: f.provincia ?? '',
      distrito: distritoDe(f.id_region ?? 0, f.provincia ?? '', f.distrito ?? ''),
      orden_merito: f.orden_merito,
      conocimientos: conAlias(conocimientos.get(f.id) ?? []),
      idiomas: (idiomas.get(f.id) ?? []).map((k) => [k.nombre, k.nivel as Nivel]),
      experiencias: (experiencias.get(f.id) ?? []).flatMap((e) => {
        const areas = areasDe(e.puesto);
        return (areas.length > 0 ? areas : [SIN_AREA]).map((area) => ({
          area,
          puesto: e.puesto,
          funciones: e.funciones,
          empresa: e.empresa,
        }));
      }),
      intereses: interesesDe(
        f.resumen ?? '',
        (actividades.get(f.id) ?? []).map((a) => a.texto),
      ),
      afinidad: f.afinidad ?? 0,
      cancelada: f.eliminado !== null,
      institucion: { id: f.id_inst ?? 0, nombre: f.inst ?? '', sigla: siglaDe(f.inst ?? '') },
      licencia: f.licencia === 1,
    });
    postulaciones.set(n, f.postulacion);
  });
  return { pool, postulaciones };
}

/** Which of the applicant's facts a request's predicates read (correcto and primero), over the whole pool. */
export function hechosLeidos(q: ConsultaPorTipo, pool: PostulanteEval[]): Set<keyof PostulanteEval> {
  const leidos = new Set<keyof PostulanteEval>();
  for (const p of pool) {
    const espia = new Proxy(p, {
      get(target, prop, receiver) {
        if (typeof prop === 'string') leidos.add(prop as keyof PostulanteEval);
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    q.correcto(espia);
    q.primero?.(espia);
  }
  return leidos;
}

/** The facts every applicant of the pool holds the same (all without a driving licence, say): nothing to tell apart. */
export function hechosSinVariar(pool: PostulanteEval[]): Set<keyof PostulanteEval> {
  const sin = new Set<keyof PostulanteEval>();
  if (pool.length === 0) return sin;
  for (const k of Object.keys(pool[0]!) as (keyof PostulanteEval)[]) {
    const valores = new Set(pool.map((p) => JSON.stringify(p[k])));
    if (valores.size === 1) sin.add(k);
  }
  return sin;
}

/**
 * Why a request cannot be measured on the demo data, or null when it can: it reads a fact no demo applicant varies
 * in (nobody has a driving licence: "con brevete" and "sin brevete" say nothing about the assistant), or it expects
 * someone and no demo applicant meets it (nothing to find). Requests that expect nobody (off-topic, a protected
 * trait alone) and those checked against another request's list (a protected trait beside criteria) are always
 * measurable.
 */
export function noMedibleEnDemo(
  q: ConsultaPorTipo,
  vivos: PostulanteEval[],
  sinVariar: Set<keyof PostulanteEval>,
  correctos: number,
): string | null {
  if (q.tipo === 'fuera' || (q.tipo === 'protegido' && !q.sinRasgo) || q.espera) return null;
  const faltan = [...hechosLeidos(q, vivos)].filter((k) => sinVariar.has(k) && k !== 'n');
  if (faltan.length > 0) return `nadie difiere en ${faltan.map((k) => `${k} (todos ${JSON.stringify(vivos[0]![k])})`).join(', ')}`;
  if (q.tipo !== 'protegido' && correctos === 0) return 'ningún postulante de la demo lo cumple';
  return null;
}
