/**
 * The text part of every mail: one blank line before «— PractiPerú», whether the mail ends with a paragraph, a button
 * or a note (the walk found two in the interview mails).
 */
import { describe, expect, it } from 'vitest';
import { renderMail } from './layout.ts';

const base = { subject: 'Asunto', preheader: 'Resumen', greeting: 'Hola, Rosa:', paragraphs: ['Primer párrafo.', 'Segundo párrafo.'] };

describe('renderMail text', () => {
  it('leaves a single blank line before the signature after a paragraph', () => {
    expect(renderMail(base).text).toBe('Hola, Rosa:\n\nPrimer párrafo.\n\nSegundo párrafo.\n\n— PractiPerú');
  });

  it('leaves a single blank line after a button or a note too', () => {
    expect(renderMail({ ...base, action: { label: 'Ver', url: 'https://x.pe/a' } }).text).toMatch(
      /\nVer: https:\/\/x\.pe\/a\n\n— PractiPerú$/,
    );
    expect(renderMail({ ...base, notes: ['Una nota.'] }).text).toMatch(/\nUna nota\.\n\n— PractiPerú$/);
    expect(renderMail(base).text).not.toMatch(/\n\n\n/);
  });
});

describe('renderMail html', () => {
  it('wraps a long unbroken word in a paragraph instead of widening the mail (walk w36)', () => {
    const palabra = 'x'.repeat(2000);
    const html = renderMail({ ...base, paragraphs: [palabra] }).html;
    const parrafo = html.match(/<p style="([^"]*)">x{2000}<\/p>/);
    expect(parrafo?.[1]).toContain('overflow-wrap:anywhere');
  });
});
