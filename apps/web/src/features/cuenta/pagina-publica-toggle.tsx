/**
 * 'Mi cuenta' of a company: whether its public page `/empresa/{slug}` is shown (decision 029), with where it is. Shown
 * by default; hidden, the page answers "no encontrada", leaves search engines and the offers stop linking to it (the
 * offers themselves stay published).
 */
import type { OrganizacionCuenta } from '@practiperu/shared/organizacion';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { TEXT_LINK } from '../../components/buttons';
import { useToast } from '../../components/toast';
import { organizacion } from '../../lib/api/organizacion';
import { AccountBlock } from './ui';

type Pagina = Pick<OrganizacionCuenta, 'pagina_publica' | 'ruta_publica'>;

/** What the block says under the switch: where the page is, when it will be, or that it is hidden. */
export function estadoDePagina(p: Pagina): string {
  if (!p.pagina_publica) return 'Tu página está oculta: nadie la ve y tus ofertas no la enlazan.';
  if (!p.ruta_publica) return 'Tu página se mostrará cuando aprobemos tu primera oferta.';
  return 'Tu página se muestra en:';
}

export function PaginaPublicaBlock({ initial }: { initial: Pagina }) {
  const [pagina, setPagina] = useState<Pagina>(initial);
  const [saving, setSaving] = useState(false);
  const { notify } = useToast();
  const hintId = useId();

  // Optimistic: the box follows the click at once and goes back if the server refuses.
  async function change(next: boolean) {
    const before = pagina;
    setPagina({ ...pagina, pagina_publica: next });
    setSaving(true);
    const res = await organizacion.updatePaginaPublica({ body: { pagina_publica: next } });
    setSaving(false);
    const saved = res.state ? res.data[0] : undefined;
    setPagina(saved ? { pagina_publica: saved.pagina_publica, ruta_publica: saved.ruta_publica } : before);
    notify(res.message, res.state ? 'success' : 'error');
  }

  const url = pagina.pagina_publica && pagina.ruta_publica ? `${window.location.origin}${pagina.ruta_publica}` : null;
  return (
    <AccountBlock
      id="cuenta-pagina-publica"
      icon="globe"
      title="Página pública de tu empresa"
      description="Una página con tu logo, tu descripción, tus enlaces y tus ofertas abiertas, que cualquiera puede ver y compartir y que aparece en buscadores como Google."
    >
      <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          checked={pagina.pagina_publica}
          disabled={saving}
          aria-describedby={hintId}
          onChange={(e) => void change(e.target.checked)}
        />
        <span>
          <span className="font-semibold text-slate-900 dark:text-white">Mostrar la página pública de mi empresa</span>
          <span id={hintId} className="block text-xs text-slate-500 dark:text-slate-400">
            Si la ocultas, su dirección muestra «página no encontrada», sale de los buscadores y tus ofertas dejan de enlazarla. Tus ofertas
            siguen publicadas.
          </span>
        </span>
      </label>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="pagina-publica-estado">
        {estadoDePagina(pagina)}{' '}
        {url && pagina.ruta_publica && (
          <Link to={pagina.ruta_publica} className={`${TEXT_LINK} break-all`}>
            {url.replace(/^https?:\/\//, '')}
          </Link>
        )}
      </p>
    </AccountBlock>
  );
}
