/**
 * The knowledge picker shared by the offer form, the applicant filter menu and the CV finds a theme by
 * any typed part of its name, accents and case aside ('excel' → 'Microsoft Excel'), and a typed name that is not
 * in the list is not a value.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { exactOption, OptionPicker, searchOptions, type PickerOption } from '../option-picker';

const TEMAS: PickerOption[] = [
  { id: 1, name: 'Microsoft Word', categoria: 'Ofimática' },
  { id: 2, name: 'Microsoft Excel', categoria: 'Ofimática' },
  { id: 3, name: 'Excel avanzado (tablas dinámicas y macros)', categoria: 'Ofimática' },
  { id: 125, name: 'Modelos financieros en Excel', categoria: 'Finanzas' },
  { id: 40, name: 'Diseño gráfico', categoria: 'Diseño' },
];

describe('searchOptions', () => {
  it('finds by any part, without accents or case; names starting with the text first', () => {
    expect(searchOptions(TEMAS, 'excel').map((o) => o.id)).toEqual([3, 2, 125]);
    expect(searchOptions(TEMAS, 'EXCEL').map((o) => o.id)).toEqual([3, 2, 125]);
    expect(searchOptions(TEMAS, 'diseno grafico').map((o) => o.id)).toEqual([40]);
    expect(searchOptions(TEMAS, 'excel finanzas').map((o) => o.id)).toEqual([125]);
    expect(searchOptions(TEMAS, '  ')).toEqual([]);
  });

  it('leaves out the names already chosen; an exact name (accents aside) is a value', () => {
    expect(searchOptions(TEMAS, 'excel', ['microsoft excel']).map((o) => o.id)).toEqual([3, 125]);
    expect(exactOption(TEMAS, 'DISENO GRAFICO')?.name).toBe('Diseño gráfico');
    expect(exactOption(TEMAS, 'excel')).toBeUndefined();
  });
});

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OptionPicker label="Conocimiento" options={TEMAS} value={value} onChange={setValue} />
      <output data-testid="valor">{value}</output>
    </>
  );
}

describe('OptionPicker', () => {
  it('typing "excel" offers the themes that contain it; picking one sets the list name', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: /Conocimiento/ });
    await user.type(box, 'excel');
    expect(screen.getByTestId('valor')).toHaveTextContent('');
    await user.click(await screen.findByRole('option', { name: /^Microsoft Excel/ }));
    expect(box).toHaveValue('Microsoft Excel');
    expect(screen.getByTestId('valor')).toHaveTextContent(/^Microsoft Excel$/);
    // Typing again forgets the pick until a list name is there again.
    await user.type(box, 'x');
    expect(screen.getByTestId('valor')).toHaveTextContent('');
    expect(box).toHaveValue('Microsoft Excelx');
  });

  it('a full name typed in other case counts; an initial value shows', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Diseño gráfico" />);
    const box = screen.getByRole('combobox', { name: /Conocimiento/ });
    expect(box).toHaveValue('Diseño gráfico');
    await user.clear(box);
    await user.type(box, 'microsoft word');
    expect(screen.getByTestId('valor')).toHaveTextContent(/^Microsoft Word$/);
  });
});
