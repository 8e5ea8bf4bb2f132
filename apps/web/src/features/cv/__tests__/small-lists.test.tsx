/** Names already added for knowledge, skills, languages (and networks) are not offered again. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { SocialNetworkAdd } from '../profile-sections';
import { CV_MESSAGES, nivelDelNombre } from '@practiperu/shared/cv';
import { conocimientoSchema } from '@practiperu/shared/schemas/cv';
import { NivelList, notYetAdded, SkillsForm } from '../small-lists';

const IDIOMAS = ['Inglés', 'Quechua', 'Aymara', 'Francés'].map((name, i) => ({ id: i + 1, name }));
const TEMAS = [
  { id: 1, name: 'Microsoft Excel', categoria: 'Ofimática' },
  { id: 2, name: 'Microsoft Word', categoria: 'Ofimática' },
  { id: 3, name: 'Power BI', categoria: 'Datos y BI' },
  { id: 4, name: 'Excel avanzado (tablas dinámicas y macros)', categoria: 'Ofimática' },
];
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the add-forms', () => {
  it('notYetAdded compares names without case or accents', () => {
    expect(notYetAdded(IDIOMAS, ['ingles', 'QUECHUA']).map((o) => o.name)).toEqual(['Aymara', 'Francés']);
  });

  it('toggles between "Agregar nuevo" and an inline form, and leaves out the languages already added', async () => {
    render(
      <ToastProvider>
        <NivelList
          group="idioma"
          anchorId="language"
          title="Idiomas"
          noun="Idioma"
          options={IDIOMAS}
          initial={[{ id: 7, nombre: 'Inglés', nivel: 'intermedio' }]}
        />
      </ToastProvider>,
    );
    expect(screen.getByRole('list', { name: 'Idiomas' })).toHaveTextContent('Inglés · Intermedio');
    expect(screen.getByText('requerido para postular')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar nuevo: idioma' }));
    const group = screen.getByRole('group', { name: 'Agregar idioma' });
    expect(options(within(group).getByLabelText(/^Idioma/))).toEqual(['Elige una opción', 'Quechua', 'Aymara', 'Francés']);
    await userEvent.click(within(group).getByRole('button', { name: 'Agregar' }));
    expect(within(group).getByLabelText(/^Idioma/)).toHaveAccessibleDescription('Requerido');
    await userEvent.click(within(group).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('group', { name: 'Agregar idioma' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar nuevo: idioma' })).toBeInTheDocument();
  });

  it('searches the knowledge themes, showing each category, without those already added', async () => {
    render(
      <ToastProvider>
        <NivelList
          group="conocimiento"
          anchorId="knowledge"
          title="Conocimientos"
          noun="Conocimiento"
          options={TEMAS}
          initial={[{ id: 1, nombre: 'Microsoft Excel', nivel: 'avanzado' }]}
        />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Agregar nuevo: conocimiento' }));
    const picker = screen.getByRole('combobox', { name: /^Conocimiento/ });
    // The suggestions of the picker (the level select has options too).
    const suggestions = async () =>
      (await within(document.getElementById(picker.getAttribute('aria-controls')!)!).findAllByRole('option')).map((o) => o.textContent);
    await userEvent.type(picker, 'MICROSOFT');
    expect(await suggestions()).toEqual(['Microsoft WordOfimática']);
    await userEvent.clear(picker);
    await userEvent.type(picker, 'bi');
    expect(await suggestions()).toEqual(['Power BIDatos y BI']);
  });

  it('adds skills to the list, leaving them out of the choices, until they are saved', async () => {
    const habilidades = ['Trabajo en equipo', 'Liderazgo', 'Creatividad'].map((name, i) => ({ id: i + 1, name }));
    render(
      <ToastProvider>
        <SkillsForm initial={[{ id: 9, name: 'Liderazgo' }]} options={habilidades} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Agregar nuevo: habilidad' }));
    expect(options(screen.getByRole('combobox', { name: /^Habilidad/ }))).toEqual(['Elige una opción', 'Trabajo en equipo', 'Creatividad']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Habilidad/ }), 'Creatividad');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(screen.getByRole('list', { name: 'Habilidades' })).toHaveTextContent('Creatividad');
    expect(screen.getByText('Tienes cambios sin guardar en tus habilidades.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar nuevo: habilidad' }));
    expect(options(screen.getByRole('combobox', { name: /^Habilidad/ }))).toEqual(['Elige una opción', 'Trabajo en equipo']);
  });

  it('leaves out the social networks already added and checks the URL', async () => {
    const added: { name: string; value: string }[] = [];
    render(<SocialNetworkAdd added={[{ name: 'LinkedIn', value: 'https://linkedin.com/in/ana' }]} onAdd={(red) => added.push(red)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar nuevo: red social' }));
    expect(options(screen.getByLabelText(/^Red social/))).toEqual(['Elige una opción', 'Twitter', 'Facebook', 'Instagram', 'Telegram']);
    await userEvent.selectOptions(screen.getByLabelText(/^Red social/), 'Instagram');
    await userEvent.type(screen.getByLabelText(/^Enlace a tu perfil/), 'instagram.com/ana');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(screen.getByLabelText(/^Enlace a tu perfil/)).toHaveAccessibleDescription('No se reconoce como URL');
    await userEvent.clear(screen.getByLabelText(/^Enlace a tu perfil/));
    await userEvent.type(screen.getByLabelText(/^Enlace a tu perfil/), 'https://instagram.com/ana');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(added).toEqual([{ name: 'Instagram', value: 'https://instagram.com/ana' }]);
  });
});

describe('an item whose name states its level', () => {
  it('nivelDelNombre reads the level from the reference names, and nothing from the others', () => {
    expect(nivelDelNombre('Excel avanzado (tablas dinámicas y macros)')).toBe('avanzado');
    expect(nivelDelNombre('Soporte vital básico (BLS)')).toBe('básico');
    expect(nivelDelNombre('Microsoft Excel')).toBeNull();
    expect(nivelDelNombre('Avanzadora')).toBeNull();
    expect(
      conocimientoSchema.safeParse({ nombre: 'Excel avanzado (tablas dinámicas y macros)', nivel: 'intermedio' }).error?.issues,
    ).toEqual([expect.objectContaining({ path: ['nivel'], message: CV_MESSAGES.nivelDelNombre('avanzado') })]);
    expect(conocimientoSchema.safeParse({ nombre: 'Excel avanzado (tablas dinámicas y macros)', nivel: 'avanzado' }).success).toBe(true);
  });

  it('«Excel avanzado» can only be added as Avanzado', async () => {
    render(
      <ToastProvider>
        <NivelList group="conocimiento" anchorId="knowledge" title="Conocimientos" noun="Conocimiento" options={TEMAS} initial={[]} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Agregar nuevo: conocimiento' }));
    const picker = screen.getByRole('combobox', { name: /^Conocimiento/ });
    await userEvent.type(picker, 'excel avan');
    const listbox = document.getElementById(picker.getAttribute('aria-controls')!)!;
    await userEvent.click(await within(listbox).findByRole('option', { name: /Excel avanzado/ }));
    const nivel = screen.getByRole<HTMLSelectElement>('combobox', { name: /^Nivel/ });
    expect(nivel.value).toBe('avanzado');
    expect(options(nivel).filter((o) => o !== 'Elige una opción')).toEqual(['Avanzado']);
  });
});

describe('removing a chip keeps the keyboard focus in the list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes to the next chip’s Quitar, then the previous one, then the add button when none is left', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ state: true, message: '', data: [] }), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    render(
      <ToastProvider>
        <NivelList
          group="conocimiento"
          anchorId="knowledge"
          title="Conocimientos"
          noun="Conocimiento"
          options={TEMAS}
          initial={[
            { id: 1, nombre: 'Microsoft Excel', nivel: 'avanzado' },
            { id: 2, nombre: 'Microsoft Word', nivel: 'básico' },
            { id: 3, nombre: 'Power BI', nivel: 'intermedio' },
          ]}
        />
      </ToastProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Quitar Microsoft Word' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Quitar Microsoft Word' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Quitar Power BI' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Quitar Power BI' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Quitar Microsoft Excel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Conocimientos' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Agregar nuevo: conocimiento' })).toHaveFocus();
  });

  it('a skill removed (saved later with the form) hands the focus on the same way', async () => {
    const habilidades = ['Trabajo en equipo', 'Liderazgo'].map((name, i) => ({ id: i + 1, name }));
    render(
      <ToastProvider>
        <SkillsForm initial={habilidades} options={habilidades} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Quitar Liderazgo' }));
    expect(screen.getByRole('button', { name: 'Quitar Trabajo en equipo' })).toHaveFocus();
  });
});
