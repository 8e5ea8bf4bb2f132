/** The state labels of an offer (`etiquetasOferta`) and the company logo with its fallback. */
import { iniciales } from '@practiperu/shared/empresa-publica';
import { ORGANIZADOR_EXTERNO } from '@practiperu/shared/postulacion';
import { etiquetasOferta, type EtiquetaColor, type OfertaCard } from '@practiperu/shared/oferta';
import { useState } from 'react';
import { Icon } from '../../components/icon';

const COLORS: Record<EtiquetaColor, string> = {
  gris: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
  verde: 'bg-green-50 text-green-800 ring-green-300 dark:bg-green-950 dark:text-green-200 dark:ring-green-800',
  rojo: 'bg-red-50 text-red-800 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  ambar: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  dorado: 'bg-yellow-100 text-yellow-900 ring-yellow-400 dark:bg-yellow-950 dark:text-yellow-200 dark:ring-yellow-700',
};

type LabelState = Pick<OfertaCard, 'estado' | 'tipo' | 'estado_pago' | 'finaliza' | 'fin_convocatoria' | 'publicar'>;

export function OfertaLabels({ oferta, now, align = 'start' }: { oferta: LabelState; now: Date; align?: 'start' | 'end' }) {
  const labels = etiquetasOferta(oferta, now);
  return (
    <ul aria-label="Estado" className={`flex flex-wrap gap-1.5 ${align === 'end' ? 'sm:justify-end' : ''}`}>
      {labels.map((l) => (
        <li
          key={l.texto}
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${COLORS[l.color]}`}
        >
          {l.color === 'dorado' && <Icon name="star" className="size-3.5" />}
          {l.texto}
        </li>
      ))}
    </ul>
  );
}

/**
 * The company's logo in an offer. Without one (or when it does not load) the company's initials on the brand colour,
 * as on its public page; the building picture for an informational offer, which has no company. The
 * initials are SVG text, so they scale with whatever size the logo is drawn at.
 */
export function OrgLogo({ url, name, size = 'size-14' }: { url: string | null; name: string; size?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!url || broken === url) {
    const letras = name === ORGANIZADOR_EXTERNO ? '' : iniciales(name);
    if (letras)
      return (
        <div role="img" aria-label={`Logo de ${name}`} className={`${size} shrink-0 rounded-lg bg-brand-600 text-white select-none`}>
          <svg viewBox="0 0 100 100" aria-hidden="true" className="size-full">
            <text x="50" y="50" dominantBaseline="central" textAnchor="middle" fontSize="40" fontWeight="800" fill="currentColor">
              {letras}
            </text>
          </svg>
        </div>
      );
    return (
      <div
        role="img"
        aria-label={`Logo de ${name}`}
        className={`flex ${size} shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800`}
      >
        <Icon name="building" className="size-1/2 text-slate-400" />
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={`Logo de ${name}`}
      onError={() => setBroken(url)}
      className={`${size} shrink-0 rounded-lg border border-slate-200 bg-white object-contain p-1 dark:border-slate-700`}
    />
  );
}
