/**
 * An OpenAI-compatible chat endpoint as an assistant provider (docs/assistant.md "What is sent"): one
 * `POST {LLM_BASE_URL}/chat/completions` asking for a JSON object of CriteriosAsistente. Only the recruiter's
 * request and the offer's title and region leave the server, never applicant data: ranking happens here, on the criteria.
 * The answer is checked field by field (a field that is not what was asked becomes empty), then normalised by the
 * built-in interpreter (career and place names mapped to the reference lists). Anything else throws, and the
 * caller falls back to the built-in provider (proveedor.ts).
 */
import type { CriteriosAsistente } from '@practiperu/shared/asistente';
import { NIVELES, type Nivel } from '@practiperu/shared/cv';
import { z } from 'zod';
import type { ContextoConsulta, Proveedor } from './proveedor.ts';

export interface OpenAIOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
  /**
   * The built-in interpreter's normalisation of criteria (careers, places, levels to the reference lists); `id_region`
   * is the offer's, for the usual names that mean another institution there.
   */
  normalizar(c: CriteriosAsistente, id_region?: number): Promise<CriteriosAsistente>;
}

/** The largest answer read from the endpoint: criteria are a few hundred bytes. */
const MAX_RESPUESTA = 64 * 1024;

export const SYSTEM_PROMPT = `Eres un asistente de selección de practicantes en Perú. Recibes el título de una oferta y el pedido de un reclutador en español.
Responde SOLO un objeto JSON con exactamente estas claves (usa [] o null cuando el pedido no dice nada):
{
  "carreras": string[]            // nombres de carreras, p. ej. "Ingeniería Industrial", "Contabilidad"
  "niveles": number[]             // 3 estudiante técnico, 4 egresado técnico, 6 estudiante universitario, 7 egresado universitario, 8 bachiller
  "ciclo_min": number | null, "ciclo_max": number | null      // ciclo actual de estudiantes como número (VIII = 8)
  "egreso_desde": number | null, "egreso_hasta": number | null  // año de egreso de egresados
  "ingreso_desde": number | null, "ingreso_hasta": number | null  // año en que empezó sus estudios ("ingresantes 2022", "los que entraron el 2021")
  "regiones": number[]            // departamentos del Perú por id: 1 Amazonas, 2 Áncash, 3 Apurímac, 4 Arequipa, 5 Ayacucho, 6 Cajamarca, 7 Callao, 8 Cusco, 9 Huancavelica, 10 Huánuco, 11 Ica, 12 Junín, 13 La Libertad, 14 Lambayeque, 15 Lima, 16 Loreto, 17 Madre de Dios, 18 Moquegua, 19 Pasco, 20 Piura, 21 Puno, 22 San Martín, 23 Tacna, 24 Tumbes, 25 Ucayali
  "distritos": (string | {"nombre": string, "id_region": number})[]  // distritos o provincias nombrados; el objeto solo cuando el pedido dice en qué departamento está ("Miraflores, Arequipa" → {"nombre": "Miraflores", "id_region": 4}); regiones y distritos son alternativas, basta uno ("Surco o Arequipa" → "regiones": [4], "distritos": ["Surco"])
  "conocimientos": {"nombre": string, "nivel": "básico" | "intermedio" | "avanzado" | null, "grupo"?: number}[]
  "idiomas": {"nombre": string, "nivel": "básico" | "intermedio" | "avanzado" | null, "grupo"?: number}[]
      // "grupo": solo para alternativas ("francés o portugués", "Excel o Power BI"): los ítems de una misma lista con el mismo número de grupo bastan con uno; sin "grupo", cada ítem es obligatorio ("Excel y SQL")
  "experiencia": boolean | null   // true: con experiencia laboral; false: sin experiencia; null: no se pide
  "experiencia_en": string[]      // áreas de la experiencia, p. ej. "logística"
  "experiencia_meses_min": number | null  // tiempo mínimo de experiencia en meses enteros ("al menos un año" → 12, "mínimo 6 meses" → 6, "más de un año" → 13, "año y medio" → 18), con "experiencia": true; si nombra un área, cuenta los meses en esa área. "1 año" de experiencia nunca es una edad
  "experiencia_meses_max": number | null  // tiempo máximo de experiencia en meses enteros ("hasta 6 meses" → 6, "menos de un año" → 11, "que no tengan más de 6 meses" → 6); sin área, los que no tienen experiencia también cumplen: deja "experiencia" en null; con un área, "experiencia": true
  "orden_merito": "primero" | "decimo" | "quinto" | "tercio" | "medio" | null  // primer puesto; décimo, quinto, tercio o medio superior; null si el pedido lo excluye ("que no sean del tercio superior")
  "palabras_clave": string[]      // otras palabras importantes del pedido
  "limite": number | null         // "los 3 mejores", "top 5" → 3, 5; null si no se pide una cantidad
  "excluir_estados": number[]     // "que no estén descartados" → [1]; "excepto los finalistas" → [3]
  "instituciones": string[]       // universidades o institutos pedidos, como los nombra el pedido ("la UNI", "PUCP", "SENATI", "la Católica"): un nombre usual se lee en la región de la oferta
  "licencia": boolean | null      // licencia de conducir: true con, false sin, null no se pide
  "orden": "experiencia" | "ciclo" | "afinidad" | "merito" | null  // "primero los que tienen más experiencia"; "con mejor orden de mérito" → "merito"
  "excluir": {                    // lo que el pedido descarta ("que no sean de Lima ni Callao", "sin inglés avanzado"): mismas formas que arriba
    "carreras"?: string[], "niveles"?: number[], "regiones"?: number[], "distritos"?: string[],
    "conocimientos"?: {"nombre": string, "nivel": "básico" | "intermedio" | "avanzado" | null}[],
    "idiomas"?: {"nombre": string, "nivel": "básico" | "intermedio" | "avanzado" | null}[], "instituciones"?: string[]
  }
  "preferir": {                   // lo que el pedido prefiere sin exigirlo ("de preferencia de Arequipa", "primero los del quinto superior", "mejor si saben Excel"): mismas formas que "excluir", más "orden_merito"
    "carreras"?: string[], "regiones"?: number[], "distritos"?: string[], "instituciones"?: string[],
    "conocimientos"?: {"nombre": string, "nivel": "básico" | "intermedio" | "avanzado" | null}[],
    "idiomas"?: {"nombre": string, "nivel": "básico" | "intermedio" | "avanzado" | null}[],
    "orden_merito"?: "primero" | "decimo" | "quinto" | "tercio" | "medio",
    "experiencia"?: boolean,      // "de preferencia con experiencia" → true
    "licencia"?: boolean,         // "de preferencia con brevete" → true
    "revisado"?: boolean          // "primero los no leídos" → false
  }
  "evitar": {                     // lo que el pedido prefiere que NO tengan, sin excluir a nadie ("mejor si no son de Lima", "de preferencia sin experiencia en ventas"): mismas formas que "excluir"
    "carreras"?: string[], "regiones"?: number[], "distritos"?: string[], "instituciones"?: string[],
    "conocimientos"?: {"nombre": string, "nivel": "básico" | "intermedio" | "avanzado" | null}[],
    "idiomas"?: {"nombre": string, "nivel": "básico" | "intermedio" | "avanzado" | null}[]
  }
  "revisado": boolean | null      // "los que no he revisado", "no leídos" → false; "los que ya revisé", "leídos" → true; null si no se pide
}
Las palabras que no sabes ubicar en un campo van a "palabras_clave": se usan solo para ordenar, nunca para excluir. Nunca conviertas una negación en su contrario: lo que el pedido dice que NO quiere va en "excluir".
Nunca uses el sexo, la edad, el estado civil, los hijos, la nacionalidad, la religión, la apariencia ni otros datos personales protegidos como criterio ni como palabra clave: déjalos fuera.
No inventes requisitos que el pedido no menciona. No escribas nada fuera del objeto JSON.`;

// ------------------------------------------------------------------ the answer, field by field

const texto = z.string().trim().min(1).max(120);
/** A list whose items that are not what was asked are dropped (a list that is not a list: empty). */
function listaDe<T extends z.ZodType>(item: T, max: number) {
  return z.preprocess((v) => (Array.isArray(v) ? v.filter((x) => item.safeParse(x).success).slice(0, max) : []), z.array(item));
}
const lista = listaDe(texto, 20);
const entero = (min: number, max: number) => z.number().int().min(min).max(max).nullable().catch(null);
const NIVEL_SIN_TILDE: Record<string, Nivel> = { basico: 'básico', básico: 'básico', intermedio: 'intermedio', avanzado: 'avanzado' };
const nivel = z.preprocess(
  (v) => (typeof v === 'string' ? (NIVEL_SIN_TILDE[v.trim().toLowerCase()] ?? null) : null),
  z.enum(NIVELES).nullable(),
);
/** The group of alternatives of an item (ItemConNivel.grupo): a whole number 1–99, anything else dropped (required). */
const grupo = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 99 ? v : undefined),
  z.number().optional(),
);
const conNivel = listaDe(z.object({ nombre: texto, nivel, grupo }), 20);
/** A place (CriteriosAsistente.distritos): a name, or { nombre, id_region }; an invalid id_region leaves the name alone. */
const lugar = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const { nombre, id_region: id } = v as { nombre?: unknown; id_region?: unknown };
    return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 25 ? { nombre, id_region: id } : nombre;
  },
  z.union([texto, z.object({ nombre: texto, id_region: z.number() })]),
);

/** The criteria an exclusion or a preference may name, each optional. */
const criteriosOpcionales = {
  carreras: lista.optional(),
  niveles: listaDe(z.union([z.literal(3), z.literal(4), z.literal(6), z.literal(7), z.literal(8)]), 5).optional(),
  regiones: listaDe(z.number().int().min(1).max(25), 25).optional(),
  distritos: listaDe(lugar, 20).optional(),
  conocimientos: conNivel.optional(),
  idiomas: conNivel.optional(),
  instituciones: lista.optional(),
};

/** What the model answered, each field checked on its own: one bad field or item does not throw the others away. */
export const respuestaModeloSchema = z.object({
  carreras: lista,
  niveles: listaDe(z.union([z.literal(3), z.literal(4), z.literal(6), z.literal(7), z.literal(8)]), 5),
  ciclo_min: entero(1, 12),
  ciclo_max: entero(1, 12),
  egreso_desde: entero(1950, 2100),
  egreso_hasta: entero(1950, 2100),
  ingreso_desde: entero(1950, 2100),
  ingreso_hasta: entero(1950, 2100),
  regiones: listaDe(z.number().int().min(1).max(25), 25),
  distritos: listaDe(lugar, 20),
  conocimientos: conNivel,
  idiomas: conNivel,
  experiencia: z.boolean().nullable().catch(null),
  experiencia_en: lista,
  // Optional: an answer without it asks no length.
  experiencia_meses_min: entero(1, 600).optional(),
  experiencia_meses_max: entero(1, 600).optional(),
  orden_merito: z.enum(['primero', 'decimo', 'quinto', 'tercio', 'medio']).nullable().catch(null),
  palabras_clave: lista,
  // Optional: an answer without them sets no limit and leaves no decision out.
  limite: entero(1, 100).optional(),
  excluir_estados: listaDe(z.union([z.literal(1), z.literal(3)]), 2),
  instituciones: lista.optional(),
  licencia: z.boolean().nullable().catch(null).optional(),
  orden: z.enum(['experiencia', 'ciclo', 'afinidad', 'merito']).nullable().catch(null).optional(),
  excluir: z.object(criteriosOpcionales).catch({}).optional(),
  preferir: z
    .object({
      ...criteriosOpcionales,
      orden_merito: z.enum(['primero', 'decimo', 'quinto', 'tercio', 'medio']).nullable().catch(null).optional(),
      experiencia: z.boolean().optional().catch(undefined),
      licencia: z.boolean().optional().catch(undefined),
      revisado: z.boolean().optional().catch(undefined),
    })
    .catch({})
    .optional(),
  evitar: z.object(criteriosOpcionales).catch({}).optional(),
  revisado: z.boolean().nullable().catch(null).optional(),
});

/** The chat completion envelope: only the first choice's text is read. */
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

export class ProveedorError extends Error {
  override name = 'ProveedorError';
}

/** The regions of Peru by id (the reference list's ids, as in the system prompt). */
const REGIONES = [
  ...['Amazonas', 'Áncash', 'Apurímac', 'Arequipa', 'Ayacucho', 'Cajamarca', 'Callao', 'Cusco', 'Huancavelica', 'Huánuco'],
  ...['Ica', 'Junín', 'La Libertad', 'Lambayeque', 'Lima', 'Loreto', 'Madre de Dios', 'Moquegua', 'Pasco', 'Piura', 'Puno'],
  ...['San Martín', 'Tacna', 'Tumbes', 'Ucayali'],
];

/**
 * The request body sent to the endpoint: the prompt, the offer's title and the offer's region (offer data: «la
 * Católica» on an Arequipa offer is the Católica de Santa María), nothing else.
 */
export function cuerpoSolicitud(model: string, prompt: string, contexto: ContextoConsulta) {
  const region = contexto.id_region ? REGIONES[contexto.id_region - 1] : undefined;
  const oferta = region
    ? `Oferta: ${contexto.titulo}\nRegión de la oferta: ${region} (${contexto.id_region})`
    : `Oferta: ${contexto.titulo}`;
  return {
    model,
    temperature: 0,
    response_format: { type: 'json_object' },
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: `${oferta}\nPedido del reclutador: ${prompt}` },
    ],
  };
}

export function crearProveedorOpenAI(opts: OpenAIOptions): Proveedor {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    nombre: 'openai',
    async interpretar(prompt, contexto) {
      // One deadline for the whole exchange: connecting, waiting and reading the body.
      const signal = AbortSignal.timeout(opts.timeoutMs);
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
        },
        body: JSON.stringify(cuerpoSolicitud(opts.model, prompt, contexto)),
        signal,
        redirect: 'error',
      });
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        throw new ProveedorError(`respuesta HTTP ${res.status}`);
      }
      const raw = await res.text();
      if (raw.length > MAX_RESPUESTA) throw new ProveedorError('respuesta demasiado grande');
      const completion = completionSchema.safeParse(parseJson(raw));
      if (!completion.success) throw new ProveedorError('la respuesta no es una completion de chat');
      const content = parseJson(completion.data.choices[0]!.message.content.trim());
      // An object that names none of the criteria is not an answer to the question (e.g. {"error": "…"}).
      const claves = Object.keys(respuestaModeloSchema.shape);
      if (!content || typeof content !== 'object' || !claves.some((k) => k in content)) {
        throw new ProveedorError('el contenido no es un objeto de criterios');
      }
      const criterios = respuestaModeloSchema.safeParse(content);
      if (!criterios.success) throw new ProveedorError('el contenido no es un objeto de criterios');
      return opts.normalizar(criterios.data, contexto.id_region);
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ProveedorError('JSON inválido');
  }
}
