/**
 * `/postulantes/curriculum/actualizar` "Actualizar mi curriculum": the sections in the spec's order —
 * profile photo, personal information, contact, residence, education (with the summary and, beside it, the
 * achievements), skills and knowledge, certifications, work experience, volunteering, projects — and a 'Regresar'
 * link. A hash in the address focuses the element with that id (supplementary_education, work_experience,
 * extracurricular, knowledge, language, achievement; also photo and resumen_profesional from Mi CV). Each section
 * saves alone; the guard names the sections with unsaved input and asks before the page is left with it.
 */
import type { IdName, PostulanteProfileFull } from '@practiperu/shared/cv';
import { useEffect, useState } from 'react';
import { useLoaderData, useLocation, type ShouldRevalidateFunction } from 'react-router';
import { PageTitle } from '../../components/page-title';
import type { Loaded } from '../../lib/loaded';
import { LoadError } from '../../components/load-error';
import { RegresarLink } from './regresar';
import { loadFullProfile } from './api';
import { lookups, type Region, type Tema } from '../../lib/lookups';
import { CertificationsSection, ExperienceSection, ExtracurricularSection } from './item-sections';
import { PhotoSection } from './photo-section';
import { ContactSection, EducationSection, PersonalSection, PlacesSection } from './profile-sections';
import { AchievementsSection, NivelList, SkillsForm } from './small-lists';
import { SectionCard } from '../../components/section-card';
import { UnsavedChangesGuard } from './unsaved';

export interface UpdateData {
  profile: PostulanteProfileFull;
  lugares: Region[];
  ordenMerito: IdName[];
  idiomas: IdName[];
  habilidades: IdName[];
  temas: Tema[];
  tiposFormacion: string[];
}

export async function updateLoader(): Promise<Loaded<UpdateData>> {
  try {
    const [profile, lugares, ordenMerito, idiomas, habilidades, temas, tiposFormacion] = await Promise.all([
      loadFullProfile(),
      lookups.lugares(),
      lookups.ordenMerito(),
      lookups.idiomas(),
      lookups.habilidades(),
      lookups.temas(),
      lookups.tiposFormacion(),
    ]);
    if (!profile.ok) return profile;
    return { ok: true, data: { profile: profile.data, lugares, ordenMerito, idiomas, habilidades, temas, tiposFormacion } };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : '' };
  }
}

/**
 * The page keeps what the person typed: a revalidation of the same address (after saving the names, the menu is
 * read again) does not reload it. Another address (a link from Mi CV) does.
 */
export const updateShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search ? false : defaultShouldRevalidate;

/** Focus (and scroll to) the element named by the hash once the page is drawn. */
function useHashFocus(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const id = decodeURIComponent(hash.slice(1));
    // After the layout's own focus on the page title, which runs later in the same commit.
    const timer = setTimeout(() => {
      const el = document.getElementById(id);
      if (!el) return;
      el.scrollIntoView?.({ block: 'start' });
      el.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [hash, ready]);
}

function Sections({ data }: { data: UpdateData }) {
  const { profile } = data;
  const [today] = useState(() => new Date());
  const name = `${profile.nombres} ${profile.apellidos}`.trim();
  return (
    <div className="space-y-5">
      <PhotoSection initialUrl={profile.foto} name={name} />
      <PersonalSection profile={profile} />
      <ContactSection profile={profile} />
      <PlacesSection profile={profile} lugares={data.lugares} />
      <EducationSection profile={profile} ordenMerito={data.ordenMerito} />
      <AchievementsSection initial={profile.logros} today={today} />
      <SectionCard icon="star" title="Habilidades y conocimientos" description="Lo que sabes hacer: lo miran primero las empresas.">
        <div className="space-y-6">
          <NivelList
            group="conocimiento"
            anchorId="knowledge"
            title="Conocimientos"
            noun="Conocimiento"
            initial={profile.conocimientos}
            options={data.temas}
          />
          <NivelList group="idioma" anchorId="language" title="Idiomas" noun="Idioma" initial={profile.idiomas} options={data.idiomas} />
          <SkillsForm initial={profile.habilidades} options={data.habilidades} />
        </div>
      </SectionCard>
      <CertificationsSection initial={profile.formacion_complementaria} tipos={data.tiposFormacion} today={today} />
      <ExperienceSection initial={profile.experiencia_laboral} today={today} />
      <div id="extracurricular" tabIndex={-1} className="scroll-mt-24 space-y-5 outline-none">
        <ExtracurricularSection tipo="Voluntariado" initial={profile.voluntariados} today={today} />
        <ExtracurricularSection tipo="Proyecto" initial={profile.proyectos} today={today} />
      </div>
    </div>
  );
}

export function UpdatePage() {
  const loaded = useLoaderData() as Loaded<UpdateData>;
  useHashFocus(loaded.ok);
  return (
    <div className="max-w-4xl">
      <RegresarLink />
      <PageTitle subtitle="Mientras más completo esté tu CV, mejores ofertas te recomendamos.">Actualizar mi curriculum</PageTitle>
      {loaded.ok ? (
        <UnsavedChangesGuard>
          <Sections data={loaded.data} />
        </UnsavedChangesGuard>
      ) : (
        <LoadError message={loaded.message} />
      )}
    </div>
  );
}
