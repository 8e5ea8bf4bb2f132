/**
 * `/empresas/cuenta/avisos`: how this seat hears of new applicants (docs/team.md, "Told of new applicants"). Its
 * general choice (at once, a daily digest at 08:00 Lima, or none; for the offers it follows or every offer of the
 * company) is saved with a button; following an offer, and a choice of its own for it, save at once.
 */
import {
  ALCANCE_AVISO_LABEL,
  ALCANCES_AVISO,
  FRECUENCIA_AVISO_AYUDA,
  FRECUENCIA_AVISO_LABEL,
  FRECUENCIAS_AVISO,
  type AlcanceAviso,
  type FrecuenciaAviso,
  type OfertaSeguible,
  type PreferenciasAviso,
} from '@practiperu/shared/avisos-postulantes';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { BUTTON_PRIMARY } from '../../components/buttons';
import { FormAlert } from '../../components/field';
import { LoadError } from '../../components/load-error';
import { useToast } from '../../components/toast';
import { avisosPostulantes } from '../../lib/api/avisos-postulantes';
import type { Loaded } from '../../lib/loaded';
import { AREAS } from './areas';
import { AccountSubPage } from './ui';

export async function avisosPostulantesLoader(): Promise<Loaded<PreferenciasAviso>> {
  const res = await avisosPostulantes.preferencias();
  const data = res.data[0];
  return res.state && data ? { ok: true, data } : { ok: false, message: res.message };
}

const RADIO = 'mt-1 size-4 shrink-0 accent-brand-600';
const OPTION =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50 ' +
  'dark:border-slate-700 dark:has-checked:border-brand-400 dark:has-checked:bg-slate-800';
const SELECT =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 sm:w-auto dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100';

function General({ initial, onSaved }: { initial: PreferenciasAviso; onSaved: (p: PreferenciasAviso) => void }) {
  const [frecuencia, setFrecuencia] = useState<FrecuenciaAviso>(initial.frecuencia);
  const [alcance, setAlcance] = useState<AlcanceAviso>(initial.alcance);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { notify } = useToast();

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    setError(null);
    const res = await avisosPostulantes.guardarPreferencias({ body: { frecuencia, alcance } });
    setSaving(false);
    const data = res.data[0];
    if (res.state && data) {
      onSaved(data);
      notify(res.message, 'success');
    } else setError(res.message);
  }

  return (
    <form onSubmit={(e) => void save(e)} className="space-y-5">
      <fieldset>
        <legend className="mb-2 font-semibold text-slate-900 dark:text-white">¿Cómo quieres enterarte?</legend>
        <div className="space-y-2">
          {FRECUENCIAS_AVISO.map((f) => (
            <label key={f} className={OPTION}>
              <input
                type="radio"
                name="frecuencia"
                value={f}
                checked={frecuencia === f}
                onChange={() => setFrecuencia(f)}
                className={RADIO}
              />
              <span>
                <span className="block font-medium text-slate-900 dark:text-slate-100">{FRECUENCIA_AVISO_LABEL[f]}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">{FRECUENCIA_AVISO_AYUDA[f]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 font-semibold text-slate-900 dark:text-white">¿De qué ofertas?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ALCANCES_AVISO.map((a) => (
            <label key={a} className={OPTION}>
              <input type="radio" name="alcance" value={a} checked={alcance === a} onChange={() => setAlcance(a)} className={RADIO} />
              <span className="font-medium text-slate-900 dark:text-slate-100">{ALCANCE_AVISO_LABEL[a]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormAlert>{error}</FormAlert>
      <button type="submit" disabled={saving} className={`${BUTTON_PRIMARY} w-full sm:w-auto`}>
        {saving ? 'Guardando…' : 'Guardar avisos'}
      </button>
    </form>
  );
}

function OfertaRow({ oferta, onChange }: { oferta: OfertaSeguible; onChange: (o: OfertaSeguible) => void }) {
  const [saving, setSaving] = useState(false);
  const { notify } = useToast();
  const id = `seguir-${oferta.id_oferta}`;

  // Optimistic: the box and the choice follow the click at once and go back if the server refuses.
  async function apply(sigue: boolean, frecuencia: FrecuenciaAviso | null) {
    const before = oferta;
    onChange({ ...oferta, sigue, frecuencia });
    setSaving(true);
    const res = sigue
      ? await avisosPostulantes.seguir({ params: { id: oferta.id_oferta }, body: { frecuencia } })
      : await avisosPostulantes.dejarDeSeguir({ params: { id: oferta.id_oferta } });
    setSaving(false);
    const data = res.data[0];
    onChange(res.state && data ? data : before);
    notify(res.message, res.state ? 'success' : 'error');
  }

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-brand-600"
            checked={oferta.sigue}
            disabled={saving}
            onChange={(e) => void apply(e.target.checked, null)}
          />
          <span className="min-w-0">
            <span className="block font-medium break-words text-slate-900 dark:text-slate-100">{oferta.titulo}</span>
            <span className="block text-sm text-slate-600 dark:text-slate-400" data-testid={`recibe-${oferta.id_oferta}`}>
              {oferta.recibe === 'ninguno' ? 'No recibes avisos de esta oferta' : `Recibes: ${FRECUENCIA_AVISO_LABEL[oferta.recibe]}`}
            </span>
          </span>
        </label>
      </div>
      {oferta.sigue && (
        <select
          aria-label={`Avisos de ${oferta.titulo}`}
          className={SELECT}
          value={oferta.frecuencia ?? ''}
          disabled={saving}
          onChange={(e) => void apply(true, (e.target.value || null) as FrecuenciaAviso | null)}
        >
          <option value="">Como elegí arriba</option>
          {FRECUENCIAS_AVISO.map((f) => (
            <option key={f} value={f}>
              {FRECUENCIA_AVISO_LABEL[f]}
            </option>
          ))}
        </select>
      )}
    </li>
  );
}

function Avisos({ initial }: { initial: PreferenciasAviso }) {
  const [prefs, setPrefs] = useState(initial);
  return (
    <div className="space-y-8">
      <General initial={initial} onSaved={setPrefs} />
      <section aria-labelledby="avisos-ofertas">
        <h2 id="avisos-ofertas" className="text-lg font-bold text-slate-900 dark:text-white">
          Ofertas que sigues
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Sigues las ofertas que publicas. Marca otras de tu empresa para enterarte de sus postulantes, o elige para una oferta algo
          distinto de lo general.
        </p>
        {prefs.ofertas.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Tu empresa no tiene ofertas vigentes.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {prefs.ofertas.map((o) => (
              <OfertaRow
                key={o.id_oferta}
                oferta={o}
                onChange={(next) => setPrefs((p) => ({ ...p, ofertas: p.ofertas.map((x) => (x.id_oferta === next.id_oferta ? next : x)) }))}
              />
            ))}
          </ul>
        )}
      </section>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Los correos dicen cuántas personas postularon, las de mejor afinidad y el enlace a la lista. De una oferta gratuita solo nombran a
        los postulantes que puedes ver: los que pasan del límite solo se cuentan.
      </p>
    </div>
  );
}

export function AvisosPostulantesPage() {
  const loaded = useLoaderData() as Loaded<PreferenciasAviso>;
  const info = AREAS.empresas;
  return (
    <AccountSubPage
      backTo={info.account}
      backLabel={info.backLabel}
      title="Avisos de nuevos postulantes"
      subtitle="Elige cómo te enteras de quién postula a las ofertas de tu empresa. Solo cambia tus avisos, no los de tu equipo."
    >
      {loaded.ok ? <Avisos initial={loaded.data} /> : <LoadError message={loaded.message} />}
    </AccountSubPage>
  );
}
