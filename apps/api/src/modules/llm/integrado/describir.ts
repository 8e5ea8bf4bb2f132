/**
 * The criteria in one Spanish sentence, shown back to the recruiter above the results ("Estudiantes universitarios
 * de Ingeniería Industrial, en Arequipa, con inglés intermedio o más y experiencia en logística").
 */
import type { CriteriosAsistente, LugarAmbiguo } from '@practiperu/shared/asistente';
import { cicloSoloDeEstudiantes, textoLargoPedido } from '@practiperu/shared/asistente';
import {
  ESTADO_TEXTO,
  MERITO_TEXTO,
  type NombresResumen,
  enumerar,
  exclusionesDichas,
  sujeto,
  textoCiclo,
  textoItems,
  textoLugar,
  textoLugares,
} from '@practiperu/shared/asistente-resumen';
import { CARRERAS_POR_FAMILIA, CARRERAS_POR_PALABRA } from './datos.ts';

/** The 25 regions by id 1–25 (INEI order, as listLugares); 0 is no place (Virtual), 26 abroad. */
export const REGIONES: Record<number, string> = {
  1: 'Amazonas',
  2: 'Áncash',
  3: 'Apurímac',
  4: 'Arequipa',
  5: 'Ayacucho',
  6: 'Cajamarca',
  7: 'Callao',
  8: 'Cusco',
  9: 'Huancavelica',
  10: 'Huánuco',
  11: 'Ica',
  12: 'Junín',
  13: 'La Libertad',
  14: 'Lambayeque',
  15: 'Lima',
  16: 'Loreto',
  17: 'Madre de Dios',
  18: 'Moquegua',
  19: 'Pasco',
  20: 'Piura',
  21: 'Puno',
  22: 'San Martín',
  23: 'Tacna',
  24: 'Tumbes',
  25: 'Ucayali',
};

/**
 * The regions (ids, INEI order) a district or province name lies in; [] when unknown. From the cached vocabulary
 * (index.ts `regionesDeLugares`): the sentence needs it to say that a plain name matches in several regions.
 */
export type RegionesDe = (nombre: string) => number[];

/** The plain place names asked that match in more than one region ("Miraflores": Arequipa and Lima). */
export function lugaresAmbiguos(c: Pick<CriteriosAsistente, 'distritos'>, regionesDe: RegionesDe): LugarAmbiguo[] {
  return c.distritos.flatMap((d) => {
    if (typeof d !== 'string') return [];
    const ids = regionesDe(d);
    return ids.length > 1 ? [{ nombre: d, regiones: ids.map((id) => REGIONES[id] ?? String(id)) }] : [];
  });
}

export function textoEgreso(desde: number | null, hasta: number | null): string | null {
  if (desde === null && hasta === null) return null;
  if (desde !== null && hasta !== null) return desde === hasta ? `egreso en ${desde}` : `egreso entre ${desde} y ${hasta}`;
  if (desde !== null) return `egreso desde ${desde}`;
  return `egreso hasta ${hasta}`;
}

/** The years studies began, as a reason says them («ingreso en 2022»). */
export function textoIngreso(desde: number | null, hasta: number | null): string | null {
  if (desde === null && hasta === null) return null;
  if (desde !== null && hasta !== null) return desde === hasta ? `ingreso en ${desde}` : `ingreso entre ${desde} y ${hasta}`;
  if (desde !== null) return `ingreso desde ${desde}`;
  return `ingreso hasta ${hasta}`;
}

/** The years studies began in the summary («que ingresaron en 2022»). */
function ingresaron(desde: number | null, hasta: number | null): string | null {
  if (desde === null && hasta === null) return null;
  if (desde !== null && hasta !== null) return desde === hasta ? `que ingresaron en ${desde}` : `que ingresaron entre ${desde} y ${hasta}`;
  if (desde !== null) return `que ingresaron desde ${desde}`;
  return `que ingresaron hasta ${hasta}`;
}

/** The graduation years in the summary, after any subject («Egresados de la promoción 2023»). */
function promocion(desde: number | null, hasta: number | null): string | null {
  if (desde === null && hasta === null) return null;
  if (desde !== null && hasta !== null) return desde === hasta ? `de la promoción ${desde}` : `de las promociones ${desde} a ${hasta}`;
  if (desde !== null) return `de la promoción ${desde} en adelante`;
  return `de la promoción ${hasta} o anteriores`;
}

const FAMILIAS = new Set(CARRERAS_POR_FAMILIA);
/**
 * A career as said back: a family read from its first word («Ingeniería (todas sus carreras)») or a word several
 * careers' names hold (datos.ts CARRERAS_POR_PALABRA: «Informática (cualquier carrera con «Informática» en su
 * nombre)») says that it finds them all.
 */
function textoCarrera(n: string): string {
  if (FAMILIAS.has(n)) return `${n} (todas sus carreras)`;
  return CARRERAS_POR_PALABRA.includes(n) ? `${n} (cualquier carrera con «${n}» en su nombre)` : n;
}

/**
 * The names the summary and the reasons take from the API's reference data: the regions, how a career is said back
 * and, given the cached vocabulary, the regions of a plain place name (a name found in several says them all).
 */
export function nombresResumen(regionesDe?: RegionesDe): NombresResumen {
  return { region: (id) => REGIONES[id] ?? String(id), carrera: textoCarrera, ...(regionesDe && { regionesDe }) };
}

/**
 * The parts of the request set aside that take the 100 % away: all but the protected traits, which are refused with
 * their own message and leave the rest answered as if they had not been written.
 */
export function sinUsar(c: Pick<CriteriosAsistente, 'ignorados'>): NonNullable<CriteriosAsistente['ignorados']> {
  return (c.ignorados ?? []).filter((x) => x.motivo !== 'protegido');
}

/** Said back when part of the request was not used: the ranking then gives nobody 100 %. */
export const NADIE_AL_100 = 'Nadie aparece al 100 %: parte de tu consulta no se usó';

const ORDEN_TEXTO: Record<NonNullable<CriteriosAsistente['orden']>, string> = {
  experiencia: 'primero los de más experiencia',
  ciclo: 'primero los de ciclo más avanzado',
  afinidad: 'primero los de más afinidad con la oferta',
  merito: 'primero los de mejor orden de mérito',
};

/**
 * The criteria in one Spanish sentence (no final period). With `regionesDe`, a plain place name found in several
 * regions names them ("en Miraflores (Arequipa o Lima)"); without it, places are said as asked.
 */
export function describirConsulta(c: CriteriosAsistente, regionesDe?: RegionesDe): string {
  // Several groups: each said as a request of its own («Por un lado, … Por otro, …»).
  const { grupos, ...uno } = c;
  if ((grupos ?? []).length > 0) {
    const minuscula = (t: string) => `${t.charAt(0).toLowerCase()}${t.slice(1)}`;
    return [uno, ...grupos!]
      .map((g, n) => `${n === 0 ? 'Por un lado' : 'Por otro'}, ${minuscula(describirConsulta(g as CriteriosAsistente, regionesDe))}`)
      .join('. ');
  }
  const nombres = nombresResumen(regionesDe);
  const partes: string[] = [];
  let inicio = sujeto(c.niveles);
  if (c.carreras.length > 0) inicio += ` de ${enumerar(c.carreras.map(textoCarrera))}`;
  partes.push(inicio);
  const ciclo = textoCiclo(c.ciclo_min, c.ciclo_max, c.ciclo_del_final === true, c.ciclo_proporcional === true);
  if (ciclo) partes.push(cicloSoloDeEstudiantes(c) ? `(los estudiantes ${ciclo})` : ciclo);
  const egreso = promocion(c.egreso_desde, c.egreso_hasta);
  if (egreso) partes.push(egreso);
  const ingreso = ingresaron(c.ingreso_desde ?? null, c.ingreso_hasta ?? null);
  if (ingreso) partes.push(ingreso);
  // «Lima provincias»: the region of Lima with Lima Metropolitana ruled out is said as such, not as all of Lima.
  const sinLima = (c.excluir?.distritos ?? []).some((d) => textoLugar(d, nombres) === 'Lima Metropolitana');
  const lugares = textoLugares(c, nombres).map((t, n) => (sinLima && n < c.regiones.length && c.regiones[n] === 15 ? 'Lima (región)' : t));
  if (lugares.length > 0) partes.push(`en ${enumerar(lugares)}`);
  if (c.orden_merito) partes.push(`del ${MERITO_TEXTO[c.orden_merito]}`);
  const con = [...textoItems(c.idiomas, (n) => n.toLowerCase()), ...textoItems(c.conocimientos, (n) => n)];
  const largo = c.experiencia === false ? null : textoLargoPedido(c);
  if (c.experiencia === true) {
    const de =
      c.experiencia_en.length > 0
        ? `experiencia en ${enumerar(c.experiencia_en, c.experiencia_en_todas ? 'y' : 'o')}`
        : 'experiencia laboral';
    con.push(largo !== null ? `${largo} de ${de}` : de);
  } else if (largo !== null) con.push(`${largo} de experiencia laboral (o sin experiencia)`);
  if (con.length > 0) partes.push(`con ${enumerar(con, 'y')}`);
  if (c.experiencia === false) partes.push('sin experiencia laboral');
  const instituciones = c.instituciones ?? [];
  if (instituciones.length > 0) partes.push(`de ${enumerar(instituciones)}`);
  if (c.gestion) partes.push(c.gestion === 'privada' ? 'de universidades privadas' : 'de universidades públicas (nacionales)');
  if (c.licencia === true) partes.push('con licencia de conducir');
  if (c.licencia === false) partes.push('sin licencia de conducir');
  const estados = c.estados ?? [];
  if (estados.length > 0) partes.push(`solo ${enumerar(estados.map((e) => ESTADO_TEXTO[e] ?? String(e)))}`);
  // "que no estén descartados" (decisions when the query was asked).
  const excluidos = c.excluir_estados ?? [];
  if (excluidos.length > 0) {
    const frases = [...(excluidos.includes(1) ? ['estén descartados'] : []), ...(excluidos.includes(3) ? ['sean finalistas'] : [])];
    partes.push(`que no ${frases.join(' ni ')}`);
  }
  if (c.revisado === false) partes.push('que aún no revisaste (sin leer)');
  if (c.revisado === true) partes.push('que ya revisaste (leídos)');
  if (c.orden) partes.push(ORDEN_TEXTO[c.orden]);
  // "Postulantes con Python…": a bare subject is not followed by a comma.
  // An order alone after it reads as a clause of its own ("Los 5 mejores postulantes, primero los de más experiencia").
  const frase =
    c.carreras.length === 0 && partes.length > 1 && !(partes.length === 2 && c.orden)
      ? `${partes[0]} ${partes.slice(1).join(', ')}`
      : partes.join(', ');
  // "los 3 mejores": "Los 3 mejores estudiantes de …".
  const resto = `${frase.charAt(0).toLowerCase()}${frase.slice(1)}`;
  const principal = c.limite === 1 ? `El mejor de los ${resto}` : c.limite ? `Los ${c.limite} mejores ${resto}` : frase;
  // What is ruled out and the soft words, said back as such (never as requirements).
  const extras = [
    ...exclusionesDichas(c, nombres).map((d) => `${d.etiqueta}: ${[...d.partes, ...(d.aclaracion ? [d.aclaracion] : [])].join(', ')}`),
    ...(c.palabras_clave.length > 0 ? [`Palabras consideradas: ${c.palabras_clave.join(', ')}, sin exigirlas`] : []),
    // "100 %" is a promise (ranking.ts puntajeFinal): said whenever part of the request was set aside, except a
    // protected trait, which is refused and answered as if absent.
    ...(sinUsar(c).length > 0 ? [NADIE_AL_100] : []),
  ];
  return extras.length > 0 ? `${principal}. ${extras.join('. ')}` : principal;
}
