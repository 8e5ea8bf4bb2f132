/** The matching rules as pure functions (docs/matching.md): each one with cases that must and must not match. */
import { describe, expect, it } from 'vitest';
import {
  compararRecomendadas,
  digestDesde,
  digestPendiente,
  enAmbito,
  estadoOfertaTexto,
  estadoPostulacion,
  modalidadDeNivel,
  motivos,
  nivelPostulante,
  perfilMatching,
  type OfertaMatchable,
  type PerfilMatching,
} from './matching.rules.ts';

// 10 March 2027, 10:00 in Lima.
const NOW = new Date('2027-03-10T15:00:00Z');

function oferta(patch: Partial<OfertaMatchable> = {}): OfertaMatchable {
  return {
    estado: 1,
    publicar: 1,
    finaliza: null,
    eliminado_en: null,
    fin_convocatoria: '2027-03-12',
    oferta_publica: 0,
    idniveltec: 0,
    idniveluniv: 6,
    idnivelotros: 0,
    modalidad: 'PREPROFESIONAL',
    ciclo: [],
    ciclo_tecnico: [],
    fecha_egreso: [],
    claves: ['ingenieria industrial'],
    id_region: 4,
    ...patch,
  };
}

const estudianteUniv: PerfilMatching = {
  nivel: 6,
  modalidad: 'PREPROFESIONAL',
  ciclo: 3,
  anioEgreso: null,
  clave: 'ingenieria industrial',
  idRegion: 4,
};

describe('the applicant level', () => {
  it.each([
    [0, 0, 3],
    [0, 1, 4],
    [0, 2, 4], // a technical bachelor counts as a graduate
    [1, 0, 6],
    [1, 1, 7],
    [1, 2, 8],
  ])('tipo_carrera %i × estado_estudios %i → %i', (tipo, estado, nivel) => {
    expect(nivelPostulante(tipo, estado)).toBe(nivel);
  });

  it('is unknown without both values', () => {
    expect(nivelPostulante(null, 0)).toBeNull();
    expect(nivelPostulante(1, null)).toBeNull();
    expect(nivelPostulante(2, 0)).toBeNull();
  });

  it('students do pre-professional internships, graduates and bachelors professional ones', () => {
    expect([3, 6].map((n) => modalidadDeNivel(n as 3 | 6))).toEqual(['PREPROFESIONAL', 'PREPROFESIONAL']);
    expect([4, 7, 8].map((n) => modalidadDeNivel(n as 4 | 7 | 8))).toEqual(['PROFESIONAL', 'PROFESIONAL', 'PROFESIONAL']);
  });
});

describe('the matching profile read from the CV', () => {
  it('a university student in VIII ciclo matches offer cycle 3 (ciclo_actual − 1)', () => {
    const p = perfilMatching({
      tipo_carrera: 1,
      estado_estudios: 0,
      ciclo_actual: 4,
      fecha_egreso: '2028-01-01',
      claves: 'Ingeniería Industrial',
      id_region: 4,
    });
    expect(p).toEqual({ ...estudianteUniv, clave: 'ingenieria industrial' });
  });

  it('a graduate carries the exit year, not a cycle', () => {
    const p = perfilMatching({
      tipo_carrera: 1,
      estado_estudios: 1,
      ciclo_actual: 0,
      fecha_egreso: '2026-01-01',
      claves: 'economia',
      id_region: 15,
    });
    expect(p).toMatchObject({ nivel: 7, modalidad: 'PROFESIONAL', ciclo: null, anioEgreso: 2026 });
  });

  it('without level or career there is no profile', () => {
    expect(
      perfilMatching({ tipo_carrera: null, estado_estudios: 0, ciclo_actual: 1, fecha_egreso: null, claves: 'derecho', id_region: 1 }),
    ).toBeNull();
    expect(
      perfilMatching({ tipo_carrera: 1, estado_estudios: 0, ciclo_actual: 1, fecha_egreso: null, claves: ' ', id_region: 1 }),
    ).toBeNull();
  });
});

describe('the rules of an offer', () => {
  it('a fitting offer has no reason against it', () => {
    expect(motivos(oferta(), estudianteUniv, NOW)).toEqual([]);
  });

  it('only approved, shown, open, kept offers', () => {
    expect(motivos(oferta({ estado: 0 }), estudianteUniv, NOW)).toEqual(['no_visible']);
    expect(motivos(oferta({ estado: 2 }), estudianteUniv, NOW)).toEqual(['no_visible']);
    expect(motivos(oferta({ publicar: 0 }), estudianteUniv, NOW)).toEqual(['no_visible']);
    expect(motivos(oferta({ finaliza: NOW }), estudianteUniv, NOW)).toEqual(['no_visible']);
    expect(motivos(oferta({ eliminado_en: NOW }), estudianteUniv, NOW)).toEqual(['no_visible']);
  });

  it('the deadline is a Lima day, inclusive: open at 23:59, closed at 00:00 of the next day', () => {
    const o = oferta({ fin_convocatoria: '2027-03-10' });
    expect(motivos(o, estudianteUniv, new Date('2027-03-11T04:59:59Z'))).toEqual([]);
    expect(motivos(o, estudianteUniv, new Date('2027-03-11T05:00:00Z'))).toEqual(['vencida']);
  });

  it('the level must be among the three level fields, and the modality must fit it', () => {
    expect(motivos(oferta({ idniveluniv: 0, idniveltec: 3 }), estudianteUniv, NOW)).toEqual(['nivel']);
    expect(motivos(oferta({ idniveluniv: 0, idnivelotros: 6 }), estudianteUniv, NOW)).toEqual([]);
    // An inconsistent offer (the form forbids it): level 6 in a professional offer.
    expect(motivos(oferta({ modalidad: 'PROFESIONAL' }), estudianteUniv, NOW)).toEqual(['modalidad']);
  });

  it('the university cycle list, empty = any', () => {
    expect(motivos(oferta({ ciclo: [3] }), estudianteUniv, NOW)).toEqual([]);
    expect(motivos(oferta({ ciclo: [2, 4] }), estudianteUniv, NOW)).toEqual(['ciclo']);
    // A technical cycle list does not concern a university student.
    expect(motivos(oferta({ ciclo_tecnico: [0] }), estudianteUniv, NOW)).toEqual([]);
  });

  it('the technical cycle list for technical students', () => {
    const tecnico: PerfilMatching = { ...estudianteUniv, nivel: 3, ciclo: 1 }; // IV ciclo (ciclo_actual 2)
    const o = oferta({ idniveluniv: 0, idniveltec: 3 });
    expect(motivos({ ...o, ciclo_tecnico: [1] }, tecnico, NOW)).toEqual([]);
    expect(motivos({ ...o, ciclo_tecnico: [0, 2] }, tecnico, NOW)).toEqual(['ciclo']);
    expect(motivos({ ...o, ciclo: [5] }, tecnico, NOW)).toEqual([]);
  });

  it('graduation years for graduates, empty = any', () => {
    const egresado: PerfilMatching = { ...estudianteUniv, nivel: 7, modalidad: 'PROFESIONAL', ciclo: null, anioEgreso: 2026 };
    const o = oferta({ modalidad: 'PROFESIONAL', idniveluniv: 7 });
    expect(motivos(o, egresado, NOW)).toEqual([]);
    expect(motivos({ ...o, fecha_egreso: [2025, 2026] }, egresado, NOW)).toEqual([]);
    expect(motivos({ ...o, fecha_egreso: [2024, 2025] }, egresado, NOW)).toEqual(['egreso']);
  });

  it('the career key, compared without accents or case', () => {
    expect(motivos(oferta({ claves: ['Ingeniería Industrial'] }), estudianteUniv, NOW)).toEqual([]);
    expect(motivos(oferta({ claves: ['ingenieria civil', 'ingenieria industrial'] }), estudianteUniv, NOW)).toEqual([]);
    expect(motivos(oferta({ claves: ['ingenieria civil'] }), estudianteUniv, NOW)).toEqual(['carrera']);
  });

  it('an informational offer without levels or careers is open to everyone; with them, the rules apply', () => {
    const informativa = oferta({ oferta_publica: 1, idniveluniv: 0, claves: [] });
    expect(motivos(informativa, estudianteUniv, NOW)).toEqual([]);
    expect(motivos({ ...informativa, claves: ['derecho'] }, estudianteUniv, NOW)).toEqual(['carrera']);
  });
});

describe('the three scopes', () => {
  it('own department plus virtual; the others (abroad too); both', () => {
    expect([4, 0, 15, 26].filter((r) => enAmbito(r, 4, 'region'))).toEqual([4, 0]);
    expect([4, 0, 15, 26].filter((r) => enAmbito(r, 4, 'otras'))).toEqual([15, 26]);
    expect([4, 0, 15, 26].filter((r) => enAmbito(r, 4, 'todas'))).toEqual([4, 0, 15, 26]);
  });
});

describe('the order of the lists', () => {
  it('validated featured offers first, then the newest published', () => {
    const at = (iso: string) => new Date(iso);
    const rows = [
      { id: 1, destacado_desde: null, estado_pago: null, fecha_publicacion: at('2027-03-01T12:00:00Z') },
      { id: 2, destacado_desde: null, estado_pago: null, fecha_publicacion: at('2027-03-09T12:00:00Z') },
      { id: 3, destacado_desde: at('2027-03-02T12:00:00Z'), estado_pago: 1, fecha_publicacion: at('2027-02-28T12:00:00Z') },
      // Featured, payment pending: not shown as featured.
      { id: 4, destacado_desde: null, estado_pago: 0, fecha_publicacion: at('2027-03-05T12:00:00Z') },
      { id: 5, destacado_desde: null, estado_pago: null, fecha_publicacion: at('2027-03-09T12:00:00Z') },
    ];
    expect([...rows].sort(compararRecomendadas).map((r) => r.id)).toEqual([3, 5, 2, 4, 1]);
  });
});

describe('the status an applicant reads', () => {
  const abierta = { finaliza: null };
  const finalizada = { finaliza: NOW };
  it.each([
    [{ estado: 0, revisado: 0, eliminado_en: null }, abierta, 'Recibida'],
    [{ estado: 0, revisado: 1, eliminado_en: null }, abierta, 'CV visto'],
    [{ estado: 2, revisado: 1, eliminado_en: null }, abierta, 'En proceso'],
    [{ estado: 3, revisado: 1, eliminado_en: null }, abierta, 'Finalista'],
    [{ estado: 1, revisado: 1, eliminado_en: null }, abierta, 'No seleccionada'],
    // Closing the call decides on nobody: every application keeps the status it had.
    [{ estado: 0, revisado: 0, eliminado_en: null }, finalizada, 'Recibida'],
    [{ estado: 0, revisado: 1, eliminado_en: null }, finalizada, 'CV visto'],
    [{ estado: 2, revisado: 1, eliminado_en: null }, finalizada, 'En proceso'],
    [{ estado: 3, revisado: 1, eliminado_en: null }, finalizada, 'Finalista'],
    [{ estado: 3, revisado: 1, eliminado_en: NOW }, abierta, 'Cancelada'],
  ])('%o on %o reads %s', (p, _oferta, texto) => {
    expect(estadoPostulacion(p).texto).toBe(texto);
  });

  it('the offer estado as seen', () => {
    const base = { tipo: 0, estado_pago: null, finaliza: null, fin_convocatoria: '2027-03-10' };
    expect(estadoOfertaTexto({ ...base, estado: 0 }, NOW)).toBe('Pendiente');
    expect(estadoOfertaTexto({ ...base, estado: 1 }, NOW)).toBe('Vigente');
    expect(estadoOfertaTexto({ ...base, estado: 1 }, new Date('2027-03-11T05:00:00Z'))).toBe('Finalizó');
    expect(estadoOfertaTexto({ ...base, estado: 1, finaliza: NOW }, NOW)).toBe('Finalizó');
    expect(estadoOfertaTexto({ ...base, estado: 2 }, NOW)).toBe('Rechazado');
  });
});

describe('when a digest is due', () => {
  const sent = new Date('2027-03-08T13:00:00Z'); // Monday 8 March, 08:00 in Lima
  it('daily: once per Lima day', () => {
    expect(digestPendiente('diaria', null, NOW)).toBe(true);
    expect(digestPendiente('diaria', new Date('2027-03-10T12:00:00Z'), NOW)).toBe(false);
    expect(digestPendiente('diaria', sent, NOW)).toBe(true);
    // 23:30 in Lima on the 9th is still the 9th.
    expect(digestPendiente('diaria', new Date('2027-03-10T04:30:00Z'), NOW)).toBe(true);
  });

  it('weekly: seven Lima days after the last one', () => {
    expect(digestPendiente('semanal', sent, new Date('2027-03-14T15:00:00Z'))).toBe(false);
    expect(digestPendiente('semanal', sent, new Date('2027-03-15T12:30:00Z'))).toBe(true);
  });

  it('new offers are those published since the last digest, or one period back', () => {
    expect(digestDesde('semanal', sent, NOW)).toEqual(sent);
    expect(digestDesde('diaria', null, NOW)).toEqual(new Date('2027-03-09T15:00:00Z'));
    expect(digestDesde('semanal', null, NOW)).toEqual(new Date('2027-03-03T15:00:00Z'));
  });
});
