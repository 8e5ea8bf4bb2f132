/**
 * «Correos a los postulantes»: the company's mail for each status that is told, the platform's text until it writes
 * its own, previewed as the applicant reads it; an unknown placeholder is refused at its field before anything is
 * sent; «Restaurar texto original» brings the platform's text back. A recruiter seat reads them and cannot edit.
 */
import { PLANTILLAS_DEFECTO } from '@practiperu/shared/correos-estado';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { CorreosPostulantesPage } from '../correos-postulantes-page';

const plantillas = (['en_proceso', 'finalista', 'no_seleccionada'] as const).map((clave) => ({
  clave,
  ...PLANTILLAS_DEFECTO[clave],
  propia: false,
  actualizado_en: null,
}));

function json(body: object, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

function renderPage(puede_editar: boolean) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as { asunto: string; cuerpo: string }) : null;
      calls.push({ url, method, body });
      if (method === 'PUT' && body)
        return json({
          state: true,
          message: 'Guardamos el correo de tu empresa.',
          data: [{ clave: 'finalista', ...body, propia: true, actualizado_en: '2026-11-29T17:00:00.000Z' }],
        });
      return json({ state: true, message: 'Volvimos al texto original de PractiPerú.', data: [plantillas[1]] });
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        HydrateFallback: () => null,
        element: <CorreosPostulantesPage />,
        loader: () => ({ ok: true, data: { avisar: true, puede_editar, empresa: 'Andina Logística', plantillas } }),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return calls;
}

describe('«Correos a los postulantes»', () => {
  it('previews the text with the placeholders filled, refuses an unknown one at its field, saves and restores', async () => {
    const calls = renderPage(true);
    const finalista = within(await screen.findByTestId('plantilla-finalista'));
    expect(finalista.getByText('Texto original de PractiPerú')).toBeInTheDocument();
    expect(finalista.getByTestId('vista-previa')).toHaveTextContent('¡Eres finalista en Practicante de Marketing!');

    const asunto = finalista.getByRole('textbox', { name: /Asunto/ });
    const mensaje = finalista.getByRole('textbox', { name: /Mensaje/ });
    await userEvent.clear(asunto);
    await userEvent.type(asunto, '{{nombre}, pasaste a la final');
    await userEvent.clear(mensaje);
    await userEvent.type(mensaje, 'Hola {{apellido}');
    expect(finalista.getByTestId('vista-previa')).toHaveTextContent('Ana, pasaste a la final');
    await userEvent.click(finalista.getByRole('button', { name: 'Guardar' }));
    expect(finalista.getByText('{apellido} no es un marcador: usa {nombre}, {oferta} o {empresa}.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.clear(mensaje);
    await userEvent.type(mensaje, 'Te llamaremos desde {{empresa}.');
    expect(finalista.getByTestId('vista-previa')).toHaveTextContent('Te llamaremos desde Andina Logística.');
    await userEvent.click(finalista.getByRole('button', { name: 'Guardar' }));
    expect(calls).toEqual([
      {
        url: '/api/correosEstado/plantillas/finalista',
        method: 'PUT',
        body: { asunto: '{nombre}, pasaste a la final', cuerpo: 'Te llamaremos desde {empresa}.' },
      },
    ]);
    expect(await finalista.findByText('Texto de tu empresa')).toBeInTheDocument();

    // Restoring deletes the company's text: it asks first, and «No» keeps it (walk w36).
    await userEvent.click(finalista.getByRole('button', { name: 'Restaurar texto original' }));
    let pregunta = await screen.findByRole('dialog', { name: 'Restaurar el texto original' });
    expect(pregunta).toHaveTextContent('Se borrará el texto de tu empresa para «Finalista»');
    await userEvent.click(within(pregunta).getByRole('button', { name: 'No' }));
    expect(calls).toHaveLength(1);
    expect(finalista.getByText('Texto de tu empresa')).toBeInTheDocument();
    await userEvent.click(finalista.getByRole('button', { name: 'Restaurar texto original' }));
    pregunta = await screen.findByRole('dialog', { name: 'Restaurar el texto original' });
    await userEvent.click(within(pregunta).getByRole('button', { name: 'Sí, restaurar' }));
    expect(await finalista.findByText('Texto original de PractiPerú')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ url: '/api/correosEstado/plantillas/finalista', method: 'DELETE' });
    expect(finalista.getByRole('textbox', { name: /Asunto/ })).toHaveValue(PLANTILLAS_DEFECTO.finalista.asunto);
  });

  it('moves focus to the wrong field on «Guardar», and the error goes as soon as the field is right (walk w36)', async () => {
    const calls = renderPage(true);
    const finalista = within(await screen.findByTestId('plantilla-finalista'));
    const asunto = finalista.getByRole('textbox', { name: /Asunto/ });
    await userEvent.clear(asunto);
    await userEvent.click(finalista.getByRole('button', { name: 'Guardar' }));
    expect(finalista.getByText('Escribe el asunto del correo.')).toBeInTheDocument();
    expect(asunto).toHaveFocus();
    expect(asunto).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(asunto, 'H');
    expect(finalista.queryByText(/no es un marcador|Escribe el asunto/)).not.toBeInTheDocument();
    expect(asunto).not.toHaveAttribute('aria-invalid');
    expect(calls).toEqual([]);
  });

  it('wraps a long unbroken word in the preview and the read-only text instead of widening the page', async () => {
    renderPage(false);
    const preview = (await screen.findAllByTestId('vista-previa'))[0]!;
    expect(preview).toHaveClass('wrap-anywhere', 'min-w-0');
    expect(screen.getAllByTestId('texto-guardado')[0]).toHaveClass('wrap-anywhere', 'min-w-0');
  });

  it('a recruiter seat reads the mails and is told the administrators edit them', async () => {
    renderPage(false);
    expect(await screen.findByText('Los administradores de tu empresa editan estos correos.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('vista-previa')).toHaveLength(3);
  });
});
