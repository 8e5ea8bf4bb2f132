/**
 * The assistant's providers (docs/assistant.md, docs/decisions/020-applicant-assistant.md): something that turns the
 * recruiter's Spanish request into CriteriosAsistente. The built-in interpreter always exists and needs nothing
 * outside; an OpenAI-compatible endpoint is tried first when configured, and any failure of it (HTTP error, timeout,
 * a body that is not the criteria) falls back to the built-in one, so an external outage never reaches the recruiter.
 */
import type { CriteriosAsistente, IgnoradoAsistente } from '@practiperu/shared/asistente';
import { toClave } from '@practiperu/shared/text';
import { esProtegido, sinProtegidos } from './integrado/parser.ts';
import type { FastifyBaseLogger } from 'fastify';

export type NombreProveedor = 'integrado' | 'openai';

/** What a provider may know besides the prompt: the offer's title and region, never applicant data. */
export interface ContextoConsulta {
  titulo: string;
  /** The offer's region (0: not given): «la Católica» on an Arequipa offer is the Católica de Santa María. */
  id_region?: number;
}

export interface Proveedor {
  nombre: NombreProveedor;
  interpretar(prompt: string, contexto: ContextoConsulta): Promise<CriteriosAsistente>;
  /**
   * The built-in provider's cut of protected traits with its vocabulary (a birthplace is a place after «nacidos
   * en»); without it the trait's own words are cut.
   */
  sinProtegidos?(prompt: string): Promise<{ texto: string; ignorados: IgnoradoAsistente[] }>;
}

export interface Interpretacion {
  criterios: CriteriosAsistente;
  /** The provider that answered (the built-in one after a fallback). */
  proveedor: NombreProveedor;
}

export interface Interprete {
  interpretar(prompt: string, contexto: ContextoConsulta): Promise<Interpretacion>;
}

/**
 * The external provider first when there is one, the built-in one on any failure of it (logged as a warning with
 * the reason, never the prompt). Errors of the built-in interpreter itself are bugs and propagate.
 */
export function crearInterprete(opts: {
  integrado: Proveedor;
  externo?: Proveedor | null;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Interprete {
  const { integrado, externo, log } = opts;
  return {
    async interpretar(prompt, contexto) {
      if (externo) {
        // Protected traits (decision 048) never reach the model: they are cut from the request before it is
        // sent, and any that comes back in the criteria is dropped; both are said back as refused.
        const { texto, ignorados } = integrado.sinProtegidos ? await integrado.sinProtegidos(prompt) : sinProtegidos(prompt);
        try {
          const criterios = sinTraitsProtegidos(await externo.interpretar(texto, contexto), ignorados);
          return { criterios: await sinMeritoNegado(criterios, () => integrado.interpretar(prompt, contexto)), proveedor: externo.nombre };
        } catch (err) {
          log.warn(
            { proveedor: externo.nombre, motivo: err instanceof Error ? err.message : String(err) },
            'asistente: proveedor externo falló; se usa el integrado',
          );
        }
      }
      return { criterios: await integrado.interpretar(prompt, contexto), proveedor: integrado.nombre };
    },
  };
}

/** A merit phrase the built-in parser said back («tercio superior», «primer puesto»). */
const MERITO = /\b(superior|sup|puesto|tercio|quinto|decimo|medio)\b/;

/**
 * A merit the request rules out («que no sean del tercio superior»): a model that returns it as asked (or preferred)
 * would invert it. When the built-in reading of the same request rules a merit out, its merit (asked and ruled out)
 * replaces the model's; when it says a merit back and asks none, the model's merit is dropped and the phrase said
 * back too.
 */
export async function sinMeritoNegado(c: CriteriosAsistente, propio: () => Promise<CriteriosAsistente>): Promise<CriteriosAsistente> {
  if (!c.orden_merito && !c.preferir?.orden_merito) return c;
  const p = await propio();
  const negado = p.excluir?.orden_merito;
  if (negado) {
    const out: CriteriosAsistente = { ...c, orden_merito: p.orden_merito, excluir: { ...(c.excluir ?? {}), orden_merito: negado } };
    if (out.preferir?.orden_merito && !p.preferir?.orden_merito) {
      const { orden_merito: _, ...resto } = out.preferir;
      if (Object.keys(resto).length > 0) out.preferir = resto;
      else delete out.preferir;
    }
    return out;
  }
  const dichos = (p.ignorados ?? []).filter((x) => x.motivo === 'no_entendido' && MERITO.test(toClave(x.texto)));
  if (dichos.length === 0 || p.orden_merito || p.preferir?.orden_merito) return c;
  const out: CriteriosAsistente = { ...c, orden_merito: null };
  if (out.preferir?.orden_merito) {
    const { orden_merito: _, ...resto } = out.preferir;
    if (Object.keys(resto).length > 0) out.preferir = resto;
    else delete out.preferir;
  }
  const ya = new Set((c.ignorados ?? []).map((x) => x.texto));
  out.ignorados = [...(c.ignorados ?? []), ...dichos.filter((x) => !ya.has(x.texto))];
  return out;
}

/** The criteria an external model returned without any protected trait, with those refused said back. */
export function sinTraitsProtegidos(c: CriteriosAsistente, ignorados: IgnoradoAsistente[] = []): CriteriosAsistente {
  const rechazados: IgnoradoAsistente[] = [...ignorados];
  const filtrar = (xs: string[]) =>
    xs.filter((x) => {
      if (!esProtegido(x)) return true;
      rechazados.push({ texto: x, motivo: 'protegido' });
      return false;
    });
  const out: CriteriosAsistente = {
    ...c,
    carreras: filtrar(c.carreras),
    experiencia_en: filtrar(c.experiencia_en),
    palabras_clave: filtrar(c.palabras_clave),
    conocimientos: c.conocimientos.filter((k) => filtrar([k.nombre]).length > 0),
  };
  // The free words of what is ruled out, preferred or preferred absent: the same check.
  for (const clave of ['excluir', 'preferir', 'evitar'] as const) {
    const x = c[clave];
    if (!x?.experiencia_en?.length) continue;
    const quedan = filtrar(x.experiencia_en);
    const { experiencia_en: _, ...resto } = x;
    const nuevo = quedan.length > 0 ? { ...resto, experiencia_en: quedan } : resto;
    if (Object.keys(nuevo).length > 0) out[clave] = nuevo;
    else delete out[clave];
  }
  const previos = c.ignorados ?? [];
  const todos = [...previos, ...rechazados.filter((r) => !previos.some((p) => p.texto === r.texto && p.motivo === r.motivo))];
  if (todos.length > 0) out.ignorados = todos;
  return out;
}
