/**
 * Every action a seat's write records in the company's trail is one Actividad names in Spanish: the screen shows
 * `ACCION_LABEL[accion]`, and an action without a label would show its dotted code. The actions are read from the
 * source of the modules that record them (their dotted string literals), so a new one fails here until it has its
 * label.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACCION_LABEL } from '@practiperu/shared/equipo';
import { ACCIONES_MASIVAS } from '@practiperu/shared/pipeline';
import { describe, expect, it } from 'vitest';

const MODULES = path.resolve(import.meta.dirname, '..');

function fuentesQueRegistran(): string[] {
  const files: string[] = [];
  for (const dir of readdirSync(MODULES, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const f of readdirSync(path.join(MODULES, dir.name))) {
      if (!f.endsWith('.service.ts')) continue;
      const text = readFileSync(path.join(MODULES, dir.name, f), 'utf8');
      if (/registrarEnBitacora|registrarPorCuenta/.test(text)) files.push(text);
    }
  }
  return files;
}

describe("the company's trail", () => {
  it('names every action its writes record', () => {
    const acciones = new Set<string>();
    for (const text of fuentesQueRegistran()) {
      // `accion: 'x.y'` and `anotar(tx, …, 'x.y', …)`: a dotted code of the trail's shape, not a file name.
      // A job's name (`const X_JOB = 'a.b'`) has the same shape and is not an action.
      for (const m of text.matchAll(/(_JOB = )?'([a-z_]+(?:\.[a-z_]+)+)'/g)) {
        if (!m[1] && !/\.(ts|js|json)$/.test(m[2]!)) acciones.add(m[2]!);
      }
      if (text.includes('postulacion.masivo_${')) for (const a of ACCIONES_MASIVAS) acciones.add(`postulacion.masivo_${a}`);
    }
    // The recording modules use these: seats, offers, payments, company data, the review and the pipeline.
    expect(acciones).toContain('equipo.invitar');
    expect(acciones).toContain('oferta.publicar');
    expect(acciones).toContain('postulacion.nota_crear');
    const sinNombre = [...acciones].filter((a) => !(a in ACCION_LABEL));
    expect(sinNombre).toEqual([]);
  });
});
