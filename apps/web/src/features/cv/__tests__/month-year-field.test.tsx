/** Spanish month names, Peruvian spelling ('Setiembre'). */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MonthYearField } from '../month-year-field';

describe('MonthYearField', () => {
  it('lists the twelve months in Spanish with Setiembre, and the given years', () => {
    render(<MonthYearField legend="Fecha" value="" onChange={() => {}} years={[2026, 2025]} />);
    const months = within(screen.getByLabelText('Fecha: mes'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(months).toEqual([
      'Mes',
      'Enero',
      'Febrero',
      'Marzo',
      'Abril',
      'Mayo',
      'Junio',
      'Julio',
      'Agosto',
      'Setiembre',
      'Octubre',
      'Noviembre',
      'Diciembre',
    ]);
    expect(
      within(screen.getByLabelText('Fecha: año'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Año', '2026', '2025']);
  });

  it('shows a stored month and an error for both selects', () => {
    render(<MonthYearField legend="Fecha" value="2025-09" onChange={() => {}} years={[2026, 2025]} error="La fecha no puede ser futura" />);
    expect(screen.getByLabelText('Fecha: mes')).toHaveValue('9');
    expect(screen.getByLabelText('Fecha: año')).toHaveValue('2025');
    expect(screen.getByLabelText('Fecha: mes')).toHaveAccessibleDescription('La fecha no puede ser futura');
  });
});
