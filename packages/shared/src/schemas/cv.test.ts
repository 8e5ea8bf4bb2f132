/** Every rule and message of the CV schemas, as the forms and the API see them. */
import { limaToday } from '../dates.ts';
import { describe, expect, it } from 'vitest';
import {
  CICLOS_TECNICOS,
  CICLOS_UNIVERSITARIOS,
  CV_MESSAGES,
  ESTADOS_ESTUDIOS,
  MESES,
  NIVELES,
  REDES_SOCIALES,
  REQUIRED_CV_FIELDS,
  SEXOS,
  TIPOS_CARRERA,
  aniosCertificacion,
  aniosEgreso,
  aniosExperiencia,
  aniosIngreso,
  cicloLabel,
  cicloTexto,
  ciclosDe,
  missingRequiredFields,
  puestoLabel,
  type RequiredCvValues,
} from '../cv.ts';
import {
  conocimientoSchema,
  contactSchema,
  educationSchema,
  experienciaLaboralSchema,
  extracurricularSchema,
  formacionComplementariaFormSchema,
  formacionComplementariaMultipleSchema,
  formacionComplementariaSchema,
  habilidadSchema,
  idiomaSchema,
  infoRequiredSchema,
  logroSchema,
  moreEducationSchema,
  personalSchema,
  placesSchema,
  updateFormSchema,
  updateRequestSchema,
} from './cv.ts';
import type { z } from './zod.ts';

// A fixed day in Lima: 20 November 2026.
const TODAY = new Date('2026-11-20T15:00:00Z');

/** The first message of each field, as the API's optional.errors carries them. */
function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}
function data<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  return schema.parse(input);
}

const personal = {
  nombres: 'Lucía',
  apellidos: 'Quispe Mamani',
  dni: '72345678',
  fecha_nacimiento: '2003-05-14',
  sexo: 0,
  licencia_conducir: 0,
};
const places = { id_region: 4, region: 'Arequipa', provincia: 'Arequipa', distrito: 'Cayma' };
const education = {
  tipo_carrera: 1,
  id_inst_educativa: 67,
  inst_educativa_nombre: 'Universidad Nacional de San Agustín de Arequipa',
  id_carrera_actual: 289,
  carrera_actual: 'Ingeniería Industrial',
  estado_estudios: 0,
  ciclo_actual: 4,
  fecha_ingreso: 2022,
  fecha_egreso: 2027,
  resumen_profesional: 'Estudiante de Ingeniería Industrial.',
};
const experiencia = {
  nombre_empresa: 'Gloria S.A.',
  puesto: 'Practicante',
  funciones: 'Control de mermas.',
  fecha_inicio: '2024-03',
  fecha_salida: '2024-12',
  sigo_aqui: 0,
};

describe('label lists', () => {
  it('cycles: university 0 Ninguno … 6 X ciclo; technical 1–4', () => {
    expect(CICLOS_UNIVERSITARIOS.map((c) => [c.value, c.label])).toEqual([
      [0, 'Ninguno'],
      [1, 'Menor o igual a V ciclo'],
      [2, 'VI'],
      [3, 'VII'],
      [4, 'VIII'],
      [5, 'IX'],
      [6, 'X ciclo'],
    ]);
    expect(CICLOS_TECNICOS.map((c) => [c.value, c.label])).toEqual([
      [1, 'Menor o igual a III ciclo'],
      [2, 'IV'],
      [3, 'V'],
      [4, 'VI ciclo'],
    ]);
    expect(ciclosDe(0)).toBe(CICLOS_TECNICOS);
    expect(ciclosDe(1).map((c) => c.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(cicloLabel(1, 4)).toBe('VIII');
    expect(cicloLabel(0, 4)).toBe('VI ciclo');
    expect(cicloLabel(1, 0)).toBe('');
    expect(cicloTexto(1, 4)).toBe('VIII ciclo');
    expect(cicloTexto(1, 1)).toBe('Menor o igual a V ciclo');
    expect(cicloTexto(0, 2)).toBe('IV ciclo');
  });

  it('states, career types, sexo, levels, networks, months and position labels', () => {
    expect(ESTADOS_ESTUDIOS.map((o) => o.label)).toEqual(['Estudiante', 'Egresado', 'Bachiller']);
    expect(TIPOS_CARRERA).toEqual([
      { value: 0, label: 'Técnica' },
      { value: 1, label: 'Universitaria' },
    ]);
    expect(SEXOS).toEqual([
      { value: 1, label: 'Masculino' },
      { value: 0, label: 'Femenino' },
      { value: 2, label: 'Prefiero no decirlo' },
    ]);
    expect(NIVELES).toEqual(['básico', 'intermedio', 'avanzado']);
    expect(REDES_SOCIALES).toEqual(['Twitter', 'Facebook', 'Instagram', 'LinkedIn', 'Telegram']);
    expect(MESES[8]).toEqual({ value: 9, label: 'Setiembre' });
    expect(puestoLabel('Proyecto')).toBe('Puesto (Fundador, Organizador, Ponente, Tesorero, ...)');
    expect(puestoLabel('Voluntariado')).toBe('Nombre Puesto/Cargo');
    expect(puestoLabel(undefined)).toBe('Cargo');
  });

  it('year lists, newest first, counted in Lima', () => {
    expect(aniosCertificacion(TODAY)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]);
    expect(aniosExperiencia(TODAY)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]);
    expect(aniosIngreso(TODAY)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
    expect(aniosEgreso(2022)).toEqual([2032, 2031, 2030, 2029, 2028, 2027, 2026, 2025, 2024, 2023, 2022]);
    // 1 January 2027 at 03:00 UTC is still 31 December in Lima.
    expect(limaToday(new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
    expect(aniosCertificacion(new Date('2027-01-01T03:00:00Z'))[0]).toBe(2026);
  });
});

describe('personal', () => {
  const schema = personalSchema(TODAY);
  it('accepts the data and numbers sent as text', () => {
    expect(data(schema, { ...personal, nombres: '  Lucía ', sexo: '2', licencia_conducir: '1' })).toEqual({
      ...personal,
      sexo: 2,
      licencia_conducir: 1,
    });
  });
  it('answers every message', () => {
    expect(errors(schema, {})).toEqual({
      nombres: 'Requerido',
      apellidos: 'Requerido',
      dni: 'Requerido',
      fecha_nacimiento: 'Requerido',
      sexo: 'Requerido',
      licencia_conducir: 'Requerido',
    });
    expect(
      errors(schema, {
        ...personal,
        nombres: 'Lu',
        apellidos: 'a'.repeat(31),
        dni: '1234567',
        fecha_nacimiento: '2026-11-21',
        sexo: 3,
        licencia_conducir: 2,
      }),
    ).toEqual({
      nombres: 'Mínimo 3 caracteres',
      apellidos: 'Máximo 30 caracteres',
      dni: 'Sólo números de 8 dígitos',
      fecha_nacimiento: 'Fecha inválida',
      sexo: 'Elige una opción válida',
      licencia_conducir: 'Elige una opción válida',
    });
    expect(errors(schema, { ...personal, nombres: '   ', dni: '7234567a', fecha_nacimiento: '14/05/2003' })).toEqual({
      nombres: 'Requerido',
      dni: 'Sólo números de 8 dígitos',
      fecha_nacimiento: 'Fecha inválida',
    });
    expect(errors(schema, { ...personal, fecha_nacimiento: '2003-02-29' })).toEqual({ fecha_nacimiento: 'Fecha inválida' });
  });
});

describe('places', () => {
  it('accepts a residence and answers every message', () => {
    expect(data(placesSchema, { ...places, id_region: '4' })).toEqual(places);
    expect(errors(placesSchema, {})).toEqual({
      id_region: 'Requerido',
      region: 'Requerido',
      provincia: 'Requerido',
      distrito: 'Requerido',
    });
    expect(errors(placesSchema, { id_region: 26, region: 'r'.repeat(31), provincia: 'p'.repeat(31), distrito: 'd'.repeat(61) })).toEqual({
      id_region: 'Elige una región de la lista',
      region: 'Máximo 30 caracteres',
      provincia: 'Máximo 30 caracteres',
      distrito: 'Máximo 60 caracteres',
    });
    // The longest real district (36 characters).
    expect(errors(placesSchema, { ...places, distrito: 'Coronel Gregorio Albarracín Lanchipa' })).toEqual({});
  });
});

describe('education', () => {
  const schema = educationSchema(TODAY);
  it('stores years as January 1 and keeps the cycle of a student', () => {
    expect(data(schema, education)).toEqual({
      ...education,
      fecha_ingreso: '2022-01-01',
      fecha_egreso: '2027-01-01',
      orden_merito: 0,
    });
    expect(data(schema, { ...education, fecha_ingreso: '2022', fecha_egreso: '2027-07-28', orden_merito: '2' })).toMatchObject({
      fecha_ingreso: '2022-01-01',
      fecha_egreso: '2027-01-01',
      orden_merito: 2,
    });
  });
  it('forces the cycle to 0 for graduates and bachelors', () => {
    expect(data(schema, { ...education, estado_estudios: 2, ciclo_actual: 5, fecha_egreso: 2026 }).ciclo_actual).toBe(0);
    expect(data(schema, { ...education, estado_estudios: 1, ciclo_actual: undefined, fecha_egreso: 2026 }).ciclo_actual).toBe(0);
  });
  it('a graduate or bachelor left already: the exit year is this year in Lima at the latest', () => {
    const futuro = { fecha_egreso: 'Si ya egresaste, el año de egreso no puede ser posterior al año actual' };
    expect(errors(schema, { ...education, estado_estudios: 1, fecha_egreso: 2027 })).toEqual(futuro);
    expect(errors(schema, { ...education, estado_estudios: 2, fecha_egreso: 2031 })).toEqual(futuro);
    expect(errors(schema, { ...education, estado_estudios: 1, fecha_egreso: 2026 })).toEqual({});
    expect(errors(schema, { ...education, estado_estudios: 0, fecha_egreso: 2031 })).toEqual({});
    // 23:30 of 31 December in Lima is already 2027 in UTC: 2027 is still the future.
    const nochevieja = educationSchema(new Date('2027-01-01T04:30:00Z'));
    expect(errors(nochevieja, { ...education, estado_estudios: 1, fecha_egreso: 2027 })).toEqual(futuro);
  });
  it('asks a student for a cycle of the career type', () => {
    expect(errors(schema, { ...education, ciclo_actual: '' })).toEqual({ ciclo_actual: 'Requerido' });
    expect(errors(schema, { ...education, tipo_carrera: 0, ciclo_actual: 5 })).toEqual({ ciclo_actual: 'Elige un ciclo de la lista' });
    expect(errors(schema, { ...education, ciclo_actual: 7 })).toEqual({ ciclo_actual: 'Elige un ciclo de la lista' });
    expect(errors(schema, { ...education, tipo_carrera: 0, ciclo_actual: 4 })).toEqual({});
  });
  it('checks the years against the lists', () => {
    expect(errors(schema, { ...education, fecha_ingreso: 2016, fecha_egreso: 2020 })).toEqual({
      fecha_ingreso: 'Elige un año de la lista',
    });
    expect(errors(schema, { ...education, fecha_ingreso: 2027, fecha_egreso: 2030 })).toEqual({
      fecha_ingreso: 'Elige un año de la lista',
    });
    expect(errors(schema, { ...education, fecha_ingreso: 2022, fecha_egreso: 2021 })).toEqual({
      fecha_egreso: 'El año de egreso no puede ser anterior al de ingreso',
    });
    expect(errors(schema, { ...education, fecha_ingreso: 2022, fecha_egreso: 2033 })).toEqual({
      fecha_egreso: 'Elige un año de la lista',
    });
    expect(errors(schema, { ...education, fecha_ingreso: 'hace años' })).toEqual({ fecha_ingreso: 'Fecha inválida' });
  });
  it('answers every message', () => {
    expect(errors(schema, {})).toEqual({
      tipo_carrera: 'Requerido',
      id_inst_educativa: 'Requerido',
      inst_educativa_nombre: 'Requerido',
      id_carrera_actual: 'Requerido',
      carrera_actual: 'Requerido',
      estado_estudios: 'Requerido',
      fecha_ingreso: 'Requerido',
      fecha_egreso: 'Requerido',
      resumen_profesional: 'Requerido',
    });
    expect(
      errors(schema, {
        ...education,
        tipo_carrera: 3,
        id_inst_educativa: 'abc',
        inst_educativa_nombre: 'U',
        id_carrera_actual: -1,
        carrera_actual: 'c'.repeat(121),
        estado_estudios: 5,
        orden_merito: 9,
        resumen_profesional: 'Hola',
      }),
    ).toEqual({
      tipo_carrera: 'Elige una opción válida',
      id_inst_educativa: 'Elige una institución de la lista',
      inst_educativa_nombre: 'Mínimo 2 caracteres',
      id_carrera_actual: 'Elige una carrera de la lista',
      carrera_actual: 'Máximo 120 caracteres',
      estado_estudios: 'Elige una opción válida',
      orden_merito: 'Elige una opción válida',
      resumen_profesional: 'Mínimo 5 caracteres',
    });
    expect(errors(schema, { ...education, inst_educativa_nombre: 'u'.repeat(101), resumen_profesional: 'r'.repeat(501) })).toEqual({
      inst_educativa_nombre: 'Máximo 100 caracteres',
      resumen_profesional: 'Máximo 500 caracteres',
    });
    // Careers up to 120, summaries up to 500.
    expect(errors(schema, { ...education, carrera_actual: 'c'.repeat(120), resumen_profesional: 'r'.repeat(500) })).toEqual({});
  });
});

describe('contact', () => {
  const redes = [{ name: 'LinkedIn', value: 'https://www.linkedin.com/in/lucia' }];
  it('accepts the contact data; a blank WhatsApp is null and no networks an empty list', () => {
    expect(data(contactSchema, { correo_contacto: 'lucia@unsa.edu.pe', whatsapp: '987654321', redes_sociales: redes })).toEqual({
      correo_contacto: 'lucia@unsa.edu.pe',
      whatsapp: '987654321',
      redes_sociales: redes,
    });
    expect(data(contactSchema, { correo_contacto: 'lucia@unsa.edu.pe', whatsapp: ' ' })).toEqual({
      correo_contacto: 'lucia@unsa.edu.pe',
      whatsapp: null,
      redes_sociales: [],
    });
  });
  it('answers every message', () => {
    expect(errors(contactSchema, {})).toEqual({ correo_contacto: 'Requerido' });
    expect(errors(contactSchema, { correo_contacto: 'lucia', whatsapp: '98765432' })).toEqual({
      correo_contacto: 'Correo inválido',
      whatsapp: 'Sólo números de 9 dígitos',
    });
    expect(errors(contactSchema, { correo_contacto: `${'a'.repeat(251)}@b.pe`, whatsapp: '+51987654321' })).toEqual({
      correo_contacto: 'Máximo 255 caracteres',
      whatsapp: 'Sólo números de 9 dígitos',
    });
    expect(
      errors(contactSchema, {
        correo_contacto: 'a@b.pe',
        redes_sociales: [
          { name: '', value: '' },
          { name: 'X', value: 'h' },
          { name: 'n'.repeat(51), value: 'ftp://archivos.pe/cv' },
          { name: 'Twitter', value: `https://x.com/${'a'.repeat(200)}` },
          { name: 'TikTok', value: 'https://tiktok.com/@lucia' },
        ],
      }),
    ).toEqual({
      'redes_sociales.0.name': 'Requerido',
      'redes_sociales.0.value': 'Requerido',
      'redes_sociales.1.name': 'Mínimo 2 caracteres',
      'redes_sociales.1.value': 'Mínimo 2 caracteres',
      'redes_sociales.2.name': 'Máximo 50 caracteres',
      'redes_sociales.2.value': 'No se reconoce como URL',
      'redes_sociales.3.value': 'Máximo 200 caracteres',
      'redes_sociales.4.name': 'Elige una red social de la lista',
    });
    expect(errors(contactSchema, { correo_contacto: 'a@b.pe', redes_sociales: [...redes, ...redes] })).toEqual({
      'redes_sociales.1.name': 'Ya agregaste esta red social.',
    });
    expect(errors(contactSchema, { correo_contacto: 'a@b.pe', redes_sociales: Array.from({ length: 6 }, () => redes[0]) })).toMatchObject({
      redes_sociales: 'Máximo 5 redes sociales',
    });
  });
});

describe('competencies: skills, knowledge, languages', () => {
  it('more_education takes the whole list, each name once, at most 20', () => {
    expect(data(moreEducationSchema, { habilidades: [' Liderazgo ', 'Empatía'] })).toEqual({ habilidades: ['Liderazgo', 'Empatía'] });
    expect(errors(moreEducationSchema, {})).toEqual({ habilidades: 'Requerido' });
    expect(errors(moreEducationSchema, { habilidades: ['Liderazgo', 'LIDERAZGO', ''] })).toEqual({
      'habilidades.1': 'Ya agregaste este elemento.',
      'habilidades.2': 'Requerido',
    });
    expect(errors(moreEducationSchema, { habilidades: Array.from({ length: 21 }, (_, i) => `h${i}`) })).toEqual({
      habilidades: 'Máximo 20 habilidades',
    });
    expect(errors(habilidadSchema, {})).toEqual({ nombre: 'Requerido' });
    expect(errors(habilidadSchema, { nombre: 'h'.repeat(101) })).toEqual({ nombre: 'Máximo 100 caracteres' });
  });

  it('knowledge and languages need a name and a level of the list', () => {
    for (const schema of [conocimientoSchema, idiomaSchema]) {
      expect(data(schema, { nombre: 'Inglés', nivel: 'intermedio' })).toEqual({ nombre: 'Inglés', nivel: 'intermedio' });
      expect(errors(schema, {})).toEqual({ nombre: 'Requerido', nivel: 'Requerido' });
      expect(errors(schema, { nombre: 'Inglés', nivel: '' })).toEqual({ nivel: 'Requerido' });
      expect(errors(schema, { nombre: 'Inglés', nivel: 'nativo' })).toEqual({
        nivel: 'Elige un nivel: básico, intermedio o avanzado',
      });
    }
  });
});

describe('achievement (logro)', () => {
  const schema = logroSchema(TODAY);
  it('accepts a date or a month from 2015 to today', () => {
    expect(data(schema, { descripcion: 'Beca', fecha: '2015-01-01' })).toEqual({ descripcion: 'Beca', fecha: '2015-01-01' });
    expect(data(schema, { descripcion: 'Beca', fecha: '2026-11' })).toEqual({ descripcion: 'Beca', fecha: '2026-11-01' });
  });
  it('answers every message', () => {
    expect(errors(schema, {})).toEqual({ descripcion: 'Requerido', fecha: 'Requerido' });
    expect(errors(schema, { descripcion: 'B', fecha: '2014-12-31' })).toEqual({
      descripcion: 'Mínimo 2 caracteres',
      fecha: 'Elige un año de la lista',
    });
    expect(errors(schema, { descripcion: 'b'.repeat(256), fecha: '2026-11-21' })).toEqual({
      descripcion: 'Máximo 255 caracteres',
      fecha: 'La fecha no puede ser futura',
    });
    expect(errors(schema, { descripcion: 'Beca', fecha: '2026-13-01' })).toEqual({ fecha: 'Fecha inválida' });
  });
});

describe('certification (formacion_complementaria)', () => {
  const schema = formacionComplementariaSchema(TODAY);
  const item = { tipo: 'Curso', inst_educativa: 'Coursera', fecha_inicio: '2025-09', descripcion: 'Excel para negocios' };
  it('stores the month as its first day; blank and Otros are null', () => {
    expect(data(schema, item)).toEqual({ ...item, fecha_inicio: '2025-09-01' });
    expect(data(schema, { ...item, tipo: '', fecha_inicio: '2025-09-17' })).toMatchObject({ tipo: null, fecha_inicio: '2025-09-01' });
    expect(data(schema, { ...item, tipo: 'Otros' }).tipo).toBeNull();
  });
  it('answers every message', () => {
    expect(errors(schema, {})).toEqual({ inst_educativa: 'Requerido', fecha_inicio: 'Requerido', descripcion: 'Requerido' });
    expect(errors(schema, { tipo: 't'.repeat(31), inst_educativa: 'C', fecha_inicio: '2014-12', descripcion: 'd' })).toEqual({
      tipo: 'Máximo 30 caracteres',
      inst_educativa: 'Mínimo 2 caracteres',
      fecha_inicio: 'Elige un año de la lista',
      descripcion: 'Mínimo 2 caracteres',
    });
    expect(
      errors(schema, { ...item, tipo: 7, inst_educativa: 'i'.repeat(51), fecha_inicio: '2026-12', descripcion: 'd'.repeat(256) }),
    ).toEqual({
      tipo: 'Elige un tipo de la lista',
      inst_educativa: 'Máximo 50 caracteres',
      fecha_inicio: 'La fecha no puede ser futura',
      descripcion: 'Máximo 255 caracteres',
    });
  });
  it('the form has month and year, each required, and gives the payload', () => {
    const form = formacionComplementariaFormSchema(TODAY);
    expect(data(form, { tipo: 'Taller', inst_educativa: 'SENATI', mes: '9', anio: '2025', descripcion: 'Soldadura' })).toEqual({
      tipo: 'Taller',
      inst_educativa: 'SENATI',
      fecha_inicio: '2025-09-01',
      descripcion: 'Soldadura',
    });
    expect(errors(form, { inst_educativa: 'SENATI', mes: '', anio: '', descripcion: 'Soldadura' })).toEqual({
      mes: 'Requerido',
      anio: 'Requerido',
    });
    expect(errors(form, { inst_educativa: 'SENATI', mes: 13, anio: 2014, descripcion: 'Soldadura' })).toEqual({
      mes: 'Elige una opción válida',
      anio: 'Elige un año de la lista',
    });
    expect(errors(form, { inst_educativa: 'SENATI', mes: 12, anio: 2026, descripcion: 'Soldadura' })).toEqual({
      mes: 'La fecha no puede ser futura',
    });
  });
  it('createMultiple takes 1 to 20 items', () => {
    const multiple = formacionComplementariaMultipleSchema(TODAY);
    expect(data(multiple, { items: [item, item] }).items).toHaveLength(2);
    expect(errors(multiple, {})).toEqual({ items: 'Requerido' });
    expect(errors(multiple, { items: [] })).toEqual({ items: 'Requerido' });
    expect(errors(multiple, { items: Array.from({ length: 21 }, () => item) })).toEqual({ items: 'Máximo 20 elementos' });
    expect(errors(multiple, { items: [item, { ...item, descripcion: '' }] })).toEqual({ 'items.1.descripcion': 'Requerido' });
  });
});

describe('work experience and extracurricular', () => {
  const schema = experienciaLaboralSchema(TODAY);
  it('a current job has no end date', () => {
    expect(data(schema, experiencia)).toEqual({ ...experiencia, fecha_inicio: '2024-03-01', fecha_salida: '2024-12-01' });
    expect(data(schema, { ...experiencia, sigo_aqui: true })).toMatchObject({ sigo_aqui: 1, fecha_salida: null });
    expect(data(schema, { ...experiencia, sigo_aqui: '1', fecha_salida: '' })).toMatchObject({ sigo_aqui: 1, fecha_salida: null });
  });
  it('answers every message', () => {
    expect(errors(schema, {})).toEqual({
      nombre_empresa: 'Requerido',
      puesto: 'Requerido',
      funciones: 'Requerido',
      fecha_inicio: 'Requerido',
      fecha_salida: 'Requerido',
    });
    expect(errors(schema, { ...experiencia, nombre_empresa: 'G', puesto: 'p'.repeat(101), funciones: 'f', sigo_aqui: 3 })).toEqual({
      nombre_empresa: 'Mínimo 2 caracteres',
      puesto: 'Máximo 100 caracteres',
      funciones: 'Mínimo 2 caracteres',
      sigo_aqui: 'Elige una opción válida',
    });
    expect(errors(schema, { ...experiencia, funciones: 'f'.repeat(501) })).toEqual({ funciones: 'Máximo 500 caracteres' });
    expect(errors(schema, { ...experiencia, fecha_inicio: '2015-12', fecha_salida: '2027-01' })).toEqual({
      fecha_inicio: 'Elige un año de la lista',
      fecha_salida: 'Elige un año de la lista',
    });
    expect(errors(schema, { ...experiencia, fecha_inicio: '2026-12', sigo_aqui: 1 })).toEqual({
      fecha_inicio: 'La fecha no puede ser futura',
    });
    expect(errors(schema, { ...experiencia, fecha_inicio: '2024-06', fecha_salida: '2024-05' })).toEqual({
      fecha_salida: 'La fecha de salida no puede ser anterior a la de inicio',
    });
    expect(errors(schema, { ...experiencia, fecha_salida: null })).toEqual({ fecha_salida: 'Requerido' });
    expect(errors(schema, { ...experiencia, fecha_inicio: '2024-02-30' })).toEqual({ fecha_inicio: 'Fecha inválida' });
    expect(errors(schema, { ...experiencia, fecha_inicio: '2016-01', fecha_salida: '2016-02' })).toEqual({});
  });

  it('projects need a name; volunteering has none', () => {
    const extra = extracurricularSchema(TODAY);
    const proyecto = { ...experiencia, tipo: 'Proyecto', nombre_proyecto: 'Robot clasificador' };
    expect(data(extra, proyecto)).toMatchObject({ tipo: 'Proyecto', nombre_proyecto: 'Robot clasificador' });
    expect(data(extra, { ...proyecto, tipo: 'Voluntariado' }).nombre_proyecto).toBeNull();
    expect(errors(extra, { ...proyecto, nombre_proyecto: ' ' })).toEqual({ nombre_proyecto: 'Requerido' });
    expect(errors(extra, { ...proyecto, nombre_proyecto: 'R' })).toEqual({ nombre_proyecto: 'Mínimo 2 caracteres' });
    expect(errors(extra, { ...proyecto, nombre_proyecto: 'r'.repeat(101) })).toEqual({ nombre_proyecto: 'Máximo 100 caracteres' });
    expect(errors(extra, { ...proyecto, tipo: undefined })).toEqual({ tipo: 'Requerido' });
    expect(errors(extra, { ...proyecto, tipo: 'Taller' })).toEqual({ tipo: 'Elige una opción válida' });
  });
});

describe('required data (info_required) and the gate', () => {
  const schema = infoRequiredSchema(TODAY);
  const { resumen_profesional: _summary, ...edu } = education;
  it('takes exactly the required-data fields', () => {
    const parsed = data(schema, { ...personal, ...edu, ...places, correo_contacto: 'lucia@unsa.edu.pe', resumen_profesional: 'ignorado' });
    expect(parsed).not.toHaveProperty('resumen_profesional');
    expect(parsed).toMatchObject({
      dni: '72345678',
      ciclo_actual: 4,
      fecha_ingreso: '2022-01-01',
      distrito: 'Cayma',
      correo_contacto: 'lucia@unsa.edu.pe',
    });
    expect(errors(schema, { ...personal, ...edu, ...places, correo_contacto: 'x', ciclo_actual: 0 })).toEqual({
      correo_contacto: 'Correo inválido',
      ciclo_actual: 'Requerido',
    });
  });

  it('missingRequiredFields lists the empty fields in form order; the cycle only for students', () => {
    const complete: RequiredCvValues = {
      ...personal,
      tipo_carrera: 1,
      id_inst_educativa: 67,
      id_carrera_actual: 289,
      estado_estudios: 0,
      fecha_ingreso: '2022-01-01',
      fecha_egreso: '2027-01-01',
      ciclo_actual: 4,
      id_region: 4,
      provincia: 'Arequipa',
      distrito: 'Cayma',
      correo_contacto: 'lucia@unsa.edu.pe',
    };
    expect(missingRequiredFields(complete)).toEqual([]);
    expect(missingRequiredFields({ ...complete, ciclo_actual: 0 })).toEqual(['ciclo_actual']);
    expect(missingRequiredFields({ ...complete, ciclo_actual: 0, estado_estudios: 1 })).toEqual([]);
    expect(missingRequiredFields({ ...complete, dni: null, distrito: ' ', correo_contacto: undefined })).toEqual([
      'dni',
      'distrito',
      'correo_contacto',
    ]);
    expect(REQUIRED_CV_FIELDS).toHaveLength(17);
  });
});

describe('the update call', () => {
  it('names the form and picks its schema', () => {
    expect(updateRequestSchema.safeParse({ form: 'personal', data: {} }).success).toBe(true);
    expect(errors(updateRequestSchema, { form: 'otro', data: [] })).toEqual({ form: 'Elige un formulario válido', data: 'Requerido' });
    expect(updateFormSchema('places', TODAY)).toBe(placesSchema);
    expect(updateFormSchema('more_education', TODAY)).toBe(moreEducationSchema);
    expect(errors(updateFormSchema('education', TODAY), {})).toHaveProperty('resumen_profesional', 'Requerido');
    expect(errors(updateFormSchema('info_required', TODAY), {})).not.toHaveProperty('resumen_profesional');
  });

  it('every message of the module is Spanish text', () => {
    // A message that names a value is a function of it: judged with a sample value.
    for (const message of Object.values(CV_MESSAGES)) {
      expect(typeof message === 'function' ? message('Avanzado') : message).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡]/);
    }
  });
});
