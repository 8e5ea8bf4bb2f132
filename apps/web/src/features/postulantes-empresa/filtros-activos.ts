/**
 * The applicant list's active filters as chips (components/filter-sheet.tsx): one per condition, each removing only
 * itself. Names come from what the page already has (the offer's studies options, the company's tags) and, for
 * departments, from the places lookup, asked only when a department is among the filters.
 */
import { CICLO_FILTRO_LABELS, type OpcionesEstudios } from '@practiperu/shared/postulantes';
import type { Etiqueta } from '@practiperu/shared/pipeline';
import { FLAGS, type Filtros, type Requisito } from './api';
import { FLAG_LABELS } from './filters';

export interface NombresFiltros {
  regiones: readonly { id: number; nombre: string }[];
  opciones?: OpcionesEstudios;
  etiquetas: Etiqueta[];
}

const requisito = (r: Requisito) => (r.nivel ? `${r.nombre} (${r.nivel} o más)` : r.nombre);

/** A chip: its key, its words and the filters once it is removed. */
export interface FiltroActivo {
  id: string;
  label: string;
  sin: Filtros;
}

export function chipsDeFiltros(f: Filtros, nombres: NombresFiltros): FiltroActivo[] {
  const chips: FiltroActivo[] = [];
  for (const k of FLAGS) if (f[k]) chips.push({ id: k, label: FLAG_LABELS[k], sin: { ...f, [k]: false } });
  const lista = <K extends 'departamentos' | 'ciclos' | 'egreso' | 'instituciones' | 'carreras' | 'etiquetas'>(
    key: K,
    label: (id: number) => string,
  ) => {
    for (const id of f[key]) chips.push({ id: `${key}=${id}`, label: label(id), sin: { ...f, [key]: f[key].filter((x) => x !== id) } });
  };
  const nombre = (list: readonly { id: number; nombre: string }[] | undefined, id: number) => list?.find((x) => x.id === id)?.nombre;
  lista('departamentos', (id) => `Departamento: ${nombre(nombres.regiones, id) ?? id}`);
  lista('ciclos', (c) => `Ciclo: ${CICLO_FILTRO_LABELS[c] ?? c}`);
  lista('egreso', (y) => `Egreso: ${y}`);
  lista('instituciones', (id) => `Institución: ${nombre(nombres.opciones?.instituciones, id) ?? id}`);
  lista('carreras', (id) => `Carrera: ${nombre(nombres.opciones?.carreras, id) ?? id}`);
  for (const key of ['conocimientos', 'idiomas'] as const) {
    const noun = key === 'conocimientos' ? 'Conocimiento' : 'Idioma';
    f[key].forEach((r, i) =>
      chips.push({
        id: `${key}=${r.nombre}|${r.nivel ?? ''}`,
        label: `${noun}: ${requisito(r)}`,
        sin: { ...f, [key]: f[key].filter((_, j) => j !== i) },
      }),
    );
  }
  lista('etiquetas', (id) => `Etiqueta: ${nombre(nombres.etiquetas, id) ?? id}`);
  return chips;
}
