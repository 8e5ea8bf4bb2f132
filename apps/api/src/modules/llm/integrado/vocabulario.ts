/**
 * The interpreter's vocabulary, from the database's reference tables (careers, regions, provinces, districts,
 * knowledge topics, languages) plus the knowledge names applicants actually write: loaded once per database and
 * kept in memory (the lists change only with a new release of src/db/reference).
 */
import { toClave } from '@practiperu/shared/text';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { apiSource } from '../../../locations.ts';
import { CARRERA_POR_SU_PALABRA, CARRERAS_POR_FAMILIA, DISTRITOS_NOMBRE_CORTO } from './datos.ts';
import { clavesDeNombre } from './texto.ts';

export type Entidad =
  | { tipo: 'carrera'; nombre: string }
  | { tipo: 'conocimiento'; nombre: string }
  | { tipo: 'idioma'; nombre: string }
  | { tipo: 'region'; id: number; nombre: string }
  | { tipo: 'lugar'; nombre: string; nivel: 'provincia' | 'distrito' }
  /** A university or institute: the reference names it stands for (an acronym may name several campuses). */
  | {
      tipo: 'institucion';
      nombre: string;
      nombres: string[];
      /** true: read only after 'la', 'universidad', 'u', 'instituto' or a verb of studying; 'estudiar': only after the latter three, that verb, or people named by their studies and «de» («egresados de La Molina»; a place whose name holds its article). */
      /** 'la': only right after 'la', 'universidad' or 'u' (an acronym that is also an article, «la UNA»). */
      /** 'adjetivo': as 'la', and, in lower case, not before a noun it may qualify (UNICA, «la única condición»). */
      contexto: boolean | 'estudiar' | 'la' | 'adjetivo';
      /** What the name means in a region that has its own institution of that usual name (by region id). */
      enRegion?: Record<string, string[]>;
    };

export interface Frase {
  claves: string[];
  entidad: Entidad;
  /**
   * An acronym that is also an article, as written (`toClave`, no singular): «UNA» and «UNAS» share the key «una», and
   * only the word as typed tells the Altiplano from the Agraria de la Selva.
   */
  forma?: string;
}

export interface Vocabulario {
  /** Phrases by their first key, longest first. */
  frases: Map<string, Frase[]>;
  regiones: Map<number, string>;
  /** Career names by their clave (toClave of the name). */
  carreras: Map<string, string>;
  /** The kinds (0 técnica, 1 universitaria) a career name exists in, by clave. */
  tiposCarrera: Map<string, Set<number>>;
  conocimientos: Map<string, string>;
  idiomas: Map<string, string>;
  /** Universities and institutes by the clave of a name or alias → the reference names. */
  instituciones: Map<string, string[]>;
  /** Province and district names by clave. */
  lugares: Map<string, { nombre: string; nivel: 'provincia' | 'distrito' }>;
  /** The regions a province or district of that name lies in, by clave of its reference name ('miraflores' → 4, 15). */
  regionesDeLugar: Map<string, Set<number>>;
  /** The provinces (by clave) a district of that name lies in, by clave ('el tambo' → 'huancayo'). */
  provinciasDeDistrito: Map<string, Set<string>>;
  /** Every key of every phrase: a word written like this is read as it is, never corrected. */
  palabras: Set<string>;
  /**
   * The words a misspelt word may be corrected to (parser.ts "corregir"): keys of 6 letters or more of careers,
   * knowledge, languages and regions. Not provinces or districts: too many of their words are ordinary Spanish.
   */
  corregibles: string[];
}

/** Single-word career names too common in a request to mean the career by themselves. */
const CARRERAS_AMBIGUAS = new Set(['inteligencia', 'gestion', 'idioma', 'administrativo', 'comercio', 'arte', 'artes', 'cocina']);

/** Brand prefixes a recruiter leaves out ("Excel" for "Microsoft Excel"). */
const MARCAS = /^(microsoft|adobe|autodesk) /i;

/** Extra names of knowledge topics (keys of the request → the reference name). */
export const ALIAS_CONOCIMIENTO: Record<string, string> = {
  'ms excel': 'Microsoft Excel',
  js: 'JavaScript',
  node: 'Node.js',
  nodejs: 'Node.js',
  vue: 'Vue.js',
  vuejs: 'Vue.js',
  reactjs: 'React',
  net: '.NET',
  'power bi': 'Power BI',
  sap: 'SAP ERP',
  git: 'Git y GitHub',
  github: 'Git y GitHub',
  html: 'HTML y CSS',
  css: 'HTML y CSS',
  spss: 'IBM SPSS',
  'civil 3d': 'AutoCAD Civil 3D',
  bim: 'Metodología BIM',
  scrum: 'Scrum',
  'ciencia de datos': 'Análisis de datos',
  'analisis de datos': 'Análisis de datos',
  ia: 'Inteligencia artificial generativa',
  'inteligencia artificial': 'Inteligencia artificial generativa',
  ml: 'Machine learning',
  'redes sociales': 'Gestión de redes sociales',
  'community manager': 'Gestión de redes sociales',
  ventas: 'Técnicas de venta',
  nif: 'NIIF',
  s10: 'S10 Costos y Presupuestos',
  'costos y presupuestos': 'S10 Costos y Presupuestos',
  civil3d: 'AutoCAD Civil 3D',
  'six sigma': 'Lean Six Sigma',
  // A brand said without the kind of product its catalogue name adds («HubSpot» for «HubSpot CRM»).
  hubspot: 'HubSpot CRM',
  // Lean by the names its practice goes by (a bare «lean» is also «que lean», the verb: a free word).
  'lean manufacturing': 'Lean Six Sigma',
  'lean management': 'Lean Six Sigma',
  'metodologia lean': 'Lean Six Sigma',
  'manufactura esbelta': 'Lean Six Sigma',
  // Names written apart, in Spanish or short, as a recruiter types them («power point», «java script», «premier»).
  'power point': 'Microsoft PowerPoint',
  'java script': 'JavaScript',
  premiere: 'Adobe Premiere Pro',
  premier: 'Adobe Premiere Pro',
  // «Premier» with the rest of the name: the whole name, not «pro» or «adobe» left as free words.
  'premier pro': 'Adobe Premiere Pro',
  'adobe premier pro': 'Adobe Premiere Pro',
  'adobe premier': 'Adobe Premiere Pro',
  'autocad civil': 'AutoCAD Civil 3D',
  // Written apart where one word alone is another item: «my sql» is not SQL, «node js» not also JavaScript («c sharp»
  // is rewritten as C# before the words are cut: datos.ts FORMAS_CON_SIGNO).
  'my sql': 'MySQL',
  'mi sql': 'MySQL',
  'node js': 'Node.js',
  'react js': 'React',
  'vue js': 'Vue.js',
  '3d max': '3ds Max',
  '3ds max': '3ds Max',
  '3dmax': '3ds Max',
  '3dsmax': '3ds Max',
  // «sap 2000» is the structural program, not SAP's ERP and a class of 2000; S/4HANA as it is typed.
  'sap 2000': 'SAP2000',
  'sap s4 hana': 'SAP S/4HANA',
  'sap s4hana': 'SAP S/4HANA',
  'sap s 4 hana': 'SAP S/4HANA',
  's4 hana': 'SAP S/4HANA',
  s4hana: 'SAP S/4HANA',
  'google analytics': 'Google Analytics 4',
  ga4: 'Google Analytics 4',
  tributacion: 'Tributación peruana',
  // «soporte técnico» is the knowledge item, not «técnico» the study level.
  'soporte tecnico': 'Soporte técnico de computadoras',
  'leer planos': 'Lectura de planos',
  'arc gis': 'ArcGIS',
  'auto cad': 'AutoCAD',
  'lean planos': 'Lectura de planos',
  // Inventories as they are asked, and the English word («Inventory» is not Autodesk Inventor misspelt).
  inventory: 'Gestión de inventarios',
  'manejo de inventarios': 'Gestión de inventarios',
  'manejo de inventario': 'Gestión de inventarios',
  'control de inventarios': 'Gestión de inventarios',
  'control de inventario': 'Gestión de inventarios',
  'gestion de inventario': 'Gestión de inventarios',
};

/** Place names people use for a region or a province. */
export const ALIAS_LUGAR: { nombre: string; entidad: Entidad }[] = [
  { nombre: 'Cuzco', entidad: { tipo: 'region', id: 8, nombre: 'Cusco' } },
  { nombre: 'Ancash', entidad: { tipo: 'region', id: 2, nombre: 'Áncash' } },
  // «AQP»: the usual short form of Arequipa (its airport code, written on its plates and in its press).
  { nombre: 'AQP', entidad: { tipo: 'region', id: 4, nombre: 'Arequipa' } },
  // Short forms said and typed in the north: «Truji» (Trujillo), «la Lib.» (La Libertad).
  { nombre: 'Truji', entidad: { tipo: 'lugar', nombre: 'Trujillo', nivel: 'provincia' } },
  { nombre: 'La Lib', entidad: { tipo: 'region', id: 13, nombre: 'La Libertad' } },
  { nombre: 'Lima Metropolitana', entidad: { tipo: 'lugar', nombre: 'Lima', nivel: 'provincia' } },
  { nombre: 'Lima Provincia', entidad: { tipo: 'lugar', nombre: 'Lima', nivel: 'provincia' } },
  { nombre: 'Provincia de Lima', entidad: { tipo: 'lugar', nombre: 'Lima', nivel: 'provincia' } },
  // The district of Lima alone (not the province): the ranking reads 'Cercado de Lima' as that district.
  { nombre: 'Cercado de Lima', entidad: { tipo: 'lugar', nombre: 'Cercado de Lima', nivel: 'distrito' } },
  { nombre: 'Distrito de Lima', entidad: { tipo: 'lugar', nombre: 'Cercado de Lima', nivel: 'distrito' } },
  { nombre: 'Lima Cercado', entidad: { tipo: 'lugar', nombre: 'Cercado de Lima', nivel: 'distrito' } },
  // Districts by their usual short names («Surco», «SJL»): data in datos.ts.
  ...DISTRITOS_NOMBRE_CORTO.flatMap(({ distrito, cortos }) =>
    cortos.map((nombre) => ({ nombre, entidad: { tipo: 'lugar' as const, nombre: distrito, nivel: 'distrito' as const } })),
  ),
];

/**
 * The names a CV may hold for a district asked, as keys: its reference name and, within its province, its usual short
 * names («Santiago de Surco» → «surco» in the province of Lima).
 */
export function variantesDistrito(nombre: string): { clave: string; provincia: string | null }[] {
  const k = toClave(nombre);
  const out = [{ clave: k, provincia: null as string | null }];
  for (const d of DISTRITOS_NOMBRE_CORTO)
    if (toClave(d.distrito) === k) for (const c of d.cortos) out.push({ clave: toClave(c), provincia: toClave(d.provincia) });
  return out;
}

/** What a knowledge name may also be written as: without its brand, its parenthesis, or the parenthesis alone. */
export function variantesConocimiento(nombre: string): string[] {
  const out = new Set<string>([nombre]);
  const sinMarca = nombre.replace(MARCAS, '');
  if (sinMarca !== nombre) out.add(sinMarca);
  const paren = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(nombre);
  if (paren) {
    const fuera = paren[1]!.trim();
    // "Excel avanzado (tablas dinámicas y macros)" is a level, not another name of Excel.
    if (!/(basico|intermedio|avanzado)$/.test(toClave(fuera))) out.add(fuera);
    if (paren[2]!.length <= 12) out.add(paren[2]!.trim());
  }
  return [...out];
}

function agregar(frases: Map<string, Frase[]>, nombre: string, entidad: Entidad, reemplaza = false) {
  const claves = clavesDeNombre(nombre);
  if (claves.length === 0) return;
  const forma = entidad.tipo === 'institucion' && entidad.contexto === 'la' && claves.length === 1 ? toClave(nombre) : undefined;
  let lista = frases.get(claves[0]!) ?? [];
  // An alias wins over a reference name written the same ("Surco" is Santiago de Surco, not the district of Huarochirí).
  if (reemplaza) lista = lista.filter((f) => f.claves.join(' ') !== claves.join(' '));
  if (lista.some((f) => f.claves.join(' ') === claves.join(' ') && f.entidad.tipo === entidad.tipo && f.forma === forma)) return;
  lista.push(forma ? { claves, entidad, forma } : { claves, entidad });
  frases.set(claves[0]!, lista);
}

interface Filas<T> {
  rows: T[];
}

const siglasFile = z.object({
  fuente: z.string(),
  siglas: z.array(
    z.object({
      alias: z.array(z.string()).min(1),
      instituciones: z.array(z.string()).min(1),
      contexto: z.union([z.boolean(), z.literal('estudiar'), z.literal('la'), z.literal('adjetivo')]).optional(),
      en_region: z.record(z.string(), z.array(z.string()).min(1)).optional(),
    }),
  ),
});

/**
 * The usual names and acronyms of universities and institutes (src/db/reference/instituciones-siglas.json, with its
 * provenance in `fuente`), read once.
 */
/** What a university's name without "Universidad" must begin with to be read as that university. */
const NOMBRE_SIN_UNIVERSIDAD = /^(Nacional|Católica|Privada|Peruana|Tecnológica|Científica|Autónoma|Andina|Pontificia)\s/;
let siglas: z.infer<typeof siglasFile>['siglas'] | null = null;
export function siglasInstituciones(): z.infer<typeof siglasFile>['siglas'] {
  siglas ??= siglasFile.parse(JSON.parse(readFileSync(path.join(apiSource('db/reference'), 'instituciones-siglas.json'), 'utf8'))).siglas;
  return siglas;
}

async function cargar(db: DbOrTx): Promise<Vocabulario> {
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as Filas<T>).rows;
  const [carreras, regiones, provincias, distritos, catalogo, usados, universidades, distritosEnProvincia] = await Promise.all([
    rows<{ nombre: string; tipo: number }>(sql`select nombre, tipo from carrera order by nombre`),
    rows<{ id: number; nombre: string }>(sql`select id, nombre from region order by id`),
    rows<{ nombre: string; region_id: number }>(sql`select distinct nombre, region_id from provincia`),
    rows<{ nombre: string; region_id: number }>(
      sql`select distinct d.nombre, p.region_id from distrito d join provincia p on p.id = d.provincia_id`,
    ),
    rows<{ lista: string; nombre: string }>(
      sql`select lista, nombre from catalogo where lista in ('tema_conocimiento', 'idioma') order by lista, orden, id`,
    ),
    // The knowledge names applicants write that are not in the list ("Excel", "Office"), when several use them.
    rows<{ nombre: string }>(
      sql`select min(nombre) as nombre from conocimiento group by lower(nombre) having count(*) >= 3 order by count(*) desc limit 300`,
    ),
    rows<{ nombre: string; region_id: number | null }>(sql`select nombre, region_id from institucion where tipo = 1 order by id`),
    rows<{ nombre: string; region_id: number; provincia: string }>(
      sql`select distinct d.nombre, p.region_id, p.nombre as provincia from distrito d join provincia p on p.id = d.provincia_id`,
    ),
  ]);

  const frases = new Map<string, Frase[]>();
  const v: Vocabulario = {
    frases,
    regiones: new Map(regiones.map((r) => [Number(r.id), r.nombre])),
    carreras: new Map(),
    tiposCarrera: new Map(),
    conocimientos: new Map(),
    idiomas: new Map(),
    lugares: new Map(),
    instituciones: new Map(),
    regionesDeLugar: new Map(),
    provinciasDeDistrito: new Map(),
    palabras: new Set(),
    corregibles: [],
  };

  for (const { nombre, tipo } of carreras) {
    const tipos = v.tiposCarrera.get(toClave(nombre)) ?? new Set<number>();
    tipos.add(Number(tipo));
    v.tiposCarrera.set(toClave(nombre), tipos);
    if (v.carreras.has(toClave(nombre))) continue;
    v.carreras.set(toClave(nombre), nombre);
    if (CARRERAS_AMBIGUAS.has(toClave(nombre))) continue;
    agregar(frases, nombre, { tipo: 'carrera', nombre });
  }
  // "sistemas e informática" for "Ingeniería de Sistemas e Informática": what follows "Ingeniería (de|en)" when it
  // is two words or more (one word alone, "civil", "industrial", says too little).
  for (const nombre of new Set(carreras.map((c) => c.nombre))) {
    const resto = /^Ingenier[ií]a (?:de |en |del )?(.+)$/i.exec(nombre)?.[1];
    if (!resto || clavesDeNombre(resto).length < 2 || v.carreras.has(toClave(resto))) continue;
    agregar(frases, resto, { tipo: 'carrera', nombre });
  }
  // One word alone that is the whole of what follows «Ingeniería» in exactly one career and that people use for it
  // (datos.ts `CARRERA_POR_SU_PALABRA`: «los de industrial»): that career, unless the word already names something
  // else or begins the name of another career. Ordinary words («económica», «materiales») stay words.
  const porPalabra = new Map<string, string[]>();
  for (const nombre of new Set(carreras.map((c) => c.nombre))) {
    const resto = /^Ingenier[ií]a (?:de |en |del )?(.+)$/i.exec(nombre)?.[1];
    if (!resto || clavesDeNombre(resto).length !== 1) continue;
    const k = clavesDeNombre(resto)[0]!;
    porPalabra.set(k, [...(porPalabra.get(k) ?? []), nombre]);
  }
  for (const [k, nombres] of porPalabra) {
    // «sistemas» stays a word: careers of their own begin with it («Sistemas de Información»).
    const empieza = carreras.some((c) => clavesDeNombre(c.nombre)[0] === k);
    if (
      !CARRERA_POR_SU_PALABRA.has(k) ||
      nombres.length !== 1 ||
      empieza ||
      v.carreras.has(k) ||
      (frases.get(k) ?? []).some((f) => f.claves.length === 1)
    )
      continue;
    agregar(frases, k, { tipo: 'carrera', nombre: nombres[0]! });
  }
  // A family of careers by the word that begins their names (datos.ts CARRERAS_POR_FAMILIA).
  for (const familia of CARRERAS_POR_FAMILIA) {
    const k = toClave(familia);
    if (v.carreras.has(k) || !carreras.some((c) => toClave(c.nombre).startsWith(`${k} `))) continue;
    v.carreras.set(k, familia);
    agregar(frases, familia, { tipo: 'carrera', nombre: familia });
  }
  for (const { lista, nombre } of catalogo) {
    if (lista === 'idioma') {
      v.idiomas.set(toClave(nombre), nombre);
      agregar(frases, nombre, { tipo: 'idioma', nombre });
      continue;
    }
    for (const variante of variantesConocimiento(nombre)) {
      v.conocimientos.set(toClave(variante), nombre);
      agregar(frases, variante, { tipo: 'conocimiento', nombre });
    }
  }
  for (const [alias, nombre] of Object.entries(ALIAS_CONOCIMIENTO)) {
    v.conocimientos.set(toClave(alias), nombre);
    agregar(frases, alias, { tipo: 'conocimiento', nombre });
  }
  for (const { nombre } of usados) {
    const k = toClave(nombre);
    if (v.conocimientos.has(k) || v.carreras.has(k) || v.idiomas.has(k)) continue;
    v.conocimientos.set(k, nombre);
    agregar(frases, nombre, { tipo: 'conocimiento', nombre });
  }
  for (const r of regiones) agregar(frases, r.nombre, { tipo: 'region', id: Number(r.id), nombre: r.nombre });
  const enRegion = (nombre: string, regionId: number) => {
    const k = toClave(nombre);
    v.regionesDeLugar.set(k, (v.regionesDeLugar.get(k) ?? new Set()).add(Number(regionId)));
  };
  for (const { nombre, region_id } of [...provincias, ...distritos]) enRegion(nombre, region_id);
  enRegion('Cercado de Lima', 15);
  for (const { nombre } of provincias) {
    v.lugares.set(toClave(nombre), { nombre, nivel: 'provincia' });
    agregar(frases, nombre, { tipo: 'lugar', nombre, nivel: 'provincia' });
  }
  for (const { nombre } of distritos) {
    if (!v.lugares.has(toClave(nombre))) v.lugares.set(toClave(nombre), { nombre, nivel: 'distrito' });
    agregar(frases, nombre, { tipo: 'lugar', nombre, nivel: 'distrito' });
  }
  for (const { nombre, provincia } of distritosEnProvincia) {
    const k = toClave(nombre);
    v.provinciasDeDistrito.set(k, (v.provinciasDeDistrito.get(k) ?? new Set()).add(toClave(provincia)));
  }
  // The district that bears its province's name, alone ("Cercado de Huancayo": not Chilca nor El Tambo), as people
  // call it and as the parser reads "Huancayo o El Tambo" (parser.ts distritoDeSuProvincia); the ranking reads
  // 'Cercado de X' as the district X of the province X.
  for (const { nombre, region_id, provincia } of distritosEnProvincia) {
    if (toClave(nombre) !== toClave(provincia)) continue;
    const cercado = `Cercado de ${provincia}`;
    enRegion(cercado, region_id);
    if (v.lugares.has(toClave(cercado))) continue;
    v.lugares.set(toClave(cercado), { nombre: cercado, nivel: 'distrito' });
    agregar(frases, cercado, { tipo: 'lugar', nombre: cercado, nivel: 'distrito' });
  }
  for (const a of ALIAS_LUGAR) {
    agregar(frases, a.nombre, a.entidad, true);
    if (a.entidad.tipo === 'lugar') v.lugares.set(toClave(a.nombre), { nombre: a.entidad.nombre, nivel: a.entidad.nivel });
  }

  // Universities by their full name ("Universidad Nacional de Ingeniería") and both kinds by their usual names.
  for (const { nombre } of universidades) {
    agregar(frases, nombre, { tipo: 'institucion', nombre, nombres: [nombre], contexto: false });
    v.instituciones.set(toClave(nombre), [nombre]);
    // The name as people say it, without "Universidad" when an adjective begins what is left ("la Nacional de
    // Trujillo", "la Católica de Santa María", "la Nacional del Callao"); never a bare place ("Universidad de Lima").
    // «la U de Piura», «la U del Pacífico»: «U» for «Universidad» before «de» / «del» (the conjunction «u» goes only
    // before a word that begins with o).
    const u = /^Universidad\s+(de|del)\s+\S/.test(nombre) ? nombre.replace(/^Universidad\s+/, 'U ') : null;
    if (u) {
      agregar(frases, u, { tipo: 'institucion', nombre, nombres: [nombre], contexto: false });
      if (!v.instituciones.has(toClave(u))) v.instituciones.set(toClave(u), [nombre]);
    }
    const corto = nombre.replace(/^Universidad\s+/, '');
    if (corto !== nombre && NOMBRE_SIN_UNIVERSIDAD.test(corto) && corto.split(/\s+/).length >= 2) {
      agregar(frases, corto, { tipo: 'institucion', nombre, nombres: [nombre], contexto: false });
      if (!v.instituciones.has(toClave(corto))) v.instituciones.set(toClave(corto), [nombre]);
    }
  }
  // A university's kind and the region it stands in, as people say it («la Católica de Arequipa», «la Nacional de
  // Cusco»): the place is part of the institution's name, not a second criterion. The universities of that kind in
  // that region, all of them when there are several (the summary names them); a usual name in the acronyms file wins
  // («Católica de Arequipa» is the Católica de Santa María, the older one).
  const porTipoYRegion = new Map<string, string[]>();
  for (const { nombre, region_id } of universidades) {
    const tipo = /^Universidad\s+(Nacional|Católica|Privada|Peruana|Tecnológica|Científica|Autónoma|Andina)\s/.exec(nombre)?.[1];
    const region = region_id == null ? undefined : v.regiones.get(Number(region_id));
    if (!tipo || !region) continue;
    const frase = `${tipo} de ${region}`;
    porTipoYRegion.set(frase, [...(porTipoYRegion.get(frase) ?? []), nombre]);
  }
  const usuales = new Set(siglasInstituciones().flatMap((s) => s.alias.map((a) => clavesDeNombre(a).join(' '))));
  for (const [frase, nombres] of porTipoYRegion) {
    if (usuales.has(clavesDeNombre(frase).join(' '))) continue;
    agregar(frases, frase, { tipo: 'institucion', nombre: nombres[0]!, nombres, contexto: false });
    if (!v.instituciones.has(toClave(frase))) v.instituciones.set(toClave(frase), nombres);
  }
  for (const s of siglasInstituciones()) {
    for (const alias of s.alias) {
      const entidad: Entidad = {
        tipo: 'institucion',
        nombre: s.instituciones[0]!,
        nombres: s.instituciones,
        contexto: s.contexto ?? false,
        ...(s.en_region && { enRegion: s.en_region }),
      };
      agregar(frases, alias, entidad);
      v.instituciones.set(toClave(alias), s.instituciones);
    }
  }

  for (const lista of frases.values()) lista.sort((a, b) => b.claves.length - a.claves.length);
  const corregibles = new Set<string>();
  for (const lista of frases.values()) {
    for (const f of lista) {
      for (const k of f.claves) {
        v.palabras.add(k);
        if (f.entidad.tipo !== 'lugar' && k.length >= 6 && /^[a-z]+$/.test(k)) corregibles.add(k);
      }
    }
  }
  v.corregibles = [...corregibles];
  return v;
}

const cache = new WeakMap<object, Promise<Vocabulario>>();

/** The vocabulary of a database, loaded on first use and kept (a failed load is retried next time). */
export function vocabulario(db: DbOrTx): Promise<Vocabulario> {
  let p = cache.get(db);
  if (!p) {
    p = cargar(db);
    cache.set(db, p);
    p.catch(() => cache.delete(db));
  }
  return p;
}
