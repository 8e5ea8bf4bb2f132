/**
 * The held-out sets written blind after the first (eval/consultas-reservadas-segunda.ts to -decimoquinta.ts;
 * docs/assistant-ranking.md «The held-out set's third version and a second held-out set», «The third held-out set»,
 * «The fourth and fifth held-out sets», «The sixth held-out set», «The seventh held-out set», «The eighth held-out set», «The ninth held-out set», «The tenth held-out set», «The eleventh held-out set», «The twelfth held-out set», «The thirteenth held-out set», «The fourteenth held-out set», «The fifteenth held-out set»): that each file is the frozen one (its SHA-256),
 * that it holds enough requests of each kind with their own ids and none of an earlier set's words, and that each
 * request's expected applicants are a plausible set of the pool. The targets of those that decide run with the first
 * set's (reservadas.test.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AHORA_EVALUACION } from './consultas.ts';
import { CONSULTAS_RESERVADAS, type ConsultaReservada, type TipoReservada } from './consultas-reservadas.ts';
import { CONSULTAS_RESERVADAS_SEGUNDA, MINIMOS_RESERVADAS_SEGUNDA } from './consultas-reservadas-segunda.ts';
import { CONSULTAS_RESERVADAS_TERCERA, MINIMOS_RESERVADAS_TERCERA } from './consultas-reservadas-tercera.ts';
import { CONSULTAS_RESERVADAS_CUARTA, MINIMOS_RESERVADAS_CUARTA } from './consultas-reservadas-cuarta.ts';
import { CONSULTAS_RESERVADAS_QUINTA, MINIMOS_RESERVADAS_QUINTA } from './consultas-reservadas-quinta.ts';
import { CONSULTAS_RESERVADAS_SEXTA, MINIMOS_RESERVADAS_SEXTA } from './consultas-reservadas-sexta.ts';
import { CONSULTAS_RESERVADAS_SEPTIMA, MINIMOS_RESERVADAS_SEPTIMA } from './consultas-reservadas-septima.ts';
import { CONSULTAS_RESERVADAS_OCTAVA, MINIMOS_RESERVADAS_OCTAVA } from './consultas-reservadas-octava.ts';
import { CONSULTAS_RESERVADAS_NOVENA, MINIMOS_RESERVADAS_NOVENA } from './consultas-reservadas-novena.ts';
import { CONSULTAS_RESERVADAS_DECIMA, MINIMOS_RESERVADAS_DECIMA } from './consultas-reservadas-decima.ts';
import { CONSULTAS_RESERVADAS_UNDECIMA, MINIMOS_RESERVADAS_UNDECIMA } from './consultas-reservadas-undecima.ts';
import { CONSULTAS_RESERVADAS_DUODECIMA, MINIMOS_RESERVADAS_DUODECIMA } from './consultas-reservadas-duodecima.ts';
import { CONSULTAS_RESERVADAS_DECIMOTERCERA, MINIMOS_RESERVADAS_DECIMOTERCERA } from './consultas-reservadas-decimotercera.ts';
import { CONSULTAS_RESERVADAS_DECIMOCUARTA, MINIMOS_RESERVADAS_DECIMOCUARTA } from './consultas-reservadas-decimocuarta.ts';
import { CONSULTAS_RESERVADAS_DECIMOQUINTA, MINIMOS_RESERVADAS_DECIMOQUINTA } from './consultas-reservadas-decimoquinta.ts';
import { TIPOS } from './evaluar.ts';
import { generarPool } from './generador.ts';

interface SetCiego {
  archivo: string;
  /** The SHA-256 recorded in docs/assistant-ranking.md when the set was frozen. Never update it to fit the parser. */
  hash: string;
  consultas: ConsultaReservada[];
  minimos: Record<TipoReservada, number>;
}

/** In the order they were written: each must not repeat the words of the first set nor of any blind set before it. */
const ESCRITOS: SetCiego[] = [
  {
    archivo: 'consultas-reservadas-segunda.ts',
    hash: '04e90de04b108528adc7c15c2c851a34a70daeadeeae9df432fff2e6bebf8f83',
    consultas: CONSULTAS_RESERVADAS_SEGUNDA,
    minimos: MINIMOS_RESERVADAS_SEGUNDA,
  },
  {
    archivo: 'consultas-reservadas-tercera.ts',
    hash: 'a0714728f89bb2f28aed0c78778abaf0a2269101825d87bbab16536bd8aad3f1',
    consultas: CONSULTAS_RESERVADAS_TERCERA,
    minimos: MINIMOS_RESERVADAS_TERCERA,
  },
  {
    archivo: 'consultas-reservadas-cuarta.ts',
    hash: '2a3b700e4038b9b956205d1be94a3a2effa65585fe7329e917e724bf14d2d47d',
    consultas: CONSULTAS_RESERVADAS_CUARTA,
    minimos: MINIMOS_RESERVADAS_CUARTA,
  },
  {
    archivo: 'consultas-reservadas-quinta.ts',
    hash: '5fe26b91c5480f6b34df094fcbbac2ab2e46ffc13c498f2564e6b37c9a649f91',
    consultas: CONSULTAS_RESERVADAS_QUINTA,
    minimos: MINIMOS_RESERVADAS_QUINTA,
  },
  {
    archivo: 'consultas-reservadas-sexta.ts',
    hash: '0e26657ddf02f497779726599a137b229c2fc674812df2bf3b9986e4ee7d3707',
    consultas: CONSULTAS_RESERVADAS_SEXTA,
    minimos: MINIMOS_RESERVADAS_SEXTA,
  },
  {
    archivo: 'consultas-reservadas-septima.ts',
    hash: '5760eb7dfac7674a295d35d7619f62ea68bdfebc242f1a671da23254c57999a4',
    consultas: CONSULTAS_RESERVADAS_SEPTIMA,
    minimos: MINIMOS_RESERVADAS_SEPTIMA,
  },
  {
    archivo: 'consultas-reservadas-octava.ts',
    hash: '2f1596f579530510a083bb3f497b20cea0fc1e57b178b9f6521a81f3dd13b4bb',
    consultas: CONSULTAS_RESERVADAS_OCTAVA,
    minimos: MINIMOS_RESERVADAS_OCTAVA,
  },
  {
    archivo: 'consultas-reservadas-novena.ts',
    hash: '0246cbddd8ab17082b519ffa2951dad5fdd551a67e15b41c624225ae8986c242',
    consultas: CONSULTAS_RESERVADAS_NOVENA,
    minimos: MINIMOS_RESERVADAS_NOVENA,
  },
  {
    archivo: 'consultas-reservadas-decima.ts',
    hash: '7286f0601f2e6e624ce7b8d36945408afdfbc0abcc798bfe9ee18b4b7c253196',
    consultas: CONSULTAS_RESERVADAS_DECIMA,
    minimos: MINIMOS_RESERVADAS_DECIMA,
  },
  {
    archivo: 'consultas-reservadas-undecima.ts',
    hash: 'ccfef81a078fbc1b3ae24d51ec0be9fbd2d29f4dd6964ec4a2197739eb10e2bb',
    consultas: CONSULTAS_RESERVADAS_UNDECIMA,
    minimos: MINIMOS_RESERVADAS_UNDECIMA,
  },
  {
    archivo: 'consultas-reservadas-duodecima.ts',
    hash: 'bbd6134da695a24b4092e6980d2f2f433e2b5cd9e8ed6020cb14a0fe0fd53c9b',
    consultas: CONSULTAS_RESERVADAS_DUODECIMA,
    minimos: MINIMOS_RESERVADAS_DUODECIMA,
  },
  {
    archivo: 'consultas-reservadas-decimotercera.ts',
    hash: '66a23e387d4c9b05c44249d1f3c014b0ddd96c3c4500f1f5ae4755f5e6a8c8db',
    consultas: CONSULTAS_RESERVADAS_DECIMOTERCERA,
    minimos: MINIMOS_RESERVADAS_DECIMOTERCERA,
  },
  {
    archivo: 'consultas-reservadas-decimocuarta.ts',
    hash: '3acfbf2fd0dd2574ab77ad00a7950411a9ab77a4daf151f3ba218fae2f05e037',
    consultas: CONSULTAS_RESERVADAS_DECIMOCUARTA,
    minimos: MINIMOS_RESERVADAS_DECIMOCUARTA,
  },
  {
    archivo: 'consultas-reservadas-decimoquinta.ts',
    hash: '5a78f52f4501094123549f4f9bd1ace2fef48f4ececb3bbdfe7c057b4e099f3c',
    consultas: CONSULTAS_RESERVADAS_DECIMOQUINTA,
    minimos: MINIMOS_RESERVADAS_DECIMOQUINTA,
  },
];

const SETS = ESCRITOS.map((set, n) => ({
  ...set,
  anteriores: [...CONSULTAS_RESERVADAS, ...ESCRITOS.slice(0, n).flatMap((x) => x.consultas)],
}));

describe.each(SETS)('the held-out set $archivo', ({ archivo, hash, consultas, minimos, anteriores }) => {
  it('is the frozen file, byte for byte', () => {
    const texto = readFileSync(new URL(`./${archivo}`, import.meta.url));
    expect(createHash('sha256').update(texto).digest('hex')).toBe(hash);
  });

  it('holds at least 150 requests, enough of each kind, each with its own id, none of an earlier set’s', () => {
    for (const t of TIPOS) expect(consultas.filter((x) => x.tipo === t).length, t).toBeGreaterThanOrEqual(minimos[t]);
    expect(consultas.length).toBeGreaterThanOrEqual(150);
    expect(new Set(consultas.map((x) => x.id)).size).toBe(consultas.length);
    const antes = new Set(anteriores.map((x) => x.prompt.toLowerCase()));
    expect(consultas.filter((x) => antes.has(x.prompt.toLowerCase())).map((x) => x.id)).toEqual([]);
    for (const x of consultas.filter((y) => y.tipo === 'ortografia')) expect(x.limpia, x.id).toBeTruthy();
  });

  it('expects nobody for off-topic and trait-only requests, and a plausible set of the pool for every other', () => {
    const pool = generarPool(1500, undefined, AHORA_EVALUACION.getUTCFullYear()).filter((p) => !p.cancelada);
    for (const q of consultas) {
      const n = pool.filter((p) => q.correcto(p)).length;
      if (q.tipo === 'fuera' || (q.tipo === 'protegido' && !q.sinRasgo)) expect(n, `${q.id} ${q.prompt}`).toBe(0);
      else {
        expect(n, `${q.id} ${q.prompt}`).toBeGreaterThan(0);
        expect(n, `${q.id} ${q.prompt}`).toBeLessThan(pool.length);
      }
      if (q.primero) expect(pool.filter((p) => q.correcto(p) && q.primero!(p)).length, q.id).toBeGreaterThan(0);
    }
  });
});
