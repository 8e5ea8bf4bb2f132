/**
 * The pieces of the assistant's page (docs/assistant.md "Web screens"): the criteria understood from the prompt, a
 * ranked result row with its "¿Por qué?" reasons, the Descartados / Pendientes / Finalistas toggles and the list of past
 * queries.
 * Rows reuse the applicant review's photo, status badge, radios and affinity colours.
 */
import { TIME_ZONE } from '@practiperu/shared/constants';
import {
  ASISTENTE_HISTORIAL_MAX,
  MOTIVO_ESTADO_NO_DESTACADO,
  MOTIVO_IGNORADO_TEXTO,
  type AsistenteHistorialItem,
  type CriteriosAsistente,
  type IgnoradoAsistente,
  type ItemConNivel,
  type LugarAmbiguo,
  type ResultadoAsistente,
  textoLargoPedido,
} from '@practiperu/shared/asistente';
import { enumerar, exclusionesDichas } from '@practiperu/shared/asistente-resumen';
import type { AsistenteFiltros } from '@practiperu/shared/schemas/asistente';
import { NIVEL_LABELS } from '@practiperu/shared/oferta';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/icon';
import { DEPARTAMENTOS } from '@practiperu/shared/departamentos';
import { ProfilePhoto } from '../../components/profile-photo';
import { AfinidadBadge, EstadoBadge, EstadoRadios, ReadBadge } from '../postulantes-empresa';
import type { Toggle } from './api';

// ------------------------------------------------------------------ criteria

const ORDEN_MERITO: Record<NonNullable<CriteriosAsistente['orden_merito']>, string> = {
  primero: 'Primer puesto',
  decimo: 'Décimo superior',
  quinto: 'Quinto superior',
  tercio: 'Tercio superior',
  medio: 'Medio superior',
};

/** A level is a minimum, as the summary says it: "Inglés intermedio o más" (the top level needs no "o más"). */
const conNivel = (r: { nombre: string; nivel: string | null; solo_nivel?: boolean }) =>
  r.nivel ? `${r.nombre} ${r.nivel}${r.nivel === 'avanzado' ? '' : r.solo_nivel ? ' (solo ese nivel)' : ' o más'}` : r.nombre;

/**
 * Knowledge or languages as chips: one per required item, one per group of alternatives ("Francés o Portugués",
 * "Inglés o Portugués avanzado" when they share the level, "SQL (cualquier nivel) o Python intermedio" when not).
 */
function itemsTexto(items: ItemConNivel[]): string[] {
  const out: ItemConNivel[][] = [];
  const grupos = new Map<number, ItemConNivel[]>();
  for (const item of items) {
    const grupo = typeof item.grupo === 'number' ? grupos.get(item.grupo) : undefined;
    if (grupo) grupo.push(item);
    else {
      out.push([item]);
      if (typeof item.grupo === 'number') grupos.set(item.grupo, out[out.length - 1]!);
    }
  }
  return out.map((g) => {
    const ultimo = g[g.length - 1]!;
    if (g.every((i) => i.nivel === ultimo.nivel)) return conNivel({ nombre: g.map((i) => i.nombre).join(' o '), nivel: ultimo.nivel });
    return g.map((i) => (i.nivel || i === ultimo ? conNivel(i) : `${i.nombre} (cualquier nivel)`)).join(' o ');
  });
}

const ROMANOS = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
/** A cycle as the CV writes it (8 → VIII). */
const romano = (n: number) => ROMANOS[n] ?? String(n);

function rango(min: number | null, max: number | null, unidad: string, show: (n: number) => string = String): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null) return min === max ? `${unidad} ${show(min)}` : `${unidad} ${show(min)} a ${show(max)}`;
  return min !== null ? `${unidad} ${show(min)} o más` : `${unidad} hasta ${show(max!)}`;
}

const ESTADOS: Record<number, string> = { 0: 'sin decisión', 1: 'descartados', 2: 'en proceso', 3: 'finalistas' };
const ORDEN: Record<string, string> = {
  experiencia: 'Primero los de más experiencia',
  ciclo: 'Primero los de ciclo más avanzado',
  afinidad: 'Primero los de más afinidad',
  merito: 'Primero los de mejor orden de mérito',
};

/**
 * The criteria as chips, each with its kind for screen readers ("Carrera: Ingeniería Industrial"). A request of
 * several groups («… y, por otro lado, …») says each group's chips under its number ("Grupo 2 · Carrera").
 */
export function criteriaChips(c: CriteriosAsistente, regionName: (id: number) => string): { kind: string; text: string; grupo?: number }[] {
  const { grupos, ...primero } = c;
  if (!grupos || grupos.length === 0) return chipsDeUnGrupo(c, regionName);
  return [primero, ...grupos].flatMap((g, n) => chipsDeUnGrupo(g as CriteriosAsistente, regionName).map((x) => ({ ...x, grupo: n + 1 })));
}

function chipsDeUnGrupo(c: CriteriosAsistente, regionName: (id: number) => string): { kind: string; text: string }[] {
  const chips: { kind: string; text: string }[] = [];
  const add = (kind: string, text: string | null) => {
    if (text) chips.push({ kind, text });
  };
  c.carreras.forEach((t) => add('Carrera', t));
  c.niveles.forEach((n) => add('Nivel', NIVEL_LABELS[n] ?? `Nivel ${n}`));
  add('Ciclo', rango(c.ciclo_min, c.ciclo_max, 'Ciclo', romano));
  add('Egreso', rango(c.egreso_desde, c.egreso_hasta, 'Egreso'));
  add('Ingreso', rango(c.ingreso_desde ?? null, c.ingreso_hasta ?? null, 'Ingreso'));
  c.regiones.forEach((r) => add('Región', regionName(r)));
  // A place of one region reads "Miraflores (Arequipa)"; a name alone is that name anywhere in Peru.
  c.distritos.forEach((d) => add('Lugar', typeof d === 'string' ? d : `${d.nombre} (${regionName(d.id_region)})`));
  itemsTexto(c.conocimientos).forEach((k) => add('Conocimiento', k));
  itemsTexto(c.idiomas).forEach((i) => add('Idioma', i));
  // «al menos un año de experiencia», «hasta 6 meses», «entre 6 meses y 1 año»: the length asked, as the reasons say it.
  const largo = c.experiencia === false ? null : textoLargoPedido(c);
  const conMayuscula = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);
  if (c.experiencia === true) {
    // «en ventas y logística» asks for both; «ventas, logística», for either.
    const area = c.experiencia_en_todas ? enumerar(c.experiencia_en, 'y') : c.experiencia_en.join(', ');
    const en = area ? ` en ${area}` : '';
    add('Experiencia', largo !== null ? `${conMayuscula(largo)} de experiencia${en}` : area ? `Experiencia${en}` : 'Con experiencia');
  } else if (c.experiencia === false) add('Experiencia', 'Sin experiencia');
  // A maximum alone: those without any job meet it too.
  else if (largo !== null) add('Experiencia', `${conMayuscula(largo)} de experiencia (o ninguna)`);
  else c.experiencia_en.forEach((e) => add('Experiencia', `Experiencia en ${e}`));
  if (c.orden_merito) add('Orden de mérito', ORDEN_MERITO[c.orden_merito]);
  (c.instituciones ?? []).forEach((i) => add('Institución', i));
  if (c.licencia === true) add('Licencia', 'Con licencia de conducir');
  if (c.licencia === false) add('Licencia', 'Sin licencia de conducir');
  (c.estados ?? []).forEach((e) => add('Decisión', `Solo ${ESTADOS[e] ?? e}`));
  if (c.revisado === false) add('Revisión', 'Sin leer');
  if (c.revisado === true) add('Revisión', 'Ya leídos');
  if (c.orden) add('Orden', ORDEN[c.orden] ?? null);
  // Soft words: they order the list, never leave anyone out.
  c.palabras_clave.forEach((p) => add('Palabra considerada, sin exigirla', p));
  // "los 3 mejores", "que no estén descartados", "que no sean de Lima ni Callao".
  if (c.limite) add('Cantidad', c.limite === 1 ? 'El mejor' : `Los ${c.limite} mejores`);
  (c.excluir_estados ?? []).forEach((e) => add('Excluye', e === 1 ? 'Sin descartados' : 'Sin finalistas'));
  // "que no sean de Lima ni Callao" (hard), "de preferencia con Power BI" and "mejor si no son de Lima" (soft): in
  // the summary's words, one chip a part; a soft one's kind says that it leaves nobody out.
  for (const d of exclusionesDichas(c, { region: regionName })) {
    const kind = d.aclaracion ? `${d.etiqueta}, ${d.aclaracion}` : d.etiqueta;
    d.partes.forEach((p) => add(kind, `${d.etiqueta}: ${p}`));
  }
  return chips;
}

/**
 * How to ask for one of the places of an ambiguous name: "Miraflores está en Arequipa, Huánuco y Lima: escribe
 * «Miraflores, Arequipa» para una sola." (the parser reads "Nombre, Región" as that region's place).
 */
export function ambiguousPlaceHint(l: LugarAmbiguo): string {
  const regiones = l.regiones.length > 1 ? `${l.regiones.slice(0, -1).join(', ')} y ${l.regiones.at(-1)}` : (l.regiones[0] ?? '');
  return `${l.nombre} está en ${regiones}: escribe «${l.nombre}, ${l.regiones[0] ?? ''}» para una sola.`;
}

/**
 * Region ids → names, from the 25 departments the bundle holds: a chip names its region on the first answer, before
 * any lookup could arrive (waiting for `listLugares` drew «Región 15» on a cold start).
 */
const NOMBRE_REGION = new Map(DEPARTAMENTOS.map((d) => [d.id, d.nombre]));
function useRegionNames(): (id: number) => string {
  return (id) => NOMBRE_REGION.get(id) ?? `Región ${id}`;
}

export function CriteriaPanel({
  prompt,
  consultaTexto,
  consulta,
  proveedor,
  lugaresAmbiguos = [],
  nadaEntendido = false,
  destacado = true,
}: {
  prompt: string;
  consultaTexto: string;
  consulta: CriteriosAsistente | undefined;
  proveedor: string | undefined;
  lugaresAmbiguos?: LugarAmbiguo[];
  /** Nothing of the request could be searched: no sentence, no chips, only what was set aside. */
  nadaEntendido?: boolean;
  /** A featured offer: decisions asked in words are set aside elsewhere, and said so. */
  destacado?: boolean;
}) {
  const regionName = useRegionNames();
  const chips = consulta && !nadaEntendido ? criteriaChips(consulta, regionName) : [];
  const ignorados = consulta?.ignorados ?? [];
  return (
    <section
      aria-labelledby="criterios-titulo"
      data-testid="criterios"
      className="rounded-xl border border-brand-300 bg-brand-50 p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="criterios-titulo" className="flex items-center gap-2 text-sm font-semibold text-brand-800 dark:text-brand-100">
        <Icon name="sparkles" className="size-4" />
        Lo que entendimos
      </h2>
      {prompt && <p className="mt-1 text-sm break-words text-slate-600 italic dark:text-slate-400">«{prompt}»</p>}
      <p className="mt-2 font-medium break-words text-slate-900 dark:text-white" data-testid="consulta-texto">
        {nadaEntendido ? 'Nada que podamos buscar.' : consultaTexto || 'Sin criterios concretos: se ordenan por la afinidad con la oferta.'}
      </p>
      {lugaresAmbiguos.map((l) => (
        <p key={l.nombre} className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="lugar-ambiguo">
          {ambiguousPlaceHint(l)}
        </p>
      ))}
      {[...new Set(chips.map((c) => c.grupo))].map((grupo) => (
        <div key={grupo ?? 0}>
          {/* A request of several groups: each group's criteria under its number. */}
          {grupo !== undefined && <p className="mt-3 text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">Grupo {grupo}</p>}
          <ul
            className={`${grupo === undefined ? 'mt-3' : 'mt-1'} flex flex-wrap gap-2`}
            aria-label={grupo === undefined ? 'Criterios' : `Criterios del grupo ${grupo}`}
          >
            {chips
              .filter((c) => c.grupo === grupo)
              .map((c, i) => (
                <li
                  key={`${c.kind}-${c.text}-${i}`}
                  className="rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-800 ring-1 ring-brand-300 ring-inset dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600"
                >
                  {/* "Excluye: Lima" already says its kind; a second "Excluye:" would be read twice. */}
                  {!c.text.startsWith(`${c.kind.split(',')[0]}:`) && <span className="sr-only">{c.kind}: </span>}
                  {c.text}
                </li>
              ))}
          </ul>
        </div>
      ))}
      {ignorados.length > 0 && <Ignored items={ignorados} destacado={destacado} />}
      {proveedor === 'openai' && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Criterios extraídos por el modelo de lenguaje configurado.</p>
      )}
    </section>
  );
}

/** What the request said that was not searched, each with why ("El asistente no filtra por sexo…"). */
function Ignored({ items, destacado }: { items: IgnoradoAsistente[]; destacado: boolean }) {
  const titleId = useId();
  // One line per reason, its words together: «mujeres», «menores de 25 años»: El asistente no filtra por…
  const porMotivo = new Map<IgnoradoAsistente['motivo'], string[]>();
  for (const i of items) porMotivo.set(i.motivo, [...(porMotivo.get(i.motivo) ?? []), i.texto]);
  return (
    <div className="mt-3 border-t border-brand-300 pt-3 dark:border-slate-700" data-testid="ignorados">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
        <Icon name="shield" className="size-4" />
        Lo que no usamos
      </h3>
      <ul aria-labelledby={titleId} className="mt-1 space-y-1 text-sm text-slate-700 dark:text-slate-300">
        {[...porMotivo].map(([motivo, textos]) => (
          <li key={motivo} data-motivo={motivo} className="break-words">
            <span className="font-medium text-slate-900 dark:text-white">{textos.map((t) => `«${t}»`).join(', ')}</span>:{' '}
            {motivo === 'estado' && !destacado ? MOTIVO_ESTADO_NO_DESTACADO : MOTIVO_IGNORADO_TEXTO[motivo]}
          </li>
        ))}
      </ul>
    </div>
  );
}

// ------------------------------------------------------------------ toggles

const TOGGLE_LABELS: Record<Toggle, string> = { discard: 'Descartados', pending: 'Pendientes', finalist: 'Finalistas' };

/**
 * `disabledTitle`: a free offer (filtering is for featured offers only): the toggles are disabled with
 * the spec's message as their title, and the message is written beside them (a title is not read on a phone).
 */
export function ToggleFilters({
  filtros,
  onToggle,
  disabledTitle,
}: {
  filtros: AsistenteFiltros;
  onToggle: (k: Toggle) => void;
  disabledTitle?: string;
}) {
  const labelId = useId();
  const noteId = useId();
  const { state } = useLocation() as { state: { focus?: Toggle } | null };
  const group = useRef<HTMLDivElement>(null);
  const focus = state?.focus;
  useEffect(() => {
    if (focus) group.current?.querySelector<HTMLButtonElement>(`[data-toggle="${focus}"]`)?.focus();
  }, [focus]);
  return (
    <div ref={group} role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Mostrar solo:
      </span>
      {(Object.keys(TOGGLE_LABELS) as Toggle[]).map((k) => {
        const on = filtros[k];
        return (
          <button
            key={k}
            type="button"
            data-toggle={k}
            aria-pressed={on}
            disabled={disabledTitle !== undefined}
            title={disabledTitle}
            aria-describedby={disabledTitle ? noteId : undefined}
            onClick={() => onToggle(k)}
            className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${
              on
                ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
            }`}
          >
            {on && <Icon name="check" className="size-3.5" />}
            {TOGGLE_LABELS[k]}
          </button>
        );
      })}
      {disabledTitle && (
        <span id={noteId} className="basis-full text-xs text-slate-600 dark:text-slate-400">
          {disabledTitle}
        </span>
      )}
    </div>
  );
}

// ------------------------------------------------------------------ a result

function Reasons({ razones, id }: { razones: ResultadoAsistente['razones']; id: string }) {
  return (
    <ul id={id} className="mt-3 space-y-1.5 border-t border-slate-200 pt-3 dark:border-slate-800" aria-label="Motivos">
      {razones.length === 0 && <li className="text-sm text-slate-600 dark:text-slate-400">La consulta no pidió criterios concretos.</li>}
      {razones.map((r, i) => {
        // An order is no requirement: someone with nothing to order by (no experience in an order by experience) is
        // neither ticked nor crossed, only told.
        const neutra = !r.cumple && r.criterio === 'orden';
        return (
          <li key={`${r.criterio}-${i}`} className="flex items-start gap-2 text-sm" data-testid="razon" data-cumple={r.cumple}>
            <span
              className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full ${
                r.cumple
                  ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300'
                  : neutra
                    ? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
                    : 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300'
              }`}
            >
              <Icon name={r.cumple ? 'check' : neutra ? 'info' : 'close'} className="size-3.5" />
            </span>
            <span className="text-slate-800 dark:text-slate-200">
              <span className="sr-only">{r.cumple ? 'Cumple: ' : neutra ? 'Sin dato para ordenar: ' : 'No cumple: '}</span>
              {r.texto}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function ResultRow({ r, href, dev, onChanged }: { r: ResultadoAsistente; href: string; dev: boolean; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const reasonsId = useId();
  const name = `${r.nombres} ${r.apellidos}`.trim();
  const met = r.razones.filter((x) => x.cumple).length;
  return (
    <article
      data-testid="resultado"
      className="@container rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      {/* Laid out by the row's own width: the results share the page with the history column. */}
      <div className="flex flex-col gap-3 @2xl:flex-row @2xl:items-center @2xl:gap-4">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span
            className="mt-1 inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full bg-slate-900 px-2 text-sm font-bold text-white tabular-nums dark:bg-slate-100 dark:text-slate-900"
            data-testid="puesto"
          >
            <span className="sr-only">Puesto </span>
            {r.puesto}
          </span>
          <ProfilePhoto url={r.foto} name={name} size={48} />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold break-words text-slate-900 dark:text-white">
              <Link to={href} className="hover:text-brand-700 hover:underline dark:hover:text-brand-100">
                {name}
              </Link>
            </h3>
            <p className="text-sm text-slate-700 dark:text-slate-300">{r.carrera_actual ?? 'Carrera no indicada'}</p>
            <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
              <Icon name="mapPin" className="size-4 shrink-0" />
              {r.region ?? 'Región no indicada'}
            </p>
            <div className="mt-1.5 flex flex-wrap items-center gap-2">
              <EstadoBadge estado={r.estado} />
              <ReadBadge revisado={r.revisado} />
            </div>
          </div>
        </div>
        <div className="flex flex-col gap-2 @2xl:shrink-0 @2xl:items-end">
          <div className="flex items-center gap-2 text-sm text-slate-700 @2xl:justify-end dark:text-slate-300">
            <span className="font-medium">Coincidencia:</span>
            <AfinidadBadge puntaje={Math.round(r.puntaje)} que="coincidencia" />
          </div>
          {!dev && (
            <EstadoRadios
              key={`${r.id_postulacion}-${r.estado}`}
              idPostulacion={r.id_postulacion}
              estado={r.estado}
              nombre={name}
              onChanged={onChanged}
            />
          )}
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? reasonsId : undefined}
            onClick={() => setOpen((v) => !v)}
            className="inline-flex items-center gap-1 self-start rounded-md text-sm font-semibold text-brand-700 hover:underline @2xl:self-end dark:text-brand-100"
          >
            ¿Por qué?
            <span className="font-normal text-slate-600 dark:text-slate-400">
              ({met} de {r.razones.length} {r.razones.length === 1 ? 'criterio' : 'criterios'})
            </span>
          </button>
        </div>
      </div>
      {open && <Reasons razones={r.razones} id={reasonsId} />}
    </article>
  );
}

// ------------------------------------------------------------------ past queries

const fecha = new Intl.DateTimeFormat('es-PE', { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

function formatFecha(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : fecha.format(d);
}

/** Past queries shown at first, and how many more each «Ver más» adds (the API sends up to ASISTENTE_HISTORIAL_MAX). */
export const HISTORIAL_VISIBLES = 10;

export function HistoryList({
  items,
  current,
  hrefOf,
}: {
  items: AsistenteHistorialItem[];
  current: number | null;
  hrefOf: (id: number) => string;
}) {
  // The newest ten, then ten more at a time; the query open in the page is always among those shown.
  const abierta = items.findIndex((h) => h.id_historial === current);
  const [visibles, setVisibles] = useState(HISTORIAL_VISIBLES);
  const listId = useId();
  if (items.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Todavía no hiciste consultas para esta oferta.</p>;
  const mostradas = Math.max(visibles, abierta + 1);
  const quedan = items.length - mostradas;
  return (
    <>
      <ul id={listId} className="space-y-2" aria-label="Consultas anteriores" data-testid="historial">
        {items.slice(0, mostradas).map((h) => {
          const active = h.id_historial === current;
          return (
            <li key={h.id_historial}>
              <Link
                to={hrefOf(h.id_historial)}
                state={{ prompt: h.prompt }}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-lg border px-3 py-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800 ${
                  active
                    ? 'border-brand-600 bg-brand-50 dark:border-brand-300 dark:bg-slate-800'
                    : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900'
                }`}
              >
                <span className="line-clamp-2 font-semibold break-words text-slate-900 dark:text-white">{h.prompt}</span>
                <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
                  {h.total === 1 ? '1 resultado' : `${h.total} resultados`}
                  {h.creado_en ? ` · ${formatFecha(h.creado_en)}` : ''}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {quedan > 0 && (
        <button
          type="button"
          aria-controls={listId}
          onClick={() => setVisibles(mostradas + HISTORIAL_VISIBLES)}
          className="mt-3 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-brand-100 dark:hover:bg-slate-800"
        >
          Ver más ({quedan === 1 ? '1 consulta más' : `${quedan} consultas más`})
        </button>
      )}
      {items.length >= ASISTENTE_HISTORIAL_MAX && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="historial-tope">
          Se muestran las {ASISTENTE_HISTORIAL_MAX} consultas más recientes de esta oferta.
        </p>
      )}
    </>
  );
}
