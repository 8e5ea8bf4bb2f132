/**
 * What the log never holds (docs/security.md "Logs", docs/privacy.md "Retention"): an e-mail's mailbox and a URL
 * query's values, wherever a line carries them — the request line, an error's message, a JSON field.
 */
import { describe, expect, it } from 'vitest';
import { redactEmails, redactLogText, redactUrl } from './log-redact.ts';

describe('e-mail addresses', () => {
  it('keep only their domain, whatever the letters, dots, plus signs and subdomains', () => {
    expect(redactEmails('para rosa.quispe+cv@mail.unsa.edu.pe')).toBe('para ***@mail.unsa.edu.pe');
    expect(redactEmails('"para":"ROSA@GMAIL.COM"')).toBe('"para":"***@GMAIL.COM"');
    expect(redactEmails('mailto:rosa@gmail.com, jorge_95@andina.com.pe')).toBe('mailto:***@gmail.com, ***@andina.com.pe');
  });

  it('an address percent-encoded in a path is redacted too', () => {
    expect(redactLogText('GET /api/algo/rosa%40gmail.com/x')).toBe('GET /api/algo/***@gmail.com/x');
  });

  it('text without an address is left as it is', () => {
    expect(redactEmails('trabajo fallido: sin manejador para el trabajo correo.enviar')).toBe(
      'trabajo fallido: sin manejador para el trabajo correo.enviar',
    );
  });
});

describe('URLs', () => {
  it("a query keeps its names and drops its values, a signed link's signature included", () => {
    expect(redactUrl('/api/postulantePremium/archivo/12?u=5&exp=99&sig=abc#frag')).toBe('/api/postulantePremium/archivo/12?u=&exp=&sig=#');
    expect(redactUrl('/api/dev/correos?to=rosa%40gmail.com')).toBe('/api/dev/correos?to=');
    expect(redactUrl('/api/publico/ofertas?q=Rosa%20Quispe&page=2&flag')).toBe('/api/publico/ofertas?q=&page=&flag');
  });

  it('token-like path segments (confirmation, recovery, unsubscribe links) are logged as [token]', () => {
    const token = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    expect(redactUrl(`/api/auth/validateTokenForgot/${token}`)).toBe('/api/auth/validateTokenForgot/[token]');
    expect(redactUrl('/api/oferta/1234/detalle')).toBe('/api/oferta/1234/detalle');
  });

  it('inside free text or a serialized line, absolute and relative URLs are both redacted', () => {
    const line = JSON.stringify({
      msg: 'enlace https://practiperu.pe/postulantes/nueva-clave/abcdefghijklmnopqrstuvwxyz0123456789ABCD?x=1 enviado a rosa@gmail.com',
      url: '/api/dev/correos?to=rosa%40gmail.com',
    });
    const out = redactLogText(line);
    expect(out).not.toMatch(/rosa/);
    expect(out).not.toContain('abcdefghijklmnopqrstuvwxyz');
    expect(out).toContain('https://practiperu.pe/postulantes/nueva-clave/[token]?x=');
    expect(out).toContain('***@gmail.com');
    expect(JSON.parse(out)).toMatchObject({ url: '/api/dev/correos?to=' });
  });
});
