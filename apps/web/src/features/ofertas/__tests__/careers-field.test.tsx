/**
 * The offer's career picker searches the real career list (both reference files, as the server loads them): the
 * same name first, then names that start with the text, then names with a word that starts with it, then the rest;
 * accents and case do not matter; nothing found says so.
 */
import type { Carrera } from '@practiperu/shared/recursos';
import { toClave } from '@practiperu/shared/text';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CareersField, type CarreraElegida } from '../careers-field';
import { clearOfertaLookups } from '../api';

/**
 * As `carrera/listAll` answers: a university career keeps its id, a technical one is 1000 + its id in its file;
 * ordered by key (byte order), then technical before university.
 */
function carreras(): Carrera[] {
  const file = (name: string) =>
    JSON.parse(readFileSync(path.resolve(__dirname, '../../../../../api/src/db/reference', name), 'utf8')) as {
      id: number;
      nombre: string;
      familia: string;
    }[];
  const de = (tipo: number, offset: number) => (c: { id: number; nombre: string; familia: string }) => ({
    id: offset + c.id,
    nombre: c.nombre,
    tipo,
    clave: toClave(c.nombre),
    familia: c.familia,
  });
  return [...file('carreras-universitarias.json').map(de(1, 0)), ...file('carreras-tecnicas.json').map(de(0, 1000))].sort((a, b) =>
    a.clave < b.clave ? -1 : a.clave > b.clave ? 1 : a.tipo - b.tipo,
  );
}

beforeEach(() => {
  const all = carreras();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        new Response(JSON.stringify(url.startsWith('/api/carrera/listAll') ? { state: true, message: '', data: all } : { state: false }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearOfertaLookups();
});

function Harness() {
  const [value, setValue] = useState<CarreraElegida[]>([]);
  return <CareersField value={value} onChange={setValue} />;
}

async function sugerencias(text: string) {
  render(<Harness />);
  await userEvent.type(screen.getByRole('combobox', { name: /^Carreras/ }), text);
  const list = await screen.findByRole('listbox', { name: 'Sugerencias: Carreras' });
  return within(list)
    .getAllByRole('option')
    .map((o) => o.textContent);
}

describe('the offer’s career picker', () => {
  it('lists the same name first, then names that start with it, without caring for accents or case', async () => {
    expect(await sugerencias('MARKETING')).toEqual([
      'MarketingCarrera técnica',
      'MarketingCarrera universitaria',
      'Marketing EmpresarialCarrera técnica',
      'Marketing EmpresarialCarrera universitaria',
      'Marketing VisualCarrera técnica',
      'Marketing y AdministraciónCarrera universitaria',
      'Marketing y Dirección de EmpresasCarrera universitaria',
    ]);
  });

  it('ignores accents typed or not', async () => {
    expect((await sugerencias('enfermeria')).slice(0, 2)).toEqual(['EnfermeríaCarrera universitaria', 'Enfermería TécnicaCarrera técnica']);
  });

  it('puts a word that starts with the text before the text inside a word', async () => {
    const found = await sugerencias('industrial');
    expect(found).toHaveLength(7);
    expect(found[0]).toBe('Construcciones Metálicas - Soldadura IndustrialCarrera universitaria');
    // «Agroindustrial» only contains it: all seven places go to careers with a word «Industrial…».
    expect(found.some((o) => o?.includes('Agroindustrial'))).toBe(false);
  });

  it('finds a career by words apart, after the closer matches', async () => {
    expect(await sugerencias('ing sistemas')).toContain('Ingeniería de SistemasCarrera universitaria');
  });

  it('says «Sin resultados» when nothing matches, instead of an empty list', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('combobox', { name: /^Carreras/ }), 'zzqx');
    expect(await screen.findByText('Sin resultados: revisa lo que escribiste.', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  });
});
