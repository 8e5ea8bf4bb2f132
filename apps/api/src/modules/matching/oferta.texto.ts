/**
 * The offer's sections as one HTML block (`texto`), for the recruiter's offer view now and the applicant's
 * detail and public page later. Rich text is already sanitized; every other value is escaped here.
 */
import { jornadaTexto } from '@practiperu/shared/ley28518';
import { formatSoles, plazoOferta } from '@practiperu/shared/formato';
import { fechaLarga } from '@practiperu/shared/dates';
import { CICLOS_OFERTA, CICLOS_TECNICOS_OFERTA, nivelesConNombre } from '@practiperu/shared/oferta';
import type { RequisitoItem } from '@practiperu/shared/schemas/oferta';
import { escapeHtml } from '../../lib/html.ts';
import type { OfertaRow } from '../../db/oferta-row.ts';

function item(label: string, value: string): string {
  return `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`;
}

function requisitos(list: RequisitoItem[]): string {
  return list.map((r) => `${r.name} (${r.level}, ${r.required})`).join('; ');
}

function lugar(o: OfertaRow): string {
  if (o.id_region === 0) return 'Remoto (virtual)';
  const parts = [o.distrito, o.provincia !== o.distrito ? o.provincia : '', o.region].filter(Boolean);
  if (o.id_region === 26) parts.push(o.pais);
  return parts.join(', ');
}

/** `now` decides the deadline line: a closed or never-opened offer says so, never a deadline still to come. */
export function ofertaTexto(o: OfertaRow, now: Date): string {
  const req: string[] = [
    item('Modalidad', o.modalidad === 'PROFESIONAL' ? 'Prácticas profesionales' : 'Prácticas preprofesionales'),
    item(
      'Nivel de estudios',
      nivelesConNombre(o)
        .map((n) => n.nombre)
        .join(', '),
    ),
    item('Carreras', o.profesion),
  ];
  if (o.ciclo.length) req.push(item('Ciclo', o.ciclo.map((c) => CICLOS_OFERTA[c]?.label ?? '').join(', ')));
  if (o.ciclo_tecnico.length)
    req.push(item('Ciclo técnico', o.ciclo_tecnico.map((c) => CICLOS_TECNICOS_OFERTA[c]?.label ?? '').join(', ')));
  if (o.fecha_egreso.length) req.push(item('Año de egreso', o.fecha_egreso.join(', ')));
  if (o.idiomas.length) req.push(item('Idiomas', requisitos(o.idiomas)));
  if (o.conocimientos.length) req.push(item('Conocimientos', requisitos(o.conocimientos)));
  const otros = o.otros_requisitos ? `<p>${escapeHtml(o.otros_requisitos).replace(/\r?\n/g, '<br>')}</p>` : '';

  const cond: string[] = [
    item('Horario', o.horario),
    ...(o.horas_dia && o.dias_semana ? [item('Jornada', jornadaTexto(o.horas_dia, o.dias_semana))] : []),
    item('Modalidad de trabajo', o.modalidad_tiempo),
    item('Lugar', lugar(o)),
    item('Vacantes', String(o.nro_plazas)),
  ];
  if (o.mostrar_salario === 1 && o.salario > 0) cond.push(item('Subvención mensual', formatSoles(o.salario)));
  const plazo = plazoOferta(o, now);
  if (plazo.label === 'Postular hasta') cond.push(item('Fecha límite para postular', fechaLarga(o.fin_convocatoria)));
  else if (plazo.label === 'Cerró el') cond.push(item('Postulaciones', `cerraron el ${fechaLarga(plazo.dia)}`));
  else cond.push(item('Postulaciones', plazo.texto));

  return [
    '<h3>Funciones</h3>',
    o.funciones,
    '<h3>Requisitos</h3>',
    `<ul>${req.join('')}</ul>`,
    otros,
    '<h3>Beneficios</h3>',
    o.beneficios,
    '<h3>Condiciones</h3>',
    `<ul>${cond.join('')}</ul>`,
  ]
    .filter(Boolean)
    .join('\n');
}
