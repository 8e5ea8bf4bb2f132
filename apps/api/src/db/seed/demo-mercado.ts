/**
 * The demo marketplace (docs/demo.md): about fifty invented companies with generated logos, some 260 offers across
 * the country in every state the product knows, 320 applicants with varied CVs and about 700 applications, so a
 * newcomer's `npm start` looks like a marketplace in use. Seeded by `seedDemo` after the curated demo accounts (whose
 * data it never touches), in the same transaction.
 *
 * Deterministic: a seeded pseudo-random generator (mulberry32) draws everything, and every date is relative to
 * `now`, so the same `now` gives the same rows (`planMercado` is pure; a test plans twice and compares). Fast: the
 * plan is made in memory, then each table gets one or a few multi-row inserts; the applicants and companies share
 * the demo password's hash, computed once by the caller.
 *
 * Every offer is one the offer form could have produced (ofertaSchema, the Ley 28518 schedule and subsidy, catalogue
 * names, places of the reference data, the deadline window of its type, the sanitizer's HTML), free ones respect
 * each company's monthly free publications, featured ones have the payment their state implies, and a free offer's
 * applications beyond the first 15 are blocked (docs/matching.md). The demo applicant Lucía (Ingeniería Industrial,
 * VIII ciclo, Arequipa) gets several pages of recommendations in both lists, with at most two generated featured
 * offers among them (so an offer published for her still shows on her home's five: e2e/postulaciones.spec.ts).
 */
import { DEFAULT_SUBSIDY, PRECIO_OFERTA_DESTACADA } from '@practiperu/shared/constants';
import { rucCheckDigitOk } from '@practiperu/shared/cuenta';
import { addDays, limaDayStart, limaMonth, limaToday, limaYear } from '@practiperu/shared/dates';
import { formatSoles } from '@practiperu/shared/formato';
import { cumpleLey28518, subvencionMinimaPara } from '@practiperu/shared/ley28518';
import { aliasDe, aniosEgresoOferta, HORARIO_COMPLETO, profesionDe, TITULO_MAX, type Modalidad } from '@practiperu/shared/oferta';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.ts';
import {
  actExtracurricular,
  carrera,
  conocimiento,
  experienciaLaboral,
  formacionComplementaria,
  habilidadPostulante,
  idiomaPostulante,
  institucion,
  logro,
  oferta,
  organizacion,
  organizacionSector,
  pago,
  postulacion,
  postulante,
  usuario,
} from '../schema/index.ts';
import type { RequisitoOferta } from '../schema/ofertas.ts';
import type { Storage } from '../../storage/storage.ts';
import { AREAS, type AreaClave } from './demo-mercado-areas.ts';
import { CIUDADES, EMPRESAS, type CiudadClave, type EmpresaDemo } from './demo-mercado-empresas.ts';
import { pngLogo } from './demo-mercado-logos.ts';
import {
  APELLIDOS,
  CENTROS_CURSOS,
  CIERRES,
  CURSOS,
  EMPLEADORES,
  FORMACION_TIPOS,
  HABILIDADES,
  LOGROS,
  NOMBRES_F,
  NOMBRES_M,
  PROYECTOS,
  REGIONES_POSTULANTES,
  UNIVERSIDADES_LIMA,
  universidadApta,
  VOLUNTARIADOS,
} from './demo-mercado-personas.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MIN_MS = 60_000;
const SEMILLA = 20_260_520;
/** Free publications a company has per calendar month in Lima: FREE_OFFERS_PER_MONTH's default (config.ts). */
const GRATIS_POR_MES = 3;

/** How many applicants the marketplace has (the companies are EMPRESAS; offers are planned by state below). */
export const MERCADO_POSTULANTES = 320;
/** The demo applicant's profile: her recommendations must fill several pages in both lists. */
export const LUCIA = { clave: 'ingenieria industrial', nivel: 6, ciclo: 3, id_region: 4 } as const;
/** Generated featured offers that may match Lucía (the demo company's featured one makes three). */
const LUCIA_DESTACADAS_MAX = 2;

// ------------------------------------------------------------------ the seeded generator

/** mulberry32: a small, fast, well-distributed 32-bit generator; the same seed gives the same sequence. */
export function generador(semilla: number) {
  let a = semilla >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('demo-mercado: lista vacía');
    return list[Math.floor(next() * list.length)]!;
  };
  const chance = (p: number) => next() < p;
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1]![0];
  };
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  const sample = <T>(list: readonly T[], k: number): T[] => shuffle(list).slice(0, Math.max(0, Math.min(k, list.length)));
  const between = (a: number, b: number) => a + next() * (b - a);
  return { next, int, pick, chance, weighted, shuffle, sample, between };
}
type Azar = ReturnType<typeof generador>;

// ------------------------------------------------------------------ reference data the plan needs

export interface Referencia {
  carreras: { id: number; tipo: number; nombre: string; clave: string }[];
  instituciones: { id: number; tipo: number; nombre: string; region_id: number | null; categoria: string | null }[];
}

export async function leerReferencia(tx: Tx): Promise<Referencia> {
  const carreras = await tx.select({ id: carrera.id, tipo: carrera.tipo, nombre: carrera.nombre, clave: carrera.clave }).from(carrera);
  const instituciones = await tx
    .select({
      id: institucion.id,
      tipo: institucion.tipo,
      nombre: institucion.nombre,
      region_id: institucion.region_id,
      categoria: institucion.categoria,
    })
    .from(institucion);
  return { carreras, instituciones };
}

// ------------------------------------------------------------------ the plan

type OfertaRow = Omit<typeof oferta.$inferInsert, 'id' | 'id_organizacion'>;
type PagoRow = Omit<typeof pago.$inferInsert, 'id' | 'usuario_id' | 'organizacion_id' | 'oferta_id' | 'decidido_por'> & {
  decidido: boolean;
};

export interface EmpresaPlan {
  datos: EmpresaDemo;
  ruc: string;
  correo: string;
  creado_en: Date;
}

export interface OfertaPlan {
  empresa: number;
  area: AreaClave;
  row: OfertaRow;
  pagos: PagoRow[];
  /** Planned to receive 25 applicants or more. */
  concurrida: boolean;
}

export interface PostulantePlan {
  correo: string;
  nombres: string;
  apellidos: string;
  creado_en: Date;
  autorizacion_marketing: number;
  perfil: Omit<typeof postulante.$inferInsert, 'id' | 'usuario_id'>;
  conocimientos: { nombre: string; nivel: string }[];
  idiomas: { nombre: string; nivel: string }[];
  habilidades: string[];
  experiencias: Omit<typeof experienciaLaboral.$inferInsert, 'id' | 'postulante_id'>[];
  formaciones: Omit<typeof formacionComplementaria.$inferInsert, 'id' | 'postulante_id'>[];
  extracurriculares: Omit<typeof actExtracurricular.$inferInsert, 'id' | 'postulante_id'>[];
  logros: Omit<typeof logro.$inferInsert, 'id' | 'postulante_id'>[];
}

export interface PostulacionPlan {
  postulante: number;
  oferta: number;
  row: Omit<typeof postulacion.$inferInsert, 'id' | 'postulante_id' | 'oferta_id'>;
}

export interface PlanMercado {
  empresas: EmpresaPlan[];
  ofertas: OfertaPlan[];
  postulantes: PostulantePlan[];
  postulaciones: PostulacionPlan[];
}

/** A RUC 20 of the 2098… range (not yet given by SUNAT) with its check digit: valid in form, fictitious. */
export function rucFicticio(n: number): string {
  const body = `2098${String(100_000 + n * 7_919)
    .padStart(6, '0')
    .slice(-6)}`;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  const ruc = `${body}${(11 - (sum % 11)) % 10}`;
  if (!rucCheckDigitOk(ruc)) throw new Error(`demo-mercado: RUC inválido ${ruc}`);
  return ruc;
}

/** 'Ingeniería Industrial' → 'ingenieria industrial' (the careers' clave). */
const clave = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
/** Text inside the offers' HTML (the sanitizer writes & < > as entities). */
const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ascii = (s: string) =>
  clave(s)
    .replace(/ñ/g, 'n')
    .replace(/[^a-z]+/g, '');

const ROMANOS_UNIV = ['', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const ROMANOS_TEC = ['', 'III', 'IV', 'V', 'VI'];

/** An offer's matching profile check, the rules of docs/matching.md (the test compares it with matching.rules.ts). */
export function coincidePerfil(
  o: Pick<OfertaRow, 'idniveltec' | 'idniveluniv' | 'idnivelotros' | 'modalidad' | 'ciclo' | 'ciclo_tecnico' | 'fecha_egreso' | 'claves'>,
  p: { nivel: number; ciclo: number | null; anio: number | null; clave: string },
): boolean {
  const niveles = [o.idniveltec ?? 0, o.idniveluniv ?? 0, o.idnivelotros ?? 0].filter((n) => n !== 0);
  if (!niveles.includes(p.nivel)) return false;
  const estudiante = p.nivel === 3 || p.nivel === 6;
  if ((o.modalidad === 'PREPROFESIONAL') !== estudiante) return false;
  if (p.nivel === 6 && (o.ciclo ?? []).length > 0 && !(o.ciclo ?? []).includes(p.ciclo ?? -1)) return false;
  if (p.nivel === 3 && (o.ciclo_tecnico ?? []).length > 0 && !(o.ciclo_tecnico ?? []).includes(p.ciclo ?? -1)) return false;
  if (!estudiante && (o.fecha_egreso ?? []).length > 0 && !(o.fecha_egreso ?? []).includes(p.anio ?? -1)) return false;
  return (o.claves ?? []).includes(p.clave);
}

type Estado = 'abierta' | 'finalizada' | 'cerrada_antes' | 'pendiente' | 'pendiente_pago' | 'pago_rechazado' | 'rechazada';

interface Pedido {
  estado: Estado;
  /** Lucía must match it, in her department (or virtual) or in another one. */
  lucia?: 'propia' | 'otras';
  /** Featured (tipo 1): decided by the state, or by the free quota when not given. */
  destacada?: boolean;
  /** Published by this company (its slug); one of its areas, not for Lucía. */
  empresa?: string;
  /** Receives 25 applicants or more (a featured offer of a premium company: pages, filters, the assistant). */
  concurrida?: boolean;
}

/** The offers to plan, by state (the numbers are how many). */
const PEDIDOS: [Pedido, number][] = [
  [{ estado: 'abierta', destacada: true, empresa: 'bancokuntur', concurrida: true }, 1],
  [{ estado: 'abierta', destacada: true, empresa: 'lacanasta', concurrida: true }, 1],
  [{ estado: 'abierta', destacada: true, empresa: 'andesita', concurrida: true }, 1],
  [{ estado: 'abierta', lucia: 'propia' }, 24],
  [{ estado: 'abierta', lucia: 'otras' }, 26],
  [{ estado: 'abierta' }, 118],
  [{ estado: 'finalizada' }, 76],
  [{ estado: 'cerrada_antes' }, 6],
  [{ estado: 'pendiente', destacada: false }, 2],
  [{ estado: 'pendiente_pago', destacada: true }, 2],
  [{ estado: 'pago_rechazado', destacada: true }, 1],
  [{ estado: 'rechazada', destacada: false }, 4],
  [{ estado: 'rechazada', destacada: true }, 1],
];

const MOTIVOS_RECHAZO = [
  'Las funciones describen un puesto de trabajo y no una práctica: detalla las actividades formativas y quién supervisará al practicante.',
  'La subvención indicada no coincide con la jornada: corrígela y vuelve a publicarla duplicándola.',
  'Faltan datos del puesto: funciones, horario o lugar de trabajo.',
  'El aviso pide experiencia laboral previa de dos años, lo que no corresponde a una práctica preprofesional.',
  'El texto incluye datos de contacto externos; los postulantes deben postular desde la plataforma.',
];
const MOTIVOS_PAGO = [
  'El número de operación no figura en los movimientos de la cuenta. Verifícalo y vuelve a registrar el pago.',
  'El monto depositado no corresponde al precio del aviso destacado.',
];

const BENEFICIOS_EXTRA: { texto: string; areas?: AreaClave[]; mixto?: boolean }[] = [
  { texto: 'Media subvención adicional por cada seis meses de prácticas' },
  { texto: 'Certificado de prácticas al finalizar' },
  { texto: 'Capacitaciones internas y acceso a cursos en línea' },
  { texto: 'Mentoría de un profesional del área' },
  { texto: 'Posibilidad de contratación al terminar las prácticas' },
  { texto: 'Horario de lunes a viernes' },
  { texto: 'Dos días de trabajo remoto a la semana', mixto: true },
  { texto: 'Almuerzo en el comedor de la planta', areas: ['industrial', 'agro', 'mantenimiento', 'logistica'] },
  { texto: 'Alojamiento, alimentación y transporte a la unidad', areas: ['mineria'] },
  { texto: 'Movilidad desde puntos de la ciudad', areas: ['agro', 'mineria', 'energia'] },
  { texto: 'Descuentos en nuestros productos y servicios', areas: ['ventas', 'turismo', 'salud'] },
  { texto: 'Laptop asignada durante las prácticas', areas: ['sistemas', 'riesgos', 'marketing'] },
];

const INTRO = [
  (e: string, eq: string, lugar: string) =>
    `<p>En <strong>${e}</strong> buscamos practicantes para el equipo de ${eq}${lugar}. Aprenderás junto a profesionales con experiencia y tendrás a tu cargo:</p>`,
  (_e: string, eq: string, lugar: string) =>
    `<p>Te sumarás al equipo de ${eq}${lugar}. Con el acompañamiento de tu jefe directo, podrás:</p>`,
  (e: string, eq: string, lugar: string) =>
    `<p>¿Te gustaría empezar tu carrera en ${eq}? En <strong>${e}</strong> te ofrecemos un programa de prácticas${lugar} donde vas a:</p>`,
  (_e: string, _eq: string, _lugar: string) => '<h3>¿Qué harás?</h3>',
];
const CIERRE_FUNCIONES = [
  '<p>Al cierre de cada trimestre recibirás una evaluación de tu desempeño y retroalimentación de tu jefe.</p>',
  '<p>Trabajarás con un plan de aprendizaje acordado desde la primera semana.</p>',
  '<p><em>Buscamos personas curiosas, ordenadas y con ganas de aprender.</em></p>',
];

/** The schedule and subsidy of an offer, always within Ley 28518 (the test checks each offer with chequeosLey28518). */
function jornadaYSubvencion(r: Azar, modalidad: Modalidad): { horario: string; horas_dia: number; dias_semana: number; salario: number } {
  const completa = r.chance(modalidad === 'PREPROFESIONAL' ? 0.6 : 0.75);
  const jornadas: [number, number][] = completa
    ? modalidad === 'PREPROFESIONAL'
      ? [[6, 5]]
      : [
          [8, 5],
          [8, 6],
        ]
    : modalidad === 'PREPROFESIONAL'
      ? [
          [4, 5],
          [5, 5],
          [6, 4],
          [4, 6],
        ]
      : [
          [4, 5],
          [6, 5],
          [5, 5],
        ];
  const [horas_dia, dias_semana] = r.pick(jornadas);
  const minimo = Math.max(
    subvencionMinimaPara(modalidad, { horasDia: horas_dia, diasSemana: dias_semana }, DEFAULT_SUBSIDY),
    completa ? DEFAULT_SUBSIDY : 0,
  );
  const extra = completa
    ? r.pick(modalidad === 'PREPROFESIONAL' ? [0, 20, 70, 170, 270, 370, 470] : [170, 370, 570, 870, 1170])
    : r.pick([0, 46, 96, 146]);
  const salario = Math.ceil((minimo + extra) / 10) * 10;
  return { horario: completa ? HORARIO_COMPLETO : 'Tiempo parcial', horas_dia, dias_semana, salario };
}

/** The pieces of the plan the offers need. */
interface Contexto {
  r: Azar;
  now: Date;
  today: string;
  anios: number[];
  carreraPorNombre: (tipo: number, nombre: string) => { id: number; nombre: string; clave: string };
  /** Titles each company already used: a company does not publish the same title twice. */
  titulos: Set<string>;
}

interface Borrador {
  empresa: number;
  area: AreaClave;
  modalidad: Modalidad;
  lugar: CiudadClave | 'virtual';
  forzarLucia: boolean;
}

/** Titles, texts, levels, careers and requirements of one offer (its dates and states come after). */
function contenidoOferta(c: Contexto, b: Borrador): Omit<OfertaRow, 'fin_convocatoria' | 'creado_en' | 'actualizado_en' | 'alias'> {
  const { r } = c;
  const e = EMPRESAS[b.empresa]!;
  const area = AREAS[b.area];
  const pre = b.modalidad === 'PREPROFESIONAL';
  const ciudad = b.lugar === 'virtual' ? null : CIUDADES[b.lugar];
  const virtual = ciudad === null;
  const modalidad_tiempo = virtual ? 'Virtual' : r.chance(area.remoto ? 0.4 : 0.15) ? 'Mixto' : 'Presencial';
  const distrito = ciudad ? (b.lugar === e.sede && r.chance(0.6) ? e.distrito : r.pick(ciudad.distritos)) : '';

  // Levels and careers.
  const conTec = area.tec.length > 0 && !b.forzarLucia;
  let idniveltec = 0;
  let idniveluniv = 0;
  let idnivelotros = 0;
  let univ = true;
  let tec = false;
  if (pre) {
    const forma = conTec
      ? r.weighted([
          ['univ', 55],
          ['ambas', 25],
          ['tec', 20],
        ] as const)
      : 'univ';
    univ = forma !== 'tec';
    tec = forma !== 'univ';
    if (univ) idniveluniv = 6;
    if (tec) {
      if (univ) idnivelotros = 3;
      else idniveltec = 3;
    }
  } else {
    idniveluniv = 7;
    if (r.chance(0.6)) idnivelotros = 8;
    if (conTec && r.chance(0.2)) {
      idniveltec = 4;
      tec = true;
    }
  }
  const nombresUniv = univ
    ? b.forzarLucia
      ? [
          'Ingeniería Industrial',
          ...r.sample(
            area.univ.filter((n) => n !== 'Ingeniería Industrial'),
            r.int(0, 3),
          ),
        ]
      : [area.univ[0]!, ...r.sample(area.univ.slice(1), r.int(1, 4))]
    : [];
  const nombresTec = tec ? r.sample(area.tec, r.int(1, Math.min(2, area.tec.length))) : [];
  const carreras = [...nombresUniv.map((n) => c.carreraPorNombre(1, n)), ...nombresTec.map((n) => c.carreraPorNombre(0, n))];

  const ciclos: number[][] = [
    [2, 3, 4],
    [3, 4, 5],
    [1, 2, 3],
    [3, 4],
    [4, 5],
    [2, 3],
    [0, 1, 2],
    [2, 3, 4, 5],
  ];
  let ciclo = pre && univ ? r.pick(b.forzarLucia ? ciclos.filter((x) => x.includes(LUCIA.ciclo)) : ciclos) : [];
  const ciclo_tecnico = pre && tec ? r.pick([[1, 2, 3], [2, 3], [3], [0, 1, 2, 3]]) : [];
  const fecha_egreso = pre
    ? []
    : r
        .pick([c.anios.slice(0, 2), c.anios.slice(0, 3), c.anios.slice(1, 3), c.anios])
        .slice()
        .sort((a, z) => a - z);
  if (b.forzarLucia && !ciclo.includes(LUCIA.ciclo)) ciclo = [...ciclo, LUCIA.ciclo].sort((a, z) => a - z);

  // Title.
  const prefijo = pre ? 'Practicante de' : 'Practicante profesional de';
  const libres = (pre ? area.pre : area.pro).filter((x) => !c.titulos.has(`${b.empresa}|${prefijo} ${x}`));
  let titulo = `${prefijo} ${r.pick(libres.length > 0 ? libres : pre ? area.pre : area.pro)}`;
  const sede = ciudad ? ` – ${ciudad.provincia === 'Lima' ? 'Lima' : ciudad.provincia}` : '';
  if (sede && r.chance(0.18)) titulo += sede;
  const largo = ' (programa de prácticas con rotación por áreas y posibilidad de contratación al finalizar)';
  if (!virtual && r.chance(0.05) && titulo.length + largo.length <= TITULO_MAX) titulo += largo;
  // All its titles of the area taken: the place, then a second call, tell them apart.
  const otros = [titulo + sede, `${titulo} – ${distrito || 'remoto'}`, `${titulo} (segunda convocatoria)`];
  for (const otro of otros.filter((x) => x.length <= TITULO_MAX)) if (c.titulos.has(`${b.empresa}|${titulo}`)) titulo = otro;
  c.titulos.add(`${b.empresa}|${titulo}`);

  // Texts.
  const lugarTexto = virtual
    ? ', de forma remota'
    : modalidad_tiempo === 'Mixto'
      ? ` en ${distrito}, en modalidad mixta`
      : ` en ${distrito}`;
  const intro = r.pick(INTRO)(html(e.nombre), html(area.equipo), html(lugarTexto));
  const bullets = r.sample(area.funciones, r.int(3, 5));
  const funciones =
    intro + `<ul>${bullets.map((f) => `<li>${html(f)}</li>`).join('')}</ul>` + (r.chance(0.45) ? r.pick(CIERRE_FUNCIONES) : '');

  const jornada = jornadaYSubvencion(r, b.modalidad);
  const mostrar_salario = r.chance(0.85) ? 1 : 0;
  const extras = BENEFICIOS_EXTRA.filter((x) => (!x.areas || x.areas.includes(b.area)) && (!x.mixto || modalidad_tiempo === 'Mixto'));
  const beneficios =
    '<ul>' +
    [
      mostrar_salario ? `Subvención mensual de ${formatSoles(jornada.salario)}` : 'Subvención económica mensual',
      r.chance(0.5) ? 'Seguro de salud (EsSalud)' : 'Seguro de salud y de accidentes',
      ...r.sample(extras, r.int(1, 3)).map((x) => x.texto),
    ]
      .map((t) => `<li>${html(t)}</li>`)
      .join('') +
    '</ul>';

  const niveles: RequisitoOferta['level'][] = ['básico', 'intermedio', 'avanzado'];
  const conocimientos: RequisitoOferta[] = r.sample(area.conocimientos, r.int(1, 4)).map((name, i) => ({
    name,
    level: r.weighted([
      [niveles[0]!, 40],
      [niveles[1]!, 45],
      [niveles[2]!, 15],
    ]),
    required: i === 0 && r.chance(0.4) ? 'indispensable' : 'deseable',
  }));
  const idiomas: RequisitoOferta[] = [];
  if (r.chance(b.area === 'turismo' ? 0.95 : 0.6))
    idiomas.push({
      name: 'Inglés',
      level: r.weighted([
        ['básico', 40],
        ['intermedio', 45],
        ['avanzado', 15],
      ]),
      required: r.chance(0.25) ? 'indispensable' : 'deseable',
    });
  if (ciudad && [8, 21, 2].includes(ciudad.id_region) && ['social', 'turismo', 'salud', 'mineria'].includes(b.area) && r.chance(0.5))
    idiomas.push({ name: 'Quechua', level: 'básico', required: 'deseable' });
  if (b.area === 'agro' && r.chance(0.15)) idiomas.push({ name: 'Portugués', level: 'básico', required: 'deseable' });
  if (b.area === 'turismo' && r.chance(0.2)) idiomas.push({ name: 'Francés', level: 'básico', required: 'deseable' });

  return {
    titulo,
    funciones,
    beneficios,
    pais: 'Perú',
    id_region: ciudad ? ciudad.id_region : 0,
    region: ciudad ? ciudad.region : '',
    provincia: ciudad ? ciudad.provincia : '',
    distrito,
    modalidad_tiempo,
    horario: jornada.horario,
    horas_dia: jornada.horas_dia,
    dias_semana: jornada.dias_semana,
    cumple_ley_28518: cumpleLey28518({ modalidad: b.modalidad, ...jornada, idniveltec, idniveluniv, idnivelotros }, DEFAULT_SUBSIDY),
    salario: jornada.salario,
    mostrar_salario,
    nro_plazas: r.weighted([
      [1, 65],
      [2, 20],
      [3, 8],
      [4, 4],
      [5, 3],
    ]),
    modalidad: b.modalidad,
    idniveltec,
    idniveluniv,
    idnivelotros,
    profesion: profesionDe(carreras.map((x) => x.nombre)),
    carreras: carreras.map((x) => x.id),
    claves: [...new Set(carreras.map((x) => x.clave))],
    ciclo,
    ciclo_tecnico,
    fecha_egreso,
    idiomas,
    conocimientos,
    otros_requisitos: r.sample(area.otros, r.int(0, 2)).join(' '),
  };
}

/** Plans the offers: companies, contents, dates, states, free quota and payments. */
function planOfertas(c: Contexto): OfertaPlan[] {
  const { r, now, today } = c;
  const cupos = new Map<string, number>();
  const cupoLibre = (empresa: number, creado: Date) => (cupos.get(`${empresa}|${limaMonth(creado).periodo}`) ?? 0) < GRATIS_POR_MES;
  const usarCupo = (empresa: number, creado: Date) => {
    const key = `${empresa}|${limaMonth(creado).periodo}`;
    cupos.set(key, (cupos.get(key) ?? 0) + 1);
  };
  let destacadasLucia = 0;
  const ofertas: OfertaPlan[] = [];
  const publicadas: number[] = [];
  let operacion = 0;

  const ciudadesDe = (i: number) => [EMPRESAS[i]!.sede, ...EMPRESAS[i]!.otras] as CiudadClave[];
  const luciaAreas: AreaClave[] = ['industrial', 'logistica', 'riesgos'];

  for (const [pedido, cuantas] of PEDIDOS) {
    for (let n = 0; n < cuantas; n++) {
      // Dates of the state.
      const destacadaPedida = pedido.destacada;
      let creado: Date;
      // Tentative type: featured about 30 % of the open and finished ones (unless the quota decides).
      let destacada = destacadaPedida ?? r.chance(0.22);
      if (pedido.lucia && destacada && destacadasLucia >= LUCIA_DESTACADAS_MAX) destacada = false;
      if (pedido.estado === 'abierta') creado = new Date(now.getTime() - r.between(0.2, destacada ? 27 : 14.3) * DAY_MS);
      else if (pedido.estado === 'finalizada') creado = new Date(now.getTime() - r.between(destacada ? 32 : 17, 62) * DAY_MS);
      else if (pedido.estado === 'cerrada_antes') creado = new Date(now.getTime() - r.between(6, 14) * DAY_MS);
      else if (pedido.estado === 'rechazada') creado = new Date(now.getTime() - r.between(1, 14) * DAY_MS);
      else creado = new Date(now.getTime() - r.between(0.08, 2.6) * DAY_MS);

      // Company, area and place.
      let empresa = -1;
      let area: AreaClave = 'industrial';
      let lugar: CiudadClave | 'virtual' = 'lima';
      for (let intento = 0; intento < 200 && empresa < 0; intento++) {
        // Bigger companies publish more, and every company publishes some: offers end up about proportional to size.
        const i = pedido.empresa
          ? EMPRESAS.findIndex((e) => e.slug === pedido.empresa)
          : r.weighted(EMPRESAS.map((e, k) => [k, (e.tamano / (1 + (publicadas[k] ?? 0))) ** 2] as const));
        const e = EMPRESAS[i]!;
        if (pedido.lucia) {
          const areas = e.areas.filter((a) => luciaAreas.includes(a));
          if (areas.length === 0) continue;
          const a = r.pick(areas);
          if (pedido.lucia === 'propia') {
            const enArequipa = ciudadesDe(i).includes('arequipa');
            if (AREAS[a].remoto && (!enArequipa || r.chance(0.35))) lugar = 'virtual';
            else if (enArequipa) lugar = 'arequipa';
            else continue;
          } else {
            const otras = ciudadesDe(i).filter((k) => k !== 'arequipa');
            if (otras.length === 0) continue;
            lugar = r.pick(otras);
          }
          area = a;
        } else {
          area = r.chance(0.55) ? e.areas[0]! : r.pick(e.areas);
          lugar = AREAS[area].remoto && r.chance(0.2) ? 'virtual' : r.chance(0.55) ? e.sede : r.pick(ciudadesDe(i));
        }
        if (!destacada && !cupoLibre(i, creado)) {
          // No free publication left this month: pay for a featured offer when the state allows it, else another company.
          if (destacadaPedida === false || (pedido.estado !== 'abierta' && pedido.estado !== 'finalizada')) continue;
          if (pedido.lucia && destacadasLucia >= LUCIA_DESTACADAS_MAX) continue;
          destacada = true;
        }
        empresa = i;
      }
      if (empresa < 0) continue;
      if (!destacada) usarCupo(empresa, creado);
      publicadas[empresa] = (publicadas[empresa] ?? 0) + 1;

      const modalidad: Modalidad = pedido.lucia ? 'PREPROFESIONAL' : r.chance(0.64) ? 'PREPROFESIONAL' : 'PROFESIONAL';
      const contenido = contenidoOferta(c, { empresa, area, modalidad, lugar, forzarLucia: !!pedido.lucia });
      const tipo = destacada ? 1 : 0;
      const creadoDia = limaToday(creado);
      const ventana = destacada ? 30 : 15;

      // Deadline and states.
      let fin: string;
      let estado = 1;
      let fecha_publicacion: Date | null = null;
      let finaliza: Date | null = null;
      let estado_pago: number | null = destacada ? 1 : null;
      let mensaje_rechazado: string | null = null;
      let destacado_desde: Date | null = null;
      const edad = now.getTime() - creado.getTime();
      const revision = Math.min(r.between(2, 30) * HOUR_MS, edad * 0.6);
      const pagos: PagoRow[] = [];
      const nuevoPago = (estadoPago: number, decidido: Date | null, motivo: string | null): PagoRow => {
        operacion++;
        const yape = r.chance(0.6);
        return {
          tipo: 'destacado',
          nro_operacion: yape ? String(30_000_000 + operacion * 7_919) : `TR-${String(500_000 + operacion * 3_331)}`,
          metodo_pago: yape ? 'Yape' : 'Transferencia',
          monto_centimos: PRECIO_OFERTA_DESTACADA * 100,
          estado: estadoPago,
          motivo,
          decidido_en: decidido,
          creado_en: new Date(creado.getTime() + 20 * MIN_MS),
          actualizado_en: decidido ?? new Date(creado.getTime() + 20 * MIN_MS),
          decidido: decidido !== null,
        };
      };

      switch (pedido.estado) {
        case 'abierta': {
          const desde = creadoDia > today ? creadoDia : today;
          const min = addDays(creadoDia, 4) > desde ? addDays(creadoDia, 4) : desde;
          const max = addDays(creadoDia, ventana);
          fin = min > max ? max : addDays(min, r.int(0, Math.max(0, diasEntre(min, max))));
          if (fin < today) fin = today;
          fecha_publicacion = new Date(creado.getTime() + revision);
          break;
        }
        case 'finalizada': {
          fin = addDays(creadoDia, r.int(Math.min(10, ventana), ventana));
          if (fin >= today) fin = addDays(today, -1);
          fecha_publicacion = new Date(creado.getTime() + revision);
          finaliza = new Date(limaDayStart(addDays(fin, 1)).getTime() + 10 * MIN_MS);
          break;
        }
        case 'cerrada_antes': {
          fin = addDays(creadoDia, ventana);
          fecha_publicacion = new Date(creado.getTime() + revision);
          finaliza = new Date(Math.min(fecha_publicacion.getTime() + r.between(2, 4) * DAY_MS, now.getTime() - HOUR_MS));
          break;
        }
        case 'pendiente':
        case 'pendiente_pago':
        case 'pago_rechazado': {
          estado = 0;
          fin = addDays(today, r.int(3, 10));
          if (fin > addDays(creadoDia, ventana)) fin = addDays(creadoDia, ventana);
          estado_pago = pedido.estado === 'pendiente' ? null : pedido.estado === 'pendiente_pago' ? 0 : 2;
          break;
        }
        case 'rechazada': {
          estado = 2;
          fin = addDays(creadoDia, r.int(8, ventana));
          mensaje_rechazado = r.pick(MOTIVOS_RECHAZO);
          estado_pago = destacada ? 2 : null;
          break;
        }
      }

      if (destacada) {
        if (estado_pago === 1) {
          // Paid and validated: featured from the validation (before or after the approval).
          const validado = new Date(creado.getTime() + Math.min(r.between(1, 20) * HOUR_MS, edad * 0.7));
          pagos.push(nuevoPago(1, validado, null));
          destacado_desde = validado;
        } else if (estado_pago === 0) {
          pagos.push(nuevoPago(0, null, null));
        } else if (estado_pago === 2) {
          const decidido = new Date(creado.getTime() + Math.min(r.between(2, 20) * HOUR_MS, edad * 0.7));
          pagos.push(nuevoPago(2, decidido, mensaje_rechazado ?? r.pick(MOTIVOS_PAGO)));
        }
      }

      const row: OfertaRow = {
        ...contenido,
        fin_convocatoria: fin,
        tipo,
        estado,
        estado_pago,
        mensaje_rechazado,
        finaliza,
        fecha_publicacion,
        destacado_desde,
        cupo_gratis_en: destacada ? null : creado,
        creado_en: creado,
        actualizado_en: finaliza ?? fecha_publicacion ?? creado,
        alias: aliasDe(contenido.titulo),
      };

      // Lucía sees at most LUCIA_DESTACADAS_MAX generated featured offers: any other one stops matching her.
      const paraLucia = estado === 1 && !finaliza && fin >= today && coincidePerfil(row, { ...LUCIA, anio: null });
      if (paraLucia && destacado_desde) {
        if (destacadasLucia < LUCIA_DESTACADAS_MAX) destacadasLucia++;
        else row.ciclo = (row.ciclo ?? []).filter((x) => x !== LUCIA.ciclo).length > 0 ? row.ciclo!.filter((x) => x !== LUCIA.ciclo) : [0];
      }
      ofertas.push({ empresa, area, row, pagos, concurrida: !!pedido.concurrida });
    }
  }

  // One open featured offer was approved while its payment waits (Vigente + Destacado pendiente).
  // The newest such offer: its payment was sent hours ago, as the back office's queue usually looks.
  const aprobadaSinPago = ofertas
    .filter(
      (o) => o.row.estado === 1 && !o.row.finaliza && o.row.tipo === 1 && !o.concurrida && !coincidePerfil(o.row, { ...LUCIA, anio: null }),
    )
    .sort((a, b) => b.row.creado_en!.getTime() - a.row.creado_en!.getTime())[0];
  if (aprobadaSinPago) {
    aprobadaSinPago.row.estado_pago = 0;
    aprobadaSinPago.row.destacado_desde = null;
    const p = aprobadaSinPago.pagos[0]!;
    Object.assign(p, { estado: 0, decidido_en: null, decidido: false, actualizado_en: p.creado_en });
  }
  // Two open offers hidden by their company (publicar 0).
  for (const o of ofertas
    .filter((x) => x.row.estado === 1 && !x.row.finaliza && x.row.tipo === 0 && x.row.modalidad === 'PROFESIONAL')
    .slice(0, 2))
    o.row.publicar = 0;

  // Ids grow with time, as on a real server.
  return ofertas.sort((a, b) => a.row.creado_en!.getTime() - b.row.creado_en!.getTime());
}

/** The first day of the month `n` months before `now`'s (Lima): 'YYYY-MM-01'. */
function mesAtras(now: Date, n: number): string {
  const [y, m] = limaToday(now).split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) - n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`;
}

function diasEntre(desde: string, hasta: string): number {
  return Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / DAY_MS);
}

const visibleAbierta = (o: OfertaPlan, today: string) =>
  o.row.estado === 1 && o.row.publicar !== 0 && !o.row.finaliza && o.row.fin_convocatoria >= today;
const destacadaPagada = (o: OfertaPlan) => o.row.tipo === 1 && o.row.estado_pago === 1 && o.row.destacado_desde != null;

/** Plans the applicants: each one built to fit an open offer (so everyone sees recommendations). */
function planPostulantes(c: Contexto, ref: Referencia, ofertas: OfertaPlan[], objetivos: number[]): PostulantePlan[] {
  const { r, now } = c;
  const year = limaYear(now);
  const porId = new Map(ref.carreras.map((x) => [x.id, x]));
  const universidades = ref.instituciones.filter((i) => i.tipo === 1);
  const institutos = ref.instituciones.filter((i) => i.tipo === 0 && i.categoria === 'tecnologico');
  const correos = new Set<string>();
  const out: PostulantePlan[] = [];

  for (let i = 0; i < objetivos.length; i++) {
    const objetivo = ofertas[objetivos[i]!]!;
    const o = objetivo.row;
    const area = AREAS[objetivo.area];
    // A level the offer asks for: a technical one more often than its share, so the technical careers have applicants.
    const nivelesOferta = [o.idniveltec ?? 0, o.idniveluniv ?? 0, o.idnivelotros ?? 0].filter((x) => x !== 0);
    const tecnicos = nivelesOferta.filter((x) => x === 3 || x === 4);
    const nivel = tecnicos.length > 0 && r.chance(0.75) ? r.pick(tecnicos) : r.pick(nivelesOferta);
    const tecnica = nivel === 3 || nivel === 4;
    const estudiante = nivel === 3 || nivel === 6;
    const candidatas = (o.carreras ?? []).map((id) => porId.get(id)!).filter((x) => x.tipo === (tecnica ? 0 : 1));
    const car = r.pick(candidatas);

    const sexo = r.weighted([
      [0, 50],
      [1, 47],
      [2, 3],
    ] as const);
    const nombres = sexo === 0 ? r.pick(NOMBRES_F) : sexo === 1 ? r.pick(NOMBRES_M) : r.pick(r.chance(0.5) ? NOMBRES_F : NOMBRES_M);
    const ap1 = r.pick(APELLIDOS);
    let ap2 = r.pick(APELLIDOS);
    if (ap2 === ap1) ap2 = r.pick(APELLIDOS);
    let correo = `${ascii(nombres.split(' ')[0]!)}.${ascii(ap1)}${100 + i}@demo.pe`;
    while (correos.has(correo)) correo = correo.replace('@', 'x@');
    correos.add(correo);

    // Where they live: often where the offer is.
    const idRegion = o.id_region && o.id_region <= 25 && r.chance(0.45) ? o.id_region : r.weighted(REGIONES_POSTULANTES);
    const ciudades = Object.values(CIUDADES).filter((x) => x.id_region === idRegion);
    const ciudad = ciudades[0]!;

    // Their school.
    let inst: { id: number; nombre: string };
    if (tecnica) {
      const aqui = institutos.filter((x) => x.region_id === idRegion);
      inst = r.pick(aqui.length > 0 ? aqui : institutos.filter((x) => x.region_id === 15));
    } else {
      const aptas = (lista: typeof universidades) => lista.filter((u) => universidadApta(u.nombre, objetivo.area));
      let lista = aptas(universidades.filter((u) => u.region_id === idRegion));
      if (idRegion === 15 && r.chance(0.5)) lista = aptas(universidades.filter((u) => UNIVERSIDADES_LIMA.includes(u.nombre)));
      if (lista.length === 0) lista = aptas(universidades.filter((u) => u.region_id === 15));
      inst = r.pick(lista);
    }

    // Cycle and years.
    let ciclo_actual = 0;
    let ingreso: number;
    let egreso: number;
    const duracion = tecnica ? 3 : 5;
    if (estudiante) {
      const lista = nivel === 6 ? (o.ciclo ?? []) : (o.ciclo_tecnico ?? []);
      ciclo_actual = lista.length > 0 ? r.pick(lista) + 1 : r.int(1, tecnica ? 4 : 6);
      const semestre = ciclo_actual + (tecnica ? 2 : 4);
      ingreso = year - Math.floor((semestre - 1) / 2);
      egreso = ingreso + duracion;
    } else {
      egreso = (o.fecha_egreso ?? []).length > 0 ? r.pick(o.fecha_egreso!) : r.pick(c.anios);
      ingreso = egreso - duracion;
    }
    // 7 egresado, 8 bachiller; a technical graduate (4) may be either.
    const estado_estudios = estudiante ? 0 : nivel === 8 ? 2 : nivel === 7 ? 1 : r.chance(0.6) ? 1 : 2;
    const nacimiento = `${ingreso - r.int(17, 19)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;

    // Summary.
    // One interest, or two when neither is already a pair ("la logística y el comercio exterior").
    const [i1, i2] = r.sample(area.intereses, 2) as [string, string | undefined];
    const intereses =
      i1.includes(' y ') || !i2 || i2.includes(' y ') ? `Me interesa${i1.includes(' y ') ? 'n' : ''} ${i1}` : `Me interesan ${i1} y ${i2}`;
    const en = tecnica ? `el instituto ${inst.nombre}` : /^(Universidad|Pontificia)/.test(inst.nombre) ? `la ${inst.nombre}` : inst.nombre;
    const femenino = sexo === 0;
    const resumen = estudiante
      ? `Estudiante de ${(tecnica ? ROMANOS_TEC : ROMANOS_UNIV)[ciclo_actual]} ciclo de ${car.nombre} en ${en}. ${intereses}. ${r.pick(CIERRES)}`
      : `${estado_estudios === 2 ? 'Bachiller' : femenino ? 'Egresada' : 'Egresado'} de ${car.nombre} de ${en} (${egreso}). ${intereses}. ${r.pick(CIERRES)}`;

    // Knowledge: some of what the offer asks and of the area.
    const nombresConoc = new Map<string, string>();
    const niveles = ['básico', 'intermedio', 'avanzado'] as const;
    for (const req of r.sample(o.conocimientos ?? [], r.int(1, 3))) nombresConoc.set(clave(req.name), req.name);
    for (const n of r.sample(area.conocimientos, r.int(1, 3))) nombresConoc.set(clave(n), n);
    if (r.chance(0.5)) nombresConoc.set(clave('Microsoft Excel'), 'Microsoft Excel');
    const conocimientos = [...nombresConoc.values()].map((nombre) => ({
      nombre,
      nivel: r.weighted([
        [niveles[0], 35],
        [niveles[1], 45],
        [niveles[2], 20],
      ]),
    }));

    const idiomas: { nombre: string; nivel: string }[] = [];
    if (r.chance(0.88))
      idiomas.push({
        nombre: 'Inglés',
        nivel: r.weighted([
          ['básico', 40],
          ['intermedio', 45],
          ['avanzado', 15],
        ]),
      });
    if (r.chance([8, 21, 2, 5, 3, 9].includes(idRegion) ? 0.45 : 0.08))
      idiomas.push({ nombre: 'Quechua', nivel: r.pick(['básico', 'intermedio', 'avanzado']) });
    if (idRegion === 21 && r.chance(0.3)) idiomas.push({ nombre: 'Aymara', nivel: r.pick(['básico', 'intermedio']) });
    const otro = r.weighted([
      [null, 82],
      ['Portugués', 6],
      ['Francés', 5],
      ['Alemán', 2],
      ['Italiano', 2],
      ['Japonés', 1],
      ['Mandarín', 2],
    ] as const);
    if (otro) idiomas.push({ nombre: otro, nivel: 'básico' });
    if (idiomas.length === 0) idiomas.push({ nombre: 'Inglés', nivel: 'básico' });

    const experiencias: PostulantePlan['experiencias'] = [];
    for (let k = 0, cuantas = r.chance(estudiante ? 0.3 : 0.7) ? r.int(1, 2) : 0; k < cuantas; k++) {
      const exp = r.pick(area.experiencia);
      // Started 3 to 36 months ago, for 3 to 14 months (the first one may go on).
      const desde = r.int(3 + k * 16, 18 + k * 18);
      const inicio = mesAtras(now, desde);
      const sigue = k === 0 && r.chance(0.2);
      const salida = mesAtras(now, Math.max(0, desde - r.int(3, 14)));
      experiencias.push({
        nombre_empresa: r.pick(EMPLEADORES),
        puesto: exp.puesto,
        funciones: exp.funciones,
        fecha_inicio: inicio,
        fecha_salida: sigue ? null : salida,
        sigo_aqui: sigue ? 1 : 0,
      });
    }
    const formaciones: PostulantePlan['formaciones'] = [];
    if (r.chance(0.4)) {
      const cursos = CURSOS.filter((x) => !x.areas || x.areas.includes(objetivo.area));
      for (const curso of r.sample(cursos, r.int(1, 2)))
        formaciones.push({
          tipo: r.pick(FORMACION_TIPOS),
          inst_educativa: r.pick(CENTROS_CURSOS),
          fecha_inicio: `${year - r.int(0, 2)}-${String(r.int(1, 12)).padStart(2, '0')}-01`,
          descripcion: curso.descripcion,
        });
      for (const f of formaciones) if (f.fecha_inicio > limaToday(now)) f.fecha_inicio = `${limaToday(now).slice(0, 7)}-01`;
    }
    const extracurriculares: PostulantePlan['extracurriculares'] = [];
    if (r.chance(0.3)) {
      const anio = year - r.int(1, 3);
      if (r.chance(0.5)) {
        const v = r.pick(VOLUNTARIADOS);
        extracurriculares.push({
          tipo: 'Voluntariado',
          nombre_empresa: v.organizacion,
          nombre_proyecto: null,
          puesto: v.puesto,
          funciones: v.funciones,
          fecha_inicio: `${anio}-03-01`,
          fecha_salida: `${anio}-12-01`,
          sigo_aqui: 0,
        });
      } else {
        const p = r.pick(PROYECTOS);
        extracurriculares.push({
          tipo: 'Proyecto',
          nombre_empresa: inst.nombre,
          nombre_proyecto: p.nombre,
          puesto: p.puesto,
          funciones: p.funciones,
          fecha_inicio: `${anio}-04-01`,
          fecha_salida: `${anio}-11-01`,
          sigo_aqui: 0,
        });
      }
    }
    const logros: PostulantePlan['logros'] = r.chance(0.15)
      ? [{ descripcion: r.pick(LOGROS), fecha: `${year - r.int(1, 3)}-${String(r.int(1, 12)).padStart(2, '0')}-15` }]
      : [];

    const creado_en = new Date(now.getTime() - r.between(20, 400) * DAY_MS);
    out.push({
      correo,
      nombres,
      apellidos: `${ap1} ${ap2}`,
      creado_en,
      autorizacion_marketing: r.chance(0.6) ? 1 : 0,
      perfil: {
        dni: String(40_000_000 + ((i * 7_654_321 + 1_234_567) % 39_999_999)).padStart(8, '0'),
        sexo,
        fecha_nacimiento: nacimiento,
        licencia_conducir: r.chance(0.2) ? 1 : 0,
        estado_estudios,
        tipo_carrera: tecnica ? 0 : 1,
        id_inst_educativa: inst.id,
        inst_educativa_nombre: inst.nombre,
        id_carrera_actual: car.id,
        carrera_actual: car.nombre,
        claves: car.clave,
        ciclo_actual,
        fecha_ingreso: `${ingreso}-01-01`,
        fecha_egreso: `${egreso}-01-01`,
        orden_merito: r.weighted([
          [0, 55],
          [1, 3],
          [2, 8],
          [3, 10],
          [4, 14],
          [5, 10],
        ]),
        resumen_profesional: resumen,
        id_region: ciudad.id_region,
        region: ciudad.region,
        provincia: ciudad.provincia,
        distrito: r.pick(ciudad.distritos),
        whatsapp: `9${String(10_000_000 + i * 263_147).slice(-8)}`,
        correo_contacto: correo,
        creado_en,
        actualizado_en: creado_en,
      },
      conocimientos,
      idiomas,
      habilidades: r.sample(HABILIDADES, r.int(3, 5)),
      experiencias,
      formaciones,
      extracurriculares,
      logros,
    });
  }
  return out;
}

/** Plans the applications: to offers that fit each applicant, with the statuses a recruiter would have given. */
function planPostulaciones(c: Contexto, ofertas: OfertaPlan[], postulantes: PostulantePlan[], objetivos: number[], populares: Set<number>) {
  const { r, now, today } = c;
  const publicadas = ofertas.map((o, i) => ({ o, i })).filter(({ o }) => o.row.estado === 1 && o.row.fecha_publicacion);
  const cuenta = new Map<number, number>();
  const tope = (i: number) => (destacadaPagada(ofertas[i]!) ? 45 : populares.has(i) ? 19 : 15);
  const out: PostulacionPlan[] = [];

  for (const [k, p] of postulantes.entries()) {
    const perfil = {
      nivel: p.perfil.tipo_carrera === 0 ? (p.perfil.estado_estudios === 0 ? 3 : 4) : [6, 7, 8][p.perfil.estado_estudios ?? 0]!,
      ciclo: p.perfil.estado_estudios === 0 ? (p.perfil.ciclo_actual ?? 0) - 1 : null,
      anio: Number(String(p.perfil.fecha_egreso).slice(0, 4)),
      clave: p.perfil.claves ?? '',
    };
    const objetivo = objetivos[k]!;
    const aptas = publicadas.filter(({ o, i }) => i !== objetivo && coincidePerfil(o.row, perfil)).map(({ i }) => i);
    const cuantas = r.weighted([
      [0, 5],
      [1, 15],
      [2, 22],
      [3, 22],
      [4, 18],
      [5, 12],
      [6, 6],
    ]);
    const elegidas: number[] = [];
    // The offer they were made for: always when it needs many applicants, most of the time otherwise.
    if (populares.has(objetivo) || r.chance(0.65)) elegidas.push(objetivo);
    const pesos = aptas.map((i) => [i, destacadaPagada(ofertas[i]!) ? 3 : 1] as const);
    for (let n = 0; n < 30 && elegidas.length < cuantas && pesos.length > 0; n++) {
      const i = r.weighted(pesos);
      if (!elegidas.includes(i)) elegidas.push(i);
    }
    for (const i of elegidas) {
      if ((cuenta.get(i) ?? 0) >= tope(i)) continue;
      const o = ofertas[i]!.row;
      const desde = o.fecha_publicacion!.getTime() + 30 * MIN_MS;
      const cierre = o.finaliza ? o.finaliza.getTime() : limaDayStart(addDays(o.fin_convocatoria, 1)).getTime();
      const hasta = Math.min(now.getTime() - 10 * MIN_MS, cierre - HOUR_MS);
      if (hasta <= desde) continue;
      cuenta.set(i, (cuenta.get(i) ?? 0) + 1);
      const creado_en = new Date(desde + r.next() * (hasta - desde));
      out.push({ postulante: k, oferta: i, row: { creado_en, actualizado_en: creado_en } });
    }
  }

  // Statuses, offer by offer in order of arrival: a free offer's active applications past the 15th are blocked.
  const porOferta = new Map<number, PostulacionPlan[]>();
  for (const p of out) porOferta.set(p.oferta, [...(porOferta.get(p.oferta) ?? []), p]);
  for (const [i, lista] of porOferta) {
    const o = ofertas[i]!;
    const abierta = visibleAbierta(o, today) || (o.row.publicar === 0 && !o.row.finaliza);
    lista.sort((a, b) => a.row.creado_en!.getTime() - b.row.creado_en!.getTime());
    let activas = 0;
    for (const p of lista) {
      const creado = p.row.creado_en!.getTime();
      const despues = (maxHoras: number) => new Date(Math.min(now.getTime() - 5 * MIN_MS, creado + r.between(2, maxHoras) * HOUR_MS));
      if (r.chance(0.03)) {
        const cancelada = despues(72);
        Object.assign(p.row, { eliminado_en: cancelada, actualizado_en: cancelada, estado: 0, revisado: 0, estado_evaluacion: 0 });
        continue;
      }
      activas++;
      if (!destacadaPagada(o) && activas > 15) {
        Object.assign(p.row, { estado: 0, revisado: 0, estado_evaluacion: 3 });
        continue;
      }
      const decision = abierta
        ? r.weighted([
            ['recibida', 42],
            ['visto', 26],
            ['proceso', 16],
            ['descartado', 10],
            ['finalista', 6],
          ] as const)
        : r.weighted([
            ['recibida', 20],
            ['visto', 28],
            ['proceso', 12],
            ['descartado', 28],
            ['finalista', 12],
          ] as const);
      const estado = { recibida: 0, visto: 0, proceso: 2, descartado: 1, finalista: 3 }[decision];
      const revisado = decision === 'recibida' ? 0 : 1;
      const cambio = estado > 0 ? despues(120) : null;
      Object.assign(p.row, {
        estado,
        revisado,
        estado_evaluacion: 0,
        estado_actualizado_en: cambio,
        actualizado_en: cambio ?? p.row.creado_en,
      });
    }
  }
  return out;
}

/** The whole marketplace, from the reference data and the clock only: the same `now` gives the same plan. */
export function planMercado(ref: Referencia, now: Date): PlanMercado {
  const r = generador(SEMILLA);
  const today = limaToday(now);
  const carreraPorNombre = (tipo: number, nombre: string) => {
    const found = ref.carreras.find((x) => x.tipo === tipo && x.nombre === nombre);
    if (!found) throw new Error(`demo-mercado: falta la carrera ${nombre} (${tipo === 1 ? 'universitaria' : 'técnica'})`);
    return found;
  };
  const c: Contexto = { r, now, today, anios: aniosEgresoOferta(now), carreraPorNombre, titulos: new Set() };

  const ofertas = planOfertas(c);
  const primeras = new Map<number, Date>();
  for (const o of ofertas) if (!primeras.has(o.empresa)) primeras.set(o.empresa, o.row.creado_en!);
  const empresas = EMPRESAS.map((datos, i) => ({
    datos,
    ruc: rucFicticio(i),
    correo: `seleccion.${datos.slug}@demo.pe`,
    creado_en: new Date((primeras.get(i) ?? now).getTime() - r.between(30, 500) * DAY_MS),
  }));

  // Who each applicant is made for: four free open offers that receive more than 15 (their last are blocked), the
  // featured offers of Banco Kuntur, La Canasta and Andesita with 25 or more (pages of applicants, the assistant), then
  // any open offer.
  const abiertas = ofertas.map((o, i) => ({ o, i })).filter(({ o }) => visibleAbierta(o, today));
  const populares = new Set(
    abiertas
      .filter(({ o }) => !destacadaPagada(o) && o.row.tipo === 0)
      .filter((_, k) => k % 7 === 3)
      .slice(0, 4)
      .map(({ i }) => i),
  );
  const grandes = ofertas.flatMap((o, i) => (o.concurrida && destacadaPagada(o) ? [i] : []));
  const objetivos: number[] = [];
  for (const i of populares) for (let n = 0; n < 18; n++) objetivos.push(i);
  for (const i of grandes) for (let n = 0; n < 26; n++) objetivos.push(i);
  const pesos = abiertas.map(({ o, i }) => [i, destacadaPagada(o) ? 2 : 1] as const);
  while (objetivos.length < MERCADO_POSTULANTES) objetivos.push(r.weighted(pesos));
  for (const i of grandes) populares.add(i);

  const postulantes = planPostulantes(c, ref, ofertas, objetivos);
  const postulaciones = planPostulaciones(c, ofertas, postulantes, objetivos, populares);
  return { empresas, ofertas, postulantes, postulaciones };
}

// ------------------------------------------------------------------ writing it

/**
 * The companies' logos, stored through the storage as a company's upload stores them (folder `logos`, a random
 * name, PNG), before the seed's transaction; the caller removes them if the transaction fails. In EMPRESAS' order.
 */
export async function saveMercadoLogos(storage: Storage): Promise<string[]> {
  const results = await Promise.allSettled(
    EMPRESAS.map(async (e, i) => storage.save('logos', await pngLogo(e, (i % 3) as 0 | 1 | 2), 'png')),
  );
  const saved = results.flatMap((x) => (x.status === 'fulfilled' ? [x.value] : []));
  const failed = results.find((x) => x.status === 'rejected');
  if (failed) {
    for (const name of saved) await storage.remove(name);
    throw failed.reason;
  }
  return saved;
}

/** Inserts rows in statements of at most ~20,000 bind parameters (PostgreSQL's limit is 65,535). */
async function insertarEnLotes<T extends Record<string, unknown>>(tx: Tx, table: PgTable, rows: T[]): Promise<void> {
  if (rows.length === 0) return;
  const porFila = Math.max(1, Object.keys(rows[0]!).length);
  const lote = Math.max(1, Math.floor(20_000 / porFila));
  for (let i = 0; i < rows.length; i += lote) await tx.insert(table).values(rows.slice(i, i + lote) as never);
}

/** Writes the plan: one or a few statements per table, inside the demo seed's transaction. */
export async function seedDemoMercado(tx: Tx, opts: { clave_hash: string; now: Date; logos: string[] }): Promise<PlanMercado> {
  const { clave_hash, now, logos } = opts;
  const plan = planMercado(await leerReferencia(tx), now);
  const [admin] = await tx
    .select({ id: usuario.id })
    .from(usuario)
    .where(sql`${usuario.correo} = 'admin@demo.pe'`);

  // Accounts: the companies' recruiters and the applicants.
  const cuentas = await tx
    .insert(usuario)
    .values([
      ...plan.empresas.map((e) => ({
        correo: e.correo,
        clave_hash,
        rol: 1,
        nombres: e.datos.contacto.nombres,
        apellidos: e.datos.contacto.apellidos,
        confirmado_en: new Date(e.creado_en.getTime() + 15 * MIN_MS),
        autorizacion_marketing: 1,
        creado_en: e.creado_en,
        actualizado_en: e.creado_en,
      })),
      ...plan.postulantes.map((p) => ({
        correo: p.correo,
        clave_hash,
        rol: 0,
        nombres: p.nombres,
        apellidos: p.apellidos,
        confirmado_en: new Date(p.creado_en.getTime() + 10 * MIN_MS),
        autorizacion_marketing: p.autorizacion_marketing,
        creado_en: p.creado_en,
        actualizado_en: p.creado_en,
      })),
    ])
    .returning({ id: usuario.id, correo: usuario.correo });
  const usuarioDe = new Map(cuentas.map((u) => [u.correo, u.id]));

  const orgs = await tx
    .insert(organizacion)
    .values(
      plan.empresas.map((e, i) => {
        const d = e.datos;
        const ciudad = CIUDADES[d.sede];
        return {
          usuario_id: usuarioDe.get(e.correo)!,
          ruc: e.ruc,
          nombre_completo: d.razon,
          nombre: d.nombre,
          nro_contacto: `9${String(41_000_000 + i * 1_234_567).slice(-8)}`,
          cargo: d.contacto.cargo,
          logo: logos[i] ?? null,
          is_premium: d.premium ?? false,
          descripcion: d.descripcion,
          web: `https://${d.slug}.example.pe`,
          correo_contacto: `practicas@${d.slug}.example.pe`,
          numero_contacto: `9${String(52_000_000 + i * 2_345_671).slice(-8)}`,
          id_region: ciudad.id_region,
          region: ciudad.region,
          distrito: d.distrito,
          direccion: d.direccion,
          creado_en: e.creado_en,
          actualizado_en: e.creado_en,
        };
      }),
    )
    .returning({ id: organizacion.id, usuario_id: organizacion.usuario_id });
  const orgDeUsuario = new Map(orgs.map((o) => [o.usuario_id, o.id]));
  const orgIds = plan.empresas.map((e) => orgDeUsuario.get(usuarioDe.get(e.correo)!)!);
  await tx
    .insert(organizacionSector)
    .values(plan.empresas.flatMap((e, i) => e.datos.sectores.map((sector_id) => ({ organizacion_id: orgIds[i]!, sector_id }))));

  // Offers, with ids taken from their sequence first (so payments and applications can point at them).
  const ids = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('oferta', 'id'))::int as id from generate_series(1, ${plan.ofertas.length}::int)`,
  );
  const ofertaIds = (ids as unknown as { rows: { id: number }[] }).rows.map((x) => Number(x.id));
  await insertarEnLotes(
    tx,
    oferta,
    plan.ofertas.map((o, i) => ({ ...o.row, id: ofertaIds[i]!, id_organizacion: orgIds[o.empresa]! })),
  );
  await insertarEnLotes(
    tx,
    pago,
    plan.ofertas.flatMap((o, i) =>
      o.pagos.map(({ decidido, ...p }) => ({
        ...p,
        usuario_id: usuarioDe.get(plan.empresas[o.empresa]!.correo)!,
        organizacion_id: orgIds[o.empresa]!,
        oferta_id: ofertaIds[i]!,
        decidido_por: decidido ? (admin?.id ?? null) : null,
      })),
    ),
  );

  // Applicants and their CVs.
  const filas = await tx
    .insert(postulante)
    .values(plan.postulantes.map((p) => ({ ...p.perfil, usuario_id: usuarioDe.get(p.correo)! })))
    .returning({ id: postulante.id, usuario_id: postulante.usuario_id });
  const postulanteDeUsuario = new Map(filas.map((f) => [f.usuario_id, f.id]));
  const pid = plan.postulantes.map((p) => postulanteDeUsuario.get(usuarioDe.get(p.correo)!)!);
  const hijos = <T>(f: (p: PostulantePlan) => T[]) =>
    plan.postulantes.flatMap((p, i) => f(p).map((x) => ({ ...x, postulante_id: pid[i]! })));
  await insertarEnLotes(
    tx,
    conocimiento,
    hijos((p) => p.conocimientos),
  );
  await insertarEnLotes(
    tx,
    idiomaPostulante,
    hijos((p) => p.idiomas),
  );
  await insertarEnLotes(
    tx,
    habilidadPostulante,
    hijos((p) => p.habilidades.map((nombre) => ({ nombre }))),
  );
  await insertarEnLotes(
    tx,
    experienciaLaboral,
    hijos((p) => p.experiencias),
  );
  await insertarEnLotes(
    tx,
    formacionComplementaria,
    hijos((p) => p.formaciones),
  );
  await insertarEnLotes(
    tx,
    actExtracurricular,
    hijos((p) => p.extracurriculares),
  );
  await insertarEnLotes(
    tx,
    logro,
    hijos((p) => p.logros),
  );

  await insertarEnLotes(
    tx,
    postulacion,
    plan.postulaciones.map((p) => ({ ...p.row, postulante_id: pid[p.postulante]!, oferta_id: ofertaIds[p.oferta]! })),
  );
  return plan;
}
