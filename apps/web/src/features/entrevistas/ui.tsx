/** What the team's and the applicant's screens show alike: an interview's state, time and place. */
import {
  ESTADO_ENTREVISTA_LABELS,
  ESTADO_ENTREVISTA_POSTULANTE_LABELS,
  horarioLargo,
  MODALIDAD_ENTREVISTA_LABELS,
  type EstadoEntrevista,
  type ModalidadEntrevista,
} from '@practiperu/shared/entrevistas';

const ESTADO_CLASS: Record<EstadoEntrevista, string> = {
  propuesta: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  confirmada: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  cancelada: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

/** The state in the team's words, or spoken to the applicant on their own pages (`postulante`). */
export function EstadoEntrevistaBadge({ estado, postulante = false }: { estado: EstadoEntrevista; postulante?: boolean }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${ESTADO_CLASS[estado]}`}>
      {(postulante ? ESTADO_ENTREVISTA_POSTULANTE_LABELS : ESTADO_ENTREVISTA_LABELS)[estado]}
    </span>
  );
}

/**
 * Where a confirmed interview is in time, once its start has come: «En curso» until its end, then «Realizada»; null
 * before its start (the state's own badge then).
 */
export type Etapa = 'en_curso' | 'realizada';
export function etapaDe(e: { estado: EstadoEntrevista; inicio: string | null; duracion_min: number }, ahora: number): Etapa | null {
  if (e.estado !== 'confirmada' || e.inicio === null) return null;
  const inicio = Date.parse(e.inicio);
  if (inicio > ahora) return null;
  return inicio + e.duracion_min * 60_000 > ahora ? 'en_curso' : 'realizada';
}

export function EtapaBadge({ etapa }: { etapa: Etapa }) {
  return (
    <span className="inline-flex rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200">
      {etapa === 'en_curso' ? 'En curso' : 'Realizada'}
    </span>
  );
}

/** 'Presencial: Av. … · 45 min', the link clickable when online. */
export function Lugar({ modalidad, lugar, duracion }: { modalidad: ModalidadEntrevista; lugar: string; duracion: number }) {
  return (
    <p className="text-sm break-words text-slate-700 dark:text-slate-300">
      <span className="font-medium">{MODALIDAD_ENTREVISTA_LABELS[modalidad]}:</span>{' '}
      {modalidad === 'virtual' ? (
        <a href={lugar} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline dark:text-brand-100">
          {lugar}
        </a>
      ) : (
        lugar
      )}{' '}
      · {duracion} min
    </p>
  );
}

export const cuando = (iso: string) => `${horarioLargo(new Date(iso))} (hora de Lima)`;
