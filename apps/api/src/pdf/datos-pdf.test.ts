/** The summary PDF of a copy of one's data: its page breaks, read back from the PDF itself. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderResumenDatosPdf, type ResumenDatosInput } from './datos-pdf.ts';

const HAS_PDFTOTEXT = existsSync('/usr/bin/pdftotext');

/** The text of each page, footer left out, blank lines dropped. */
function pageLines(pdf: Buffer): string[][] {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString()
    .split('\f')
    .map((page) =>
      page
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('Copia de datos generada en PractiPerú')),
    )
    .filter((lines) => lines.length > 0);
}

const base = (filas: number): ResumenDatosInput => ({
  titulo: 'Copia de tus datos en PractiPerú',
  persona: 'Lucía Quispe Mamani · postulante@demo.pe',
  introduccion: ['Este resumen acompaña a datos.json.'],
  secciones: [
    {
      titulo: 'Tu cuenta',
      filas: Array.from({ length: filas }, (_, i): [string, string] => [`Dato ${i + 1}`, `Valor del dato número ${i + 1}`]),
    },
    {
      titulo: 'Pagos',
      vacio: 'No registraste pagos.',
      items: [
        {
          titulo: 'Membresía Premium · S/ 29.90',
          lineas: ['Yape, operación 123456, enviado el 3 de marzo de 2026', 'Estado: Aprobado (4 de marzo de 2026)'],
        },
      ],
    },
    {
      titulo: 'Sesiones abiertas',
      nota: 'Cada inicio de sesión dura mientras la usas; el código que la identifica no se incluye. '.repeat(3),
      filas: [['Iniciada el 3 mar. 2026', 'vence el 10 mar. 2026']],
    },
    {
      titulo: 'Solicitudes de derechos',
      items: [
        {
          titulo: 'Acceso · Atendida',
          lineas: ['Presentada el 1 de marzo de 2026', 'Pediste: '.concat('una copia de mis datos '.repeat(30))],
        },
      ],
    },
  ],
  generado: new Date('2026-03-05T15:00:00Z'),
});

describe('page breaks of the summary PDF of a data copy', () => {
  it.skipIf(!HAS_PDFTOTEXT)('no section title ends a page alone: each shares its page with what comes first under it', async () => {
    const titles = ['TU CUENTA', 'Tu cuenta', 'Pagos', 'Sesiones abiertas', 'Solicitudes de derechos'];
    const firsts: [string, string][] = [
      ['Pagos', 'Membresía Premium'],
      ['Sesiones abiertas', 'Iniciada el 3 mar. 2026'],
      ['Solicitudes de derechos', 'Acceso · Atendida'],
    ];
    // The same summary with more and more rows above: the page break falls at every place.
    for (let filas = 40; filas <= 62; filas++) {
      const pages = pageLines(await renderResumenDatosPdf(base(filas)));
      pages.forEach((lines, i) => {
        const last = lines[lines.length - 1] ?? '';
        expect(titles, `${filas} filas: la página ${i + 1} termina con «${last}»`).not.toContain(last);
      });
      const pageOf = (fragment: string) => pages.findIndex((lines) => lines.some((line) => line.startsWith(fragment)));
      for (const [title, first] of firsts)
        expect(pageOf(first), `${filas} filas: «${title}» queda separado de «${first}»`).toBe(pageOf(title));
    }
  });
});
