/**
 * The real rich-text editor: a labelled text box with a toolbar for bold, italic, lists and links;
 * its bold and lists are the tags the API's allowlist keeps; links are web addresses or e-mails only.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import RichTextEditor, { normalizeLink } from '../rich-text-editor';
import { RichTextField } from '../rich-text-field';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <p id="lbl">Funciones</p>
      <RichTextEditor labelId="lbl" label="Funciones" value={value} onChange={setValue} />
      <output data-testid="html">{value}</output>
    </>
  );
}

describe('the rich-text editor', () => {
  it('is a labelled text box with a formatting toolbar', async () => {
    render(<Harness initial="<p>Hola</p>" />);
    expect(await screen.findByRole('textbox', { name: 'Funciones' })).toHaveTextContent('Hola');
    const toolbar = screen.getByRole('toolbar', { name: 'Formato: Funciones' });
    for (const name of ['Negrita', 'Cursiva', 'Lista con viñetas', 'Lista numerada', 'Enlace']) {
      expect(toolbar).toContainElement(screen.getByRole('button', { name }));
    }
  });

  it('bold and lists become the HTML the API keeps (strong, ul, li)', async () => {
    render(<Harness initial="<p>Registrar comprobantes</p>" />);
    await screen.findByRole('textbox', { name: 'Funciones' });
    const box = screen.getByRole('textbox', { name: 'Funciones' });
    await act(async () => {
      box.focus();
    });
    // Select everything and make it bold, then a bulleted list.
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Negrita' }));
    await waitFor(() => expect(screen.getByTestId('html').textContent).toContain('<strong>Registrar comprobantes</strong>'));
    await userEvent.click(screen.getByRole('button', { name: 'Lista con viñetas' }));
    await waitFor(() => expect(screen.getByTestId('html').textContent).toMatch(/^<ul><li><p><strong>Registrar comprobantes<\/strong>/));
  });

  it('takes web addresses and e-mails as links, nothing else', () => {
    expect(normalizeLink('www.andinalogistica.pe')).toBe('https://www.andinalogistica.pe/');
    expect(normalizeLink('https://practiperu.pe/ofertas')).toBe('https://practiperu.pe/ofertas');
    expect(normalizeLink('rrhh@andina.pe')).toBe('mailto:rrhh@andina.pe');
    expect(normalizeLink('javascript:alert(1)')).toBeNull();
    expect(normalizeLink('data:text/html,hola')).toBeNull();
    expect(normalizeLink('hola')).toBeNull();
  });

  it('the field loads the editor lazily and shows the error and the size count', async () => {
    render(
      <RichTextField label="Beneficios" required value="<p>Seguro</p>" onChange={() => {}} maxLength={5000} error="Texto muy largo" />,
    );
    const box = await screen.findByRole('textbox', { name: 'Beneficios' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Texto muy largo/);
    expect(screen.getByText('13/5000')).toBeInTheDocument();
  });
});
