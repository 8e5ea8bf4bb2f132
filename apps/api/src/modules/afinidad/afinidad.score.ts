/**
 * The affinity score (docs/affinity.md): the offer's requirements against the applicant's CV, as a pure
 * function that explains itself. Each requirement the offer states becomes a criterion with a weight; criteria the
 * offer does not ask for are left out and the others share the 100 points in proportion to their base weights.
 * Experience and merit order are always considered, with small weights. The score is the rounded sum of the
 * points earned; each criterion says in one Spanish sentence what matched or what is missing.
 */
import type { AfinidadDetalle, CriterioAfinidad } from '@practiperu/shared/afinidad';
import { CICLOS_OFERTA, CICLOS_TECNICOS_OFERTA, MODALIDAD_VIRTUAL, NIVEL_LABELS } from '@practiperu/shared/oferta';
import { toClave } from '@practiperu/shared/text';
import { modalidadDeNivel, nivelPostulante, type NivelCodigo } from '../matching/matching.public.ts';

/**
 * Base weights (they add up to 100 when an offer asks for everything). A group of requirements (the
 * indispensable knowledge items, say) shares its weight equally among its items.
 */
export const PESOS_AFINIDAD = {
  carrera: 20,
  nivel: 15,
  /** The cycle (students) or the graduation year (graduates and bachelors). */
  ciclo: 10,
  conocimientosIndispensables: 20,
  conocimientosDeseables: 8,
  idiomasIndispensables: 10,
  idiomasDeseables: 4,
  region: 5,
  experiencia: 5,
  ordenMerito: 3,
} as const;

type NivelCv = 'básico' | 'intermedio' | 'avanzado';
const RANGO: Record<string, number> = { básico: 1, basico: 1, intermedio: 2, avanzado: 3 };
const NIVEL_TEXTO: Record<number, string> = { 1: 'Básico', 2: 'Intermedio', 3: 'Avanzado' };

/** Merit order (listOrdenMerito): its share of the criterion's points and how it reads. */
const ORDEN_MERITO: Record<number, { fraccion: number; texto: string }> = {
  1: { fraccion: 1, texto: 'Ocupa el primer puesto de su promoción.' },
  2: { fraccion: 0.9, texto: 'Pertenece al décimo superior de su promoción.' },
  3: { fraccion: 0.8, texto: 'Pertenece al quinto superior de su promoción.' },
  4: { fraccion: 0.6, texto: 'Pertenece al tercio superior de su promoción.' },
  5: { fraccion: 0.4, texto: 'Pertenece al medio superior de su promoción.' },
};

/** The offer columns the score reads. */
export interface OfertaAfinidad {
  idniveltec: number;
  idniveluniv: number;
  idnivelotros: number;
  /** The careers' normalized keys (claves) and their names joined by ', '. */
  claves: string[];
  profesion: string;
  ciclo: number[];
  ciclo_tecnico: number[];
  fecha_egreso: number[];
  idiomas: { name: string; level: string; required: string }[];
  conocimientos: { name: string; level: string; required: string }[];
  id_region: number;
  region: string;
  modalidad_tiempo: string;
}

/** The CV data the score reads. */
export interface CvAfinidad {
  tipo_carrera: number | null;
  estado_estudios: number | null;
  ciclo_actual: number;
  /** 'YYYY-MM-DD' or null. */
  fecha_egreso: string | null;
  claves: string | null;
  carrera_actual: string | null;
  id_region: number | null;
  region: string | null;
  orden_merito: number;
  conocimientos: { nombre: string; nivel: string }[];
  idiomas: { nombre: string; nivel: string }[];
  /** Work experiences registered. */
  experiencias: number;
  /** Projects and volunteering registered. */
  extracurriculares: number;
}

/** A criterion before the weights are shared out: its base weight and the fraction of it earned (0–1). */
interface Bruto {
  clave: string;
  etiqueta: string;
  base: number;
  fraccion: number;
  detalle: string;
}

const lista = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} o ${items[items.length - 1]}` : (items[0] ?? ''));

function cumpleDe(fraccion: number): CriterioAfinidad['cumple'] {
  return fraccion >= 0.999 ? 'si' : fraccion > 0 ? 'parcial' : 'no';
}

function niveles(o: OfertaAfinidad): NivelCodigo[] {
  return [...new Set([o.idniveltec, o.idniveluniv, o.idnivelotros])].filter((n): n is NivelCodigo => [3, 4, 6, 7, 8].includes(n));
}

const nombreNivel = (n: number) => NIVEL_LABELS[n] ?? String(n);

function carrera(o: OfertaAfinidad, cv: CvAfinidad): Bruto | null {
  const claves = o.claves.map(toClave).filter((c) => c !== '');
  if (claves.length === 0) return null;
  const base = PESOS_AFINIDAD.carrera;
  const propia = cv.claves ? toClave(cv.claves) : '';
  const nombre = cv.carrera_actual?.trim() || propia;
  if (!propia) return { clave: 'carrera', etiqueta: 'Carrera', base, fraccion: 0, detalle: 'No indica su carrera.' };
  if (claves.includes(propia)) {
    return {
      clave: 'carrera',
      etiqueta: 'Carrera',
      base,
      fraccion: 1,
      detalle: `Su carrera, ${nombre}, es una de las que pide la oferta.`,
    };
  }
  return {
    clave: 'carrera',
    etiqueta: 'Carrera',
    base,
    fraccion: 0,
    detalle: `Su carrera, ${nombre}, no está entre las que pide la oferta (${o.profesion}).`,
  };
}

function nivel(o: OfertaAfinidad, propio: NivelCodigo | null): Bruto | null {
  const pedidos = niveles(o);
  if (pedidos.length === 0) return null;
  const base = PESOS_AFINIDAD.nivel;
  const pide = lista(pedidos.map(nombreNivel));
  if (propio === null)
    return { clave: 'nivel', etiqueta: 'Nivel de estudios', base, fraccion: 0, detalle: 'No indica su nivel de estudios.' };
  if (pedidos.includes(propio)) {
    return {
      clave: 'nivel',
      etiqueta: 'Nivel de estudios',
      base,
      fraccion: 1,
      detalle: `Es ${nombreNivel(propio)}, un nivel que pide la oferta.`,
    };
  }
  // The same kind of internship (pre-professional or professional) at another level: half the points.
  const misma = pedidos.some((n) => modalidadDeNivel(n) === modalidadDeNivel(propio));
  return {
    clave: 'nivel',
    etiqueta: 'Nivel de estudios',
    base,
    fraccion: misma ? 0.5 : 0,
    detalle: `Es ${nombreNivel(propio)}; la oferta pide ${pide}.`,
  };
}

/** Nearest distance from a value to a list (0 = in it). */
const distancia = (v: number, xs: number[]) => Math.min(...xs.map((x) => Math.abs(x - v)));

function ciclo(o: OfertaAfinidad, cv: CvAfinidad, propio: NivelCodigo | null): Bruto | null {
  const base = PESOS_AFINIDAD.ciclo;
  if (propio === 6 || propio === 3) {
    const tecnico = propio === 3;
    const pedidos = tecnico ? o.ciclo_tecnico : o.ciclo;
    if (pedidos.length === 0) return null;
    const nombres = tecnico ? CICLOS_TECNICOS_OFERTA : CICLOS_OFERTA;
    const etiqueta = (c: number) => nombres.find((x) => x.value === c)?.label ?? `${c}`;
    const pide = lista([...pedidos].sort((a, b) => a - b).map(etiqueta));
    if (cv.ciclo_actual < 1)
      return { clave: 'ciclo', etiqueta: 'Ciclo', base, fraccion: 0, detalle: `No indica su ciclo; la oferta pide ${pide}.` };
    const codigo = cv.ciclo_actual - 1;
    const suyo = codigo === 0 ? `${etiqueta(0)} o menos` : etiqueta(codigo);
    const d = distancia(codigo, pedidos);
    if (d === 0)
      return { clave: 'ciclo', etiqueta: 'Ciclo', base, fraccion: 1, detalle: `Cursa el ${suyo}, uno de los que pide la oferta.` };
    return {
      clave: 'ciclo',
      etiqueta: 'Ciclo',
      base,
      fraccion: d === 1 ? 0.5 : 0,
      detalle: `Cursa el ${suyo}; la oferta pide ${pide}.`,
    };
  }
  if (propio === 4 || propio === 7 || propio === 8) {
    if (o.fecha_egreso.length === 0) return null;
    const pide = lista([...o.fecha_egreso].sort((a, b) => a - b).map(String));
    const anio = cv.fecha_egreso ? Number(cv.fecha_egreso.slice(0, 4)) : null;
    if (!anio)
      return {
        clave: 'egreso',
        etiqueta: 'Año de egreso',
        base,
        fraccion: 0,
        detalle: `No indica su año de egreso; la oferta pide ${pide}.`,
      };
    const d = distancia(anio, o.fecha_egreso);
    if (d === 0)
      return { clave: 'egreso', etiqueta: 'Año de egreso', base, fraccion: 1, detalle: `Egresó en ${anio}, un año que pide la oferta.` };
    return {
      clave: 'egreso',
      etiqueta: 'Año de egreso',
      base,
      fraccion: d === 1 ? 0.5 : 0,
      detalle: `Egresó en ${anio}; la oferta pide egresados de ${pide}.`,
    };
  }
  return null;
}

/** The CV item that answers a requirement: the same name without accents or case, or one name containing the other as words. */
function buscar(nombre: string, items: { nombre: string; nivel: string }[]) {
  const clave = toClave(nombre);
  const exacto = items.find((i) => toClave(i.nombre) === clave);
  if (exacto) return exacto;
  const palabras = (s: string) => ` ${s.replace(/[^\p{L}\p{N}+#]+/gu, ' ').trim()} `;
  const pc = palabras(clave);
  if (pc.trim() === '') return undefined;
  return items.find((i) => {
    const pi = palabras(toClave(i.nombre));
    return pi.trim() !== '' && (pi.includes(pc) || pc.includes(pi));
  });
}

function requisitos(
  tipo: 'conocimiento' | 'idioma',
  pedidos: OfertaAfinidad['conocimientos'],
  propios: { nombre: string; nivel: string }[],
): Bruto[] {
  const out: Bruto[] = [];
  const usadas = new Set<string>();
  const grupos = {
    indispensable: pedidos.filter((r) => r.required !== 'deseable'),
    deseable: pedidos.filter((r) => r.required === 'deseable'),
  };
  const pesos =
    tipo === 'conocimiento'
      ? { indispensable: PESOS_AFINIDAD.conocimientosIndispensables, deseable: PESOS_AFINIDAD.conocimientosDeseables }
      : { indispensable: PESOS_AFINIDAD.idiomasIndispensables, deseable: PESOS_AFINIDAD.idiomasDeseables };
  for (const req of ['indispensable', 'deseable'] as const) {
    const items = grupos[req];
    for (const r of items) {
      const base = pesos[req] / items.length;
      let clave = `${tipo}:${toClave(r.name)}`;
      for (let n = 2; usadas.has(clave); n++) clave = `${tipo}:${toClave(r.name)}:${n}`;
      usadas.add(clave);
      // Languages read in lower case inside a sentence ("inglés"); knowledge keeps its name ("Excel").
      const nombre = tipo === 'idioma' ? r.name.toLocaleLowerCase('es') : r.name;
      const etiqueta = `${tipo === 'idioma' ? 'Idioma' : 'Conocimiento'}: ${r.name} (${req})`;
      const pide = RANGO[r.level] ?? 1;
      const item = buscar(r.name, propios);
      if (!item) {
        out.push({
          clave,
          etiqueta,
          base,
          fraccion: 0,
          detalle: req === 'indispensable' ? `No indica ${nombre}, que es indispensable.` : `No indica ${nombre}, que es deseable.`,
        });
        continue;
      }
      const tiene = RANGO[item.nivel as NivelCv] ?? 1;
      const verbo = tipo === 'idioma' ? 'Habla' : tiene === 3 ? 'Domina' : 'Conoce';
      const fraccion = Math.min(1, tiene / pide);
      out.push({
        clave,
        etiqueta,
        base,
        fraccion,
        detalle:
          tiene >= pide
            ? `${verbo} ${nombre} en nivel ${NIVEL_TEXTO[tiene]} (pide ${NIVEL_TEXTO[pide]}).`
            : `${verbo} ${nombre} en nivel ${NIVEL_TEXTO[tiene]}, por debajo del nivel ${NIVEL_TEXTO[pide]} que pide la oferta.`,
      });
    }
  }
  return out;
}

function region(o: OfertaAfinidad, cv: CvAfinidad): Bruto | null {
  // Virtual offers, offers with no place (id_region 0) and offers abroad (26) ask for no department.
  if (o.modalidad_tiempo === MODALIDAD_VIRTUAL || o.id_region < 1 || o.id_region > 25) return null;
  const base = PESOS_AFINIDAD.region;
  const donde = o.region || 'otro departamento';
  if (!cv.id_region)
    return {
      clave: 'region',
      etiqueta: 'Lugar de residencia',
      base,
      fraccion: 0,
      detalle: `No indica su departamento; la oferta es en ${donde}.`,
    };
  if (cv.id_region === o.id_region) {
    return { clave: 'region', etiqueta: 'Lugar de residencia', base, fraccion: 1, detalle: `Vive en ${donde}, donde es la oferta.` };
  }
  return {
    clave: 'region',
    etiqueta: 'Lugar de residencia',
    base,
    fraccion: 0,
    detalle: `Vive en ${cv.region || 'otro departamento'}; la oferta es en ${donde}.`,
  };
}

function experiencia(cv: CvAfinidad): Bruto {
  const base = PESOS_AFINIDAD.experiencia;
  const n = cv.experiencias;
  if (n > 0) {
    return {
      clave: 'experiencia',
      etiqueta: 'Experiencia',
      base,
      fraccion: 1,
      detalle: `Registra ${n} ${n === 1 ? 'experiencia laboral' : 'experiencias laborales'}.`,
    };
  }
  const e = cv.extracurriculares;
  if (e > 0) {
    return {
      clave: 'experiencia',
      etiqueta: 'Experiencia',
      base,
      fraccion: 0.5,
      detalle: `No registra experiencia laboral, pero sí ${e} ${e === 1 ? 'proyecto o voluntariado' : 'proyectos o voluntariados'}.`,
    };
  }
  return {
    clave: 'experiencia',
    etiqueta: 'Experiencia',
    base,
    fraccion: 0,
    detalle: 'No registra experiencia laboral, proyectos ni voluntariados.',
  };
}

function ordenMerito(cv: CvAfinidad): Bruto {
  const m = ORDEN_MERITO[cv.orden_merito];
  return {
    clave: 'orden_merito',
    etiqueta: 'Orden de mérito',
    base: PESOS_AFINIDAD.ordenMerito,
    fraccion: m?.fraccion ?? 0,
    detalle: m?.texto ?? 'No indica orden de mérito.',
  };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The score and its explanation. Deterministic: the same offer and CV always give the same detail. */
export function calcularAfinidad(o: OfertaAfinidad, cv: CvAfinidad): AfinidadDetalle {
  const propio = nivelPostulante(cv.tipo_carrera, cv.estado_estudios);
  const brutos = [
    carrera(o, cv),
    nivel(o, propio),
    ciclo(o, cv, propio),
    ...requisitos('conocimiento', o.conocimientos ?? [], cv.conocimientos),
    ...requisitos('idioma', o.idiomas ?? [], cv.idiomas),
    region(o, cv),
    experiencia(cv),
    ordenMerito(cv),
  ].filter((b): b is Bruto => b !== null);
  const total = brutos.reduce((s, b) => s + b.base, 0);
  let suma = 0;
  const criterios = brutos.map((b): CriterioAfinidad => {
    const peso = (b.base * 100) / total;
    const puntos = peso * b.fraccion;
    suma += puntos;
    return {
      clave: b.clave,
      etiqueta: b.etiqueta,
      peso: round1(peso),
      puntos: round1(puntos),
      cumple: cumpleDe(b.fraccion),
      detalle: b.detalle,
    };
  });
  return { version: 1, puntaje: Math.max(0, Math.min(100, Math.round(suma))), criterios };
}
