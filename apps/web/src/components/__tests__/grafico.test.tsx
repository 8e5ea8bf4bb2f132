import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

  it('cuts a name longer than its room under the bars, and the table keeps it whole', async () => {
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
    await waitFor(() => expect(container.querySelector('svg text')).not.toBeNull());
    const debajo = [...container.querySelectorAll('svg text')].map((t) => t.textContent ?? '');
    expect(debajo).toContain('Jorge Roj…');
    expect(debajo.some((t) => t.startsWith('Jorge Rojas Vargas'))).toBe(false);
    expect(within(screen.getByRole('table')).getByText('Jorge Rojas Vargas de la Fuente')).toBeInTheDocument();
  });
});
