/**
 * The assistant's providers (docs/assistant.md, docs/decisions/020-applicant-assistant.md): something that turns the
 * recruiter's Spanish request into CriteriosAsistente. The built-in interpreter always exists and needs nothing
 * outside; an OpenAI-compatible endpoint is tried first when configured, and any failure of it (HTTP error, timeout,
 * a body that is not the criteria) falls back to the built-in one, so an external outage never reaches the recruiter.
 */
import type { CriteriosAsistente } from '@practiperu/shared/asistente';
import type { FastifyBaseLogger } from 'fastify';

export type NombreProveedor = 'integrado' | 'openai';

/** What a provider may know besides the prompt: the offer's title, never applicant data. */
export interface ContextoConsulta {
  titulo: string;
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
        try {
          return { criterios: await externo.interpretar(prompt, contexto), proveedor: externo.nombre };
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
