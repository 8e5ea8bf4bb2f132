/**
 * The stored-XSS corpus of the XSS journey (xss.spec.ts): payload templates generated deterministically from a base
 * set of script-running markup crossed with the contexts a value may be written into (an attribute, a textarea, a
 * title, a script, a style, a comment) and their encodings (mixed case, HTML entities, URL encoding), plus
 * template-language, JavaScript-string and CSS vectors and a few polyglots.
 *
 * Every template holds `ID`, replaced by the number of the place it is written to, and, if it ever ran, would call
 * `__xss(ID)` (or open a dialog with `alert(ID)`): the journey records both, so a run names the payload and the
 * field. `Corpus` deals the templates over the fields, each field within its length limit, every template at least
 * once before any repeats.
 */

/** What a payload runs if a page ever executes it. */
const CALL = '__xss(ID)';

/** Markup that runs CALL when it reaches the DOM as markup (the "executors"). */
const EXECUTORS: ReadonlyArray<readonly [string, string]> = [
  ['script', `<script>${CALL}</script>`],
  ['img-onerror', `<img src=x onerror=${CALL}>`],
  ['svg-onload', `<svg onload=${CALL}>`],
  ['svg-script', `<svg><script>${CALL}</script></svg>`],
  ['iframe-srcdoc', `<iframe srcdoc="<script>parent.${CALL}</script>"></iframe>`],
  ['a-javascript', `<a href="javascript:${CALL}">x</a>`],
  ['a-javascript-tab', `<a href="jav&#x09;ascript:${CALL}">x</a>`],
  ['a-data-url', `<a href="data:text/html,<script>${CALL}</script>">x</a>`],
  ['details-ontoggle', `<details open ontoggle=${CALL}>`],
  ['input-autofocus', `<input autofocus onfocus=${CALL}>`],
  ['body-onload', `<body onload=${CALL}>`],
  ['video-source', `<video><source onerror=${CALL}></video>`],
  ['object-data', `<object data="javascript:${CALL}"></object>`],
  ['form-formaction', `<form><button formaction="javascript:${CALL}">x</button></form>`],
  ['svg-animate', `<svg><animate onbegin=${CALL} attributeName=x dur=1s>`],
  ['style-url', `<div style="background:url(javascript:${CALL})">x</div>`],
];

/** Where a value may land in a page, and how an attacker closes that context first. */
const CONTEXTS: ReadonlyArray<readonly [string, (p: string) => string]> = [
  ['text', (p) => p],
  ['attr-dq', (p) => `">${p}`],
  ['attr-sq', (p) => `'>${p}`],
  ['textarea', (p) => `</textarea>${p}`],
  ['title', (p) => `</title>${p}`],
  ['script', (p) => `</script>${p}`],
  ['style', (p) => `</style>${p}`],
  ['comment', (p) => `--!>${p}`],
];

/** `<ScRiPt>`-style mixed case, outside the JavaScript the payload runs (the call keeps its case). */
export function mixedCase(text: string): string {
  let i = 0;
  return text.replace(/(?:parent\.)?__xss\(ID\)|alert\(ID\)|[a-z]/gi, (m) => {
    if (m.length > 1) return m;
    i += 1;
    return i % 2 ? m.toUpperCase() : m.toLowerCase();
  });
}

/** Encodings a layer might decode once too often. */
const ENCODINGS: ReadonlyArray<readonly [string, (p: string) => string]> = [
  ['entities', (p) => p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')],
  ['hex-entities', (p) => p.replace(/[<>"']/g, (c) => `&#x${c.charCodeAt(0).toString(16)};`)],
  ['url-encoded', (p) => encodeURIComponent(p)],
];

/** Vectors that are not markup: template languages, JavaScript strings, CSS, URLs, polyglots. */
const SPECIALS: ReadonlyArray<readonly [string, string]> = [
  ['tpl-mustache', `{{${CALL}}}`],
  ['tpl-angular', `{{constructor.constructor('${CALL}')()}}`],
  ['tpl-es', `\${${CALL}}`],
  ['tpl-ruby', `#{${CALL}}`],
  ['tpl-erb', `<%= ${CALL} %>`],
  ['tpl-jinja', `{% ${CALL} %}`],
  ['js-dq', `";${CALL};//`],
  ['js-sq', `'-${CALL}-'`],
  ['js-template', `\`+${CALL}+\``],
  ['js-close-json', `</script><script>${CALL}</script>`],
  ['js-unicode', `\\u003cscript\\u003e${CALL}\\u003c/script\\u003e`],
  ['css-expression', `<div style="width:expression(${CALL})">x</div>`],
  ['css-import', `<style>@import 'javascript:${CALL}';</style>`],
  ['css-breakout', `</style><style>*{background:url("javascript:${CALL}")}</style>`],
  ['meta-refresh', `<meta http-equiv="refresh" content="0;url=javascript:${CALL}">`],
  ['base-href', `<base href="javascript:${CALL}//">`],
  ['link-stylesheet', `<link rel=stylesheet href="javascript:${CALL}">`],
  ['embed-src', `<embed src="javascript:${CALL}">`],
  ['math-mxss', `<math><mtext><table><mglyph><style><img src=x onerror=${CALL}>`],
  ['noscript-mxss', `<noscript><p title="</noscript><img src=x onerror=${CALL}>">`],
  ['svg-xlink', `<svg><a xlink:href="javascript:${CALL}"><text x=9 y=9>x</text></a></svg>`],
  ['img-entity-handler', `<img src=x onerror="&#95;&#95;xss&#40;ID&#41;">`],
  ['img-slashes', `<img/src=x/onerror=${CALL}>`],
  ['img-newline', `<img src=x onerror\n=${CALL}>`],
  ['img-backtick', `<img src=\`x\` onerror=${CALL}>`],
  ['svg-short', `<svg/onload=${CALL}>`],
  ['marquee', `<marquee onstart=${CALL}>x</marquee>`],
  ['audio-onerror', `<audio src=x onerror=${CALL}>`],
  ['contenteditable', `<x contenteditable autofocus onfocus=${CALL}>x</x>`],
  ['a-vbscript', `<a href="vbscript:${CALL}">x</a>`],
  ['a-javascript-entity', `<a href="&#106;avascript:${CALL}">x</a>`],
  ['a-javascript-newline', `<a href="java\nscript:${CALL}">x</a>`],
  ['a-javascript-spaces', `<a href=" javascript:${CALL}">x</a>`],
  ['alert-img', `<img src=x onerror=alert(ID)>`],
  ['alert-svg', `<svg onload=alert(ID)>`],
  ['alert-script', `<script>alert(ID)</script>`],
  ['split-tag', `<scr<script>ipt>${CALL}</script>`],
  ['nested-script', `<scr<script>ipt>${CALL}</scr</script>ipt>`],
  ['unclosed-img', `<img src=x onerror=${CALL} `],
  [
    'polyglot-1',
    `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${CALL} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${CALL}//>\\x3e`,
  ],
  ['polyglot-2', `'"--></style></script></textarea></title><svg onload=${CALL}>`],
  ['polyglot-3', `"'><img src=x onerror=${CALL}>{{${CALL}}}\${${CALL}}`],
];

/** For link fields that accept only http(s) URLs: markup, quotes and schemes after a valid scheme and host. */
const URL_TEMPLATES: ReadonlyArray<readonly [string, string]> = [
  // No spaces (the company's link fields refuse them): '/' separates the attributes as well.
  ['url-query-dq', `https://xss.pe/ID?q="><img/src=x/onerror=${CALL}>`],
  ['url-fragment-sq', `https://xss.pe/ID#'><svg/onload=${CALL}>`],
  ['url-path-attr', `https://xss.pe/ID/"onmouseover="${CALL}"`],
  ['url-script', `https://xss.pe/ID?q=</script><script>${CALL}</script>`],
  ['url-javascript-param', `https://xss.pe/ID?next=javascript:${CALL}`],
  ['url-userinfo', `https://javascript:${CALL}@xss.pe/ID`],
];

const USERINFO_TEMPLATES = ['url-userinfo'];

export interface PayloadTemplate {
  /** Family, context and encoding: `img-onerror/attr-dq/mixed`. */
  key: string;
  /** The payload with `ID` where its number goes. */
  text: string;
}

/** The whole corpus, in a fixed order: executors × contexts × (plain, mixed case), executors × encodings, specials. */
export function payloadTemplates(): PayloadTemplate[] {
  const out: PayloadTemplate[] = [];
  for (const [name, exec] of EXECUTORS) {
    for (const [ctx, wrap] of CONTEXTS) {
      out.push({ key: `${name}/${ctx}/plain`, text: wrap(exec) });
      out.push({ key: `${name}/${ctx}/mixed`, text: mixedCase(wrap(exec)) });
    }
    for (const [enc, encode] of ENCODINGS) out.push({ key: `${name}/text/${enc}`, text: encode(exec) });
  }
  for (const [name, text] of SPECIALS) out.push({ key: `${name}/special`, text });
  return out;
}

/** The link payloads (dealt only to link fields). */
export function urlTemplates(): PayloadTemplate[] {
  return URL_TEMPLATES.map(([name, text]) => ({ key: `${name}/url`, text }));
}

/** One payload written to one field of one record. */
export interface Placement {
  /** The number the payload calls `__xss` with. */
  id: number;
  key: string;
  /** Where it was written: 'empresa 1 · descripción'. */
  field: string;
  text: string;
}

/**
 * Deals the payloads over the fields: each call takes the template used least so far that fits the field (in the
 * corpus order), so every template is written once before any is written twice.
 */
export class Corpus {
  readonly templates: PayloadTemplate[];
  readonly placements: Placement[] = [];
  private readonly uses: number[];
  private cursor = 0;
  private readonly urls = urlTemplates();
  private urlCursor = 0;
  private nextId: number;

  constructor(firstId = 101) {
    this.templates = payloadTemplates();
    this.uses = this.templates.map(() => 0);
    this.nextId = firstId;
  }

  /** One payload of at most `max` characters for `field`; `key` names the template to use (a spot check). */
  one(field: string, max: number, key?: string): string {
    const id = this.nextId;
    const render = (t: PayloadTemplate) => t.text.replaceAll('ID', String(id));
    let chosen = -1;
    if (key !== undefined) {
      chosen = this.templates.findIndex((t) => t.key === key);
      if (chosen < 0 || render(this.templates[chosen]!).length > max) throw new Error(`plantilla ${key} no cabe en ${field}`);
    } else {
      const n = this.templates.length;
      for (let step = 0; step < n; step++) {
        const i = (this.cursor + step) % n;
        if (render(this.templates[i]!).length > max) continue;
        if (chosen < 0 || this.uses[i]! < this.uses[chosen]!) chosen = i;
        if (this.uses[chosen] === 0) break;
      }
      if (chosen < 0) throw new Error(`ninguna plantilla cabe en ${max} caracteres (${field})`);
      this.cursor = (chosen + 1) % n;
    }
    const template = this.templates[chosen]!;
    const text = render(template);
    this.uses[chosen]! += 1;
    this.nextId += 1;
    this.placements.push({ id, key: template.key, field, text });
    return text;
  }

  /**
   * One link payload of at most `max` characters for a field that accepts only http(s) links. A company's link field
   * (`empresa`) takes no user and password before the host, and `host` names the only site a network's field takes.
   */
  url(field: string, max: number, opts: { empresa?: boolean; host?: string } = {}): string {
    const id = this.nextId;
    let template = this.urls[this.urlCursor % this.urls.length]!;
    this.urlCursor += 1;
    if (opts.empresa && USERINFO_TEMPLATES.some((k) => template.key.startsWith(`${k}/`))) {
      template = this.urls[this.urlCursor % this.urls.length]!;
      this.urlCursor += 1;
    }
    const text = template.text.replaceAll('ID', String(id)).replace('//xss.pe/', `//${opts.host ?? 'xss.pe'}/`);
    if (text.length > max) throw new Error(`el enlace ${template.key} no cabe en ${field}`);
    this.nextId += 1;
    this.placements.push({ id, key: template.key, field, text });
    return text;
  }

  /** Up to `count` payloads for one long field, space-separated after `prefix`, the whole within `max`. */
  many(field: string, max: number, count: number, prefix = ''): string {
    let out = prefix;
    for (let k = 0; k < count; k++) {
      const room = max - out.length - 1;
      if (room < 20) break;
      out += `${out ? ' ' : ''}${this.one(`${field} #${k + 1}`, room)}`;
    }
    return out;
  }

  /** The placement of a payload number. */
  find(id: number): Placement | undefined {
    return this.placements.find((p) => p.id === id);
  }

  /** Templates not written anywhere yet. */
  unplaced(): PayloadTemplate[] {
    return this.templates.filter((_, i) => this.uses[i] === 0);
  }
}
