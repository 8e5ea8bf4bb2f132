/**
 * The matching rules as pure functions (docs/matching.md): which offers an applicant sees as "Ofertas para ti", in
 * which list, in which order, and how an application's status reads. The SQL of matching.repository.ts asks the
 * database the same questions; matching.rules.test.ts pins the rules and the HTTP tests (matching.test.ts) check that
 * the SQL gives the same answers.
 */
import { addDays, limaToday } from '@practiperu/shared/dates';
import { ESTADO_OFERTA, ESTADO_PAGO, esVigente, type Modalidad } from '@practiperu/shared/oferta';
import { ESTADO_POSTULACION_TEXTO, type EstadoPostulacionClave, type Frecuencia } from '@practiperu/shared/postulacion';
import { toClave } from '@practiperu/shared/text';

/** An applicant's study level: 3/4 technical student/graduate, 6/7/8 university student/graduate/bachelor. */
export type NivelCodigo = 3 | 4 | 6 | 7 | 8;

const ESTUDIANTE = 0;
const TECNICA = 0;
const UNIVERSITARIA = 1;

/**
 * tipo_carrera × estado_estudios → level code. Técnica: Estudiante 3, Egresado 4, Bachiller 4 (a technical
 * bachelor counts as a graduate). Universitaria: Estudiante 6, Egresado 7, Bachiller 8. Null when either is unknown.
 */
export function nivelPostulante(tipoCarrera: number | null | undefined, estadoEstudios: number | null | undefined): NivelCodigo | null {
  if (estadoEstudios !== 0 && estadoEstudios !== 1 && estadoEstudios !== 2) return null;
  if (tipoCarrera === TECNICA) return estadoEstudios === ESTUDIANTE ? 3 : 4;
  if (tipoCarrera === UNIVERSITARIA) return ([6, 7, 8] as const)[estadoEstudios];
  return null;
}

/** Students do pre-professional internships (3, 6), graduates and bachelors professional ones (4, 7, 8). */
export function modalidadDeNivel(nivel: NivelCodigo): Modalidad {
  return nivel === 3 || nivel === 6 ? 'PREPROFESIONAL' : 'PROFESIONAL';
}

/** What matching reads from an applicant's CV, already interpreted. */
export interface PerfilMatching {
  nivel: NivelCodigo;
  modalidad: Modalidad;
  /** Students: the offer cycle code that matches them (ciclo_actual − 1); null for graduates. */
  ciclo: number | null;
  /** Graduates and bachelors: their exit year (fecha_egreso); null for students. */
  anioEgreso: number | null;
  /** The career key (claves), normalized again so a stored key with accents or capitals still matches. */
  clave: string;
  /** Their department (1–25); null when unknown. */
  idRegion: number | null;
}

export interface PostulanteMatchable {
  tipo_carrera: number | null;
  estado_estudios: number | null;
  ciclo_actual: number;
  fecha_egreso: string | null;
  claves: string | null;
  id_region: number | null;
}

/** The applicant's matching profile; null when the CV lacks the level or the career (the required-data gate asks for both). */
export function perfilMatching(p: PostulanteMatchable): PerfilMatching | null {
  const nivel = nivelPostulante(p.tipo_carrera, p.estado_estudios);
  const clave = p.claves ? toClave(p.claves) : '';
  if (nivel === null || clave === '') return null;
  const estudiante = nivel === 3 || nivel === 6;
  const anio = p.fecha_egreso ? Number(p.fecha_egreso.slice(0, 4)) : null;
  return {
    nivel,
    modalidad: modalidadDeNivel(nivel),
    ciclo: estudiante ? p.ciclo_actual - 1 : null,
    anioEgreso: estudiante ? null : anio,
    clave,
    idRegion: p.id_region,
  };
}

/** The offer columns the rules read. */
export interface OfertaMatchable {
  estado: number;
  publicar: number;
  finaliza: Date | string | null;
  eliminado_en: Date | string | null;
  /** A Lima day, inclusive. */
  fin_convocatoria: string;
  oferta_publica: number;
  idniveltec: number;
  idniveluniv: number;
  idnivelotros: number;
  modalidad: string;
  ciclo: number[];
  ciclo_tecnico: number[];
  fecha_egreso: number[];
  claves: string[];
  id_region: number;
}

/** Why an offer does not match, in the order the rules are checked. */
export type Motivo = 'no_visible' | 'vencida' | 'nivel' | 'modalidad' | 'ciclo' | 'egreso' | 'carrera';

/** Approved, shown by the company, not finished, not removed (the deadline is `abierta`'s business). */
export function visible(o: Pick<OfertaMatchable, 'estado' | 'publicar' | 'finaliza' | 'eliminado_en'>): boolean {
  return o.estado === ESTADO_OFERTA.APROBADA && o.publicar === 1 && !o.finaliza && !o.eliminado_en;
}

/** Visible and its deadline (a Lima day, inclusive) not passed at `now`. */
export function abierta(o: Pick<OfertaMatchable, 'estado' | 'publicar' | 'finaliza' | 'eliminado_en' | 'fin_convocatoria'>, now: Date) {
  return visible(o) && o.fin_convocatoria >= limaToday(now);
}

function niveles(o: OfertaMatchable): number[] {
  return [o.idniveltec, o.idniveluniv, o.idnivelotros].filter((n) => n !== 0);
}

/**
 * Every rule the offer breaks for this applicant; empty = it matches. An informational offer may have no
 * level and no career: then it is open to every level and career; the other rules are the same.
 */
export function motivos(o: OfertaMatchable, p: PerfilMatching, now: Date): Motivo[] {
  const out: Motivo[] = [];
  if (!visible(o)) out.push('no_visible');
  else if (o.fin_convocatoria < limaToday(now)) out.push('vencida');
  const informativaAbierta = o.oferta_publica === 1;
  const lv = niveles(o);
  if (!(informativaAbierta && lv.length === 0)) {
    if (!lv.includes(p.nivel)) out.push('nivel');
    else if (o.modalidad !== p.modalidad) out.push('modalidad');
  }
  if (p.nivel === 6 && o.ciclo.length > 0 && !o.ciclo.includes(p.ciclo ?? -1)) out.push('ciclo');
  if (p.nivel === 3 && o.ciclo_tecnico.length > 0 && !o.ciclo_tecnico.includes(p.ciclo ?? -1)) out.push('ciclo');
  if (p.modalidad === 'PROFESIONAL' && o.fecha_egreso.length > 0 && !o.fecha_egreso.includes(p.anioEgreso ?? -1)) out.push('egreso');
  if (!(informativaAbierta && o.claves.length === 0) && !o.claves.map(toClave).includes(p.clave)) out.push('carrera');
  return out;
}

export function coincide(o: OfertaMatchable, p: PerfilMatching, now: Date): boolean {
  return motivos(o, p, now).length === 0;
}

/**
 * `recommended` = the applicant's department plus virtual offers (id_region 0); `recommendedProfile` = the
 * other departments (and abroad, 26); `recommendedBothProfile` = both.
 */
export type Ambito = 'region' | 'otras' | 'todas';

export function enAmbito(idRegionOferta: number, idRegionPostulante: number | null, ambito: Ambito): boolean {
  const propia = idRegionOferta === 0 || idRegionOferta === idRegionPostulante;
  return ambito === 'todas' || (ambito === 'region' ? propia : !propia);
}

/** Featured with a validated payment: shown first. */
export function destacada(o: { destacado_desde: Date | string | null; estado_pago: number | null }): boolean {
  return o.destacado_desde !== null && o.estado_pago === ESTADO_PAGO.VALIDADO;
}

/** The order of every applicant list: validated featured offers first, then the newest published, then the id. */
export function compararRecomendadas(
  a: { id: number; destacado_desde: Date | string | null; estado_pago: number | null; fecha_publicacion: Date | string | null },
  b: { id: number; destacado_desde: Date | string | null; estado_pago: number | null; fecha_publicacion: Date | string | null },
): number {
  const d = Number(destacada(b)) - Number(destacada(a));
  if (d !== 0) return d;
  const ta = a.fecha_publicacion ? new Date(a.fecha_publicacion).getTime() : -Infinity;
  const tb = b.fecha_publicacion ? new Date(b.fecha_publicacion).getTime() : -Infinity;
  if (ta !== tb) return tb > ta ? 1 : -1;
  return b.id - a.id;
}

// ------------------------------------------------------------------ what the applicant reads

/**
 * An application's status as the applicant reads it. Cancelled wins; then the recruiter's decision (3 finalist, 2 in
 * process, 1 discarded = not selected); an undecided one reads 'CV visto' once the recruiter opened it, 'Recibida'
 * before. The offer finishing changes none of it: closing the call is not a decision on anybody.
 */
export function estadoPostulacion(p: { estado: number; revisado: number; eliminado_en: Date | string | null }): {
  clave: EstadoPostulacionClave;
  texto: string;
} {
  const clave: EstadoPostulacionClave = p.eliminado_en
    ? 'cancelada'
    : p.estado === 3
      ? 'finalista'
      : p.estado === 1
        ? 'no_seleccionada'
        : p.estado === 2
          ? 'en_proceso'
          : p.revisado === 1
            ? 'cv_visto'
            : 'recibida';
  return { clave, texto: ESTADO_POSTULACION_TEXTO[clave] };
}

/** The offer's estado as an applicant sees it: Pendiente, Vigente while open, Finalizó after, Rechazado. */
export function estadoOfertaTexto(
  o: { estado: number; finaliza: Date | string | null; fin_convocatoria: string; tipo: number; estado_pago: number | null },
  now: Date,
): 'Pendiente' | 'Vigente' | 'Finalizó' | 'Rechazado' {
  if (o.estado === ESTADO_OFERTA.PENDIENTE) return 'Pendiente';
  if (o.estado === ESTADO_OFERTA.RECHAZADA) return 'Rechazado';
  const finaliza = o.finaliza === null ? null : new Date(o.finaliza).toISOString();
  return esVigente({ ...o, finaliza }, now) ? 'Vigente' : 'Finalizó';
}

// ------------------------------------------------------------------ job alerts

/** Days a digest covers when there was no previous one, and the least number of Lima days between two. */
export const DIAS_FRECUENCIA: Record<Frecuencia, number> = { diaria: 1, semanal: 7 };

/**
 * Is a digest due today? Daily: none sent yet on this Lima day. Weekly: none in the last 7 Lima days (so a
 * digest sent on a Monday makes the next one due the following Monday).
 */
export function digestPendiente(frecuencia: Frecuencia, ultimoEnvio: Date | null, now: Date): boolean {
  if (!ultimoEnvio) return true;
  return limaToday(ultimoEnvio) <= addDays(limaToday(now), -DIAS_FRECUENCIA[frecuencia]);
}

/** Offers published after this instant are "new" for the digest: since the last one, or one period back. */
export function digestDesde(frecuencia: Frecuencia, ultimoEnvio: Date | null, now: Date): Date {
  return ultimoEnvio ?? new Date(now.getTime() - DIAS_FRECUENCIA[frecuencia] * 86_400_000);
}
