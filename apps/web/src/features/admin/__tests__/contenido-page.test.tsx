/**
 * The premium content form checks with the API's schema: an empty title and a glossary term without its definition
 * are 'Requerido' at their fields, without a call; the server's nested errors (`glossary.0.title`) land at their
 * fields; created, it says what comes next. Editing sends no type; the cover still goes as multipart.
 */
import { CONTENIDO_MESSAGES } from '@practiperu/shared/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContenidoPage } from '../contenido-page';
import { fakeApi, readyButton, renderPage, writes } from './helpers';

const VIDEO = {
  id: 3,
  type: 'video',
  title: 'Cómo preparar tu entrevista',
  description: '',
  duration: '12:30',
  image: null,
  file: null,
  folder_name: null,
  glossary: [{ title: 'STAR', description: 'Situación, tarea, acción y resultado.' }],
  orden: 1,
  publicado: 1,
  creado_en: '2026-11-20T15:00:00.000Z',
  actualizado_en: '2026-11-20T15:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

async function openNew() {
  renderPage(<ContenidoPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Nuevo contenido' }));
  return within(screen.getByRole('dialog', { name: 'Nuevo contenido' }));
}

describe('the premium content form', () => {
  it('an empty title and a term without its definition are refused at their fields, without a call', async () => {
    const sent = fakeApi({ 'GET /api/admin/contenido': { body: { state: true, data: [] } } });
    const dialog = await openNew();
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar término' }));
    await userEvent.type(dialog.getByLabelText(/^Término 1/), 'STAR');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(dialog.getByLabelText(/^Título/)).toHaveAccessibleDescription(/^Requerido/);
    expect(dialog.getByLabelText(/^Definición 1/)).toHaveAccessibleDescription('Requerido');
    expect(dialog.getByLabelText(/^Término 1/)).not.toHaveAccessibleDescription(/Requerido/);
    expect(writes(sent)).toEqual([]);
  });

  it("the server's nested field error lands at its field; created, it says what comes next", async () => {
    let created = false;
    const sent = fakeApi({
      'GET /api/admin/contenido': { body: { state: true, data: [] } },
      'POST /api/admin/contenido': () =>
        created
          ? { status: 201, body: { state: true, message: CONTENIDO_MESSAGES.created } }
          : {
              body: {
                state: false,
                message: 'Máximo 100 caracteres',
                optional: { errors: { 'glossary.0.title': 'Máximo 100 caracteres' } },
              },
            },
    });
    const dialog = await openNew();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Tipo/ }), 'recurso');
    await userEvent.type(dialog.getByLabelText(/^Título/), 'Plantilla de CV');
    await userEvent.click(dialog.getByLabelText(/^Publicado/));
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar término' }));
    await userEvent.type(dialog.getByLabelText(/^Término 1/), 'ATS');
    await userEvent.type(dialog.getByLabelText(/^Definición 1/), 'El sistema que filtra los CV.');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await dialog.findByText('Máximo 100 caracteres')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Término 1/)).toHaveAccessibleDescription('Máximo 100 caracteres');
    created = true;
    await userEvent.click(await readyButton('Guardar', screen.getByRole('dialog')));
    expect(await screen.findByText(`${CONTENIDO_MESSAGES.created} Ahora sube su imagen y su archivo.`)).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toEqual({
      type: 'recurso',
      title: 'Plantilla de CV',
      description: '',
      duration: null,
      folder_name: null,
      glossary: [{ title: 'ATS', description: 'El sistema que filtra los CV.' }],
      publicado: 0,
    });
  });

  it('editing sends the fields without the type; a cover goes as multipart', async () => {
    const sent = fakeApi({
      'GET /api/admin/contenido': { body: { state: true, data: [VIDEO] } },
      'PUT /api/admin/contenido/3': { body: { state: true, message: CONTENIDO_MESSAGES.saved } },
      'POST /api/admin/contenido/3/imagen': { body: { state: true, message: CONTENIDO_MESSAGES.imageSaved } },
    });
    renderPage(<ContenidoPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Editar contenido' }));
    expect(dialog.getByRole('combobox', { name: /^Tipo/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Quitar término 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(CONTENIDO_MESSAGES.saved)).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toEqual({
      title: VIDEO.title,
      description: '',
      duration: '12:30',
      folder_name: null,
      glossary: [],
      publicado: 1,
    });
    await userEvent.upload(screen.getByLabelText(/^Imagen de portada/), new File(['png'], 'portada.png', { type: 'image/png' }));
    expect(await screen.findByText(CONTENIDO_MESSAGES.imageSaved)).toBeInTheDocument();
    expect(writes(sent)[1]?.body).toBeInstanceOf(FormData);
  });
});
