/** The rules between the education fields, as the person meets them. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Form } from '../../../components/field';
import { useAppForm } from '../../../components/use-app-form';
import { EducationFields, type EducationValues } from '../education-fields';
import { formPart } from '../form-helpers';

const TODAY = new Date('2026-06-15T12:00:00-05:00');

const EMPTY: EducationValues = {
  tipo_carrera: '',
  id_inst_educativa: '',
  inst_educativa_nombre: '',
  id_carrera_actual: '',
  carrera_actual: '',
  estado_estudios: '',
  ciclo_actual: '',
  fecha_ingreso: '',
  fecha_egreso: '',
  orden_merito: '0',
};

function Harness({ initial = EMPTY }: { initial?: EducationValues }) {
  const form = useAppForm<EducationValues>({ defaultValues: initial });
  return (
    <Form onSubmit={(e) => e.preventDefault()}>
      <EducationFields form={formPart<EducationValues>(form)} today={TODAY} />
      <output data-testid="valores">{JSON.stringify(form.watch())}</output>
    </Form>
  );
}

const values = () => JSON.parse(screen.getByTestId('valores').textContent ?? '{}') as EducationValues;
const select = (label: RegExp) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
const optionTexts = (el: HTMLElement) =>
  within(el)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the education fields', () => {
  it('Egresado and Bachiller set the cycle to 0 and hide its selector; a student chooses again', async () => {
    render(<Harness initial={{ ...EMPTY, tipo_carrera: '1', estado_estudios: '0', ciclo_actual: '4' }} />);
    expect(select(/^Ciclo actual/)).toHaveValue('4');
    await userEvent.selectOptions(select(/^Estado de estudios/), 'Egresado');
    expect(screen.queryByRole('combobox', { name: /^Ciclo actual/ })).not.toBeInTheDocument();
    expect(values().ciclo_actual).toBe('0');
    await userEvent.selectOptions(select(/^Estado de estudios/), 'Bachiller');
    expect(values().ciclo_actual).toBe('0');
    await userEvent.selectOptions(select(/^Estado de estudios/), 'Estudiante');
    expect(select(/^Ciclo actual/)).toHaveValue('');
  });

  it('offers the university cycles, or the technical ones', async () => {
    render(<Harness initial={{ ...EMPTY, tipo_carrera: '1', estado_estudios: '0' }} />);
    expect(optionTexts(select(/^Ciclo actual/))).toEqual([
      'Elige una opción',
      'Menor o igual a V ciclo',
      'VI',
      'VII',
      'VIII',
      'IX',
      'X ciclo',
    ]);
    await userEvent.selectOptions(select(/^Tipo de carrera/), 'Técnica');
    expect(optionTexts(select(/^Ciclo actual/))).toEqual(['Elige una opción', 'Menor o igual a III ciclo', 'IV', 'V', 'VI ciclo']);
  });

  it('a new career type resets the institution and the career', async () => {
    render(
      <Harness
        initial={{
          ...EMPTY,
          tipo_carrera: '1',
          id_inst_educativa: '67',
          inst_educativa_nombre: 'Universidad Nacional de San Agustín de Arequipa',
          id_carrera_actual: '289',
          carrera_actual: 'Ingeniería Industrial',
        }}
      />,
    );
    expect(screen.getByRole('combobox', { name: /^Universidad/ })).toHaveValue('Universidad Nacional de San Agustín de Arequipa');
    await userEvent.selectOptions(select(/^Tipo de carrera/), 'Técnica');
    expect(screen.getByRole('combobox', { name: /^Instituto/ })).toHaveValue('');
    expect(values()).toMatchObject({ id_inst_educativa: '', inst_educativa_nombre: '', id_carrera_actual: '', carrera_actual: '' });
  });

  it('entry years are the last 10; exit years run from the entry year to +10; a later entry clears an earlier exit', async () => {
    render(<Harness />);
    expect(optionTexts(select(/^Año de ingreso/)).slice(1)).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
      '2019',
      '2018',
      '2017',
    ]);
    expect(select(/^Año de egreso/)).toBeDisabled();
    await userEvent.selectOptions(select(/^Año de ingreso/), '2020');
    expect(optionTexts(select(/^Año de egreso/)).slice(1)).toEqual([
      '2030',
      '2029',
      '2028',
      '2027',
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
    ]);
    await userEvent.selectOptions(select(/^Año de egreso/), '2022');
    await userEvent.selectOptions(select(/^Año de ingreso/), '2021');
    expect(values().fecha_egreso).toBe('2022');
    await userEvent.selectOptions(select(/^Año de ingreso/), '2024');
    expect(values().fecha_egreso).toBe('');
    expect(select(/^Año de egreso/)).toHaveValue('');
  });
});
