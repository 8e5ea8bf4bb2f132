/** Picking a region clears province and district; a province filters the districts. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Form } from '../../../components/field';
import { useAppForm } from '../../../components/use-app-form';
import type { Region } from '../../../lib/lookups';
import { formPart } from '../form-helpers';
import { PlaceFields, type PlacesValues } from '../place-fields';

const LUGARES: Region[] = [
  {
    id: 4,
    nombre: 'Arequipa',
    provincias: [
      {
        id: 40100,
        nombre: 'Arequipa',
        distritos: [
          { id: 40103, nombre: 'Cayma' },
          { id: 40104, nombre: 'Cerro Colorado' },
        ],
      },
      { id: 40200, nombre: 'Camaná', distritos: [{ id: 40201, nombre: 'Camaná' }] },
    ],
  },
  { id: 15, nombre: 'Lima', provincias: [{ id: 150100, nombre: 'Lima', distritos: [{ id: 150122, nombre: 'Miraflores' }] }] },
];

function Harness({ initial }: { initial: PlacesValues }) {
  const form = useAppForm<PlacesValues>({ defaultValues: initial });
  return (
    <Form onSubmit={(e) => e.preventDefault()}>
      <PlaceFields form={formPart<PlacesValues>(form)} lugares={LUGARES} />
      <output data-testid="valores">{JSON.stringify(form.watch())}</output>
    </Form>
  );
}

const select = (label: RegExp) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
const names = (el: HTMLElement) =>
  within(el)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the residence fields', () => {
  it('a new region clears province and district, and keeps its name with its id', async () => {
    render(<Harness initial={{ id_region: '4', region: 'Arequipa', provincia: 'Arequipa', distrito: 'Cayma' }} />);
    expect(select(/^Distrito/)).toHaveValue('Cayma');
    await userEvent.selectOptions(select(/^Región/), 'Lima');
    expect(select(/^Provincia/)).toHaveValue('');
    expect(select(/^Distrito/)).toHaveValue('');
    expect(select(/^Distrito/)).toBeDisabled();
    expect(JSON.parse(screen.getByTestId('valores').textContent!)).toEqual({
      id_region: '15',
      region: 'Lima',
      provincia: '',
      distrito: '',
    });
  });

  it('a province shows only its districts, and a new province clears the district', async () => {
    render(<Harness initial={{ id_region: '', region: '', provincia: '', distrito: '' }} />);
    expect(select(/^Provincia/)).toBeDisabled();
    await userEvent.selectOptions(select(/^Región/), 'Arequipa');
    expect(names(select(/^Provincia/))).toEqual(['Elige una opción', 'Arequipa', 'Camaná']);
    await userEvent.selectOptions(select(/^Provincia/), 'Arequipa');
    expect(names(select(/^Distrito/))).toEqual(['Elige una opción', 'Cayma', 'Cerro Colorado']);
    await userEvent.selectOptions(select(/^Distrito/), 'Cerro Colorado');
    await userEvent.selectOptions(select(/^Provincia/), 'Camaná');
    expect(select(/^Distrito/)).toHaveValue('');
    expect(names(select(/^Distrito/))).toEqual(['Elige una opción', 'Camaná']);
  });
});
