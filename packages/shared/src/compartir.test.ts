import { describe, expect, it } from 'vitest';
import { enlacesParaCompartir, urlConCampana } from './compartir.ts';

const URL_OFERTA = 'https://practiperu.pe/ofertas/practicante-de-logistica-42';

describe('the addresses the share actions send', () => {
  it('tag the canonical address per channel and page', () => {
    expect(urlConCampana(URL_OFERTA, 'linkedin', 'postulante')).toBe(
      `${URL_OFERTA}?utm_source=linkedin&utm_medium=social&utm_campaign=compartir-oferta&utm_content=postulante`,
    );
  });

  it('replace earlier tags, keep other parameters and drop a hash', () => {
    expect(urlConCampana(`${URL_OFERTA}?utm_source=correo&x=1#texto`, 'enlace', 'pagina-publica')).toBe(
      `${URL_OFERTA}?x=1&utm_source=enlace&utm_medium=copia&utm_campaign=compartir-oferta&utm_content=pagina-publica`,
    );
  });

  it("WhatsApp's text and LinkedIn's address are encoded whole", () => {
    const e = enlacesParaCompartir(URL_OFERTA, 'Practicante & Co', 'empresa');
    expect(decodeURIComponent(e.whatsapp.replace('https://wa.me/?text=', ''))).toBe(
      `Practicante & Co — postula aquí: ${URL_OFERTA}?utm_source=whatsapp&utm_medium=mensajeria&utm_campaign=compartir-oferta&utm_content=empresa`,
    );
    expect(e.linkedin).not.toMatch(/[?&]utm_source=/);
  });
});
