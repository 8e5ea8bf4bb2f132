/**
 * The announcement form checks with the API's schema and its rule of 5 visible characters: an empty subject and
 * message are 'Requerido' at their fields, a short message 'Mínimo 5 caracteres', without a call; the server's field
 * errors land at their fields; a saved draft says so and closes the form.
 */
import { ANUNCIO_MESSAGES } from '@practiperu/shared/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnunciosPage } from '../anuncios-page';
import { fakeApi, readyButton, renderPage, writes } from './helpers';

// The real editor (TipTap) has its own test and journeys; here a plain text box stands in for it.
vi.mock('../../../components/rich-text-editor', () => ({
  default: (props: { labelId: string; describedBy: string; value: string; onChange: (v: string) => void }) => (
    <textarea
      aria-labelledby={props.labelId}
      aria-describedby={props.describedBy}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  ),
}));

const LIST = { body: { state: true, data: [], optional: { current_page: 1, total_pages: 1, total: 0 } } };

afterEach(() => vi.unstubAllGlobals());

async function openForm() {
  renderPage(<AnunciosPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Nuevo anuncio' }));
  // The editor is loaded lazily.
  const mensaje = await screen.findByRole('textbox', { name: /^Mensaje/ });
  return { asunto: screen.getByRole('textbox', { name: /^Asunto/ }), mensaje };
}

describe('the announcement form', () => {
  it('an empty subject and message, then a short message, are refused at their fields without a call', async () => {
    const sent = fakeApi({ 'GET /api/admin/anuncios': LIST });
    const { asunto, mensaje } = await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(asunto).toHaveAccessibleDescription(/^Requerido/);
    expect(mensaje).toHaveAccessibleDescription(/^Requerido/);
    await userEvent.type(asunto, 'Novedades');
    await userEvent.type(mensaje, '<p>Hola</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(mensaje).toHaveAccessibleDescription(new RegExp(`^${ANUNCIO_MESSAGES.textoCorto}`));
    expect(writes(sent)).toEqual([]);
  });

  it("the server's field error lands at its field; a saved draft says so", async () => {
    let created = false;
    const sent = fakeApi({
      'GET /api/admin/anuncios': LIST,
      'POST /api/admin/anuncios': () =>
        created
          ? { status: 201, body: { state: true, message: ANUNCIO_MESSAGES.created } }
          : {
              status: 400,
              body: { state: false, message: ANUNCIO_MESSAGES.asuntoLargo, optional: { errors: { asunto: ANUNCIO_MESSAGES.asuntoLargo } } },
            },
    });
    const { asunto, mensaje } = await openForm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Para/ }), 'postulantes');
    await userEvent.type(asunto, 'Novedades de diciembre');
    await userEvent.type(mensaje, '<p>Ya puedes ver tu afinidad.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText(ANUNCIO_MESSAGES.asuntoLargo)).toBeInTheDocument();
    expect(asunto).toHaveAccessibleDescription(new RegExp(`^${ANUNCIO_MESSAGES.asuntoLargo}`));
    created = true;
    await userEvent.click(await readyButton('Guardar borrador'));
    expect(await screen.findByText(ANUNCIO_MESSAGES.created)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Asunto/ })).not.toBeInTheDocument();
    expect(writes(sent).map((s) => s.body)).toEqual([
      { audiencia: 'postulantes', asunto: 'Novedades de diciembre', html: '<p>Ya puedes ver tu afinidad.</p>' },
      { audiencia: 'postulantes', asunto: 'Novedades de diciembre', html: '<p>Ya puedes ver tu afinidad.</p>' },
    ]);
  });
});

describe('sending a draft', () => {
  const draft = {
    id: 4,
    audiencia: 'empresas',
    asunto: 'Novedades de diciembre',
    html: '<p>Hola</p>',
    estado: 'borrador',
    destinatarios: 0,
    destinatarios_posibles: 3,
    progreso: null,
    creado_por: 'Ana',
    creado_en: '2026-11-20T10:00:00.000Z',
    enviado_en: null,
  };
  const sentOne = {
    ...draft,
    estado: 'enviando',
    destinatarios: 3,
    destinatarios_posibles: null,
    progreso: { enviados: 0, pendientes: 3, fallidos: 0 },
    enviado_en: '2026-11-29T09:00:00.000Z',
  };

  it('the row shows it is being sent right after «Sí, enviar», without a reload', async () => {
    let sent = false;
    fakeApi({
      'GET /api/admin/anuncios': () => ({
        body: { state: true, data: [sent ? sentOne : draft], optional: { current_page: 1, total_pages: 1, total: 1 } },
      }),
      'POST /api/admin/anuncios/4/enviar': () => {
        sent = true;
        return { body: { state: true, message: ANUNCIO_MESSAGES.sending(3), data: [sentOne], optional: { ya_enviado: false } } };
      },
    });
    renderPage(<AnunciosPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, enviar' }));
    expect(await screen.findByText(ANUNCIO_MESSAGES.sending(3))).toBeInTheDocument();
    expect(await screen.findByText('Enviando')).toBeInTheDocument();
    expect(screen.queryByText('Borrador')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  });
});
