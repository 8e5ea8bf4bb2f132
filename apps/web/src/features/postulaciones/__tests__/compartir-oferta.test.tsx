/**
 * An applicant reading an open offer can send it on: WhatsApp, LinkedIn, the link to copy and, on a phone whose
 * browser has one, the system's share sheet. Every action carries the offer's canonical address with its channel's
 * campaign tags; a closed offer offers none.
 */
import type { OfertaDetallePostulante, OfertaInformativa, PostulacionVista } from '@practiperu/shared/postulacion';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import fixture from '../../publico/__tests__/fixtures/paginas-publicas.json';
import { PostulanteOfertaPage, type PostulanteOfertaData } from '../oferta-page';

const URL_PUBLICA = 'https://practiperu.pe/ofertas/practicante-de-mejora-continua-planta-almacen-42';

const APPLIED: PostulacionVista = {
  id: 900,
  estado: 0,
  revisado: 0,
  eliminado_en: null,
  creado_en: '2027-07-01T15:00:00.000Z',
  estado_clave: 'recibida',
  estado_texto: 'Recibida',
};

// Already applied: the page asks nothing more of the server.
const ABIERTA = {
  ...fixture.paginas.abierta.oferta,
  postulado: true,
  id_reclutador: 7,
  postulacion: APPLIED,
  puede_postular: false,
  motivo_no_postular: 'Ya postulaste a esta oferta.',
} as unknown as OfertaDetallePostulante;

function renderDetail(oferta: OfertaDetallePostulante | OfertaInformativa) {
  const data: PostulanteOfertaData = { oferta: Promise.resolve({ ok: true, data: oferta }) };
  const router = createMemoryRouter(
    [{ path: '/postulantes/nuevas-ofertas/:id', loader: () => data, Component: () => <PostulanteOfertaPage from="ofertas" /> }],
    { initialEntries: [`/postulantes/nuevas-ofertas/${oferta.id}`] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
}

/** The page takes a while to draw on a busy machine. */
const SLOW = { timeout: 5000 };

const tags = (source: string, medium: string) =>
  `utm_source=${source}&utm_medium=${medium}&utm_campaign=compartir-oferta&utm_content=postulante`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("sharing from the applicant's offer page", () => {
  it('offers WhatsApp, LinkedIn and the link, each with the canonical address and its campaign tags', async () => {
    renderDetail(ABIERTA);
    const share = await screen.findByRole('region', { name: 'Comparte esta oferta' }, SLOW);
    const wa = `${URL_PUBLICA}?${tags('whatsapp', 'mensajeria')}`;
    expect(within(share).getByRole('link', { name: /Compartir por WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Practicante de Mejora Continua <Planta & Almacén> — postula aquí: ${wa}`)}`,
    );
    expect(within(share).getByRole('link', { name: /Compartir en LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${URL_PUBLICA}?${tags('linkedin', 'social')}`)}`,
    );
    expect(within(share).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('target', '_blank');
    expect(within(share).getByRole('textbox', { name: 'Enlace de la oferta' })).toHaveValue(`${URL_PUBLICA}?${tags('enlace', 'copia')}`);
    // Not a phone with a share sheet: no such button.
    expect(within(share).queryByRole('button', { name: 'Compartir…' })).not.toBeInTheDocument();
  });

  it('«Copiar enlace» copies the tagged address and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderDetail(ABIERTA);
    const share = await screen.findByRole('region', { name: 'Comparte esta oferta' }, SLOW);
    await user.click(within(share).getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(`${URL_PUBLICA}?${tags('enlace', 'copia')}`);
    expect(within(share).getByRole('status')).toHaveTextContent('Se copió el enlace.');
    expect(within(share).getByRole('button', { name: 'Enlace copiado' })).toBeInTheDocument();
  });

  it("on a phone with a share sheet, «Compartir…» opens it with the offer's title and tagged address", async () => {
    const shareSheet = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share: shareSheet }));
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query }) as MediaQueryList);
    renderDetail(ABIERTA);
    const share = await screen.findByRole('region', { name: 'Comparte esta oferta' }, SLOW);
    await userEvent.click(await within(share).findByRole('button', { name: 'Compartir…' }));
    expect(shareSheet).toHaveBeenCalledWith({
      title: 'Practicante de Mejora Continua <Planta & Almacén>',
      url: `${URL_PUBLICA}?${tags('compartir', 'movil')}`,
    });
  });

  it('an informational offer can be shared too; a closed offer cannot', async () => {
    renderDetail(fixture.paginas.informativa.oferta as unknown as OfertaInformativa);
    expect(await screen.findByRole('region', { name: 'Comparte esta oferta' }, SLOW)).toBeInTheDocument();
  });

  it('a closed offer has nothing to share', async () => {
    renderDetail({ ...ABIERTA, vigente: false, estado_texto: 'Finalizó' });
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Comparte esta oferta' })).not.toBeInTheDocument();
  });
});
