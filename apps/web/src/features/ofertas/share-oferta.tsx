/**
 * Recruiters share their offers. The offer's page in Mis publicaciones shows its public address
 * (`/ofertas/{alias}-{id}`) once applicants can see it — approved, shown, open, deadline not passed — with a
 * copy button and links that open WhatsApp or LinkedIn with the address (both read the page's Open Graph preview,
 * decision 022), tagged for the campaign like every share action, the copied link too (shared/compartir.ts, decision 040). Before that it
 * says when the address will exist.
 */
import { esVigente, ESTADO_OFERTA, type OfertaCard } from '@practiperu/shared/oferta';
import { rutaPublica } from '@practiperu/shared/postulacion';
import { enlacesParaCompartir } from '@practiperu/shared/compartir';
import { useEffect, useId, useRef, useState } from 'react';
import { copyText } from '../../lib/clipboard';
import { Icon } from '../../components/icon';
import { BUTTON_SECONDARY } from '../../components/buttons';

type ShareOferta = Pick<
  OfertaCard,
  'id' | 'alias' | 'titulo' | 'estado' | 'tipo' | 'estado_pago' | 'finaliza' | 'fin_convocatoria' | 'publicar'
>;

const SMALL = `${BUTTON_SECONDARY} py-2! text-sm`;

/** The offer can be seen by applicants, so its public address works. */
export function esPublica(oferta: ShareOferta, now: Date): boolean {
  return oferta.publicar === 1 && esVigente(oferta, now);
}

export function ShareOferta({ oferta, now }: { oferta: ShareOferta; now: Date }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'ok' | 'manual' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!esPublica(oferta, now)) {
    if (oferta.finaliza || oferta.estado === ESTADO_OFERTA.RECHAZADA) return null;
    const why =
      oferta.estado === ESTADO_OFERTA.PENDIENTE
        ? 'Cuando aprobemos tu oferta tendrá un enlace público para compartirla.'
        : oferta.publicar === 0
          ? 'Tu oferta está oculta: muéstrala para compartir su enlace.'
          : null;
    return why ? (
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" data-testid="compartir-pendiente">
        {why}
      </p>
    ) : null;
  }

  const url = `${window.location.origin}${rutaPublica(oferta)}`;
  const links = enlacesParaCompartir(url, oferta.titulo, 'empresa');
  return (
    <section aria-labelledby={`${inputId}-titulo`} className="mt-4 rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
      <h2 id={`${inputId}-titulo`} className="text-sm font-semibold text-slate-900 dark:text-white">
        Comparte tu oferta
      </h2>
      <label htmlFor={inputId} className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
        Enlace público: cualquiera puede verla y postular
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          ref={inputRef}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
        />
        <button
          type="button"
          className={SMALL}
          onClick={() =>
            // The copied link carries its campaign tags like every share (visits by it count as «Enlace copiado y pegado»).
            void copyText(links.enlace, inputRef.current).then((ok) => {
              setCopied(ok ? 'ok' : 'manual');
              clearTimeout(timer.current);
              timer.current = setTimeout(() => setCopied(null), 4000);
            })
          }
        >
          <Icon name={copied === 'ok' ? 'check' : 'document'} className="size-4" />
          {copied === 'ok' ? 'Enlace copiado' : 'Copiar enlace'}
        </button>
      </div>
      <p role="status" className="mt-1 min-h-5 text-xs text-slate-600 dark:text-slate-400">
        {copied === 'ok'
          ? 'Se copió el enlace.'
          : copied === 'manual'
            ? 'Selecciona el enlace y cópialo (Ctrl+C o mantén presionado).'
            : ''}
      </p>
      <div className="mt-1 flex flex-wrap gap-2">
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={SMALL}>
          <Icon name="send" className="size-4" />
          Compartir por WhatsApp
          <span className="sr-only"> (se abre en otra pestaña)</span>
        </a>
        <a href={links.linkedin} target="_blank" rel="noopener noreferrer" className={SMALL}>
          <Icon name="building" className="size-4" />
          Compartir en LinkedIn
          <span className="sr-only"> (se abre en otra pestaña)</span>
        </a>
      </div>
    </section>
  );
}
