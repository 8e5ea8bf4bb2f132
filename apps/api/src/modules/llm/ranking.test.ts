/**
 * The assistant's ranking over a real database (docs/assistant-ranking.md): who is returned for a request and in
 * which order, the reasons, the free-offer hiding rule (only the first 15 applications), cancelled applications, an
 * empty request, hostile text, and the search document following the CV as the applicant edits it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { experienciaLaboral, oferta, postulante } from '../../db/schema/index.ts';
import { empresa } from '../../../test/fixtures/matching.ts';
import { aplicante, ofertaDestacadaPagada, ofertaGratis, type Aplicante } from '../../../test/fixtures/reclutador.ts';
import { crearInterpreteIntegrado, criteriosVacios } from './integrado/index.ts';
import { consultaAreaPropia, consultaPrefijo, puntajeFinal, rankearPostulantes, resolverConsulta, soloEspecialidadDe } from './ranking.ts';
import type { Nivel } from '@practiperu/shared/cv';
import { toClave } from '@practiperu/shared/text';

let t: TestContext;
let organizacionId: number;
const START = new Date('2026-11-21T15:00:00Z');
const at = (minutes: number) => new Date(START.getTime() - minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = START;
  organizacionId = (await empresa(t)).organizacionId;
});
afterAll(async () => {
  await t.close();
});

async function experiencia(postulanteId: number, puesto: string, funciones: string) {
  await t.db.insert(experienciaLaboral).values({
    postulante_id: postulanteId,
    nombre_empresa: 'Distribuidora del Sur S.A.C.',
    puesto,
    funciones,
    fecha_inicio: '2025-01-01',
    fecha_salida: '2025-06-30',
  });
}

async function preguntar(ofertaId: number, prompt: string) {
  const interprete = crearInterpreteIntegrado(t.db, { now: () => START });
  return rankearPostulantes(t.db, ofertaId, await interprete.interpretar(prompt));
}

describe('100 % means every hard criterion understood is met, and nothing soft decided it', () => {
  it('caps the score at 99 when a criterion is unmet, a keyword is asked or the sign is weaker', () => {
    expect(puntajeFinal({ ganado: 40, total: 40, palabras: 0, encontradas: 0 })).toBe(100);
    // An unmet hard criterion never shows 100 %, even when rounding would say so.
    expect(puntajeFinal({ ganado: 999, total: 1000, palabras: 0, encontradas: 0 })).toBe(99);
    // A keyword is soft: found or not, it never makes anyone 100 %.
    expect(puntajeFinal({ ganado: 40, total: 40, palabras: 1, encontradas: 1 })).toBe(99);
    expect(puntajeFinal({ ganado: 40, total: 40, palabras: 0, encontradas: 0, blanda: true })).toBe(99);
    // Only keywords: nothing is required, so the required half is met by everyone; at most 99, never 0.
    expect(puntajeFinal({ ganado: 0, total: 0, palabras: 2, encontradas: 2 })).toBe(99);
    expect(puntajeFinal({ ganado: 0, total: 0, palabras: 2, encontradas: 1 })).toBe(75);
    expect(puntajeFinal({ ganado: 0, total: 0, palabras: 1, encontradas: 0 })).toBe(50);
  });

  it('a preference shares the score with what is required: 70 % and 30 %, so nobody listed is at 0 %', () => {
    // Required met, preference met (everything understood is met: 100) or not.
    expect(puntajeFinal({ ganado: 20, total: 20, palabras: 1, encontradas: 1, preferencias: 1 })).toBe(100);
    // A part set aside, or a keyword beside the preference, keeps it below 100.
    expect(puntajeFinal({ ganado: 20, total: 20, palabras: 1, encontradas: 1, preferencias: 1, blanda: true })).toBe(99);
    expect(puntajeFinal({ ganado: 20, total: 20, palabras: 2, encontradas: 2, preferencias: 1 })).toBe(99);
    // Everything required met and no preference: 70 %, not «half a match».
    expect(puntajeFinal({ ganado: 20, total: 20, palabras: 1, encontradas: 0, preferencias: 1 })).toBe(70);
    expect(puntajeFinal({ ganado: 20, total: 20, palabras: 2, encontradas: 1, preferencias: 2 })).toBe(85);
    // Nothing required but a preference: everyone meets the (empty) requirement.
    expect(puntajeFinal({ ganado: 0, total: 0, palabras: 1, encontradas: 0, preferencias: 1 })).toBe(70);
    expect(puntajeFinal({ ganado: 0, total: 0, palabras: 1, encontradas: 1, preferencias: 1 })).toBe(100);
    // A keyword beside what is required: the same shares.
    expect(puntajeFinal({ ganado: 40, total: 40, palabras: 1, encontradas: 0 })).toBe(70);
  });
});

describe('a request ranks the offer’s applicants', () => {
  it('an experience area found only in a job’s duties is listed below, never at 100 %', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Ventas');
    const vendedor = await aplicante(t, ofertaId, { nombres: 'Jaime', creado_en: at(20) });
    await experiencia(vendedor.postulanteId, 'Ejecutivo de ventas', 'Prospección de clientes y cotizaciones.');
    const contable = await aplicante(t, ofertaId, { nombres: 'Karen', creado_en: at(10) });
    await experiencia(contable.postulanteId, 'Asistente contable', 'Registro de compras y ventas, conciliaciones.');

    const { resultados } = await preguntar(ofertaId, 'estudiantes con experiencia en ventas');
    expect(resultados.map((r) => [r.postulacion_id, r.puntaje])).toEqual([
      [vendedor.postulacionId, 100],
      [contable.postulacionId, 99],
    ]);
    expect(resultados[1]!.razones.find((r) => r.criterio === 'experiencia')!.texto).toBe(
      'Sus funciones mencionan ventas, no el nombre de su puesto.',
    );
  });

  it('with part of the request set aside everyone is at 99 %, and who meets the rest for sure still comes first', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante Administrativo');
    const estudia = async (nombres: string, carrera: string, afinidad_puesto: number, minutos: number) => {
      const p = await aplicante(t, ofertaId, { nombres, afinidad_puesto, creado_en: at(minutos) });
      await t.db
        .update(postulante)
        .set({ carrera_actual: carrera, claves: toClave(carrera) })
        .where(eq(postulante.id, p.postulanteId));
      return p.postulacionId;
    };
    // The specialty (a weaker match) arrived first and has the higher affinity: only the sureness of the match puts
    // the career itself first once nobody can be at 100 %.
    const logistica = await estudia('Dino', 'Administración Logística', 95, 20);
    const administracion = await estudia('Ana', 'Administración', 10, 10);
    const completa = await preguntar(ofertaId, 'de administración');
    expect(completa.resultados.map((r) => [r.postulacion_id, r.puntaje])).toEqual([
      [administracion, 100],
      [logistica, 99],
    ]);
    const { resultados } = await preguntar(ofertaId, 'de administración que acepten 1130 soles de subvención');
    expect(resultados.map((r) => [r.postulacion_id, r.puntaje])).toEqual([
      [administracion, 99],
      [logistica, 99],
    ]);
  });

  it('a cycle under a preference orders and leaves nobody out: «primero los de 10mo ciclo»', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Planeamiento');
    // Fixture applicants are university students in VIII (ciclo_actual 4); X is ciclo_actual 6.
    const octavo = await aplicante(t, ofertaId, { nombres: 'Olga', creado_en: at(20) });
    const decimo = await aplicante(t, ofertaId, { nombres: 'Dario', creado_en: at(10) });
    await t.db.update(postulante).set({ ciclo_actual: 6 }).where(eq(postulante.id, decimo.postulanteId));
    for (const prompt of ['primero los de 10mo ciclo', 'de preferencia de décimo ciclo']) {
      const { resultados } = await preguntar(ofertaId, prompt);
      expect(
        resultados.map((r) => [r.postulacion_id, r.puntaje]),
        prompt,
      ).toEqual([
        [decimo.postulacionId, 100],
        [octavo.postulacionId, 70],
      ]);
    }
    // Asked plainly it stays a requirement.
    expect((await preguntar(ofertaId, 'de 10mo ciclo')).resultados.map((r) => r.postulacion_id)).toEqual([decimo.postulacionId]);
  });

  it('graduates or a cycle are two groups: «egresados o de último ciclo» lists both, each at 100 %', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Costos');
    // Fixture applicants are university students in VIII (ciclo_actual 4); X is ciclo_actual 6; 1 is a graduate.
    const octavo = await aplicante(t, ofertaId, { nombres: 'Olga', creado_en: at(30) });
    const decimo = await aplicante(t, ofertaId, { nombres: 'Dario', creado_en: at(20) });
    const egresada = await aplicante(t, ofertaId, { nombres: 'Elsa', creado_en: at(10) });
    await t.db.update(postulante).set({ ciclo_actual: 6 }).where(eq(postulante.id, decimo.postulanteId));
    await t.db.update(postulante).set({ estado_estudios: 1 }).where(eq(postulante.id, egresada.postulanteId));
    const { resultados } = await preguntar(ofertaId, 'egresados o de último ciclo');
    expect(resultados.map((r) => r.puntaje)).toEqual([100, 100]);
    expect(resultados.map((r) => r.postulacion_id).sort()).toEqual([decimo.postulacionId, egresada.postulacionId].sort());
    expect(resultados.map((r) => r.postulacion_id)).not.toContain(octavo.postulacionId);
    // «técnicos de V ciclo», «universitarios de décimo»: a kind of study without a status is its students only.
    expect((await preguntar(ofertaId, 'universitarios de décimo')).resultados.map((r) => r.postulacion_id)).toEqual([decimo.postulacionId]);
  });

  it('a kindred name or a mere prefix found only in a job’s duties is no sign of the area asked', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Almacén');
    const almacen = await aplicante(t, ofertaId, { nombres: 'Lucho', creado_en: at(30) });
    await experiencia(almacen.postulanteId, 'Auxiliar de almacén', 'Recepción y despacho de mercadería.');
    const produccion = await aplicante(t, ofertaId, { nombres: 'Mirtha', creado_en: at(20) });
    await experiencia(produccion.postulanteId, 'Asistente de producción', 'Control de mermas e inventario de materias primas.');
    const seleccion = await aplicante(t, ofertaId, { nombres: 'Nilo', creado_en: at(10) });
    await experiencia(seleccion.postulanteId, 'Practicante de selección', 'Publicación de avisos y atención al público.');

    expect((await preguntar(ofertaId, 'con experiencia en almacén')).resultados.map((r) => r.postulacion_id)).toEqual([
      almacen.postulacionId,
    ]);
    // «publicidad» and «mercadeo» are kindred names of marketing: «Publicación», «público», «mercadería» are not.
    expect((await preguntar(ofertaId, 'con experiencia en marketing')).resultados).toEqual([]);
    // «inventario» is another form of the area «inventarios»: a warehouse job is of a kindred area, and the very word
    // in the duties still lists its applicant; both below 100 %, each saying why. Selection is neither.
    const { resultados } = await preguntar(ofertaId, 'con experiencia en inventario');
    expect(resultados.map((r) => [r.postulacion_id, r.puntaje])).toEqual([
      [almacen.postulacionId, 99],
      [produccion.postulacionId, 99],
    ]);
    expect(resultados.map((r) => r.razones.find((razon) => razon.criterio === 'experiencia')!.texto)).toEqual([
      'Su puesto es de un área afín a inventarios, no la nombra.',
      'Sus funciones mencionan inventarios, no el nombre de su puesto.',
    ]);
  });

  it('returns only who meets the request, best first, each with its reasons in Spanish', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Logística');
    // Every fixture applicant studies Ingeniería Industrial (university, VIII cycle) and lives in Cayma, Arequipa.
    const nuevo = async (a: Aplicante, logistica: boolean) => {
      const p = await aplicante(t, ofertaId, a);
      if (logistica) await experiencia(p.postulanteId, 'Asistente de logística', 'Control de inventarios y despacho en almacén.');
      return p;
    };
    const avanzado = await nuevo({ nombres: 'Ana', idiomas: [['Inglés', 'avanzado']], afinidad_puesto: 40, creado_en: at(50) }, true);
    const intermedio = await nuevo({ nombres: 'Beto', idiomas: [['Inglés', 'intermedio']], afinidad_puesto: 90, creado_en: at(40) }, true);
    await nuevo({ nombres: 'Carla', idiomas: [['Inglés', 'básico']], creado_en: at(30) }, true);
    await nuevo({ nombres: 'Dante', idiomas: [['Inglés', 'avanzado']], creado_en: at(20) }, false);
    await nuevo({ nombres: 'Elsa', idiomas: [['Inglés', 'avanzado']], id_region: 15, region: 'Lima', creado_en: at(10) }, true);
    const ventas = await nuevo({ nombres: 'Fito', idiomas: [['Inglés', 'avanzado']], creado_en: at(5) }, false);
    await experiencia(ventas.postulanteId, 'Ejecutivo de ventas', 'Cierre de ventas corporativas.');

    const { resultados, bloqueados } = await preguntar(
      ofertaId,
      'estudiantes de ingeniería industrial de Arequipa con inglés intermedio y experiencia en logística',
    );
    expect(bloqueados).toBe(0);
    // Ana's English is above the level asked: she goes first although Beto's affinity is higher.
    expect(resultados.map((r) => r.postulacion_id)).toEqual([avanzado.postulacionId, intermedio.postulacionId]);
    expect(resultados[0]!.puntaje).toBe(100);
    expect(resultados[0]!.razones).toEqual([
      { criterio: 'carrera', texto: 'Carrera: Ingeniería Industrial (pide Ingeniería Industrial).', cumple: true },
      { criterio: 'nivel', texto: 'Nivel: Universitario estudiante.', cumple: true },
      { criterio: 'lugar', texto: 'Vive en Cayma, Arequipa (pide Arequipa).', cumple: true },
      { criterio: 'idioma', texto: 'Inglés: avanzado (pide intermedio o más).', cumple: true },
      { criterio: 'experiencia', texto: 'Tiene experiencia laboral en logística.', cumple: true },
    ]);
  });

  it('keywords are soft: they order the list, never leave anyone out, and never make anyone 100 %', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Minería');
    const dos = await aplicante(t, ofertaId, { nombres: 'Gina' });
    const una = await aplicante(t, ofertaId, { nombres: 'Hugo' });
    const ninguna = await aplicante(t, ofertaId, { nombres: 'Iris' });
    await t.db
      .update(postulante)
      .set({ resumen_profesional: 'Interesada en minería y geología.' })
      .where(eq(postulante.id, dos.postulanteId));
    await t.db
      .update(postulante)
      .set({ resumen_profesional: 'Me interesa la minería subterránea.' })
      .where(eq(postulante.id, una.postulanteId));

    const { resultados } = await preguntar(ofertaId, 'interesados en minería o geología');
    expect(resultados.map((r) => [r.postulacion_id, r.puntaje])).toEqual([
      [dos.postulacionId, 99],
      [una.postulacionId, 75],
      [ninguna.postulacionId, 50],
    ]);
    expect(resultados[1]!.razones).toEqual([
      { criterio: 'palabra_clave', texto: 'Su CV menciona «minería» (se considera, no se exige).', cumple: true },
      { criterio: 'palabra_clave', texto: 'Su CV no menciona «geología» (se considera, no se exige).', cumple: false },
    ]);
  });

  it('an activity asked by its «-ería» noun is found in its person’s word: «minería» in «minera», «consultoría» in «consultor»', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Seguridad');
    const minera = await aplicante(t, ofertaId, { nombres: 'Ana' });
    const consultor = await aplicante(t, ofertaId, { nombres: 'Beto' });
    const ninguno = await aplicante(t, ofertaId, { nombres: 'Ciro' });
    await t.db
      .update(postulante)
      .set({ resumen_profesional: 'Me interesa la seguridad minera.' })
      .where(eq(postulante.id, minera.postulanteId));
    await t.db
      .update(postulante)
      .set({ resumen_profesional: 'Quiero ser consultor ambiental.' })
      .where(eq(postulante.id, consultor.postulanteId));

    // Not the stemmer's «min» of a bare «miner»: «Ministerio» is no sign of mining.
    await t.db
      .update(postulante)
      .set({ resumen_profesional: 'Practiqué en el Ministerio de Trabajo.' })
      .where(eq(postulante.id, ninguno.postulanteId));

    const mineria = await preguntar(ofertaId, 'interesados en la minería');
    expect(mineria.resultados.map((r) => r.postulacion_id)).toEqual([minera.postulacionId, consultor.postulacionId, ninguno.postulacionId]);
    expect(mineria.resultados.map((r) => r.razones[0]!.cumple)).toEqual([true, false, false]);
    expect(mineria.resultados[0]!.razones).toEqual([
      { criterio: 'palabra_clave', texto: 'Su CV menciona «minería» (se considera, no se exige).', cumple: true },
    ]);
    const consultoria = await preguntar(ofertaId, 'interesados en consultoría');
    expect(consultoria.resultados[0]!.postulacion_id).toBe(consultor.postulacionId);
    expect(consultoria.resultados[0]!.razones[0]!.cumple).toBe(true);
  });

  it('exclusions leave out who meets them, never the others: "que no hablen inglés", "sin inglés avanzado"', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Atención');
    const avanzado = await aplicante(t, ofertaId, { nombres: 'Olga', idiomas: [['Inglés', 'avanzado']] });
    const intermedio = await aplicante(t, ofertaId, { nombres: 'Pepe', idiomas: [['Inglés', 'intermedio']] });
    const ninguno = await aplicante(t, ofertaId, { nombres: 'Quique', idiomas: [['Quechua', 'avanzado']] });
    const ids = async (prompt: string) => (await preguntar(ofertaId, prompt)).resultados.map((r) => r.postulacion_id).sort();
    expect(await ids('que no hablen inglés')).toEqual([ninguno.postulacionId]);
    expect(await ids('sin inglés avanzado')).toEqual([intermedio.postulacionId, ninguno.postulacionId].sort());
    expect(await ids('con inglés')).toEqual([avanzado.postulacionId, intermedio.postulacionId].sort());
    expect((await preguntar(ofertaId, 'que no hablen inglés')).resultados[0]!.puntaje).toBe(100);
  });

  it('"sin experiencia en ventas" leaves out a sales job, keeps a sales word in the duties below 100 %, and who has none', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Finanzas');
    const vendedor = await aplicante(t, ofertaId, { nombres: 'Rita', creado_en: at(30) });
    await experiencia(vendedor.postulanteId, 'Ejecutivo de ventas', 'Prospección de clientes y cotizaciones.');
    const contable = await aplicante(t, ofertaId, { nombres: 'Saúl', creado_en: at(20) });
    await experiencia(contable.postulanteId, 'Asistente contable', 'Registro de compras y ventas, conciliaciones.');
    const nuevo = await aplicante(t, ofertaId, { nombres: 'Tania', creado_en: at(10) });

    const { resultados } = await preguntar(ofertaId, 'estudiantes sin experiencia en ventas');
    expect(resultados.map((r) => [r.postulacion_id, r.puntaje])).toEqual([
      [nuevo.postulacionId, 100],
      [contable.postulacionId, 99],
    ]);
    expect(resultados[1]!.razones.find((r) => r.criterio === 'excluir')!.texto).toContain('no se excluye, pero no es seguro');
  });

  it('"que no estén en los últimos ciclos" leaves out the last cycles; "hasta el sexto" is a bound, not an exclusion', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Planeamiento');
    // Fixture applicants are in the VIII cycle (ciclo_actual 4); Uma is in the first one a CV records (≤ V).
    await aplicante(t, ofertaId, { nombres: 'Ulises' });
    const uma = await aplicante(t, ofertaId, { nombres: 'Uma' });
    await t.db.update(postulante).set({ ciclo_actual: 1 }).where(eq(postulante.id, uma.postulanteId));
    const ids = async (prompt: string) => (await preguntar(ofertaId, prompt)).resultados.map((r) => r.postulacion_id);
    expect(await ids('estudiantes que no estén en los últimos ciclos')).toEqual([uma.postulacionId]);
    expect(await ids('estudiantes que no pasen del sexto ciclo')).toEqual([uma.postulacionId]);
    expect((await preguntar(ofertaId, 'estudiantes que no estén en los últimos ciclos')).resultados[0]!.puntaje).toBe(100);
  });

  it('"que no estén en los últimos ciclos" leaves out technical V–VI too; "los últimos ciclos" claims VIII onwards only', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Costos');
    // Fixture applicants are university students in VIII; a technical ciclo_actual n is the cycle n + 2.
    const ulises = await aplicante(t, ofertaId, { nombres: 'Ulises' });
    const tecnicoV = await aplicante(t, ofertaId, { nombres: 'Teo' });
    const tecnicoIV = await aplicante(t, ofertaId, { nombres: 'Tania' });
    await t.db.update(postulante).set({ tipo_carrera: 0, ciclo_actual: 3 }).where(eq(postulante.id, tecnicoV.postulanteId));
    await t.db.update(postulante).set({ tipo_carrera: 0, ciclo_actual: 2 }).where(eq(postulante.id, tecnicoIV.postulanteId));
    const ids = async (prompt: string) => (await preguntar(ofertaId, prompt)).resultados.map((r) => r.postulacion_id).sort();
    // Asked, the narrower reading (a technical V is not a university's VIII); ruled out, the wider one.
    expect(await ids('estudiantes de los últimos ciclos')).toEqual([ulises.postulacionId]);
    expect(await ids('estudiantes que no estén en los últimos ciclos')).toEqual([tecnicoIV.postulacionId]);
  });

  it('nobody is at 100 % when part of the request was set aside, with criteria or without; a refused trait takes nothing', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Costos');
    await aplicante(t, ofertaId, { nombres: 'Vilma', afinidad_puesto: 100 });
    const puntajes = async (prompt: string) => (await preguntar(ofertaId, prompt)).resultados.map((r) => r.puntaje);
    expect(await puntajes('estudiantes de ingeniería industrial')).toEqual([100]);
    // Money, a word no CV holds: the rest is searched, nobody is 100 %.
    expect(await puntajes('estudiantes de ingeniería industrial que acepten 1200 soles')).toEqual([99]);
    expect(await puntajes('estudiantes de ingeniería industrial colegiados')).toEqual([99]);
    // A protected trait is refused and the rest answered as if it had not been written: the same 100 %.
    expect(await puntajes('estudiantes de ingeniería industrial, solteros')).toEqual([100]);
    expect(await puntajes('mujeres estudiantes de ingeniería industrial menores de 25 años')).toEqual([100]);
    // Both: what was not understood still takes the 100 % away.
    expect(await puntajes('estudiantes de ingeniería industrial, solteros, colegiados')).toEqual([99]);
    // Nothing else asked: ordered by the offer's affinity, still below 100 %.
    expect(await puntajes('con carro propio')).toEqual([99]);
  });

  it('"francés o portugués": one of the languages is enough, neither is not; knowing both ranks higher', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Comercio Exterior');
    const portugues = await aplicante(t, ofertaId, { nombres: 'Jana', idiomas: [['Portugués', 'intermedio']], afinidad_puesto: 90 });
    const ambos = await aplicante(t, ofertaId, {
      nombres: 'Kike',
      idiomas: [
        ['Francés', 'básico'],
        ['Portugués', 'intermedio'],
      ],
      afinidad_puesto: 5,
    });
    const frances = await aplicante(t, ofertaId, { nombres: 'Lola', idiomas: [['Francés', 'avanzado']], afinidad_puesto: 10 });
    await aplicante(t, ofertaId, { nombres: 'Mario', idiomas: [['Inglés', 'avanzado']] });
    await aplicante(t, ofertaId, { nombres: 'Nora', idiomas: [['Italiano', 'avanzado']] });

    const { resultados } = await preguntar(ofertaId, 'con francés o portugués');
    // Levels above the one asked break the tie: Lola's French +2; Kike's Portuguese +1 and one more language +1 (his
    // lower affinity puts him after Lola); Jana's Portuguese +1.
    expect(resultados.map((r) => r.postulacion_id)).toEqual([frances.postulacionId, ambos.postulacionId, portugues.postulacionId]);
    expect(resultados.every((r) => r.puntaje === 100)).toBe(true);
    expect(resultados[2]!.razones).toEqual([
      { criterio: 'idioma', texto: 'Francés o Portugués: Portugués intermedio (pide uno de ellos).', cumple: true },
    ]);
    expect(resultados[1]!.razones).toEqual([
      { criterio: 'idioma', texto: 'Francés o Portugués: Francés básico y Portugués intermedio (pide uno de ellos).', cumple: true },
    ]);

    // The level written after the list applies to both: Kike's basic French no longer counts, his Portuguese does.
    const intermedio = await preguntar(ofertaId, 'francés o portugués intermedio');
    expect(intermedio.resultados.map((r) => r.postulacion_id)).toEqual([
      frances.postulacionId,
      portugues.postulacionId,
      ambos.postulacionId,
    ]);
    expect(intermedio.resultados[2]!.razones[0]!.texto).toBe(
      'Francés o Portugués: Portugués intermedio (pide uno de ellos, intermedio o más).',
    );
    expect((await preguntar(ofertaId, 'francés o portugués avanzado')).resultados.map((r) => r.postulacion_id)).toEqual([
      frances.postulacionId,
    ]);
  });

  it('"Excel y SQL o Python": Excel is required, and one of SQL or Python', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Datos');
    const sqlExcel = await aplicante(t, ofertaId, {
      nombres: 'Olga',
      conocimientos: [
        ['Microsoft Excel', 'intermedio'],
        ['SQL', 'básico'],
      ],
      creado_en: at(30),
    });
    const pythonExcel = await aplicante(t, ofertaId, {
      nombres: 'Pablo',
      conocimientos: [
        ['Excel', 'avanzado'],
        ['Python', 'intermedio'],
      ],
      creado_en: at(20),
    });
    await aplicante(t, ofertaId, { nombres: 'Quique', conocimientos: [['Microsoft Excel', 'avanzado']] });
    await aplicante(t, ofertaId, {
      nombres: 'Rosa',
      conocimientos: [
        ['SQL', 'avanzado'],
        ['Python', 'avanzado'],
      ],
    });
    const { resultados } = await preguntar(ofertaId, 'que sepan Excel y SQL o Python');
    expect(resultados.map((r) => r.postulacion_id)).toEqual([pythonExcel.postulacionId, sqlExcel.postulacionId]);
    expect(resultados[1]!.razones).toEqual([
      { criterio: 'conocimiento', texto: 'Microsoft Excel: intermedio (pide conocerlo).', cumple: true },
      { criterio: 'conocimiento', texto: 'SQL o Python: SQL básico (pide uno de ellos).', cumple: true },
    ]);
  });

  it('criteria stored before groups existed (no grupo) read as before: every item required', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Idiomas');
    const ambos = await aplicante(t, ofertaId, {
      idiomas: [
        ['Francés', 'básico'],
        ['Portugués', 'básico'],
      ],
    });
    await aplicante(t, ofertaId, { idiomas: [['Francés', 'avanzado']] });
    const antiguo = {
      ...criteriosVacios(),
      idiomas: [
        { nombre: 'Francés', nivel: null },
        { nombre: 'Portugués', nivel: null },
      ],
    };
    const { resultados } = await rankearPostulantes(t.db, ofertaId, antiguo);
    expect(resultados.map((r) => r.postulacion_id)).toEqual([ambos.postulacionId]);
    expect(resultados[0]!.razones.map((r) => r.texto)).toEqual([
      'Francés: básico (pide conocerlo).',
      'Portugués: básico (pide conocerlo).',
    ]);
  });

  it('two groups in one message: each applicant meets one group whole, none is a mix of both', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Operaciones');
    const vive = async (nombres: string, id_region: number, region: string, ingles: boolean) => {
      const p = await aplicante(t, ofertaId, { nombres, idiomas: ingles ? [['Inglés', 'avanzado']] : [] });
      await t.db.update(postulante).set({ id_region, region }).where(eq(postulante.id, p.postulanteId));
      return p.postulacionId;
    };
    const arequipaIngles = await vive('Olga', 4, 'Arequipa', true);
    const cusco = await vive('Pablo', 8, 'Cusco', false);
    // Of Arequipa without English, and of Cusco with it: neither group is met whole.
    await vive('Rosa', 4, 'Arequipa', false);
    const interprete = crearInterpreteIntegrado(t.db, { now: () => START });
    const prompt = 'los de Arequipa con inglés avanzado y, por otro lado, los de Cusco';
    const c = await interprete.interpretar(prompt);
    expect(c.grupos).toHaveLength(1);
    const r = await resolverConsulta(t.db, ofertaId, c, { pideTodos: false });
    expect(r.resultados.map((x) => [x.postulacion_id, x.puntaje])).toEqual([
      [arequipaIngles, 100],
      [cusco, 100],
    ]);
    expect(r.criterios.grupos?.[0]?.regiones).toEqual([8]);
  });

  it('places are alternatives ("Surco o Arequipa"), unless a region says which Miraflores ("Miraflores, Arequipa")', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Atención al Cliente');
    const vive = async (nombres: string, id_region: number, region: string, provincia: string, distrito: string) => {
      const p = await aplicante(t, ofertaId, { nombres });
      await t.db.update(postulante).set({ id_region, region, provincia, distrito }).where(eq(postulante.id, p.postulanteId));
      return p.postulacionId;
    };
    const surco = await vive('Olga', 15, 'Lima', 'Lima', 'Santiago de Surco');
    const cayma = await vive('Pablo', 4, 'Arequipa', 'Arequipa', 'Cayma');
    const miraLima = await vive('Rosa', 15, 'Lima', 'Lima', 'Miraflores');
    const miraArequipa = await vive('Saúl', 4, 'Arequipa', 'Arequipa', 'Miraflores');
    await vive('Tania', 8, 'Cusco', 'Cusco', 'Wanchaq');
    const ids = async (prompt: string) => (await preguntar(ofertaId, prompt)).resultados.map((r) => r.postulacion_id).sort();

    expect(await ids('de Surco o Arequipa')).toEqual([surco, cayma, miraArequipa].sort());
    expect(await ids('de Miraflores, San Isidro o Arequipa')).toEqual([cayma, miraLima, miraArequipa].sort());
    // A name alone is any place of that name in Peru; with its region, that one only.
    expect(await ids('de Miraflores')).toEqual([miraLima, miraArequipa].sort());
    expect(await ids('de Miraflores, Arequipa')).toEqual([miraArequipa]);
    expect(await ids('que vivan en Miraflores (Lima)')).toEqual([miraLima]);
    expect(await ids('del distrito de Cayma en Arequipa')).toEqual([cayma]);
    // Ruled out on an offer in Arequipa, every Miraflores is ruled out; named with its region, that one only.
    const enArequipa = async (prompt: string) => {
      const interprete = crearInterpreteIntegrado(t.db, { now: () => START });
      const c = await interprete.interpretar(prompt, { id_region: 4 });
      return (await rankearPostulantes(t.db, ofertaId, c)).resultados.map((r) => r.postulacion_id);
    };
    const sinMiraflores = await enArequipa('que no vivan en Miraflores');
    expect(sinMiraflores).not.toContain(miraLima);
    expect(sinMiraflores).not.toContain(miraArequipa);
    expect(sinMiraflores).toContain(cayma);
    expect(await enArequipa('que no vivan en Miraflores de Arequipa')).toContain(miraLima);
    const { resultados } = await preguntar(ofertaId, 'de Miraflores, Arequipa');
    expect(resultados[0]!.razones).toEqual([
      { criterio: 'lugar', texto: 'Vive en Miraflores, Arequipa (pide Miraflores (Arequipa)).', cumple: true },
    ]);
    // A query stored before places were alternatives, with a district and a region (both had to hold), as migration
    // 0011 rewrote it: the district in that region.
    const convertida = { ...criteriosVacios(), distritos: [{ nombre: 'Santiago de Surco', id_region: 4 }] };
    expect((await rankearPostulantes(t.db, ofertaId, convertida)).resultados).toEqual([]);
  });

  it('"Huancayo o El Tambo" is the district Huancayo, not Chilca; a province alone is all of it', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Almacén Huancayo');
    const vive = async (nombres: string, distrito: string) => {
      const p = await aplicante(t, ofertaId, { nombres });
      await t.db
        .update(postulante)
        .set({ id_region: 12, region: 'Junín', provincia: 'Huancayo', distrito })
        .where(eq(postulante.id, p.postulanteId));
      return p.postulacionId;
    };
    const cercado = await vive('Elsa', 'Huancayo');
    const tambo = await vive('Fidel', 'El Tambo');
    const chilca = await vive('Gina', 'Chilca');
    const ids = async (prompt: string) => (await preguntar(ofertaId, prompt)).resultados.map((r) => r.postulacion_id).sort();
    expect(await ids('chicos de Huancayo o El Tambo')).toEqual([cercado, tambo].sort());
    expect(await ids('de Huancayo')).toEqual([cercado, tambo, chilca].sort());
  });

  it('a specific experience area is 100 % only when the title names it; its kindred titles are listed below', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Almacén');
    const almacen = await aplicante(t, ofertaId, { nombres: 'Hugo', creado_en: at(20) });
    await experiencia(almacen.postulanteId, 'Practicante de almacén', 'Kardex e inventarios cíclicos.');
    const logistica = await aplicante(t, ofertaId, { nombres: 'Iris', creado_en: at(10) });
    await experiencia(logistica.postulanteId, 'Asistente de logística', 'Recepción y despacho de mercadería.');
    const puntajes = async (prompt: string) => (await preguntar(ofertaId, prompt)).resultados.map((r) => [r.postulacion_id, r.puntaje]);
    expect(await puntajes('que hayan trabajado en almacén')).toEqual([
      [almacen.postulacionId, 100],
      [logistica.postulacionId, 99],
    ]);
    // The group's own name holds the whole group.
    expect((await puntajes('con experiencia en logística')).map(([, p]) => p)).toEqual([100, 100]);
    const { resultados } = await preguntar(ofertaId, 'que hayan trabajado en almacén');
    expect(resultados[1]!.razones.find((r) => r.criterio === 'experiencia')!.texto).toBe(
      'Su puesto es de un área afín a almacén, no la nombra.',
    );
  });

  it('«en ventas y también en compras» asks for both areas, each in some job; «ventas o compras», for either', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante Comercial');
    const ambos = await aplicante(t, ofertaId, { nombres: 'Rosa', creado_en: at(30) });
    await experiencia(ambos.postulanteId, 'Ejecutivo de ventas', 'Cierre de ventas corporativas.');
    await experiencia(ambos.postulanteId, 'Asistente de compras', 'Órdenes de compra y cotizaciones a proveedores.');
    const soloVentas = await aplicante(t, ofertaId, { nombres: 'Saúl', creado_en: at(20) });
    await experiencia(soloVentas.postulanteId, 'Ejecutivo de ventas', 'Prospección de clientes.');
    const ids = async (prompt: string) => (await preguntar(ofertaId, prompt)).resultados.map((r) => r.postulacion_id);
    expect(await ids('con experiencia en ventas y también en compras')).toEqual([ambos.postulacionId]);
    expect(await ids('con experiencia en ventas o compras')).toEqual([ambos.postulacionId, soloVentas.postulacionId]);
    const { resultados } = await preguntar(ofertaId, 'con experiencia en ventas y también en compras');
    expect(resultados[0]!.razones.find((r) => r.criterio === 'experiencia')!.texto).toBe('Tiene experiencia laboral en ventas y compras.');
  });

  it('an operations job is kindred to logistics: listed below 100 %, never met for sure, never left out by it', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Logística');
    const logistica = await aplicante(t, ofertaId, { nombres: 'Lucía', creado_en: at(30) });
    await experiencia(logistica.postulanteId, 'Asistente de logística', 'Recepción y despacho de mercadería.');
    const operaciones = await aplicante(t, ofertaId, { nombres: 'Mateo', creado_en: at(20) });
    await experiencia(
      operaciones.postulanteId,
      'Practicante de operaciones',
      'Ordené las ubicaciones de la zona de picking y controlé la exactitud de inventario del almacén de insumos.',
    );
    const nadie = await aplicante(t, ofertaId, { nombres: 'Noemí', creado_en: at(10) });
    const puntajes = async (prompt: string) => (await preguntar(ofertaId, prompt)).resultados.map((r) => [r.postulacion_id, r.puntaje]);
    expect(await puntajes('con experiencia en logística')).toEqual([
      [logistica.postulacionId, 100],
      [operaciones.postulacionId, 99],
    ]);
    const { resultados } = await preguntar(ofertaId, 'con experiencia en logística');
    expect(resultados[1]!.razones.find((r) => r.criterio === 'experiencia')!.texto).toBe(
      'Su puesto es de un área afín a logística, no la nombra.',
    );
    // Ruled out: only logistics itself leaves out; the operations job stays, below 100 %.
    expect(await puntajes('que no tengan experiencia en logística')).toEqual([
      [nadie.postulacionId, 100],
      [operaciones.postulacionId, 99],
    ]);
    // Operations asked is operations: a logistics job is not what was asked.
    expect((await puntajes('con experiencia en operaciones')).map(([id]) => id)).toEqual([operaciones.postulacionId]);
  });

  it('a kindred area neither meets a preference for the area nor is left out by its exclusion', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Almacenes');
    const almacen = await aplicante(t, ofertaId, { nombres: 'Andrea', creado_en: at(30) });
    await experiencia(almacen.postulanteId, 'Practicante de almacén', 'Kardex e inventarios cíclicos.');
    const compras = await aplicante(t, ofertaId, { nombres: 'Camila', creado_en: at(20) });
    await experiencia(compras.postulanteId, 'Asistente de compras', 'Órdenes de compra y proveedores.');
    const nadie = await aplicante(t, ofertaId, { nombres: 'Diego', creado_en: at(10) });
    const puntajes = async (prompt: string) => (await preguntar(ofertaId, prompt)).resultados.map((r) => [r.postulacion_id, r.puntaje]);
    // Preferred: only the area itself is met (100 %); the kindred one is not, as the requirement says it (99 %).
    const preferido = await preguntar(ofertaId, 'de preferencia con experiencia en almacén');
    expect(preferido.resultados[0]!.postulacion_id).toBe(almacen.postulacionId);
    expect(preferido.resultados[0]!.puntaje).toBe(100);
    const camila = preferido.resultados.find((r) => r.postulacion_id === compras.postulacionId)!;
    expect(camila.puntaje).toBeLessThan(100);
    expect(camila.razones.find((r) => r.criterio === 'preferencia')!.cumple).toBe(false);
    expect((await puntajes('con experiencia en almacén')).find(([id]) => id === compras.postulacionId)![1]).toBe(99);
    // Ruled out: only the area itself leaves out; the kindred one stays, below 100 %, with why.
    const sinCompras = await preguntar(ofertaId, 'que no tengan experiencia en compras');
    expect(sinCompras.resultados.map((r) => [r.postulacion_id, r.puntaje])).toEqual([
      [nadie.postulacionId, 100],
      [almacen.postulacionId, 99],
    ]);
    expect(sinCompras.resultados[1]!.razones.find((r) => r.criterio === 'excluir')!.texto).toMatch(
      /^Su experiencia es de un área afín a compras/,
    );
    // «excepto los que tienen experiencia…»: left out, never asked (it used to list only them).
    expect((await puntajes('excepto los que tienen experiencia en compras')).map(([id]) => id)).toEqual([
      nadie.postulacionId,
      almacen.postulacionId,
    ]);
    expect(await puntajes('menos los que tienen experiencia')).toEqual([[nadie.postulacionId, 100]]);
  });

  it('an area asked and the same area ruled out agree: only who the first puts at 100 % the second leaves out', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Almacén y Despacho');
    const conTitulo = async (nombres: string, puesto: string, funciones: string) => {
      const p = await aplicante(t, ofertaId, { nombres });
      await experiencia(p.postulanteId, puesto, funciones);
      return p.postulacionId;
    };
    const almacen = await conTitulo('Ana', 'Auxiliar de almacén', 'Recepción y despacho de mercadería.');
    const importaciones = await conTitulo('Beto', 'Asistente de importaciones', 'Seguimiento de embarques y aduanas.');
    const operaciones = await conTitulo('Caro', 'Practicante de operaciones', 'Control de inventario del almacén de insumos.');
    const compras = await conTitulo('Dani', 'Asistente de compras', 'Órdenes de compra y proveedores.');
    const puntajes = async (prompt: string) =>
      new Map((await preguntar(ofertaId, prompt)).resultados.map((r) => [r.postulacion_id, r.puntaje]));
    const pedido = await puntajes('que hayan trabajado en almacén');
    const fuera = await puntajes('que no tengan experiencia en almacén');
    expect(pedido.get(almacen)).toBe(100);
    expect(fuera.has(almacen)).toBe(false);
    for (const id of [importaciones, operaciones, compras]) {
      // Listed by the area only as kindred (below 100 %) or not at all: never left out by its exclusion, never sure.
      if (pedido.has(id)) expect(pedido.get(id)).toBeLessThan(100);
      expect(fuera.has(id)).toBe(true);
      if (pedido.has(id)) expect(fuera.get(id)).toBeLessThan(100);
    }
  });

  it('«mejor si no…» orders those without it first and leaves nobody out; «primero los finalistas» orders too', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Compras');
    const compras = await aplicante(t, ofertaId, { nombres: 'Camila', estado: 3, creado_en: at(30) });
    await experiencia(compras.postulanteId, 'Asistente de compras', 'Órdenes de compra y proveedores.');
    const descartado = await aplicante(t, ofertaId, { nombres: 'Renzo', estado: 1, creado_en: at(20) });
    const nuevo = await aplicante(t, ofertaId, { nombres: 'Ximena', estado: 0, creado_en: at(10) });
    const ids = async (prompt: string) => (await preguntar(ofertaId, prompt)).resultados.map((r) => [r.postulacion_id, r.puntaje]);
    const sinCompras = await ids('mejor si no tienen experiencia en compras');
    expect(sinCompras).toHaveLength(3);
    expect(sinCompras.at(-1)).toEqual([compras.postulacionId, 70]);
    const noDescartados = await ids('mejor si no son descartados');
    expect(noDescartados).toHaveLength(3);
    expect(noDescartados.at(-1)).toEqual([descartado.postulacionId, 70]);
    const { resultados } = await preguntar(ofertaId, 'mejor si no son descartados');
    expect(resultados[0]!.razones).toContainEqual({
      criterio: 'preferencia',
      texto: 'Cumple lo preferido: no descartados (se considera, no se exige).',
      cumple: true,
    });
    const finalistas = await ids('primero los finalistas');
    expect(finalistas[0]).toEqual([compras.postulacionId, 100]);
    expect(finalistas.slice(1).sort()).toEqual(
      [
        [nuevo.postulacionId, 70],
        [descartado.postulacionId, 70],
      ].sort(),
    );
    // Two decisions under one «excepto»: both left out.
    expect(await ids('excepto finalistas y descartados')).toEqual([[nuevo.postulacionId, 100]]);
  });

  it('«que no tengan inglés básico» leaves out that level only: those with none or more stay', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Idiomas');
    const basico = await aplicante(t, ofertaId, { nombres: 'Luis', idiomas: [['Inglés', 'básico']], creado_en: at(30) });
    const intermedio = await aplicante(t, ofertaId, { nombres: 'Mia', idiomas: [['Inglés', 'intermedio']], creado_en: at(20) });
    const ninguno = await aplicante(t, ofertaId, { nombres: 'Kevin', creado_en: at(10) });
    const ids = (await preguntar(ofertaId, 'que no tengan inglés básico')).resultados.map((r) => r.postulacion_id);
    expect(ids.sort()).toEqual([intermedio.postulacionId, ninguno.postulacionId].sort());
    expect(ids).not.toContain(basico.postulacionId);
  });

  it('a CV\'s «≤ V» meets "de V ciclo" only perhaps (below 100 %), and "hasta el V ciclo" for sure', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Costos');
    const uma = await aplicante(t, ofertaId, { nombres: 'Uma' });
    await t.db.update(postulante).set({ ciclo_actual: 1 }).where(eq(postulante.id, uma.postulanteId));
    const puntaje = async (prompt: string) => (await preguntar(ofertaId, prompt)).resultados.map((r) => r.puntaje);
    expect(await puntaje('estudiantes de V ciclo')).toEqual([99]);
    expect(await puntaje('estudiantes hasta el V ciclo')).toEqual([100]);
    expect(await puntaje('estudiantes que no estén en los primeros ciclos')).toEqual([]);
  });

  it('a career ruled out takes its family with it: "que no sean de marketing" leaves out Mercadotecnia', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante Comercial');
    // `claves` is the career as matching compares it (lower case, no accents).
    const estudia = async (nombres: string, carrera: string, claves: string) => {
      const p = await aplicante(t, ofertaId, { nombres });
      await t.db.update(postulante).set({ carrera_actual: carrera, claves }).where(eq(postulante.id, p.postulanteId));
      return p.postulacionId;
    };
    await estudia('Julio', 'Mercadotecnia', 'mercadotecnia');
    await estudia('Kelly', 'Marketing', 'marketing');
    const economia = await estudia('Luis', 'Economía', 'economia');
    expect((await preguntar(ofertaId, 'que no sean de marketing')).resultados.map((r) => r.postulacion_id)).toEqual([economia]);
  });

  it('a specialty named after the career asked is listed below 100 %; the career, its family and joined ones at 100 %', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante Administrativo');
    const estudia = async (nombres: string, carrera: string) => {
      const p = await aplicante(t, ofertaId, { nombres });
      await t.db
        .update(postulante)
        .set({ carrera_actual: carrera, claves: toClave(carrera) })
        .where(eq(postulante.id, p.postulanteId));
      return p.postulacionId;
    };
    const administracion = await estudia('Ana', 'Administración');
    const empresas = await estudia('Beto', 'Administración de Empresas');
    const finanzas = await estudia('Carla', 'Administración y Finanzas');
    const logistica = await estudia('Dino', 'Administración Logística');
    await estudia('Eva', 'Economía');
    const r = await preguntar(ofertaId, 'de administración');
    const puntajes = new Map(r.resultados.map((x) => [x.postulacion_id, x.puntaje]));
    expect(puntajes).toEqual(
      new Map([
        [administracion, 100],
        [empresas, 100],
        [finanzas, 100],
        [logistica, 99],
      ]),
    );
    // Listed after those who meet it fully, saying why.
    expect(r.resultados.at(-1)?.postulacion_id).toBe(logistica);
    expect(r.resultados.at(-1)?.razones.find((x) => x.criterio === 'carrera')?.texto).toContain('una especialidad');
    // Asked by another name of its family, the same list: the family's specialties below 100 % too.
    const otroNombre = await preguntar(ofertaId, 'de administración de empresas');
    expect(otroNombre.resultados.map((x) => [x.postulacion_id, x.puntaje])).toEqual(r.resultados.map((x) => [x.postulacion_id, x.puntaje]));
    // Asked by its own name, the specialty is the career asked.
    expect((await preguntar(ofertaId, 'de administración logística')).resultados.map((x) => [x.postulacion_id, x.puntaje])).toEqual([
      [logistica, 100],
    ]);
  });

  it('«comunicaciones» is Ciencias de la Comunicación: the same career under the name some universities give it', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Comunicaciones');
    const p = await aplicante(t, ofertaId, { nombres: 'Flor' });
    await t.db
      .update(postulante)
      .set({ carrera_actual: 'Ciencias de la Comunicación', claves: toClave('Ciencias de la Comunicación') })
      .where(eq(postulante.id, p.postulanteId));
    for (const prompt of ['de comunicaciones', 'de comunicación', 'de ciencias de la comunicación'])
      expect(
        (await preguntar(ofertaId, prompt)).resultados.map((x) => [x.postulacion_id, x.puntaje]),
        prompt,
      ).toEqual([[p.postulacionId, 100]]);
  });

  it('«comunicadores» also finds the careers named «Comunicación …»: joined ones at 100 %, a specialty below', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Prensa');
    const estudia = async (nombres: string, carrera: string) => {
      const p = await aplicante(t, ofertaId, { nombres });
      await t.db
        .update(postulante)
        .set({ carrera_actual: carrera, claves: toClave(carrera) })
        .where(eq(postulante.id, p.postulanteId));
      return p.postulacionId;
    };
    const ciencias = await estudia('Gina', 'Ciencias de la Comunicación');
    const publicidad = await estudia('Hugo', 'Comunicación y Publicidad');
    const audiovisual = await estudia('Iris', 'Comunicación Audiovisual');
    await estudia('Jaime', 'Ingeniería de Redes y Comunicaciones');
    const r = await preguntar(ofertaId, 'comunicadores');
    expect(new Map(r.resultados.map((x) => [x.postulacion_id, x.puntaje]))).toEqual(
      new Map([
        [ciencias, 100],
        [publicidad, 100],
        [audiovisual, 99],
      ]),
    );
  });

  it('a tool a CV names inside an item of its own is that tool: «que no sepan Excel» leaves out «Modelos financieros en Excel»', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Finanzas');
    const sabe = async (nombres: string, conocimientos: [string, Nivel][]) =>
      (await aplicante(t, ofertaId, { nombres, conocimientos })).postulacionId;
    const modelos = await sabe('Rosa', [['Modelos financieros en Excel', 'avanzado']]);
    const gestion = await sabe('Saúl', [['Excel avanzado para la gestión empresarial', 'avanzado']]);
    const microsoft = await sabe('Tania', [['Microsoft Excel', 'intermedio']]);
    const excelencia = await sabe('Ulises', [['Excelencia operacional', 'avanzado']]);
    const ninguno = await sabe('Vera', [['Word', 'básico']]);
    const ids = async (prompt: string) => (await preguntar(ofertaId, prompt)).resultados.map((r) => r.postulacion_id).sort();
    expect(await ids('que no sepan Excel')).toEqual([excelencia, ninguno].sort());
    expect(await ids('con Excel')).toEqual([modelos, gestion, microsoft].sort());
    // An item that begins with the tool states its level; one that only holds it shows the least level.
    expect(await ids('con Excel avanzado')).toEqual([gestion]);
    expect(await ids('con Excel intermedio')).toEqual([gestion, microsoft].sort());
  });

  it('the technical level, a joined career and a family word meet the career fully; a specialty does not', () => {
    expect(soloEspecialidadDe('enfermeria tecnica', ['enfermeria'])).toBe(false);
    expect(soloEspecialidadDe('contabilidad y finanzas', ['contabilidad'])).toBe(false);
    expect(soloEspecialidadDe('ingenieria de sistemas e informatica', ['ingenieria de sistemas'])).toBe(false);
    expect(soloEspecialidadDe('computacion e informatica', ['informatica'])).toBe(false);
    expect(soloEspecialidadDe('psicologia organizacional', ['psicologia'])).toBe(true);
    // A word typed for every career it begins («ingenieros», «de ingeniería»): each of them fully.
    expect(soloEspecialidadDe('ingenieria industrial', ['ingenieria'])).toBe(false);
    expect(soloEspecialidadDe('mecanica automotriz', ['mecanica'])).toBe(false);
    expect(soloEspecialidadDe('administracion hotelera', ['economia', 'administracion'])).toBe(true);
    expect(soloEspecialidadDe('administracion hotelera', ['administracion hotelera', 'administracion'])).toBe(false);
  });

  it('a district a CV wrote by its usual short name («Surco») is the district asked, to find and to exclude', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Recepción');
    const vive = async (nombres: string, provincia: string, distrito: string) => {
      const p = await aplicante(t, ofertaId, { nombres });
      await t.db.update(postulante).set({ id_region: 15, region: 'Lima', provincia, distrito }).where(eq(postulante.id, p.postulanteId));
      return p.postulacionId;
    };
    const corto = await vive('Ana', 'Lima', 'Surco');
    const largo = await vive('Beto', 'Lima', 'Santiago de Surco');
    // Surco is also a district of Huarochirí: the short name counts only in the province of Lima.
    const huarochiri = await vive('Carla', 'Huarochirí', 'Surco');
    const lince = await vive('Dino', 'Lima', 'Lince');
    const ids = async (prompt: string) => (await preguntar(ofertaId, prompt)).resultados.map((r) => r.postulacion_id).sort();
    expect(await ids('de Surco')).toEqual([corto, largo].sort());
    expect(await ids('de Santiago de Surco')).toEqual([corto, largo].sort());
    expect(await ids('que no sean de Surco')).toEqual([huarochiri, lince].sort());
  });

  it('a preference alone lists everyone, those who meet it first (100 %), nobody at 0 %', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Inteligencia Comercial');
    const sin = await aplicante(t, ofertaId, { nombres: 'Elsa', afinidad_puesto: 90, creado_en: at(30) });
    const con = await aplicante(t, ofertaId, { nombres: 'Fito', conocimientos: [['Power BI', 'intermedio']], creado_en: at(10) });
    const { resultados } = await preguntar(ofertaId, 'de preferencia con Power BI');
    expect(resultados.map((r) => [r.postulacion_id, r.puntaje])).toEqual([
      [con.postulacionId, 100],
      [sin.postulacionId, 70],
    ]);
    expect(resultados[0]!.razones).toEqual([
      { criterio: 'preferencia', texto: 'Cumple lo preferido: Power BI (se considera, no se exige).', cumple: true },
    ]);
    // With a hard criterion, the preference orders those who meet it.
    const { resultados: conArea } = await preguntar(ofertaId, 'estudiantes de ingeniería industrial, ideal con Power BI');
    expect(conArea.map((r) => [r.postulacion_id, r.puntaje])).toEqual([
      [con.postulacionId, 100],
      [sin.postulacionId, 70],
    ]);
  });

  it('an order alone ranks by it, whoever has the value at 100 % (nothing else to meet) and the value said back', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Almacén');
    const novato = await aplicante(t, ofertaId, { nombres: 'Gabo', afinidad_puesto: 95 });
    const veterano = await aplicante(t, ofertaId, { nombres: 'Hilda', afinidad_puesto: 60 });
    await experiencia(veterano.postulanteId, 'Asistente de almacén', 'Inventarios y despacho.');
    const { resultados } = await preguntar(ofertaId, 'primero los que tienen más experiencia');
    expect(resultados.map((r) => [r.postulacion_id, r.puntaje])).toEqual([
      [veterano.postulacionId, 100],
      [novato.postulacionId, 50],
    ]);
    expect(resultados[0]!.razones).toEqual([
      { criterio: 'orden', texto: 'Experiencia laboral: 6 meses (primero los de más experiencia).', cumple: true },
    ]);
    expect(resultados[1]!.razones[0]!.texto).toBe('Experiencia laboral: sin experiencia laboral (primero los de más experiencia).');
  });

  it('«primero los del quinto superior» orders by merit and leaves nobody out (a preference, never a filter)', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Compras');
    const sinMerito = await aplicante(t, ofertaId, { nombres: 'Abel', orden_merito: 0, afinidad_puesto: 90, creado_en: at(40) });
    const tercio = await aplicante(t, ofertaId, { nombres: 'Bea', orden_merito: 4, creado_en: at(30) });
    const quinto = await aplicante(t, ofertaId, { nombres: 'Ciro', orden_merito: 3, creado_en: at(20) });
    const primero = await aplicante(t, ofertaId, { nombres: 'Dora', orden_merito: 1, creado_en: at(10) });
    for (const prompt of ['primero los del quinto superior', 'de preferencia del quinto superior', 'mejor si son del quinto superior']) {
      const { resultados } = await preguntar(ofertaId, prompt);
      expect(resultados.map((r) => [r.postulacion_id, r.puntaje])).toEqual([
        [quinto.postulacionId, 100],
        [primero.postulacionId, 100],
        [sinMerito.postulacionId, 70],
        [tercio.postulacionId, 70],
      ]);
      expect(resultados[0]!.razones).toEqual([
        { criterio: 'preferencia', texto: 'Cumple lo preferido: quinto superior (se considera, no se exige).', cumple: true },
      ]);
    }
    // Asked as such, merit is still a requirement.
    const { resultados } = await preguntar(ofertaId, 'los del quinto superior');
    expect(resultados.map((r) => [r.postulacion_id, r.puntaje])).toEqual([
      [quinto.postulacionId, 100],
      [primero.postulacionId, 100],
    ]);
  });

  it('a count works beside other criteria: «los 2 de ingeniería industrial con más experiencia»', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Tesorería');
    const veterano = await aplicante(t, ofertaId, { nombres: 'Eva', creado_en: at(30) });
    await experiencia(veterano.postulanteId, 'Asistente de tesorería', 'Pagos y conciliaciones.');
    const otro = await aplicante(t, ofertaId, { nombres: 'Fede', experiencia: true, creado_en: at(20) });
    await aplicante(t, ofertaId, { nombres: 'Gala', creado_en: at(10) });
    const c = await crearInterpreteIntegrado(t.db, { now: () => START }).interpretar('los 2 de ingeniería industrial con más experiencia');
    expect(c).toMatchObject({ limite: 2, orden: 'experiencia' });
    expect(c.ignorados).toBeUndefined();
    const r = await resolverConsulta(t.db, ofertaId, c, { pideTodos: false });
    expect(r.resultados).toHaveLength(2);
    expect(new Set(r.resultados.map((x) => x.postulacion_id))).toEqual(new Set([veterano.postulacionId, otro.postulacionId]));
    expect(r.resultados.every((x) => x.puntaje === 100)).toBe(true);
  });

  it('an order by experience: whoever has none to order by is not shown as meeting it, nor at 100 %', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Caja');
    const con = await aplicante(t, ofertaId, { nombres: 'Lia', creado_en: at(30) });
    await experiencia(con.postulanteId, 'Cajera', 'Arqueos de caja.');
    const sin = await aplicante(t, ofertaId, { nombres: 'Mia', creado_en: at(20) });
    const { resultados } = await preguntar(ofertaId, 'los 5 con más experiencia');
    expect(resultados.map((r) => [r.postulacion_id, r.puntaje])).toEqual([
      [con.postulacionId, 100],
      [sin.postulacionId, 50],
    ]);
    expect(resultados[0]!.razones.map((r) => r.cumple)).toEqual([true]);
    expect(resultados[1]!.razones).toEqual([
      { criterio: 'orden', texto: 'Experiencia laboral: sin experiencia laboral (primero los de más experiencia).', cumple: false },
    ]);
  });

  it('«excepto los descartados» and «los que no he revisado»: everyone listed meets it, at 100 %', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Archivo');
    const descartado = await aplicante(t, ofertaId, { nombres: 'Hugo', estado: 1, revisado: 1, afinidad_puesto: 30 });
    const leido = await aplicante(t, ofertaId, { nombres: 'Ines', estado: 2, revisado: 1, afinidad_puesto: 40 });
    const nuevo = await aplicante(t, ofertaId, { nombres: 'Juan', estado: 0, revisado: 0, afinidad_puesto: 95 });
    const excepto = await preguntar(ofertaId, 'excepto los descartados');
    expect(excepto.resultados.map((r) => [r.postulacion_id, r.puntaje])).toEqual([
      [nuevo.postulacionId, 100],
      [leido.postulacionId, 100],
    ]);
    expect(excepto.resultados[1]!.razones).toEqual([
      { criterio: 'estado', texto: 'Decisión: en proceso (pide que no estén descartados).', cumple: true },
    ]);
    // Two decisions ruled out are said as the recruiter asked them: neither one nor the other.
    const ninguno = await preguntar(ofertaId, 'excepto finalistas y descartados');
    expect(ninguno.resultados.find((r) => r.postulacion_id === leido.postulacionId)?.razones).toEqual([
      { criterio: 'estado', texto: 'Decisión: en proceso (pide que no estén descartados ni sean finalistas).', cumple: true },
    ]);
    for (const prompt of ['los que no he revisado', 'sin revisar', 'no leídos', 'pendientes de revisar']) {
      const { resultados } = await preguntar(ofertaId, prompt);
      expect(resultados.map((r) => [r.postulacion_id, r.puntaje])).toEqual([[nuevo.postulacionId, 100]]);
    }
    expect((await preguntar(ofertaId, 'los que no he revisado')).resultados[0]!.razones).toEqual([
      { criterio: 'revisado', texto: 'Aún no lo revisas (sin leer).', cumple: true },
    ]);
    const ya = await preguntar(ofertaId, 'los que ya revisé');
    expect(ya.resultados.map((r) => r.postulacion_id).sort()).toEqual([descartado.postulacionId, leido.postulacionId].sort());
  });

  it('«primero los no leídos» and «de preferencia con experiencia» order; nobody is left out', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Caja');
    const leido = await aplicante(t, ofertaId, { nombres: 'Kike', revisado: 1, experiencia: true, creado_en: at(30) });
    const nuevo = await aplicante(t, ofertaId, { nombres: 'Lola', revisado: 0, creado_en: at(10) });
    for (const prompt of ['primero los no leídos', 'ordena primero los que aún no reviso', 'primero los que no he revisado']) {
      const { resultados } = await preguntar(ofertaId, prompt);
      expect(
        resultados.map((r) => [r.postulacion_id, r.puntaje]),
        prompt,
      ).toEqual([
        [nuevo.postulacionId, 100],
        [leido.postulacionId, 70],
      ]);
    }
    for (const prompt of ['de preferencia con experiencia', 'mejor si tienen experiencia laboral']) {
      const { resultados } = await preguntar(ofertaId, prompt);
      expect(
        resultados.map((r) => [r.postulacion_id, r.puntaje]),
        prompt,
      ).toEqual([
        [leido.postulacionId, 100],
        [nuevo.postulacionId, 70],
      ]);
    }
  });

  it('on an offer that is not featured, the affinity neither scores, orders nor is said', async () => {
    const ofertaId = await ofertaGratis(t, organizacionId, 'Practicante de Recepción');
    const tarde = await aplicante(t, ofertaId, { afinidad_puesto: 94, creado_en: at(1) });
    const temprano = await aplicante(t, ofertaId, { afinidad_puesto: 40, creado_en: at(60) });
    const interprete = crearInterpreteIntegrado(t.db, { now: () => START });
    const r = await resolverConsulta(t.db, ofertaId, await interprete.interpretar('todos los postulantes'), {
      pideTodos: true,
      afinidad: false,
    });
    expect(r.resultados.map((x) => [x.postulacion_id, x.puntaje])).toEqual([
      [temprano.postulacionId, 100],
      [tarde.postulacionId, 100],
    ]);
    expect(JSON.stringify(r.resultados)).not.toMatch(/afinidad/);
    const orden = await resolverConsulta(t.db, ofertaId, await interprete.interpretar('primero los de más afinidad'), {
      pideTodos: false,
      afinidad: false,
    });
    expect(orden.criterios.orden ?? null).toBeNull();
    expect(JSON.stringify(orden.resultados)).not.toMatch(/afinidad/);
  });

  it('with no criteria, orders by the offer’s affinity, then by arrival', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Operaciones');
    const tarde = await aplicante(t, ofertaId, { afinidad_puesto: 70, creado_en: at(1) });
    const temprano = await aplicante(t, ofertaId, { afinidad_puesto: 70, creado_en: at(60) });
    const alto = await aplicante(t, ofertaId, { afinidad_puesto: 95, creado_en: at(30) });
    const sinPuntaje = await aplicante(t, ofertaId, { afinidad_puesto: null, creado_en: at(90) });
    const { resultados } = await preguntar(ofertaId, 'muéstrame a todos los postulantes');
    expect(resultados.map((r) => r.postulacion_id)).toEqual([
      alto.postulacionId,
      temprano.postulacionId,
      tarde.postulacionId,
      sinPuntaje.postulacionId,
    ]);
    expect(resultados[0]).toMatchObject({ puntaje: 95, razones: [{ criterio: 'afinidad', cumple: true }] });
  });

  it('treats hostile text as words: nothing is interpolated into SQL', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Seguridad');
    const p = await aplicante(t, ofertaId);
    // Words nobody mentions are noise and left out: the applicant is still listed, by affinity.
    const { resultados } = await preguntar(ofertaId, "O'Reilly'); drop table postulante; -- \\ & | ! :* <-> %_");
    expect(resultados.map((r) => r.postulacion_id)).toEqual([p.postulacionId]);
    const c = { ...criteriosVacios(), carreras: ["x' or '1'='1"], distritos: ['%'], experiencia_en: ["'):* | !"] };
    await expect(rankearPostulantes(t.db, ofertaId, c)).resolves.toEqual({ resultados: [], bloqueados: 0, sinCoincidencia: [] });
    const filas = (await t.db.execute(sql`select count(*)::int as n from postulante`)) as unknown as { rows: { n: number }[] };
    expect(filas.rows[0]!.n).toBeGreaterThan(0);
  });
});

describe('who is searched', () => {
  it('leaves out the applications a free offer hides and counts them, until its featured payment is validated', async () => {
    const ofertaId = await ofertaGratis(t, organizacionId, 'Practicante de Almacén');
    const visibles = [];
    for (let i = 0; i < 3; i++) visibles.push(await aplicante(t, ofertaId, { creado_en: at(100 - i) }));
    const ocultas = [];
    for (let i = 0; i < 2; i++) ocultas.push(await aplicante(t, ofertaId, { estado_evaluacion: 3, creado_en: at(50 - i) }));
    const cancelada = await aplicante(t, ofertaId, { eliminado_en: START, creado_en: at(10) });

    let r = await preguntar(ofertaId, 'estudiantes de ingeniería industrial');
    expect(r.bloqueados).toBe(2);
    expect(new Set(r.resultados.map((x) => x.postulacion_id))).toEqual(new Set(visibles.map((v) => v.postulacionId)));

    await t.db.update(oferta).set({ tipo: 1, estado_pago: 1, destacado_desde: START }).where(eq(oferta.id, ofertaId));
    r = await preguntar(ofertaId, 'estudiantes de ingeniería industrial');
    expect(r.bloqueados).toBe(0);
    expect(r.resultados.map((x) => x.postulacion_id).sort()).toEqual([...visibles, ...ocultas].map((v) => v.postulacionId).sort());
    expect(r.resultados.some((x) => x.postulacion_id === cancelada.postulacionId)).toBe(false);
  });

  it('searches the CV as it is now: the search document follows every edit', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Distribución');
    const p = await aplicante(t, ofertaId);
    const pedir = () => preguntar(ofertaId, 'con experiencia en distribución');
    expect((await pedir()).resultados).toEqual([]);
    await experiencia(p.postulanteId, 'Practicante', 'Distribución de pedidos a tiendas.');
    expect((await pedir()).resultados.map((r) => r.postulacion_id)).toEqual([p.postulacionId]);
    await t.db
      .update(experienciaLaboral)
      .set({ funciones: 'Atención en caja.' })
      .where(eq(experienciaLaboral.postulante_id, p.postulanteId));
    expect((await pedir()).resultados).toEqual([]);
    await t.db.delete(experienciaLaboral).where(eq(experienciaLaboral.postulante_id, p.postulanteId));
    expect((await preguntar(ofertaId, 'sin experiencia')).resultados.map((r) => r.postulacion_id)).toEqual([p.postulacionId]);
  });
});

describe('a job title asked is met at 100 % by that title only', () => {
  it('a title that holds an area’s name is its own words, not the whole area', () => {
    expect(consultaAreaPropia('promotor de ventas')).toBe(consultaPrefijo('promotor de ventas'));
    expect(consultaAreaPropia('asistente contable')).toBe(consultaPrefijo('asistente contable'));
    // The area itself, or the group named with a filler, is still the group.
    expect(consultaAreaPropia('ventas')).not.toBe(consultaPrefijo('ventas'));
    expect(consultaAreaPropia('logística')).not.toBe(consultaPrefijo('logística'));
  });
});

describe('an area asked in the plural is the singular title too', () => {
  it('«con experiencia en almacenes» meets «Practicante de almacén» at 100 %, as «en almacén» does', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Almacenes');
    const p = await aplicante(t, ofertaId);
    await experiencia(p.postulanteId, 'Practicante de almacén', 'Recepción y despacho de mercadería.');
    for (const pedido of ['con experiencia en almacenes', 'con experiencia en almacén']) {
      const r = await preguntar(ofertaId, pedido);
      expect(
        r.resultados.map((x) => [x.postulacion_id, x.puntaje]),
        pedido,
      ).toEqual([[p.postulacionId, 100]]);
    }
  });
});

describe('a minimum length of experience', () => {
  async function trabajo(postulanteId: number, puesto: string, fecha_inicio: string, fecha_salida: string) {
    await t.db.insert(experienciaLaboral).values({
      postulante_id: postulanteId,
      nombre_empresa: 'Comercial Andina S.A.C.',
      puesto,
      funciones: 'Atención y reportes.',
      fecha_inicio,
      fecha_salida,
    });
  }

  it('«al menos un año»: the months of every job, last day included, summed and rounded; said back', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Logística');
    const seisMeses = await aplicante(t, ofertaId, { nombres: 'Rosa' });
    await trabajo(seisMeses.postulanteId, 'Asistente de ventas', '2025-01-01', '2025-06-30');
    const dosTrabajos = await aplicante(t, ofertaId, { nombres: 'Luis' });
    await trabajo(dosTrabajos.postulanteId, 'Asistente de ventas', '2024-01-01', '2024-06-30');
    await trabajo(dosTrabajos.postulanteId, 'Asistente de logística', '2024-09-01', '2025-05-31');
    const sinNada = await aplicante(t, ofertaId, { nombres: 'Ana' });
    const { resultados } = await preguntar(ofertaId, 'con al menos un año de experiencia');
    expect(resultados.map((r) => [r.postulacion_id, r.puntaje])).toEqual([[dosTrabajos.postulacionId, 100]]);
    expect(resultados[0]!.razones).toEqual([
      { criterio: 'experiencia', texto: 'Experiencia laboral: 1 año y 3 meses (pide al menos 1 año).', cumple: true },
    ]);
    const seis = await preguntar(ofertaId, 'mínimo 6 meses de experiencia');
    expect(seis.resultados.map((r) => r.postulacion_id).sort()).toEqual([seisMeses.postulacionId, dosTrabajos.postulacionId].sort());
    expect(seis.resultados.find((r) => r.postulacion_id === seisMeses.postulacionId)!.razones[0]!.texto).toBe(
      'Experiencia laboral: 6 meses (pide al menos 6 meses).',
    );
    // «más de 6 meses» is strictly more: 7 months or more.
    const mas = await preguntar(ofertaId, 'con más de 6 meses de experiencia');
    expect(mas.resultados.map((r) => r.postulacion_id)).toEqual([dosTrabajos.postulacionId]);
    expect(resultados.some((r) => r.postulacion_id === sinNada.postulacionId)).toBe(false);
  });

  it('«experiencia mínima de 1 año en logística» counts the months of the jobs in that area only', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, organizacionId, 'Practicante de Almacén');
    const mixto = await aplicante(t, ofertaId, { nombres: 'Pedro' });
    await trabajo(mixto.postulanteId, 'Asistente de ventas', '2023-01-01', '2023-12-31');
    await trabajo(mixto.postulanteId, 'Asistente de logística', '2024-01-01', '2024-06-30');
    const logistico = await aplicante(t, ofertaId, { nombres: 'Julia' });
    await trabajo(logistico.postulanteId, 'Asistente de logística', '2024-01-01', '2024-12-31');
    const { resultados } = await preguntar(ofertaId, 'experiencia mínima de 1 año en logística');
    expect(resultados.map((r) => [r.postulacion_id, r.puntaje])).toEqual([[logistico.postulacionId, 100]]);
    expect(resultados[0]!.razones.map((r) => r.texto)).toEqual(['Experiencia laboral en logística: 1 año (pide al menos 1 año).']);
  });
});
