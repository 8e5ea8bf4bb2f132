/**
 * The informational offer form checks with the API's schema and its rule on the description: empty required fields
 * are 'Requerido' and a link without http(s) is refused at its field, without a call; the server's field errors (a
 * deadline beyond the year) land at their fields; published, it says so and closes the form. Editing keeps the region
 * and modality, whose lists arrive after the form opens.
 */
import { INFORMATIVA_MESSAGES } from '@practiperu/shared/admin';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InformativasPage } from '../informativas-page';
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
/** The lists the selects offer, which arrive after the form opens. */
const LOOKUPS = {
  'GET /api/recursos/listLugares': {
    body: {
      state: true,
      data: [
        { id: 8, nombre: 'Cusco', provincias: [] },
        { id: 15, nombre: 'Lima', provincias: [] },
      ],
    },
  },
  'GET /api/recursos/listOfertaModalidadTiempo': {
    body: { state: true, data: ['Presencial', 'Virtual', 'Mixto', 'Remoto'].map((name, i) => ({ id: i + 1, name })) },
  },
};
const INFORMATIVA = {
  id: 4,
  titulo: 'Prácticas en el BCRP 2027',
  alias: 'practicas-en-el-bcrp-2027',
  funciones: '<p>Programa de prácticas del Banco Central.</p>',
  beneficios: '',
  enlace: 'https://www.bcrp.gob.pe/convocatorias',
  fin_convocatoria: '2099-01-01',
  modalidad: 'PROFESIONAL',
  modalidad_tiempo: 'Remoto',
  id_region: 15,
  region: 'Lima',
  estado: 1,
  fecha_publicacion: '2026-11-20T15:00:00.000Z',
  creado_en: '2026-11-20T15:00:00.000Z',
  actualizado_en: '2026-11-20T15:00:00.000Z',
  retirada: false,
  retirada_en: null,
  url_publica: '/ofertas/practicas-en-el-bcrp-2027-4',
  texto: '<p>Programa de prácticas del Banco Central.</p>',
};

afterEach(() => vi.unstubAllGlobals());

async function openForm() {
  renderPage(<InformativasPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Nueva oferta informativa' }));
  // The editors are loaded lazily.
  const descripcion = await screen.findByRole('textbox', { name: /^Descripción/ });
  return {
    titulo: screen.getByRole('textbox', { name: /^Título/ }),
    enlace: screen.getByRole('textbox', { name: /^Enlace de la convocatoria/ }),
    descripcion,
    hasta: screen.getByLabelText(/^Postular hasta/),
    publish: async () => userEvent.click(await readyButton('Publicar oferta informativa')),
  };
}

describe('the informational offer form', () => {
  it('empty required fields and a link without http(s) are refused at their fields, without a call', async () => {
    const sent = fakeApi({ ...LOOKUPS, 'GET /api/admin/informativas': LIST });
    const form = await openForm();
    await form.publish();
    for (const field of [form.titulo, form.enlace, form.descripcion, form.hasta]) expect(field).toHaveAccessibleDescription(/^Requerido/);
    await userEvent.type(form.titulo, 'Prácticas en el BCRP 2027');
    await userEvent.type(form.enlace, 'no-es-un-enlace');
    await form.publish();
    expect(form.enlace).toHaveAccessibleDescription(INFORMATIVA_MESSAGES.enlace);
    expect(form.titulo).not.toHaveAccessibleDescription(/Requerido/);
    expect(writes(sent)).toEqual([]);
  });

  it("the server's field error lands at its field; published, it says so", async () => {
    let published = false;
    const sent = fakeApi({
      ...LOOKUPS,
      'GET /api/admin/informativas': LIST,
      'POST /api/admin/informativas': () =>
        published
          ? { status: 201, body: { state: true, message: INFORMATIVA_MESSAGES.created } }
          : {
              status: 400,
              body: {
                state: false,
                message: INFORMATIVA_MESSAGES.plazoLargo,
                optional: { errors: { fin_convocatoria: INFORMATIVA_MESSAGES.plazoLargo } },
              },
            },
    });
    const form = await openForm();
    await userEvent.type(form.titulo, 'Prácticas en el BCRP 2027');
    await userEvent.type(form.enlace, 'https://www.bcrp.gob.pe/convocatorias');
    await userEvent.type(form.descripcion, '<p>Programa de prácticas del Banco Central.</p>');
    await userEvent.type(form.hasta, '2099-01-01');
    await form.publish();
    expect(await screen.findByText(INFORMATIVA_MESSAGES.plazoLargo)).toBeInTheDocument();
    expect(form.hasta).toHaveAccessibleDescription(INFORMATIVA_MESSAGES.plazoLargo);
    published = true;
    await form.publish();
    expect(await screen.findByText(INFORMATIVA_MESSAGES.created)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Título/ })).not.toBeInTheDocument();
    expect(writes(sent)[0]?.body).toEqual({
      titulo: 'Prácticas en el BCRP 2027',
      funciones: '<p>Programa de prácticas del Banco Central.</p>',
      beneficios: '',
      enlace: 'https://www.bcrp.gob.pe/convocatorias',
      fin_convocatoria: '2099-01-01',
      modalidad: 'PREPROFESIONAL',
      modalidad_tiempo: 'Presencial',
      id_region: 0,
    });
  });

  it('an edited one shows its values, the region and modality too once their lists arrive, and sends them', async () => {
    const sent = fakeApi({
      ...LOOKUPS,
      'GET /api/admin/informativas': { body: { ...LIST.body, data: [INFORMATIVA] } },
      'PUT /api/admin/informativas/4': { body: { state: true, message: INFORMATIVA_MESSAGES.saved } },
    });
    renderPage(<InformativasPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    await screen.findByRole('textbox', { name: /^Descripción/ });
    expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue(INFORMATIVA.titulo);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Región' })).toHaveValue('15'));
    expect(screen.getByRole('combobox', { name: 'Modalidad' })).toHaveValue('Remoto');
    expect(screen.getByRole('combobox', { name: 'Tipo de prácticas' })).toHaveValue('PROFESIONAL');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(INFORMATIVA_MESSAGES.saved)).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toMatchObject({ modalidad: 'PROFESIONAL', modalidad_tiempo: 'Remoto', id_region: 15 });
  });
});
