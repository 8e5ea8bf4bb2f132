/**
 * The CV update page never drops what the applicant typed without saying so: saving one section keeps the other
 * sections' input and names those still unsaved; a link, Back or a reload with unsaved input asks first.
 */
import type { PostulanteProfileFull } from '@practiperu/shared/cv';
import { CV_MESSAGES } from '@practiperu/shared/cv';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import type { Loaded } from '../../../lib/loaded';
import { tokenStore } from '../../../lib/storage';
import type * as CvApi from '../api';
import { UpdatePage, type UpdateData } from '../update-page';

const saveForm = vi.fn();
vi.mock('../api', async (original) => ({
  ...(await original<typeof CvApi>()),
  saveForm: (...args: unknown[]) => saveForm(...args) as unknown,
}));

const PROFILE: PostulanteProfileFull = {
  nombres: 'Lucía',
  apellidos: 'Quispe Mamani',
  foto: null,
  dni: '45678912',
  sexo: 0,
  fecha_nacimiento: '2003-04-12',
  licencia_conducir: 0,
  estado_estudios: 0,
  tipo_carrera: 1,
  id_inst_educativa: 67,
  inst_educativa_nombre: 'Universidad Nacional de San Agustín de Arequipa',
  id_carrera_actual: 289,
  carrera_actual: 'Ingeniería Industrial',
  claves: 'ingenieria industrial',
  ciclo_actual: 4,
  fecha_ingreso: `${new Date().getFullYear() - 3}-01-01`,
  fecha_egreso: `${new Date().getFullYear() + 2}-01-01`,
  orden_merito: 0,
  resumen_profesional: 'Estudiante de Ingeniería Industrial.',
  id_region: 4,
  region: 'Arequipa',
  provincia: 'Arequipa',
  distrito: 'Cayma',
  whatsapp: '987654321',
  correo_contacto: 'lucia@demo.pe',
  redes_sociales: [],
  habilidades: [],
  logros: [],
  conocimientos: [],
  idiomas: [],
  formacion_complementaria: [],
  experiencia_laboral: [],
  voluntariados: [],
  proyectos: [],
} as unknown as PostulanteProfileFull;

const DATA: UpdateData = {
  profile: PROFILE,
  lugares: [
    {
      id: 4,
      nombre: 'Arequipa',
      provincias: [
        {
          id: 1,
          nombre: 'Arequipa',
          distritos: [
            { id: 1, nombre: 'Cayma' },
            { id: 2, nombre: 'Yanahuara' },
          ],
        },
      ],
    },
  ],
  ordenMerito: [],
  idiomas: [],
  habilidades: [],
  temas: [],
  tiposFormacion: [],
};

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/postulantes/curriculum/actualizar', loader: (): Loaded<UpdateData> => ({ ok: true, data: DATA }), Component: UpdatePage },
      { path: '/postulantes/curriculum', element: <h1>Mi CV</h1> },
      { path: '/postulantes/', element: <Link to="/postulantes/curriculum/actualizar">Actualizar</Link> },
    ],
    { initialEntries: ['/postulantes/', '/postulantes/curriculum/actualizar'], initialIndex: 1 },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return router;
}

/** The whole page takes a while to draw on a busy machine. */
const SLOW = { timeout: 5000 };

const section = (name: string) => screen.getByRole('form', { name });

async function replace(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

function unloadIsStopped(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => {
  tokenStore.set('sesion-de-prueba');
  saveForm.mockReset();
  saveForm.mockResolvedValue({ state: true, message: CV_MESSAGES.updated, data: [] });
});

afterEach(() => tokenStore.clear());

describe('unsaved input on the CV update page', () => {
  it("saving Contacto keeps Información personal's unsaved Apellidos and says that section is still unsaved", async () => {
    renderPage();
    const personal = await screen.findByRole('form', { name: 'Información personal' }, SLOW);
    await replace(within(personal).getByLabelText(/^Apellidos/), 'Quispe Huamán');
    await replace(within(section('Contacto')).getByLabelText(/^WhatsApp/), '912345678');
    await userEvent.click(within(section('Contacto')).getByRole('button', { name: 'Guardar cambios' }));

    expect(await within(section('Contacto')).findByText(CV_MESSAGES.updated)).toBeInTheDocument();
    expect(saveForm).toHaveBeenCalledTimes(1);
    expect(saveForm).toHaveBeenCalledWith('contact', expect.objectContaining({ whatsapp: '912345678' }));
    expect(within(personal).getByLabelText(/^Apellidos/)).toHaveValue('Quispe Huamán');
    // Each section reports what it holds from an effect, so the page's notice follows the section's own message a
    // drawing later (a task later on a busy machine).
    await waitFor(() => expect(screen.getByTestId('cambios-sin-guardar')).not.toHaveTextContent('Contacto'));
    expect(screen.getByTestId('cambios-sin-guardar')).toHaveTextContent('Información personal');
  });

  it('a link away with an unsaved summary asks first; «Seguir editando» stays, «Salir sin guardar» leaves', async () => {
    const router = renderPage();
    const resumen = await screen.findByLabelText(/^Resumen profesional/, {}, SLOW);
    // Its required «*» stays with the words, before the «requerido para postular» badge.
    expect((resumen as HTMLTextAreaElement).labels[0]?.textContent).toBe('Resumen profesional\u00a0* requerido para postular');
    await userEvent.type(resumen, ' Me interesa la logística.');
    expect(screen.getByTestId('cambios-sin-guardar')).toHaveTextContent('Educación');

    await userEvent.click(screen.getByRole('link', { name: 'Regresar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    expect(dialog).toHaveTextContent('Educación');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(router.state.location.pathname).toBe('/postulantes/curriculum/actualizar');
    expect(screen.getByLabelText(/^Resumen profesional/)).toHaveValue('Estudiante de Ingeniería Industrial. Me interesa la logística.');

    await userEvent.click(screen.getByRole('link', { name: 'Regresar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).getByRole('button', { name: 'Salir sin guardar' }),
    );
    expect(await screen.findByRole('heading', { name: 'Mi CV' })).toBeInTheDocument();
  });

  it('Back with unsaved input asks too', async () => {
    const router = renderPage();
    const lugar = await screen.findByRole('form', { name: 'Lugar de residencia' }, SLOW);
    await userEvent.selectOptions(within(lugar).getByLabelText(/^Distrito/), 'Yanahuara');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).toHaveTextContent('Lugar de residencia');
    expect(router.state.location.pathname).toBe('/postulantes/curriculum/actualizar');
  });

  it('a reload or closing the tab is stopped while something is unsaved, and not once it is saved', async () => {
    renderPage();
    const personal = await screen.findByRole('form', { name: 'Información personal' }, SLOW);
    expect(unloadIsStopped()).toBe(false);
    await replace(within(personal).getByLabelText(/^Apellidos/), 'Quispe Huamán');
    expect(unloadIsStopped()).toBe(true);
    await userEvent.click(within(personal).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(personal).findByText(CV_MESSAGES.updated)).toBeInTheDocument();
    // The section reports that it is saved from an effect: the notice goes a drawing after the message comes.
    await waitFor(() => expect(screen.queryByTestId('cambios-sin-guardar')).not.toBeInTheDocument());
    // The page's guard is let go by an effect after the render that hides the notice: on a busy machine it may not
    // have run yet when the notice is gone.
    await waitFor(() => expect(unloadIsStopped()).toBe(false));
  });

  it('signing out is not held: nothing could be saved any more', async () => {
    const router = renderPage();
    await userEvent.type(await screen.findByLabelText(/^Resumen profesional/, {}, SLOW), ' Me interesa la logística.');
    tokenStore.clear();
    await act(() => router.navigate('/postulantes/curriculum'));
    expect(await screen.findByRole('heading', { name: 'Mi CV' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a half-filled add-form counts as unsaved input', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar nuevo: logro' }, SLOW));
    await userEvent.type(screen.getByLabelText(/^Descripción/), 'Primer puesto');
    expect(screen.getByTestId('cambios-sin-guardar')).toHaveTextContent('Logros académicos y personales');
    expect(unloadIsStopped()).toBe(true);
  });
});
