/** The server's answer to a refused offer on the form: each field error where it belongs, the focus on the first in page order. */
import type { OfertaFormValues } from '@practiperu/shared/oferta';
import { flushSync } from 'react-dom';
import type { FieldPath } from 'react-hook-form';
import type { ApiResult } from '../../lib/api-client';
import type { OfertaFormHandle } from './oferta-form-base';

/** The order of the fields on the page: where the focus goes after a server answer. */
const FIELD_ORDER = [
  'titulo',
  'modalidad',
  'nro_plazas',
  'fin_convocatoria',
  'funciones',
  'beneficios',
  'modalidad_tiempo',
  'id_region',
  'pais',
  'provincia',
  'distrito',
  'horario',
  'horas_dia',
  'dias_semana',
  'salario',
  'mostrar_salario',
  'idniveltec',
  'idniveluniv',
  'idnivelotros',
  'ciclo',
  'ciclo_tecnico',
  'fecha_egreso',
  'carreras',
  'profesion',
  'idiomas',
  'conocimientos',
  'otros_requisitos',
];

/** The server's field errors (nested too: `idiomas.0.name`) on the form; the first in page order gets the focus. */
export function applyOfertaServerErrors(
  form: Pick<OfertaFormHandle, 'setError' | 'setFocus'>,
  res: Pick<ApiResult<unknown>, 'optional'>,
): boolean {
  const errors = res.optional?.errors;
  if (!errors || typeof errors !== 'object') return false;
  const keys = Object.keys(errors).filter((k) => typeof errors[k] === 'string');
  // Drawn at once, before the focus moves, so the focused field is announced with its message (a timer meant to wait
  // for the redraw may fire before it on a busy phone).
  flushSync(() => {
    for (const key of keys) form.setError(key as FieldPath<OfertaFormValues>, { type: 'server', message: errors[key] });
  });
  const rank = (key: string) => {
    const i = FIELD_ORDER.indexOf(key.split('.')[0] ?? key);
    return i === -1 ? FIELD_ORDER.length : i;
  };
  const first = [...keys].sort((a, b) => rank(a) - rank(b))[0];
  if (first) {
    try {
      form.setFocus(first as FieldPath<OfertaFormValues>);
    } catch {
      /* a field without a focusable element */
    }
  }
  return keys.length > 0;
}
