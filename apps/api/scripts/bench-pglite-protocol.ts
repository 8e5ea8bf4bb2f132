/**
 * CPU per statement through PGlite: its own `query` against cheaper ways to speak the extended protocol.
 * Usage: node --import tsx apps/api/scripts/bench-pglite-protocol.ts [N]
 */
import { PGlite, parse, protocol, types } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

const N = Number(process.argv[2] ?? 5000);
const ser = protocol.serialize;
const drizzleConfig = {
  rowMode: 'array' as const,
  parsers: { [types.TIMESTAMP]: (v: string) => v, [types.TIMESTAMPTZ]: (v: string) => v, [types.DATE]: (v: string) => v },
};

const pg = await PGlite.create();
await pg.exec(
  `CREATE TABLE t (id uuid PRIMARY KEY, name text NOT NULL, n int NOT NULL, data jsonb, created timestamptz NOT NULL DEFAULT now());`,
);

type Runner = (sql: string, params: unknown[]) => Promise<unknown>;
const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
};
const serialize = (params: unknown[], typeIds: number[]) =>
  params.map((v, i) => {
    if (v == null) return null;
    const s = (pg.serializers as Record<number, (x: unknown) => string>)[typeIds[i]!];
    return s ? s(v) : String(v);
  });
const run = async (buf: Uint8Array) => pg.execProtocolStream(buf, { syncToFs: false });

const base: Runner = (sql, params) => pg.query(sql, params, drizzleConfig);
// (a) two calls: Parse+Describe(S)+Flush, then Bind+Describe(P)+Execute+Sync.
const twoCalls: Runner = (sql, params) =>
  pg.runExclusive(async () => {
    const m1 = await run(concat([ser.parse({ text: sql }), ser.describe({ type: 'S' }), ser.flush()]));
    const typeIds = parse.parseDescribeStatementResults(m1);
    const m2 = await run(
      concat([ser.bind({ values: serialize(params, typeIds) }), ser.describe({ type: 'P' }), ser.execute({}), ser.sync()]),
    );
    return parse.parseResults([...m1, ...m2], pg.parsers, drizzleConfig)[0];
  });
// (b) one call, parameter types cached per SQL text.
const typesCache = new Map<string, number[]>();
const oneCall: Runner = (sql, params) =>
  pg.runExclusive(async () => {
    let typeIds = typesCache.get(sql);
    if (!typeIds) {
      const m = await run(concat([ser.parse({ text: sql }), ser.describe({ type: 'S' }), ser.sync()]));
      typeIds = parse.parseDescribeStatementResults(m);
      typesCache.set(sql, typeIds);
    }
    const msgs = await run(
      concat([
        ser.parse({ text: sql, types: typeIds }),
        ser.bind({ values: serialize(params, typeIds) }),
        ser.describe({ type: 'P' }),
        ser.execute({}),
        ser.sync(),
      ]),
    );
    return parse.parseResults(msgs, pg.parsers, drizzleConfig)[0];
  });
// (c) named statements per SQL text: Bind+Describe(P)+Execute+Sync.
const named = new Map<string, { name: string; typeIds: number[]; rowDesc?: BackendMessage }>();
const namedRunner =
  (cacheRowDescription: boolean): Runner =>
  (sql, params) =>
    pg.runExclusive(async () => {
      let st = named.get(sql);
      if (!st) {
        const name = `s${named.size}`;
        const m = await run(concat([ser.parse({ name, text: sql }), ser.describe({ type: 'S', name }), ser.sync()]));
        st = { name, typeIds: parse.parseDescribeStatementResults(m), rowDesc: m.find((x) => x.name === 'rowDescription') };
        named.set(sql, st);
      }
      const bind = ser.bind({ statement: st.name, values: serialize(params, st.typeIds) });
      if (cacheRowDescription) {
        const msgs = await run(concat([bind, ser.execute({}), ser.sync()]));
        return parse.parseResults(st.rowDesc ? [st.rowDesc, ...msgs] : msgs, pg.parsers, drizzleConfig)[0];
      }
      const msgs = await run(concat([bind, ser.describe({ type: 'P' }), ser.execute({}), ser.sync()]));
      return parse.parseResults(msgs, pg.parsers, drizzleConfig)[0];
    });

let seq = 0;
const uuid = () => `00000000-0000-4000-8000-${(seq++).toString(16).padStart(12, '0')}`;
async function workload(q: Runner, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const k = i % 3;
    if (k === 0 || ids.length === 0) {
      const id = uuid();
      ids.push(id);
      await q('insert into "t" ("id", "name", "n", "data", "created") values ($1, $2, $3, $4, default) returning "id", "created"', [
        id,
        `nombre ${i}`,
        i,
        JSON.stringify({ i, tags: ['a', 'b'] }),
      ]);
    } else if (k === 1) {
      await q('select "id", "name", "n", "data", "created" from "t" where "t"."id" = $1 limit $2', [ids[(i * 7) % ids.length], 1]);
    } else {
      await q('update "t" set "name" = $1, "n" = $2, "created" = $3 where "t"."id" = $4', [
        `otro ${i}`,
        i + 1,
        new Date(),
        ids[(i * 5) % ids.length],
      ]);
    }
  }
}

const variants: [string, Runner][] = [
  ['pglite query (6 calls)', base],
  ['(a) 2 calls', twoCalls],
  ['(b) 1 call, types cached', oneCall],
  ['(c) named, Describe(P)', namedRunner(false)],
  ['(c2) named, row description cached', namedRunner(true)],
];
// Every variant gives PGlite's answer (bytea, an array, a null).
const expected = JSON.stringify(
  await base('select $1::bytea as b, $2::int[] as a, $3::text as nul', [new Uint8Array([1, 2, 3]), [1, 2], null]),
);
for (const [name, q] of variants) {
  const got = JSON.stringify(await q('select $1::bytea as b, $2::int[] as a, $3::text as nul', [new Uint8Array([1, 2, 3]), [1, 2], null]));
  if (got !== expected) throw new Error(`${name}: ${got} instead of ${expected}`);
}
await workload(base, 600); // warm-up
for (let round = 0; round < 2; round++) {
  for (const [name, q] of variants) {
    await pg.exec('truncate t');
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await workload(q, N);
    const c = process.cpuUsage(c0);
    const cpu = (c.user + c.system) / 1e6;
    console.log(
      `${name.padEnd(38)} ${N} statements: ${cpu.toFixed(2)} CPU-s, ${((cpu / N) * 1e6).toFixed(0)} µs/statement, ${((performance.now() - t0) / 1000).toFixed(2)} s`,
    );
  }
}
await pg.close();
