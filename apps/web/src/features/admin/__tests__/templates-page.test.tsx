/**
 * The template form checks with the API's schema and its rules: a template without visible text is 'Requerido' at
 * its field, for the preview as for saving, without a call; the server's 400 lands at the field.
 */
import { PLANTILLA_MESSAGES } from '@practiperu/shared/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TemplatesPage } from '../templates-page';
import { fakeApi, renderPage, writes } from './helpers';

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

const PLANTILLA = {
  clave: 'baja_mensaje',
  nombre: 'Baja de correos: confirmación',
  descripcion: 'El mensaje que confirma la baja.',
  usada_en: 'Páginas de baja de correos.',
  placeholders: [],
  html: '<p>Ya no recibirás anuncios.</p>',
  actualizado_en: '2026-11-20T15:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('the template form', () => {
  it('a template without visible text is refused at its field, without a call', async () => {
    const sent = fakeApi({ 'GET /api/admin/plantillas': { body: { state: true, data: [PLANTILLA] } } });
    renderPage(<TemplatesPage />);
    const field = await screen.findByRole('textbox', { name: /^Contenido/ });
    await userEvent.clear(field);
    await userEvent.type(field, '<p> </p>');
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(field).toHaveAccessibleDescription(/^Requerido/);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar plantilla' }));
    expect(field).toHaveAccessibleDescription(/^Requerido/);
    expect(writes(sent)).toEqual([]);
  });

  it("the server's 400 lands at the field; the preview shows what would be stored", async () => {
    const sent = fakeApi({
      'GET /api/admin/plantillas': { body: { state: true, data: [PLANTILLA] } },
      'POST /api/admin/plantillas/vista-previa': { body: { state: true, data: [{ html: '<p>Listo.</p>' }] } },
      'PUT /api/admin/plantillas/baja_mensaje': {
        status: 400,
        body: { state: false, message: PLANTILLA_MESSAGES.tooLong, optional: { errors: { html: PLANTILLA_MESSAGES.tooLong } } },
      },
    });
    renderPage(<TemplatesPage />);
    const field = await screen.findByRole('textbox', { name: /^Contenido/ });
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(await screen.findByTestId('vista-previa')).toHaveTextContent('Listo.');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar plantilla' }));
    expect(await screen.findByText(PLANTILLA_MESSAGES.tooLong)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(new RegExp(`^${PLANTILLA_MESSAGES.tooLong}`));
    expect(writes(sent).map((s) => s.body)).toEqual([{ html: PLANTILLA.html }, { html: PLANTILLA.html }]);
  });
});
