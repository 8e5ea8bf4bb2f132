/**
 * The built-in Spanish parser against the real reference vocabulary (a prepared database): how a recruiter's
 * phrasings become criteria, how an external model's answer is mapped onto the same vocabulary, and how the criteria
 * read back in Spanish.
 */
import type { CriteriosAsistente } from '@practiperu/shared/asistente';
import { toClave } from '@practiperu/shared/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sinProtegidos } from './parser.ts';
import { createTestDatabase } from '../../../../test/helpers.ts';
import type { Database } from '../../../db/client.ts';
import {
  criteriosVacios,
  crearInterpreteIntegrado,
  describirConsulta,
  lugaresAmbiguos,
  regionesDeLugares,
  type InterpreteIntegrado,
} from './index.ts';

const AHORA = new Date('2026-11-21T15:00:00Z');
let database: Database;
let interprete: InterpreteIntegrado;

beforeAll(async () => {
  database = (await createTestDatabase()).database;
  interprete = crearInterpreteIntegrado(database.db, { now: () => AHORA });
});
afterAll(async () => {
  await database.close();
});

type Esperado = Partial<CriteriosAsistente>;
const k = (nombre: string, nivel: 'básico' | 'intermedio' | 'avanzado' | null = null) => ({ nombre, nivel });
/** An item of a group of alternatives. */
const g = (nombre: string, nivel: 'básico' | 'intermedio' | 'avanzado' | null, grupo: number) => ({ nombre, nivel, grupo });

/** [what the recruiter types, everything the parser must understand (the rest stays empty)]. */
const CASOS: [string, Esperado][] = [
  // Accents, case and plurals
  ['INGENIERÍA INDUSTRIAL', { carreras: ['Ingeniería Industrial'] }],
  ['ingenieria industrial', { carreras: ['Ingeniería Industrial'] }],
  ['Ingenierías Industriales', { carreras: ['Ingeniería Industrial'] }],
  ['ingenieros industriales', { carreras: ['Ingeniería Industrial'] }],
  // Career abbreviations and synonyms
  ['ing. industrial', { carreras: ['Ingeniería Industrial'] }],
  ['ing industrial', { carreras: ['Ingeniería Industrial'] }],
  ['ingeniería de sistemas', { carreras: ['Ingeniería de Sistemas'] }],
  ['Ingeniería en sistemas', { carreras: ['Ingeniería de Sistemas'] }],
  ['ing sistemas', { carreras: ['Ingeniería de Sistemas'] }],
  ['ing. de sistemas e informática', { carreras: ['Ingeniería de Sistemas e Informática'] }],
  ['contabilidad', { carreras: ['Contabilidad'] }],
  ['contadores', { carreras: ['Contabilidad'] }],
  ['administración', { carreras: ['Administración'] }],
  ['economistas de Piura', { carreras: ['Economía'], regiones: [20] }],
  [
    'estudiantes de ingeniería de sistemas o computación e informática',
    { carreras: ['Ingeniería de Sistemas', 'Computación e Informática'], niveles: [3, 6] },
  ],
  ['estudiantes de ingeniería industrial o mecánica', { carreras: ['Ingeniería Industrial', 'Ingeniería Mecánica'], niveles: [6] }],
  ['ingeniería civil, ambiental o de minas', { carreras: ['Ingeniería Civil', 'Ingeniería Ambiental', 'Ingeniería de Minas'] }],
  ['sistemas e informática', { carreras: ['Ingeniería de Sistemas e Informática'] }],
  // Study level: students, graduates, bachelors, technical, university
  ['estudiantes de derecho', { carreras: ['Derecho'], niveles: [6] }],
  ['alumnos de derecho', { carreras: ['Derecho'], niveles: [6] }],
  ['egresados de derecho', { carreras: ['Derecho'], niveles: [7, 8] }],
  ['titulados en derecho', { carreras: ['Derecho'], niveles: [7, 8] }],
  ['bachilleres de derecho', { carreras: ['Derecho'], niveles: [8] }],
  ['profesionales de psicología', { carreras: ['Psicología'], niveles: [7, 8] }],
  ['profesionales en contabilidad', { carreras: ['Contabilidad'], niveles: [4, 7, 8] }],
  ['técnicos', { niveles: [3, 4] }],
  ['estudiantes técnicos', { niveles: [3] }],
  ['egresados técnicos', { niveles: [4] }],
  ['universitarios', { niveles: [6, 7, 8] }],
  ['estudiantes de instituto', { niveles: [3] }],
  ['técnicos en computación e informática de Lima', { carreras: ['Computación e Informática'], niveles: [3, 4], regiones: [15] }],
  ['estudiantes de ingeniería de minas', { carreras: ['Ingeniería de Minas'], niveles: [6] }],
  // Places: regions, Lima the department or the district, provinces and districts
  ['de Arequipa', { regiones: [4] }],
  ['en Arequipa', { regiones: [4] }],
  ['que vivan en Lima', { regiones: [15] }],
  ['estudiantes de Lima y Callao', { niveles: [3, 6], regiones: [7, 15] }],
  ['del distrito de Lima', { distritos: ['Cercado de Lima'] }],
  ['Cercado de Lima', { distritos: ['Cercado de Lima'] }],
  ['Lima Metropolitana', { distritos: ['Lima'] }],
  ['en la provincia de Arequipa', { distritos: ['Arequipa'] }],
  ['de San Isidro', { distritos: ['San Isidro'] }],
  ['de Surco', { distritos: ['Santiago de Surco'] }],
  ['practicantes de Santiago de Surco o San Borja', { distritos: ['Santiago de Surco', 'San Borja'] }],
  // Places are alternatives, unless a region qualifies a district or province that lies in it
  ['de Surco o Arequipa', { regiones: [4], distritos: ['Santiago de Surco'] }],
  ['de Lima o Arequipa', { regiones: [4, 15] }],
  ['de Miraflores, San Isidro o Arequipa', { regiones: [4], distritos: ['Miraflores', 'San Isidro'] }],
  ['de Surco, Arequipa', { regiones: [4], distritos: ['Santiago de Surco'] }],
  ['de Miraflores', { distritos: ['Miraflores'] }],
  ['de Miraflores, Arequipa', { distritos: [{ nombre: 'Miraflores', id_region: 4 }] }],
  ['Miraflores, Arequipa', { distritos: [{ nombre: 'Miraflores', id_region: 4 }] }],
  ['que vivan en MIRAFLORES (AREQUIPA)', { distritos: [{ nombre: 'Miraflores', id_region: 4 }] }],
  ['de miraflores en arequipa', { distritos: [{ nombre: 'Miraflores', id_region: 4 }] }],
  ['de Miraflores, Lima', { distritos: [{ nombre: 'Miraflores', id_region: 15 }] }],
  ['del distrito de Cayma en Arequipa', { distritos: [{ nombre: 'Cayma', id_region: 4 }] }],
  ['de Arequipa, distrito de Cayma', { distritos: [{ nombre: 'Cayma', id_region: 4 }] }],
  [
    'de Cayma o Yanahuara, Arequipa',
    {
      distritos: [
        { nombre: 'Cayma', id_region: 4 },
        { nombre: 'Yanahuara', id_region: 4 },
      ],
    },
  ],
  ['de Surco o Cayma, Arequipa', { distritos: ['Santiago de Surco', { nombre: 'Cayma', id_region: 4 }] }],
  ['de Miraflores, Arequipa o Cusco', { regiones: [8], distritos: [{ nombre: 'Miraflores', id_region: 4 }] }],
  ['estudiantes de Miraflores', { niveles: [3, 6], distritos: ['Miraflores'] }],
  ['de Cusco', { regiones: [8] }],
  ['de Cuzco', { regiones: [8] }],
  ['en La Molina', { distritos: ['La Molina'] }],
  // A province named like its main district, beside another district of that province: that district alone.
  ['chicos de Huancayo o El Tambo', { distritos: ['Cercado de Huancayo', 'El Tambo'] }],
  ['estudiantes de Trujillo o Víctor Larco', { niveles: [3, 6], distritos: ['Cercado de Trujillo', 'Víctor Larco Herrera'] }],
  ['de Huancayo o Arequipa', { regiones: [4], distritos: ['Huancayo'] }],
  ['de Cercado de Huancayo', { distritos: ['Cercado de Huancayo'] }],
  // «la capital» is Lima Metropolitana; «la capital de Junín» is not.
  ['los que no son de la capital', { excluir: { distritos: ['Lima'] } }],
  ['practicantes de la capital', { distritos: ['Lima'] }],
  // Experience areas joined by «ni en», «o en»: areas, even when one is also a knowledge item.
  ['sin experiencia en ventas ni en atención al cliente', { excluir: { experiencia_en: ['ventas', 'atención al cliente'] } }],
  ['con experiencia en ventas o en atención al cliente', { experiencia: true, experiencia_en: ['ventas', 'atención al cliente'] }],
  ['que no hayan trabajado en logística ni en ventas', { excluir: { experiencia_en: ['logística', 'ventas'] } }],
  // Finishing one's studies said with a verb.
  ['los que ya terminaron la carrera', { niveles: [4, 7, 8] }],
  ['contadores que ya culminaron la carrera', { carreras: ['Contabilidad'], niveles: [4, 7, 8] }],
  ['los que aún no terminan la carrera', { excluir: { niveles: [4, 7, 8] } }],
  // A typo in a word of a two-word name, the other word beside it; a negation word misspelt; «año» as «anio».
  ['postulantes con pawer bi', { conocimientos: [k('Power BI')] }],
  ['eksepto los de cusco', { excluir: { regiones: [8] } }],
  ['a exepcion de los de Lima', { excluir: { regiones: [15] } }],
  // A clause of its own after the join ends the negation, even with a name of the same kind: that name is asked.
  ['sin SAP y con Power BI', { conocimientos: [k('Power BI')], excluir: { conocimientos: [k('SAP ERP')] } }],
  ['que no sepan SAP y sepan Excel', { conocimientos: [k('Microsoft Excel')], excluir: { conocimientos: [k('SAP ERP')] } }],
  ['sin SAP y Power BI', { excluir: { conocimientos: [k('SAP ERP'), k('Power BI')] } }],
  ['que no sepan SAP y sean Excel', { conocimientos: [k('Microsoft Excel')], excluir: { conocimientos: [k('SAP ERP')] } }],
  // «excepto los que» + a verb: the verb opens the clause, and the next verb after a join names more of those left out.
  ['excepto los que sepan SAP', { excluir: { conocimientos: [k('SAP ERP')] } }],
  ['menos los que manejen Excel', { excluir: { conocimientos: [k('Microsoft Excel')] } }],
  ['excepto los que sepan SAP y sepan Excel', { excluir: { conocimientos: [k('SAP ERP'), k('Microsoft Excel')] } }],
  ['alunnos de 2do anio', { niveles: [3, 6], ciclo_min: 3, ciclo_max: 4 }],
  // «primeros ciclos» under a negation; "not required" said with «no tiene que», «no hace falta»; a level preferred.
  ['que no estén en los primeros ciclos', { excluir: { ciclo_max: 5 } }],
  ['no tienen que ser de Lima', { preferir: { regiones: [15] } }],
  ['no hace falta que sepan inglés', { preferir: { idiomas: [k('Inglés')] } }],
  ['no tiene que ser egresado', { preferir: { niveles: [4, 7, 8] } }],
  // «último año» of a career taught only at institutes: its last cycles, V–VI.
  [
    'estudiantes de último año de computación e informática',
    { carreras: ['Computación e Informática'], niveles: [3], ciclo_min: 5, ciclo_max: 6 },
  ],
  // "la San Marcos" is the university (instituciones-siglas.json), San Marcos (Áncash) is not a place here.
  ['estudiantes de la San Marcos', { niveles: [3, 6], instituciones: ['Universidad Nacional Mayor de San Marcos'] }],
  // Cycles
  ['de 8vo ciclo en adelante', { niveles: [3, 6], ciclo_min: 8 }],
  ['últimos ciclos', { niveles: [3, 6], ciclo_min: 8 }],
  // «último ciclo», both words singular: the last cycle alone (X; VI for technical students), not «últimos ciclos».
  ['último ciclo', { niveles: [3, 6], ciclo_min: 10, ciclo_max: 10, ciclo_del_final: true }],
  ['alumnos d ultimo ciclo d conta', { niveles: [3, 6], carreras: ['Contabilidad'], ciclo_min: 10, ciclo_max: 10, ciclo_del_final: true }],
  ['alumnos universitarios de último ciclo', { niveles: [6], ciclo_min: 10, ciclo_max: 10 }],
  ['técnicos de último semestre', { niveles: [3], ciclo_min: 6, ciclo_max: 6 }],
  ['ultimo ciclos', { niveles: [3, 6], ciclo_min: 8 }],
  ['entre 6 y 9 ciclo', { niveles: [3, 6], ciclo_min: 6, ciclo_max: 9 }],
  ['del VII al IX ciclo', { niveles: [3, 6], ciclo_min: 7, ciclo_max: 9 }],
  ['a partir del sexto ciclo', { niveles: [3, 6], ciclo_min: 6 }],
  ['hasta el 6to ciclo', { niveles: [3, 6], ciclo_max: 6 }],
  ['ciclo VIII', { niveles: [3, 6], ciclo_min: 8, ciclo_max: 8 }],
  ['octavo ciclo', { niveles: [3, 6], ciclo_min: 8, ciclo_max: 8 }],
  ['de 5to ciclo a más', { niveles: [3, 6], ciclo_min: 5 }],
  ['estudiantes de noveno o décimo ciclo', { niveles: [3, 6], ciclo_min: 9, ciclo_max: 10 }],
  ['estudiantes de 7° ciclo', { niveles: [3, 6], ciclo_min: 7, ciclo_max: 7 }],
  ['estudiantes de ingeniería civil que no pasen del sexto ciclo', { carreras: ['Ingeniería Civil'], niveles: [6], ciclo_max: 6 }],
  ['estudiantes del último año de derecho', { carreras: ['Derecho'], niveles: [6], ciclo_min: 9, ciclo_max: 10 }],
  ['alumnos de los últimos dos años de economía', { carreras: ['Economía'], niveles: [6], ciclo_min: 7 }],
  // Graduation years (the clock is 2026)
  ['egresados 2024', { niveles: [4, 7, 8], egreso_desde: 2024, egreso_hasta: 2024 }],
  ['egresados del 2023', { niveles: [4, 7, 8], egreso_desde: 2023, egreso_hasta: 2023 }],
  ['egresados de los últimos 2 años', { niveles: [4, 7, 8], egreso_desde: 2024, egreso_hasta: 2026 }],
  ['egresados de los últimos tres años', { niveles: [4, 7, 8], egreso_desde: 2023, egreso_hasta: 2026 }],
  ['egresados desde 2022', { niveles: [4, 7, 8], egreso_desde: 2022 }],
  ['egresados hasta 2020', { niveles: [4, 7, 8], egreso_hasta: 2020 }],
  ['egresados entre 2021 y 2023', { niveles: [4, 7, 8], egreso_desde: 2021, egreso_hasta: 2023 }],
  ['egresados en el 2023 o 2024', { niveles: [4, 7, 8], egreso_desde: 2023, egreso_hasta: 2024 }],
  ['recién egresados', { niveles: [4, 7, 8], egreso_desde: 2025, egreso_hasta: 2026 }],
  // Experience
  ['con experiencia', { experiencia: true }],
  ['sin experiencia', { experiencia: false }],
  ['sin experiencia laboral', { experiencia: false }],
  ['no tengan experiencia', { experiencia: false }],
  ['con experiencia en logística', { experiencia: true, experiencia_en: ['logística'] }],
  ['con experiencia previa en ventas', { experiencia: true, experiencia_en: ['ventas'] }],
  ['experiencia mínima en atención al cliente', { experiencia: true, experiencia_en: ['atención al cliente'] }],
  ['experiencia en logística y almacenes', { experiencia: true, experiencia_en: ['logística', 'almacenes'] }],
  // «contable» is the accounting area itself (datos.ts AREAS_MISMO_NOMBRE).
  ['con experiencia contable', { experiencia: true, experiencia_en: ['contabilidad'] }],
  ['que hayan trabajado en bancos', { experiencia: true, experiencia_en: ['bancos'] }],
  ['con experiencia en Lima', { experiencia: true, regiones: [15] }],
  // Merit order
  ['tercio superior', { orden_merito: 'tercio' }],
  ['quinto superior', { orden_merito: 'quinto' }],
  // «superior» misspelt: one edit is the merit order; more, both words said back, never a cycle.
  ['del quinto superiro', { orden_merito: 'quinto' }],
  ['del tercio supeior', { orden_merito: 'tercio' }],
  ['del quinto supreoir', { ignorados: [{ texto: 'quinto supreoir', motivo: 'no_entendido' }] }],
  ['del tercio sup.', { orden_merito: 'tercio' }],
  // Levels and careers cut short as in a note.
  ['con excel avanz.', { conocimientos: [k('Microsoft Excel', 'avanzado')] }],
  ['que hablen ingles avanz', { idiomas: [k('Inglés', 'avanzado')] }],
  ['con ingles inter', { idiomas: [k('Inglés', 'intermedio')] }],
  ['egresados de econ.', { carreras: ['Economía'], niveles: [7, 8] }],
  // A place's name with one letter wrong, after a word that says a place follows, when one place fits.
  ['que vivan en yanahura', { distritos: ['Yanahuara'] }],
  ['de sachaca o paucarpta', { distritos: ['Sachaca', 'Paucarpata'] }],
  ['de miraflore o san borja', { distritos: [{ nombre: 'Miraflores', id_region: 15 }, 'San Borja'] }],
  ['de mirafores o san borja', { distritos: [{ nombre: 'Miraflores', id_region: 15 }, 'San Borja'] }],
  ['que no sean de lma', { excluir: { regiones: [15] } }],
  // An institution's full name typed: «Universidad», «Instituto» are part of it, never a study level; nor «Nacional» a free word.
  [
    'de ingeniería industrial que no sean de la Universidad Nacional de San Agustín',
    { carreras: ['Ingeniería Industrial'], excluir: { instituciones: ['Universidad Nacional de San Agustín de Arequipa'] } },
  ],
  ['de la Universidad Nacional de San Agustín', { instituciones: ['Universidad Nacional de San Agustín de Arequipa'] }],
  ['que no sean del Instituto SENATI', { excluir: { instituciones: ['Escuela Superior Privada de Tecnología - SENATI'] } }],
  [
    'que no sean de la Pontificia Universidad Católica del Perú',
    { excluir: { instituciones: ['Pontificia Universidad Católica del Perú'] } },
  ],
  ['estudiantes de la universidad', { niveles: [6] }],
  ['décimo superior', { orden_merito: 'decimo' }],
  // "primer puesto" is a place of its own in the merit list, not the décimo superior.
  ['del primer puesto', { orden_merito: 'primero' }],
  ['egresados que ocuparon el primer puesto', { niveles: [4, 7, 8], orden_merito: 'primero' }],
  ['primer puesto o décimo superior', { orden_merito: 'decimo' }],
  ['con orden de mérito', { orden_merito: 'medio' }],
  // Languages and their levels
  ['inglés avanzado', { idiomas: [k('Inglés', 'avanzado')] }],
  ['nivel avanzado de inglés', { idiomas: [k('Inglés', 'avanzado')] }],
  ['dominio de inglés', { idiomas: [k('Inglés', 'avanzado')] }],
  ['inglés a nivel intermedio', { idiomas: [k('Inglés', 'intermedio')] }],
  ['inglés intermedio o más', { idiomas: [k('Inglés', 'intermedio')] }],
  ['inglés intermedio-avanzado', { idiomas: [k('Inglés', 'intermedio')] }],
  ['Inglés B2', { idiomas: [k('Inglés', 'intermedio')] }],
  ['inglés fluido', { idiomas: [k('Inglés', 'avanzado')] }],
  ['quechua nativo', { idiomas: [k('Quechua', 'avanzado')] }],
  ['bilingüe', { idiomas: [k('Inglés', 'avanzado')] }],
  ['personas que hablen quechua', { idiomas: [k('Quechua')] }],
  // Knowledge and its levels
  ['Excel avanzado', { conocimientos: [k('Microsoft Excel', 'avanzado')] }],
  ['excel intermedio', { conocimientos: [k('Microsoft Excel', 'intermedio')] }],
  ['Excel básico', { conocimientos: [k('Microsoft Excel', 'básico')] }],
  ['conocimientos avanzados de Excel', { conocimientos: [k('Microsoft Excel', 'avanzado')] }],
  ['dominio de Excel', { conocimientos: [k('Microsoft Excel', 'avanzado')] }],
  ['SQL', { conocimientos: [k('SQL')] }],
  ['power bi', { conocimientos: [k('Power BI')] }],
  ['PowerBI', { conocimientos: [k('Power BI')] }],
  ['AutoCAD', { conocimientos: [k('AutoCAD')] }],
  ['Excel y Power BI avanzados', { conocimientos: [k('Microsoft Excel', 'avanzado'), k('Power BI', 'avanzado')] }],
  // A singular level after the last item is that item's; «ambos» makes it every item's.
  ['Power BI y Excel avanzado', { conocimientos: [k('Power BI'), k('Microsoft Excel', 'avanzado')] }],
  ['Power BI y Excel, ambos avanzado', { conocimientos: [k('Power BI', 'avanzado'), k('Microsoft Excel', 'avanzado')] }],
  ['Power BI y Excel a nivel avanzado en ambos', { conocimientos: [k('Power BI', 'avanzado'), k('Microsoft Excel', 'avanzado')] }],
  [
    'Word, Excel y PowerPoint a nivel intermedio',
    { conocimientos: [k('Microsoft Word', 'intermedio'), k('Microsoft Excel', 'intermedio'), k('Microsoft PowerPoint', 'intermedio')] },
  ],
  ['C++ y C#', { conocimientos: [k('C++'), k('C#')] }],
  ['Node.js', { conocimientos: [k('Node.js')] }],
  ['.NET', { conocimientos: [k('.NET')] }],
  ['que sepan programar en Python y Java', { conocimientos: [k('Python'), k('Java')] }],
  ['con S10', { conocimientos: [k('S10 Costos y Presupuestos')] }],
  ['conocimiento de AWS', { conocimientos: [k('Amazon Web Services (AWS)')] }],
  // Alternatives: "o" (or "u") between knowledge items or between languages is any-of (a shared grupo); "y" all-of
  ['con francés o portugués', { idiomas: [g('Francés', null, 1), g('Portugués', null, 1)] }],
  ['Excel o Power BI', { conocimientos: [g('Microsoft Excel', null, 1), g('Power BI', null, 1)] }],
  ['ya sea Python o Java', { conocimientos: [g('Python', null, 1), g('Java', null, 1)] }],
  ['MySQL u Oracle Database', { conocimientos: [g('MySQL', null, 1), g('Oracle Database', null, 1)] }],
  [
    'Word, Excel o PowerPoint',
    { conocimientos: [g('Microsoft Word', null, 1), g('Microsoft Excel', null, 1), g('Microsoft PowerPoint', null, 1)] },
  ],
  // A level after the last item applies to every item without its own, as with "y"; a level of its own stays.
  ['inglés o portugués avanzado', { idiomas: [g('Inglés', 'avanzado', 1), g('Portugués', 'avanzado', 1)] }],
  ['inglés avanzado o portugués intermedio', { idiomas: [g('Inglés', 'avanzado', 1), g('Portugués', 'intermedio', 1)] }],
  ['inglés avanzado o portugués', { idiomas: [g('Inglés', 'avanzado', 1), g('Portugués', null, 1)] }],
  ['nivel avanzado de inglés o francés', { idiomas: [g('Inglés', 'avanzado', 1), g('Francés', 'avanzado', 1)] }],
  ['inglés intermedio o avanzado', { idiomas: [k('Inglés', 'intermedio')] }],
  ['inglés intermedio o más o francés', { idiomas: [g('Inglés', 'intermedio', 1), g('Francés', null, 1)] }],
  // "o" binds tighter than "y": "Excel y SQL o Python" = Excel and (SQL or Python).
  ['Excel y SQL o Python', { conocimientos: [k('Microsoft Excel'), g('SQL', null, 1), g('Python', null, 1)] }],
  ['SQL o Python y Git', { conocimientos: [g('SQL', null, 1), g('Python', null, 1), k('Git y GitHub')] }],
  [
    'Excel o Power BI y SQL o Python',
    { conocimientos: [g('Microsoft Excel', null, 1), g('Power BI', null, 1), g('SQL', null, 2), g('Python', null, 2)] },
  ],
  // Each list has its own groups; an "o" across kinds reads as "y".
  [
    'con Excel o Power BI e inglés o portugués intermedio',
    {
      conocimientos: [g('Microsoft Excel', null, 1), g('Power BI', null, 1)],
      idiomas: [g('Inglés', 'intermedio', 1), g('Portugués', 'intermedio', 1)],
    },
  ],
  ['Excel o inglés', { conocimientos: [k('Microsoft Excel')], idiomas: [k('Inglés')] }],
  [
    'estudiantes de contabilidad con CONCAR o SISCONT',
    { carreras: ['Contabilidad'], niveles: [3, 6], conocimientos: [g('CONCAR', null, 1), g('SISCONT', null, 1)] },
  ],
  // Misspelt names: one edit from exactly one name of 6 letters or more, when the word as written is no name at all
  ['ingenieria industiral', { carreras: ['Ingeniería Industrial'] }],
  ['estudiantes de ingeneria industrail', { carreras: ['Ingeniería Industrial'], niveles: [6] }],
  ['contablidad', { carreras: ['Contabilidad'] }],
  ['ingles avanzdo', { idiomas: [k('Inglés', 'avanzado')] }],
  ['francés intermedo', { idiomas: [k('Francés', 'intermedio')] }],
  ['de Arequpa', { regiones: [4] }],
  ['postulantes de Cajamrca', { regiones: [6] }],
  ['Pyhton y Photoshp', { conocimientos: [k('Python'), k('Adobe Photoshop')] }],
  ['marketing digtal', { conocimientos: [k('Marketing digital')] }],
  // …and words that are not corrected: short ones, names written right, ordinary words near a name.
  ['inglés', { idiomas: [k('Inglés')] }],
  ['Exel', { conocimientos: [k('Microsoft Excel')] }],
  // Words only, without a criterion nor a word of recruiting: off topic (decision 048), the words said back.
  ['ingeniería indsutiral', { palabras_clave: ['ingeniería', 'indsutiral'], solo_palabras: true }],
  // The person's form of a career's word after its family's first word is that career, not a typo of it.
  ['ingenieros mecánicos', { carreras: ['Ingeniería Mecánica'] }],
  // The feminine asks for women: the sex is refused, the career still read.
  ['ingenieras civiles', { carreras: ['Ingeniería Civil'], ignorados: [{ texto: 'ingenieras', motivo: 'protegido' }] }],
  // «superior» left out beside a merit named whole: that merit, not a cycle; alone, «del quinto» is the cycle.
  ['del tercio superior pero no del quinto', { orden_merito: 'tercio', excluir: { orden_merito: 'quinto' } }],
  ['estudiantes del quinto', { niveles: [3, 6], ciclo_min: 5, ciclo_max: 5 }],
  ['personas con visión y buen historial', { palabras_clave: ['visión', 'historial'] }],
  ['postulantes con análisis estadístico', { palabras_clave: ['análisis', 'estadístico'] }],
  ['análisis estadístico', { palabras_clave: ['análisis', 'estadístico'], solo_palabras: true }],
  ['con formación económica', { palabras_clave: ['económica'], solo_palabras: true }],
  ['material informativo y expreso', { palabras_clave: ['material', 'informativo', 'expreso'], solo_palabras: true }],
  ['que se sienten a la derecha', { palabras_clave: ['sienten', 'derecha'], solo_palabras: true }],
  // An experience area misspelt by one edit is read as the area's word (datos.ts AREAS_AFINES), under a negation too.
  ['experiencia en contablidad', { experiencia: true, experiencia_en: ['contabilidad'] }],
  ['sin experiencia en ventas ni en atencin al cliente', { excluir: { experiencia_en: ['ventas', 'atención al cliente'] } }],
  ['que no hayan trabajado en lgística ni en ventas', { excluir: { experiencia_en: ['logística', 'ventas'] } }],
  // Two swapped letters of a short negation word, before the group it leaves out.
  ['todos menso los de la PUCP', { excluir: { instituciones: ['Pontificia Universidad Católica del Perú'] } }],
  // Ordinals with digits before «superior» / «puesto» are merit, not cycles; ordinals and «ciclo» re-spelt by sound.
  ['estudiantes de economía del 10mo superior', { carreras: ['Economía'], niveles: [6], orden_merito: 'decimo' }],
  ['egresados con 1er puesto', { niveles: [4, 7, 8], orden_merito: 'primero' }],
  ['estudiantes de désimo siclo', { niveles: [3, 6], ciclo_min: 10, ciclo_max: 10 }],
  // Short forms typed on a phone, and the comma typed twice.
  ['no hace falta q sepan inglés', { preferir: { idiomas: [k('Inglés')] } }],
  ['postulantes sin exp. de Lambayeque', { regiones: [14], experiencia: false }],
  ['que no sean de Lima,, ni del Callao', { excluir: { regiones: [7, 15] } }],
  ['kontadores titulados', { carreras: ['Contabilidad'], niveles: [4, 7, 8] }],
  // «no titulados» and «inglés técnico» are no study level: said back (graduates ruled out listed nobody; technical
  // applicants only were listed).
  ['egresados no titulados', { niveles: [4, 7, 8], ignorados: [{ texto: 'titulados', motivo: 'no_entendido' }] }],
  [
    'egresados con inglés técnico',
    { niveles: [4, 7, 8], idiomas: [k('Inglés')], ignorados: [{ texto: 'técnico', motivo: 'no_entendido' }] },
  ],
  ['técnicos con inglés', { niveles: [3, 4], idiomas: [k('Inglés')] }],
  // Keywords: what is left and meaningful
  // Personal qualities a CV cannot show: said back, never searched.
  [
    'personas responsables y proactivas con liderazgo',
    {
      ignorados: [
        { texto: 'responsables', motivo: 'no_entendido' },
        { texto: 'proactivas', motivo: 'no_entendido' },
        { texto: 'con liderazgo', motivo: 'no_entendido' },
      ],
    },
  ],
  [
    'estudiantes de ingeniería de minas interesados en seguridad',
    { carreras: ['Ingeniería de Minas'], niveles: [6], palabras_clave: ['seguridad'] },
  ],
  ['Busco practicantes, por favor', {}],
  // Sex, age and other protected traits are never criteria, and are said back.
  // "Enfermería" also finds the technical "Enfermería Técnica": its students may be technical ones.
  [
    'mujeres estudiantes de enfermería',
    { carreras: ['Enfermería'], niveles: [3, 6], ignorados: [{ texto: 'mujeres', motivo: 'protegido' }] },
  ],
  ['que tengan entre 20 y 25 años', { ignorados: [{ texto: 'tengan entre 20 y 25 años', motivo: 'protegido' }] }],
  // The face is part of the trait: nothing of it is left as a word not understood.
  [
    'estudiantes de derecho con cara bonita',
    { carreras: ['Derecho'], niveles: [6], ignorados: [{ texto: 'con cara bonita', motivo: 'protegido' }] },
  ],
  [
    'mujeres menores de 25 años',
    {
      ignorados: [
        { texto: 'mujeres', motivo: 'protegido' },
        { texto: 'menores de 25 años', motivo: 'protegido' },
      ],
    },
  ],
  ['egresados de derecho sin hijos', { carreras: ['Derecho'], niveles: [7, 8], ignorados: [{ texto: 'sin hijos', motivo: 'protegido' }] }],
  [
    'chicas de buena presencia',
    {
      ignorados: [
        { texto: 'chicas', motivo: 'protegido' },
        { texto: 'buena presencia', motivo: 'protegido' },
      ],
    },
  ],
  // What no CV here holds, and numbers no pass reads, are said, not searched.
  ['con carro propio', { ignorados: [{ texto: 'carro propio', motivo: 'no_entendido' }] }],
  [
    'asdf qwer zxcv 12345 ???',
    { palabras_clave: ['asdf', 'qwer', 'zxcv'], ignorados: [{ texto: '12345', motivo: 'no_entendido' }], solo_palabras: true },
  ],
  // "los 3 mejores", "que no estén descartados"; a decision word alone is for the toggles.
  ['los 3 mejores de Arequipa que no estén descartados', { regiones: [4], limite: 3, excluir_estados: [1] }],
  ['top 5 egresados de derecho', { carreras: ['Derecho'], niveles: [7, 8], limite: 5 }],
  ['los diez mejores', { limite: 10 }],
  ['que no hayan sido descartados ni sean finalistas', { excluir_estados: [1, 3] }],
  ['los descartados de Lima', { regiones: [15], estados: [1] }],
  // Filler words of a long request are not keywords.
  [
    'Necesito además estudiantes de contabilidad, de hecho que tengan tiempo y que vengan de cualquier parte del país',
    { carreras: ['Contabilidad'], niveles: [3, 6] },
  ],
  // Whole requests
  [
    'estudiantes de ingeniería industrial de Arequipa con inglés intermedio y experiencia en logística',
    {
      carreras: ['Ingeniería Industrial'],
      niveles: [6],
      regiones: [4],
      idiomas: [k('Inglés', 'intermedio')],
      experiencia: true,
      experiencia_en: ['logística'],
    },
  ],
  [
    'Egresados de contabilidad 2024 con Excel avanzado',
    {
      carreras: ['Contabilidad'],
      niveles: [4, 7, 8],
      egreso_desde: 2024,
      egreso_hasta: 2024,
      conocimientos: [k('Microsoft Excel', 'avanzado')],
    },
  ],
  [
    'alumnos de ing. de sistemas de 8vo ciclo en adelante que sepan SQL y Power BI',
    { carreras: ['Ingeniería de Sistemas'], niveles: [6], ciclo_min: 8, conocimientos: [k('SQL'), k('Power BI')] },
  ],
  [
    'alumnas de contabilidad del quinto superior con Excel',
    {
      carreras: ['Contabilidad'],
      niveles: [3, 6],
      orden_merito: 'quinto',
      conocimientos: [k('Microsoft Excel')],
      ignorados: [{ texto: 'alumnas', motivo: 'protegido' }],
    },
  ],
  [
    'bachilleres en derecho del tercio superior sin experiencia',
    { carreras: ['Derecho'], niveles: [8], orden_merito: 'tercio', experiencia: false },
  ],
  // Issue 33 item 1: exclusions, never inverted.
  ['que no sean de Lima ni Callao', { excluir: { regiones: [7, 15] } }],
  ['que no hablen inglés', { excluir: { idiomas: [k('Inglés')] } }],
  ['sin inglés avanzado', { excluir: { idiomas: [k('Inglés', 'avanzado')] } }],
  [
    'estudiantes de contabilidad que no sean de Lima, con Excel',
    { carreras: ['Contabilidad'], niveles: [3, 6], conocimientos: [k('Microsoft Excel')], excluir: { regiones: [15] } },
  ],
  ['excepto los de Arequipa', { excluir: { regiones: [4] } }],
  ['a excepción de los de Puno', { excluir: { regiones: [21] } }],
  ['fuera de Lima', { excluir: { regiones: [15] } }],
  ['que no sean egresados', { excluir: { niveles: [4, 7, 8] } }],
  [
    'contadores que no sean de la PUCP ni de la UPC',
    {
      carreras: ['Contabilidad'],
      excluir: { instituciones: ['Pontificia Universidad Católica del Perú', 'Universidad Peruana de Ciencias Aplicadas'] },
    },
  ],
  ['economistas que no sepan SQL', { carreras: ['Economía'], excluir: { conocimientos: [k('SQL')] } }],
  ['que no sean de derecho', { excluir: { carreras: ['Derecho'] } }],
  ['postulantes que no sean flojos', { ignorados: [{ texto: 'flojos', motivo: 'no_entendido' }] }],
  ['que no estén en proceso', { excluir: { estados: [2] } }],
  ['al menos inglés intermedio', { idiomas: [k('Inglés', 'intermedio')] }],
  // Every criterion kind can be excluded, and nothing under a negation is read as its opposite.
  ['salvo los que hablan quechua', { excluir: { idiomas: [k('Quechua')] } }],
  ['estudiantes que no estén en los últimos ciclos', { niveles: [3, 6], excluir: { ciclo_min: 8, ciclo_proporcional: true } }],
  ['estudiantes que no sean de 2do año', { niveles: [3, 6], excluir: { ciclo_min: 3, ciclo_max: 4 } }],
  ['estudiantes que no pasen del sexto ciclo', { niveles: [3, 6], ciclo_max: 6 }],
  ['sin experiencia en ventas', { excluir: { experiencia_en: ['ventas'] } }],
  ['que nunca hayan trabajado', { experiencia: false }],
  ['nada de egresados, solo estudiantes', { niveles: [3, 6], excluir: { niveles: [4, 7, 8] } }],
  ['que no estudien derecho', { excluir: { carreras: ['Derecho'] } }],
  ['con inglés pero no avanzado', { idiomas: [k('Inglés')], excluir: { idiomas: [k('Inglés', 'avanzado')] } }],
  ['que no sean del tercio superior', { excluir: { orden_merito: 'tercio' } }],
  ['sin orden de mérito', { excluir: { orden_merito: 'medio' } }],
  ['del tercio superior, pero no del quinto superior', { orden_merito: 'tercio', excluir: { orden_merito: 'quinto' } }],
  ['de Lima provincias', { regiones: [15], excluir: { distritos: [{ nombre: 'Lima', id_region: 15 }] } }],
  ['de provincias de Lima', { regiones: [15], excluir: { distritos: [{ nombre: 'Lima', id_region: 15 }] } }],
  ['que no sean de Lima provincias', { ignorados: [{ texto: 'lima provincias', motivo: 'no_entendido' }] }],
  [
    'con experiencia en marketing y no en ventas',
    { experiencia: true, experiencia_en: ['marketing'], excluir: { experiencia_en: ['ventas'] } },
  ],
  ['con experiencia en ventas o atención al cliente', { experiencia: true, experiencia_en: ['ventas', 'atención al cliente'] }],
  ['egresados de cs. de la comunicación', { carreras: ['Ciencias de la Comunicación'], niveles: [4, 7, 8] }],
  ['de informática', { carreras: ['Informática'] }],
  ['de universidades privadas', { niveles: [6, 7, 8], gestion: 'privada' }],
  ['de univ. nacionales', { niveles: [6, 7, 8], gestion: 'publica' }],
  ['egresados de la Universidad Nacional de Ingeniería', { niveles: [4, 7, 8], instituciones: ['Universidad Nacional de Ingeniería'] }],
  ['egresados que no hayan egresado en 2024', { niveles: [4, 7, 8], ignorados: [{ texto: 'egresado en 2024', motivo: 'no_entendido' }] }],
  [
    'que no sean recién egresados, de contabilidad',
    { carreras: ['Contabilidad'], ignorados: [{ texto: 'recién egresados', motivo: 'no_entendido' }] },
  ],
  ['alumnos de los primeros ciclos', { niveles: [3, 6], ciclo_max: 5, ciclo_proporcional: true }],
  ['alumnos a punto de egresar', { niveles: [3, 6], ciclo_min: 8 }],
  ['estudiantes de 8vo ciclo para arriba', { niveles: [3, 6], ciclo_min: 8 }],
  // An ordinal without «ciclo» then «a más» / «para arriba»: a minimum (it was VIII alone).
  ['estudiantes de 8vo a más', { niveles: [3, 6], ciclo_min: 8 }],
  ['estudiantes d 8vo pa arriba', { niveles: [3, 6], ciclo_min: 8 }],
  ['contadores, primero los de Arequipa', { carreras: ['Contabilidad'], preferir: { regiones: [4] } }],
  // Item 2: instruction and preference words are order or preference, not keywords.
  ['primero los que tienen más experiencia', { orden: 'experiencia' }],
  // Misspellings that read as another item: an order word, institution words taken for places, a typo of a
  // department that is a district's name without its article.
  ['primeor los que tienen más experiencia', { orden: 'experiencia' }],
  ['estudiantes de la San Martín de Porre', { niveles: [3, 6], instituciones: ['Universidad de San Martín de Porres'] }],
  ['egresados de la Católica de Sana María', { niveles: [4, 7, 8], instituciones: ['Universidad Católica de Santa María'] }],
  ['estudiantes de Loma', { niveles: [3, 6], ignorados: [{ texto: 'loma', motivo: 'no_entendido' }] }],
  ['postulantes de Lomas', { distritos: ['Las Lomas'] }],
  ['postulantes de Pisco', { distritos: ['Pisco'] }],
  ['que no sean de Lima sin de Arequipa', { regiones: [4], excluir: { regiones: [15] } }],
  ['contadores, de preferencia de Arequipa', { carreras: ['Contabilidad'], preferir: { regiones: [4] } }],
  ['estudiantes de economía, ideal con inglés', { carreras: ['Economía'], niveles: [6], preferir: { idiomas: [k('Inglés')] } }],
  // A preference alone orders everyone by it: read on the CV field, never a filter, never off topic.
  ['de preferencia con Power BI', { preferir: { conocimientos: [k('Power BI')] } }],
  ['ideal con SAP', { preferir: { conocimientos: [k('SAP ERP')] } }],
  ['ideal que sepan Python', { preferir: { conocimientos: [k('Python')] } }],
  ['de preferencia que hablen quechua', { preferir: { idiomas: [k('Quechua')] } }],
  [
    'estudiantes de derecho, de preferencia con inglés avanzado',
    { carreras: ['Derecho'], niveles: [6], preferir: { idiomas: [k('Inglés', 'avanzado')] } },
  ],
  // An order after its phrase is an order, never "primeros ciclos".
  ['los de mayor ciclo primero', { orden: 'ciclo' }],
  ['los que tengan más experiencia primero', { orden: 'experiencia' }],
  ['estudiantes de contabilidad, los de mayor ciclo primero', { carreras: ['Contabilidad'], niveles: [3, 6], orden: 'ciclo' }],
  // A university whose usual name holds a place name; a district by its usual short name.
  ['estudiantes de la Católica San Pablo', { niveles: [3, 6], instituciones: ['Universidad Católica San Pablo'] }],
  ['que no sean de la Católica San Pablo', { excluir: { instituciones: ['Universidad Católica San Pablo'] } }],
  ['que no sean de Surco', { excluir: { distritos: ['Santiago de Surco'] } }],
  // A university's kind and its region are one name: the place is not a second criterion, and «Católica» alone
  // (the PUCP) is not read.
  ['egresados de la Católica de Arequipa', { niveles: [4, 7, 8], instituciones: ['Universidad Católica de Santa María'] }],
  ['que no sean de la Católica de Arequipa', { excluir: { instituciones: ['Universidad Católica de Santa María'] } }],
  ['estudiantes de la Nacional de Arequipa', { niveles: [3, 6], instituciones: ['Universidad Nacional de San Agustín de Arequipa'] }],
  // Languages spelt with z, s or c for the written word, whose key the singular folds ("inglés" → "ingl").
  ['inglez intermedio', { idiomas: [k('Inglés', 'intermedio')] }],
  ['franses basico', { idiomas: [k('Francés', 'básico')] }],
  ['postulantes con portuguez', { idiomas: [k('Portugués')] }],
  // Only words it cannot read: not off topic; said back, nobody listed (the ranking moves them to ignorados).
  // A professional registration and how near someone lives: no CV field holds them, said back, never searched.
  ['colegiados', { ignorados: [{ texto: 'colegiados', motivo: 'no_entendido' }] }],
  ['cerca de la oficina', { ignorados: [{ texto: 'cerca de la oficina', motivo: 'no_entendido' }] }],
  ['por favor necesito practicantes de marketing', { carreras: ['Marketing'] }],
  // Verbs of leaving out deny like «no»; a comparison before a cycle leaves it out; the item's own level before «no».
  ['descarta a los de Lima', { excluir: { regiones: [15] } }],
  ['evita a los descartados', { excluir_estados: [1] }],
  ['descarta a los que tienen brevete', { licencia: false }],
  ['estudiantes de menos de 6to ciclo', { niveles: [3, 6], ciclo_max: 5 }],
  ['estudiantes de más de 7mo ciclo', { niveles: [3, 6], ciclo_min: 8 }],
  ['con inglés intermedio, no avanzado', { idiomas: [k('Inglés', 'intermedio')], excluir: { idiomas: [k('Inglés', 'avanzado')] } }],
  // Item 4: institutions, licence, decisions, years of study, order, counts.
  ['egresados de la UNI', { niveles: [4, 7, 8], instituciones: ['Universidad Nacional de Ingeniería'] }],
  [
    'estudiantes de la PUCP o de San Marcos',
    { niveles: [3, 6], instituciones: ['Pontificia Universidad Católica del Perú', 'Universidad Nacional Mayor de San Marcos'] },
  ],
  ['técnicos de SENATI', { niveles: [3, 4], instituciones: ['Escuela Superior Privada de Tecnología - SENATI'] }],
  ['en La Molina', { distritos: ['La Molina'] }],
  ['con brevete', { licencia: true }],
  ['que tengan licencia de conducir', { licencia: true }],
  ['sin licencia de conducir', { licencia: false }],
  ['los finalistas que sepan Excel', { conocimientos: [k('Microsoft Excel')], estados: [3] }],
  ['los que están en proceso', { estados: [2] }],
  ['estudiantes de 2do año', { niveles: [3, 6], ciclo_min: 3, ciclo_max: 4 }],
  ['alumnos de tercer año de derecho', { carreras: ['Derecho'], niveles: [6], ciclo_min: 5, ciclo_max: 6 }],
  // A technical student's last year is V–VI: counted from the end of the career when both kinds are asked.
  ['de último año de contabilidad', { carreras: ['Contabilidad'], niveles: [3, 6], ciclo_min: 9, ciclo_max: 10, ciclo_del_final: true }],
  ['dame 3 de contabilidad', { carreras: ['Contabilidad'], limite: 3 }],
  ['ordenados por ciclo, estudiantes de derecho', { carreras: ['Derecho'], niveles: [6], orden: 'ciclo' }],
  // Item 5: protected traits in any wording, refused; the rest answered.
  ['nacidos después del 2003', { ignorados: [{ texto: 'nacidos después del 2003', motivo: 'protegido' }] }],
  [
    'blancos o mestizos',
    {
      ignorados: [
        { texto: 'blancos', motivo: 'protegido' },
        { texto: 'mestizos', motivo: 'protegido' },
      ],
    },
  ],
  ['contadores delgados', { carreras: ['Contabilidad'], ignorados: [{ texto: 'delgados', motivo: 'protegido' }] }],
  [
    'sin tatuajes ni piercings',
    {
      ignorados: [
        { texto: 'sin tatuajes', motivo: 'protegido' },
        { texto: 'ni piercings', motivo: 'protegido' },
      ],
    },
  ],
  ['jóvenes de Lima', { regiones: [15], ignorados: [{ texto: 'jóvenes', motivo: 'protegido' }] }],
  ['menores de 25', { ignorados: [{ texto: 'menores de 25', motivo: 'protegido' }] }],
  ['que no estén sindicalizados', { ignorados: [{ texto: 'no estén sindicalizados', motivo: 'protegido' }] }],
  ['que no sean sindicalistas', { ignorados: [{ texto: 'no sean sindicalistas', motivo: 'protegido' }] }],
  [
    'provincianos sin acento',
    {
      ignorados: [
        { texto: 'provincianos', motivo: 'protegido' },
        { texto: 'sin acento', motivo: 'protegido' },
      ],
    },
  ],
  ['egresados de los últimos 2 años', { niveles: [4, 7, 8], egreso_desde: 2024, egreso_hasta: 2026 }],
  // Item 3: off topic, whatever word some CV holds.
  ['receta del ceviche', { palabras_clave: ['receta', 'ceviche'], fuera_de_tema: true }],
  ['clima en Arequipa', { regiones: [4], palabras_clave: ['clima'], fuera_de_tema: true }],
  ['hola cómo estás', { fuera_de_tema: true }],
  ['que acepten 1200 soles', { ignorados: [{ texto: '1200 soles', motivo: 'no_entendido' }] }],
  // Item 6: Peruvian spelling gives the clean request's answer.
  ['ke ablen kechua', { idiomas: [k('Quechua')] }],
  // A word of three letters is never re-spelt by sound into a criterion: «aqp» is Arequipa, not HACCP.
  ['de AQP', { regiones: [4] }],
  ['de aqp', { regiones: [4] }],
  ['administracion de aqp', { carreras: ['Administración'], regiones: [4] }],
  // A career named by its one word, when exactly one career is «Ingeniería» and that word; not «sistemas».
  ['de industrial', { carreras: ['Ingeniería Industrial'] }],
  ['industriales de la UNSA', { carreras: ['Ingeniería Industrial'], instituciones: ['Universidad Nacional de San Agustín de Arequipa'] }],
  ['industrial o administración', { carreras: ['Ingeniería Industrial', 'Administración'] }],
  // «menos» before a district rules it out, as «excepto» does.
  ['de Arequipa menos Cayma', { regiones: [4], excluir: { distritos: ['Cayma'] } }],
  ['de Lima menos Surco', { regiones: [15], excluir: { distritos: ['Santiago de Surco'] } }],
  ['mujeres de civil', { carreras: ['Ingeniería Civil'], ignorados: [{ texto: 'mujeres', motivo: 'protegido' }] }],
  ['estudiantes de contavilidad de arekipa', { carreras: ['Contabilidad'], niveles: [3, 6], regiones: [4] }],
  ['estudiantes de conta de 8vo', { carreras: ['Contabilidad'], niveles: [3, 6], ciclo_min: 8, ciclo_max: 8 }],
  ['practicantes de mercadotecnia', { carreras: ['Marketing'] }],
  // Every word of a negation is read as the recruiter typed it ("menos" folds to its singular like the request).
  ['postulantes de contabilidad menos los descartados', { carreras: ['Contabilidad'], excluir_estados: [1] }],
  ['que sepan Excel al menos intermedio', { conocimientos: [k('Microsoft Excel', 'intermedio')] }],
  // «más que básico», «mayor a intermedio»: the level above the one named (the level was lost: básico at 100 %).
  ['que sepan Excel más que básico', { conocimientos: [k('Microsoft Excel', 'intermedio')] }],
  ['con inglés mayor a intermedio', { idiomas: [k('Inglés', 'avanzado')] }],
  ['con excel superior al basico y word', { conocimientos: [k('Microsoft Excel', 'intermedio'), k('Microsoft Word')] }],
  // A level ruled out at or below the one asked rules out that level alone.
  ['alumnos de economía con inglés pero no básico', { carreras: ['Economía'], niveles: [6], idiomas: [k('Inglés', 'intermedio')] }],
  // A negation whose clause nothing reads is said back, never dropped silently.
  ['egresados que no sean del campo', { niveles: [4, 7, 8], ignorados: [{ texto: 'no sean del campo', motivo: 'no_entendido' }] }],
  // «de provincia(s)» is every region but Lima and Callao: ruled out, Lima and Callao are left.
  [
    'egresados que no sean de provincia',
    { niveles: [4, 7, 8], excluir: { regiones: [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25] } },
  ],
  ['estudiantes que no tengan brevete ni experiencia', { niveles: [3, 6], experiencia: false, licencia: false }],
  ['egresados con experiencia pero no en ventas', { niveles: [4, 7, 8], experiencia: true, excluir: { experiencia_en: ['ventas'] } }],
  // "no es indispensable" asks without requiring.
  ['inglés no es indispensable', { preferir: { idiomas: [k('Inglés')] } }],
  // A university by its name without "Universidad".
  ['estudiantes de la Nacional de Trujillo', { niveles: [3, 6], instituciones: ['Universidad Nacional de Trujillo'] }],
  // Protected traits with the words that describe or measure them.
  ['que midan más de 1.60', { ignorados: [{ texto: 'midan más de 1.60', motivo: 'protegido' }] }],
  ['nacidos en los 90', { ignorados: [{ texto: 'nacidos en los 90', motivo: 'protegido' }] }],
  ['que vayan a misa', { ignorados: [{ texto: 'vayan a misa', motivo: 'protegido' }] }],
  ['que no sean gorditos', { ignorados: [{ texto: 'no sean gorditos', motivo: 'protegido' }] }],
  [
    'estudiantes de contabilidad con tez clara',
    { carreras: ['Contabilidad'], niveles: [3, 6], ignorados: [{ texto: 'con tez clara', motivo: 'protegido' }] },
  ],
  // A misspelt negation word is still a negation, and «ni» goes on denying the licence.
  ['exepto los de lima', { excluir: { regiones: [15] } }],
  ['egresados sin experiencia laboral ni brevete', { niveles: [4, 7, 8], experiencia: false, licencia: false }],
  // Personal qualities a CV cannot show: said back, never searched.
  ['que sean proactivos', { ignorados: [{ texto: 'que sean proactivos', motivo: 'no_entendido' }] }],
  // Fourth round (issue 33): study levels listed under a negation, a verb of asking between the negation and what it
  // rules out, «y los de …» after an exclusion, «sin importar» / «aunque no», «estudiar en», «penúltimo», typos.
  ['que no sean técnicos ni bachilleres', { excluir: { niveles: [3, 4, 8] } }],
  ['que no sean egresados técnicos', { excluir: { niveles: [4] } }],
  ['no me muestres a los descartados', { excluir_estados: [1] }],
  ['no quiero a los que tengan brevete', { licencia: false }],
  ['excepto los de Lima y los de la UNI', { excluir: { regiones: [15], instituciones: ['Universidad Nacional de Ingeniería'] } }],
  ['menos los descartados y los de Cusco', { excluir_estados: [1], excluir: { regiones: [8] } }],
  ['sin importar si son de Lima', {}],
  // What does not matter is neither asked, preferred nor ruled out; a «no» closing a clause denies experience too.
  ['no importa si no tienen experiencia, de industrial', { carreras: ['Ingeniería Industrial'] }],
  ['sin importar el inglés, de Arequipa', { regiones: [4] }],
  ['industriales, experiencia no', { carreras: ['Ingeniería Industrial'], experiencia: false }],
  ['experiencia no indispensable', { preferir: { experiencia: true } }],
  ['con brevete deseable', { preferir: { licencia: true } }],
  // Counts said «máximo 5», «unos 5»; a cycle «para abajo»; chat words are no free words.
  ['máximo 5 de Arequipa', { regiones: [4], limite: 5 }],
  ['pásame unos 5 de contabilidad', { carreras: ['Contabilidad'], limite: 5 }],
  ['del séptimo ciclo para abajo', { niveles: [3, 6], ciclo_max: 7 }],
  ['hola, porfa me pasas todas las de contabilidad de Lima, gracias', { carreras: ['Contabilidad'], regiones: [15] }],
  // Availability is no CV field: said back whole, never a free word.
  [
    'egresados de la UCV que puedan trabajar medio tiempo',
    {
      niveles: [4, 7, 8],
      instituciones: ['Universidad César Vallejo'],
      ignorados: [{ texto: 'que puedan trabajar medio tiempo', motivo: 'no_entendido' }],
    },
  ],
  // A «no» closing a cycle, a decision, a merit or a study level denies it; «entrevista» is one word.
  ['noveno ciclo no', { excluir: { ciclo_min: 9, ciclo_max: 9 } }],
  ['de Arequipa, finalistas no', { regiones: [4], excluir_estados: [3] }],
  ['tercio superior no', { excluir: { orden_merito: 'tercio' } }],
  ['egresados no, de Arequipa', { regiones: [4], excluir: { niveles: [4, 7, 8] } }],
  ['contadores de Lima estudiantes no', { carreras: ['Contabilidad'], regiones: [15], excluir: { niveles: [3, 6] } }],
  ['con experiencia en entrevistas', { experiencia: true, experiencia_en: ['entrevistas'] }],
  // A short word with an accent is no acronym: «esán» (están) is not ESAN, only a soft word.
  ['egresados que esán en Lima', { niveles: [4, 7, 8], regiones: [15], palabras_clave: ['esán'] }],
  // A person's name is no place two letters away.
  ['todos menos Camila', { ignorados: [{ texto: 'camila', motivo: 'no_entendido' }] }],
  ['que no sean de Lima sino de Arequipa', { regiones: [4], excluir: { regiones: [15] } }],
  ['que no estudien en La Molina', { excluir: { instituciones: ['Universidad Nacional Agraria La Molina'] } }],
  ['postulantes que viven en La Molina', { distritos: ['La Molina'] }],
  ['postulantes de la región Lima excepto Huaral', { regiones: [15], excluir: { distritos: ['Huaral'] } }],
  ['estudiantes de penúltimo año', { niveles: [3, 6], ciclo_min: 7, ciclo_max: 8, ciclo_del_final: true }],
  ['alumnos del penúltimo ciclo', { niveles: [3, 6], ciclo_min: 9, ciclo_max: 9, ciclo_del_final: true }],
  // Double negations cancel; «son» before a decision; «sin» denies one noun; years of study listed; «ninguno que».
  ['excepto los que no hablan inglés', { idiomas: [{ nombre: 'Inglés', nivel: null }] }],
  ['todos menos los que no tienen brevete', { licencia: true }],
  ['no incluyas a los que no sepan Excel', { conocimientos: [{ nombre: 'Microsoft Excel', nivel: null }] }],
  ['los que no son finalistas', { excluir_estados: [3] }],
  ['alumnos sin inglés de Lima', { niveles: [3, 6], regiones: [15], excluir: { idiomas: [{ nombre: 'Inglés', nivel: null }] } }],
  ['estudiantes de 2do o 3er año pero no de 4to', { niveles: [3, 6], ciclo_min: 3, ciclo_max: 6, excluir: { ciclo_min: 7, ciclo_max: 8 } }],
  ['de 4to año en adelante', { niveles: [3, 6], ciclo_min: 7 }],
  ['estudiantes que no estén en último año', { niveles: [3, 6], excluir: { ciclo_min: 9, ciclo_max: 10, ciclo_del_final: true } }],
  ['estudiantes de último o penúltimo año', { niveles: [3, 6], ciclo_min: 7, ciclo_max: 10, ciclo_del_final: true }],
  ['ninguno que sea de la PUCP', { excluir: { instituciones: ['Pontificia Universidad Católica del Perú'] } }],
  ['egresados que no tengan nada de experiencia', { niveles: [4, 7, 8], experiencia: false }],
  ['egresados ke no tengan experensia', { niveles: [4, 7, 8], experiencia: false }],
  ['alumnos que no cursen el último año', { niveles: [3, 6], excluir: { ciclo_min: 9, ciclo_max: 10, ciclo_del_final: true } }],
  ['los 3 con más experiencia que no sean de Lima', { limite: 3, orden: 'experiencia', excluir: { regiones: [15] } }],
  ['los 3 megores de contabilidad', { carreras: ['Contabilidad'], limite: 3 }],
  ['alunos de economía', { carreras: ['Economía'], niveles: [6] }],
  ['menoz los de lima', { excluir: { regiones: [15] } }],
  ['que no estén en 9no ni 10mo', { excluir: { ciclo_min: 9, ciclo_max: 10 } }],
  [
    'con experiencia en almacén pero no en ventas',
    { experiencia: true, experiencia_en: ['almacén'], excluir: { experiencia_en: ['ventas'] } },
  ],
  [
    'experiencia en logística excepto en almacén',
    { experiencia: true, experiencia_en: ['logística'], excluir: { experiencia_en: ['almacén'] } },
  ],
  [
    'alumnos de 7mo o 9no ciclo',
    { niveles: [3, 6], ciclo_min: 7, ciclo_max: 9, ignorados: [{ texto: '7mo o 9no', motivo: 'no_entendido' }] },
  ],
  ['excepsion de los de lima', { excluir: { regiones: [15] } }],
  ['que no sean finalistaz', { excluir_estados: [3] }],
  ['q no sean d la pucp', { excluir: { instituciones: ['Pontificia Universidad Católica del Perú'] } }],
  // Merit said as an order or a preference orders the list; asked plainly, it is required.
  ['primero los del quinto superior', { preferir: { orden_merito: 'quinto' } }],
  ['de preferencia del tercio superior', { preferir: { orden_merito: 'tercio' } }],
  ['mejor si son del décimo superior', { preferir: { orden_merito: 'decimo' } }],
  ['ideal que hayan ocupado el primer puesto', { preferir: { orden_merito: 'primero' } }],
  ['administración, primero los del quinto superior', { carreras: ['Administración'], preferir: { orden_merito: 'quinto' } }],
  ['estudiantes del quinto superior', { niveles: [3, 6], orden_merito: 'quinto' }],
  // A count beside other criteria.
  ['los 3 de administración con más experiencia', { carreras: ['Administración'], limite: 3, orden: 'experiencia' }],
  ['los tres de Arequipa', { regiones: [4], limite: 3 }],
  ['los 3 mejores de administración', { carreras: ['Administración'], limite: 3 }],
  ['dame 5 de administración', { carreras: ['Administración'], limite: 5 }],
  ['top 10 de ingeniería industrial', { carreras: ['Ingeniería Industrial'], limite: 10 }],
  ['los 5 de 8vo ciclo', { niveles: [3, 6], ciclo_min: 8, ciclo_max: 8, limite: 5 }],
  // The recruiter's «Leído».
  ['los que no he revisado', { revisado: false }],
  ['los que todavía no reviso', { revisado: false }],
  ['no leídos de administración', { carreras: ['Administración'], revisado: false }],
  ['sin revisar', { revisado: false }],
  ['pendientes de revisar', { revisado: false }],
  ['los que ya revisé', { revisado: true }],
  ['los leídos', { revisado: true }],
  ['quiero revisar los de Cusco', { regiones: [8] }],
  // Experience and the read state under a preference marker order; they never leave anyone out.
  ['administración, de preferencia con experiencia', { carreras: ['Administración'], preferir: { experiencia: true } }],
  ['de preferencia con experiencia', { preferir: { experiencia: true } }],
  ['mejor si tienen experiencia laboral', { preferir: { experiencia: true } }],
  ['que no sean de Arequipa, de preferencia con experiencia', { excluir: { regiones: [4] }, preferir: { experiencia: true } }],
  ['ideal si tienen experiencia en ventas', { preferir: { experiencia_en: ['ventas'] } }],
  ['administración con experiencia', { carreras: ['Administración'], experiencia: true }],
  ['primero los no leídos', { preferir: { revisado: false } }],
  ['ordena primero los que aún no reviso', { preferir: { revisado: false } }],
  ['primero los que no he revisado', { preferir: { revisado: false } }],
  // «nomás» after a level: that level only; «para arriba»: a minimum, as «o más».
  ['los que tienen inglés básico nomás', { idiomas: [k('Inglés', 'básico')], excluir: { idiomas: [k('Inglés', 'intermedio')] } }],
  ['con inglés básico nada más', { idiomas: [k('Inglés', 'básico')], excluir: { idiomas: [k('Inglés', 'intermedio')] } }],
  // A comparison before a bare ordinal; «8bo» (v typed b), «apartir», «ariba».
  ['estudiantes de más de 6to', { niveles: [3, 6], ciclo_min: 7 }],
  ['estudiantes de menos del 5to', { niveles: [3, 6], ciclo_max: 4 }],
  ['estudiantes hasta el 4to', { niveles: [3, 6], ciclo_max: 4 }],
  ['alumnos apartir del 7mo', { niveles: [3, 6], ciclo_min: 7 }],
  ['de 8bo para ariba', { niveles: [3, 6], ciclo_min: 8 }],
  // A decision said with the verb: «los que ya descarté» are the discarded.
  ['contadores sin los que ya descarté', { carreras: ['Contabilidad'], excluir_estados: [1] }],
  ['contadores, no me mandes los que ya rechacé', { carreras: ['Contabilidad'], excluir_estados: [1] }],
  // Beside a cycle named elsewhere, an ordinal in figures is a cycle too: ruled out, or a minimum.
  [
    'estudiantes de derecho del 6to al 10mo ciclo, salvo los de 8vo',
    { carreras: ['Derecho'], niveles: [6], ciclo_min: 6, ciclo_max: 10, excluir: { ciclo_min: 8, ciclo_max: 8 } },
  ],
  [
    'estudiantes de derecho que no estén en los primeros ciclos, del 7mo para arriba',
    { carreras: ['Derecho'], niveles: [6], ciclo_min: 7, excluir: { ciclo_max: 5 } },
  ],
  // A count of jobs is said back; «experiencia» is still read.
  ['con más de una experiencia laboral', { experiencia: true, ignorados: [{ texto: 'más de una', motivo: 'no_entendido' }] }],
  ['que ingresaron entre el 2018 y el 2020', { ingreso_desde: 2018, ingreso_hasta: 2020 }],
  ['administración con inglés intermedio para arriba', { carreras: ['Administración'], idiomas: [k('Inglés', 'intermedio')] }],
  // Split or with two letters swapped, as typed on a phone.
  ['que sepan auto cad', { conocimientos: [k('AutoCAD')] }],
  ['sin inlges', { excluir: { idiomas: [k('Inglés')] } }],
  // Personal qualities are about the applicants: said back as not understood, never off topic.
  [
    'proactivos y con ganas de aprender',
    {
      ignorados: [
        { texto: 'proactivos', motivo: 'no_entendido' },
        { texto: 'con ganas de aprender', motivo: 'no_entendido' },
      ],
    },
  ],
  ['que no tengan dejo serrano', { ignorados: [{ texto: 'no tengan dejo serrano', motivo: 'protegido' }] }],
  // The year of entering is no graduation year: the CV's start of studies; without a year, or ruled out, said back.
  ['ingresantes 2022', { ingreso_desde: 2022, ingreso_hasta: 2022 }],
  ['que ingresaron el 2k22', { ingreso_desde: 2022, ingreso_hasta: 2022 }],
  ['los que entraron el 2021', { ingreso_desde: 2021, ingreso_hasta: 2021 }],
  ['ingresantes del 2020 al 2021', { ingreso_desde: 2020, ingreso_hasta: 2021 }],
  ['ingresantes', { ignorados: [{ texto: 'ingresantes', motivo: 'no_entendido' }] }],
  ['que no ingresaron el 2022', { ignorados: [{ texto: 'ingresaron el 2022', motivo: 'no_entendido' }] }],
  // An open range: «antes» and «después» leave the year out; never read as a graduation year.
  ['que ingresaron antes del 2020', { ingreso_desde: null, ingreso_hasta: 2019 }],
  ['ingresantes desde el 2022', { ingreso_desde: 2022, ingreso_hasta: null }],
  ['que ingresaron después del 2021', { ingreso_desde: 2022, ingreso_hasta: null }],
  ['que entraron hasta el 2019', { ingreso_desde: null, ingreso_hasta: 2019 }],
  ['que ingresaron a partir del 2023', { ingreso_desde: 2023, ingreso_hasta: null }],
  ['q ingresaron antes dl 2020', { ingreso_desde: null, ingreso_hasta: 2019 }],
  ['que empezaron la carrera antes del 2020', { ingreso_desde: null, ingreso_hasta: 2019 }],
  ['que iniciaron sus estudios el 2021', { ingreso_desde: 2021, ingreso_hasta: 2021 }],
  // Typed as on a phone: abbreviations of places and institutions, words run together or split, dots in a row.
  ['alumnos d la univ. nac. d ingenieria', { niveles: [3, 6], instituciones: ['Universidad Nacional de Ingeniería'] }],
  ['postulantes dl dpto d la libertad', { regiones: [13] }],
  ['alumnos d sn isidro', { niveles: [3, 6], distritos: ['San Isidro'] }],
  ['alumnos sn experiencia', { niveles: [3, 6], experiencia: false }],
  ['alumnos d el tanbo', { niveles: [3, 6], distritos: ['El Tambo'] }],
  ['alumnos c keshua', { niveles: [3, 6], idiomas: [k('Quechua')] }],
  ['est. d inst. d conta', { niveles: [3], carreras: ['Contabilidad'] }],
  ['top10 egresados d derecho', { niveles: [7, 8], carreras: ['Derecho'], limite: 10 }],
  ['egresados,,, d conta...2024', { niveles: [4, 7, 8], carreras: ['Contabilidad'], egreso_desde: 2024, egreso_hasta: 2024 }],
  ['alumnosde conta', { niveles: [3, 6], carreras: ['Contabilidad'] }],
  ['q sepanexcel', { conocimientos: [k('Microsoft Excel')] }],
  ['alumnos d contabi lidad', { niveles: [3, 6], carreras: ['Contabilidad'] }],
  // A misspelt word is never cut into two short known words, nor a verb's ending read as «en».
  ['estudianets de Lima', { niveles: [3, 6], regiones: [15] }],
  ['que estuden en La Molina', { distritos: ['La Molina'], ignorados: [{ texto: 'estuden', motivo: 'no_entendido' }] }],
  // «Universidad de San Martín» is the university, not the region; people named by their studies «de La Molina» study
  // at the UNALM, those who live there are «de La Molina» otherwise.
  // «Universidad» is part of the name typed, not a study level of its own.
  ['alumnos de la Universidad de San Martín', { niveles: [3, 6], instituciones: ['Universidad de San Martín de Porres'] }],
  ['egresados de La Molina', { niveles: [4, 7, 8], instituciones: ['Universidad Nacional Agraria La Molina'] }],
  ['postulantes de La Molina', { distritos: ['La Molina'] }],
  ['alumnos de la Peruana de Ciencias', { niveles: [3, 6], instituciones: ['Universidad Peruana de Ciencias Aplicadas'] }],
  // «la UNA» is the Altiplano's acronym; «una» elsewhere is the article.
  ['alumnos de la UNA', { niveles: [3, 6], instituciones: ['Universidad Nacional del Altiplano'] }],
  ['que estudien en una universidad', { niveles: [6] }],
  // SUNEDU's «UNAS» (the Agraria de la Selva) folds to the same key as «UNA»: the word as typed tells them apart;
  // «unas» elsewhere is the article. By its usual name, «la Selva» in it is the university's, not an origin.
  ['egresados de la UNAS', { niveles: [4, 7, 8], instituciones: ['Universidad Nacional Agraria de la Selva'] }],
  ['unas alumnas de contabilidad', { niveles: [3, 6], carreras: ['Contabilidad'], ignorados: [{ texto: 'alumnas', motivo: 'protegido' }] }],
  ['alumnos de la Agraria de la Selva', { niveles: [3, 6], instituciones: ['Universidad Nacional Agraria de la Selva'] }],
  // Who is left out before experience or the read state: excluded, never asked (it used to be inverted).
  ['excepto los que tienen experiencia en compras', { excluir: { experiencia_en: ['compras'] } }],
  ['excepto los que tienen experiencia', { experiencia: false }],
  ['menos los que han trabajado en atención al cliente', { excluir: { experiencia_en: ['atención al cliente'] } }],
  ['excepto los que ya revisé', { revisado: false }],
  ['excepto los que no he revisado', { revisado: true }],
  ['administración menos los que ya vi', { carreras: ['Administración'], revisado: false }],
  ['al menos con experiencia en ventas', { experiencia: true, experiencia_en: ['ventas'] }],
  ['con experiencia excepto en logística', { experiencia: true, excluir: { experiencia_en: ['logística'] } }],
  // Two decisions under one «excepto / menos»: both left out.
  ['excepto finalistas y descartados', { excluir_estados: [1, 3] }],
  ['menos finalistas y en proceso', { excluir_estados: [3], excluir: { estados: [2] } }],
  ['menos los que están en proceso y los descartados', { excluir: { estados: [2] }, excluir_estados: [1] }],
  // A preference whose clause denies: preferred absent, nobody left out.
  ['mejor si no tienen experiencia en compras', { evitar: { experiencia_en: ['compras'] } }],
  ['de preferencia que no sean de Lima', { evitar: { regiones: [15] } }],
  ['mejor si no son descartados', { evitar: { estados: [1] } }],
  ['contabilidad, idealmente que no sean de Arequipa', { carreras: ['Contabilidad'], evitar: { regiones: [4] } }],
  ['de preferencia que no hablen quechua', { evitar: { idiomas: [k('Quechua')] } }],
  ['de preferencia sin experiencia', { preferir: { experiencia: false } }],
  // A decision after an order marker orders; «el mejor» is one; «sin contar» a place rules it out.
  ['primero los finalistas', { preferir: { estados: [3] } }],
  ['economía, primero los que están en proceso', { carreras: ['Economía'], preferir: { estados: [2] } }],
  ['el mejor de administración', { carreras: ['Administración'], limite: 1 }],
  ['solo los de Arequipa sin contar Cayma', { regiones: [4], excluir: { distritos: ['Cayma'] } }],
  // The basic level ruled out is that level only; a higher one, that level and above.
  ['que no tengan inglés básico', { excluir: { idiomas: [{ nombre: 'Inglés', nivel: 'básico', solo_nivel: true }] } }],
  ['sin inglés avanzado', { excluir: { idiomas: [k('Inglés', 'avanzado')] } }],
  // Protected traits in more wordings: refused whole, never off topic.
  ['sin planes de tener hijos', { ignorados: [{ texto: 'sin planes de tener hijos', motivo: 'protegido' }] }],
  ['apolíticos', { ignorados: [{ texto: 'apolíticos', motivo: 'protegido' }] }],
  ['sin afiliación política', { ignorados: [{ texto: 'sin afiliación política', motivo: 'protegido' }] }],
  [
    'que no militen en ningún partido',
    {
      ignorados: [
        { texto: 'no militen', motivo: 'protegido' },
        { texto: 'ningún partido', motivo: 'protegido' },
      ],
    },
  ],
  // Where someone lives is no protected trait; the natural regions span departments, so they are said back.
  ['que no sean de la sierra', { ignorados: [{ texto: 'la sierra', motivo: 'no_entendido' }] }],
  ['de la sierra', { ignorados: [{ texto: 'la sierra', motivo: 'no_entendido' }] }],
  ['de la costa', { ignorados: [{ texto: 'la costa', motivo: 'no_entendido' }] }],
  ['de la selva', { ignorados: [{ texto: 'la selva', motivo: 'no_entendido' }] }],
  ['de la Amazonía', { ignorados: [{ texto: 'la amazonía', motivo: 'no_entendido' }] }],
  ['serranos', { ignorados: [{ texto: 'serranos', motivo: 'protegido' }] }],
  ['costeños', { ignorados: [{ texto: 'costeños', motivo: 'protegido' }] }],
  ['charapas', { ignorados: [{ texto: 'charapas', motivo: 'protegido' }] }],
  ['que no sean muy mayores', { ignorados: [{ texto: 'no sean muy mayores', motivo: 'protegido' }] }],
  ['con buena dicción', { ignorados: [{ texto: 'con buena dicción', motivo: 'protegido' }] }],
  ['industriales apolíticos', { carreras: ['Ingeniería Industrial'], ignorados: [{ texto: 'apolíticos', motivo: 'protegido' }] }],
  ['de Alto Selva Alegre', { distritos: ['Alto Selva Alegre'] }],
  // The graduating class beside its year is that year, no free word (the summary says it so).
  ['Egresados de la promoción 2023', { niveles: [4, 7, 8], egreso_desde: 2023, egreso_hasta: 2023 }],
  // A «no» that closes its clause denies the name right before it, its level with it.
  [
    'estudiantes de derecho de Lima, inglés no',
    { carreras: ['Derecho'], niveles: [6], regiones: [15], excluir: { idiomas: [k('Inglés')] } },
  ],
  ['de Lima no, que sepan Excel', { conocimientos: [k('Microsoft Excel')], excluir: { regiones: [15] } }],
  ['contadores, Excel avanzado no', { carreras: ['Contabilidad'], excluir: { conocimientos: [k('Microsoft Excel', 'avanzado')] } }],
  ['egresados de la UNSA no', { niveles: [4, 7, 8], excluir: { instituciones: ['Universidad Nacional de San Agustín de Arequipa'] } }],
];

describe('the built-in parser reads a recruiter’s Spanish request', () => {
  it.each(CASOS)('«%s»', async (prompt, esperado) => {
    expect(await interprete.interpretar(prompt)).toEqual({ ...criteriosVacios(), ...esperado });
  });

  it('another subject with no word of recruiting intent is off topic, whatever name was read with it', async () => {
    for (const prompt of [
      'receta con Excel de la abuela para el pollo a la brasa',
      'técnico para arreglar mi refri',
      'ayúdame con la tarea de matemáticas de mi hijo',
      '¿quién ganó el clásico Alianza contra Universitario?',
      'qué lugares turísticos visitar en Cusco',
    ])
      expect((await interprete.interpretar(prompt)).fuera_de_tema, prompt).toBe(true);
    // A greeting before a request, or the subject's word beside an intention word, is a search.
    for (const prompt of ['hola, egresados de contabilidad', 'estudiantes de gastronomía con experiencia en restaurantes'])
      expect((await interprete.interpretar(prompt)).fuera_de_tema, prompt).toBeUndefined();
  });

  it('a request is about applicants by its signs of intent, not by one name some CV holds', async () => {
    for (const prompt of [
      // A question about something else, a purpose of one's own, a lesson, travel, the company's own admin.
      '¿cuánto cuesta un pasaje a Cusco?',
      'qué hora es en Arequipa',
      'necesito un contador para mi declaración de renta personal',
      'un abogado para mi divorcio',
      'traduce al inglés este correo',
      'quiero aprender Python desde cero',
      'mándame el reporte de ventas del mes',
      'busco departamento en alquiler en San Isidro',
      // Only names, with more words left unread than names read.
      'clases de inglés para niños',
    ])
      expect((await interprete.interpretar(prompt)).fuera_de_tema, prompt).toBe(true);
    for (const prompt of [
      // A pool's person noun, an attribute asked, a criterion only applicants have, or a terse list of names.
      'necesito practicantes de contabilidad para mi empresa',
      '¿quiénes saben AutoCAD y Revit en Arequipa?',
      'un contador con experiencia en SUNAT',
      'Excel avanzado',
      'contabilidad Arequipa',
      'los 5 mejores de Cusco',
    ])
      expect((await interprete.interpretar(prompt)).fuera_de_tema, prompt).toBeUndefined();
  });

  it('a party named after simpatizantes / militantes / afiliados de is part of the refused trait', async () => {
    const c = await interprete.interpretar('estudiantes de marketing, militantes de Renovación Popular');
    expect(c.carreras).toEqual(['Marketing']);
    expect(c.palabras_clave).toEqual([]);
    expect(c.ignorados).toEqual([{ texto: 'militantes de renovación popular', motivo: 'protegido' }]);
    for (const prompt of ['afiliados de Perú Libre', 'que no tengan diabetes', 'divorciadas', 'que pesen menos de 70 kilos'])
      expect(
        (await interprete.interpretar(prompt)).ignorados?.map((x) => x.motivo),
        prompt,
      ).toContain('protegido');
  });

  it('reads typos of who is asked and of experience as the clean request', async () => {
    expect(await interprete.interpretar('egresaods de contabilidad')).toEqual(await interprete.interpretar('egresados de contabilidad'));
    expect(await interprete.interpretar('estudaintes de economía')).toEqual(await interprete.interpretar('estudiantes de economía'));
    expect(await interprete.interpretar('alumnos con esperiencia en logística')).toEqual(
      await interprete.interpretar('alumnos con experiencia en logística'),
    );
  });

  it('reads the seventh round’s phone typings as the clean request, or says them back', async () => {
    const igual = async (variante: string, limpia: string) =>
      expect(await interprete.interpretar(variante), variante).toEqual(await interprete.interpretar(limpia));
    // A short word joined to the next one is the two words; «dehecho» is «de hecho», never one edit from Derecho.
    await igual('estudiantes deLima o egresados de Arequipa', 'estudiantes de Lima o egresados de Arequipa');
    await igual('egresados que no hayan trabajado encontabilidad', 'egresados que no hayan trabajado en contabilidad');
    await igual('alumnos de psicología deSan Marcos', 'alumnos de psicología de San Marcos');
    await igual('estudiantes de contabilidad, dehecho que tengan tiempo', 'estudiantes de contabilidad, de hecho que tengan tiempo');
    // A whole word known is never cut.
    expect((await interprete.interpretar('que los demás sean de Lima')).regiones).toEqual([15]);
    await igual('estudiantes demás de 7mo ciclo', 'estudiantes de más de 7mo ciclo');
    // «año» without its ñ or a letter, after an ordinal or «último».
    await igual('estudiantes de derecho de último ao', 'estudiantes de derecho de último año');
    await igual('de 4to añ en adelante, sin los de Arequipa', 'de 4to año en adelante, sin los de Arequipa');
    // One word in the singular and the plural is one candidate.
    await igual('alumnoa de derecho', 'alumnos de derecho');
    // «Exce» sounds «ese», but a word never shrinks by sound into a function word: it stays a word, said back later.
    // (A misspelling of a known word is said back, not searched.)
    const exce = await interprete.interpretar('estudiantes que sepan Exce');
    expect(exce.palabras_clave).toEqual([]);
    expect(exce.ignorados).toContainEqual({ texto: 'exce', motivo: 'no_entendido' });
    // A district of one word one edit from a department («Pira», Piura) is said back, unless its region follows it.
    const pira = await interprete.interpretar('estudiantes excepto los de Pira');
    expect(pira.excluir?.distritos ?? []).toEqual([]);
    expect(pira.ignorados).toEqual([{ texto: 'pira', motivo: 'no_entendido' }]);
    expect((await interprete.interpretar('estudiantes de Pira, Áncash')).distritos).toEqual([{ nombre: 'Pira', id_region: 2 }]);
  });

  it('reads the eighth round’s chat forms, typed ordinals and counts, and a mistyped «no», or says them back', async () => {
    const igual = async (variante: string, limpia: string) =>
      expect(await interprete.interpretar(variante), variante).toEqual(await interprete.interpretar(limpia));
    // «s/» and «c/» before a word are «sin» and «con»; before a number «S/» is soles, not «sin».
    await igual('alumnos s/ experiencia', 'alumnos sin experiencia');
    await igual('egresados de contabilidad s/exp', 'egresados de contabilidad sin experiencia');
    await igual('alumnos de derecho sn experiencia', 'alumnos de derecho sin experiencia');
    await igual('técnicos c/ licencia de conducir', 'técnicos con licencia de conducir');
    expect((await interprete.interpretar('que acepten S/ 1200')).experiencia).toBeNull();
    // «x» is «por» after a word of ordering or before «favor»; elsewhere the cycle X.
    await igual('alumnos de economía ordenados x experiencia', 'alumnos de economía ordenados por experiencia');
    expect((await interprete.interpretar('alumnos de X ciclo')).ciclo_min).toBe(10);
    await igual('alumnos de economía de 6to ciclo a +', 'alumnos de economía de sexto ciclo a más');
    await igual('egresados con exp en rrhh', 'egresados con experiencia en recursos humanos');
    await igual('alumnos con experiencia en RR.HH.', 'alumnos con experiencia en recursos humanos');
    await igual('alumnos mín. 8vo ciclo', 'alumnos mínimo 8vo ciclo');
    await igual('egresados dsd el 2022', 'egresados desde el 2022');
    await igual('bach. en derecho', 'bachilleres en derecho');
    await igual('est. de derecho de Lima', 'estudiantes de derecho de Lima');
    // Ordinals and counts as typed.
    await igual('alumnos de 7imo ciclo', 'alumnos de séptimo ciclo');
    await igual('alumnos de 9eno ciclo', 'alumnos de noveno ciclo');
    await igual('los tres mejores de contabilidad', 'los 3 mejores de contabilidad');
    await igual('los sinco mejores de derecho', 'los 5 mejores de derecho');
    // An area misspelt by sound and by one letter.
    await igual('alumnos con experiencia en logistik', 'alumnos con experiencia en logística');
    // A place's later word one edit off, even when the singular folds it into another word.
    await igual('egresados de Santiago de Suro', 'egresados de Santiago de Surco');
    await igual('alumnos de San Martín de Pores', 'alumnos de San Martín de Porres');
    // «nos» where the pronoun cannot be is «no»; before a verb it goes with, the pronoun; else said back.
    await igual('que nos sean de Lima ni del Callao', 'que no sean de Lima ni del Callao');
    await igual('postulantes de Lima, pero nos de Miraflores', 'postulantes de Lima, pero no de Miraflores');
    await igual('no nos muestres a los de Lima', 'no muestres a los de Lima');
    await igual('nos gustaría ver estudiantes de derecho', 'estudiantes de derecho');
    await igual('egresados que nos estudiaron derecho', 'egresados que no estudiaron derecho');
    await igual('practicantes con experiencia en gestión human', 'practicantes con experiencia en gestión humana');
    await igual('estudiantes de derecho con experiencia en el área lega', 'estudiantes de derecho con experiencia en el área legal');
    await igual('alumnos con inglés avanzado y experiencia en vntas', 'alumnos con inglés avanzado y experiencia en ventas');
    await igual('que no sean de Lima, con experiencia en venta', 'que no sean de Lima, con experiencia en ventas');
    const dos = await interprete.interpretar('ingenieros industriales de Lima o economistaz de Arequipa');
    expect([dos.carreras, dos.grupos?.[0]?.carreras]).toEqual([['Ingeniería Industrial'], ['Economía']]);
    await igual('estudiantes de Lima Metropolitana con Power VI', 'estudiantes de Lima Metropolitana con Power BI');
    await igual('alumnos de VI ciclo', 'alumnos de sexto ciclo');
    // A misspelt word of a name and the name's word beside it are said back, never searched as free words.
    const sistemad = await interprete.interpretar('alumnos de ingeniería de sistemad que no sepan Java');
    expect(sistemad.palabras_clave).toEqual([]);
    expect(sistemad.ignorados?.map((x) => x.texto)).toEqual(['ingeniería', 'sistemad']);
    // A word written with its accent is no slip: «minería» (one edit from Minera) stays a free word.
    expect((await interprete.interpretar('postulantes con Python interesados en minería')).palabras_clave).toEqual(['minería']);
    const industria = await interprete.interpretar('sin AutoCAD ni SolidWorks, de ingeniería industria');
    expect(industria.palabras_clave).toEqual([]);
    expect(industria.ignorados?.map((x) => x.texto)).toEqual(['ingeniería', 'industria']);
    // A short form is typed, not said: nothing is read as one by sound («Staa» is no «hsta»).
    const staa = await interprete.interpretar('que manejen Staa');
    expect(staa.palabras_clave).toEqual([]);
    expect(staa.ignorados).toContainEqual({ texto: 'staa', motivo: 'no_entendido' });
    await igual('ideal k sepan Python', 'ideal que sepan Python');
    await igual('de 4to año pa delante, sin los de Arequipa', 'de 4to año en adelante, sin los de Arequipa');
    // «no» typed on a neighbouring key, in its slot between «que» and a verb: read as «no» one edit away, else said
    // back; a two-letter word never grows by sound into a longer name («mo» is no «Moho»).
    await igual('que mo sean de Lima', 'que no sean de Lima');
    await igual('alumnos que np sepan Excel', 'alumnos que no sepan Excel');
    expect((await interprete.interpretar('alumnos que zq sepan Excel')).ignorados).toContainEqual({ texto: 'zq', motivo: 'no_entendido' });
    await igual('que ke sepan Excel', 'que que sepan Excel');
    // «sem» after a cycle's number, an acronym with dots, «ñ» as «nn».
    await igual('alumnos de 8vo sem. de ing. industrial', 'alumnos de 8vo semestre de ingeniería industrial');
    await igual('egresados de la U.N.I.', 'egresados de la UNI');
    await igual('alumnos del último anno de derecho', 'alumnos del último año de derecho');
    // A CEFR code is a language's level only: after a knowledge item it is said back, never a level nor dropped.
    const sap = await interprete.interpretar('con SAP B1');
    expect(sap.conocimientos).toEqual([k('SAP ERP')]);
    expect(sap.ignorados).toEqual([{ texto: 'b1', motivo: 'no_entendido' }]);
    await igual('con inglés B1', 'con inglés intermedio');
    expect((await interprete.interpretar('los que aún nos terminan la carrera')).ignorados).toContainEqual({
      texto: 'nos',
      motivo: 'no_entendido',
    });
  });

  it('reads what an applicant is interested in as a soft word, never as the career or item named like it', async () => {
    const finanzas = await interprete.interpretar('alumnos de economía interesados en finanzas');
    expect(finanzas.carreras).toEqual(['Economía']);
    expect(finanzas.palabras_clave).toEqual(['finanzas']);
    const educacion = await interprete.interpretar('egresados de psicología interesados en educación');
    expect(educacion.carreras).toEqual(['Psicología']);
    expect(educacion.palabras_clave).toEqual(['educación']);
    // Across joins and earlier topics; «con interés en», «les interesa», the feminine.
    expect((await interprete.interpretar('interesados en minería y finanzas')).carreras).toEqual([]);
    const interes = await interprete.interpretar('alumnos de contabilidad con interés en finanzas');
    expect(interes.carreras).toEqual(['Contabilidad']);
    expect(interes.palabras_clave).toEqual(['finanzas']);
    expect((await interprete.interpretar('postulantes de Lima a los que les interesa la educación')).carreras).toEqual([]);
    const interesada = await interprete.interpretar('gente de Lima interesada en finanzas');
    expect(interesada.carreras).toEqual([]);
    expect(interesada.ignorados).toBeUndefined();
    // A knowledge item or a language of interest is not held.
    const python = await interprete.interpretar('estudiantes interesados en Python');
    expect(python.conocimientos).toEqual([]);
    expect(python.palabras_clave).toEqual(['python']);
    // The company's interest («nos interesan») and a career after «de» are the career.
    expect((await interprete.interpretar('nos interesan contadores de Lima')).carreras).toEqual(['Contabilidad']);
    expect((await interprete.interpretar('interesados en minería, de ingeniería industrial')).carreras).toEqual(['Ingeniería Industrial']);
  });

  it('reads a university whose acronym is also a word or a place by its usual name', async () => {
    const altiplano = ['Universidad Nacional del Altiplano'];
    // SUNEDU's «UNA» is also the article: «la UNA Puno» is the university, not the region Puno.
    for (const p of ['egresados de la UNA Puno', 'egresados de la una puno', 'egresados de la UNA de Puno', 'alumnos de la UNAP'])
      expect(await interprete.interpretar(p), p).toMatchObject({ instituciones: altiplano, regiones: [] });
    // With a word between and no «la» before, «una» is someone: «dame una de Puno» is the region.
    expect(await interprete.interpretar('dame una de Puno')).toMatchObject({ regiones: [21] });
    expect((await interprete.interpretar('dame una de Puno')).instituciones ?? []).toEqual([]);
    // «la San Martín» is the USMP; «de San Martín» the region.
    expect((await interprete.interpretar('alumnos de la San Martín')).instituciones).toEqual(['Universidad de San Martín de Porres']);
    expect((await interprete.interpretar('alumnos de San Martín')).regiones).toEqual([22]);
    expect((await interprete.interpretar('egresados de la Nacional del Centro')).instituciones).toEqual([
      'Universidad Nacional del Centro del Perú',
    ]);
    // More words of interest: «les guste», «con enfoque en», «vocación por», «en el área de».
    for (const p of [
      'alumnos a los que les guste la minería',
      'egresados con enfoque en finanzas',
      'alumnos con vocación por la educación',
      'egresados interesados en el área de finanzas',
    ]) {
      const c = await interprete.interpretar(p);
      expect(c.carreras, p).toEqual([]);
      expect(c.ignorados, p).toBeUndefined();
    }
  });

  it('reads knowledge names written apart, in Spanish or short, and «soporte técnico» as knowledge, not a level', async () => {
    const igual = async (variante: string, limpia: string) =>
      expect(await interprete.interpretar(variante), variante).toEqual(await interprete.interpretar(limpia));
    await igual('alumnos con power point', 'alumnos con PowerPoint');
    await igual('alumnos con java script', 'alumnos con JavaScript');
    await igual('alumnos con premier', 'alumnos con Adobe Premiere Pro');
    await igual('técnicos en diseño gráfico con Ilustrator', 'técnicos en diseño gráfico con Illustrator');
    await igual('egresados con autocad civil', 'egresados con AutoCAD Civil 3D');
    await igual('egresados con tributación', 'egresados con Tributación peruana');
    await igual('técnicos en mecánica automotriz que lean planos', 'técnicos en mecánica automotriz con lectura de planos');
    // Written apart where one word alone is another item: the whole name, not that item.
    await igual('alumnos que sepan my sql', 'alumnos que sepan MySQL');
    await igual('alumnos que sepan node js', 'alumnos que sepan Node.js');
    await igual('alumnos que sepan react js', 'alumnos que sepan React');
    await igual('alumnos que sepan c sharp', 'alumnos que sepan C#');
    await igual('alumnos c sharp', 'alumnos con C#');
    await igual('alumnos que sepan 3d max', 'alumnos que sepan 3ds Max');
    await igual('ingenieros civiles que sepan sap 2000', 'ingenieros civiles que sepan SAP2000');
    await igual('alumnos que sepan sap s4 hana', 'alumnos que sepan SAP S/4HANA');
    await igual('alumnos que sepan google analytics', 'alumnos que sepan Google Analytics 4');
    expect((await interprete.interpretar('alumnos que sepan C y Java')).conocimientos).toEqual([k('C'), k('Java')]);
    const soporte = await interprete.interpretar('alumnos con soporte técnico');
    expect(soporte.niveles).toEqual([3, 6]);
    expect(soporte.conocimientos).toEqual([k('Soporte técnico de computadoras')]);
    expect((await interprete.interpretar('egresados con experiencia en soporte técnico')).experiencia_en).toEqual(['soporte técnico']);
  });

  it('reads districts by their usual names, a zone of Lima by its districts, and says another zone back', async () => {
    expect((await interprete.interpretar('egresados de San Vicente')).distritos).toEqual(['San Vicente de Cañete']);
    expect((await interprete.interpretar('alumnos de Ate Vitarte')).distritos).toEqual(['Ate']);
    expect((await interprete.interpretar('alumnos de Huanchac')).distritos).toEqual(['Wanchaq']);
    expect((await interprete.interpretar('alumnos de Lima Cercado')).distritos).toEqual(['Cercado de Lima']);
    // Lima Norte, Este and Sur are their districts (datos.ts ZONAS).
    for (const [zona, distrito] of [
      ['norte', 'Los Olivos'],
      ['este', 'San Juan de Lurigancho'],
      ['sur', 'Villa El Salvador'],
    ]) {
      const c = await interprete.interpretar(`alumnos de Lima ${zona}`);
      expect(c.regiones).toEqual([]);
      expect(c.distritos).toContain(distrito);
      expect(c.ignorados ?? []).toEqual([]);
    }
    // Another zone is said back, never dropped (all Lima at 100 %).
    for (const zona of ['oeste', 'moderna']) {
      const c = await interprete.interpretar(`alumnos de Lima ${zona}`);
      expect(c.regiones).toEqual([15]);
      expect(c.ignorados).toEqual([{ texto: zona, motivo: 'no_entendido' }]);
    }
  });

  it('reads a year before or after, this year, a workplace named for its area and «el tercio»', async () => {
    expect(await interprete.interpretar('egresados antes del 2020')).toMatchObject({ egreso_desde: null, egreso_hasta: 2019 });
    const despues = await interprete.interpretar('egresados después del 2023');
    expect(despues).toMatchObject({ egreso_desde: 2024, egreso_hasta: null, palabras_clave: [] });
    expect(await interprete.interpretar('egresados hasta el 2020')).toMatchObject({ egreso_hasta: 2020 });
    expect(await interprete.interpretar('egresados de este año')).toMatchObject({ egreso_desde: 2026, egreso_hasta: 2026 });
    expect(await interprete.interpretar('egresados del año pasado')).toMatchObject({ egreso_desde: 2025, egreso_hasta: 2025 });
    const abogados = await interprete.interpretar('egresados con experiencia en un estudio de abogados');
    expect(abogados).toMatchObject({ carreras: [], experiencia: true, experiencia_en: ['legal'] });
    expect((await interprete.interpretar('egresados con experiencia en un estudio contable')).experiencia_en).toEqual(['contabilidad']);
    expect((await interprete.interpretar('alumnos que estén en el tercio')).orden_merito).toBe('tercio');
    expect((await interprete.interpretar('egresados del tercio de derecho')).orden_merito).toBe('tercio');
    // A kind asked without a status in its last year: its students, not its recent graduates.
    expect(await interprete.interpretar('técnicos de último año de computación')).toMatchObject({
      niveles: [3],
      ciclo_min: 5,
      ciclo_max: 6,
      egreso_desde: null,
    });
    expect(await interprete.interpretar('técnicos egresados del último año')).toMatchObject({ niveles: [4], egreso_desde: 2025 });
    // An area word re-spelt by sound is the area's name it sounds as («kontable», «contavle» are «contable», the
    // accounting area itself).
    for (const p of ['egresados con experiencia kontable', 'egresados con experiencia contavle'])
      expect((await interprete.interpretar(p)).experiencia_en, p).toEqual(['contabilidad']);
    // «por lo menos» (and «x lo menos») between a language and its level.
    for (const p of ['que hablen inglés por lo menos intermedio', 'q hablen ingles x lo menos intermedio'])
      expect((await interprete.interpretar(p)).idiomas, p).toEqual([k('Inglés', 'intermedio')]);
  });

  it('reads the tenth round’s chat writing of whole words as the clean request', async () => {
    const igual = async (variante: string, limpia: string) =>
      expect(await interprete.interpretar(variante), variante).toEqual(await interprete.interpretar(limpia));
    // «c» alone before a word is «con»; after a word of knowledge or a join, the language C.
    await igual('egresados d derecho c exp legal', 'egresados de derecho con experiencia legal');
    await igual('alumnos c ingles avanzado', 'alumnos con inglés avanzado');
    await igual('tecnicos c excel', 'técnicos con Excel');
    expect((await interprete.interpretar('que sepan C y Python')).conocimientos).toEqual([k('C'), k('Python')]);
    expect((await interprete.interpretar('programación en C')).conocimientos).toEqual([k('C')]);
    // A synonym is folded as the word it stands for («ingle» is «inglés»); the plural «contables».
    await igual('alumnos con ingle avanzado', 'alumnos con inglés avanzado');
    await igual('egresados contables de Arequipa', 'egresados de contabilidad de Arequipa');
    // «ls», «stan», «almenos», «xfa», «3cio»; «x» after a verb of living is «por», a place word.
    await igual('alumnos d ls olivos', 'alumnos de Los Olivos');
    await igual('los q stan en proceso', 'los que están en proceso');
    await igual('q hablen ingles almenos intermedio', 'que hablen inglés al menos intermedio');
    await igual('bachilleres d derecho d lima xfa', 'bachilleres de derecho de Lima por favor');
    await igual('alumnos del 3cio superior', 'alumnos del tercio superior');
    await igual('alumnos d marketing q vivan x miraflores', 'alumnos de marketing que vivan en Miraflores');
    expect((await interprete.interpretar('que vivan por Miraflores')).distritos).toEqual(['Miraflores']);
  });

  it('has many phrasings under test', () => {
    expect(CASOS.length).toBeGreaterThanOrEqual(60);
  });

  it('says a limit and the decisions left out back, and reads the sentence back the same', async () => {
    const c = await interprete.interpretar('los 3 mejores estudiantes de Arequipa que no estén descartados ni sean finalistas');
    const texto = describirConsulta(c);
    expect(texto).toBe('Los 3 mejores estudiantes en Arequipa, que no estén descartados ni sean finalistas');
    expect(await interprete.interpretar(texto)).toEqual(c);
  });

  it('says a negative preference, a level ruled out alone and «el mejor» back, and reads them back the same', async () => {
    const c = await interprete.interpretar('contabilidad, mejor si no son de Lima');
    const texto = describirConsulta(c);
    expect(texto).toBe('Postulantes de Contabilidad. Prefiere que no: Lima, sin excluir a nadie');
    const basico = await interprete.interpretar('que no tengan inglés básico');
    expect(describirConsulta(basico)).toBe('Postulantes. Excluye: inglés básico (solo ese nivel)');
    const uno = await interprete.interpretar('el mejor de administración');
    expect(describirConsulta(uno)).toBe('El mejor de los postulantes de Administración');
    expect(await interprete.interpretar(describirConsulta(uno))).toEqual(uno);
  });

  it('says a correction back with the reference name', async () => {
    expect(describirConsulta(await interprete.interpretar('estudiantes de ingenieria industiral de Arequpa con ingles avanzdo'))).toBe(
      'Estudiantes universitarios de Ingeniería Industrial, en Arequipa, con inglés avanzado',
    );
  });

  it('reads institutions, years, cycles and names as people type them (thirteenth round)', async () => {
    const leer = async (p: string) => describirConsulta(await interprete.interpretar(p));
    expect(await leer('alumnos d la u d piura')).toBe('Estudiantes de Universidad de Piura');
    expect(await leer('egresados d la u del pacifico')).toBe('Egresados de Universidad del Pacífico');
    expect(await leer('alumnos de economía de la del Pacífico')).toBe(
      'Estudiantes universitarios de Economía, de Universidad del Pacífico',
    );
    expect((await interprete.interpretar('que vivan en la costa del Pacífico')).instituciones ?? []).toEqual([]);
    expect(await leer('egresados d sanmarcos')).toBe('Egresados de Universidad Nacional Mayor de San Marcos');
    expect(await leer('alumnos de sanisidro')).toBe('Estudiantes en San Isidro');
    expect(await leer('egresados del 2k23')).toBe('Egresados de la promoción 2023');
    expect(await leer('egresados en el 23 d economia')).toBe('Egresados universitarios de Economía, de la promoción 2023');
    // Two digits are a year only when graduates are asked, never a count or a cycle.
    expect((await interprete.interpretar('los 23 mejores egresados')).egreso_desde).toBeNull();
    expect((await interprete.interpretar('alumnos del 23')).egreso_desde).toBeNull();
    expect(await leer('alumnos d octavo d ing civil')).toBe('Estudiantes universitarios de Ingeniería Civil, de VIII ciclo');
    expect(await leer('alumnos de noveno o décimo')).toBe('Estudiantes entre IX y X ciclo');
    expect(await leer('alumnos del quinto superior')).toBe('Estudiantes del quinto superior');
    expect(await leer('alumnos con fotoshop')).toBe('Estudiantes con Adobe Photoshop');
    expect(await leer('alumnos q sepan phyton')).toBe('Estudiantes con Python');
    expect(await leer('alumnos con portugez intermedio')).toBe('Estudiantes con portugués intermedio o más');
    expect(await leer('q sepan arc gis')).toBe('Postulantes con ArcGIS');
  });

  it('reads «Magdalena» on a Lima offer as Magdalena del Mar; a misspelt first word of a district is that district', async () => {
    const distritos = async (p: string, id_region?: number) => (await interprete.interpretar(p, { id_region })).distritos;
    expect(await distritos('de magdalena', 15)).toEqual(['Magdalena del Mar']);
    expect(await distritos('de magdalena', 4)).toEqual(['Magdalena']);
    expect(await distritos('de magdalena')).toEqual(['Magdalena']);
    expect(await distritos('de Magdalena, Cajamarca', 15)).toEqual([{ nombre: 'Magdalena', id_region: 6 }]);
    expect(await distritos('de madgalena del mar')).toEqual(['Magdalena del Mar']);
    const x = await interprete.interpretar('de magdalena', { id_region: 15 });
    expect(describirConsulta(x)).toBe('Postulantes en Magdalena del Mar');
  });

  it("reads a district of several regions in the offer's, and a district two letters off when the offer's region has only it", async () => {
    const leer = async (p: string, id_region?: number) => {
      const c = await interprete.interpretar(p, { id_region });
      return { d: c.distritos, x: c.excluir?.distritos, dichos: (c.ignorados ?? []).map((i) => i.texto) };
    };
    expect((await leer('de Surco o Miraflores', 15)).d).toEqual(['Santiago de Surco', { nombre: 'Miraflores', id_region: 15 }]);
    expect((await leer('de Miraflores', 4)).d).toEqual([{ nombre: 'Miraflores', id_region: 4 }]);
    // Ruled out, the name is ruled out in every region that bears it (a narrow reading would keep the others at 100 %).
    expect((await leer('que no sean de Miraflores', 15)).x).toEqual(['Miraflores']);
    // Listed with places of one region only, it is read in theirs whatever the offer's (Surco lies in Lima only).
    expect((await leer('de Surco o Miraflores', 4)).d).toEqual(['Santiago de Surco', { nombre: 'Miraflores', id_region: 15 }]);
    // An offer in a region without one: the name keeps its wider reading.
    expect((await leer('de Miraflores', 8)).d).toEqual(['Miraflores']);
    expect((await leer('de Miraflores')).d).toEqual(['Miraflores']);
    // «caima» sounds Cayma (a y before a consonant sounds i); two letters wrong only on an offer in that region.
    expect((await leer('de caima')).d).toEqual(['Cayma']);
    expect((await leer('de sokabaia', 4)).d).toEqual(['Socabaya']);
    expect((await leer('de sokabaia', 15)).d).toEqual([]);
  });

  it('reads «ni» as carrying a negation over its «con», a negation said twice as one, and careers by their first word', async () => {
    const texto = async (p: string) => describirConsulta(await interprete.interpretar(p));
    expect(await texto('sin SAP ni con Power BI')).toBe('Postulantes. Excluye: SAP ERP, Power BI');
    expect(await texto('que no sepan nada de sap ni power bi')).toBe('Postulantes. Excluye: SAP ERP, Power BI');
    expect(await texto('que no sean de ingenieria')).toBe('Postulantes. Excluye: Ingeniería (todas sus carreras)');
    expect(await texto('egresados de mecánica')).toBe('Egresados de Mecánica (todas sus carreras)');
    expect(await texto('ingeniería industrial o mecánica')).toBe('Postulantes de Ingeniería Industrial o Ingeniería Mecánica');
    expect(await texto('de la Agustina')).toBe('Postulantes de Universidad Nacional de San Agustín de Arequipa');
    expect(await texto('de la UNMSN')).toBe('Postulantes de Universidad Nacional Mayor de San Marcos');
    // One letter from two acronyms (UCSM, UCSP), or three letters: said back.
    for (const p of ['de la UCSN', 'de la USP']) {
      const c = await interprete.interpretar(p);
      expect(c.instituciones ?? []).toEqual([]);
      expect((c.ignorados ?? []).map((i) => [i.texto, i.motivo])).toEqual([[p.slice(6), 'no_entendido']]);
    }
    expect(await texto('que sepan mi sql')).toBe('Postulantes con MySQL');
    expect(await texto('que sepan premier pro')).toBe('Postulantes con Adobe Premiere Pro');
    expect(await texto('que sepan office')).toBe('Postulantes con Microsoft Word, Microsoft Excel o Microsoft PowerPoint');
    expect(await texto('que sepan ofimática')).toBe('Postulantes con Microsoft Word, Microsoft Excel o Microsoft PowerPoint');
  });

  it('reads «la Católica» as the Católica of the region asked, or of the offer (Arequipa: Santa María), else the PUCP', async () => {
    const inst = async (p: string, id_region?: number) => (await interprete.interpretar(p, { id_region })).instituciones;
    const pucp = ['Pontificia Universidad Católica del Perú'];
    const ucsm = ['Universidad Católica de Santa María'];
    expect(await inst('alumnos de la Católica')).toEqual(pucp);
    expect(await inst('alumnos de la Católica', 15)).toEqual(pucp);
    expect(await inst('alumnos de la Católica', 4)).toEqual(ucsm);
    expect(await inst('alumnos de Cayma de la Católica')).toEqual(ucsm);
    expect(await inst('alumnos de Arequipa de la katolika')).toEqual(ucsm);
    // The places asked come before the offer's region; a full name is never re-read.
    expect(await inst('alumnos de Lima de la Católica', 4)).toEqual(pucp);
    expect(await inst('alumnos de la Católica del Perú', 4)).toEqual(pucp);
    expect(await inst('alumnos de la Católica San Pablo', 4)).toEqual(['Universidad Católica San Pablo']);
    const x = await interprete.interpretar('administración pero no de la Católica', { id_region: 4 });
    expect(x.excluir?.instituciones).toEqual(ucsm);
    expect(describirConsulta(x)).toBe('Postulantes de Administración. Excluye: Universidad Católica de Santa María');
  });

  it('never reads a misspelt acronym as another item nor drops it (sixteenth round)', async () => {
    const leer = async (p: string) => {
      const c = await interprete.interpretar(p);
      return { texto: describirConsulta(c), instituciones: c.instituciones ?? [], dichos: (c.ignorados ?? []).map((i) => i.texto) };
    };
    // An acronym typed in capitals that no pass reads is said back, never dropped as the short or function word it
    // spells (dropped, every student was listed at 100 %).
    for (const sigla of ['UA', 'UI', 'UC', 'UT', 'US', 'UN', 'UNO', 'HUNA'])
      expect(await leer(`que estudien en la ${sigla}`), sigla).toEqual({
        texto: 'Estudiantes. Nadie aparece al 100 %: parte de tu consulta no se usó',
        instituciones: [],
        dichos: [sigla],
      });
    // Two letters in the slot of a name that are no word, in lower case too: a place or an acronym that lost a letter
    // (dropped, the other criteria were given at 100 %).
    expect((await leer('egresados de la ui')).dichos).toEqual(['ui']);
    const ic = await interprete.interpretar('estudiantes de contabilidad de Ic');
    expect([ic.carreras, ic.regiones, ic.ignorados]).toEqual([['Contabilidad'], [], [{ texto: 'ic', motivo: 'no_entendido' }]]);
    expect((await leer('egresados de At con inglés avanzado')).dichos).toEqual(['at']);
    expect((await leer('egresados de Ica con inglés avanzado')).texto).toBe('Egresados en Ica, con inglés avanzado');
    // Capitals for emphasis keep their meaning.
    expect((await leer('que NO sean de Lima')).texto).toBe('Postulantes. Excluye: Lima');
    expect((await leer('SOLO de Lima')).texto).toBe('Postulantes en Lima');
    // A whole request in capitals says nothing of one word.
    expect((await leer('QUE ESTUDIEN EN LA UNI')).instituciones).toEqual(['Universidad Nacional de Ingeniería']);
    // A short name reached by sound while one letter from another known word is read as neither: «UNAAC» sounds UNAC
    // (the Callao) and is the UNSAAC with a letter lost; «UNSAA» sounds UNSA and is one letter from UNSAAC.
    for (const p of ['que estudien en la UNAAC', 'que no sean de la UNAAC', 'egresados de la UNSAA', 'que estudien en la unaac'])
      expect((await leer(p)).instituciones, p).toEqual([]);
    expect((await interprete.interpretar('que no sean de la UNAAC')).excluir?.instituciones).toBeUndefined();
    expect((await leer('egresados de la UNSAA')).dichos).toEqual(['UNSAA']);
    // A word that sounds as two known words is read as neither: «haqp», «AQQP» sound AQP (Arequipa) and HACCP.
    for (const p of ['postulantes de HAQP', 'que no sean de AQQP', 'postulantes de haqp']) {
      const c = await interprete.interpretar(p);
      expect([c.conocimientos, c.regiones, c.excluir], p).toEqual([[], [], undefined]);
      expect(c.ignorados?.length, p).toBe(1);
    }
    // The clean names keep their reading.
    expect((await leer('que estudien en la UNSAAC')).instituciones).toEqual(['Universidad Nacional de San Antonio Abad del Cusco']);
    expect((await leer('que estudien en la UNAC')).instituciones).toEqual(['Universidad Nacional del Callao']);
    expect((await leer('que estudien en la UNSA')).instituciones).toEqual(['Universidad Nacional de San Agustín de Arequipa']);
    expect((await leer('postulantes de AQP')).texto).toBe('Postulantes en Arequipa');
    expect((await leer('que sepan HACCP')).texto).toBe('Postulantes con HACCP');
    // Two known words of one sound that name one thing are no doubt: «NIFF» is NIIF («nif» and «niif» alike).
    expect((await leer('que sepan NIFF')).texto).toBe('Postulantes con NIIF');
    // A verb that begins a name is that name: «sin leer planos» rules out the knowledge item, not the unread.
    expect((await leer('sin leer planos')).texto).toBe('Postulantes. Excluye: Lectura de planos');
    expect((await leer('postulantes sin leer')).texto).toBe('Postulantes que aún no revisaste (sin leer)');
    // An institute by its reference name, ruled out: the whole name is read under the negation (its unknown words
    // ended the negation before, and SENATI was asked).
    expect((await leer('que no sean de la Escuela Superior Privada de Tecnología - SENATI')).texto).toBe(
      'Postulantes. Excluye: Escuela Superior Privada de Tecnología - SENATI',
    );
    // Careers' words cut as in a note.
    expect((await leer('estudiantes de Comput. e Inform.')).texto).toBe('Estudiantes técnicos de Computación e Informática');
    expect((await leer('que estudien Ciencias de la Comunic.')).texto).toBe('Estudiantes de Ciencias de la Comunicación');
  });

  it('reads a written ordinal after «en el», the UNICA, a numbered campus; says a year of starting work back', async () => {
    const leer = async (p: string) => {
      const c = await interprete.interpretar(p);
      return { texto: describirConsulta(c), dichos: (c.ignorados ?? []).map((i) => i.texto) };
    };
    // A written ordinal after «en el» or a verb of studying is a cycle, as after «del» («estudiantes del quinto»).
    for (const p of ['que estén en el quinto', 'los del quinto', 'que cursen el quinto', 'q esten en el 5to'])
      expect((await leer(p)).texto, p).toBe('Estudiantes de V ciclo');
    // With a merit named whole, a bare «quinto» is still that merit.
    expect((await leer('del tercio superior pero no del quinto')).texto).toBe('Postulantes del tercio superior. Excluye: quinto superior');
    // The year someone started working: no CV date read; said back whole, never a graduation year.
    for (const p of ['que empezaron a trabajar en 2020', 'que trabajan desde el 2021']) {
      const c = await interprete.interpretar(p);
      expect([c.egreso_desde, c.egreso_hasta, c.niveles, c.palabras_clave], p).toEqual([null, null, [], []]);
      expect((await leer(p)).dichos, p).toEqual([p]);
    }
    const conCarrera = await interprete.interpretar('egresados de contabilidad que empezaron a trabajar en 2020');
    expect([conCarrera.carreras, conCarrera.niveles, conCarrera.egreso_desde]).toEqual([['Contabilidad'], [4, 7, 8], null]);
    // UNICA after «la»: the Universidad Nacional San Luis Gonzaga de Ica; the adjective «única» before a noun a word.
    const unica = ['Universidad Nacional San Luis Gonzaga de Ica'];
    for (const p of ['que estudien en la UNICA', 'de la UNICA', 'egresados de la UNICA', 'egresados de la unica', 'de la única con excel'])
      expect((await interprete.interpretar(p)).instituciones, p).toEqual(unica);
    for (const p of ['la única condición es que sepan excel', 'LA ÚNICA CONDICIÓN ES QUE SEPAN EXCEL', 'que sea la única opción'])
      expect((await interprete.interpretar(p)).instituciones ?? [], p).toEqual([]);
    expect((await interprete.interpretar('que no sean de la UNICA')).excluir?.instituciones).toEqual(unica);
    // A numbered campus the reference list holds apart: that one; the brand alone, all of them.
    const sedes: [string, string][] = [
      ['Tecsup No.1', 'Tecsup No.1'],
      ['Tecsup N° 1', 'Tecsup No.1'],
      ['de Tecsup nro. 2', 'Tecsup No.2'],
      ['egresados de Tecsup 2', 'Tecsup No.2'],
    ];
    for (const [p, sede] of sedes)
      expect([(await interprete.interpretar(p)).instituciones, (await leer(p)).dichos], p).toEqual([[sede], []]);
    expect((await interprete.interpretar('de Tecsup')).instituciones).toEqual(['Tecsup No.1', 'Tecsup No.2', 'Tecsup Trujillo']);
    expect((await interprete.interpretar('técnicos que no sean de Tecsup 1')).excluir?.instituciones).toEqual(['Tecsup No.1']);
  });

  it('never fails on odd input: symbols, numbers alone, a very long text', async () => {
    expect(await interprete.interpretar('¿¡$%&/()=?')).toEqual({ ...criteriosVacios(), fuera_de_tema: true });
    expect((await interprete.interpretar('123 456')).palabras_clave).toEqual([]);
    expect((await interprete.interpretar('123 456')).ignorados).toEqual([
      { texto: '123', motivo: 'no_entendido' },
      { texto: '456', motivo: 'no_entendido' },
    ]);
    const largo = await interprete.interpretar('estudiantes de derecho '.repeat(80));
    expect(largo.carreras).toEqual(['Derecho']);
  });
});

describe('the nineteenth round: mastery, families, job titles, years ago', () => {
  const igual = async (variante: string, limpia: string) =>
    expect(await interprete.interpretar(variante), variante).toEqual(await interprete.interpretar(limpia));

  it('a verb of mastery before a knowledge item or a language asks the advanced level', async () => {
    expect(await interprete.interpretar('que dominen Excel')).toEqual({
      ...criteriosVacios(),
      conocimientos: [k('Microsoft Excel', 'avanzado')],
    });
    expect(await interprete.interpretar('que dominen inglés')).toEqual({ ...criteriosVacios(), idiomas: [k('Inglés', 'avanzado')] });
    expect(await interprete.interpretar('que domine Word')).toEqual({
      ...criteriosVacios(),
      conocimientos: [k('Microsoft Word', 'avanzado')],
    });
  });

  it('a family named is any of its items, one group of alternatives, never a career', async () => {
    const nombres = (c: CriteriosAsistente) => c.conocimientos.map((x) => x.nombre);
    const grupos = (c: CriteriosAsistente) => new Set(c.conocimientos.map((x) => x.grupo));
    const lenguaje = await interprete.interpretar('que sepan algún lenguaje de programación');
    expect(lenguaje.carreras).toEqual([]);
    expect(lenguaje.palabras_clave).toEqual([]);
    expect(nombres(lenguaje)).toEqual(expect.arrayContaining(['Python', 'Java', 'JavaScript']));
    expect(nombres(lenguaje)).not.toContain('SQL');
    expect(grupos(lenguaje)).toEqual(new Set([1]));
    const contable = await interprete.interpretar('que manejen algún software contable');
    expect(contable.carreras).toEqual([]);
    expect(contable.palabras_clave).toEqual([]);
    expect(nombres(contable)).toEqual(['CONCAR', 'SISCONT', 'Starsoft']);
    expect(grupos(contable)).toEqual(new Set([1]));
    // A family's phrase misspelt by sound is the family.
    await igual('ke manejen algún software kontable', 'que manejen algún software contable');
    await igual('que hablen algún idioma además del ingléz', 'que hablen algún idioma además del inglés');
    const adobe = await interprete.interpretar('que manejen programas de Adobe');
    expect(adobe.palabras_clave).toEqual([]);
    expect(nombres(adobe)).toEqual(['Adobe Photoshop', 'Adobe Illustrator', 'Adobe InDesign', 'Adobe Premiere Pro', 'Adobe After Effects']);
    expect(grupos(adobe)).toEqual(new Set([1]));
  });

  it('«algún idioma además del inglés» is any other language, English neither asked nor ruled out', async () => {
    const c = await interprete.interpretar('que hablen algún idioma además del inglés');
    expect(c.carreras).toEqual([]);
    expect(c.excluir).toBeUndefined();
    const idiomas = c.idiomas.map((x) => x.nombre);
    expect(idiomas).toEqual(expect.arrayContaining(['Quechua', 'Portugués', 'Francés', 'Aymara']));
    expect(idiomas).not.toContain('Inglés');
    expect(idiomas).not.toContain('Español');
    expect(new Set(c.idiomas.map((x) => x.grupo))).toEqual(new Set([1]));
  });

  it('a job title after «como» or «hayan sido» is experience by that title', async () => {
    expect(await interprete.interpretar('con experiencia como promotor de ventas')).toEqual({
      ...criteriosVacios(),
      experiencia: true,
      experiencia_en: ['promotor de ventas'],
    });
    expect(await interprete.interpretar('que hayan sido asistente contable')).toEqual({
      ...criteriosVacios(),
      experiencia: true,
      experiencia_en: ['asistente contable'],
    });
    await igual('que hayan trabajado como asistente contable', 'que hayan sido asistente contable');
    await igual('que ayan sido asistente contable', 'que hayan sido asistente contable');
    // An area's word misspelt by sound is searched as written in the title, not as the career's key.
    await igual('ke hayan sido asistente kontable', 'que hayan sido asistente contable');
    await igual('que hayan sido asistente contavle', 'que hayan sido asistente contable');
    // A decision after «hayan sido» stays the decision.
    expect((await interprete.interpretar('que hayan sido descartados')).experiencia_en).toEqual([]);
  });

  it('an area’s name of several words is read by its sound too', async () => {
    await igual('con experiencia en mesa de alluda', 'con experiencia en mesa de ayuda');
    await igual('que hayan trabajado en cay center', 'que hayan trabajado en call center');
  });

  it('an area’s own words are never re-spelt as another name', async () => {
    expect(await interprete.interpretar('con experiencia en mesa de ayuda')).toEqual({
      ...criteriosVacios(),
      experiencia: true,
      experiencia_en: ['mesa de ayuda'],
    });
  });

  it('a speaker of a language is that language', async () => {
    const quechua = { ...criteriosVacios(), regiones: [8], idiomas: [k('Quechua')] };
    expect(await interprete.interpretar('quechuahablantes de Cusco')).toEqual(quechua);
    expect(await interprete.interpretar('quechua hablantes de Cusco')).toEqual(quechua);
    expect(await interprete.interpretar('quechua ablantes de Cuzco')).toEqual(quechua);
  });

  it('«ms proyect» is Microsoft Project', async () => {
    await igual('con ms proyect intermedio', 'con MS Project intermedio');
  });

  it('«egresados hace N años» is a graduation year counted from now, never an age', async () => {
    const egresados = { ...criteriosVacios(), niveles: [4, 7, 8] };
    expect(await interprete.interpretar('egresados hace más de 5 años')).toEqual({ ...egresados, egreso_hasta: 2020 });
    expect(await interprete.interpretar('egresados hace 3 años')).toEqual({ ...egresados, egreso_desde: 2023, egreso_hasta: 2023 });
    expect(await interprete.interpretar('egresados hace menos de 2 años')).toEqual({ ...egresados, egreso_desde: 2025 });
    expect(await interprete.interpretar('que egresaron hace más de 5 años')).toEqual({ ...egresados, egreso_hasta: 2020 });
    // An age stays refused.
    expect((await interprete.interpretar('egresados de más de 25 años')).ignorados?.map((x) => x.motivo)).toContain('protegido');
  });

  it('a graduating class ruled out is said back: the criteria hold no year ruled out', async () => {
    const c = await interprete.interpretar('egresados que no sean de la promoción 2020');
    expect(c.egreso_desde).toBeNull();
    expect(c.egreso_hasta).toBeNull();
    expect(c.ignorados?.map((x) => x.motivo)).toContain('no_entendido');
  });

  it('inventories by their usual names and the English word, never Autodesk Inventor misspelt', async () => {
    for (const prompt of ['que sepan Inventory', 'manejo de inventarios', 'con control de inventario'])
      expect(await interprete.interpretar(prompt), prompt).toEqual({ ...criteriosVacios(), conocimientos: [k('Gestión de inventarios')] });
    expect((await interprete.interpretar('que sepan Inventor')).conocimientos).toEqual([k('Autodesk Inventor')]);
  });

  it('a verb names its knowledge item: «redactar contratos» is Redacción de contratos', async () => {
    expect(await interprete.interpretar('abogados que sepan redactar contratos')).toEqual({
      ...criteriosVacios(),
      carreras: ['Derecho'],
      conocimientos: [k('Redacción de contratos')],
    });
  });
});

describe('a minimum length of experience', () => {
  const exp = (meses: number, areas: string[] = []): Esperado => ({
    experiencia: true,
    experiencia_en: areas,
    experiencia_meses_min: meses,
  });
  it.each<[string, Esperado]>([
    ['con al menos un año de experiencia', exp(12)],
    ['con al menos 1 año de experiencia laboral', exp(12)],
    ['por lo menos 2 años de experiencia', exp(24)],
    ['con más de un año de experiencia', exp(13)],
    ['más de 6 meses de experiencia', exp(7)],
    ['mínimo 6 meses de experiencia', exp(6)],
    ['experiencia mínima de 6 meses', exp(6)],
    ['2 años de experiencia como mínimo', exp(24)],
    ['con 3 meses a más de experiencia', exp(3)],
    ['experiencia de 3 meses a más', exp(3)],
    ['con 6 meses de experiencia', exp(6)],
    ['no menos de dos años de experiencia', exp(24)],
    ['desde un año de experiencia', exp(12)],
    ['con medio año de experiencia', exp(6)],
    ['con un año y medio de experiencia', exp(18)],
    ['experiencia mínima de 1 año en logística', exp(12, ['logística'])],
    ['con al menos un año de experiencia en ventas', exp(12, ['ventas'])],
    ['egresados de contabilidad con al menos un año de experiencia', { ...exp(12), carreras: ['Contabilidad'], niveles: [4, 7, 8] }],
    // «mayor a», «mayor de», «superior a» a length: strictly more, never an age.
    ['con experiencia mayor a 6 meses', exp(7)],
    ['con experiencia mayor a un año', exp(13)],
    ['con experiencia mayor de 6 meses', exp(7)],
    ['experiencia superior a 6 meses', exp(7)],
    // «año y medio» without «un».
    ['con año y medio de experiencia', exp(18)],
    ['con año y medio de experiencia en almacén', exp(18, ['almacén'])],
    // A range: both ends.
    ['de 6 meses a 1 año de experiencia', { ...exp(6), experiencia_meses_max: 12 }],
    ['entre 6 y 12 meses de experiencia', { ...exp(6), experiencia_meses_max: 12 }],
    // The length after an area.
    ['experiencia en almacén de al menos 6 meses', exp(6, ['almacén'])],
    ['experiencia en almacén de mínimo 3 meses', exp(3, ['almacén'])],
    ['experiencia en almacén de 6 meses a 1 año', { ...exp(6, ['almacén']), experiencia_meses_max: 12 }],
    // «que no tengan menos de»: at least.
    ['que no tengan menos de 6 meses de experiencia', exp(6)],
    // Alternatives: the shorter one is enough, nothing caps it, no figure left unread.
    ['de 2 o 3 años de experiencia en ventas', exp(24, ['ventas'])],
    ['con 1 o 2 años de experiencia', exp(12)],
    ['de 6 meses o 1 año de experiencia', exp(6)],
    ['con experiencia de 2 o 3 años', exp(24)],
  ])('«%s»', async (prompt, esperado) => {
    expect(await interprete.interpretar(prompt)).toEqual({ ...criteriosVacios(), ...esperado });
  });

  it('from an external model: whole months of 1 or more ask for experience; without experience it is dropped', async () => {
    const c = await interprete.normalizar({ ...criteriosVacios(), experiencia_meses_min: 12 });
    expect(c).toEqual({ ...criteriosVacios(), experiencia: true, experiencia_meses_min: 12 });
    const sin = await interprete.normalizar({ ...criteriosVacios(), experiencia: false, experiencia_meses_min: 12 });
    expect(sin).toEqual({ ...criteriosVacios(), experiencia: false });
    expect(await interprete.normalizar({ ...criteriosVacios(), experiencia_meses_min: 0 })).toEqual(criteriosVacios());
  });

  it('«experiencia» and the unit as typed fast read the same', async () => {
    const limpia = await interprete.interpretar('con al menos un año de experiencia');
    for (const p of [
      'con al menos un año de experiensia',
      'con al menos un año de hexperiencia',
      'con al menos un año de esperiencia',
      'con al menos un año de experinecia',
      'con al menos un anio de experiencia',
    ])
      expect(await interprete.interpretar(p), p).toEqual(limpia);
    expect((await interprete.interpretar('mínimo 6 mezes de experiencia')).experiencia_meses_min).toBe(6);
  });

  it('a length is never an age, and ages are still refused', async () => {
    for (const prompt of ['experiencia mínima de 1 año en logística', 'con al menos un año de experiencia', 'mínimo 6 meses'])
      expect((await interprete.interpretar(prompt)).ignorados ?? [], prompt).not.toContainEqual(
        expect.objectContaining({ motivo: 'protegido' }),
      );
    expect((await interprete.interpretar('de 20 años')).ignorados).toEqual([{ texto: '20 años', motivo: 'protegido' }]);
    // An age beside a length: the age refused, the length read.
    const ambos = await interprete.interpretar('mujeres de 25 años con 2 años de experiencia');
    expect(ambos.experiencia_meses_min).toBe(24);
    expect(ambos.ignorados).toEqual([
      { texto: 'mujeres', motivo: 'protegido' },
      { texto: '25 años', motivo: 'protegido' },
    ]);
    expect((await interprete.interpretar('mujeres de 25 años con experiencia')).ignorados).toContainEqual({
      texto: '25 años',
      motivo: 'protegido',
    });
    expect((await interprete.interpretar('menores de 25 años')).ignorados).toEqual([{ texto: 'menores de 25 años', motivo: 'protegido' }]);
  });

  it('an external model receives the length as written, never cut as an age', () => {
    expect(sinProtegidos('experiencia mínima de 1 año en logística')).toEqual({
      texto: 'experiencia mínima de 1 año en logística',
      ignorados: [],
    });
    expect(sinProtegidos('mujeres con al menos un año de experiencia').texto).toBe('con al menos un año de experiencia');
  });

  it('a length preferred is said back; the preference for experience stays', async () => {
    expect(await interprete.interpretar('de preferencia con al menos un año de experiencia')).toEqual({
      ...criteriosVacios(),
      preferir: { experiencia: true },
      ignorados: [{ texto: 'al menos un año', motivo: 'no_entendido' }],
    });
  });

  it.each<[string, Esperado]>([
    // A maximum alone: those without experience meet it too.
    ['con menos de 1 año de experiencia', { experiencia_meses_max: 11 }],
    ['menos de 6 meses de experiencia', { experiencia_meses_max: 5 }],
    ['máximo 6 meses de experiencia', { experiencia_meses_max: 6 }],
    ['con un máximo de 6 meses de experiencia', { experiencia_meses_max: 6 }],
    ['hasta 6 meses de experiencia', { experiencia_meses_max: 6 }],
    ['con 6 meses de experiencia como máximo', { experiencia_meses_max: 6 }],
    ['6 meses de experiencia o menos', { experiencia_meses_max: 6 }],
    ['experiencia máxima de 1 año', { experiencia_meses_max: 12 }],
    ['no más de un año de experiencia', { experiencia_meses_max: 12 }],
    // «no tengan más de»: at most, never «sin experiencia» (which leaves out those with five months).
    ['que no tengan más de 6 meses de experiencia', { experiencia_meses_max: 6 }],
    ['que no tengan más de un año de experiencia laboral', { experiencia_meses_max: 12 }],
    ['que no cuenten con más de 1 año de experiencia', { experiencia_meses_max: 12 }],
    [
      'egresados de contabilidad con menos de un año de experiencia',
      { experiencia_meses_max: 11, carreras: ['Contabilidad'], niveles: [4, 7, 8] },
    ],
    // With an area: experience in it, that long at most.
    ['con hasta 1 año de experiencia en ventas', { experiencia: true, experiencia_en: ['ventas'], experiencia_meses_max: 12 }],
  ])('a maximum: «%s»', async (prompt, esperado) => {
    expect(await interprete.interpretar(prompt)).toEqual({ ...criteriosVacios(), ...esperado });
  });

  it('a bound typed fast is the same bound, never read as a least length', async () => {
    for (const [p, max] of [
      ['con mennos de 1 año de experiencia', 11],
      ['con menos de 1 año de experiensia', 11],
      ['asta 6 meses de experiencia', 6],
      ['masimo 6 meses de experiencia', 6],
    ] as const) {
      const c = await interprete.interpretar(p);
      expect(c.experiencia_meses_max ?? null, p).toBe(max);
      expect(c.experiencia_meses_min ?? null, p).toBeNull();
    }
  });

  it('a maximum below the least is said back, both ends, whatever else is said back', async () => {
    for (const p of [
      'con al menos 1 año de experiencia y máximo 6 meses de experiencia',
      'mujeres con al menos 1 año de experiencia y máximo 6 meses de experiencia',
    ]) {
      const c = await interprete.interpretar(p);
      expect(c.experiencia_meses_min ?? null, p).toBeNull();
      expect(c.experiencia_meses_max ?? null, p).toBeNull();
      expect(
        (c.ignorados ?? []).filter((x) => x.motivo === 'no_entendido').map((x) => x.texto),
        p,
      ).toEqual(['al menos 1 año', 'máximo 6 meses']);
    }
  });

  it('a maximum preferred is said back and never prefers those with experience', async () => {
    const c = await interprete.interpretar('de preferencia con menos de 1 año de experiencia');
    expect(c.experiencia_meses_max ?? null).toBeNull();
    expect(c.preferir?.experiencia).toBeUndefined();
    expect(c.experiencia).toBeNull();
    expect(c.ignorados?.some((x) => x.motivo === 'no_entendido')).toBe(true);
  });

  it('from an external model: a maximum of 1 or more months, dropped beside «sin experiencia» or below the minimum', async () => {
    expect(await interprete.normalizar({ ...criteriosVacios(), experiencia_meses_max: 6 })).toEqual({
      ...criteriosVacios(),
      experiencia_meses_max: 6,
    });
    expect(await interprete.normalizar({ ...criteriosVacios(), experiencia: false, experiencia_meses_max: 6 })).toEqual({
      ...criteriosVacios(),
      experiencia: false,
    });
    expect(await interprete.normalizar({ ...criteriosVacios(), experiencia_meses_min: 12, experiencia_meses_max: 6 })).toEqual({
      ...criteriosVacios(),
      experiencia: true,
      experiencia_meses_min: 12,
    });
    expect(await interprete.normalizar({ ...criteriosVacios(), experiencia_meses_max: 0 })).toEqual(criteriosVacios());
  });

  it('is said back in the summary', async () => {
    expect(describirConsulta(await interprete.interpretar('con al menos un año de experiencia'))).toBe(
      'Postulantes con al menos 1 año de experiencia laboral',
    );
    expect(describirConsulta(await interprete.interpretar('experiencia mínima de 6 meses en logística'))).toBe(
      'Postulantes con al menos 6 meses de experiencia en logística',
    );
    expect(describirConsulta(await interprete.interpretar('que no tengan más de 6 meses de experiencia'))).toBe(
      'Postulantes con hasta 6 meses de experiencia laboral (o sin experiencia)',
    );
    expect(describirConsulta(await interprete.interpretar('de 6 meses a 1 año de experiencia'))).toBe(
      'Postulantes con entre 6 meses y 1 año de experiencia laboral',
    );
    expect(describirConsulta(await interprete.interpretar('con hasta 1 año de experiencia en ventas'))).toBe(
      'Postulantes con hasta 1 año de experiencia en ventas',
    );
  });
});

describe('normalizar maps an external model’s answer onto the reference vocabulary', () => {
  it('fixes names, drops what is unknown and bounds the numbers', async () => {
    const c = await interprete.normalizar({
      ...criteriosVacios(),
      carreras: ['ingenieria industrial', 'Ing. de Sistemas', 'Astrología cuántica'],
      niveles: [6, 5, 99, 6],
      ciclo_min: 9,
      ciclo_max: 7,
      egreso_desde: 1800,
      regiones: [4, 0, 40],
      distritos: ['miraflores', 'Arequipa', 'Atlántida'],
      conocimientos: [
        { nombre: 'excel', nivel: 'Avanzado' as never },
        { nombre: 'Cobol antiguo', nivel: null },
      ],
      idiomas: [
        { nombre: 'ingles', nivel: 'intermedio' },
        { nombre: 'Klingon', nivel: 'avanzado' },
      ],
      experiencia: null,
      experiencia_en: ['logística', ''],
      orden_merito: 'mejor' as never,
      palabras_clave: ['minería', 'minería', ''],
    });
    expect(c).toEqual({
      ...criteriosVacios(),
      carreras: ['Ingeniería Industrial', 'Ingeniería de Sistemas'],
      niveles: [6],
      ciclo_min: 7,
      ciclo_max: 9,
      regiones: [4],
      distritos: ['Miraflores', 'Arequipa'],
      conocimientos: [k('Microsoft Excel', 'avanzado')],
      idiomas: [k('Inglés', 'intermedio')],
      experiencia: true,
      experiencia_en: ['logística'],
      palabras_clave: ['Cobol antiguo', 'minería'],
    });
  });

  it('keeps a place qualified by a region it lies in; a region it does not lie in, or no region at all, leaves the name', async () => {
    const c = await interprete.normalizar({
      ...criteriosVacios(),
      distritos: [
        { nombre: 'miraflores', id_region: 4 },
        { nombre: 'Miraflores', id_region: 4 },
        { nombre: 'Cayma', id_region: 15 },
        { nombre: 'Surco', id_region: '15' as never },
        { nombre: 'San Isidro', id_region: 99 },
        { nombre: 'Atlántida', id_region: 4 },
        { id_region: 4 } as never,
        { nombre: 'Cusco', id_region: 8 },
      ],
    });
    expect(c.distritos).toEqual([
      { nombre: 'Miraflores', id_region: 4 },
      'Cayma',
      { nombre: 'Santiago de Surco', id_region: 15 },
      'San Isidro',
      { nombre: 'Cusco', id_region: 8 },
    ]);
    expect(c.regiones).toEqual([]);
  });

  it('keeps groups of alternatives, renumbered; a group left with one member, or an invalid grupo, is a required item', async () => {
    const c = await interprete.normalizar({
      ...criteriosVacios(),
      conocimientos: [
        { nombre: 'excel', nivel: null, grupo: 7 },
        { nombre: 'Power BI', nivel: 'intermedio', grupo: 7 },
        { nombre: 'SQL', nivel: null, grupo: 3 },
        { nombre: 'Cobol antiguo', nivel: null, grupo: 3 },
        { nombre: 'Python', nivel: null, grupo: 'dos' as never },
        { nombre: 'Java', nivel: null, grupo: 2.5 },
      ],
      idiomas: [
        { nombre: 'francés', nivel: null, grupo: 1 },
        { nombre: 'Portugués', nivel: 'básico', grupo: 1 },
        { nombre: 'inglés', nivel: null, grupo: -4 },
      ],
    });
    expect(c.conocimientos).toEqual([g('Microsoft Excel', null, 1), g('Power BI', 'intermedio', 1), k('SQL'), k('Python'), k('Java')]);
    expect(c.conocimientos.filter((x) => 'grupo' in x).length).toBe(2);
    expect(c.idiomas).toEqual([g('Francés', null, 1), g('Portugués', 'básico', 1), k('Inglés')]);
    expect(c.palabras_clave).toEqual(['Cobol antiguo']);
    expect(describirConsulta(c)).toBe(
      'Postulantes con francés (cualquier nivel) o portugués básico o más, inglés, Microsoft Excel (cualquier nivel) o Power BI intermedio o más, SQL, Python y Java. Palabras consideradas: Cobol antiguo, sin exigirlas',
    );
  });

  it('maps what the model prefers, merit included, and the read state', async () => {
    const c = await interprete.normalizar({
      ...criteriosVacios(),
      carreras: ['Administración'],
      orden_merito: 'quinto',
      preferir: { regiones: [4, 99], orden_merito: 'quinto', conocimientos: [{ nombre: 'excel', nivel: null }] },
      revisado: false,
    } as CriteriosAsistente);
    expect(c).toEqual({
      ...criteriosVacios(),
      carreras: ['Administración'],
      preferir: { regiones: [4], conocimientos: [k('Microsoft Excel')], orden_merito: 'quinto' },
      revisado: false,
    });
    // A merit that is not one of the list, and a preference of nothing known, are dropped.
    const nada = await interprete.normalizar({
      ...criteriosVacios(),
      preferir: { orden_merito: 'mejor' as never, carreras: ['Astrología'] },
      revisado: 'no' as never,
    });
    expect(nada).toEqual(criteriosVacios());
    // Experience and the read state preferred: soft; the same asked as a requirement too is a preference.
    const blandos = await interprete.normalizar({
      ...criteriosVacios(),
      experiencia: true,
      revisado: false,
      preferir: { experiencia: true, revisado: false },
    });
    expect(blandos).toEqual({ ...criteriosVacios(), preferir: { experiencia: true, revisado: false } });
    const raros = await interprete.normalizar({ ...criteriosVacios(), preferir: { experiencia: 'sí' as never } });
    expect(raros).toEqual(criteriosVacios());
    // What it prefers absent: mapped like an exclusion, never one.
    const evitado = await interprete.normalizar({ ...criteriosVacios(), evitar: { regiones: [15, 99], carreras: ['Astrología'] } });
    expect(evitado).toEqual({ ...criteriosVacios(), evitar: { regiones: [15] } });
  });

  it('survives a body that is not criteria at all', async () => {
    expect(await interprete.normalizar(null as never)).toEqual(criteriosVacios());
    expect(await interprete.normalizar({ carreras: 'Derecho', niveles: 'todos' } as never)).toEqual(criteriosVacios());
  });
});

describe('describirConsulta says the criteria back in one Spanish sentence', () => {
  it('reads the example of the issue', async () => {
    const c = await interprete.interpretar(
      'estudiantes de ingeniería industrial de Arequipa con inglés intermedio y experiencia en logística',
    );
    expect(describirConsulta(c)).toBe(
      'Estudiantes universitarios de Ingeniería Industrial, en Arequipa, con inglés intermedio o más y experiencia en logística',
    );
  });

  it('reads cycles, years, places, merit, absence of experience and keywords', () => {
    expect(
      describirConsulta({
        ...criteriosVacios(),
        niveles: [4, 7, 8],
        carreras: ['Contabilidad', 'Economía'],
        egreso_desde: 2024,
        egreso_hasta: 2026,
        regiones: [15],
        distritos: ['Cayma'],
        orden_merito: 'tercio',
        experiencia: false,
        palabras_clave: ['minería'],
      }),
    ).toBe(
      'Egresados de Contabilidad o Economía, de las promociones 2024 a 2026, en Lima o Cayma, del tercio superior, sin experiencia laboral. Palabras consideradas: minería, sin exigirlas',
    );
    expect(describirConsulta({ ...criteriosVacios(), niveles: [6], ciclo_min: 8 })).toBe(
      'Estudiantes universitarios de VIII ciclo en adelante',
    );
    expect(describirConsulta(criteriosVacios())).toBe('Postulantes');
  });

  it('says a qualified place with its region, and reads it back the same', async () => {
    const c = { ...criteriosVacios(), regiones: [8], distritos: ['Santiago de Surco', { nombre: 'Miraflores', id_region: 4 }] };
    const texto = describirConsulta(c);
    expect(texto).toBe('Postulantes en Cusco, Santiago de Surco o Miraflores (Arequipa)');
    expect(await interprete.interpretar(texto)).toEqual(c);
  });

  it('names the regions of a plain place found in several ("Miraflores"), not of one found in one region only', async () => {
    const regionesDe = await regionesDeLugares(database.db);
    const c = await interprete.interpretar('de Miraflores o Cusco');
    expect(c.distritos).toEqual(['Miraflores']);
    expect(describirConsulta(c, regionesDe)).toBe('Postulantes en Cusco o Miraflores (Arequipa, Huánuco o Lima)');
    expect(lugaresAmbiguos(c, regionesDe)).toEqual([{ nombre: 'Miraflores', regiones: ['Arequipa', 'Huánuco', 'Lima'] }]);
    const unaSola = await interprete.interpretar('de Miraflores, Arequipa');
    expect(describirConsulta(unaSola, regionesDe)).toBe('Postulantes en Miraflores (Arequipa)');
    expect(lugaresAmbiguos(unaSola, regionesDe)).toEqual([]);
  });

  it('reads alternatives with "o", a level shared by a group once, and required items with "y"', async () => {
    expect(describirConsulta(await interprete.interpretar('estudiantes con francés o portugués'))).toBe(
      'Estudiantes con francés o portugués',
    );
    expect(describirConsulta(await interprete.interpretar('inglés o portugués avanzado y Excel'))).toBe(
      'Postulantes con inglés o portugués avanzado y Microsoft Excel',
    );
    expect(describirConsulta(await interprete.interpretar('inglés intermedio o portugués avanzado'))).toBe(
      'Postulantes con inglés intermedio o más o portugués avanzado',
    );
    expect(describirConsulta(await interprete.interpretar('Excel y SQL o Python'))).toBe('Postulantes con Microsoft Excel y SQL o Python');
  });
});

describe('the twentieth round: districts of one province, counts, person nouns, zones, courtesy', () => {
  it('a district several regions bear, listed with places of one region only, is read in that region', async () => {
    expect(await interprete.interpretar('los postulantes en proceso que vivan en San Isidro, Miraflores o Surco')).toEqual({
      ...criteriosVacios(),
      // San Isidro is a name of several regions too.
      distritos: [{ nombre: 'San Isidro', id_region: 15 }, { nombre: 'Miraflores', id_region: 15 }, 'Santiago de Surco'],
      estados: [2],
    });
    expect((await interprete.interpretar('de Cayma o Miraflores')).distritos).toEqual(['Cayma', { nombre: 'Miraflores', id_region: 4 }]);
    // Beside a region the name keeps its ambiguous reading.
    expect((await interprete.interpretar('de Miraflores o Cusco')).distritos).toEqual(['Miraflores']);
  });

  it('a number between an article and a person noun of a career is a count', async () => {
    expect(await interprete.interpretar('los 5 ingenieros civiles con más experiencia')).toEqual({
      ...criteriosVacios(),
      carreras: ['Ingeniería Civil'],
      orden: 'experiencia',
      limite: 5,
    });
    // «con mejor orden de mérito»: those with a merit place, the best first.
    expect(await interprete.interpretar('Por favor, los 5 economistas con mejor orden de mérito')).toEqual({
      ...criteriosVacios(),
      carreras: ['Economía'],
      orden_merito: 'medio',
      orden: 'merito',
      limite: 5,
    });
    expect((await interprete.interpretar('economistas ordenados por orden de mérito')).orden_merito).toBeNull();
    const contadores = await interprete.interpretar('Por favor, los 3 contadores con Excel avanzado que tengan más experiencia');
    expect(contadores.limite).toBe(3);
    expect(contadores.ignorados ?? []).toEqual([]);
  });

  it('person nouns of careers and of jobs', async () => {
    expect((await interprete.interpretar('mecánicos del SENATI')).carreras).toEqual(['Mecánica Automotriz']);
    expect((await interprete.interpretar('ingenieros mecánicos')).carreras).toEqual(['Ingeniería Mecánica']);
    expect((await interprete.interpretar('diseñadores gráficos de Toulouse')).carreras).toEqual(['Diseño Gráfico']);
    expect((await interprete.interpretar('administradores logísticos con SAP')).carreras).toEqual(['Administración Logística']);
    expect(await interprete.interpretar('vendedores de Trujillo')).toEqual({
      ...criteriosVacios(),
      distritos: ['Trujillo'],
      experiencia: true,
      experiencia_en: ['ventas'],
    });
    expect(await interprete.interpretar('promotores de ventas de la UCV')).toEqual({
      ...criteriosVacios(),
      experiencia: true,
      experiencia_en: ['promotor de ventas'],
      instituciones: ['Universidad César Vallejo'],
    });
    // A job title after «como» stays as it was read.
    expect((await interprete.interpretar('con experiencia como vendedor')).experiencia_en).toEqual(['vendedor']);
  });

  it('«Finanzas» alone is every career whose name holds it', async () => {
    const c = await interprete.interpretar('Buenas, ¿tienen egresados de Finanzas?');
    expect(c.carreras).toEqual(['Finanzas']);
    expect(describirConsulta(c)).toContain('cualquier carrera con «Finanzas» en su nombre');
    expect((await interprete.interpretar('egresados de contabilidad y finanzas')).carreras).toEqual(['Contabilidad y Finanzas']);
  });

  it('the macro-regions of Peru and the parts of Lima are their places', async () => {
    expect((await interprete.interpretar('postulantes del sur del país con AutoCAD')).regiones).toEqual([3, 4, 8, 17, 18, 21, 23]);
    const norte = await interprete.interpretar('técnicos del norte excepto los de Piura');
    // Piura asked with its macro-region and ruled out: the exclusion leaves it out.
    expect(norte.regiones).toEqual([6, 13, 14, 20, 24]);
    expect(norte.excluir?.regiones).toEqual([20]);
    expect(norte.ignorados ?? []).toEqual([]);
    const limaNorte = await interprete.interpretar('que vivan en Lima Norte');
    expect(limaNorte.regiones).toEqual([]);
    expect(limaNorte.distritos).toEqual(
      expect.arrayContaining(['Los Olivos', { nombre: 'Comas', id_region: 15 }, 'Carabayllo', { nombre: 'Independencia', id_region: 15 }]),
    );
    expect(limaNorte.ignorados ?? []).toEqual([]);
    const conos = await interprete.interpretar('practicantes de los conos de Lima');
    expect(conos.distritos).toEqual(expect.arrayContaining(['Los Olivos', 'San Juan de Lurigancho', 'Ate', 'Villa El Salvador']));
    expect(conos.ignorados ?? []).toEqual([]);
    // Inside an institution's name, as typed or misspelt, it is no macro-region.
    for (const p of ['egresados de la Científica del Sur', 'egresados de la Científida del Sur', 'de la Privada del Norte']) {
      expect((await interprete.interpretar(p)).regiones, p).toEqual([]);
    }
    // «del sur de Lima» is no macro-region.
    expect((await interprete.interpretar('del sur de Arequipa')).regiones).not.toContain(21);
  });

  it('«que hayan terminado» alone is graduates; «terminado el curso» is not', async () => {
    expect((await interprete.interpretar('técnicos de Trujillo o Piura que hayan terminado')).niveles).toEqual([4]);
    expect((await interprete.interpretar('que hayan terminado el curso de Excel')).niveles).toEqual([]);
  });

  it('greetings and courtesy are neither criteria nor said back', async () => {
    const c = await interprete.interpretar('Buenas tardes, ¿podría mostrarme a los estudiantes de Economía de San Marcos que sepan Stata?');
    expect(c.palabras_clave).toEqual([]);
    expect(c.ignorados ?? []).toEqual([]);
    const d = await interprete.interpretar('Les agradecería una lista de los egresados de Contabilidad');
    expect(d.palabras_clave).toEqual([]);
    expect(d.ignorados ?? []).toEqual([]);
  });

  it('«de preferencia con brevete» prefers the licence, nobody left out', async () => {
    const c = await interprete.interpretar('estudiantes de ingeniería ambiental, de preferencia con brevete');
    expect(c.licencia ?? null).toBeNull();
    expect(c.preferir?.licencia).toBe(true);
  });
});

describe('readings left by a walk and by the demo data', () => {
  it('a district several regions bear, ruled out, is ruled out in all of them unless the request names its region', async () => {
    const leer = (p: string, id_region?: number) => interprete.interpretar(p, { id_region });
    const regionesDe = await regionesDeLugares(database.db);
    const c = await leer('postulantes de administración que no vivan en Miraflores', 4);
    expect(c.excluir?.distritos).toEqual(['Miraflores']);
    expect(c.distritos).toEqual([]);
    expect(describirConsulta(c, regionesDe)).toBe('Postulantes de Administración. Excluye: Miraflores (Arequipa, Huánuco o Lima)');
    expect((await leer('que no vivan en Miraflores de Arequipa', 15)).excluir?.distritos).toEqual([{ nombre: 'Miraflores', id_region: 4 }]);
    expect((await leer('que no vivan en Miraflores, Lima', 4)).excluir?.distritos).toEqual([{ nombre: 'Miraflores', id_region: 15 }]);
    // Listed with places of one region, ruled out: every region's still.
    expect((await leer('que no vivan en San Isidro, Miraflores o Surco', 15)).excluir?.distritos).toEqual([
      'San Isidro',
      'Miraflores',
      'Santiago de Surco',
    ]);
    // Asked, the offer's region and the places listed still pick it.
    expect((await leer('de Miraflores', 4)).distritos).toEqual([{ nombre: 'Miraflores', id_region: 4 }]);
    expect((await leer('de Surco o Miraflores', 4)).distritos).toEqual(['Santiago de Surco', { nombre: 'Miraflores', id_region: 15 }]);
    const mixto = await leer('de Cayma, pero no de Miraflores', 4);
    expect(mixto.distritos).toEqual(['Cayma']);
    expect(mixto.excluir?.distritos).toEqual(['Miraflores']);
  });

  it('«herramientas / programas / software / paquetes de» before a knowledge item or family is neither a criterion nor a word', async () => {
    for (const p of [
      'con herramientas de ofimática',
      'que sepan software de ofimática',
      'con paquetes de office',
      'que manejen programas de Excel',
    ]) {
      const c = await interprete.interpretar(p);
      expect(c.conocimientos.length, p).toBeGreaterThan(0);
      expect(c.palabras_clave, p).toEqual([]);
      expect(c.ignorados ?? [], p).toEqual([]);
    }
    // Not before a knowledge item, the word stays what it was.
    expect((await interprete.interpretar('con herramientas de diseño')).palabras_clave).toContain('herramientas');
  });

  it('«puros / puras / solo / solamente» before a person noun are filler; «solo finalistas» stays a decision', async () => {
    for (const p of ['puros ingenieros q sepan autocad', 'puros contadores', 'solamente administradores', 'solo estudiantes de economía']) {
      const c = await interprete.interpretar(p);
      expect(c.carreras.length, p).toBeGreaterThan(0);
      expect(c.palabras_clave, p).toEqual([]);
      expect(c.ignorados ?? [], p).toEqual([]);
    }
    expect((await interprete.interpretar('solo finalistas')).estados).toEqual([3]);
    expect((await interprete.interpretar('solamente finalistas')).estados).toEqual([3]);
  });
});

describe('a protected trait takes the words that describe it', () => {
  it('leaves no word of it to search or to say back as not understood', async () => {
    for (const rasgo of [
      'sin tatuajes visibles',
      'que no tengan hijos pequeños',
      'de origen andino',
      'sin dejo',
      'que no sean madres',
      'sin problemas de salud',
      'sin carga familiar',
    ]) {
      const c = await interprete.interpretar(`estudiantes de contabilidad ${rasgo}`);
      expect(c.carreras, rasgo).toEqual(['Contabilidad']);
      expect(c.palabras_clave, rasgo).toEqual([]);
      expect(
        (c.ignorados ?? []).map((x) => x.motivo),
        rasgo,
      ).toEqual(['protegido']);
    }
  });

  it('a birthplace is origin, refused with the trait, never read as where someone lives', async () => {
    for (const p of ['estudiantes de contabilidad que hayan nacido en Lima', 'estudiantes de contabilidad naturales de Arequipa']) {
      const c = await interprete.interpretar(p);
      expect(c.carreras, p).toEqual(['Contabilidad']);
      expect(c.regiones, p).toEqual([]);
      expect(c.distritos, p).toEqual([]);
      expect(
        (c.ignorados ?? []).every((x) => x.motivo === 'protegido'),
        p,
      ).toBe(true);
    }
    // Where they live stays a criterion beside it.
    const c = await interprete.interpretar('que vivan en Arequipa, nacidos en Lima');
    expect(c.regiones).toEqual([4]);
  });

  it('an external model never receives the birthplace; where someone lives is sent as written', async () => {
    const enviado = await interprete.sinProtegidos('estudiantes de contabilidad nacidos en San Juan de Lurigancho, que vivan en Arequipa');
    expect(enviado.texto).toBe('estudiantes de contabilidad , que vivan en arequipa');
    expect(enviado.ignorados.map((x) => x.motivo)).toEqual(['protegido', 'protegido']);
    expect((await interprete.sinProtegidos('naturales de Cusco con inglés avanzado')).texto).toBe('con inglés avanzado');
    // Nothing protected: the request as it was written.
    const limpio = 'contadores de Lima con experiencia mínima de 1 año';
    expect(await interprete.sinProtegidos(limpio)).toEqual({ texto: limpio, ignorados: [] });
  });
});

describe('a question about using the platform is off topic, whatever word of a CV it holds', () => {
  it('publishing, featuring, closing or editing an offer, the password, the invoices', async () => {
    for (const p of [
      'cómo publico una nueva oferta de prácticas',
      'quiero publicar una oferta de prácticas',
      'cómo destaco mi oferta',
      'cuánto cuesta destacar una oferta',
      'cómo cierro la convocatoria de practicantes',
      'cómo cambio mi contraseña',
      'dónde veo mis facturas',
      'cómo edito el aviso de prácticas',
      'cómo descargo el excel',
      'donde descargo la lista en excel',
      'cómo exporto el listado de postulantes',
      '¿dónde veo el CV de un postulante?',
      'dónde encuentro a los que postularon',
    ]) {
      const c = await interprete.interpretar(p);
      expect(c.fuera_de_tema, p).toBe(true);
    }
  });

  it('the same verbs about what applicants did or know stay a request', async () => {
    for (const p of [
      'practicantes que sepan cerrar ventas',
      'con experiencia en publicar contenido en redes',
      'que hayan editado videos',
      'que sepan exportar reportes a excel',
      '¿puedo ver a los de contabilidad?',
      'dónde están los finalistas',
    ])
      expect((await interprete.interpretar(p)).fuera_de_tema ?? false, p).toBe(false);
  });
});

describe('«de provincias»: every region but Lima and Callao', () => {
  it('reads the other regions, and «Lima provincias» stays the region without its province', async () => {
    const c = await interprete.interpretar('de provincias');
    expect(c.regiones).toHaveLength(23);
    expect(c.regiones).not.toContain(15);
    expect(c.regiones).not.toContain(7);
    expect(c.fuera_de_tema).toBeFalsy();
    expect((await interprete.interpretar('de Lima provincias')).regiones).toEqual([15]);
  });
});

describe('the twenty-first round: abbreviations, words run together, synonyms of careers and areas', () => {
  const igual = async (variante: string, limpia: string) =>
    expect(await interprete.interpretar(variante), variante).toEqual(await interprete.interpretar(limpia));

  it('«comunicaciones» and «comunicación» are Ciencias de la Comunicación, at both levels', async () => {
    for (const prompt of ['estudiantes de comunicaciones', 'estudiantes de comunicación', 'est. de comunicaciones'])
      expect((await interprete.interpretar(prompt)).niveles, prompt).toEqual([3, 6]);
    expect((await interprete.interpretar('estudiantes de comunicaciones')).ignorados).toBeUndefined();
  });

  it('reads the short forms of a note: téc., tec., ult., contab.', async () => {
    await igual('téc. en contabilidad', 'técnicos en contabilidad');
    await igual('tec. en conta', 'técnicos en contabilidad');
    await igual('est. téc. de adm. de empresas', 'estudiantes técnicos de administración de empresas');
    await igual('egres. de conta que no sean téc.', 'egresados de contabilidad que no sean técnicos');
    await igual('est. de conta de ult. ciclos', 'estudiantes de contabilidad de los últimos ciclos');
    await igual('est. de ult. ciclos de Lima c/ Excel', 'estudiantes de los últimos ciclos de Lima con Excel');
    await igual('est. de contab. y finanzas', 'estudiantes de Contabilidad y Finanzas');
  });

  it('a word run together with «que» is the two words', async () => {
    await igual('estudiantes de ingenieríaque hablen inglés', 'estudiantes de ingeniería que hablen inglés');
  });

  it('«experiencia contable» is the accounting area; «gestión del talento» is read whole', async () => {
    expect((await interprete.interpretar('con experiencia contable')).experiencia_en).toEqual(['contabilidad']);
    // An HR department's own name stays that name (its titles at 100 %, the rest of the area below).
    expect((await interprete.interpretar('con experiencia en gestión humana')).experiencia_en).toEqual(['gestión humana']);
    expect((await interprete.interpretar('con experiencia en gestión del talento')).experiencia_en).toEqual(['gestión del talento']);
    expect((await interprete.interpretar('sin experiencia contable')).excluir).toEqual({ experiencia_en: ['contabilidad'] });
    // A job title that holds the word stays the title.
    expect((await interprete.interpretar('con experiencia como asistente contable')).experiencia_en).toEqual(['asistente contable']);
  });

  it('«últimos ciclos» of careers taught only at institutes are V–VI, whether a level is named or not', async () => {
    expect(await interprete.interpretar('de los últimos ciclos de computación e informática')).toEqual({
      ...criteriosVacios(),
      carreras: ['Computación e Informática'],
      niveles: [3],
      ciclo_min: 5,
    });
  });
});

describe('a protected trait takes nothing from the request beside it', () => {
  /** [the request with the trait, the same request without it]: the same criteria, plus the refusal. */
  const PARES: [string, string][] = [
    // The leftovers known before the sweep: numbers and body parts.
    ['estudiantes de Contabilidad de edad entre 20 y 30', 'estudiantes de Contabilidad'],
    ['de edad entre 20 y 30 estudiantes de Contabilidad de Lima', 'estudiantes de Contabilidad de Lima'],
    ['estudiantes de Contabilidad de 1.70 de estatura a más', 'estudiantes de Contabilidad'],
    ['estudiantes de Contabilidad sin tatuajes en los brazos', 'estudiantes de Contabilidad'],
    ['sin tatuajes en los brazos ni en el cuello estudiantes de Contabilidad de Lima', 'estudiantes de Contabilidad de Lima'],
    ['egresados de Marketing que no tengan tatuajes en la cara', 'egresados de Marketing'],
    ['estudiantes de Derecho de 1.65 a más', 'estudiantes de Derecho'],
    // An experience area ends at the trait.
    ['con 1 año de experiencia en ventas solteros', 'con 1 año de experiencia en ventas'],
    ['con 1 año de experiencia en ventas de piel blanca', 'con 1 año de experiencia en ventas'],
    ['con 1 año de experiencia en ventas nacidos entre 1998 y 2004', 'con 1 año de experiencia en ventas'],
    ['con 1 año de experiencia en ventas de 20 a 30 años de edad', 'con 1 año de experiencia en ventas'],
    ['con 1 año de experiencia en ventas mayores de 25 años', 'con 1 año de experiencia en ventas'],
    // A negation that reaches a trait ends with it; a «no» after a trait is the trait's.
    ['que no estén embarazadas estudiantes de Contabilidad de Lima', 'estudiantes de Contabilidad de Lima'],
    ['sin tatuajes ni piercings estudiantes de Contabilidad de Lima', 'estudiantes de Contabilidad de Lima'],
    ['morenos no estudiantes de Contabilidad de Lima', 'estudiantes de Contabilidad de Lima'],
    ['que no sean de izquierda estudiantes de Contabilidad de Lima', 'estudiantes de Contabilidad de Lima'],
    ['estudiantes de Derecho de 8vo ciclo a más no embarazadas', 'estudiantes de Derecho de 8vo ciclo a más'],
    // Ages and birth years are read before counts, cycles and graduation years.
    ['edad mínima 21 estudiantes de Contabilidad de Lima', 'estudiantes de Contabilidad de Lima'],
    ['edad entre 18 y 24 estudiantes de Contabilidad de Lima', 'estudiantes de Contabilidad de Lima'],
    ['jóvenes de 20 a 25 estudiantes de Contabilidad de Lima', 'estudiantes de Contabilidad de Lima'],
    ['entre 20 y 28 años egresados de Ingeniería Industrial que sepan Excel', 'egresados de Ingeniería Industrial que sepan Excel'],
    ['estudiantes de Derecho de 8vo ciclo a más menores de 30', 'estudiantes de Derecho de 8vo ciclo a más'],
    ['estudiantes de Derecho, sin hijos menores, de 8vo ciclo a más', 'estudiantes de Derecho, de 8vo ciclo a más'],
    ['edad: 20-30 años egresados de Ingeniería Industrial', 'egresados de Ingeniería Industrial'],
    // A trait's words that name something else.
    ['de estado civil soltero estudiantes de Contabilidad de Lima', 'estudiantes de Contabilidad de Lima'],
    ['sin discapacidad física que vivan en Arequipa', 'que vivan en Arequipa'],
    ['egresados de Ingeniería Industrial y sanos, que sepan Excel', 'egresados de Ingeniería Industrial, que sepan Excel'],
    ['egresados de Ingeniería Industrial que sepan Excel altos', 'egresados de Ingeniería Industrial que sepan Excel'],
    ['oriundos de Puno estudiantes de Contabilidad de Lima', 'estudiantes de Contabilidad de Lima'],
    ['de provincia con acento estudiantes de Contabilidad de Lima', 'estudiantes de Contabilidad de Lima'],
    ['con DNI de Lima estudiantes de Contabilidad', 'estudiantes de Contabilidad'],
    // Words of the trait the data lacked.
    ['de rasgos finos estudiantes de Contabilidad', 'estudiantes de Contabilidad'],
    ['sin pareja estudiantes de Contabilidad', 'estudiantes de Contabilidad'],
    ['heteros estudiantes de Contabilidad', 'estudiantes de Contabilidad'],
    ['de orientación heterosexual estudiantes de Contabilidad', 'estudiantes de Contabilidad'],
    ['sin afiliación sindical estudiantes de Contabilidad', 'estudiantes de Contabilidad'],
    ['que no pertenezcan a un sindicato estudiantes de Contabilidad', 'estudiantes de Contabilidad'],
    ['que no usen lentes estudiantes de Contabilidad', 'estudiantes de Contabilidad'],
    ['que no planeen tener hijos estudiantes de Contabilidad', 'estudiantes de Contabilidad'],
    ['barones estudiantes de Contabilidad', 'estudiantes de Contabilidad'],
    ['de preferencia mujeres estudiantes de Contabilidad de Lima', 'estudiantes de Contabilidad de Lima'],
    // A preference marker said of a trait is the trait's: what follows is asked as it would be without it.
    ['de preferencia mujeres con 1 año de experiencia en ventas', 'con 1 año de experiencia en ventas'],
    ['idealmente varones que sepan Excel', 'que sepan Excel'],
    // A «no» after a trait stays the trait's when «con» follows.
    ['morenos no con 1 año de experiencia en ventas', 'con 1 año de experiencia en ventas'],
    ['tatuados no con inglés avanzado', 'con inglés avanzado'],
    // «a más» after a cycle is the cycle's, not the start of an age.
    ['estudiantes de Derecho de 8vo ciclo a más entre 20 y 28 años', 'estudiantes de Derecho de 8vo ciclo a más'],
    ['estudiantes de Derecho de 8vo ciclo a más de 25 años', 'estudiantes de Derecho de 8vo ciclo a más'],
    ['estudiantes de Derecho de 8vo ciclo a más hasta 30 años', 'estudiantes de Derecho de 8vo ciclo a más'],
    ['estudiantes de Derecho del ciclo 8 a más de 18 a 24 años de edad', 'estudiantes de Derecho del ciclo 8 a más'],
    // «edad máxima 28 años» after an experience area: an age, never the experience's length.
    ['con 1 año de experiencia en ventas edad máxima 28 años', 'con 1 año de experiencia en ventas'],
    ['con 1 año de experiencia en ventas, edad entre 20 y 28 años', 'con 1 año de experiencia en ventas'],
    // An adult's age in years after an area, bounded or in a range, is no length of experience.
    ['con 1 año de experiencia en ventas entre 20 y 28 años', 'con 1 año de experiencia en ventas'],
    ['con 1 año de experiencia en ventas de 25 años', 'con 1 año de experiencia en ventas'],
    ['con 1 año de experiencia en ventas de 18 a 25 años', 'con 1 año de experiencia en ventas'],
    [
      'técnicos en Computación e Informática primero los de más experiencia hasta 30 años',
      'técnicos en Computación e Informática primero los de más experiencia',
    ],
    [
      'técnicos en Computación e Informática primero los de más experiencia de 25 años',
      'técnicos en Computación e Informática primero los de más experiencia',
    ],
  ];

  it.each(PARES)('«%s» reads as «%s» plus the refusal', async (conRasgo, sinRasgo) => {
    const con = await interprete.interpretar(conRasgo);
    const sin = await interprete.interpretar(sinRasgo);
    const { ignorados, ...resto } = con;
    const { ignorados: nada, ...esperado } = sin;
    expect(nada ?? []).toEqual([]);
    expect(resto).toEqual(esperado);
    expect(ignorados?.length, JSON.stringify(ignorados)).toBeGreaterThan(0);
    expect(
      ignorados?.every((x) => x.motivo === 'protegido'),
      JSON.stringify(ignorados),
    ).toBe(true);
  });

  it('keeps ordinary criteria that look like a trait', async () => {
    for (const prompt of [
      'experiencia mínima de 1 año',
      'con 2 años de experiencia',
      'de 8vo ciclo a más',
      'egresados entre 2020 y 2023',
      'que vivan en Lima',
      'con licencia de conducir',
      'inglés avanzado',
      'egresados hace 2 años',
      'con experiencia en salud ocupacional',
      'estudiantes de Educación Física',
      'egresados de Ingeniería Civil',
    ]) {
      const c = await interprete.interpretar(prompt);
      expect(c.ignorados ?? [], prompt).toEqual([]);
    }
  });
});

describe('a request typed fast on a phone reads as the clean one', () => {
  it('a negation glued to its verb, to «que» or «excepto» to its article is the negation', async () => {
    const sinIngles = { excluir: { idiomas: [{ nombre: 'Inglés', nivel: null }] } };
    expect(await interprete.interpretar('q noablen ingles')).toMatchObject(sinIngles);
    expect(await interprete.interpretar('que no hablen inglés')).toMatchObject(sinIngles);
    for (const p of ['POSTULANTES QUE NOSON DE AREQUIPA', 'postulantes quenosean de arequipa', 'postulantes QUENO SEAN de Arequipa']) {
      const c = await interprete.interpretar(p);
      expect(c.excluir?.regiones, p).toEqual([4]);
      expect(c.regiones, p).toEqual([]);
    }
    const c = await interprete.interpretar('TODOS LOS POSTULANTES EXCEPTOLOS DE DERECHO');
    expect(c.excluir?.carreras).toEqual(['Derecho']);
    expect(c.carreras).toEqual([]);
    // A word that only begins with «no» stays itself.
    expect((await interprete.interpretar('del noveno ciclo')).ciclo_min).toBe(9);
  });

  it('«lic. d conducir» is the driving licence; «lic.» alone is not', async () => {
    expect((await interprete.interpretar('estudiantes c/ lic. d conducir')).licencia).toBe(true);
    expect((await interprete.interpretar('con lic para conducir')).licencia).toBe(true);
    expect((await interprete.interpretar('lic. en administración')).licencia ?? null).toBeNull();
  });

  it('a brand written short before the second item keeps the «o» («S10 o MS Project»)', async () => {
    const c = await interprete.interpretar('postulantes que manejen S10 o MS Project');
    expect(c.conocimientos.map((x) => [x.nombre, x.grupo])).toEqual([
      ['S10 Costos y Presupuestos', 1],
      ['Microsoft Project', 1],
    ]);
  });

  it('a free word re-spelt by its sound is searched as read, and an off-topic phrase is known by its sound', async () => {
    expect((await interprete.interpretar('egresados de sistemaz')).palabras_clave).toEqual(['sistema']);
    expect((await interprete.interpretar('ke tiempo ba a acer mañana en el cuzco')).fuera_de_tema).toBe(true);
    expect((await interprete.interpretar('que tiempo va a hacer mañana en el cusco')).fuera_de_tema).toBe(true);
  });
});

describe('what a recruiter walking the assistant typed (the fourth code-blind walk)', () => {
  it('«con o sin X» does not matter: nothing asked, nothing ruled out, the rest read', async () => {
    for (const p of ['con o sin experiencia', 'con o sin ingles', 'con o sin brevete']) {
      const c = await interprete.interpretar(p);
      expect(c.excluir ?? {}, p).toEqual({});
      expect(c.experiencia, p).toBeNull();
      expect(c.idiomas, p).toEqual([]);
      expect(c.licencia ?? null, p).toBeNull();
    }
    const c = await interprete.interpretar('industriales con o sin experiencia de la unsa');
    expect(c.carreras).toEqual(['Ingeniería Industrial']);
    expect(c.instituciones).toEqual(['Universidad Nacional de San Agustín de Arequipa']);
    expect(c.experiencia).toBeNull();
  });

  it('a cycle under a preference marker is preferred, not required', async () => {
    const c = await interprete.interpretar('primero los de 10mo ciclo');
    expect([c.ciclo_min, c.ciclo_max]).toEqual([null, null]);
    expect(c.preferir).toMatchObject({ ciclo_min: 10, ciclo_max: 10 });
    expect((await interprete.interpretar('de preferencia de 9no ciclo')).preferir).toMatchObject({ ciclo_min: 9, ciclo_max: 9 });
  });

  it('a birth year in any wording is refused with the year, never a graduation year', async () => {
    for (const p of [
      'nacidos dsp del 2003',
      'nacidos luego del 2003',
      'con fecha de nacimiento posterior a 2003',
      'q nacieron dsp del 2003',
    ]) {
      const c = await interprete.interpretar(p);
      expect([c.egreso_desde, c.egreso_hasta], p).toEqual([null, null]);
      expect(
        c.ignorados?.map((x) => x.motivo),
        p,
      ).toEqual(['protegido']);
      expect(c.palabras_clave, p).toEqual([]);
    }
  });

  it('an age with its bound is refused whole, and the rest read as if it were absent', async () => {
    const c = await interprete.interpretar('industriales de 24 años para abajo');
    expect(c.ignorados).toEqual([{ texto: '24 años para abajo', motivo: 'protegido' }]);
    const menos = await interprete.interpretar('egresados de 25 años o menos con excel');
    expect(menos.conocimientos.map((x) => x.nombre)).toEqual(['Microsoft Excel']);
    expect(menos.excluir ?? {}).toEqual({});
    for (const p of ['industriales sin pirsin', 'varoncitos de adm'])
      expect(
        (await interprete.interpretar(p)).ignorados?.map((x) => x.motivo),
        p,
      ).toEqual(['protegido']);
  });

  it('driving with nothing to handle is the licence; with an object it is that object', async () => {
    expect((await interprete.interpretar('con ingles y que sepan manejar')).licencia).toBe(true);
    expect((await interprete.interpretar('que sepan conducir')).licencia).toBe(true);
    expect((await interprete.interpretar('que no sepan manejar')).licencia).toBe(false);
    const excel = await interprete.interpretar('que sepan manejar excel');
    expect(excel.licencia ?? null).toBeNull();
    expect(excel.conocimientos.map((x) => x.nombre)).toEqual(['Microsoft Excel']);
  });

  it('what no CV holds beside a criterion is said back, not off topic; errands are off topic', async () => {
    for (const p of [
      'con excel avanzado y disponibilidad para viajar',
      'industriales que jueguen futbol',
      'de administracion q les guste el futbol',
    ]) {
      const c = await interprete.interpretar(p);
      expect(c.fuera_de_tema ?? false, p).toBe(false);
      expect(c.ignorados?.length, p).toBeGreaterThan(0);
    }
    for (const p of [
      'necesito un taxi a cerro colorado',
      'busco depa en yanahuara',
      'necesito una niñera en yanahuara',
      'como llego a sachaca',
    ])
      expect((await interprete.interpretar(p)).fuera_de_tema, p).toBe(true);
  });

  it('questions on the team, the assistant itself or a decision are about the platform', async () => {
    for (const p of [
      '¿cómo invito a mi equipo?',
      'como agrego a otro reclutador',
      'como paso mi oferta a destacado',
      'como le escribo a un postulante',
      'como funciona el asistente',
      'que puedo preguntarte',
      'dnd veo el cv',
    ]) {
      const c = await interprete.interpretar(p);
      expect(c.sobre_plataforma, p).toBe(true);
    }
    expect((await interprete.interpretar('que puedo hacer con los de lima')).regiones).toEqual([15]);
  });

  it('notes cut as in a note read the career', async () => {
    expect((await interprete.interpretar('de indust. de la unsa')).carreras).toEqual(['Ingeniería Industrial']);
    expect((await interprete.interpretar('administ. de lima')).carreras).toEqual(['Administración']);
  });
});

describe('the walk’s leftovers and a second held-out set (decision 142)', () => {
  it('«mejor si están en último año» orders by the last year and leaves nobody out; asked plainly it filters', async () => {
    const c = await interprete.interpretar('ingenieros industriales, mejor si están en último año');
    expect(c).toMatchObject({ carreras: ['Ingeniería Industrial'], niveles: [], ciclo_min: null, ciclo_max: null });
    expect(c.preferir).toEqual({ ciclo_min: 9, ciclo_max: 10, ciclo_del_final: true });
    expect(await interprete.interpretar('ingenieros industriales de último año')).toMatchObject({
      niveles: [6],
      ciclo_min: 9,
      ciclo_max: 10,
    });
  });

  it('an adult’s age without «años» is refused; a grade, hours or a count are not ages', async () => {
    for (const [p, texto] of [
      ['entre 20 y 24', 'entre 20 y 24'],
      ['egresados de contabilidad de menos de 25', 'de menos de 25'],
      ['contadores de 20 a 24 y con excel', 'de 20 a 24'],
      ['tercio superior, entre 18 y 25', 'entre 18 y 25'],
    ] as const) {
      const c = await interprete.interpretar(p);
      expect(c.ignorados, p).toContainEqual({ texto, motivo: 'protegido' });
    }
    for (const p of ['con promedio de más de 16', 'con más de 20 horas disponibles', 'los 20 mejores', 'que acepten hasta 1200']) {
      const c = await interprete.interpretar(p);
      expect(
        (c.ignorados ?? []).filter((x) => x.motivo === 'protegido'),
        p,
      ).toEqual([]);
    }
  });

  it('«la Cato» is the PUCP, after «la» only', async () => {
    expect((await interprete.interpretar('egresados de la Cato')).instituciones).toEqual(['Pontificia Universidad Católica del Perú']);
    expect((await interprete.interpretar('el gato de la casa')).instituciones ?? []).toEqual([]);
  });

  it('an area of knowledge named is its category’s items as alternatives; a name read holds no other subject', async () => {
    const logistica = await interprete.interpretar('con conocimientos de logística');
    expect(logistica.carreras).toEqual([]);
    expect(logistica.conocimientos.map((k) => k.nombre)).toEqual([
      'Gestión de almacenes',
      'Gestión de inventarios',
      'Cadena de suministro',
      'Compras y abastecimiento',
      'Comercio exterior y aduanas',
      'Incoterms',
      'Transporte y distribución',
    ]);
    expect(new Set(logistica.conocimientos.map((k) => k.grupo)).size).toBe(1);
    const bd = await interprete.interpretar('que no tengan conocimientos de bases de datos');
    expect(bd.excluir?.conocimientos?.map((k) => k.nombre)).toContain('PostgreSQL');
    expect((await interprete.interpretar('con lean manufacturing')).conocimientos.map((k) => k.nombre)).toEqual(['Lean Six Sigma']);
    // «Clima laboral» is a knowledge item: the weather word inside it is its name.
    const clima = await interprete.interpretar('con clima laboral');
    expect(clima.conocimientos.map((k) => k.nombre)).toEqual(['Clima laboral']);
    expect(clima.fuera_de_tema).toBeFalsy();
    expect((await interprete.interpretar('clima en Arequipa')).fuera_de_tema).toBe(true);
  });

  it('an area typed without its accents is said back as written with them', async () => {
    expect((await interprete.interpretar('con experiencia en logistica')).experiencia_en).toEqual(['logística']);
    expect((await interprete.interpretar('sin experiencia en atencion al cliente')).excluir?.experiencia_en).toEqual([
      'atención al cliente',
    ]);
    expect((await interprete.interpretar('que hayan sido asistente contable')).experiencia_en).toEqual(['asistente contable']);
  });

  it('an unknown name inside a list with «o» stays an alternative and does not split the list', async () => {
    const c = await interprete.interpretar('que manejen Canva, Figmax o Photoshop');
    expect(c.conocimientos.map((k) => [k.nombre, k.grupo])).toEqual([
      ['Canva', 1],
      ['Adobe Photoshop', 1],
    ]);
  });

  it('a question after a comma is its own clause: the exclusion before it does not reach it', async () => {
    const c = await interprete.interpretar('excepto los de Cusco, ¿quiénes manejan Excel?');
    expect(c.excluir).toEqual({ regiones: [8] });
    expect(c.conocimientos.map((k) => k.nombre)).toEqual(['Microsoft Excel']);
    // «quienes» with a verb that wishes («hablen») still names who is left out.
    expect((await interprete.interpretar('excepto los de Lima y quienes hablen inglés')).excluir).toMatchObject({ regiones: [15] });
  });

  it('«altos» said of a cycle or a grade is no height; family plans in other words are refused', async () => {
    expect(await interprete.interpretar('primero los de ciclos más altos')).toMatchObject({ orden: 'ciclo' });
    expect((await interprete.interpretar('estudiantes altos')).ignorados).toEqual([{ texto: 'altos', motivo: 'protegido' }]);
    const familia = await interprete.interpretar('ingenieros de Lima que no estén pensando en formar una familia');
    expect(familia.ignorados?.map((x) => x.motivo)).toEqual(['protegido']);
    expect(familia.regiones).toEqual([15]);
  });

  it('«hu» and «w» sound alike; «con interés en» is an interest; how someone works is a quality said back', async () => {
    expect((await interprete.interpretar('de huanchac o kayma')).distritos).toEqual(['Wanchaq', 'Cayma']);
    expect((await interprete.interpretar('de yanawara')).distritos).toEqual(['Yanahuara']);
    expect((await interprete.interpretar('con interés en la robótica')).palabras_clave).toEqual(['robótica']);
    const c = await interprete.interpretar('contadores organizados y con buena comunicación');
    expect(c.carreras).toEqual(['Contabilidad']);
    expect(c.ignorados?.map((x) => x.texto)).toEqual(['organizados', 'con buena comunicación']);
  });

  it('the walk’s ages written as bare figures are refused; the criterion beside them stands', async () => {
    for (const [p, texto] of [
      ['administracion, 18 a 24', '18 a 24'],
      ['industriales de 25 para abajo', 'de 25 para abajo'],
      ['de industrial hasta los 24', 'hasta los 24'],
      ['de admin que tengan 21', 'tengan 21'],
      ['industrial hasta 24 añitos', 'hasta 24 añitos'],
    ] as const) {
      const c = await interprete.interpretar(p);
      expect(c.ignorados, p).toEqual([{ texto, motivo: 'protegido' }]);
      expect(c.carreras.length, p).toBe(1);
      expect(c.fuera_de_tema ?? false, p).toBe(false);
    }
    // Dates and hours are no ages.
    for (const p of ['disponibles del 18 al 24 de diciembre', 'con 20 a 24 horas semanales']) {
      const c = await interprete.interpretar(p);
      expect(
        (c.ignorados ?? []).filter((x) => x.motivo === 'protegido'),
        p,
      ).toEqual([]);
    }
  });

  it('«nociones de X» is X at any level; «primero los que tienen experiencia» prefers it; «ciclo altos» is said of people', async () => {
    const nociones = await interprete.interpretar('con nociones de autocad');
    expect(nociones.conocimientos.map((k) => k.nombre)).toEqual(['AutoCAD']);
    expect(nociones.palabras_clave).toEqual([]);
    expect((await interprete.interpretar('primero los que tienen experiencia')).preferir).toEqual({ experiencia: true });
    expect((await interprete.interpretar('primero los de más experiencia')).orden).toBe('experiencia');
    expect((await interprete.interpretar('ordenados por ciclo altos')).ignorados).toEqual([{ texto: 'altos', motivo: 'protegido' }]);
  });

  it('the second walk: ages as alternatives, «cuántos», an unknown name of two words in a list', async () => {
    for (const [p, texto] of [
      ['que sean de 22 o 23, de Arequipa', 'de 22 o 23'],
      ['de 22 o 23 años, de Arequipa', 'de 22 o 23 años'],
    ] as const) {
      const c = await interprete.interpretar(p);
      expect(c.ignorados, p).toEqual([{ texto, motivo: 'protegido' }]);
      expect(c.regiones, p).toEqual([4]);
    }
    const cuantos = await interprete.interpretar('¿cuántos de Arequipa saben SAP?');
    expect(cuantos.palabras_clave).toEqual([]);
    expect(cuantos.ignorados ?? []).toEqual([]);
    const lista = await interprete.interpretar('que sepan SAP, Zoho Inventory o Dynamics 365');
    expect(new Set(lista.conocimientos.map((k) => k.grupo)).size).toBe(1);
    expect(lista.conocimientos.map((k) => k.nombre)).toContain('SAP ERP');
  });

  it('the third held-out set’s misses, in other words', async () => {
    // A level after a comma and «mínimo» / «nivel» is the item's.
    expect((await interprete.interpretar('que hablen aimara, mínimo nivel avanzado')).idiomas).toEqual([
      { nombre: 'Aymara', nivel: 'avanzado' },
    ]);
    // Ancestry with its people, a plan with its time, a health problem: refused whole.
    for (const [p, texto] of [
      ['contadores de ascendencia china', 'de ascendencia china'],
      ['que no planeen tener hijos el próximo año', 'no planeen tener hijos el próximo año'],
      ['que no tengan problemas de espalda', 'no tengan problemas de espalda'],
    ] as const) {
      const c = await interprete.interpretar(p);
      expect(c.ignorados, p).toEqual([{ texto, motivo: 'protegido' }]);
      expect(c.idiomas.length + (c.egreso_desde ?? 0), p).toBe(0);
    }
    // A year of entry is no graduation year; a thing owned is said back, never searched.
    const ingreso = await interprete.interpretar('alumnos que ingresaron a la universidad en 2022');
    expect(ingreso).toMatchObject({ egreso_desde: null, ingreso_desde: 2022, ingreso_hasta: 2022 });
    expect((await interprete.interpretar('contadores con laptop propia')).palabras_clave).toEqual([]);
    // Transport for oneself is off topic; «i» typed for «y».
    expect((await interprete.interpretar('que combi me lleva a Cayma')).fuera_de_tema).toBe(true);
    expect((await interprete.interpretar('con excel i power bi')).conocimientos.map((k) => k.nombre)).toEqual([
      'Microsoft Excel',
      'Power BI',
    ]);
  });
});

describe('the fourth held-out set’s misses, read by general rules (said in other words)', () => {
  it('refuses more wordings of protected traits, and a height said in words whole', async () => {
    for (const [p, texto] of [
      ['solamente chicos, de contabilidad', 'solamente chicos'],
      ['administradores que no sean de color', 'no sean de color'],
      ['de tez cobriza no', 'cobriza no'],
      ['vendedores de buen aspecto', 'buen aspecto'],
      ['que no estén en gestación', 'gestación'],
      ['contadoras que no piensen encargar un bebé', 'no piensen encargar un bebé'],
      ['economistas que tengan pareja', 'tengan pareja'],
      ['ingenieros que no anden en silla de ruedas', 'silla de ruedas'],
      ['que nunca hayan hecho huelga', 'huelga'],
      ['que no sean motosos', 'no sean motosos'],
      ['de mínimo un metro sesenta', 'un metro sesenta'],
    ] as const) {
      const c = await interprete.interpretar(p);
      expect(
        c.ignorados?.filter((x) => x.motivo === 'protegido').map((x) => x.texto),
        p,
      ).toContain(texto);
      expect(c.palabras_clave, p).toEqual([]);
    }
    // «muchachos» alone is young people of either sex, never refused.
    expect((await interprete.interpretar('muchachos de contabilidad')).ignorados).toBeUndefined();
  });

  it('a «no» closing its clause before «y» denies what it closes; words of asking before «a los que…» are under the «no»', async () => {
    const cusco = await interprete.interpretar('de Cusco, finalistas no y en proceso tampoco');
    expect(cusco).toMatchObject({ regiones: [8], excluir_estados: [3], excluir: { estados: [2] } });
    expect(cusco.estados ?? []).toEqual([]);
    expect(await interprete.interpretar('no quiero ver a los que son del Callao')).toMatchObject({
      regiones: [],
      excluir: { regiones: [7] },
    });
    const pongas = await interprete.interpretar('no me pongas a los que ya están en proceso');
    expect(pongas).toMatchObject({ excluir: { estados: [2] } });
    expect(pongas.estados ?? []).toEqual([]);
  });

  it('a count said by a noun or a short list with its length; «un par de años» is a length', async () => {
    const limite = async (p: string) => (await interprete.interpretar(p)).limite;
    expect(await limite('mándame una terna de contadores')).toBe(3);
    expect(await limite('una docena de administradores de Lima')).toBe(12);
    expect(await limite('media docena de ingenieros civiles')).toBe(6);
    expect(await limite('un par de economistas')).toBe(2);
    expect(await limite('arma una shortlist de 5 contadores')).toBe(5);
    const par = await interprete.interpretar('contadores con un par de años de experiencia');
    expect(par).toMatchObject({ experiencia_meses_min: 24, palabras_clave: [] });
    expect(par.limite ?? null).toBeNull();
  });

  it('a job ad’s English: «devs», «any level», «nice to have»; «marketeros» is Marketing', async () => {
    expect(await interprete.interpretar('devs con Python, any level, nice to have Linux')).toMatchObject({
      conocimientos: [k('Python')],
      preferir: { conocimientos: [k('Linux')] },
      palabras_clave: [],
    });
    expect((await interprete.interpretar('marketeras con Google Ads')).carreras).toEqual(['Marketing']);
    expect((await interprete.interpretar('comunicadores sociales con Premiere')).carreras).toEqual(['Comunicaciones']);
  });

  it('the place of a willingness to move or work there is said back, never read as residence', async () => {
    for (const p of [
      'contadores dispuestos a trasladarse a Tacna',
      'con disponibilidad para viajar seguido a Puno',
      'que acepten laborar en Ica',
    ]) {
      const c = await interprete.interpretar(p);
      expect(c.regiones, p).toEqual([]);
      expect(c.distritos, p).toEqual([]);
      expect(
        c.ignorados?.map((x) => x.motivo),
        p,
      ).toContain('no_entendido');
    }
    expect((await interprete.interpretar('que vivan en Tacna')).regiones).toEqual([23]);
    // Near a place is not in it.
    const cerca = await interprete.interpretar('administradores que vivan cerca de Miraflores');
    expect(cerca).toMatchObject({ carreras: ['Administración'], regiones: [], distritos: [] });
    expect(cerca.ignorados?.map((x) => x.motivo)).toEqual(['no_entendido']);
  });

  it('an «e» before «s» and a consonant of an acronym; a football question is off topic', async () => {
    expect((await interprete.interpretar('analistas con esql')).conocimientos).toEqual([k('SQL')]);
    expect((await interprete.interpretar('escala de sueldos')).conocimientos).toEqual([]);
    expect((await interprete.interpretar('¿quién será campeón del torneo?')).fuera_de_tema).toBe(true);
  });
});

describe('the fifth walk’s readings', () => {
  it('courtesy after an experience area is no word of it: «… en ventas. gracias»', async () => {
    expect((await interprete.interpretar('de preferencia con experiencia en almacén. muchas gracias')).preferir?.experiencia_en).toEqual([
      'almacén',
    ]);
    expect((await interprete.interpretar('con experiencia en compras, porfa')).experiencia_en).toEqual(['compras']);
  });

  it('a level ruled out after a bound of the item’s own level: «intermedio pa arriba pero no avanzado»', async () => {
    expect(await interprete.interpretar('con excel básico a más pero no avanzado')).toMatchObject({
      conocimientos: [k('Microsoft Excel', 'básico')],
      excluir: { conocimientos: [k('Microsoft Excel', 'avanzado')] },
    });
    expect((await interprete.interpretar('portugués intermedio pa arriba, pero no avanzado')).ignorados).toBeUndefined();
  });

  it('«ojalá» is a wish: a preference, never a requirement, like «de preferencia»', async () => {
    const c = await interprete.interpretar('contadores, ojalá con SAP');
    expect(c.carreras).toEqual(['Contabilidad']);
    expect(c.conocimientos).toEqual([]);
    expect(c.preferir?.conocimientos).toEqual([k('SAP ERP')]);
    expect((await interprete.interpretar('ojalá con brevete')).preferir?.licencia).toBe(true);
  });
});

describe('the fifth held-out set’s misses, read by general rules (said in other words)', () => {
  it('refuses more wordings of protected traits; a career in the feminine refuses the sex and keeps the career', async () => {
    for (const [p, texto] of [
      ['administradores que no sean prietas', 'no sean prietas'],
      ['de porte físico atlético', 'de porte'],
      ['que vean bien de lejos', 'vean bien'],
      ['que no esté encinta', 'no esté encinta'],
      ['que no tengan apellidos extranjeros', 'no tengan apellidos extranjeros'],
      ['sin licencia de maternidad pendiente', 'sin licencia de maternidad'],
      ['economistas que no superen los 27', 'no superen los 27'],
    ] as const) {
      const c = await interprete.interpretar(p);
      expect(
        c.ignorados?.filter((x) => x.motivo === 'protegido').map((x) => toClave(x.texto)),
        p,
      ).toContain(toClave(texto));
      expect(c.licencia ?? null, p).toBeNull();
      expect(c.excluir?.idiomas ?? [], p).toEqual([]);
    }
    const abogadas = await interprete.interpretar('abogadas de Trujillo');
    expect(abogadas).toMatchObject({ carreras: ['Derecho'], ignorados: [{ texto: 'abogadas', motivo: 'protegido' }] });
    expect((await interprete.interpretar('abogados de Trujillo')).ignorados).toBeUndefined();
  });

  it('«tampoco» closing a clause denies the name before it; «ponme primero a los…» and «los de X primero» prefer', async () => {
    expect((await interprete.interpretar('de Lima; los de Surco no y los de Lince tampoco')).excluir?.distritos).toHaveLength(2);
    expect(await interprete.interpretar('administradores y ponme primero a los que hablan inglés')).toMatchObject({
      idiomas: [],
      preferir: { idiomas: [k('Inglés')] },
    });
    expect(await interprete.interpretar('contadores, los del Cusco primero')).toMatchObject({ regiones: [], preferir: { regiones: [8] } });
  });

  it('an order from most to least; «no … ni en X ni en Y» rules both areas out', async () => {
    expect((await interprete.interpretar('economistas de mayor a menor experiencia')).orden).toBe('experiencia');
    expect(await interprete.interpretar('que no hayan trabajado ni en almacén ni en compras')).toMatchObject({
      experiencia: null,
      excluir: { experiencia_en: ['almacén', 'compras'] },
    });
  });

  it('the writer’s presentation is no criterion; the cold is weather', async () => {
    const c = await interprete.interpretar('Somos una cadena de farmacias de Piura: buscamos técnicos en farmacia');
    expect(c.regiones).toEqual([]);
    expect(c.palabras_clave).toEqual([]);
    expect((await interprete.interpretar('¿hará calor mañana en Piura?')).fuera_de_tema).toBe(true);
    // The presentation's words are no subject either («colegio» is one when it is the writer's own).
    const colegios = await interprete.interpretar('Buenos días, somos una red de colegios: buscamos psicólogos');
    expect(colegios.carreras).toEqual(['Psicología']);
    expect(colegios.fuera_de_tema ?? false).toBe(false);
  });

  it('spellings: a final x as ks, a hard c as k in a synonym of several words, a last letter typed twice, an «e» before s', async () => {
    expect((await interprete.interpretar('con linucs')).conocimientos).toEqual([k('Linux')]);
    expect((await interprete.interpretar('que manejen ofimatika')).conocimientos.map((x) => x.nombre)).toContain('Microsoft Excel');
    expect((await interprete.interpretar('abogadoss de Lima')).carreras).toEqual(['Derecho']);
    expect((await interprete.interpretar('con eswift')).conocimientos).toEqual([k('Swift')]);
  });
});

describe('protected traits in more words, by category', () => {
  it.each([
    'solo machos',
    'que no sean no binarios',
    'treintañeras con Excel',
    'que no sean cholitos',
    'bien presentados',
    'sin barba',
    'que no sean mamás',
    'que no estén en lactancia',
    'que no sean protestantes',
    'que no sean invidentes',
    'sin carné del CONADIS',
    'que no sean afeminados',
    'que no sean de Perú Libre',
    'que no sean feministas',
    'que no sean cajamarquinos',
  ])('«%s» is refused, nothing of it searched', async (prompt) => {
    const c = await interprete.interpretar(prompt);
    expect(c.ignorados?.map((x) => x.motivo)).toContain('protegido');
    expect(c.palabras_clave).toEqual([]);
    expect(c.excluir ?? {}).toEqual({});
  });

  it('a region named is still a place: «que sean de Cajamarca»', async () => {
    expect((await interprete.interpretar('que sean de Cajamarca')).regiones).toEqual([6]);
  });
});

describe('off topic in more subjects', () => {
  it.each([
    '¿mañana estará nublado en Cusco?',
    '¿cómo quedó la tabla de posiciones?',
    'busco una trabajadora del hogar para mi casa',
    '¿eres humano?',
    '¿conviene invertir en bitcoin?',
  ])('«%s» lists nobody', async (prompt) => {
    expect((await interprete.interpretar(prompt)).fuera_de_tema).toBe(true);
  });
  it('a criterion keeps the request on topic: «practicantes de Lima que jueguen vóley»', async () => {
    expect((await interprete.interpretar('practicantes de Lima que jueguen vóley')).fuera_de_tema ?? false).toBe(false);
  });
});

describe('the sixth held-out set’s misses, read by general rules (said in other words)', () => {
  it.each([
    'solo féminas de contabilidad',
    'de menos de 30 primaveras',
    'sin argollas en las orejas',
    'que no estén en estado interesante',
    'que no guarden el sábado',
    'que no sean de la CGTP',
    'sin cantadito de provincia',
    'que no sean asháninkas',
    'sin tatus visibles',
    'sin canas',
    'sin tonito de provincia',
  ])('«%s» is refused', async (prompt) => {
    expect((await interprete.interpretar(prompt)).ignorados?.map((x) => x.motivo)).toContain('protegido');
  });

  it('a count by «decena»; «mándame 4 …» is a request; «empezando por los de…» prefers; two asks in one are said back', async () => {
    expect((await interprete.interpretar('una decena de economistas')).limite).toBe(10);
    const manda = await interprete.interpretar('mándame 3 contadores de la UNSA');
    expect(manda.fuera_de_tema ?? false).toBe(false);
    expect(manda.limite).toBe(3);
    expect((await interprete.interpretar('contadores, empezando por los de Lima')).preferir?.regiones).toEqual([15]);
    const dos = await interprete.interpretar('por un lado los finalistas de Ica y por otro los de Tacna');
    expect(dos.ignorados?.map((x) => x.texto)).toEqual(expect.arrayContaining(['por un lado', 'por otro']));
  });

  it('an accent’s province is the trait, never a place; a trade in the feminine refuses the sex; writing the offer is the platform', async () => {
    const acento = await interprete.interpretar('sin cantadito de provincia');
    expect(acento.regiones).toEqual([]);
    expect(acento.excluir?.regiones ?? []).toEqual([]);
    expect((await interprete.interpretar('diseñadoras gráficas con Figma')).ignorados).toEqual([
      { texto: 'diseñadoras', motivo: 'protegido' },
    ]);
    expect((await interprete.interpretar('ayúdame a redactar el aviso')).sobre_plataforma).toBe(true);
  });
});

describe('the sixth held-out set’s last misses, read by general rules (said in other words)', () => {
  it('a heading that names the writer’s organisation is set aside; a heading that names a criterion is read', async () => {
    const hotel = await interprete.interpretar('Cadena de hoteles del sur: administradores que hablen portugués');
    expect(hotel.regiones).toEqual([]);
    expect(hotel.carreras).toEqual(['Administración']);
    expect(hotel.palabras_clave).toEqual([]);
    expect((await interprete.interpretar('Para nuestra consultora: economistas de Piura')).regiones).toEqual([20]);
    const zona = await interprete.interpretar('les escribimos de un colegio del norte: necesitamos psicólogos');
    expect(zona.regiones).toEqual([]);
    expect(zona.carreras).toEqual(['Psicología']);
    expect((await interprete.interpretar('Cusco: contadores')).regiones).toEqual([8]);
  });

  it('an aside on another subject is said back and the request before it answered', async () => {
    const c = await interprete.interpretar('contadores de Tacna, y por cierto, ¿qué tal el clima por allá?');
    expect(c.fuera_de_tema ?? false).toBe(false);
    expect(c.carreras).toEqual(['Contabilidad']);
    expect(c.regiones).toEqual([23]);
    expect(c.ignorados?.[0]?.texto).toMatch(/^por cierto/);
    // Without another subject after it, the words open nothing.
    expect((await interprete.interpretar('de paso, economistas con Stata')).fuera_de_tema ?? false).toBe(false);
  });

  it('a quality with what it is for is said back whole, and a plural person noun keeps the request about people', async () => {
    const c = await interprete.interpretar('abogados de Arequipa con buen criterio para tratar con clientes');
    expect(c.fuera_de_tema ?? false).toBe(false);
    expect(c.carreras).toEqual(['Derecho']);
    expect(c.ignorados?.map((x) => x.texto)).toEqual(['con buen criterio para tratar con clientes']);
    expect(c.palabras_clave).toEqual([]);
    const viaje = await interprete.interpretar('contadores dispuestos a viajar a Piura');
    expect(viaje.fuera_de_tema ?? false).toBe(false);
    expect(viaje.regiones).toEqual([]);
  });

  it('a course taken prefers what it teaches; a course wanted by the writer is off topic; a card names no career', async () => {
    const curso = await interprete.interpretar('economistas que hayan llevado un taller de Stata');
    expect(curso.conocimientos).toEqual([]);
    expect(curso.preferir?.conocimientos?.map((x) => x.nombre)).toEqual(['Stata']);
    expect(curso.ignorados?.map((x) => x.texto)).toEqual(['taller']);
    expect((await interprete.interpretar('quiero llevar un curso de Excel')).fuera_de_tema).toBe(true);
    const carne = await interprete.interpretar('que tengan carné de técnico en enfermería y hablen quechua');
    expect(carne.carreras).toEqual([]);
    expect(carne.idiomas.map((x) => x.nombre)).toEqual(['Quechua']);
    expect(carne.ignorados?.map((x) => x.texto)).toEqual(['carné de técnico en enfermería']);
  });

  it('why the platform shows something is a platform question', async () => {
    const c = await interprete.interpretar('¿por qué no me salen los finalistas en el Excel?');
    expect(c.sobre_plataforma).toBe(true);
  });

  it('reaching a cycle; the public kind asked by ruling out the private; two levels ruled out up to the top', async () => {
    expect((await interprete.interpretar('alumnos de derecho que todavía no lleguen al décimo ciclo')).excluir).toEqual({ ciclo_min: 10 });
    const ya = await interprete.interpretar('estudiantes de contabilidad que ya hayan llegado al sexto ciclo');
    expect([ya.ciclo_min, ya.ciclo_max ?? null]).toEqual([6, null]);
    const gestion = await interprete.interpretar('egresados de economía que no vengan de universidades nacionales');
    expect(gestion.gestion).toBe('privada');
    expect(gestion.excluir?.niveles ?? []).toEqual([]);
    // With institutes among those asked, ruling out a kind of university asks for no kind: said back.
    expect((await interprete.interpretar('que no sean de universidades privadas')).gestion ?? null).toBeNull();
    expect((await interprete.interpretar('sin Excel intermedio ni avanzado')).excluir?.conocimientos).toEqual([
      { nombre: 'Microsoft Excel', nivel: 'intermedio' },
    ]);
  });

  it('«i» typed for «y»; an ordinal re-spelt by sound is a cycle', async () => {
    const c = await interprete.interpretar('de Arequipa i ke sepan Excel');
    expect(c.regiones).toEqual([4]);
    expect(c.conocimientos.map((x) => x.nombre)).toEqual(['Microsoft Excel']);
    const o = await interprete.interpretar('alumnos q esten en el nobeno, de economía');
    expect([o.ciclo_min, o.ciclo_max]).toEqual([9, 9]);
  });
});

describe('the held-out sets on the demo data: what someone owns, a «no es indispensable» beside its name', () => {
  it('what someone owns is said back, never searched', async () => {
    const c = await interprete.interpretar('técnicos de Arequipa que cuenten con sus propias herramientas');
    expect(c.palabras_clave ?? []).toEqual([]);
    expect(c.ignorados?.map((x) => x.texto)).toEqual(['sus propias herramientas']);
    const m = await interprete.interpretar('contadores con movilidad propia y GPS propio');
    expect(m.palabras_clave ?? []).toEqual([]);
    expect(m.ignorados?.map((x) => x.texto)).toEqual(['movilidad propia', 'gps propio']);
  });

  it('a deed no pass reads is said back whole; a deed whose object was read is no word to search', async () => {
    const c = await interprete.interpretar('contadores que hayan dirigido cierres de mes');
    expect(c.carreras).toEqual(['Contabilidad']);
    expect(c.palabras_clave ?? []).toEqual([]);
    expect(c.ignorados?.map((x) => x.texto)).toEqual(['dirigido cierres de mes']);
    const leido = await interprete.interpretar('que hayan realizado prácticas en Cusco');
    expect(leido.regiones).toEqual([8]);
    expect(leido.palabras_clave ?? []).toEqual([]);
  });

  it('«no es indispensable» after a comma prefers the item before it; before «pero» it leaves what comes first asked', async () => {
    const coma = await interprete.interpretar('administradores con Power BI, no es indispensable');
    expect(coma.conocimientos).toEqual([]);
    expect(coma.preferir?.conocimientos?.map((x) => x.nombre)).toEqual(['Power BI']);
    const pero = await interprete.interpretar('egresados de marketing. No es obligatorio, pero ideal si manejan Canva');
    expect(pero.carreras).toEqual(['Marketing']);
    expect(pero.preferir?.carreras ?? []).toEqual([]);
    expect(pero.preferir?.conocimientos?.map((x) => x.nombre)).toEqual(['Canva']);
  });
});

describe('the seventh held-out set’s misses, read by general rules (said in other words)', () => {
  it('a decision left out after «a quienes ya fueron…» stays left out', async () => {
    const c = await interprete.interpretar('contadores de Puno, omitiendo a quienes ya fueron finalistas');
    expect(c.estados ?? []).toEqual([]);
    expect(c.excluir_estados).toEqual([3]);
  });

  it('a question after a comma opens its own clause: what it asks is not ruled out with what came before', async () => {
    const c = await interprete.interpretar('sin contar a los descartados, ¿quiénes de economía saben Stata?');
    expect(c.excluir_estados).toEqual([1]);
    expect(c.carreras).toEqual(['Economía']);
    expect(c.conocimientos.map((x) => x.nombre)).toEqual(['Stata']);
    expect(c.excluir?.carreras ?? []).toEqual([]);
  });

  it('a writer who corrects themself: what was taken back is not asked', async () => {
    const lugar = await interprete.interpretar('economistas de Tacna, no, mejor de Moquegua');
    expect(lugar.regiones).toEqual([18]);
    const inst = await interprete.interpretar('alumnos de la UNI, perdón, de la UNMSM');
    expect(inst.instituciones).toEqual(['Universidad Nacional Mayor de San Marcos']);
  });

  it('knowing an area is not living there: said back, never read as the place', async () => {
    const c = await interprete.interpretar('agrónomos que conozcan la zona de Chancay');
    expect(c.distritos).toEqual([]);
    expect(c.ignorados?.map((x) => x.texto)).toEqual(['conozcan la zona de chancay']);
  });

  it('a decision after «y los» under a negation is left out; two groups asked at once are two groups', async () => {
    const c = await interprete.interpretar('todos menos los de Tacna y los finalistas');
    expect(c.estados ?? []).toEqual([]);
    expect(c.excluir_estados).toEqual([3]);
    expect((await interprete.interpretar('al menos los de Tacna y los finalistas')).estados).toEqual([3]);
    const dos = await interprete.interpretar('las finalistas de la UNSA y las descartadas de la UCSM');
    expect([dos.estados, dos.grupos?.[0]?.estados]).toEqual([[3], [1]]);
  });

  it('a count noun before a colon announces kinds of profile, not how many', async () => {
    const c = await interprete.interpretar('busco tres perfiles: economistas, contadores y abogados');
    expect(c.limite ?? null).toBeNull();
  });

  it('another task asked first is off topic, whatever applicants’ words are its object', async () => {
    expect((await interprete.interpretar('corrígeme este aviso: Practicante de Marketing en Arequipa')).fuera_de_tema).toBe(true);
    expect((await interprete.interpretar('probando el asistente')).fuera_de_tema).toBe(true);
  });

  it('an interest ends where «con» opens a criterion; English and sound spellings are read', async () => {
    const c = await interprete.interpretar('interesados en la minería con Excel avanzado');
    expect(c.conocimientos).toEqual([{ nombre: 'Microsoft Excel', nivel: 'avanzado' }]);
    const en = await interprete.interpretar('interns de contabilidad con Excel intermediate');
    expect(en.carreras).toEqual(['Contabilidad']);
    expect(en.conocimientos).toEqual([{ nombre: 'Microsoft Excel', nivel: 'intermedio' }]);
    expect((await interprete.interpretar('sicólogas y sicólogos de Lima')).carreras).toEqual(['Psicología']);
    const u = await interprete.interpretar('alumnos de último siclo de derecho');
    expect([u.ciclo_min, u.ciclo_max]).toEqual([10, 10]);
  });

  it('«suma si» prefers; more protected wordings are refused', async () => {
    const c = await interprete.interpretar('contadores de Cusco, suma si manejan CONCAR');
    expect(c.conocimientos).toEqual([]);
    expect(c.preferir?.conocimientos?.map((x) => x.nombre)).toEqual(['CONCAR']);
    for (const p of ['que no sean narizones', 'sin tartamudez', 'solo boys', 'que no se sindicalicen'])
      expect(
        (await interprete.interpretar(p)).ignorados?.some((x) => x.motivo === 'protegido'),
        p,
      ).toBe(true);
  });
});

describe('the code-blind walk of 3 December: double negations and not leaving out (said in other words)', () => {
  it('a refusal of those who lack something asks for it, whatever verb says the refusal', async () => {
    expect((await interprete.interpretar('no quiero a nadie que no sepa Excel')).conocimientos.map((x) => x.nombre)).toEqual([
      'Microsoft Excel',
    ]);
    const q = await interprete.interpretar('sácame los que no hablan quechua');
    expect(q.idiomas.map((x) => x.nombre)).toEqual(['Quechua']);
    expect(q.excluir?.idiomas ?? []).toEqual([]);
    const u = await interprete.interpretar('no me sirven los que no sean de la UCSM');
    expect(u.instituciones).toEqual(['Universidad Católica de Santa María']);
    expect((await interprete.interpretar('no me interesan los de Tacna')).excluir?.regiones).toEqual([23]);
  });

  it('not leaving out and «no solo» rule nobody out; English «not from» is a negation', async () => {
    const c = await interprete.interpretar('no descartes a los de Cusco, pero que sepan SAP');
    expect(c.excluir?.regiones ?? []).toEqual([]);
    expect(c.regiones).toEqual([]);
    expect(c.conocimientos.map((x) => x.nombre)).toEqual(['SAP ERP']);
    const solo = await interprete.interpretar('no solamente de Lima');
    expect([solo.regiones, solo.excluir?.regiones ?? []]).toEqual([[], []]);
    const en = await interprete.interpretar('contadores not from Cusco');
    expect(en.excluir?.regiones).toEqual([8]);
  });

  it('a correction after dots is read as corrected; a protected nationality with «nomás» is refused, nothing else', async () => {
    expect((await interprete.interpretar('de economía... no perdón, de contabilidad')).carreras).toEqual(['Contabilidad']);
    const c = await interprete.interpretar('colombianos nomás');
    expect(c.palabras_clave ?? []).toEqual([]);
    expect(c.ignorados?.every((x) => x.motivo === 'protegido')).toBe(true);
  });
});

describe('the eighth held-out set’s misses, read by general rules (said in other words)', () => {
  it('«nadie que no…» asks for what follows; a colon ends what a negation reaches', async () => {
    const c = await interprete.interpretar('nadie que no hable inglés: economistas del Cusco');
    expect(c.idiomas.map((x) => x.nombre)).toEqual(['Inglés']);
    expect(c.carreras).toEqual(['Economía']);
    expect(c.excluir ?? {}).toEqual({});
    const colon = await interprete.interpretar('nada de Tacna: administradores con SAP');
    expect(colon.excluir?.regiones).toEqual([23]);
    expect(colon.carreras).toEqual(['Administración']);
  });

  it('an indifference at the end of its clause sets aside what came before it', async () => {
    const c = await interprete.interpretar('psicólogos con SPSS, la región da igual');
    expect(c.carreras).toEqual(['Psicología']);
    expect(c.palabras_clave ?? []).toEqual([]);
    const i = await interprete.interpretar('contadores con CONCAR, el inglés no importa');
    expect(i.idiomas).toEqual([]);
  });

  it('two groups with «los que están en…» are two groups; an area ruled out after «nunca en»', async () => {
    const c = await interprete.interpretar('las finalistas de Tacna y las que siguen en proceso de Moquegua');
    expect([c.regiones, c.estados, c.grupos?.[0]?.regiones, c.grupos?.[0]?.estados]).toEqual([[23], [3], [18], [2]]);
    const e = await interprete.interpretar('que hayan trabajado, pero jamás en logística');
    expect(e.excluir?.experiencia_en).toEqual(['logística']);
  });

  it('technical levels beside a career only universities teach ask that career at its own levels', async () => {
    const c = await interprete.interpretar('técnicos en enfermería o abogados');
    expect(c.niveles).toEqual(expect.arrayContaining([3, 4, 6, 7, 8]));
  });

  it('an age said by a bare figure and a bound, closed by «no», is refused', async () => {
    const c = await interprete.interpretar('economistas de 40 para arriba no');
    expect(c.carreras).toEqual(['Economía']);
    expect(c.ignorados?.map((x) => x.motivo)).toEqual(['protegido']);
  });

  it('short forms, formal register and more protected wordings', async () => {
    expect((await interprete.interpretar('nd d cusco, contadores')).excluir?.regiones).toEqual([8]);
    const ingreso = await interprete.interpretar('los que entraron a la u el 2022');
    expect([ingreso.ingreso_desde, ingreso.ingreso_hasta]).toEqual([2022, 2022]);
    expect(ingreso.niveles).toEqual([6, 7, 8]);
    expect((await interprete.interpretar('administradores ordenados según su orden de mérito')).orden).toBe('merito');
    const marco = await interprete.interpretar('en el marco del convenio, estudiantes de economía');
    expect(marco.distritos).toEqual([]);
    for (const p of ['que no sean del ambiente', 'nada de venecos', 'sin dirigentes sindicales', 'antimineras no'])
      expect(
        (await interprete.interpretar(p)).ignorados?.some((x) => x.motivo === 'protegido'),
        p,
      ).toBe(true);
    expect((await interprete.interpretar('¿se puede duplicar una oferta?')).sobre_plataforma).toBe(true);
  });
});

describe('before the ninth held-out set: graduates or a cycle, dictated punctuation, formal and English words', () => {
  it('graduates and a cycle are two groups; a kind of study with a cycle is its students', async () => {
    const c = await interprete.interpretar('egresados o de último ciclo');
    expect(c.niveles).toEqual([3, 4, 6, 7, 8]);
    expect(c.ciclo_min).toBe(10);
    expect(describirConsulta(c)).toContain('los estudiantes');
    expect((await interprete.interpretar('técnicos de IV ciclo')).niveles).toEqual([3]);
  });

  it('punctuation said to a dictation app is the sign, not a word; «a punto de» and decimals stay words', async () => {
    const c = await interprete.interpretar('contadores coma de Arequipa coma con Excel intermedio punto');
    expect(c.carreras).toEqual(['Contabilidad']);
    expect(c.regiones).toEqual([4]);
    expect(c.palabras_clave).toEqual([]);
    expect(c.ignorados ?? []).toEqual([]);
    const d = await interprete.interpretar('contadores dos puntos que sepan CONCAR');
    expect(d.conocimientos.map((x) => x.nombre)).toEqual(['CONCAR']);
  });

  it('a formal letter’s and an English recruiter’s words are no keywords', async () => {
    const c = await interprete.interpretar(
      'Estimados, por medio de la presente solicitamos se sirvan remitir los perfiles de bachilleres en Derecho de la PUCP',
    );
    expect(c.palabras_clave).toEqual([]);
    expect(c.niveles).toEqual([8]);
    const e = await interprete.interpretar('buscamos un match con skills de Python y Power BI');
    expect(e.palabras_clave).toEqual([]);
    expect(e.fuera_de_tema ?? false).toBe(false);
  });

  it('a company’s own years and the place of its own workplace are not asked of the applicants', async () => {
    const c = await interprete.interpretar(
      'Somos una empresa textil en Gamarra, llevamos 20 años en el rubro y ahora queremos crecer, por eso buscamos practicantes de ingeniería textil',
    );
    expect(c.carreras).toEqual(['Ingeniería Textil']);
    expect(c.distritos).toEqual([]);
    expect(c.ignorados ?? []).toEqual([]);
    const hotel = await interprete.interpretar('los de turismo que hablen inglés, para recibir turistas en nuestro hotel de Puno');
    expect(hotel.regiones).toEqual([]);
    expect(hotel.carreras).toEqual(['Turismo']);
    // With an article only, whose place it is stays open: said back, never required.
    const sucursal = await interprete.interpretar('contadores para la sucursal de Iquitos');
    expect(sucursal.distritos).toEqual([]);
    expect(sucursal.ignorados?.map((x) => x.motivo)).toEqual(['no_entendido']);
  });

  it('people named by their career, English words of a career, and more acronyms of universities', async () => {
    expect((await interprete.interpretar('agrónomos de Ica')).carreras).toEqual(['Agronomía']);
    expect((await interprete.interpretar('obstetras')).carreras).toEqual(['Obstetricia']);
    expect((await interprete.interpretar('veterinarios')).carreras).toEqual(['Medicina Veterinaria']);
    const en = await interprete.interpretar('interns from accounting, they must speak English, live in Lima');
    expect([en.carreras, en.regiones, en.idiomas.map((x) => x.nombre), en.palabras_clave]).toEqual([
      ['Contabilidad'],
      [15],
      ['Inglés'],
      [],
    ]);
    expect((await interprete.interpretar('egresados de la UNS')).instituciones).toEqual(['Universidad Nacional del Santa']);
    expect((await interprete.interpretar('alumnos de la Cantuta')).instituciones).toEqual([
      'Universidad Nacional de Educación Enrique Guzmán y Valle',
    ]);
  });
});

describe('the ninth held-out set’s misses, read by general rules (said in other words)', () => {
  it('more protected wordings: decades of life, stature, ear gauges, health, followers of a politician, Portuguese', async () => {
    for (const p of [
      'que sean caballeritos',
      'que estén en sus treintas',
      'que no pasen la veintena',
      'que no sean achinadas',
      'que no sean petisas',
      'sin expansiones en las orejas',
      'que no sufran de asma',
      'que no sean keikistas',
      'anfitrionas para la feria',
      'moças de Lima',
      'de buena figura',
    ])
      expect(
        (await interprete.interpretar(p)).ignorados?.some((x) => x.motivo === 'protegido'),
        p,
      ).toBe(true);
  });

  it('a Brazilian recruiter’s Portuguese words, Peruvian slang and emoji are read', async () => {
    const pt = await interprete.interpretar('contadores que falam inglês e moram em Piura ou Tumbes, sem experiência');
    expect([pt.carreras, pt.regiones, pt.idiomas.map((x) => x.nombre), pt.experiencia]).toEqual([
      ['Contabilidad'],
      [20, 24],
      ['Inglés'],
      false,
    ]);
    const jerga = await interprete.interpretar('causa, pásame a los patas de civil que hayan chambeado en obra');
    expect([jerga.carreras, jerga.experiencia_en, jerga.palabras_clave, jerga.ignorados ?? []]).toEqual([
      ['Ingeniería Civil'],
      ['obra'],
      [],
      [],
    ]);
    // What is wanted after what is ruled out is not ruled out with it.
    const orden = await interprete.interpretar('❌ Tacna ✅ Moquegua');
    expect([orden.regiones, orden.excluir?.regiones]).toEqual([[18], [23]]);
    const pulgar = await interprete.interpretar('👍 SQL 👎 Java');
    expect([pulgar.conocimientos.map((x) => x.nombre), pulgar.excluir?.conocimientos?.map((x) => x.nombre)]).toEqual([['SQL'], ['Java']]);
    const emoji = await interprete.interpretar('❌ Piura ✅ contadores ✅ con CONCAR');
    expect([emoji.excluir?.regiones, emoji.carreras, emoji.conocimientos.map((x) => x.nombre)]).toEqual([
      [20],
      ['Contabilidad'],
      ['CONCAR'],
    ]);
  });

  it('a negation ends where a new «quiero» asks; a zone heading its places is those places', async () => {
    const c = await interprete.interpretar('no quiero a los de Piura, quiero de Tacna o de Moquegua');
    expect([c.regiones, c.excluir?.regiones]).toEqual([[18, 23], [20]]);
    const sur = await interprete.interpretar('contadores del sur: Tacna o Puno');
    expect(sur.regiones).toEqual([21, 23]);
  });

  it('«este año» is a graduation only after «de», a graduate’s word or a verb of finishing', async () => {
    expect((await interprete.interpretar('este año queremos crecer, contadores de Lima')).egreso_desde ?? null).toBeNull();
    expect((await interprete.interpretar('egresados que terminaron el año pasado')).egreso_desde).toBe(2025);
  });

  it('headings of the job, a story before the request, and a question of sweets', async () => {
    const tarea = await interprete.interpretar('para vender seguros: practicantes de Arequipa con experiencia en ventas');
    expect([tarea.carreras, tarea.regiones, tarea.experiencia_en]).toEqual([[], [4], ['ventas']]);
    const historia = await interprete.interpretar(
      'Vendemos pan a restaurantes y el chofer renunció. Necesito a alguien que ya haya trabajado en logística y tenga brevete',
    );
    expect([historia.fuera_de_tema ?? false, historia.experiencia_en, historia.licencia]).toEqual([false, ['logística'], true]);
    expect((await interprete.interpretar('¿qué relleno va mejor en una torta para unas treinta personas?')).fuera_de_tema).toBe(true);
    const uno = await interprete.interpretar('¿algún administrador de Puno que sepa armar una vitrina?');
    expect([uno.fuera_de_tema ?? false, uno.carreras, uno.regiones]).toEqual([false, ['Administración'], [21]]);
  });

  it('districts inside the one region asked narrow it; a thing of a place known is said back', async () => {
    const c = await interprete.interpretar('de Lima, que vivan en Surco o en La Molina');
    expect(c.regiones).toEqual([]);
    expect(c.distritos).toEqual([
      { nombre: 'Santiago de Surco', id_region: 15 },
      { nombre: 'La Molina', id_region: 15 },
    ]);
    const d = await interprete.interpretar('estudiantes que conozcan la gastronomía de Arequipa');
    expect([d.carreras, d.regiones, d.ignorados?.map((x) => x.motivo)]).toEqual([[], [], ['no_entendido']]);
  });

  it('an area after an adjective of experience, and a knowledge item that leaves out its first word', async () => {
    expect((await interprete.interpretar('con experiencia administrativa o en logística')).experiencia_en).toEqual([
      'administrativa',
      'logística',
    ]);
    const k = await interprete.interpretar('que sepan derecho tributario o penal');
    expect(k.conocimientos.map((x) => x.nombre)).toEqual(['Derecho tributario', 'Derecho penal']);
    expect(k.carreras).toEqual([]);
  });

  it('two groups asked in one message are two requests; one list left out stays one', async () => {
    const c = await interprete.interpretar('dos cosas: los finalistas de derecho y, por otro lado, los que están en proceso de economía');
    expect([c.carreras, c.estados, c.grupos?.map((g) => [g.carreras, g.estados])]).toEqual([['Derecho'], [3], [[['Economía'], [2]]]]);
    expect(describirConsulta(c)).toMatch(/^Por un lado, .*Derecho.*\. Por otro, .*Economía/);
    const tambien = await interprete.interpretar('técnicos en contabilidad de Piura y también egresados de economía de Tumbes');
    expect(tambien.grupos?.[0]?.regiones).toEqual([24]);
    const aparte = await interprete.interpretar('dame los de inglés avanzado y aparte los que tengan Power BI');
    expect([aparte.idiomas.length, aparte.conocimientos, aparte.grupos?.[0]?.conocimientos.map((x) => x.nombre)]).toEqual([
      1,
      [],
      ['Power BI'],
    ]);
    for (const p of [
      'excepto los finalistas de Lima y los descartados',
      'de Arequipa, pero quita a los que están en proceso y a los finalistas',
    ])
      expect((await interprete.interpretar(p)).grupos, p).toBeUndefined();
  });

  it('a skill said by its verb is said back whole; «usar» before a knowledge item is no word', async () => {
    const c = await interprete.interpretar('contadores que sepan usar Excel');
    expect([c.conocimientos.map((x) => x.nombre), c.ignorados ?? []]).toEqual([['Microsoft Excel'], []]);
    const d = await interprete.interpretar('psicólogos que sepan aplicar pruebas de aptitud');
    expect([d.carreras, d.palabras_clave, d.ignorados?.map((x) => x.texto)]).toEqual([['Psicología'], [], ['aplicar pruebas de aptitud']]);
  });

  it('two denials that cancel ask what they name: lacking, «de fuera de», «no es cierto que no»', async () => {
    const lee = async (p: string) => {
      const c = await interprete.interpretar(p);
      return [
        c.idiomas.map((x) => x.nombre),
        c.regiones,
        c.excluir?.idiomas?.map((x) => x.nombre) ?? [],
        c.excluir?.regiones ?? [],
        c.ignorados ?? [],
      ];
    };
    expect(await lee('que no les falte inglés')).toEqual([['Inglés'], [], [], [], []]);
    expect(await lee('que les falte inglés')).toEqual([[], [], ['Inglés'], [], []]);
    expect(await lee('que no sea cierto que no hablen inglés')).toEqual([['Inglés'], [], [], [], []]);
    for (const p of ['nadie de fuera de Arequipa', 'no quiero a nadie que sea de fuera de Arequipa', 'excepto los de fuera de Arequipa'])
      expect(await lee(p), p).toEqual([[], [4], [], [], []]);
    expect(await lee('los que no dejan de ser de Arequipa')).toEqual([[], [4], [], [], []]);
    expect(await lee('los de fuera de Arequipa')).toEqual([[], [], [], [4], []]);
    expect((await interprete.interpretar('que no carezcan de experiencia en ventas')).experiencia_en).toEqual(['ventas']);
  });

  it('a group said first and denied after is left out; a sentence ends what a denial reaches', async () => {
    const a = await interprete.interpretar('a los de Lima no los quiero');
    expect([a.regiones, a.excluir?.regiones]).toEqual([[], [15]]);
    const b = await interprete.interpretar('a los que no hablan inglés no los quiero');
    expect([b.idiomas.map((x) => x.nombre), b.excluir?.idiomas]).toEqual([['Inglés'], undefined]);
    for (const p of [
      'no me muestres los de la PUCP. Contadores de Arequipa',
      'los de la PUCP, no me los muestres; contadores de Arequipa',
    ]) {
      const c = await interprete.interpretar(p);
      expect([c.carreras, c.regiones, c.excluir?.instituciones, c.excluir?.carreras], p).toEqual([
        ['Contabilidad'],
        [4],
        ['Pontificia Universidad Católica del Perú'],
        undefined,
      ]);
    }
    // An abbreviation's full stop ends nothing.
    expect((await interprete.interpretar('no quiero de Lima. Ing. de sistemas')).carreras).toEqual(['Ingeniería de Sistemas']);
    const mas = await interprete.interpretar('no queremos más gente de la UNSA');
    expect([mas.instituciones ?? [], mas.excluir?.instituciones]).toEqual([[], ['Universidad Nacional de San Agustín de Arequipa']]);
  });

  it('a story before the request gives no keywords, and «eso no importa» points back', async () => {
    const c = await interprete.interpretar('ya entrevistamos a varios, pero eso no importa: queremos alumnos de Derecho que hablen inglés');
    expect([c.carreras, c.idiomas.map((x) => x.nombre), c.palabras_clave, c.ignorados ?? []]).toEqual([['Derecho'], ['Inglés'], [], []]);
    const d = await interprete.interpretar('probamos con varios y nada, queremos buscar administradores');
    expect([d.carreras, d.palabras_clave]).toEqual([['Administración'], []]);
    expect((await interprete.interpretar('gestión de reclamos')).palabras_clave).toEqual(['gestión', 'reclamos']);
  });

  it('two careers each with its own cycle or place, joined by «o», are two groups; a clause said once is of both', async () => {
    const c = await interprete.interpretar('industriales del octavo ciclo o administración del noveno');
    expect([c.carreras, c.ciclo_min, c.grupos?.map((x) => [x.carreras, x.ciclo_min])]).toEqual([
      ['Ingeniería Industrial'],
      8,
      [[['Administración'], 9]],
    ]);
    expect((await interprete.interpretar('contadores de Lima o administradores de Arequipa')).grupos?.[0]?.regiones).toEqual([4]);
    for (const p of [
      'estudiantes de ingeniería ambiental o de ingeniería civil que vivan en Arequipa',
      'estudiantes de derecho o de contabilidad del noveno ciclo',
      'contadores o administradores de Lima',
    ])
      expect((await interprete.interpretar(p)).grupos, p).toBeUndefined();
    const lados = await interprete.interpretar(
      'pásame por un lado a los finalistas de Lima y por otro a los que están en proceso en Arequipa',
    );
    expect([lados.regiones, lados.estados, lados.grupos?.map((x) => [x.regiones, x.estados])]).toEqual([[15], [3], [[[4], [2]]]]);
  });

  it('what no CV field holds is said back: how many languages, a class still to graduate', async () => {
    for (const p of ['los que tengan más idiomas', 'que hablen dos idiomas']) {
      const c = await interprete.interpretar(p);
      expect([c.carreras, c.ignorados?.map((x) => x.motivo)], p).toEqual([[], ['no_entendido']]);
    }
    const c = await interprete.interpretar('estudiantes de la promoción 2027');
    expect([c.egreso_desde, c.ignorados?.map((x) => x.texto)]).toEqual([null, ['promoción 2027']]);
  });

  it('«egresados o del último año» is graduates or students in their last year; «los 2 de ciclo más alto» counts', async () => {
    const c = await interprete.interpretar('egresados o del último año');
    expect([c.niveles, c.ciclo_min, c.ciclo_max, c.egreso_desde]).toEqual([[3, 4, 6, 7, 8], 9, 10, null]);
    expect((await interprete.interpretar('egresados del último año')).egreso_desde).toBe(2025);
    expect(await interprete.interpretar('los 2 de ciclo más alto')).toMatchObject({ orden: 'ciclo', limite: 2 });
  });

  it('Quechua by its own names, Portuguese «quer», and a party by its leader', async () => {
    for (const p of ['que hablen keshwa', 'que hablen runasimi'])
      expect(
        (await interprete.interpretar(p)).idiomas.map((x) => x.nombre),
        p,
      ).toEqual(['Quechua']);
    const q = await interprete.interpretar('eu quer contadores de Lima');
    expect([q.carreras, q.ignorados ?? []]).toEqual([['Contabilidad'], []]);
    const k = await interprete.interpretar('contadores que no sean del partido de Keiko');
    expect(k.ignorados?.some((x) => x.motivo === 'protegido')).toBe(true);
  });

  it('something lived or won is said back whole, before any name in it is read; a level asks about applicants', async () => {
    const a = await interprete.interpretar('contadores de La Libertad que hayan vivido una fiscalización de SUNAT de cerca');
    expect([a.carreras, a.conocimientos, a.ignorados?.map((x) => x.motivo)]).toEqual([['Contabilidad'], [], ['no_entendido']]);
    const b = await interprete.interpretar('egresados de San Marcos que hayan representado a la universidad en olimpiadas de matemática');
    expect([b.carreras, b.instituciones]).toEqual([[], ['Universidad Nacional Mayor de San Marcos']]);
    // A refused trait changes nothing of the rest, off topic or not.
    const sin = await interprete.interpretar('para la central de llamadas, con inglés intermedio');
    const con = await interprete.interpretar('chicas de 18 a 22 años para la central de llamadas, con inglés intermedio');
    expect([sin.fuera_de_tema, con.fuera_de_tema, sin.idiomas, sin.palabras_clave]).toEqual([
      undefined,
      undefined,
      con.idiomas,
      con.palabras_clave,
    ]);
  });

  it('after reading the tenth set: verbs joined, lists of cycles, decisions left out together, a heading that is a sector', async () => {
    const a = await interprete.interpretar('practicantes de Piura, descartando a los que estudiaron o estudian en la UCV');
    expect([a.instituciones ?? [], a.excluir?.instituciones]).toEqual([[], ['Universidad César Vallejo']]);
    const b = await interprete.interpretar('estudiantes, salvo los que ya están en octavo, noveno o décimo ciclo');
    expect([b.excluir?.ciclo_min, b.excluir?.ciclo_max, b.ignorados ?? []]).toEqual([8, 10, []]);
    const c = await interprete.interpretar('omitiendo a los descartados y a los que ya están en proceso');
    expect([c.excluir_estados, c.excluir?.estados, c.estados ?? []]).toEqual([[1], [2], []]);
    const d = await interprete.interpretar('arquitectura: ingenieros civiles de Lima que sepan AutoCAD');
    expect(d.carreras).toEqual(['Ingeniería Civil']);
    expect((await interprete.interpretar('derecho: egresados de la PUCP')).carreras).toEqual(['Derecho']);
    const e = await interprete.interpretar('Cadena de cines: estudiantes de Lima con experiencia en atención al cliente');
    expect([e.regiones, e.excluir]).toEqual([[15], undefined]);
    const f = await interprete.interpretar('contadores de Piura con Excel, con brevete o sin brevete');
    expect([f.licencia ?? null, f.ignorados ?? []]).toEqual([null, []]);
    const g = await interprete.interpretar('practicantes de Lima, evitando a los que no tengan ninguna experiencia');
    expect(g.experiencia).toBe(true);
    const h = await interprete.interpretar('que no le mande a ninguno que no sepa ni ArcGIS ni ISO 14001');
    expect([h.conocimientos.map((x) => [x.nombre, x.grupo]), h.excluir?.conocimientos]).toEqual([
      [
        ['ArcGIS', 1],
        ['ISO 14001', 1],
      ],
      undefined,
    ]);
  });

  it("after reading the tenth set: questions of other things, other licences, the writer's own city, what applicants read", async () => {
    for (const p of ['cuántos barriles de crudo saca al día un pozo en Talara', 'cuánto demoran en instalar internet en Surco'])
      expect((await interprete.interpretar(p)).fuera_de_tema, p).toBe(true);
    for (const p of ['cuántos contadores de Lima hay', 'qué postulantes saben SAP'])
      expect((await interprete.interpretar(p)).fuera_de_tema ?? false, p).toBe(false);
    const a = await interprete.interpretar('bachilleres en derecho con licencia para portar armas');
    expect([a.licencia ?? null, a.ignorados?.map((x) => x.texto)]).toEqual([null, ['licencia para portar armas']]);
    const b = await interprete.interpretar('Buenas tardes, desde Juliaca le escribo: necesito practicantes de Puno');
    expect([b.regiones, b.distritos]).toEqual([[21], []]);
    const c = await interprete.interpretar('comunicadores de Lima que hayan leído a Vargas Llosa');
    expect(c.revisado ?? null).toBeNull();
    const d = await interprete.interpretar('dos pedidos: egresados de civil del Cusco y, aparte, técnicos en enfermería de Arequipa');
    expect(d.grupos?.[0]?.regiones).toEqual([4]);
    const e = await interprete.interpretar('top 3 ing. ambientales de Lima, 1ro los c/ ISO 14001');
    expect([e.ciclo_min, e.preferir?.conocimientos?.map((x) => x.nombre)]).toEqual([null, ['ISO 14001']]);
    // A trait inside a heading is refused, the rest of the heading set aside.
    const f = await interprete.interpretar('para la base de Talara, solo varones: técnicos de mecánica automotriz de Piura');
    expect([f.distritos, f.ignorados]).toEqual([[], [{ texto: 'solo varones', motivo: 'protegido' }]]);
    for (const p of ['nada de collas: practicantes de Arequipa', 'que no sean quemaditos', 'sin septum', 'que sean bautistas'])
      expect(
        (await interprete.interpretar(p)).ignorados?.some((x) => x.motivo === 'protegido'),
        p,
      ).toBe(true);
  });

  it("a short name typed with a thumb's slip: a neighbouring key or two letters swapped, to exactly one name", async () => {
    expect((await interprete.interpretar('contadores de kima')).regiones).toEqual([15]);
    expect((await interprete.interpretar('de junin, cuaco o pyno')).regiones).toEqual([8, 12, 21]);
    expect((await interprete.interpretar('economistas con satta')).conocimientos.map((x) => x.nombre)).toEqual(['Stata']);
    expect((await interprete.interpretar('que sepan wrod')).conocimientos.map((x) => x.nombre)).toEqual(['Microsoft Word']);
    // Ordinary words stay as written.
    for (const p of ['de la casa', 'un puma']) expect((await interprete.interpretar(p)).regiones, p).toEqual([]);
  });

  it("after reading the eleventh set: a company's formal future, hashtags, city codes, Spain's words, ages by «sub»", async () => {
    const a = await interprete.interpretar('La bodega no considerará postulantes que vivan en Lima: requiere ingenieros industriales');
    expect([a.regiones, a.excluir?.regiones, a.carreras]).toEqual([[], [15], ['Ingeniería Industrial']]);
    const b = await interprete.interpretar('contadores de Ica; no se tomará en cuenta a quienes no manejen NIIF');
    expect([b.conocimientos.map((x) => x.nombre), b.excluir?.conocimientos]).toEqual([['NIIF'], undefined]);
    const c = await interprete.interpretar('#SoloVarones #Contabilidad #Lima contadores con NIIF');
    expect([c.regiones, c.ignorados?.map((x) => x.motivo)]).toEqual([[15], ['protegido']]);
    expect((await interprete.interpretar('ing. civiles de CUZ, PUN o Junín')).regiones).toEqual([8, 12, 21]);
    const d = await interprete.interpretar('estudiantes de Economía con carnet de conducir que estén en el último curso');
    expect([d.carreras, d.licencia, d.ciclo_min, d.ignorados ?? []]).toEqual([['Economía'], true, 9, []]);
    expect((await interprete.interpretar('graduados en Economía')).niveles).toEqual([7, 8]);
    for (const p of ['perfil sub 25', 'que no sean oscuritos', 'que no estén por dar a luz', 'warmikunallata'])
      expect(
        (await interprete.interpretar(p)).ignorados?.some((x) => x.motivo === 'protegido'),
        p,
      ).toBe(true);
    // «fit» of a team is no body; «chicas fit» is.
    const fit = await interprete.interpretar('que tengan buen fit cultural con el equipo, contadores de Lima');
    expect(fit.ignorados?.some((x) => x.motivo === 'protegido') ?? false).toBe(false);
    expect((await interprete.interpretar('chicas fit para la recepción')).ignorados?.[0]?.motivo).toBe('protegido');
    // «año» of study is no age.
    expect((await interprete.interpretar('estudiantes que no estén en el último año')).ignorados).toBeUndefined();
  });

  it('a former intern told of is a story, not a criterion; the request resumes where it turns', async () => {
    const a = await interprete.interpretar('nuestro practicante pasado no manejaba AutoCAD. Ahora busco ingenieros civiles con AutoCAD');
    expect([a.carreras, a.conocimientos.map((x) => x.nombre), a.excluir]).toEqual([['Ingeniería Civil'], ['AutoCAD'], undefined]);
    const b = await interprete.interpretar('la chica que tuvimos era de Cusco y renunció, por eso quiero gente de Arequipa');
    expect([b.regiones, b.excluir, b.ignorados?.[0]?.motivo]).toEqual([[4], undefined, 'no_entendido']);
    // A cycle's «último» is no former intern.
    expect((await interprete.interpretar('los del último ciclo que manejen SAP')).ciclo_min).not.toBeNull();
  });

  it('diminutives, slips on short joining words and on the words of who is asked, a zero for an «o»', async () => {
    const a = await interprete.interpretar('economistitas con su Stata');
    expect([a.carreras, a.conocimientos.map((x) => x.nombre)]).toEqual([['Economía'], ['Stata']]);
    expect((await interprete.interpretar('psicólogos dek Callao')).regiones).toEqual([7]);
    expect((await interprete.interpretar('estudiamtes de enfermería')).niveles).toEqual([3, 6]);
    expect((await interprete.interpretar('contadores con 2 añ0s de experiencia')).experiencia_meses_min).toBe(24);
    // «cin» sounds «sin»: never «con» by its keys.
    expect((await interprete.interpretar('cin experiencia')).experiencia).toBe(false);
    // Ordinary words are not slips of the parser's own («cocina» is no «cocinar»).
    expect((await interprete.interpretar('una receta de cocina')).fuera_de_tema).toBe(true);
  });

  it('a warning word, a study level before a colon, «cuáles son de…», experience in each of two areas', async () => {
    const a = await interprete.interpretar('bachilleres (ojo: ninguno de la UCV)');
    expect([a.niveles.length > 0, a.excluir?.instituciones?.length, a.ignorados]).toEqual([true, 1, undefined]);
    expect((await interprete.interpretar('egresadas: de Piura')).regiones).toEqual([20]);
    expect((await interprete.interpretar('cuáles son del Callao')).fuera_de_tema ?? false).toBe(false);
    expect((await interprete.interpretar('cuáles son los platos típicos de Arequipa')).fuera_de_tema).toBe(true);
    const b = await interprete.interpretar('que hayan trabajado en almacén y además en compras');
    expect([b.experiencia_en, b.experiencia_en_todas]).toEqual([['almacén', 'compras'], true]);
    expect((await interprete.interpretar('con experiencia en almacén o compras')).experiencia_en_todas).toBeUndefined();
    expect((await interprete.interpretar('ciclos bajitos')).ignorados?.[0]?.motivo).toBe('no_entendido');
  });

  it('forms and relays: a field named before its value, a client relayed, a fallback, inclusive endings, slang', async () => {
    const a = await interprete.interpretar('Carrera -> Economía | Idioma -> portugués | Ciclo: VII-X');
    expect([a.carreras, a.idiomas.map((x) => x.nombre), a.ciclo_min, a.ciclo_max]).toEqual([['Economía'], ['Portugués'], 7, 10]);
    expect((await interprete.interpretar('alumnos de la carrera de idiomas')).carreras).toEqual(['Idiomas']);
    const b = await interprete.interpretar('nuestro cliente necesita psicólogos de Trujillo');
    expect([b.carreras, b.palabras_clave, b.ignorados]).toEqual([['Psicología'], [], undefined]);
    const c = await interprete.interpretar('bachilleres de la UNT y, si no hubiera, de la UPAO');
    expect([c.instituciones?.length, c.excluir, c.ignorados]).toEqual([2, undefined, undefined]);
    expect((await interprete.interpretar('egresad@s de economía')).niveles.length).toBeGreaterThan(0);
    expect((await interprete.interpretar('les egresades de derecho')).niveles.length).toBeGreaterThan(0);
    expect((await interprete.interpretar('practicantes PPP de marketing')).niveles).toEqual([3, 6]);
    const d = await interprete.interpretar('pana, pásame chamos de Piura con brevete');
    expect([d.regiones, d.licencia, d.palabras_clave]).toEqual([[20], true, []]);
  });

  it('after reading the twelfth set: a denial closing its sentence, labels, commands, regional words, preferences after', async () => {
    const a = await interprete.interpretar('Psicólogos que no hayan trabajado nunca. Que vivan en Tacna o Moquegua.');
    expect([a.experiencia, a.regiones, a.excluir]).toEqual([false, [18, 23], undefined]);
    const b = await interprete.interpretar('Excluye: Piura. Incluye: abogados con inglés.');
    expect([b.carreras, b.excluir?.regiones, b.palabras_clave]).toEqual([['Derecho'], [20], []]);
    const c = await interprete.interpretar('Perfil → economistas | Stata → deseable | Vive en → Lima');
    expect([c.conocimientos, c.preferir?.conocimientos?.map((x) => x.nombre), c.regiones]).toEqual([[], ['Stata'], [15]]);
    const d = await interprete.interpretar('Quita a todos los que no manejen SAP. Limita a 5.');
    expect([d.conocimientos.map((x) => x.nombre), d.excluir, d.limite]).toEqual([['SAP ERP'], undefined, 5]);
    const e = await interprete.interpretar('los recibidos de derecho con pase de conducción que hayan laburado en legal');
    expect([e.niveles.length > 0, e.licencia, e.experiencia_en]).toEqual([true, true, ['legal']]);
    expect((await interprete.interpretar('contadores que hayan trabajao en caja')).experiencia).toBe(true);
    expect((await interprete.interpretar('administradores, pero ni uno que sea finalista')).excluir_estados).toEqual([3]);
    const f = await interprete.interpretar('gente del norte (Piura, Tumbes) con brevete');
    expect(f.regiones).toEqual([20, 24]);
    const g = await interprete.interpretar('que haya trabajado en compras y tenga experiencia en almacén');
    expect(g.experiencia_en_todas).toBe(true);
    expect(
      (await interprete.interpretar('que haya trabajado en compras o tenga experiencia en almacén')).experiencia_en_todas,
    ).toBeUndefined();
    for (const p of ['que no estén en la dulce espera', 'que sean güeras', 'pibas para la tienda', 'nada de gente de la otra acera'])
      expect(
        (await interprete.interpretar(p)).ignorados?.some((x) => x.motivo === 'protegido'),
        p,
      ).toBe(true);
    expect((await interprete.interpretar('¿el asistente entiende mensajes de voz?')).sobre_plataforma).toBe(true);
  });

  it('after the code-blind walk: self-corrections without a matching word, denials of a denial, «al menos» a cycle', async () => {
    const a = await interprete.interpretar('eh economía no perdón derecho de Cusco');
    expect([a.carreras, a.regiones, a.excluir]).toEqual([['Derecho'], [8], undefined]);
    const b = await interprete.interpretar('quiero los de la UCSM bueno no mejor los que no son de la UCSM');
    expect([b.instituciones ?? [], b.excluir?.instituciones?.length]).toEqual([[], 1]);
    expect((await interprete.interpretar('contadores de Cusco, mejor dicho de Puno')).regiones).toEqual([21]);
    expect((await interprete.interpretar('que no vivan fuera de Piura')).regiones).toEqual([20]);
    const c = await interprete.interpretar('que no tengan menos de francés intermedio');
    expect([c.idiomas, c.excluir]).toEqual([[{ nombre: 'Francés', nivel: 'intermedio' }], undefined]);
    expect((await interprete.interpretar('no es verdad que vivan en Tacna')).excluir?.regiones).toEqual([23]);
    expect((await interprete.interpretar('por lo menos del séptimo ciclo')).ciclo_min).toBe(7);
    expect((await interprete.interpretar('que no hayan sido revisados aún')).revisado).toBe(false);
    expect((await interprete.interpretar('que no sea necesario el Power BI')).preferir?.conocimientos?.map((x) => x.nombre)).toEqual([
      'Power BI',
    ]);
    expect((await interprete.interpretar('primero los de mérito más alto')).ignorados ?? []).toEqual([]);
  });
});

describe('before the thirteenth held-out set: earlier answers, repeated phrases, letters held down, glued words', () => {
  it('says back a reference to an earlier answer and reads the rest on its own', async () => {
    const a = await interprete.interpretar('ya, de esos quédate con los que manejen Word avanzado');
    expect([a.conocimientos, a.ignorados]).toEqual([
      [{ nombre: 'Microsoft Word', nivel: 'avanzado' }],
      [{ texto: 'de esos', motivo: 'no_entendido' }],
    ]);
    const b = await interprete.interpretar('sobre el listado de hace un ratito, solo los del Callao');
    expect([b.regiones, b.ignorados?.map((x) => x.texto)]).toEqual([[7], ['sobre el listado de hace un ratito']]);
    const c = await interprete.interpretar('con los mismos requisitos de antes pero que sean de Tacna');
    expect([c.regiones, c.ignorados?.map((x) => x.texto)]).toEqual([[23], ['con los mismos requisitos de antes']]);
    // Within one request, «de esos» narrows what came before; «esos que…» is a relative clause; «eso es todo» nothing.
    for (const p of ['economistas de la UCSM, y de esos los que sepan Stata', 'esos que saben Stata', 'gracias, eso es todo'])
      expect((await interprete.interpretar(p)).ignorados ?? [], p).toEqual([]);
  });

  it('reads «o» between items whose phrase is repeated as alternatives', async () => {
    for (const p of ['con su AutoCAD o su Revit', 'que sepan AutoCAD o que sepan Revit', 'que manejen AutoCAD o manejen Revit'])
      expect(
        (await interprete.interpretar(p)).conocimientos?.map((x) => x.grupo),
        p,
      ).toEqual([1, 1]);
  });

  it('reads a word with a letter held down, glued words and a trade’s diminutive', async () => {
    expect((await interprete.interpretar('economistaaas de Cuscooo')).carreras).toEqual(['Economía']);
    const a = await interprete.interpretar('egresadosdeeconomia con stata');
    expect([a.carreras, a.palabras_clave]).toEqual([['Economía'], []]);
    expect((await interprete.interpretar('losquenosepan stata')).excluir?.conocimientos?.map((x) => x.nombre)).toEqual(['Stata']);
    expect((await interprete.interpretar('alumnosdelaupc')).instituciones?.length).toBe(1);
    // Not a word's own start or ending, nor two long words a name makes.
    expect((await interprete.interpretar('¿puedo cerrarla hoy?')).palabras_clave ?? []).not.toContain('cerrar');
    expect((await interprete.interpretar('comunicadorcitos de Tacna')).carreras).toEqual(['Comunicaciones']);
  });

  it('reads the cycles named after «últimos ciclos» as the cycles asked', async () => {
    for (const p of ['de los últimos ciclos, octavo o noveno', 'últimos ciclos (8vo y 9no)', 'de últimos ciclos: VIII y IX']) {
      const c = await interprete.interpretar(p);
      expect([c.ciclo_min, c.ciclo_max, c.ignorados ?? []], p).toEqual([8, 9, []]);
    }
    expect((await interprete.interpretar('que no estén en los últimos ciclos, o sea noveno o décimo')).excluir).toMatchObject({
      ciclo_min: 9,
      ciclo_max: 10,
    });
  });
});

describe('the thirteenth held-out set’s misses and the walk of 3 December, read by general rules (said in other words)', () => {
  it('takes back what «perdón, quise decir» and «corrijo» correct, and only that', async () => {
    const a = await interprete.interpretar('economistas de Tacna, perdón, quise decir de Moquegua');
    expect([a.carreras, a.regiones]).toEqual([['Economía'], [18]]);
    const b = await interprete.interpretar('alumnos de Puno sin experiencia; corrijo: con o sin experiencia da igual');
    expect([b.regiones, b.experiencia ?? null, b.niveles.length > 0]).toEqual([[21], null, true]);
    expect((await interprete.interpretar('con Stata; corrijo: con Stata o con SPSS')).conocimientos?.map((x) => x.grupo)).toEqual([1, 1]);
  });

  it('reads lettered and numbered lists, bullets and a form’s field of experience', async () => {
    const a = await interprete.interpretar('a) egresados de economía b) de Tacna c) con Stata');
    expect([a.carreras, a.regiones, a.conocimientos?.map((x) => x.nombre)]).toEqual([['Economía'], [23], ['Stata']]);
    const b = await interprete.interpretar('1) contadores 2) de Piura 3) con CONCAR');
    expect([b.carreras, b.regiones, b.limite ?? null]).toEqual([['Contabilidad'], [20], null]);
    const c = await interprete.interpretar('• Perfil: economistas • Experiencia: logística o atención al cliente');
    expect([c.experiencia_en, c.conocimientos ?? []]).toEqual([['logística', 'atención al cliente'], []]);
  });

  it('refuses blood, slang for orientation, mental health, what the body can do, protests with their place', async () => {
    for (const p of [
      'administradores de sangre española',
      'que no bateen para el otro lado',
      'que jamás hayan ido al psiquiatra',
      'que puedan subir escaleras sin ayuda',
    ]) {
      const c = await interprete.interpretar(p);
      expect(
        c.ignorados?.some((x) => x.motivo === 'protegido'),
        p,
      ).toBe(true);
    }
    const d = await interprete.interpretar('contadores que no hayan ido a las marchas del norte');
    expect([d.carreras, d.regiones]).toEqual([['Contabilidad'], []]);
    const e = await interprete.interpretar('que no se les note que son de provincia');
    expect([e.regiones, e.ignorados?.[0]?.motivo]).toEqual([[], 'protegido']);
  });

  it('keeps a negation’s reach: «No deseo…», «quítame… y también a…», «dejando de lado a los que todavía estudian»', async () => {
    expect((await interprete.interpretar('No deseo egresados de la UCSM')).excluir?.instituciones).toHaveLength(1);
    expect((await interprete.interpretar('sácame a los de Tacna y también a los finalistas')).excluir_estados).toEqual([3]);
    expect((await interprete.interpretar('economistas, dejando de lado a los que todavía estudian')).excluir?.niveles).toEqual([3, 6]);
    expect((await interprete.interpretar('que no estudien ni derecho ni economía')).excluir?.niveles).toBeUndefined();
  });

  it('reads «nadie sin X», «no quiero practicantes sin X» and «no es que no…» as asking X', async () => {
    expect((await interprete.interpretar('nadie sin Stata')).conocimientos?.map((x) => x.nombre)).toEqual(['Stata']);
    expect((await interprete.interpretar('no quiero practicantes sin experiencia')).experiencia).toBe(true);
    expect((await interprete.interpretar('no quiero a nadie sin Stata')).conocimientos?.map((x) => x.nombre)).toEqual(['Stata']);
    const c = await interprete.interpretar('no es que no quiera a los de Tacna, solo muéstrame los de Tacna');
    expect([c.regiones, c.excluir]).toEqual([[23], undefined]);
  });

  it('says back an exception on a condition instead of inverting it', async () => {
    const c = await interprete.interpretar('que no tengan Stata, a menos que sean de Tacna');
    expect([c.excluir?.regiones, c.ignorados?.map((x) => x.texto)]).toEqual([undefined, ['a menos que sean de tacna']]);
  });

  it('reads places dictated without commas, fillers, courtesy verbs, «y aparte» before knowledge, cycles after «últimos»', async () => {
    expect((await interprete.interpretar('los de Cayma Paucarpata o Sachaca')).distritos).toHaveLength(3);
    const a = await interprete.interpretar('oye ya mira, le ruego ubicar a los economistas, jaja');
    expect([a.carreras, a.conocimientos ?? [], a.palabras_clave, a.fuera_de_tema ?? false]).toEqual([['Economía'], [], [], false]);
    const b = await interprete.interpretar('economistas que sepan Stata y, aparte, R o SPSS');
    expect([b.grupos, b.conocimientos?.map((x) => x.grupo ?? 0)]).toEqual([undefined, [0, 1, 1]]);
    const c = await interprete.interpretar('que no estén en los últimos ciclos: del quinto al séptimo');
    expect([c.ciclo_min, c.ciclo_max, c.excluir]).toEqual([5, 7, undefined]);
    const d = await interprete.interpretar('primero los que tengan experiencia en ventas: técnicos de Tacna');
    expect([d.niveles, d.preferir?.experiencia_en]).toEqual([[3, 4], ['ventas']]);
  });
});

describe('after the fourteenth held-out set’s first run: openers of a negation, emoji as bullets, more refused words', () => {
  it('reads «Excluya a quienes…», «Fuera los que…», «Ninguno con…», «que ninguno sea…» as exclusions', async () => {
    expect((await interprete.interpretar('Excluyan a quienes vengan de la UPC: economistas')).excluir?.instituciones).toHaveLength(1);
    expect((await interprete.interpretar('Fuera los que viven en Tacna: economistas')).excluir?.regiones).toEqual([23]);
    expect((await interprete.interpretar('Ninguna con experiencia en logística')).excluir?.experiencia_en).toEqual(['logística']);
    expect((await interprete.interpretar('economistas, y que ninguno sea de Tacna')).excluir?.regiones).toEqual([23]);
  });

  it('asks what «no me traigas X que no sepan Y» names, and reads emoji bullets as items', async () => {
    const a = await interprete.interpretar('no me pases economistas que no sepan Stata');
    expect([a.carreras, a.conocimientos?.map((x) => x.nombre), a.excluir]).toEqual([['Economía'], ['Stata'], undefined]);
    const b = await interprete.interpretar('🎯 Stata sí o sí 🗺️ cualquier región menos Tacna 🎓 economía');
    expect([b.carreras, b.excluir?.regiones, b.excluir?.carreras]).toEqual([['Economía'], [23], undefined]);
  });

  it('refuses generations, a divorce, conditions, limping, slurs, the countryside by look, the body for the beach', async () => {
    for (const p of [
      'millennials no, solo zoomers',
      'que no estén divorciándose, sin trámite de divorcio',
      'que no tomen antidepresivos',
      'que no sean hipotiroideas',
      'que no cojeen al caminar',
      'que no tengan pinta de venir de la chacra',
      'sin panza',
    ])
      expect(
        (await interprete.interpretar(p)).ignorados?.some((x) => x.motivo === 'protegido'),
        p,
      ).toBe(true);
  });
});

describe('graduation «hace N años o más», two long words and two short ones typed together', () => {
  it('reads «hace tres años o más» as that year or before, and «o menos» as since', async () => {
    const a = await interprete.interpretar('economistas que egresaron hace tres años o más');
    expect([a.egreso_desde ?? null, a.egreso_hasta]).toEqual([null, 2023]);
    const b = await interprete.interpretar('egresados hace un año o menos');
    expect([b.egreso_desde, b.egreso_hasta ?? null]).toEqual([2025, null]);
  });

  it('splits «economistastacneños»-like runs of two long words and «losde», never «quede»', async () => {
    expect((await interprete.interpretar('ingenierosambientales de Tacna')).carreras).toEqual(['Ingeniería Ambiental']);
    expect((await interprete.interpretar('delos de Tacna con Stata')).palabras_clave).toEqual([]);
    const c = await interprete.interpretar('que no quede nadie que no tenga Stata');
    expect([c.conocimientos?.map((x) => x.nombre), c.excluir]).toEqual([['Stata'], undefined]);
  });
});

describe('ages in words, other tasks, reasons and purposes, «pasado por», «allí», levels granted after a denial', () => {
  const protegido = (c: CriteriosAsistente) => c.ignorados?.some((x) => x.motivo === 'protegido') ?? false;

  it('refuses an age said in words or closed by its bound before another criterion', async () => {
    for (const p of [
      'administradores de veintiséis para abajo, de Tacna',
      'economistas menores de treinta',
      'Amigos de 24 pa arriba: contadores de Tacna',
      '📌 de 22 para abajo 📌 economistas',
    ])
      expect(protegido(await interprete.interpretar(p)), p).toBe(true);
    expect((await interprete.interpretar('los quince mejores economistas')).limite).toBe(15);
  });

  it('answers another task as off topic: an explanation, a joke, a thing handed over, a question about a name', async () => {
    for (const p of [
      'Explícame cómo se saca el IGV de una factura',
      'cuéntame un chiste de economistas',
      'Pásame el formato de vacaciones que usa RR.HH.',
      '¿La economía es una ciencia exacta?',
      '¿Cuántos ordenadores necesita una oficina de Tacna?',
      '¿Dónde tramito la licencia de funcionamiento en Tacna?',
      'cuál es el mejor lugar para almorzar en Tacna',
      'ideas para el aniversario de la empresa con presupuesto bajo',
    ]) {
      const c = await interprete.interpretar(p);
      expect(c.fuera_de_tema || c.solo_palabras, p).toBe(true);
      expect(protegido(c), p).toBe(false);
    }
    for (const p of ['pásame la lista de economistas de Tacna', 'dame un economista de Tacna', 'cuál es el mejor de Tacna'])
      expect((await interprete.interpretar(p)).fuera_de_tema ?? false, p).toBe(false);
  });

  it('says back the words of a reason or a purpose instead of searching them', async () => {
    const a = await interprete.interpretar('economistas de Tacna, porque en la sede se atiende al público');
    expect(a.palabras_clave).toEqual([]);
    expect(a.ignorados?.map((x) => x.texto)).toContain('atiende');
    const b = await interprete.interpretar('economistas que hablen aimara, para capacitar a los productores del altiplano');
    expect([b.carreras, b.idiomas?.map((x) => x.nombre), b.palabras_clave]).toEqual([['Economía'], ['Aymara'], []]);
  });

  it('refuses with the trait the clause that gives its reason, and no calendar day is a trait', async () => {
    const a = await interprete.interpretar('solo varones, que las chicas se cansan: economistas de Tacna');
    expect(a.palabras_clave).toEqual([]);
    expect(protegido(a)).toBe(true);
    expect(protegido(await interprete.interpretar('diseñadores para la campaña del Día del Padre'))).toBe(false);
    expect(protegido(await interprete.interpretar('economistas pese a no tener maestría'))).toBe(false);
  });

  it('reads «pasado por X» and «hecho X» as experience, «ninguno que…» and «pero sí en…» with it', async () => {
    const a = await interprete.interpretar('economistas que hayan pasado por tesorería');
    expect([a.experiencia, a.experiencia_en]).toEqual([true, ['tesorería']]);
    const b = await interprete.interpretar('Ninguno que ya haya trabajado en logística, economistas de Tacna');
    expect([b.experiencia ?? null, b.excluir?.experiencia_en]).toEqual([null, ['logística']]);
    const c = await interprete.interpretar('sin experiencia en logística, pero sí en compras: economistas');
    expect([c.experiencia_en, c.excluir?.experiencia_en]).toEqual([['compras'], ['logística']]);
  });

  it('keeps a double negation across an adverb or an aside, and a request after a heading’s verb of asking', async () => {
    const a = await interprete.interpretar('economistas, no me interesan los que, aunque egresaron, aún no hayan trabajado');
    expect(a.experiencia).toBe(true);
    const b = await interprete.interpretar('Para el colegio buscamos profesores que no carezcan de aimara: economistas');
    expect(b.idiomas?.map((x) => x.nombre)).toEqual(['Aymara']);
  });

  it('rules out what «allí» points back to, and asks the levels granted after a basic level denied', async () => {
    const a = await interprete.interpretar('Ya tenemos varios de la UNI, por eso nadie que estudie ahí: economistas de Tacna');
    expect(a.excluir?.instituciones).toEqual(['Universidad Nacional de Ingeniería']);
    const b = await interprete.interpretar('economistas sin Excel básico: intermedio o avanzado');
    expect([b.conocimientos, b.excluir]).toEqual([[k('Microsoft Excel', 'intermedio')], undefined]);
  });

  it('reads neither «back office» as Office, «la historia de…» as the career, nor «tercer piso» as a cycle', async () => {
    const a = await interprete.interpretar('economistas de Tacna para el back office');
    expect(a.conocimientos).toEqual([]);
    const b = await interprete.interpretar('economistas de Tacna que sepan contar la historia de Caral');
    expect(b.carreras).toEqual(['Economía']);
    const c = await interprete.interpretar('economistas de Tacna, y que alguien revise el aire del cuarto piso');
    expect([c.ciclo_min ?? null, c.ciclo_max ?? null]).toEqual([null, null]);
  });
});

describe('after the fifteenth held-out set’s first run: more traits, vocatives, «ningún … que», years in words', () => {
  const protegido = (c: CriteriosAsistente) => c.ignorados?.some((x) => x.motivo === 'protegido') ?? false;

  it('refuses the chin, acne, ink on the skin, fertility, a magazine of faith, chronic pain, a movement, a people', async () => {
    for (const p of [
      'economistas sin papadita',
      'que no tengan acné',
      'nadie con las piernas llenas de tinta',
      'que no estén en tratamiento de fertilidad',
      'que no repartan La Atalaya',
      'que no tengan fibromialgia, de Tacna',
      'nada de etnocaceristas',
      'que no sean quechuas',
      'gente de Tacna que no sea de comunidad campesina',
      'que no superen el cuarto de siglo',
      'que no hayan tenido problemas pulmonares',
      'Para cargar cajas, solo varones: economistas de Tacna',
    ])
      expect(protegido(await interprete.interpretar(p)), p).toBe(true);
    expect((await interprete.interpretar('que hablen aimara, de Tacna')).idiomas?.map((x) => x.nombre)).toEqual(['Aymara']);
  });

  it('reads «hijito,» as a way of addressing, and a kilo of a thing as no body', async () => {
    for (const p of ['Mijita, economistas de Tacna', 'un kilo de papas para el almuerzo'])
      expect(protegido(await interprete.interpretar(p)), p).toBe(false);
  });

  it('reads «que no sea nadie que no…», «ningún X que haya trabajado…», «quita a los que…», «han estado en…»', async () => {
    const a = await interprete.interpretar('que no sea nadie que no sepa Stata, economistas');
    expect([a.conocimientos?.map((x) => x.nombre), a.excluir]).toEqual([['Stata'], undefined]);
    const b = await interprete.interpretar('ningún economista que haya trabajado en logística');
    expect([b.carreras, b.excluir?.experiencia_en]).toEqual([['Economía'], ['logística']]);
    const c = await interprete.interpretar('Quita a los que ya trabajaron en logística: economistas de Tacna');
    expect(c.excluir?.experiencia_en).toEqual(['logística']);
    const d = await interprete.interpretar('economistas que han estado en compras');
    expect(d.experiencia_en).toEqual(['compras']);
    const e = await interprete.interpretar('economistas, nadie descartado ni a los que ya tenemos en proceso');
    expect([e.excluir_estados, e.excluir?.estados, e.estados ?? []]).toEqual([[1], [2], []]);
  });

  it('does not read the area a post belongs to, or a workplace’s place, as what applicants must have', async () => {
    const a = await interprete.interpretar('para el área de logística, economistas de Tacna');
    expect([a.carreras, a.conocimientos, a.experiencia_en]).toEqual([['Economía'], [], []]);
    const b = await interprete.interpretar('por encargo de una empresa minera de Tacna: economistas');
    expect([b.regiones, b.distritos]).toEqual([[], []]);
  });

  it('reads short forms of places and of «técnico», a conjunction typed against a name, years in words', async () => {
    expect((await interprete.interpretar('economistas de truji')).distritos).toEqual(['Trujillo']);
    expect((await interprete.interpretar('economistas de la lib.')).regiones).toEqual([13]);
    expect((await interprete.interpretar('tecs. de conta')).niveles).toEqual([3, 4]);
    const d = await interprete.interpretar('que sepan Stata oPython');
    expect(d.conocimientos?.map((x) => x.nombre)).toEqual(['Stata', 'Python']);
    const e = await interprete.interpretar('economistas que egresaron el dos mil veintiuno o el veintidós');
    expect([e.egreso_desde, e.egreso_hasta]).toEqual([2021, 2022]);
  });

  it('answers as off topic a letter to write and a question how a thing will be', async () => {
    for (const p of ['Redacta un correo de bienvenida para el nuevo practicante', '¿La temporada de lluvias va a ser fuerte este año?']) {
      const c = await interprete.interpretar(p);
      expect(c.fuera_de_tema || c.solo_palabras, p).toBe(true);
    }
    expect((await interprete.interpretar('¿la mejor es de Tacna?')).fuera_de_tema ?? false).toBe(false);
  });
});
