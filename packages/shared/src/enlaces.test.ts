/** The links of a company's page: only real http(s) addresses pass, each network only its own site. */
import { describe, expect, it } from 'vitest';
import { ENLACE_MESSAGES, enlaceSeguro, enlaceVisible, revisarEnlace } from './enlaces.ts';

const web = (v: string) => revisarEnlace(v, { max: 200 });

describe('revisarEnlace', () => {
  it.each(['https://andina.pe', 'http://www.andina.com.pe/nosotros?x=1#equipo', 'https://minería.pe', 'HTTPS://ANDINA.PE'])(
    'takes %s as typed',
    (v) => {
      expect(web(` ${v} `)).toEqual({ ok: true, url: v });
    },
  );

  it.each([
    ['a script', 'javascript:alert(1)', ENLACE_MESSAGES.protocolo],
    ['a script in capitals', 'JaVaScRiPt:alert(1)', ENLACE_MESSAGES.protocolo],
    ['a data URL', 'data:text/html,<script>alert(1)</script>', ENLACE_MESSAGES.protocolo],
    ['a file', 'ftp://andina.pe/archivo', ENLACE_MESSAGES.protocolo],
    ['a domain without its protocol', 'www.andina.pe', ENLACE_MESSAGES.sinProtocolo],
    ['a protocol-relative address', '//andina.pe', ENLACE_MESSAGES.invalida],
    ['a word', 'andina', ENLACE_MESSAGES.invalida],
    ['spaces inside', 'https://andina .pe', ENLACE_MESSAGES.invalida],
    ['a tab inside the scheme', 'java\tscript:alert(1)', ENLACE_MESSAGES.invalida],
    ['a backslash', 'https:\\\\andina.pe', ENLACE_MESSAGES.invalida],
    ['no host', 'https://', ENLACE_MESSAGES.invalida],
    ['a host without a dot', 'https://localhost/admin', ENLACE_MESSAGES.host],
    ['an IP address', 'http://192.168.0.1/', ENLACE_MESSAGES.host],
    ['an IPv6 address', 'http://[::1]/', ENLACE_MESSAGES.host],
    ['a user and password', 'https://usuario:clave@andina.pe', ENLACE_MESSAGES.host],
    ['a port', 'https://andina.pe:8443/', ENLACE_MESSAGES.host],
    ['a top-level domain with a digit', 'https://andina.p3', ENLACE_MESSAGES.host],
    ['a label starting with a hyphen', 'https://-andina.pe', ENLACE_MESSAGES.host],
  ])('refuses %s', (_story, v, message) => {
    expect(web(v)).toEqual({ ok: false, error: message });
  });

  it('counts the length of the address it keeps', () => {
    expect(revisarEnlace(`https://andina.pe/${'a'.repeat(90)}`, { max: 100 })).toEqual({ ok: false, error: 'Máximo 100 caracteres' });
    expect(revisarEnlace('andina', { max: 31, red: 'facebook' })).toEqual({ ok: true, url: 'https://www.facebook.com/andina' });
  });

  it("a network: its own site or a subdomain of it, a page on it, or the page's bare name", () => {
    expect(revisarEnlace('https://pe.linkedin.com/company/andina', { max: 200, red: 'linkedin' }).ok).toBe(true);
    expect(revisarEnlace('andina-logistica', { max: 200, red: 'linkedin' })).toEqual({
      ok: true,
      url: 'https://www.linkedin.com/company/andina-logistica',
    });
    expect(revisarEnlace('https://m.facebook.com/andina', { max: 200, red: 'facebook' }).ok).toBe(true);
    expect(revisarEnlace('https://fb.com/andina', { max: 200, red: 'facebook' }).ok).toBe(true);
    expect(revisarEnlace('https://notfacebook.com/andina', { max: 200, red: 'facebook' })).toEqual({
      ok: false,
      error: 'Debe ser una dirección de Facebook (facebook.com)',
    });
    expect(revisarEnlace('https://www.instagram.com', { max: 200, red: 'instagram' })).toEqual({
      ok: false,
      error: 'Escribe la dirección de la página de tu empresa en Instagram',
    });
    expect(revisarEnlace('javascript:alert(1)', { max: 200, red: 'instagram' })).toEqual({ ok: false, error: ENLACE_MESSAGES.protocolo });
  });
});

describe('enlaceSeguro and enlaceVisible', () => {
  it('a page prints only what passes, old data included', () => {
    expect(enlaceSeguro('https://andina.pe')).toBe('https://andina.pe');
    expect(enlaceSeguro('javascript:alert(1)')).toBeNull();
    expect(enlaceSeguro('andina.pe')).toBeNull();
    expect(enlaceSeguro(null)).toBeNull();
    expect(enlaceSeguro('andinalogistica', 'facebook')).toBe('https://www.facebook.com/andinalogistica');
  });

  it('shows the address without its protocol and www', () => {
    expect(enlaceVisible('https://www.andina.pe/')).toBe('andina.pe');
    expect(enlaceVisible('http://andina.pe/nosotros')).toBe('andina.pe/nosotros');
  });
});
