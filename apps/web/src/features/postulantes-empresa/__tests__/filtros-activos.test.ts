/** A recruiter's active filters read as chips with the names the page knows, each removing only its own condition. */
import { describe, expect, it } from 'vitest';
import { SIN_FILTROS, type Filtros } from '../api';
import { chipsDeFiltros } from '../filtros-activos';

const f: Filtros = {
  ...SIN_FILTROS,
  finalist: true,
  experiencia: true,
  departamentos: [8, 15],
  ciclos: [9],
  carreras: [41],
  conocimientos: [{ nombre: 'Excel', nivel: 'avanzado' }],
  idiomas: [{ nombre: 'Inglés' }],
  etiquetas: [3],
};

const nombres = {
  regiones: [
    { id: 8, nombre: 'Cusco' },
    { id: 15, nombre: 'Lima' },
  ],
  opciones: { instituciones: [], carreras: [{ id: 41, nombre: 'Ingeniería Industrial', total: 4 }] },
  etiquetas: [{ id: 3, nombre: 'Entrevista', color: 'azul' as const }],
};

describe('the applicant list’s active filters as chips', () => {
  it('names every condition', () => {
    expect(chipsDeFiltros(f, nombres).map((c) => c.label)).toEqual([
      'Finalistas',
      'Con experiencia laboral',
      'Departamento: Cusco',
      'Departamento: Lima',
      'Ciclo: IX',
      'Carrera: Ingeniería Industrial',
      'Conocimiento: Excel (avanzado o más)',
      'Idioma: Inglés',
      'Etiqueta: Entrevista',
    ]);
  });

  it('a chip’s removal keeps every other filter and the order', () => {
    const chips = chipsDeFiltros({ ...f, sort: 'afinidad' }, nombres);
    const lima = chips.find((c) => c.label === 'Departamento: Lima')!;
    expect(lima.sin).toEqual({ ...f, sort: 'afinidad', departamentos: [8] });
    const finalistas = chips.find((c) => c.label === 'Finalistas')!;
    expect(finalistas.sin).toEqual({ ...f, sort: 'afinidad', finalist: false });
    const excel = chips.find((c) => c.label.startsWith('Conocimiento'))!;
    expect(excel.sin.conocimientos).toEqual([]);
    expect(excel.sin.idiomas).toEqual(f.idiomas);
  });

  it('no filter, no chip', () => {
    expect(chipsDeFiltros(SIN_FILTROS, nombres)).toEqual([]);
  });
});
