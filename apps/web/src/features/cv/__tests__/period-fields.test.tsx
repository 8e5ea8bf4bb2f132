/** 'Actualmente sigo aquí' hides the end date and clears it. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Form } from '../../../components/field';
import { useAppForm } from '../../../components/use-app-form';
import { formPart } from '../form-helpers';
import { ExperienceFields } from '../item-sections';

interface Values {
  nombre_empresa: string;
  puesto: string;
  funciones: string;
  fecha_inicio: string;
  fecha_salida: string;
  sigo_aqui: boolean;
}

function Harness({ initial }: { initial: Values }) {
  const form = useAppForm<Values>({ defaultValues: initial });
  return (
    <Form onSubmit={(e) => e.preventDefault()}>
      <ExperienceFields form={formPart<Values>(form)} years={[2026, 2025, 2024]} />
      <output data-testid="valores">{JSON.stringify(form.watch())}</output>
    </Form>
  );
}

const values = () => JSON.parse(screen.getByTestId('valores').textContent ?? '{}') as Values;
const EMPTY: Values = { nombre_empresa: '', puesto: '', funciones: '', fecha_inicio: '', fecha_salida: '', sigo_aqui: false };

describe('the period of an experience', () => {
  it('checking "Actualmente sigo aquí" hides the end date and clears it; unchecking shows it empty', async () => {
    render(<Harness initial={{ ...EMPTY, fecha_inicio: '2024-03', fecha_salida: '2025-12' }} />);
    expect(screen.getByLabelText('Fecha de salida: mes')).toHaveValue('12');
    expect(screen.getByLabelText('Fecha de salida: año')).toHaveValue('2025');

    await userEvent.click(screen.getByLabelText('Actualmente sigo aquí'));
    expect(screen.queryByLabelText('Fecha de salida: mes')).not.toBeInTheDocument();
    expect(values()).toMatchObject({ sigo_aqui: true, fecha_salida: '', fecha_inicio: '2024-03' });

    await userEvent.click(screen.getByLabelText('Actualmente sigo aquí'));
    expect(screen.getByLabelText('Fecha de salida: mes')).toHaveValue('');
    expect(screen.getByLabelText('Fecha de salida: año')).toHaveValue('');
  });

  it('holds a month as YYYY-MM only once month and year are both chosen', async () => {
    render(<Harness initial={EMPTY} />);
    await userEvent.selectOptions(screen.getByLabelText('Fecha de inicio: mes'), 'Setiembre');
    expect(values().fecha_inicio).toBe('');
    await userEvent.selectOptions(screen.getByLabelText('Fecha de inicio: año'), '2025');
    expect(values().fecha_inicio).toBe('2025-09');
  });

  it('counts the functions’ characters out of 500', async () => {
    render(<Harness initial={EMPTY} />);
    await userEvent.type(screen.getByLabelText(/^Funciones/), 'Reportes');
    expect(screen.getByText(/^8\/500/)).toBeInTheDocument();
  });
});
