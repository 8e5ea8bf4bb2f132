/**
 * Comments and test titles stand on their own: they state the rule, or point to this repository's docs, never to
 * documents a newcomer does not have: the product's numbered clarifications (a C and a number), the sections of its
 * spec (the section sign and a number), or issue numbers (the history is in git). Reads every TypeScript and JavaScript file of the repository with the
 * TypeScript parser, so that only comments and the titles of `describe`/`it`/`test` are judged, not code or data.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readIfThere, ROOT } from './source-files.ts';

const OUTSIDE_REFERENCE = /\bC\d{1,2}\b|(?<!RFC \d+ )§\s?\d|\bissues? #\d+/i;
const TEST_CALLS = new Set(['describe', 'it', 'test']);
/**
 * Files that are frozen by their hash and may not change, even in a comment: the assistant's held-out evaluation sets
 * (docs/assistant-ranking.md «Conjunto reservado»), which name the issue they were written from.
 */
const FROZEN = new Set([
  'apps/api/eval/consultas-reservadas.ts',
  'apps/api/eval/consultas-reservadas-segunda.ts',
  'apps/api/eval/consultas-reservadas-tercera.ts',
  'apps/api/eval/consultas-reservadas-cuarta.ts',
  'apps/api/eval/consultas-reservadas-quinta.ts',
  'apps/api/eval/consultas-reservadas-sexta.ts',
  'apps/api/eval/consultas-reservadas-septima.ts',
  'apps/api/eval/consultas-reservadas-octava.ts',
  'apps/api/eval/consultas-reservadas-novena.ts',
  'apps/api/eval/consultas-reservadas-decima.ts',
  'apps/api/eval/consultas-reservadas-undecima.ts',
  'apps/api/eval/consultas-reservadas-duodecima.ts',
  'apps/api/eval/consultas-reservadas-decimotercera.ts',
  'apps/api/eval/consultas-reservadas-decimocuarta.ts',
  'apps/api/eval/consultas-reservadas-decimoquinta.ts',
]);
/**
 * What a file's text must hold for a comment or a title of it to match OUTSIDE_REFERENCE: a comment is a slice of
 * the text, and a title differs from its source only by escapes. So a file with none of a C and a digit, a section
 * sign, «issue #» and a digit, or an escape that makes a character (\u, \x, an octal digit, a line continuation) cannot
 * offend, and is not parsed: about one file in twenty is (parsing all of them was most of this file's CPU).
 */
const MAY_REFER = /C\d|§|issues? #\d|\\(?:u|x|[0-7]|\r?\n)/i;

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.js', '*.mjs'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  // Deleted but not yet committed files are still listed by git: only what is on disk is read.
  return listed
    .split('\n')
    .filter((file) => file && !file.includes('node_modules/') && !file.includes('/dist/') && existsSync(path.join(ROOT, file)));
}

/** The comments and test titles of one file, each with its line. */
export function commentsAndTitles(fileName: string, text: string): Array<{ line: number; text: string }> {
  const kind = /\.tsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.m?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, string>();
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node: ts.Node) => {
    for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])]) {
      found.set(range.pos, text.slice(range.pos, range.end));
    }
    if (ts.isCallExpression(node)) {
      let callee: ts.Expression = node.expression;
      while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) callee = callee.expression;
      const title = node.arguments[0];
      if (ts.isIdentifier(callee) && TEST_CALLS.has(callee.text) && title && ts.isStringLiteralLike(title)) {
        found.set(title.pos, title.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found].map(([pos, comment]) => ({ line: lineOf(pos + 1), text: comment }));
}

describe('comments that stand on their own', () => {
  it('finds a reference in a comment and in a test title, and not in code or data', () => {
    const sample = [
      '// The gate (C11) sends them to complete their CV.',
      "const path = 'M12 2 C5.1 3';",
      "it('lists them (issue #8)', () => {});",
      '/* See RFC 9110 §9.3.2. */',
    ].join('\n');
    const hits = commentsAndTitles('sample.ts', sample).filter((c) => OUTSIDE_REFERENCE.test(c.text));
    expect(hits.map((c) => c.line)).toEqual([1, 3]);
    // The pre-filter lets through every text that could hold one, an escaped one in a title too.
    expect(MAY_REFER.test(sample)).toBe(true);
    expect(commentsAndTitles('t.ts', "it('see \\u0043\\u0031\\u0031', () => {});")[0]?.text).toMatch(OUTSIDE_REFERENCE);
    expect(MAY_REFER.test("it('see \\u0043\\u0031\\u0031', () => {});")).toBe(true);
    expect(MAY_REFER.test("const path = 'M12 2 L5.1 3'; // no reference\n")).toBe(false);
  });

  it('no file points to the clarifications, the spec’s sections or issue numbers', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    const offenders = files
      .filter((file) => !FROZEN.has(file))
      .flatMap((file) => {
        const text = readIfThere(file);
        if (text === null || !MAY_REFER.test(text)) return [];
        return commentsAndTitles(file, text)
          .filter((c) => OUTSIDE_REFERENCE.test(c.text))
          .map((c) => `${file}:${c.line}: ${c.text.match(OUTSIDE_REFERENCE)?.[0]}`);
      });
    expect(offenders).toEqual([]);
  });
});
