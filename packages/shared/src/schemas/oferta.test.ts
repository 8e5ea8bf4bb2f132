/** Every rule and message of the offer form and its pure helpers. */
import { describe, expect, it } from 'vitest';
import { addDays, limaToday } from '../dates.ts';
import {
  BENEFICIOS_POR_DEFECTO,
  OFERTA_MESSAGES,
  accionesOferta,
  plazoAlCancelarDestacado,
  aliasDe,
  aniosEgresoOferta,
  clearPlaceForVirtual,
  deadlineRange,
  defaultOfertaValues,
  esVigente,
  etiquetasOferta,
  isEmptyRichText,
  nivelesConNombre,
  plazoMaximoMessage,
  profesionDe,
  resetForModalidad,
  richTextToPlain,
  subvencionMessage,
  valuesForCopy,
  type OfertaCompleta,
} from '../oferta.ts';
import { hiddenSchema, idOfertaSchema, ofertaSchema } from './oferta.ts';
import type { z } from './zod.ts';

// 20 November 2026, 10:00 in Lima.
const NOW = new Date('2026-11-20T15:00:00Z');
const schema = ofertaSchema({ today: NOW, subvencionMinima: 1130 });

function errors(s: z.ZodType, input: unknown): Record<string, string> {
  const result = s.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}

/** A valid pre-professional offer in Arequipa for university students of VII–VIII ciclo. */
const valid = {
  ...defaultOfertaValues(0, NOW),
  titulo: 'Practicante de Ingeniería Industrial',
  funciones: '<p>Apoyar en el <strong>planeamiento</strong> de la producción.</p>',
  modalidad_tiempo: 'Presencial',
  id_region: 4,
  region: 'Arequipa',
  provincia: 'Arequipa',
  distrito: 'Cayma',
  idniveluniv: 6,
  ciclo: [2, 3],
  carreras: [123],
  idiomas: [{ name: 'Inglés', level: 'intermedio', required: 'deseable' }],
  conocimientos: [{ name: 'Microsoft Excel', level: 'avanzado', required: 'indispensable' }],
};

const withValues = (patch: Record<string, unknown>) => ({ ...valid, ...patch });

describe('the offer form: a complete offer', () => {
  it('passes and keeps what the form sent', () => {
    const data = schema.parse(valid);
    expect(data).toMatchObject({
      titulo: 'Practicante de Ingeniería Industrial',
      pais: 'Perú',
      id_region: 4,
      salario: 1130,
      mostrar_salario: 1,
      nro_plazas: 1,
      fin_convocatoria: '2026-11-22',
      modalidad: 'PREPROFESIONAL',
      ciclo: [2, 3],
      tipo: 0,
      beneficios: BENEFICIOS_POR_DEFECTO,
    });
  });

  it('an empty form gets every required message at once', () => {
    expect(errors(schema, {})).toEqual({
      titulo: 'Requerido',
      funciones: 'Requerido',
      beneficios: 'Requerido',
      modalidad_tiempo: 'Requerido',
      horario: 'Requerido',
      horas_dia: 'Requerido',
      dias_semana: 'Requerido',
      fin_convocatoria: 'Requerido',
      modalidad: 'Requerido',
      carreras: 'Pocos caracteres',
      id_region: 'Seleccione',
      idniveltec: '[ERROR] Seleccione uno',
    });
  });
});

describe('titulo, funciones, beneficios', () => {
  it('titulo is 5–150', () => {
    expect(errors(schema, withValues({ titulo: 'Prac' })).titulo).toBe('Mínimo 5 caracteres');
    expect(errors(schema, withValues({ titulo: 'x'.repeat(151) })).titulo).toBe('Máximo 150 caracteres');
    expect(errors(schema, withValues({ titulo: 'x'.repeat(150) })).titulo).toBeUndefined();
  });

  it('rich text: empty markup counts as empty; 5 visible characters at least; 5000 at most (Texto muy largo)', () => {
    expect(errors(schema, withValues({ funciones: '<p></p>' })).funciones).toBe('Requerido');
    expect(errors(schema, withValues({ funciones: '<p><br></p>' })).funciones).toBe('Requerido');
    expect(errors(schema, withValues({ funciones: '<p><strong>abc</strong></p>' })).funciones).toBe(OFERTA_MESSAGES.textoCorto);
    expect(errors(schema, withValues({ beneficios: `<p>${'a'.repeat(4994)}</p>` })).beneficios).toBe('Texto muy largo');
    expect(errors(schema, withValues({ beneficios: `<p>${'a'.repeat(4993)}</p>` })).beneficios).toBeUndefined();
  });

  it('the visible text of rich text', () => {
    expect(richTextToPlain('<p>Hola&nbsp;<b>mundo</b></p><ul><li>uno</li><li>dos &amp; tres</li></ul>')).toBe('Hola mundo uno dos & tres');
    expect(isEmptyRichText('<p> </p><p><br/></p>')).toBe(true);
    expect(isEmptyRichText(null)).toBe(true);
  });

  it('otros_requisitos is optional, at most 5000', () => {
    expect(schema.parse(withValues({ otros_requisitos: undefined })).otros_requisitos).toBe('');
    expect(errors(schema, withValues({ otros_requisitos: 'a'.repeat(5001) })).otros_requisitos).toBe('Texto muy largo');
  });
});

describe('place', () => {
  it('pais 2–20, Perú by default', () => {
    expect(schema.parse(withValues({ pais: '' })).pais).toBe('Perú');
    expect(errors(schema, withValues({ id_region: 26, pais: 'C' })).pais).toBe('Mínimo 2 caracteres');
    expect(errors(schema, withValues({ id_region: 26, pais: 'x'.repeat(21) })).pais).toBe('Máximo 20 caracteres');
  });

  it('region ≤ 60, provincia ≤ 30, distrito ≤ 60', () => {
    expect(errors(schema, withValues({ region: 'x'.repeat(61) })).region).toBe('Máximo 60 caracteres');
    expect(errors(schema, withValues({ provincia: 'x'.repeat(31) })).provincia).toBe('Máximo 30 caracteres');
    expect(errors(schema, withValues({ distrito: 'x'.repeat(61) })).distrito).toBe('Máximo 60 caracteres');
    expect(errors(schema, withValues({ distrito: 'Coronel Gregorio Albarracín Lanchipa' })).distrito).toBeUndefined();
  });

  it('a place is required unless the offer is virtual; ids are 0–26', () => {
    expect(errors(schema, withValues({ id_region: 0 })).id_region).toBe('Seleccione');
    expect(errors(schema, withValues({ id_region: 27 })).id_region).toBe('Seleccione');
    expect(errors(schema, withValues({ id_region: -1 })).id_region).toBe('Seleccione');
  });

  it('Virtual clears department, province and district', () => {
    const data = schema.parse(withValues({ modalidad_tiempo: 'Virtual' }));
    expect(data).toMatchObject({ id_region: 0, region: '', provincia: '', distrito: '', pais: 'Perú' });
  });

  it('abroad (26) is "Extranjero" in a country that is not Perú', () => {
    expect(errors(schema, withValues({ id_region: 26, pais: 'Perú' })).pais).toBe('Indica el país de la oferta');
    const data = schema.parse(withValues({ id_region: 26, pais: 'Chile', region: 'x', provincia: 'Santiago', distrito: '' }));
    expect(data).toMatchObject({ id_region: 26, region: 'Extranjero', pais: 'Chile', provincia: 'Santiago' });
  });

  it('modalidad_tiempo is required, at most 20', () => {
    expect(errors(schema, withValues({ modalidad_tiempo: 'x'.repeat(21) })).modalidad_tiempo).toBe('Máximo 20 caracteres');
  });
});

describe('schedule, salary, vacancies', () => {
  it('horario is one of the two schedules; the spec names each two ways', () => {
    expect(errors(schema, withValues({ horario: 'Nocturno' })).horario).toBe('Elige un horario');
    expect(schema.parse(withValues({ horario: 'Jornada parcial' })).horario).toBe('Tiempo parcial');
    expect(schema.parse(withValues({ horario: 'Jornada completa' })).horario).toBe('Tiempo completo');
  });

  it('full time cannot pay less than the minimum subsidy from the server', () => {
    expect(errors(schema, withValues({ salario: 1129 })).salario).toBe('La subvención no debe ser menor a 1130');
    const higher = ofertaSchema({ today: NOW, subvencionMinima: 1200 });
    expect(errors(higher, withValues({ salario: 1130 })).salario).toBe(subvencionMessage(1200));
    expect(errors(schema, withValues({ salario: 1130 })).salario).toBeUndefined();
  });

  it('an empty salary becomes 0, which the law refuses for any schedule (Ley 28518)', () => {
    const parcial = { horario: 'Tiempo parcial', horas_dia: 4, dias_semana: 5 };
    const proporcional = 'Según la Ley 28518, por 20 horas semanales la subvención no puede ser menor de S/ 754.';
    expect(errors(schema, withValues({ ...parcial, salario: '' })).salario).toBe(proporcional);
    expect(errors(schema, withValues({ ...parcial, salario: null })).salario).toBe(proporcional);
    expect(schema.parse(withValues({ ...parcial, salario: '754' })).salario).toBe(754);
    expect(errors(schema, withValues({ salario: '' })).salario).toBe('La subvención no debe ser menor a 1130');
  });

  it('the schedule is judged even when the subsidy is not a number: 7 days says the rest day', () => {
    expect(errors(schema, withValues({ horario: 'Tiempo parcial', horas_dia: 4, dias_semana: 7, salario: 'mil' }))).toMatchObject({
      salario: OFERTA_MESSAGES.salarioInvalido,
      dias_semana: 'La Ley 28518 da al practicante un día de descanso a la semana: indica como máximo 6 días.',
    });
  });

  it('salary: whole soles, at most 11 characters', () => {
    expect(errors(schema, withValues({ salario: '123456789012' })).salario).toBe('Máximo 11 caracteres');
    expect(errors(schema, withValues({ salario: '1130.50' })).salario).toBe(OFERTA_MESSAGES.salarioInvalido);
    expect(errors(schema, withValues({ salario: -5 })).salario).toBe(OFERTA_MESSAGES.salarioInvalido);
    expect(schema.parse(withValues({ salario: '1500' })).salario).toBe(1500);
  });

  it('mostrar_salario is 0 or 1, shown by default', () => {
    expect(schema.parse(withValues({ mostrar_salario: undefined })).mostrar_salario).toBe(1);
    expect(errors(schema, withValues({ mostrar_salario: 2 })).mostrar_salario).toBe(OFERTA_MESSAGES.opcion);
  });

  it('nro_plazas: at least 1 (Mínimo 1 vacante), at most 4 characters', () => {
    expect(errors(schema, withValues({ nro_plazas: 0 })).nro_plazas).toBe('Mínimo 1 vacante');
    expect(errors(schema, withValues({ nro_plazas: 10000 })).nro_plazas).toBe('Máximo 4 caracteres');
    expect(schema.parse(withValues({ nro_plazas: '3' })).nro_plazas).toBe(3);
  });
});

describe('deadline in Lima', () => {
  it('defaults to today + 2 days in Lima', () => {
    expect(defaultOfertaValues(0, NOW).fin_convocatoria).toBe('2026-11-22');
    // 23:30 on the 20th in Lima is already the 21st in UTC: Lima's day counts.
    expect(limaToday(new Date('2026-11-21T04:30:00Z'))).toBe('2026-11-20');
    expect(defaultOfertaValues(0, new Date('2026-11-21T04:30:00Z')).fin_convocatoria).toBe('2026-11-22');
  });

  it('a new featured offer defaults to the longest deadline its payment buys (today + 30); a copy to today + 2', () => {
    expect(defaultOfertaValues(1, NOW).fin_convocatoria).toBe('2026-12-20');
    expect(defaultOfertaValues(1, NOW).fin_convocatoria).toBe(deadlineRange(1, NOW).max);
    expect(defaultOfertaValues(0, NOW).fin_convocatoria).toBe('2026-11-22');
  });

  it('never before today: El plazo para postular es muy corto', () => {
    expect(errors(schema, withValues({ fin_convocatoria: '2026-11-19' })).fin_convocatoria).toBe('El plazo para postular es muy corto');
    expect(errors(schema, withValues({ fin_convocatoria: '2026-11-20' })).fin_convocatoria).toBeUndefined();
  });

  it('at most 15 days ahead for free offers and 30 for featured', () => {
    expect(errors(schema, withValues({ fin_convocatoria: '2026-12-05' })).fin_convocatoria).toBeUndefined();
    expect(errors(schema, withValues({ fin_convocatoria: '2026-12-06' })).fin_convocatoria).toBe(plazoMaximoMessage(15));
    expect(errors(schema, withValues({ tipo: 1, fin_convocatoria: '2026-12-20' })).fin_convocatoria).toBeUndefined();
    expect(errors(schema, withValues({ tipo: 1, fin_convocatoria: '2026-12-21' })).fin_convocatoria).toBe(
      'El plazo máximo para postular es de 30 días',
    );
  });

  it('an edited offer keeps the window of its creation day', () => {
    const edit = ofertaSchema({ today: NOW, desde: '2026-11-15' });
    expect(errors(edit, withValues({ fin_convocatoria: '2026-11-30' })).fin_convocatoria).toBeUndefined();
    expect(errors(edit, withValues({ fin_convocatoria: '2026-12-01' })).fin_convocatoria).toBe(plazoMaximoMessage(15));
    expect(deadlineRange(1, NOW, '2026-11-15')).toEqual({ min: '2026-11-20', max: '2026-12-15', default: '2026-11-22' });
  });

  it('a date that does not exist is refused', () => {
    expect(errors(schema, withValues({ fin_convocatoria: '2026-11-31' })).fin_convocatoria).toBe('Fecha inválida');
    expect(errors(schema, withValues({ fin_convocatoria: '22/11/2026' })).fin_convocatoria).toBe('Fecha inválida');
  });

  it('date arithmetic crosses months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('modality and study levels', () => {
  it('modalidad is PREPROFESIONAL or PROFESIONAL', () => {
    expect(errors(schema, withValues({ modalidad: 'PASANTIA' })).modalidad).toBe(OFERTA_MESSAGES.modalidad);
  });

  it('at least one level: [ERROR] Seleccione uno', () => {
    expect(errors(schema, withValues({ idniveluniv: 0 })).idniveltec).toBe('[ERROR] Seleccione uno');
  });

  it('each level field takes only its own codes', () => {
    expect(errors(schema, withValues({ idniveltec: 6 })).idniveltec).toBe(OFERTA_MESSAGES.nivelInvalido);
    expect(errors(schema, withValues({ idniveluniv: 3 })).idniveluniv).toBe(OFERTA_MESSAGES.nivelInvalido);
    expect(errors(schema, withValues({ idnivelotros: 5 })).idnivelotros).toBe(OFERTA_MESSAGES.nivelInvalido);
  });

  it('pre-professional takes students only, professional graduates only', () => {
    expect(errors(schema, withValues({ idniveluniv: 7 })).idniveluniv).toBe(OFERTA_MESSAGES.nivelModalidad);
    const pro = withValues({ modalidad: 'PROFESIONAL', idniveluniv: 6, ciclo: [], fecha_egreso: [2026] });
    expect(errors(schema, pro).idniveluniv).toBe(OFERTA_MESSAGES.nivelModalidad);
  });

  it('a university student level needs a cycle; a technical one a technical cycle', () => {
    expect(errors(schema, withValues({ ciclo: [] })).ciclo).toBe('Elige al menos un ciclo');
    const tec = withValues({ idniveluniv: 0, idniveltec: 3, ciclo: [] });
    expect(errors(schema, tec).ciclo_tecnico).toBe('Elige al menos un ciclo técnico');
    expect(schema.parse({ ...tec, ciclo_tecnico: [1, 0] }).ciclo_tecnico).toEqual([0, 1]);
  });

  it('professional needs at least one graduation year, from three years back to this year', () => {
    const pro = withValues({ modalidad: 'PROFESIONAL', idniveluniv: 7, ciclo: [] });
    expect(errors(schema, pro).fecha_egreso).toBe('Elige al menos un año de egreso');
    expect(aniosEgresoOferta(NOW)).toEqual([2026, 2025, 2024, 2023]);
    expect(errors(schema, { ...pro, fecha_egreso: [2022] })).toEqual({ 'fecha_egreso.0': 'Elige un año de la lista' });
    expect(schema.parse({ ...pro, fecha_egreso: ['2026', 2024, 2024] }).fecha_egreso).toEqual([2024, 2026]);
  });

  it('cycles are 0–5 (V–X) and technical cycles 0–3 (III–VI)', () => {
    expect(errors(schema, withValues({ ciclo: [6] }))['ciclo.0']).toBe('Elige un ciclo de la lista');
    const tec = withValues({ idniveluniv: 0, idniveltec: 3, ciclo_tecnico: [4] });
    expect(errors(schema, tec)['ciclo_tecnico.0']).toBe('Elige un ciclo de la lista');
  });

  it('lists no chosen level asks for are stored empty (empty means any)', () => {
    const data = schema.parse(withValues({ ciclo_tecnico: [1], fecha_egreso: [2026] }));
    expect(data.ciclo_tecnico).toEqual([]);
    expect(data.fecha_egreso).toEqual([]);
  });

  it('levels with their names', () => {
    expect(nivelesConNombre({ idniveltec: 3, idniveluniv: 6, idnivelotros: 6 })).toEqual([
      { codigo: 3, nombre: 'Técnico estudiante' },
      { codigo: 6, nombre: 'Universitario estudiante' },
    ]);
  });
});

describe('careers', () => {
  it('at least one career from the list: Pocos caracteres', () => {
    expect(errors(schema, withValues({ carreras: [] })).carreras).toBe('Pocos caracteres');
    expect(errors(schema, withValues({ carreras: ['abc'] }))['carreras.0']).toBe('Elige carreras de la lista');
    expect(schema.parse(withValues({ carreras: [5, '5', 9] })).carreras).toEqual([5, 9]);
  });

  it('the joined names shown as profesion are at most 300 characters', () => {
    expect(errors(schema, withValues({ profesion: 'x'.repeat(301) })).profesion).toBe('Máximo 300 caracteres');
    expect(profesionDe(['Contabilidad', 'Administración'])).toBe('Contabilidad, Administración');
  });
});

describe('languages and knowledge', () => {
  it('name and level are required (Requerido); required defaults to deseable', () => {
    const e = errors(schema, withValues({ idiomas: [{ name: '', level: '' }] }));
    expect(e['idiomas.0.name']).toBe('Requerido');
    expect(e['idiomas.0.level']).toBe('Requerido');
    expect(schema.parse(withValues({ idiomas: [{ name: 'Inglés', level: 'básico' }] })).idiomas).toEqual([
      { name: 'Inglés', level: 'básico', required: 'deseable' },
    ]);
  });

  it('levels are básico, intermedio, avanzado; required is indispensable or deseable', () => {
    const e = errors(schema, withValues({ conocimientos: [{ name: 'SAP', level: 'experto', required: 'quizás' }] }));
    expect(e['conocimientos.0.level']).toBe(OFERTA_MESSAGES.nivelRequisito);
    expect(e['conocimientos.0.required']).toBe('Elige indispensable o deseable');
  });

  it('names are not repeated, whatever the accents or case', () => {
    const idiomas = [
      { name: 'Inglés', level: 'básico' },
      { name: 'ingles', level: 'avanzado' },
    ];
    expect(errors(schema, withValues({ idiomas }))['idiomas.1.name']).toBe('Ya agregaste este elemento.');
  });

  it('at most 10 languages and 20 knowledge items', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Tema ${i}`, level: 'básico' }));
    expect(errors(schema, withValues({ idiomas: many(11) })).idiomas).toBe('Máximo 10 idiomas');
    expect(errors(schema, withValues({ conocimientos: many(21) })).conocimientos).toBe('Máximo 20 conocimientos');
  });
});

describe('the small payloads', () => {
  it('id_oferta is a positive id', () => {
    expect(errors(idOfertaSchema, {})).toEqual({ id_oferta: 'Requerido' });
    expect(errors(idOfertaSchema, { id_oferta: 0 })).toEqual({ id_oferta: 'Oferta inválida' });
    expect(idOfertaSchema.parse({ id_oferta: '7' })).toEqual({ id_oferta: 7 });
  });

  it('hidden takes publicar 0 or 1', () => {
    expect(errors(hiddenSchema, { id_oferta: 1 })).toEqual({ publicar: 'Requerido' });
    expect(errors(hiddenSchema, { id_oferta: 1, publicar: 3 })).toEqual({ publicar: OFERTA_MESSAGES.opcion });
  });
});

describe('the form resets', () => {
  const values = {
    modalidad: 'PREPROFESIONAL',
    idniveltec: 4,
    idniveluniv: 7,
    idnivelotros: 3,
    ciclo: [1],
    ciclo_tecnico: [2],
    fecha_egreso: [2025],
  };

  it('PREPROFESIONAL resets the graduate levels (4, 7, 8) and the graduation years', () => {
    expect(resetForModalidad(values, 'PREPROFESIONAL')).toEqual({
      modalidad: 'PREPROFESIONAL',
      idniveltec: 0,
      idniveluniv: 0,
      idnivelotros: 3,
      ciclo: [1],
      ciclo_tecnico: [2],
      fecha_egreso: [],
    });
  });

  it('PROFESIONAL resets the student levels (3, 6) and the cycles', () => {
    expect(resetForModalidad({ ...values, idnivelotros: 6, idniveluniv: 8 }, 'PROFESIONAL')).toEqual({
      modalidad: 'PROFESIONAL',
      idniveltec: 4,
      idniveluniv: 8,
      idnivelotros: 0,
      ciclo: [],
      ciclo_tecnico: [],
      fecha_egreso: [2025],
    });
  });

  it('does not change the values it was given', () => {
    const copy = JSON.parse(JSON.stringify(values)) as typeof values;
    resetForModalidad(values, 'PROFESIONAL');
    expect(values).toEqual(copy);
  });

  it('Virtual clears the place', () => {
    const place = { id_region: 15, region: 'Lima', provincia: 'Lima', distrito: 'Miraflores', titulo: 'x' };
    expect(clearPlaceForVirtual(place)).toEqual({ id_region: 0, region: '', provincia: '', distrito: '', titulo: 'x' });
  });
});

describe('duplicating and the alias', () => {
  const stored: OfertaCompleta = {
    ...valid,
    id: 9,
    id_region: 4,
    modalidad: 'PROFESIONAL',
    idniveluniv: 7,
    carreras: [{ id: 123, nombre: 'Ingeniería Industrial', tipo: 1, clave: 'ingenieria industrial' }],
    profesion: 'Ingeniería Industrial',
    fecha_egreso: [2022, 2025],
    idiomas: [{ name: 'Inglés', level: 'intermedio', required: 'deseable' }],
    conocimientos: [],
    fin_convocatoria: '2026-10-01',
    estado: 2,
    estado_pago: 2,
    tipo: 1,
    creado_en: '2026-09-20T10:00:00.000Z',
    mensaje_rechazado: 'Falta la subvención.',
    plazo: { min: '2026-11-20', max: '2026-10-20', default: '2026-10-20' },
  };

  it('a copy resets the deadline to today + 2 and takes the chosen type; states do not travel', () => {
    const copy = valuesForCopy(stored, 0, NOW);
    expect(copy).toMatchObject({ fin_convocatoria: '2026-11-22', tipo: 0, carreras: [123], fecha_egreso: [2025] });
    expect(copy).not.toHaveProperty('estado');
    expect(copy).not.toHaveProperty('estado_pago');
    expect(schema.safeParse(copy).success).toBe(true);
  });

  it('alias: a slug of the title', () => {
    expect(aliasDe('Practicante de Contabilidad – Área de Tesorería (Arequipa)')).toBe(
      'practicante-de-contabilidad-area-de-tesoreria-arequipa',
    );
    expect(aliasDe('¡¡!!')).toBe('oferta');
    expect(aliasDe('a'.repeat(100)).length).toBe(80);
  });
});

describe('labels and actions of Mis publicaciones', () => {
  const base = { estado: 0, tipo: 0, estado_pago: null, finaliza: null, fin_convocatoria: '2026-11-25', publicar: 1 };
  const labels = (patch: Record<string, unknown>) => etiquetasOferta({ ...base, ...patch }, NOW).map((e) => e.texto);

  it('Pendiente, Vigente, Finalizó, Rechazado', () => {
    expect(labels({})).toEqual(['Pendiente']);
    expect(labels({ estado: 1 })).toEqual(['Vigente']);
    expect(labels({ estado: 1, fin_convocatoria: '2026-11-20' })).toEqual(['Vigente']);
    expect(labels({ estado: 1, fin_convocatoria: '2026-11-19' })).toEqual(['Finalizó']);
    expect(labels({ estado: 1, finaliza: '2026-11-20T12:00:00Z' })).toEqual(['Finalizó']);
    expect(labels({ estado: 2 })).toEqual(['Rechazado']);
    expect(labels({ estado: 1, publicar: 0 })).toEqual(['Vigente', 'Oculta']);
  });

  it('Destacado pendiente while estado < 2, Destacado, Destacado rechazado', () => {
    expect(labels({ tipo: 1, estado_pago: 0 })).toEqual(['Pendiente', 'Destacado pendiente']);
    expect(labels({ tipo: 1, estado_pago: 0, estado: 2 })).toEqual(['Rechazado']);
    expect(labels({ tipo: 1, estado_pago: 1, estado: 1 })).toEqual(['Vigente', 'Destacado']);
    expect(labels({ tipo: 1, estado_pago: 2 })).toEqual(['Pendiente', 'Destacado rechazado']);
  });

  it('esVigente: approved, open, deadline not passed', () => {
    expect(esVigente({ ...base, estado: 1 }, NOW)).toBe(true);
    expect(esVigente({ ...base, estado: 0 }, NOW)).toBe(false);
  });

  it('actions follow the state', () => {
    expect(accionesOferta({ ...base }, NOW)).toMatchObject({
      editar: true,
      verPostulantes: false,
      finalizar: false,
      cambiarADestacado: true,
    });
    expect(accionesOferta({ ...base, estado: 1 }, NOW)).toMatchObject({ editar: false, verPostulantes: true, finalizar: true });
    expect(accionesOferta({ ...base, estado: 1, fin_convocatoria: '2026-11-19' }, NOW)).toMatchObject({
      finalizar: true,
      finalizarDeshabilitado: true,
      cambiarADestacado: false,
    });
    expect(accionesOferta({ ...base, estado: 2 }, NOW)).toMatchObject({ verMotivoRechazo: true, cambiarADestacado: false, duplicar: true });
    expect(accionesOferta({ ...base, tipo: 1 }, NOW)).toMatchObject({ pagarDestacado: true, cancelarDestacado: true });
    expect(accionesOferta({ ...base, tipo: 1, estado_pago: 2 }, NOW)).toMatchObject({ pagarDestacado: true });
    expect(accionesOferta({ ...base, tipo: 1, estado_pago: 0 }, NOW)).toMatchObject({ pagarDestacado: false, cancelarDestacado: true });
    expect(accionesOferta({ ...base, tipo: 1, estado_pago: 1, estado: 1 }, NOW)).toMatchObject({ cancelarDestacado: false });
    expect(accionesOferta({ ...base, tipo: 1, estado: 2 }, NOW)).toMatchObject({ cancelarDestacado: false, pagarDestacado: false });
    expect(accionesOferta({ ...base, publicar: 0 }, NOW)).toMatchObject({ ocultar: false, mostrar: true });
  });

  it('a rejected offer is never shown to applicants: neither Ocultar nor Mostrar, hidden or not', () => {
    for (const publicar of [0, 1]) {
      expect(accionesOferta({ ...base, estado: 2, publicar }, NOW)).toMatchObject({
        ocultar: false,
        mostrar: false,
        editar: false,
        verPostulantes: false,
        finalizar: false,
        cambiarADestacado: false,
        duplicar: true,
        eliminar: true,
      });
    }
  });

  it('«Eliminar» only for an offer without applicants: one with applicants is finished with «Finalizar convocatoria»', () => {
    expect(accionesOferta({ ...base, estado: 1, total_postulantes: 0 }, NOW).eliminar).toBe(true);
    expect(accionesOferta({ ...base, estado: 1 }, NOW).eliminar).toBe(true);
    expect(accionesOferta({ ...base, estado: 1, total_postulantes: 1 }, NOW)).toMatchObject({ eliminar: false, finalizar: true });
    expect(accionesOferta({ ...base, estado: 1, total_postulantes: 12, finaliza: '2026-11-20T12:00:00Z' }, NOW).eliminar).toBe(false);
  });

  it('an approved offer keeps Finalizar, disabled after the deadline or once finished', () => {
    expect(accionesOferta({ ...base, estado: 1, fin_convocatoria: '2026-11-19' }, NOW)).toMatchObject({
      finalizar: true,
      finalizarDeshabilitado: true,
    });
    expect(accionesOferta({ ...base, estado: 1, finaliza: '2026-11-20T12:00:00Z' }, NOW)).toMatchObject({
      finalizar: true,
      finalizarDeshabilitado: true,
    });
    expect(accionesOferta({ ...base, estado: 1 }, NOW)).toMatchObject({ finalizar: true, finalizarDeshabilitado: false });
  });

  it('the deadline a cancelled featured offer keeps (creation day + 15, never before today)', () => {
    // Created 23 Nov (Lima), deadline 15 Dec: the free window ends 8 Dec.
    expect(plazoAlCancelarDestacado({ creado_en: '2026-11-23T15:00:00Z', fin_convocatoria: '2026-12-15' }, NOW)).toBe('2026-12-08');
    expect(plazoAlCancelarDestacado({ creado_en: '2026-11-23T15:00:00Z', fin_convocatoria: '2026-12-01' }, NOW)).toBe('2026-12-01');
    // Created long ago: today at the earliest.
    expect(plazoAlCancelarDestacado({ creado_en: '2026-10-01T15:00:00Z', fin_convocatoria: '2026-11-28' }, NOW)).toBe('2026-11-20');
  });
});
