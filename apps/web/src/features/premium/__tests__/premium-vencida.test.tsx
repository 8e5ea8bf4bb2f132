/**
 * A member whose membership ended opens premium content: the page says when it ended and how to renew, and the
 * content is not asked for (its 403 would show in the browser's console as a failed request). Someone who was never
 * premium gets the locked page with the titles, from the status's answer, without a refused request either.
 */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateSession } from '../../../lib/session';
import { contentLoader, ContentPage, videoLoader, VideoPage } from '../premium-pages';

const USER = {
  id: 5,
  role: 0,
  name: 'Lucía',
  lastname: 'Quispe',
  nombre_org: '',
  email: 'lucia@correo.pe',
  estado_pago: null,
  is_premium: false,
  is_dev: false,
  cv_completo: true,
};
const STATUS = {
  estado_pago: null,
  mostrar_rechazado: 0,
  id: null,
  expira_el: null,
  dias_restantes: null,
  ultimo_dia: false,
  pago_pendiente: false,
};

function fakeApi(vencioEl: string | null) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      asked.push(path);
      const reply = path.endsWith('/mySession')
        ? { status: 200, body: { state: true, message: '', data: [USER] } }
        : path.endsWith('/isPremiumPostulant')
          ? {
              status: 200,
              body: {
                state: true,
                message: '',
                data: [{ ...STATUS, vencio_el: vencioEl }],
                // Not a member now: what a membership opens.
                optional: { titulos: [{ type: 'video', title: 'Entrevistas de prácticas' }] },
              },
            }
          : {
              status: 403,
              body: {
                state: false,
                message: 'Este contenido es exclusivo para postulantes Premium.',
                data: [],
                optional: { titulos: [{ type: 'video', title: 'Entrevistas de prácticas' }] },
              },
            };
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/postulantes/contenido-premium/', loader: contentLoader, element: <ContentPage /> },
      { path: '/postulantes/contenido-premium/video/:id_video', loader: videoLoader, element: <VideoPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  invalidateSession();
});

describe('premium content after the membership ended', () => {
  it('explains when it ended and how to renew, without asking for the content', async () => {
    localStorage.setItem('token', 'vencida');
    const asked = fakeApi('2026-11-27');
    renderAt('/postulantes/contenido-premium/');
    expect(await screen.findByTestId('premium-locked-vencida')).toHaveTextContent(
      /Tu membresía Premium terminó el 27 de noviembre de 2026/,
    );
    expect(screen.getByRole('link', { name: 'Quiero ser Premium' })).toBeInTheDocument();
    expect(asked.some((p) => p.endsWith('/getPremiumData'))).toBe(false);
  });

  it('a video page says the same, without asking for the video', async () => {
    localStorage.setItem('token', 'vencida-video');
    const asked = fakeApi('2026-11-27');
    renderAt('/postulantes/contenido-premium/video/3');
    expect(await screen.findByTestId('premium-locked-vencida')).toBeInTheDocument();
    expect(asked.some((p) => p.includes('/getVideo'))).toBe(false);
  });

  it('never premium: the locked page with the titles, read from the status, with no refused request', async () => {
    localStorage.setItem('token', 'nunca');
    const asked = fakeApi(null);
    renderAt('/postulantes/contenido-premium/');
    expect(await screen.findByTestId('premium-titulos')).toHaveTextContent('Entrevistas de prácticas');
    expect(screen.queryByTestId('premium-locked-vencida')).toBeNull();
    expect(asked.some((p) => p.endsWith('/getPremiumData'))).toBe(false);
  });

  it('never premium on a video page: locked, without asking for the video', async () => {
    localStorage.setItem('token', 'nunca-video');
    const asked = fakeApi(null);
    renderAt('/postulantes/contenido-premium/video/3');
    expect(await screen.findByText('Este contenido es exclusivo para postulantes Premium.', { exact: false })).toBeInTheDocument();
    expect(asked.some((p) => p.includes('/getVideo'))).toBe(false);
  });
});
