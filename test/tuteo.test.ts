/**
 * The product speaks to every person with «tú»: applicants, company seats and the back office's staff alike
 * (decision 098). The spec's own fixed sentences that use «usted» stay word for word, and are the only ones allowed.
 *
 * Reads the Spanish the product shows or mails: the string literals, template texts and JSX text of the web app, of the
 * API's modules, mails, PDFs, exports, errors and first templates, and of the shared messages (comments, identifiers and tests are not
 * text the person reads). Each text is searched for the tell-tale words of «usted» addressing the reader. The
 * operator's messages (configuration, backups, command-line scripts) are for whoever runs the server, not in scope.
 */
import { execFileSync } from 'node:child_process';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readIfThere, ROOT } from './source-files.ts';

const SCOPE = [
  'apps/web/src/',
  'apps/api/src/modules/',
  'apps/api/src/mail/',
  'apps/api/src/pdf/',
  'apps/api/src/export/',
  'apps/api/src/lib/',
  // The server-supplied pages (pricing, payment description, unsubscribe) as first installed.
  'apps/api/src/db/seed/plantillas.ts',
  'packages/shared/src/',
];
/** Not text for a person: the assistant's word lists (they must know «usted» to ignore it) and its model prompt. */
const OUT_OF_SCOPE = /\/__tests__\/|\.test\.tsx?$|^apps\/web\/src\/testing\/|^apps\/api\/src\/modules\/llm\/(integrado\/|openai\.ts$)/;

/** Words that give «usted» away when they address the reader; whole words, any case. */
const USTED =
  /(?<!\p{L})(usted|ingrese|seleccione|indique|elija|escriba|verifique|inténtelo|vuelva a intentarlo|haga clic|¿quiere|¿desea|contáctenos|comuníquese|escríbanos|avísenos|asegúrese|su cuenta|su correo|su contraseña|sus datos|le enviaremos|le enviamos|se le enviará)(?!\p{L})/iu;

/** The spec's fixed sentences in «usted», kept word for word wherever they appear. */
const SPEC = [
  'Se produjo un error, vuelva a intentarlo más adelante.',
  'Se le enviará un mensaje de recuperación a su correo',
  'Se envió un mensaje a su correo, verifique su cuenta para completar el registro.',
  'Se volvió a enviar un código de verificación a su correo',
  'No se pudo descargar, inténtelo más adelante',
  '¿Quiere salir de',
  '¿Quiere finalizar la oferta?',
  '[ERROR] Seleccione uno',
  'Seleccione un metodo de pago',
  'Mínimo seleccione 1 sector',
];
/** The spec's one-word messages, allowed only as the whole text (a region not chosen, a sector missing). */
const SPEC_WHOLE = new Set(['Seleccione', 'Seleccione 1']);

/**
 * Sentences where «su», «le» or a subjunctive speak of someone else (the user an administrator resets, a seat being
 * removed, an applicant, a company), not to the reader: by file, word for word.
 */
const THIRD_PERSON: Record<string, string[]> = {
  'apps/web/src/features/admin/usuarios-page.tsx': ['ingresar solo con su contraseña', 'si su cuenta lo exige', 'Le enviaremos un'],
  'apps/web/src/features/equipo/equipo-page.tsx': [
    'Le enviaremos un enlace de un solo uso',
    'perderá el acceso a la empresa: su cuenta se',
  ],
  'apps/web/src/features/postulantes-empresa/ui.tsx': ['Le enviamos un correo.'],
  'apps/web/src/features/segundo-factor/segundo-factor-block.tsx': ['la próxima vez que ingrese'],
  'apps/web/src/routes/legal/politica-privacidad.tsx': ['se elimina, con todos sus datos'],
  'apps/web/src/routes/legal/terminos.tsx': ['la cuota disponible en su cuenta'],
  'apps/api/src/modules/entrevista/entrevista.mails.ts': ['Cuando elija uno de los nuevos horarios'],
  'apps/api/src/modules/admin/plantillas.service.ts': ['los correos de su cuenta siguen llegando'],
  'apps/api/src/modules/equipo/equipo.mails.ts': ['cerró su cuenta en PractiPerú'],
  'apps/api/src/modules/registro/registro.mails.ts': ['la borramos con sus datos'],
  'packages/shared/src/privacidad.ts': ['sus datos los corrige desde su propia cuenta'],
  'packages/shared/src/api/equipo.ts': ['su cuenta se elimina'],
  'packages/shared/src/segundo-factor.ts': ['ingresa con su contraseña', 'su cuenta lo exige', 'la próxima vez que ingrese'],
};

function files(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SCOPE], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f) && !OUT_OF_SCOPE.test(f));
}

/** The texts of a file a person may read: string literals, template pieces and JSX text, each with its line. */
export function texts(fileName: string, source: string): Array<{ line: number; text: string }> {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Array<{ line: number; text: string }> = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text.replace(/\s+/g, ' ') });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** What is left of a text once the allowed sentences are taken out. */
function withoutAllowed(text: string, allowed: string[]): string {
  if (SPEC_WHOLE.has(text.trim())) return '';
  let rest = text;
  for (const phrase of [...allowed].sort((a, b) => b.length - a.length)) rest = rest.split(phrase).join(' ');
  return rest;
}

describe('the product says «tú»', () => {
  it('no text of the web app, the API or the shared messages addresses the person with «usted» but the spec’s own', () => {
    const offenders: string[] = [];
    const scanned = files();
    // A scope that matched nothing would pass for the wrong reason.
    expect(scanned.length).toBeGreaterThan(500);
    for (const file of scanned) {
      const source = readIfThere(file);
      // Only a file that has one of the words anywhere is parsed.
      if (source === null || !USTED.test(source)) continue;
      const allowed = [...SPEC, ...(THIRD_PERSON[file] ?? [])];
      for (const { line, text } of texts(file, source)) {
        const match = USTED.exec(withoutAllowed(text, allowed));
        if (match) offenders.push(`${file}:${line} «${match[0]}» in: ${text.trim().slice(0, 140)}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('finds «usted» in a literal and in JSX text, and leaves the spec’s sentences and comments alone', () => {
    const probe = [
      '// Seleccione: a comment quoting a message is not read.',
      "const a = 'Ingrese su correo';",
      "const b = 'Se produjo un error, vuelva a intentarlo más adelante.';",
      'const c = <p>Si prefiere, haga clic aquí.</p>;',
      "const d = 'Seleccione 1';",
      "const e = 'Seleccione una carrera';",
    ].join('\n');
    const hits = texts('probe.tsx', probe)
      .map(({ line, text }) => ({ line, match: USTED.exec(withoutAllowed(text, SPEC))?.[0] }))
      .filter((h) => h.match);
    expect(hits).toEqual([
      { line: 2, match: 'Ingrese' },
      { line: 4, match: 'haga clic' },
      { line: 6, match: 'Seleccione' },
    ]);
  });
});
