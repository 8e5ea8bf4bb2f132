/**
 * The development outbox filtered from the address bar: `/dev/correos?para=<correo>` shows that person's mails only,
 * like the «Filtrar» button, which writes the same address.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DevOutboxPage from '../correos';

const MAILS = [
  {
    to: 'ana@correo.pe',
    subject: 'Confirma tu cuenta, Ana',
    created_at: '2026-11-29T10:00:00.000Z',
    html: '<p>Ana</p>',
    text: 'Ana',
    links: [],
  },
  {
    to: 'beto@correo.pe',
    subject: 'Confirma tu cuenta, Beto',
    created_at: '2026-11-29T11:00:00.000Z',
    html: '<p>Beto</p>',
    text: 'Beto',
    links: [],
    attachments: [
      {
        filename: 'entrevista.ics',
        content_type: 'text/calendar; charset=utf-8; method=CANCEL',
        content: 'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nSUMMARY:Entrevista – Logística\r\nEND:VCALENDAR\r\n',
      },
    ],
  },
];

/** The outbox API: every mail, or those of `?to=`. */
function outbox() {
  return vi.fn(async (input: RequestInfo | URL) => {
    const to = new URL(String(input), 'http://localhost').searchParams.get('to');
    const data = MAILS.filter((m) => !to || m.to === to);
    return new Response(JSON.stringify({ state: true, data, message: '' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/dev/correos', element: <DevOutboxPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('the development outbox', () => {
  it('lists each attachment with its name, type and size, and a download of its content', async () => {
    vi.stubGlobal('fetch', outbox());
    renderAt('/dev/correos?para=beto%40correo.pe');
    const adjuntos = await screen.findByRole('list', { name: 'Adjuntos del correo' });
    expect(adjuntos).toHaveTextContent('entrevista.ics');
    expect(adjuntos).toHaveTextContent('text/calendar; charset=utf-8; method=CANCEL · 82 B');
    const enlace = screen.getByRole('link', { name: 'Descargar entrevista.ics' });
    expect(enlace).toHaveAttribute('download', 'entrevista.ics');
    const href = enlace.getAttribute('href')!;
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(MAILS[1]!.attachments![0]!.content);
  });

  it('typed as /dev/correos?para=<correo> shows only that person’s mails', async () => {
    vi.stubGlobal('fetch', outbox());
    renderAt('/dev/correos?para=ana%40correo.pe');
    expect(await screen.findByRole('heading', { name: 'Confirma tu cuenta, Ana' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirma tu cuenta, Beto' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('1 correo');
    expect(screen.getByRole('searchbox', { name: 'Filtrar por destinatario' })).toHaveValue('ana@correo.pe');
  });

  it('«Filtrar» puts the same ?para= in the address', async () => {
    vi.stubGlobal('fetch', outbox());
    const router = renderAt('/dev/correos');
    expect(await screen.findByRole('heading', { name: 'Confirma tu cuenta, Beto' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrar por destinatario' }), 'beto@correo.pe');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('1 correo', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirma tu cuenta, Ana' })).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('para')).toBe('beto@correo.pe');
  });
});
