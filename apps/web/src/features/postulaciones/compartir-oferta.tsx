/**
 * "Comparte esta oferta" under an open offer, on its public page and in the applicant's area: WhatsApp and
 * LinkedIn links, the address to copy and, on a phone whose browser has one, its own share sheet (Web Share API).
 * Each action shares the offer's canonical address with its channel's campaign tags (shared/compartir.ts).
 *
 * The server writes the same markup into the public page (apps/api/src/modules/publico/publico.html.ts
 * `compartirOferta`; public-pages-ssr.test.tsx compares them): links and a field that work without JavaScript. The
 * share-sheet button depends on the browser, which the server cannot know: it goes at the end of the row, where
 * adding it moves nothing else.
 */
import type { CanalMetrica } from '@practiperu/shared/insights';
import { idDeRutaPublica } from '@practiperu/shared/postulacion';
import { contarCompartido } from '../../lib/visitas';
import { COMPARTIR_TEXTOS as T, enlacesParaCompartir, type OrigenCompartir } from '@practiperu/shared/compartir';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { BUTTON_SECONDARY } from '../../components/buttons';
import { Icon } from '../../components/icon';
import { copyText } from '../../lib/clipboard';

const SMALL = `${BUTTON_SECONDARY} py-2! text-sm`;

/** Whether the browser has a share sheet does not change while the page is open. */
const sinCambios = () => () => {};

/** A phone (a coarse pointer) whose browser can open the system's share sheet. */
function hojaDeCompartir(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches === true;
}

export function CompartirOferta({ oferta, origen }: { oferta: { titulo: string; url_publica: string }; origen: OrigenCompartir }) {
  const enlaces = enlacesParaCompartir(oferta.url_publica, oferta.titulo, origen);
  // Each share is counted by its channel (docs/insights.md).
  const idOferta = idDeRutaPublica(oferta.url_publica.split('?')[0]!.split('/').pop() ?? '');
  const contar = (canal: CanalMetrica) => contarCompartido(idOferta, canal);
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'ok' | 'manual' | null>(null);
  const nativo = useSyncExternalStore(sinCambios, hojaDeCompartir, () => false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function copiar() {
    contar('enlace');
    void copyText(enlaces.enlace, inputRef.current).then((ok) => {
      setCopied(ok ? 'ok' : 'manual');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), 4000);
    });
  }

  function compartir() {
    // Closing the sheet without choosing rejects: nothing to say then.
    navigator
      .share({ title: oferta.titulo, url: enlaces.nativo })
      .then(() => contar('compartir'))
      .catch(() => {});
  }

  return (
    <section aria-labelledby="compartir-oferta-titulo" className="mt-8 border-t border-slate-200 pt-5 dark:border-slate-800">
      <h2 id="compartir-oferta-titulo" className="text-base font-semibold text-slate-900 dark:text-white">
        {T.titulo}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={enlaces.whatsapp} target="_blank" rel="noopener noreferrer" className={SMALL} onClick={() => contar('whatsapp')}>
          <Icon name="send" className="size-4" />
          {T.whatsapp}
          <span className="sr-only">{T.otraPestana}</span>
        </a>
        <a href={enlaces.linkedin} target="_blank" rel="noopener noreferrer" className={SMALL} onClick={() => contar('linkedin')}>
          <Icon name="building" className="size-4" />
          {T.linkedin}
          <span className="sr-only">{T.otraPestana}</span>
        </a>
        {nativo && (
          <button type="button" className={SMALL} onClick={compartir}>
            <Icon name="externalLink" className="size-4" />
            {T.nativo}
          </button>
        )}
      </div>
      <label htmlFor="compartir-oferta-enlace" className="mt-3 block text-xs text-slate-600 dark:text-slate-400">
        {T.etiqueta}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id="compartir-oferta-enlace"
          ref={inputRef}
          readOnly
          value={enlaces.enlace}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
        />
        <button type="button" className={SMALL} onClick={copiar}>
          <Icon name={copied === 'ok' ? 'check' : 'document'} className="size-4" />
          {copied === 'ok' ? T.copiado : T.copiar}
        </button>
      </div>
      <p role="status" className="mt-1 min-h-5 text-xs text-slate-600 dark:text-slate-400">
        {copied === 'ok' ? T.copiadoAviso : copied === 'manual' ? T.copiarAMano : ''}
      </p>
    </section>
  );
}
