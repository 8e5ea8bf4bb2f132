/**
 * How the assistant says back what a request rules out, prefers or prefers absent («Excluye: Lima, Callao», «Prefiere:
 * quinto superior, sin exigirlo», «Prefiere que no: descartados, sin excluir a nadie»), with the pieces of wording it
 * is made of (places, cycles, levels, knowledge and languages). The API writes it into the one-sentence summary that
 * history and exports keep; the web shows each part as a chip.
 *
 * Names that need the reference data come from the caller (NombresResumen): the regions by id, the regions a plain
 * place name lies in, and how a career is said back.
 */
import type { CriteriosAsistente, ExclusionesAsistente, ItemConNivel, LugarPedido } from './asistente.ts';

/** The names the summary needs from the reference data. */
export interface NombresResumen {
  /** A region (1–25, INEI order, as listLugares) by its id. */
  region: (id: number) => string;
  /**
   * The regions (ids, INEI order) a plain district or province name lies in; [] when unknown. A name found in several
   * is said with them all ("Miraflores (Arequipa o Lima)"). Without it, places are said as asked.
   */
  regionesDe?: (nombre: string) => number[];
  /** A career as said back (a family, «Ingeniería (todas sus carreras)»); its name by default. */
  carrera?: (nombre: string) => string;
}

const ROMANOS = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
/** A cycle as the CV writes it (8 → VIII). */
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
 * A place asked: "Miraflores", or "Miraflores (Arequipa)" for the one of that region (read back the same way); a
 * plain name that lies in several regions says them all, "Miraflores (Arequipa o Lima)", so that the recruiter sees
 * it matches both.
 */
export function textoLugar(d: LugarPedido, nombres: NombresResumen): string {
  // The province of Lima by the name the parser reads back as it (a bare «Lima» reads as the region).
  if ((typeof d === 'string' ? d : d.nombre) === 'Lima' && (typeof d === 'string' || d.id_region === 15)) return 'Lima Metropolitana';
  if (typeof d !== 'string') return `${d.nombre} (${nombres.region(d.id_region)})`;
  const ids = nombres.regionesDe?.(d) ?? [];
  return ids.length > 1 ? `${d} (${enumerar(ids.map(nombres.region))})` : d;
}

/** The places asked, regions first: alternatives, any one of them holds. */
export function textoLugares(c: Pick<CriteriosAsistente, 'regiones' | 'distritos'>, nombres: NombresResumen): string[] {
  return [...c.regiones.map(nombres.region), ...c.distritos.map((d) => textoLugar(d, nombres))];
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

/** A level is a minimum (the top level needs no «o más»), or that level alone (solo_nivel: «que no tengan inglés básico»). */
const nivelTexto = (i: Pick<ItemConNivel, 'nivel' | 'solo_nivel'>) =>
  !i.nivel ? '' : i.solo_nivel ? ` ${i.nivel} (solo ese nivel)` : ` ${i.nivel}${i.nivel === 'avanzado' ? '' : ' o más'}`;

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
    if (!Array.isArray(x)) out.push(`${nombre(x.nombre)}${nivelTexto(x)}`);
    else if (new Set(x.map(nivelTexto)).size === 1) out.push(`${enumerar(x.map((i) => nombre(i.nombre)))}${nivelTexto(x[0]!)}`);
    // A member without a level before one with a level says so: "francés o portugués básico" would read as both.
    else out.push(enumerar(x.map((i, n) => `${nombre(i.nombre)}${i.nivel || n === x.length - 1 ? nivelTexto(i) : ' (cualquier nivel)'}`)));
  }
  return out;
}

/** A university bound as a technical student's, in proportion to a six-cycle career (ciclo_proporcional). */
export const cicloTecnicoProporcional = (x: number | null, cota: 'min' | 'max'): number | null =>
  x === null ? null : cota === 'min' ? Math.max(1, Math.ceil((x * 6) / 10)) : Math.max(1, Math.floor((x * 6) / 10));

export function textoCiclo(min: number | null, max: number | null, delFinal = false, proporcional = false): string | null {
  if (min === null && max === null) return null;
  // In proportion to a technical career: said with the technical range beside it.
  if (proporcional) {
    const tecnico = textoCiclo(cicloTecnicoProporcional(min, 'min'), cicloTecnicoProporcional(max, 'max'));
    return `${textoCiclo(min, max)} (${tecnico} si es técnico)`;
  }
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

/** What is excluded, each kind as one text ("Lima, Callao", "inglés avanzado o más", "egresados"). */
export function textoExclusiones(x: ExclusionesAsistente, nombres: NombresResumen): string[] {
  const out: string[] = [];
  out.push(...(x.carreras ?? []).map((n) => nombres.carrera?.(n) ?? n));
  if ((x.niveles ?? []).length > 0) out.push(sujeto(x.niveles ?? []).toLowerCase());
  const ciclo = textoCiclo(x.ciclo_min ?? null, x.ciclo_max ?? null, x.ciclo_del_final === true, x.ciclo_proporcional === true);
  if (ciclo) out.push(`estudiantes ${ciclo}`);
  out.push(...textoLugares({ regiones: x.regiones ?? [], distritos: x.distritos ?? [] }, nombres));
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
 * How each set is said: its label, and what a soft one adds after its parts (a preference never requires, a
 * preference for absence never leaves anyone out).
 */
export const EXCLUSIONES_DICHAS = {
  excluir: { etiqueta: 'Excluye', aclaracion: null },
  preferir: { etiqueta: 'Prefiere', aclaracion: 'sin exigirlo' },
  evitar: { etiqueta: 'Prefiere que no', aclaracion: 'sin excluir a nadie' },
} as const satisfies Record<'excluir' | 'preferir' | 'evitar', { etiqueta: string; aclaracion: string | null }>;

/**
 * What a request rules out, prefers and prefers absent, in that order, each set with its label and its parts (none
 * when empty): the summary says a set as «Excluye: Lima, Callao» (with its aclaración after the parts), the chips
 * one part each («Excluye: Lima»).
 */
export function exclusionesDichas(
  c: Pick<CriteriosAsistente, 'excluir' | 'preferir' | 'evitar'>,
  nombres: NombresResumen,
): { etiqueta: string; aclaracion: string | null; partes: string[] }[] {
  return (['excluir', 'preferir', 'evitar'] as const).flatMap((clase) => {
    const partes = textoExclusiones(c[clase] ?? {}, nombres);
    return partes.length > 0 ? [{ ...EXCLUSIONES_DICHAS[clase], partes }] : [];
  });
}
