/**
 * The assistant's evaluation through the API (eval/http.ts, `npm run eval:asistente:http`) measures what the direct
 * evaluation measures: on one small generated pool, requests of every kind asked both ways (through the interpreter
 * and the ranking, and through the real app listening on 127.0.0.1 as a signed-in recruiter, the whole list read
 * page by page) give the same figures, request by request and kind by kind. And the reader of the demo mode
 * (eval/demo.ts) reads an applicant's facts back from the database as the generator made them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers.ts';
import type { Database } from '../src/db/client.ts';
import { cargarPool } from './cargar.ts';
import { AHORA_EVALUACION, CONSULTAS_NEGATIVAS } from './consultas.ts';
import { CONSULTAS_RESERVADAS } from './consultas-reservadas.ts';
import { hechosSinVariar, leerPostulantes, noMedibleEnDemo } from './demo.ts';
import { evaluarPorTipo, type ConsultaPorTipo, type MedidaConsulta } from './evaluar.ts';
import { estadoEnEval, generarPool } from './generador.ts';
import { evaluarPoolPorHttp } from './http.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const POSTULANTES = 60;
const reservadas = (...ids: string[]) => CONSULTAS_RESERVADAS.filter((q) => ids.includes(q.id));
/** What a request's figures are, without the time it took or the sentence describing the criteria. */
const cifras = ({ ms: _ms, consulta_texto: _t, ...m }: MedidaConsulta) => m;

describe('the assistant’s evaluation over HTTP', () => {
  // The app, a login and two dozen requests each way: on two cores shared with other suites, more than the default.
  it('gives, through the real app as a recruiter calls it, the figures of the direct evaluation', async () => {
    const conjuntos: Record<'desarrollo' | 'reservado', ConsultaPorTipo[]> = {
      // Plain, negation with a count, partly understood, off-topic, a protected trait beside criteria, a spelling
      // variant beside its clean request, and a long list (read over several pages).
      reservado: reservadas('P15', 'N01', 'N14', 'Q01', 'F01', 'R02', 'O08', 'N06'),
      // Development requests whose answers are checked against what they must say.
      desarrollo: CONSULTAS_NEGATIVAS.slice(0, 2).map((q) => ({ ...q, tipo: 'fuera' as const })),
    };
    const directo = await evaluarPorTipo(database.db, { postulantes: POSTULANTES, conjuntos });
    const http = await evaluarPoolPorHttp(database, { postulantes: POSTULANTES, conjuntos });
    expect(http.postulantes).toBe(POSTULANTES);
    for (const k of ['reservado', 'desarrollo'] as const) {
      expect(http.conjuntos[k].consultas.map(cifras)).toEqual(directo.conjuntos[k].consultas.map(cifras));
      expect(http.conjuntos[k].tipos).toEqual(directo.conjuntos[k].tipos);
      expect(http.conjuntos[k].noMedibles).toEqual([]);
    }
    // The measure is not empty: someone was expected and found, a list ran past the first page.
    const todos = http.conjuntos.reservado.consultas.find((m) => m.id === 'N06')!;
    expect(todos.devueltos).toBeGreaterThan(10);
    expect(todos.correctos).toBeGreaterThan(10);
    expect(http.tiempos.length).toBeGreaterThanOrEqual(10);
  }, 180_000);

  it('reads each applicant’s facts back from the database as the generator made them', async () => {
    const pool = generarPool(40, 7, AHORA_EVALUACION.getUTCFullYear());
    const { ofertaId } = await cargarPool(database.db, pool, { etiqueta: `leer-${Date.now().toString(36)}`, now: AHORA_EVALUACION });
    const leidos = await leerPostulantes(database.db, ofertaId);
    expect(leidos.pool).toHaveLength(pool.length);
    leidos.pool.forEach((p, i) => {
      const original = pool[i]!;
      // `n` is the reading order's, chosen so that the decision read is the application's.
      expect(estadoEnEval(p)).toBe(estadoEnEval(original));
      // Interests are read from the summary and project names, in the list's order.
      const orden = (xs: string[]) => [...xs].sort();
      expect({ ...p, n: original.n, intereses: orden(p.intereses) }).toEqual({ ...original, intereses: orden(original.intereses) });
      expect(leidos.postulaciones.has(p.n)).toBe(true);
    });
  });

  it('leaves out of the demo figures a request about a fact nobody differs in, or that nobody meets', () => {
    const pool = generarPool(40, 3, AHORA_EVALUACION.getUTCFullYear()).map((p) => ({ ...p, licencia: false }));
    const sinVariar = hechosSinVariar(pool);
    const [brevete, limaSinLicencia, ceviche, lima] = reservadas('P15', 'N11', 'F01', 'R02');
    expect(noMedibleEnDemo(brevete!, pool, sinVariar, 0)).toMatch(/licencia/);
    expect(noMedibleEnDemo(limaSinLicencia!, pool, sinVariar, 12)).toMatch(/licencia/);
    expect(noMedibleEnDemo(ceviche!, pool, sinVariar, 0)).toBeNull();
    expect(noMedibleEnDemo(lima!, pool, sinVariar, 12)).toBeNull();
    expect(noMedibleEnDemo({ ...lima!, tipo: 'plano', sinRasgo: undefined }, pool, sinVariar, 0)).toMatch(/ningún postulante/);
  });
});
