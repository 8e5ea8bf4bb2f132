/**
 * The links a company gives for its public page (decision 029): its website and its pages on LinkedIn, Facebook and
 * Instagram. One check for the form, the API and the page that prints them: an http or https address of a real host
 * name (no IP address, port, user or password), of the network's own site for a network, where a network also takes
 * the page's bare name ('andinalogistica', '@andinalogistica') and keeps its full address. Anything else, `javascript:`
 * included, is refused with a Spanish message for the field, and the page prints only what passes.
 */

/** The WHATWG URL parser of browsers and Node (this package is typed without either's library). */
declare const URL: new (input: string) => {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
  port: string;
  pathname: string;
};

export const ENLACE_MESSAGES = {
  invalida: 'No se reconoce como URL',
  sinProtocolo: 'Escribe la dirección completa, empezando con https://',
  protocolo: 'Solo se aceptan direcciones que empiezan con https:// o http://',
  host: 'Escribe la dirección de un sitio web (por ejemplo, https://www.tuempresa.pe)',
  largo: (max: number) => `Máximo ${max} caracteres`,
  red: (nombre: string, dominio: string) => `Debe ser una dirección de ${nombre} (${dominio})`,
  perfil: (nombre: string) => `Escribe la dirección de la página de tu empresa en ${nombre}`,
} as const;

export type RedSocial = 'linkedin' | 'facebook' | 'instagram';

export interface Red {
  nombre: string;
  /** The site whose addresses (and its subdomains') are accepted. */
  dominios: readonly string[];
  /** A page's bare name as people write it, and the address it stands for. */
  nombreDePagina: RegExp;
  direccion: (nombre: string) => string;
}

export const REDES: Record<RedSocial, Red> = {
  linkedin: {
    nombre: 'LinkedIn',
    dominios: ['linkedin.com'],
    nombreDePagina: /^[a-z0-9][a-z0-9-]{1,99}$/i,
    direccion: (n) => `https://www.linkedin.com/company/${n}`,
  },
  facebook: {
    nombre: 'Facebook',
    dominios: ['facebook.com', 'fb.com'],
    nombreDePagina: /^[a-z0-9.]{5,50}$/i,
    direccion: (n) => `https://www.facebook.com/${n}`,
  },
  instagram: {
    nombre: 'Instagram',
    dominios: ['instagram.com'],
    nombreDePagina: /^@?[a-z0-9._]{1,30}$/i,
    direccion: (n) => `https://www.instagram.com/${n.replace(/^@/, '')}`,
  },
};

export type EnlaceRevisado = { ok: true; url: string } | { ok: false; error: string };

/** A run of letters and digits with inner hyphens (a DNS label), or its punycode form. */
const ETIQUETA = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^([a-z]{2,63}|xn--[a-z0-9-]{2,59})$/;
const PARECE_DOMINIO = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+([/:?#]|$)/u;

/**
 * Checks a link typed by a company: `{ ok, url }` with the address to store (as typed, trimmed; a network's bare
 * page name becomes its full address), or the field's message. `max` counts the stored address.
 */
export function revisarEnlace(valor: string, opts: { max: number; red?: RedSocial }): EnlaceRevisado {
  const texto = valor.trim();
  const red = opts.red ? REDES[opts.red] : null;
  const fallo = (error: string): EnlaceRevisado => ({ ok: false, error });
  if (!texto || /[\s\p{Cc}\\]/u.test(texto)) return fallo(ENLACE_MESSAGES.invalida);
  let url = texto;
  if (red && red.nombreDePagina.test(texto) && !red.dominios.some((d) => texto.toLowerCase().includes(d))) {
    url = red.direccion(texto);
  } else if (!/^https?:\/\//i.test(texto)) {
    if (PARECE_DOMINIO.test(texto)) return fallo(ENLACE_MESSAGES.sinProtocolo);
    if (/^[a-z][a-z0-9+.-]*:/i.test(texto)) return fallo(ENLACE_MESSAGES.protocolo);
    return fallo(ENLACE_MESSAGES.invalida);
  }
  let parsed: InstanceType<typeof URL>;
  try {
    parsed = new URL(url);
  } catch {
    return fallo(ENLACE_MESSAGES.invalida);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return fallo(ENLACE_MESSAGES.protocolo);
  const host = parsed.hostname;
  const etiquetas = host.split('.');
  const tld = etiquetas[etiquetas.length - 1] ?? '';
  if (
    parsed.username ||
    parsed.password ||
    parsed.port ||
    etiquetas.length < 2 ||
    !etiquetas.every((e) => ETIQUETA.test(e)) ||
    !TLD.test(tld)
  ) {
    return fallo(ENLACE_MESSAGES.host);
  }
  if (red) {
    const propio = red.dominios.some((d) => host === d || host.endsWith(`.${d}`));
    if (!propio) return fallo(ENLACE_MESSAGES.red(red.nombre, red.dominios[0]!));
    if (parsed.pathname.replace(/\/+$/, '') === '') return fallo(ENLACE_MESSAGES.perfil(red.nombre));
  }
  if (url.length > opts.max) return fallo(ENLACE_MESSAGES.largo(opts.max));
  return { ok: true, url };
}

/**
 * The address a page may print for a stored link, or null: what passes `revisarEnlace` (data saved before these rules
 * included), so only http and https addresses ever become links.
 */
export function enlaceSeguro(valor: string | null | undefined, red?: RedSocial): string | null {
  if (!valor) return null;
  const r = revisarEnlace(valor, { max: 2000, red });
  return r.ok ? r.url : null;
}

/** 'https://www.andina.pe/nosotros' → 'andina.pe/nosotros': how a page shows a link's address. */
export function enlaceVisible(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}
