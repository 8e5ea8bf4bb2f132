/**
 * Headings of server HTML placed under a page's own heading. An offer's text (`texto`) titles its sections with
 * h3 and its rich text may hold h3 and h4; under the page's h1 that would skip a level (h1 → h3), which screen
 * readers and audits report. The levels present are renumbered in order from `desde` (h3, h4 → h2, h3), so the
 * outline has no gaps. The web page and the HTML the server writes for the same page both use this.
 */
const HEADING = /<(\/?)h([1-6])(?=[\s>/])/gi;

export function encabezadosDesde(html: string, desde: number): string {
  const levels = [...new Set([...html.matchAll(HEADING)].map((m) => Number(m[2])))].sort((a, b) => a - b);
  if (levels.length === 0) return html;
  const to = new Map(levels.map((level, i) => [level, Math.min(6, desde + i)]));
  if (levels.every((level) => to.get(level) === level)) return html;
  return html.replace(HEADING, (_m, slash: string, level: string) => `<${slash}h${to.get(Number(level)) ?? level}`);
}
