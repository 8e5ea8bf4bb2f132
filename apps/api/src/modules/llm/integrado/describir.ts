/**
 * The criteria in one Spanish sentence, shown back to the recruiter above the results ("Estudiantes universitarios
 * de Ingeniería Industrial, en Arequipa, con inglés intermedio o más y experiencia en logística").
 */
import type { CriteriosAsistente, ExclusionesAsistente, ItemConNivel, LugarAmbiguo, LugarPedido } from '@practiperu/shared/asistente';
import { textoLargoPedido } from '@practiperu/shared/asistente';
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

const ROMANOS = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
export const romano = (n: number) => ROMANOS[n] ?? String(n);

export const MERITO_TEXTO: Record<NonNullable<CriteriosAsistente['orden_merito']>, string> = {
  primero: 'primer puesto',
  decimo: 'décimo superior',
  quinto: 'quinto superior',
  tercio: 'tercio superior',
  medio: 'medio superior',
};

/** The application decisions (ESTADO_POSTULANTE) as the recruiter reads them. */
export const ESTADO_TEXTO: Record<number, string> = { 0: 'sin decisión', 1: 'descartados', 2: 'en proceso', 3: 'finalistas' };

/** "a", "a o b", "a, b o c" (or "y", or "ni" after a denial). */
export function enumerar(items: string[], conjuncion: 'o' | 'y' | 'ni' = 'o'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjuncion} ${items[items.length - 1]}`;
}

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

/**
 * A place asked: "Miraflores", or "Miraflores (Arequipa)" for the one of that region (read back the same way); a
 * plain name that lies in several regions says them all, "Miraflores (Arequipa o Lima)", so that the recruiter sees
 * it matches both.
 */
export function textoLugar(d: LugarPedido, regionesDe?: RegionesDe): string {
  // The province of Lima by the name the parser reads back as it (a bare «Lima» reads as the region).
  if ((typeof d === 'string' ? d : d.nombre) === 'Lima' && (typeof d === 'string' || d.id_region === 15)) return 'Lima Metropolitana';
  if (typeof d !== 'string') return `${d.nombre} (${REGIONES[d.id_region] ?? d.id_region})`;
  const ids = regionesDe?.(d) ?? [];
  return ids.length > 1 ? `${d} (${enumerar(ids.map((id) => REGIONES[id] ?? String(id)))})` : d;
}

/** The places asked, regions first: alternatives, any one of them holds. */
export function textoLugares(c: Pick<CriteriosAsistente, 'regiones' | 'distritos'>, regionesDe?: RegionesDe): string[] {
  return [...c.regiones.map((id) => REGIONES[id] ?? String(id)), ...c.distritos.map((d) => textoLugar(d, regionesDe))];
}

/** Who the levels describe, as the subject of the sentence. */
export function sujeto(niveles: number[]): string {
  const k = [...new Set(niveles)].sort((a, b) => a - b).join(',');
  const conocidos: Record<string, string> = {
    '': 'Postulantes',
    '3': 'Estudiantes técnicos',
    '4': 'Egresados técnicos',
    '6': 'Estudiantes universitarios',
    '7': 'Egresados universitarios',
    '8': 'Bachilleres',
    '3,6': 'Estudiantes',
    '4,7,8': 'Egresados',
    '4,7': 'Egresados',
    '7,8': 'Egresados universitarios',
    '3,4': 'Técnicos (estudiantes o egresados)',
    '6,7,8': 'Universitarios (estudiantes o egresados)',
    '3,4,6,7,8': 'Estudiantes o egresados',
  };
  if (conocidos[k]) return conocidos[k]!;
  const nombres: Record<number, string> = {
    3: 'estudiantes técnicos',
    4: 'egresados técnicos',
    6: 'estudiantes universitarios',
    7: 'egresados universitarios',
    8: 'bachilleres',
  };
  const texto = enumerar(niveles.map((n) => nombres[n] ?? String(n)));
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}

const nivelTexto = (nivel: string | null) => (nivel ? ` ${nivel}${nivel === 'avanzado' ? '' : ' o más'}` : '');

/**
 * Knowledge or languages as read back: one text per required item ("inglés intermedio o más") and per group of
 * alternatives ("francés o portugués", "francés o portugués avanzado" when they share the level, else each with its
 * own: "inglés avanzado o portugués", "francés (cualquier nivel) o portugués básico o más"), so that the sentence
 * reads back to the same criteria.
 */
export function textoItems(items: ItemConNivel[], nombre: (n: string) => string): string[] {
  const out: string[] = [];
  const grupos = new Map<number, ItemConNivel[]>();
  const orden: (ItemConNivel | ItemConNivel[])[] = [];
  for (const item of items) {
    if (typeof item.grupo !== 'number') orden.push(item);
    else if (grupos.has(item.grupo)) grupos.get(item.grupo)!.push(item);
    else {
      const g = [item];
      grupos.set(item.grupo, g);
      orden.push(g);
    }
  }
  for (const x of orden) {
    if (!Array.isArray(x) && x.solo_nivel && x.nivel) out.push(`${nombre(x.nombre)} ${x.nivel} (solo ese nivel)`);
    else if (!Array.isArray(x)) out.push(`${nombre(x.nombre)}${nivelTexto(x.nivel)}`);
    else if (new Set(x.map((i) => i.nivel)).size === 1) out.push(`${enumerar(x.map((i) => nombre(i.nombre)))}${nivelTexto(x[0]!.nivel)}`);
    // A member without a level before one with a level says so: "francés o portugués básico" would read as both.
    else
      out.push(
        enumerar(x.map((i, n) => `${nombre(i.nombre)}${i.nivel || n === x.length - 1 ? nivelTexto(i.nivel) : ' (cualquier nivel)'}`)),
      );
  }
  return out;
}

export function textoCiclo(min: number | null, max: number | null, delFinal = false): string | null {
  if (min === null && max === null) return null;
  // Counted from the end of the career (ciclo_del_final): said as the years the parser reads back the same.
  if (delFinal) {
    if (min === 9 && max === 10) return 'de último año';
    if (min === 7 && max === 8) return 'de penúltimo año';
    if (min === 7 && max === 10) return 'de último o penúltimo año';
    if (min === 10 && max === 10) return 'de último ciclo';
    const tec = (x: number | null) => (x === null ? null : Math.max(1, x - 4));
    return `${textoCiclo(min, max)} (${textoCiclo(tec(min), tec(max))} si es técnico)`;
  }
  if (min !== null && max !== null) return min === max ? `de ${romano(min)} ciclo` : `entre ${romano(min)} y ${romano(max)} ciclo`;
  if (min !== null) return `de ${romano(min)} ciclo en adelante`;
  return `hasta ${romano(max!)} ciclo`;
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

/** What is excluded, each kind as one text ("Lima, Callao", "inglés avanzado o más", "egresados"). */
export function textoExclusiones(x: ExclusionesAsistente, regionesDe?: RegionesDe): string[] {
  const out: string[] = [];
  out.push(...(x.carreras ?? []).map(textoCarrera));
  if ((x.niveles ?? []).length > 0) out.push(sujeto(x.niveles ?? []).toLowerCase());
  const ciclo = textoCiclo(x.ciclo_min ?? null, x.ciclo_max ?? null, x.ciclo_del_final === true);
  if (ciclo) out.push(`estudiantes ${ciclo}`);
  out.push(...textoLugares({ regiones: x.regiones ?? [], distritos: x.distritos ?? [] }, regionesDe));
  out.push(...textoItems(x.idiomas ?? [], (n) => n.toLowerCase()));
  out.push(...textoItems(x.conocimientos ?? [], (n) => n));
  out.push(...(x.instituciones ?? []));
  out.push(...(x.estados ?? []).map((e) => ESTADO_TEXTO[e] ?? String(e)));
  if ((x.experiencia_en ?? []).length > 0) out.push(`experiencia en ${enumerar(x.experiencia_en ?? [])}`);
  // «medio superior» holds every merit rank: ruled out or preferred, it is any of them.
  if (x.orden_merito) out.push(x.orden_merito === 'medio' ? 'cualquier orden de mérito' : MERITO_TEXTO[x.orden_merito]);
  if (x.experiencia === true) out.push('con experiencia laboral');
  if (x.experiencia === false) out.push('sin experiencia laboral');
  if (x.licencia === true) out.push('con licencia de conducir');
  if (x.licencia === false) out.push('sin licencia de conducir');
  if (x.revisado === false) out.push('sin leer');
  if (x.revisado === true) out.push('leídos');
  return out;
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
  const partes: string[] = [];
  let inicio = sujeto(c.niveles);
  if (c.carreras.length > 0) inicio += ` de ${enumerar(c.carreras.map(textoCarrera))}`;
  partes.push(inicio);
  const ciclo = textoCiclo(c.ciclo_min, c.ciclo_max, c.ciclo_del_final === true);
  if (ciclo) partes.push(ciclo);
  const egreso = promocion(c.egreso_desde, c.egreso_hasta);
  if (egreso) partes.push(egreso);
  const ingreso = ingresaron(c.ingreso_desde ?? null, c.ingreso_hasta ?? null);
  if (ingreso) partes.push(ingreso);
  // «Lima provincias»: the region of Lima with Lima Metropolitana ruled out is said as such, not as all of Lima.
  const sinLima = (c.excluir?.distritos ?? []).some((d) => textoLugar(d) === 'Lima Metropolitana');
  const lugares = textoLugares(c, regionesDe).map((t, n) =>
    sinLima && n < c.regiones.length && c.regiones[n] === 15 ? 'Lima (región)' : t,
  );
  if (lugares.length > 0) partes.push(`en ${enumerar(lugares)}`);
  if (c.orden_merito) partes.push(`del ${MERITO_TEXTO[c.orden_merito]}`);
  const con = [...textoItems(c.idiomas, (n) => n.toLowerCase()), ...textoItems(c.conocimientos, (n) => n)];
  const largo = c.experiencia === false ? null : textoLargoPedido(c);
  if (c.experiencia === true) {
    const de = c.experiencia_en.length > 0 ? `experiencia en ${enumerar(c.experiencia_en)}` : 'experiencia laboral';
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
  const fuera = c.excluir ? textoExclusiones(c.excluir, regionesDe) : [];
  const preferido = c.preferir ? textoExclusiones(c.preferir, regionesDe) : [];
  const evitado = c.evitar ? textoExclusiones(c.evitar, regionesDe) : [];
  const extras = [
    ...(fuera.length > 0 ? [`Excluye: ${fuera.join(', ')}`] : []),
    ...(preferido.length > 0 ? [`Prefiere: ${preferido.join(', ')}, sin exigirlo`] : []),
    ...(evitado.length > 0 ? [`Prefiere que no: ${evitado.join(', ')}, sin excluir a nadie`] : []),
    ...(c.palabras_clave.length > 0 ? [`Palabras consideradas: ${c.palabras_clave.join(', ')}, sin exigirlas`] : []),
    // "100 %" is a promise (ranking.ts puntajeFinal): said whenever part of the request was set aside, except a
    // protected trait, which is refused and answered as if absent.
    ...(sinUsar(c).length > 0 ? [NADIE_AL_100] : []),
  ];
  return extras.length > 0 ? `${principal}. ${extras.join('. ')}` : principal;
}
