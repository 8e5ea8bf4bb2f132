/**
 * The pipeline's private notes on an applicant: a draft (a new note being written, or an own note being edited) is
 * not lost by leaving the page without a question.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { NotasPostulacion } from '../pipeline';

const NOTA = {
  id: 5,
  id_postulacion: 31,
  texto: 'Buena entrevista; pedir referencias.',
  autor_nombre: 'Lucía Quispe',
  autor_id: 2,
  propia: true,
  editable: true,
  creado_en: '2026-11-20T15:00:00.000Z',
  editado_en: null,
};

function json(body: object) {
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

function renderNotas() {
  const router = createMemoryRouter(
    [
      { path: '/postulante', element: <NotasPostulacion idPostulacion={31} /> },
      { path: '/postulantes', element: <h1>Postulantes</h1> },
    ],
    { initialEntries: ['/postulante'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return router;
}

const beforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('note drafts ask before leaving', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json({ state: true, message: '', data: [NOTA] })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a new note being written: the router and the tab both ask; an empty box does not', async () => {
    const router = renderNotas();
    await screen.findByText(NOTA.texto);
    expect(beforeUnload()).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nueva nota' }), 'Llamar el lunes');
    expect(beforeUnload()).toBe(true);
    void router.navigate('/postulantes');
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(router.state.location.pathname).toBe('/postulante');
    expect(screen.getByRole('textbox', { name: 'Nueva nota' })).toHaveValue('Llamar el lunes');

    await userEvent.clear(screen.getByRole('textbox', { name: 'Nueva nota' }));
    expect(beforeUnload()).toBe(false);
    await router.navigate('/postulantes');
    expect(await screen.findByRole('heading', { name: 'Postulantes' })).toBeInTheDocument();
  });

  it('an own note being edited with changes asks too', async () => {
    const router = renderNotas();
    await screen.findByText(NOTA.texto);
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    // Opening the editor without changing anything is not a draft.
    expect(beforeUnload()).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Editar nota' }), ' Y su portafolio.');
    expect(beforeUnload()).toBe(true);
    void router.navigate('/postulantes');
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByRole('heading', { name: 'Postulantes' })).toBeInTheDocument();
  });
});
