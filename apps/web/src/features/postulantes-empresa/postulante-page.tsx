/**
 * `/empresas/mis-publicaciones/{id}/postulantes/{id_postulant}` (and the developer-mode twin under publicaciones):
 * the applicant's CV as a recruiter sees it (`findOneForRecruiter`; opening it marks the application
 * read), drawn with the applicant area's own CV view; the status radios (hidden when blocked); the
 * affinity with "¿Por qué este puntaje?"; and 'Descargar CV' (featured-paid offers only, never for a
 * blocked applicant — the API's `puede_descargar_cv` decides).
 */
import { paths } from '@practiperu/shared/paths';
import type { PostulanteProfileFull } from '@practiperu/shared/cv';
import { POSTULANTES_MESSAGES, type CvParaReclutador } from '@practiperu/shared/postulantes';
import { useState } from 'react';
import { redirect, useLoaderData, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { FormAlert } from '../../components/field';
import { Icon } from '../../components/icon';
import { AvisoDecisionAutomatizada } from '../privacidad';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import type { Loaded } from '../../lib/loaded';
import { LoadError } from '../../components/load-error';
import { BackLink } from '../../components/back-link';
import { BUTTON_PRIMARY } from '../../components/buttons';
import { lookups } from '../../lib/lookups';
import { CvView } from '../cv';
import { saveBase64File } from '../../lib/save-file';
import { fetchCvPostulante, loadCvPostulante } from './api';
import { EtiquetasPostulacion, NotasPostulacion } from './pipeline';
import { requireDev } from './postulantes-page';
import { AfinidadCell, EstadoBadge, EstadoRadios, ReadBadge, reviewPaths, ScoreExplanation } from './ui';
import { AvisarToggle } from '../correos-estado';

export interface PostulanteData {
  cv: CvParaReclutador;
  ordenMerito: { id: number; name: string }[];
}

async function load(params: LoaderFunctionArgs['params']): Promise<Loaded<PostulanteData>> {
  const [cv, ordenMerito] = await Promise.all([
    loadCvPostulante(params.id_postulant ?? '', params.id ?? ''),
    lookups.ordenMerito().catch(() => []),
  ]);
  if (!cv.ok) {
    if ('notFound' in cv) throw redirect(paths.empresas.notFound);
    return cv;
  }
  return { ok: true, data: { cv: cv.data, ordenMerito } };
}

export const postulanteLoader = ({ params }: LoaderFunctionArgs) => load(params);

export async function devPostulanteLoader({ params }: LoaderFunctionArgs) {
  await requireDev();
  return load(params);
}

/** A blocked applicant's CV has no name nor personal data (the keys are absent): the view gets neutral values. */
function visibleProfile(cv: CvParaReclutador): PostulanteProfileFull {
  const p = cv as Partial<PostulanteProfileFull> & CvParaReclutador;
  if (!cv.postulacion.bloqueado) return p as PostulanteProfileFull;
  return {
    ...(p as PostulanteProfileFull),
    nombres: POSTULANTES_MESSAGES.nuevoPostulante,
    apellidos: '',
    foto: null,
    region: null,
    provincia: null,
    distrito: null,
    whatsapp: null,
    correo_contacto: null,
    redes_sociales: [],
  } as PostulanteProfileFull;
}

function DownloadCv({ cv }: { cv: CvParaReclutador }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const { postulacion } = cv;
  // Hidden for a blocked applicant (evaluation state 3) or a rejected featured payment.
  if (postulacion.bloqueado) return null;
  if (!postulacion.puede_descargar_cv)
    return (
      <button type="button" className={BUTTON_PRIMARY} disabled title={POSTULANTES_MESSAGES.cvSoloDestacados}>
        <Icon name="download" className="size-4" />
        Descargar CV
      </button>
    );

  async function download() {
    setBusy(true);
    try {
      const res = await fetchCvPostulante(cv.id, postulacion.id_oferta);
      const file = res.data[0];
      if (res.state && file?.cv) saveBase64File(file.cv, file.name || 'CV.pdf');
      else toast({ variant: 'error', title: 'CV', message: res.message || 'No se pudo descargar el CV.' });
    } catch {
      toast({ variant: 'error', title: 'CV', message: 'No se pudo descargar el CV.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className={BUTTON_PRIMARY} disabled={busy} aria-busy={busy || undefined} onClick={() => void download()}>
      <Icon name="download" className="size-4" />
      {busy ? 'Descargando…' : 'Descargar CV'}
    </button>
  );
}

function ReviewPanel({ cv, name }: { cv: CvParaReclutador; name: string }) {
  const { postulacion: a } = cv;
  const [estado, setEstado] = useState(a.estado);
  return (
    <section
      aria-label="Revisión del postulante"
      className="mb-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <EstadoBadge estado={estado} />
            <ReadBadge revisado={a.revisado} />
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <span className="font-medium">Afinidad con la oferta:</span>
            <AfinidadCell
              destacadoPagado={a.destacado_pagado}
              bloqueado={a.bloqueado}
              estadoEvaluacion={a.estado_evaluacion}
              puntaje={a.afinidad_puesto}
            />
            {a.afinidad_detalle && <ScoreExplanation detalle={a.afinidad_detalle} />}
          </div>
          {a.destacado_pagado && !a.bloqueado && <AvisoDecisionAutomatizada tipo="afinidad" className="max-w-xl" />}
        </div>
        <div className="flex flex-col gap-3 md:items-end">
          {!a.bloqueado && <EstadoRadios idPostulacion={a.id_postulacion} estado={a.estado} nombre={name} onChanged={setEstado} />}
          {!a.bloqueado && <AvisarToggle label="Avisarle por correo al cambiar su estado" />}
          <DownloadCv cv={cv} />
        </div>
      </div>
    </section>
  );
}

export function PostulantePage({ dev = false, back: backTo }: { dev?: boolean; back?: { to: string; label: string } }) {
  const loaded = useLoaderData() as Loaded<PostulanteData>;
  const { id = '' } = useParams();
  // Back to the list as it was left: its query came along in this page's address. The assistant opens the same page
  // and goes back to its results.
  const { search } = useLocation();
  const back = backTo ?? { to: reviewPaths(id, dev).list(search), label: 'Volver a los postulantes' };
  if (!loaded.ok)
    return (
      <>
        <BackLink to={back.to}>{back.label}</BackLink>
        <LoadError message={loaded.message} />
      </>
    );
  const { cv, ordenMerito } = loaded.data;
  const profile = visibleProfile(cv);
  const name = `${profile.nombres} ${profile.apellidos}`.trim();
  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      <PageTitle documentTitle={`Postulante · ${name}`} subtitle="El CV del postulante a tu oferta.">
        {name}
      </PageTitle>
      {cv.postulacion.bloqueado && (
        <FormAlert title={POSTULANTES_MESSAGES.nuevoPostulante} className="mb-5">
          {cv.postulacion.mensaje ?? POSTULANTES_MESSAGES.bloqueado}
        </FormAlert>
      )}
      <ReviewPanel cv={cv} name={name} />
      {cv.postulacion.destacado_pagado && !cv.postulacion.bloqueado && (
        <div className="mb-5 grid items-start gap-4 lg:grid-cols-2">
          <NotasPostulacion idPostulacion={cv.postulacion.id_postulacion} />
          <EtiquetasPostulacion idPostulacion={cv.postulacion.id_postulacion} iniciales={cv.postulacion.etiquetas ?? []} />
        </div>
      )}
      <CvView profile={profile} owner={false} ordenMerito={ordenMerito} />
    </>
  );
}
