/** A value picked from a list is an id plus a name; the person sees one control, and its error is said there. */
import { infoRequiredSchema } from '@practiperu/shared/schemas/cv';
import { describe, expect, it } from 'vitest';
import { cvResolver } from '../form-helpers';

const resolve = cvResolver<Record<string, string>, ReturnType<typeof infoRequiredSchema>>(
  infoRequiredSchema(new Date('2026-06-15T12:00:00-05:00')),
);
const options = { fields: {}, shouldUseNativeValidation: false };

describe('cvResolver', () => {
  it('says "Elige una institución de la lista" on the name when a name was typed but not picked', async () => {
    const result = await resolve({ tipo_carrera: '1', inst_educativa_nombre: 'Mi universidad', id_inst_educativa: '' }, undefined, options);
    expect(result.errors.inst_educativa_nombre?.message).toBe('Elige una institución de la lista');
    expect(result.errors.id_inst_educativa).toBeUndefined();
  });

  it('says "Requerido" on the name when nothing was typed, and the region’s error on the region select', async () => {
    const result = await resolve(
      { inst_educativa_nombre: '', id_inst_educativa: '', carrera_actual: 'Derecho', id_carrera_actual: '' },
      undefined,
      options,
    );
    expect(result.errors.inst_educativa_nombre?.message).toBe('Requerido');
    expect(result.errors.carrera_actual?.message).toBe('Elige una carrera de la lista');
    expect(result.errors.id_region?.message).toBe('Requerido');
    expect(result.errors.region).toBeUndefined();
  });
});
