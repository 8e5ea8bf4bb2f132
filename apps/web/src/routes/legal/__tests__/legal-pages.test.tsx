import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import NosotrosPage from '../nosotros';
import PoliticaPrivacidadPage from '../politica-privacidad';
import TerminosPage from '../terminos';
import { BANCO_INVITACIONES_DIA } from '@practiperu/shared/banco-talento';
import { EXPORTACION_HORAS } from '@practiperu/shared/privacidad';
import { NAVEGADOR_COOKIE_DIAS, RETENCION } from '@practiperu/shared/retencion';

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

const pages: [string, ComponentType, string][] = [
  ['Términos y condiciones', TerminosPage, '21 de noviembre de 2026'],
  ['Sobre nosotros', NosotrosPage, '21 de noviembre de 2026'],
  // Changed with the retention policy and the security notices (docs/privacy.md).
  ['Política de privacidad', PoliticaPrivacidadPage, '29 de noviembre de 2026'],
];

describe.each(pages)('%s', (title, Page, updated) => {
  it('has one h1, the date of the last update and real text', () => {
    const { container } = renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(/Última actualización:/)).toHaveTextContent(`Última actualización: ${updated}`);
    expect(container.textContent).not.toMatch(/lorem|ipsum/i);
  });
});

const longPages: [string, ComponentType][] = [
  ['Términos y condiciones', TerminosPage],
  ['Política de privacidad', PoliticaPrivacidadPage],
];

describe.each(longPages)('%s, a long page,', (_title, Page) => {
  it('has a table of contents whose links all lead to a section', () => {
    const { container } = renderPage(Page);
    const contents = screen.getByRole('navigation', { name: 'Contenido' });
    const links = within(contents).getAllByRole('link');
    expect(links.length).toBeGreaterThan(8);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      const target = container.querySelector(`[id="${id}"]`);
      expect(target?.tagName).toBe('H2');
      expect(link.textContent).toContain(target?.textContent ?? '∅');
    }
  });
});

describe('legal content', () => {
  it('the privacy policy states the retention periods the code applies, the browser cookie and the security notices', () => {
    renderPage(PoliticaPrivacidadPage);
    const seccion = (id: string) => document.getElementById(id)?.closest('section')?.textContent ?? '';
    const conservacion = seccion('conservacion');
    expect(conservacion).toContain(`se elimina, con todos sus datos, ${RETENCION.cuentasSinConfirmarDias} días después de creada`);
    expect(conservacion).toContain(`hasta ${RETENCION.postulacionesDias} días después de que termine la oferta. Luego las anonimizamos`);
    expect(conservacion).toContain(`${RETENCION.correosDias} días en nuestro registro de envíos`);
    expect(conservacion).toContain(`mientras dura su enlace (${EXPORTACION_HORAS} horas)`);
    expect(conservacion).toContain('servidor (con direcciones IP, nunca contraseñas ni correos), 14 días');
    expect(conservacion).toContain('auditoría), mientras exista la cuenta');
    expect(conservacion).not.toContain('12 meses');
    expect(seccion('almacenamiento')).toContain(`pp_navegador: un identificador aleatorio`);
    expect(seccion('almacenamiento')).toContain(`dura ${NAVEGADOR_COOKIE_DIAS} días`);
    expect(seccion('comunicaciones')).toContain('los avisos de seguridad de tu cuenta (intentos fallidos de ingreso');
  });

  it('the privacy policy says what the talent pool shows, how invitations are refused and how long they are kept', () => {
    renderPage(PoliticaPrivacidadPage);
    const banco = document.getElementById('banco-de-talento')?.closest('section')?.textContent ?? '';
    expect(banco).toContain('No ve allí tu correo ni tu teléfono');
    expect(banco).toContain('las que pasan del límite de una oferta gratuita');
    expect(banco).toContain(`como máximo ${BANCO_INVITACIONES_DIA} invitaciones al día`);
    expect(banco).toContain('cada invitación trae un enlace para no recibir más invitaciones de ninguna empresa');
    expect(banco).toContain(`se borra ${RETENCION.invitacionesTalentoDias} días después de enviada`);
    const conservacion = document.getElementById('conservacion')?.closest('section')?.textContent ?? '';
    expect(conservacion).toContain(`(banco de talento), ${RETENCION.invitacionesTalentoDias} días después de enviada`);
  });

  it('the terms cover the internship law, non-discrimination and the payment methods', () => {
    const { container } = renderPage(TerminosPage);
    const text = container.textContent ?? '';
    for (const phrase of ['Ley N° 28518', 'Ley N° 26772', 'Yape', 'transferencia bancaria', 'membresía premium', 'República del Perú']) {
      expect(text).toContain(phrase);
    }
    expect(screen.getByRole('link', { name: 'contacto@practiperu.pe' })).toHaveAttribute('href', 'mailto:contacto@practiperu.pe');
  });

  it('the privacy policy follows Ley N° 29733 and explains ARCO rights, human review and local storage', () => {
    const { container } = renderPage(PoliticaPrivacidadPage);
    const text = container.textContent ?? '';
    for (const phrase of [
      'Ley N° 29733',
      '016-2024-JUS',
      'PractiPerú S.A.C.',
      'Acceso:',
      'Rectificación:',
      'Cancelación:',
      'Oposición:',
      'Autoridad Nacional de Protección de Datos Personales',
      'puntaje de afinidad',
      'revise el puntaje',
      'es una persona quien decide',
      'no usa',
      'se calcula en nuestros propios servidores',
      'primeras 15 postulaciones',
      'localStorage',
      'Modo oscuro',
      'darte de baja',
      'Menores de edad',
      'Descargar mis datos',
      'Tus derechos sobre tus datos',
      '20 días hábiles',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(screen.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/terminos');
  });

  it('about us names the 25 regions of Peru', () => {
    renderPage(NosotrosPage);
    const regions = screen.getByRole('list', { name: 'Regiones del Perú' });
    expect(within(regions).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/politica-de-privacidad');
  });
});
