/**
 * The assistant's providers (docs/assistant.md, docs/decisions/020-applicant-assistant.md): something that turns the
 * recruiter's Spanish request into CriteriosAsistente. The built-in interpreter always exists and needs nothing
 * outside; an OpenAI-compatible endpoint is tried first when configured, and any failure of it (HTTP error, timeout,
 * a body that is not the criteria) falls back to the built-in one, so an external outage never reaches the recruiter.
 */
import type { CriteriosAsistente, IgnoradoAsistente } from '@practiperu/shared/asistente';
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
        const { texto, ignorados } = sinProtegidos(prompt);
        try {
          const criterios = sinTraitsProtegidos(await externo.interpretar(texto, contexto), ignorados);
          return { criterios, proveedor: externo.nombre };
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
  const previos = c.ignorados ?? [];
  const todos = [...previos, ...rechazados.filter((r) => !previos.some((p) => p.texto === r.texto && p.motivo === r.motivo))];
  if (todos.length > 0) out.ignorados = todos;
  return out;
}
