import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Grafico } from '../grafico';

describe('Grafico', () => {
  const props = {
    titulo: 'Vistas por día',
    tipo: 'lineas' as const,
    etiquetaEje: 'Día',
    etiquetas: ['01/11', '02/11'],
    series: [
      { nombre: 'Vistas', valores: [12, 1500] },
      { nombre: 'Postulaciones', valores: [1, 3] },
    ],
  };

  it('gives screen readers the figures as a table named like the chart', () => {
    render(<Grafico {...props} />);
    const tabla = screen.getByRole('table', { name: 'Vistas por día' });
    const filas = within(tabla).getAllByRole('row');
    expect(filas.map((f) => f.textContent)).toEqual(['DíaVistasPostulaciones', '01/11121', '02/111,5003']);
    expect(screen.getByRole('figure', { name: 'Vistas por día' })).toContainElement(tabla);
  });

  it('shows the table to everyone on request, in place of the drawing', async () => {
    render(<Grafico {...props} />);
    const boton = screen.getByRole('button', { name: 'Ver como tabla' });
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('table').parentElement).toHaveClass('sr-only');
    await userEvent.click(boton);
    expect(screen.getByRole('button', { name: 'Ocultar tabla' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('table').parentElement).not.toHaveClass('sr-only');
  });

  it('says there is nothing yet instead of an empty chart', () => {
    render(<Grafico {...props} etiquetas={[]} series={[{ nombre: 'Vistas', valores: [] }]} />);
    expect(screen.getByText('Aún no hay datos para este periodo.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('writes values with the given format', () => {
    render(<Grafico {...props} series={[{ nombre: 'Monto', valores: [69, 138] }]} formato={(v) => `S/ ${v}`} />);
    expect(screen.getByRole('cell', { name: 'S/ 138' })).toBeInTheDocument();
  });

  it('lays the bars down when a name does not fit under them, and writes every name whole', async () => {
    const nombres = ['Jorge Rojas Vargas de la Fuente', 'Rosa Huamán Ccori Mamani', 'Todo el equipo de selección'];
    const etiquetas = [...nombres, 'A', 'B', 'C', 'D', 'E'];
    const { container } = render(
      <Grafico
        titulo="Trabajo por persona"
        tipo="barras"
        etiquetaEje="Persona"
        etiquetas={etiquetas}
        series={[{ nombre: 'Notas', valores: etiquetas.map(() => 1) }]}
      />,
    );
    const dibujados = await nombresDibujados(container, etiquetas.length);
    expect(dibujados).toEqual(expect.arrayContaining(etiquetas));
    expect(within(screen.getByRole('table')).getByText('Jorge Rojas Vargas de la Fuente')).toBeInTheDocument();
  });

  describe('on a phone (a chart 326 px wide)', () => {
    beforeEach(() => anchoDelGrafico(326));
    afterEach(() => vi.unstubAllGlobals());

    it('gives every bar of the funnel its name', async () => {
      const etapas = ['Recibidas', 'CV revisado', 'En proceso', 'Finalistas', 'Descartadas'];
      const { container } = render(
        <Grafico
          titulo="Postulaciones por etapa, hoy"
          tipo="barras"
          etiquetaEje="Etapa"
          etiquetas={etapas}
          series={[{ nombre: 'Postulaciones', valores: [12, 9, 4, 1, 3] }]}
        />,
      );
      const dibujados = await nombresDibujados(container, etapas.length);
      for (const etapa of etapas) expect(dibujados).toContain(etapa);
    });

    it('never cuts two sources alike: each shared network keeps its own whole name', async () => {
      const origenes = ['Búsqueda', 'Enlace compartido por WhatsApp', 'Enlace compartido en LinkedIn', 'Directo'];
      const { container } = render(
        <Grafico
          titulo="Vistas y postulaciones por origen"
          tipo="barras"
          etiquetaEje="Origen"
          etiquetas={origenes}
          series={[
            { nombre: 'Vistas', valores: [30, 10, 4, 2] },
            { nombre: 'Postulaciones', valores: [3, 2, 0, 0] },
          ]}
        />,
      );
      const dibujados = await nombresDibujados(container, origenes.length);
      for (const origen of origenes) expect(dibujados).toContain(origen);
      expect(dibujados.some((t) => t.endsWith('…'))).toBe(false);
    });

    it('keeps upright bars whose names fit, such as months', async () => {
      const { container } = render(
        <Grafico
          titulo="Pagos por mes"
          tipo="barras"
          etiquetaEje="Mes"
          etiquetas={['2027-01', '2027-02']}
          series={[{ nombre: 'Pagos', valores: [3, 5] }]}
        />,
      );
      const dibujados = await nombresDibujados(container, 2);
      expect(dibujados).toEqual(expect.arrayContaining(['2027-01', '2027-02']));
      // Upright: the value axis draws its grid lines (bars lying down have none).
      expect(container.querySelectorAll('svg line').length).toBeGreaterThan(0);
    });
  });
});

/** The drawing's width, as the browser would report it (jsdom lays nothing out). */
function anchoDelGrafico(ancho: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly avisar: ResizeObserverCallback) {}
      observe(el: Element) {
        this.avisar([{ target: el, contentRect: { width: ancho } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      disconnect() {}
      unobserve() {}
    },
  );
}

/** The texts of the drawing, once it has loaded and drawn at least `cuantos` of them. */
async function nombresDibujados(container: HTMLElement, cuantos: number): Promise<string[]> {
  const textos = () => [...container.querySelectorAll('svg text')].map((t) => t.textContent ?? '');
  await waitFor(() => expect(textos().length).toBeGreaterThanOrEqual(cuantos));
  return textos();
}
