/**
 * A graduate or bachelor has already left, so the exit year cannot be after this year (in Lima); the
 * message is said at 'Año de egreso', which takes the focus. A student's exit year is expected: it may be later.
 */
import { CV_MESSAGES } from '@practiperu/shared/cv';
import { educationSchema } from '@practiperu/shared/schemas/cv';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { Form } from '../../../components/field';
import { useAppForm } from '../../../components/use-app-form';
import { EducationFields, type EducationValues } from '../education-fields';
import { cvResolver, formPart } from '../form-helpers';

const TODAY = new Date('2026-06-15T12:00:00-05:00');

type Values = EducationValues & { resumen_profesional: string };

const FILLED: Values = {
  tipo_carrera: '1',
  id_inst_educativa: '67',
  inst_educativa_nombre: 'Universidad Nacional de San Agustín de Arequipa',
  id_carrera_actual: '289',
  carrera_actual: 'Ingeniería Industrial',
  estado_estudios: '1',
  ciclo_actual: '0',
  fecha_ingreso: '2024',
  fecha_egreso: '2031',
  orden_merito: '0',
  resumen_profesional: 'Egresada de Ingeniería Industrial con interés en logística.',
};

const schema = educationSchema(TODAY);

function Harness({ initial, onValid }: { initial: Values; onValid: () => void }) {
  const form = useAppForm<Values, unknown, z.output<typeof schema>>({ defaultValues: initial, resolver: cvResolver(schema) });
  return (
    <Form onSubmit={form.handleSubmit(onValid)}>
      <EducationFields form={formPart<EducationValues>(form)} today={TODAY} />
      <button type="submit">Guardar cambios</button>
    </Form>
  );
}

describe('the exit year of a graduate or bachelor', () => {
  it.each([
    ['Egresado', '1'],
    ['Bachiller', '2'],
  ])('%s with an exit year after this one: a Spanish message at the field, focused, nothing sent', async (_label, estado) => {
    const onValid = vi.fn();
    render(<Harness initial={{ ...FILLED, estado_estudios: estado }} onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText(CV_MESSAGES.egresoFuturo);
    const egreso = screen.getByRole('combobox', { name: /^Año de egreso/ });
    expect(egreso).toHaveAccessibleDescription(CV_MESSAGES.egresoFuturo);
    expect(CV_MESSAGES.egresoFuturo).toBe('Si ya egresaste, el año de egreso no puede ser posterior al año actual');
    expect(egreso).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('this year is accepted for a graduate, and a later one for a student', async () => {
    const onValid = vi.fn();
    const { unmount } = render(<Harness initial={{ ...FILLED, fecha_egreso: '2026' }} onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    unmount();
    render(<Harness initial={{ ...FILLED, estado_estudios: '0', ciclo_actual: '4' }} onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
  });

  it('the list offers a graduate only this year and earlier, a student later years too', async () => {
    const years = () =>
      Array.from(screen.getByRole<HTMLSelectElement>('combobox', { name: /^Año de egreso/ }).options)
        .map((o) => o.value)
        .filter(Boolean)
        .map(Number);
    render(<Harness initial={{ ...FILLED, fecha_ingreso: '2020', fecha_egreso: '2025' }} onValid={vi.fn()} />);
    expect(Math.max(...years())).toBe(2026);
    expect(Math.min(...years())).toBe(2020);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado de estudios' }), '0');
    expect(Math.max(...years())).toBe(2030);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado de estudios' }), '2');
    expect(Math.max(...years())).toBe(2026);
  });

  it('a student with a later expected year who becomes Egresado loses that year at once, told why', async () => {
    render(<Harness initial={{ ...FILLED, estado_estudios: '0', ciclo_actual: '4', fecha_egreso: '2029' }} onValid={vi.fn()} />);
    const egreso = screen.getByRole<HTMLSelectElement>('combobox', { name: /^Año de egreso/ });
    expect(egreso.value).toBe('2029');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado de estudios' }), '1');
    expect(egreso.value).toBe('');
    expect(egreso).toHaveAccessibleDescription(CV_MESSAGES.egresoFuturo);
    expect(Array.from(egreso.options).map((o) => o.value)).not.toContain('2029');
    // Choosing a year that fits clears the message.
    await userEvent.selectOptions(egreso, '2025');
    expect(egreso).not.toHaveAccessibleDescription(CV_MESSAGES.egresoFuturo);
  });

  it('a graduate’s year that fits is kept when the state changes between Egresado and Bachiller', async () => {
    render(<Harness initial={{ ...FILLED, estado_estudios: '0', ciclo_actual: '4', fecha_egreso: '2026' }} onValid={vi.fn()} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado de estudios' }), '2');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /^Año de egreso/ }).value).toBe('2026');
  });
});
