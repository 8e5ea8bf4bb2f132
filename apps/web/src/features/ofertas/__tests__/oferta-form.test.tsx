/**
 * The offer form's rules while it is filled in: the modality resets levels,
 * cycles and years; Virtual clears the place; one study level at least, and the cycle or year it needs; the
 * full-time minimum subsidy from the server; the deadline window of a free and of a featured offer.
 */
import { deadlineRange, plazoMaximoMessage } from '@practiperu/shared/oferta';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderForm, validValues } from './fixtures';

// The real editor (TipTap) has its own test and journeys; here a plain text box stands in for it.
vi.mock('../../../components/rich-text-editor', () => ({
  default: ({ labelId, value, onChange }: { labelId: string; value: string; onChange: (v: string) => void }) => (
    <textarea aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

const select = (name: RegExp | string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Publicar convocatoria' }));
const groupNamed = (name: RegExp) => screen.queryByRole('group', { name });

describe('the offer form', () => {
  it('PROFESIONAL resets the student levels and cycles; PREPROFESIONAL resets graduate levels and years', async () => {
    const now = new Date();
    renderForm({ initial: validValues(now, { idniveltec: 3, ciclo_tecnico: [1] }), plazo: deadlineRange(0, now) });
    expect(select(/^Nivel universitario/).value).toBe('6');
    expect(groupNamed(/Ciclo de los estudiantes universitarios/)).toBeInTheDocument();
    expect(groupNamed(/Ciclo de los estudiantes técnicos/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Prácticas profesionales/ }));
    expect(select(/^Nivel técnico/).value).toBe('0');
    expect(select(/^Nivel universitario/).value).toBe('0');
    expect(
      within(select(/^Nivel universitario/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ninguno', 'Universitario egresado', 'Bachiller']);
    expect(groupNamed(/Ciclo de los estudiantes/)).not.toBeInTheDocument();
    const years = groupNamed(/Año de egreso/)!;
    await userEvent.click(within(years).getAllByRole('checkbox')[0]!);
    await userEvent.selectOptions(select(/^Nivel universitario/), 'Bachiller');

    await userEvent.click(screen.getByRole('radio', { name: /Prácticas preprofesionales/ }));
    expect(select(/^Nivel universitario/).value).toBe('0');
    expect(groupNamed(/Año de egreso/)).not.toBeInTheDocument();
    // Back to professional: the years chosen before were reset.
    await userEvent.click(screen.getByRole('radio', { name: /Prácticas profesionales/ }));
    expect(
      within(groupNamed(/Año de egreso/)!)
        .getAllByRole('checkbox')
        .every((c) => !(c as HTMLInputElement).checked),
    ).toBe(true);
  });

  it('Virtual clears department, province and district, and the offer is saved without a place', async () => {
    const now = new Date();
    const { save } = renderForm({ initial: validValues(now), plazo: deadlineRange(0, now) });
    expect(select(/^Distrito/).value).toBe('Miraflores');
    await userEvent.selectOptions(select(/^Modalidad de trabajo/), 'Virtual');
    expect(screen.queryByRole('combobox', { name: /^Región/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Oferta virtual: no tiene lugar/)).toBeInTheDocument();
    await userEvent.selectOptions(select(/^Modalidad de trabajo/), 'Presencial');
    expect(select(/^Región/).value).toBe('0');
    expect(select(/^Provincia/)).toBeDisabled();
    // Presencial without a region is refused; Virtual is saved with id_region 0.
    await submit();
    expect(await screen.findByRole('combobox', { name: /^Región/, description: 'Seleccione' })).toBeInTheDocument();
    await userEvent.selectOptions(select(/^Modalidad de trabajo/), 'Virtual');
    await submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toMatchObject({ modalidad_tiempo: 'Virtual', id_region: 0, region: '', provincia: '', distrito: '' });
  });

  it('asks for one study level at least, and for the cycle a university student level needs', async () => {
    const now = new Date();
    const { save } = renderForm({ initial: validValues(now, { idniveluniv: 0, ciclo: [] }), plazo: deadlineRange(0, now) });
    await submit();
    expect(await screen.findByRole('combobox', { name: /^Nivel técnico/, description: '[ERROR] Seleccione uno' })).toHaveFocus();
    await userEvent.selectOptions(select(/^Nivel universitario/), 'Universitario estudiante');
    // Choosing a level clears the error.
    expect(select(/^Nivel técnico/)).not.toHaveAccessibleDescription('[ERROR] Seleccione uno');
    await submit();
    expect(await screen.findByText('Elige al menos un ciclo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /VII ciclo/ }));
    expect(screen.queryByText('Elige al menos un ciclo')).not.toBeInTheDocument();
    await submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toMatchObject({ idniveluniv: 6, ciclo: [2] });
  });

  it('full time pays at least the minimum the server gives; part time fills its schedule and pays the proportional part', async () => {
    const now = new Date();
    const { save } = renderForm({
      initial: validValues(now, { salario: 1000 }),
      plazo: deadlineRange(0, now),
      lookups: { ...(await import('./fixtures')).LOOKUPS, subvencionMinima: 1200 },
    });
    await submit();
    const salario = await screen.findByRole('textbox', { name: /^Subvención mensual/ });
    expect(salario).toHaveAccessibleDescription('La subvención no debe ser menor a 1200');
    await userEvent.click(screen.getByRole('radio', { name: /Tiempo parcial/ }));
    // Part time: 4 hours over 5 days, 20 of 30 weekly hours: 1200 × 20 ÷ 30 = 800.
    expect(screen.getByRole('spinbutton', { name: /^Horas por día/ })).toHaveValue(4);
    expect(screen.getByRole('region', { name: 'Ley 28518' })).toHaveTextContent('Cumple la Ley 28518');
    expect(screen.getByRole('region', { name: 'Ley 28518' })).toHaveTextContent('subvención mínima para esta jornada: S/ 800');
    await userEvent.clear(salario);
    await submit();
    expect(salario).toHaveAccessibleDescription('Según la Ley 28518, por 20 horas semanales la subvención no puede ser menor de S/ 800.');
    await userEvent.type(salario, '800');
    await submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toMatchObject({ horario: 'Tiempo parcial', horas_dia: 4, dias_semana: 5, salario: 800 });
  });

  it('a schedule over the law is refused at its field, naming the rule', async () => {
    const now = new Date();
    const { save } = renderForm({ initial: validValues(now, { horas_dia: 7 }), plazo: deadlineRange(0, now) });
    await submit();
    const horas = await screen.findByRole('spinbutton', { name: /^Horas por día/ });
    expect(horas).toHaveAccessibleDescription('La Ley 28518 permite como máximo 6 horas diarias en las prácticas preprofesionales.');
    expect(save).not.toHaveBeenCalled();
  });

  it('the Ley 28518 panel warns as the hours change, before any submit: the rest day, full time, the subsidy', async () => {
    const now = new Date();
    const { save } = renderForm({
      initial: validValues(now, { horario: 'Tiempo parcial', horas_dia: 4, dias_semana: 5, salario: 1060 }),
      plazo: deadlineRange(0, now),
    });
    const panel = screen.getByRole('region', { name: 'Ley 28518' });
    expect(panel).toHaveTextContent('Cumple la Ley 28518');
    const dias = screen.getByRole('spinbutton', { name: /^Días por semana/ });
    await userEvent.clear(dias);
    await userEvent.type(dias, '7');
    expect(panel).not.toHaveTextContent('Cumple la Ley 28518');
    expect(within(panel).getByRole('list')).toHaveTextContent(
      'La Ley 28518 da al practicante un día de descanso a la semana: indica como máximo 6 días.',
    );
    await userEvent.clear(dias);
    await userEvent.type(dias, '5');
    expect(panel).toHaveTextContent('Cumple la Ley 28518');
    expect(within(panel).queryByRole('list')).toBeNull();

    // «Tiempo completo» with 3 h × 5 days says one thing and offers another.
    await userEvent.click(screen.getByRole('radio', { name: /Tiempo completo/ }));
    const horas = screen.getByRole('spinbutton', { name: /^Horas por día/ });
    await userEvent.clear(horas);
    await userEvent.type(horas, '3');
    expect(within(panel).getByRole('list')).toHaveTextContent(
      'Con menos de 4 horas diarias en promedio la jornada es a tiempo parcial: elige «Tiempo parcial» o aumenta las horas.',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('half hours are valid: 4.5 h × 5 days is 22.5 h a week and is sent as 4.5', async () => {
    const now = new Date();
    const { save } = renderForm({
      initial: validValues(now, { horario: 'Tiempo parcial', horas_dia: 4, dias_semana: 5, salario: 848 }),
      plazo: deadlineRange(0, now),
    });
    const horas = screen.getByRole('spinbutton', { name: /^Horas por día/ });
    expect(horas).toHaveAttribute('step', '0.5');
    await userEvent.clear(horas);
    await userEvent.type(horas, '4.5');
    const panel = screen.getByRole('region', { name: 'Ley 28518' });
    expect(panel).toHaveTextContent('22.5 h semanales');
    expect(panel).toHaveTextContent('subvención mínima para esta jornada: S/ 848');
    expect(panel).toHaveTextContent('Cumple la Ley 28518');
    await submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toMatchObject({ horas_dia: 4.5, dias_semana: 5, salario: 848 });
  });

  it('leaving with unsaved input asks first (in the app and when the tab closes); after a save it does not', async () => {
    const now = new Date();
    const { save, onSaved, router } = renderForm({ initial: validValues(now), plazo: deadlineRange(0, now) });
    const beforeUnload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // Nothing typed yet: no question.
    expect(beforeUnload()).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /^Título de la convocatoria/ }), ' Senior');
    expect(beforeUnload()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    expect(dialog).toHaveTextContent('Tienes cambios sin guardar. Si sales de esta página, se perderán.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('textbox', { name: /^Título de la convocatoria/ })).toHaveValue('Practicante de Contabilidad Senior');

    await userEvent.click(screen.getByRole('link', { name: 'Cancelar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).getByRole('button', { name: 'Salir sin guardar' }),
    );
    expect(await screen.findByRole('heading', { name: 'Mis publicaciones' })).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a saved offer leaves for the next page without asking', async () => {
    const now = new Date();
    // The page's onSaved navigates on; the router exists once the form is rendered.
    const siguiente: { go?: () => void } = {};
    const { save, router } = renderForm({
      initial: validValues(now),
      plazo: deadlineRange(0, now),
      onSaved: () => siguiente.go?.(),
    });
    siguiente.go = () => void router.navigate('/mis-publicaciones');
    await userEvent.type(screen.getByRole('textbox', { name: /^Título de la convocatoria/ }), ' Senior');
    await submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('heading', { name: 'Mis publicaciones' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the deadline input allows today to +15 days for a free offer, and says why a date is refused', async () => {
    const now = new Date();
    const range = deadlineRange(0, now);
    const { save } = renderForm({ initial: validValues(now, { fin_convocatoria: '2020-01-01' }), plazo: range });
    const fecha = screen.getByLabelText(/^Fecha límite para postular/);
    expect(fecha).toHaveAttribute('min', range.min);
    expect(fecha).toHaveAttribute('max', range.max);
    await submit();
    expect(fecha).toHaveAccessibleDescription('El plazo para postular es muy corto');
    const later = new Date(`${range.max}T12:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 1);
    await userEvent.clear(fecha);
    await userEvent.type(fecha, later.toISOString().slice(0, 10));
    await submit();
    expect(fecha).toHaveAccessibleDescription(plazoMaximoMessage(15));
    await userEvent.clear(fecha);
    await userEvent.type(fecha, range.default);
    await submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  });

  it('a featured offer may take up to 30 days', () => {
    const now = new Date();
    const range = deadlineRange(1, now);
    renderForm({ tipo: 1, initial: validValues(now, { tipo: 1 }), plazo: range });
    expect(screen.getByLabelText(/^Fecha límite para postular/)).toHaveAttribute('max', range.max);
    expect(screen.getByText(/máximo 30 días/)).toBeInTheDocument();
    expect(range.max > deadlineRange(0, now).max).toBe(true);
  });

  it('puts the server’s field errors on their fields, nested ones too, with its message under the form', async () => {
    const now = new Date();
    const { save } = renderForm({
      initial: validValues(now, { idiomas: [{ name: 'Inglés', level: 'básico', required: 'deseable' }] }),
      plazo: deadlineRange(0, now),
    });
    save.mockResolvedValueOnce({
      state: false,
      data: [],
      status: 400,
      message: 'Elige un idioma de la lista',
      optional: { errors: { 'idiomas.0.name': 'Elige un idioma de la lista' } },
    } as never);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Elige un idioma de la lista');
    expect(select(/^Idioma 1/)).toHaveAccessibleDescription('Elige un idioma de la lista');
  });
});
