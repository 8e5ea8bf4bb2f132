/**
 * `/postulantes/curriculum` "Mi CV": photo and name, academic training, work experience,
 * extracurricular activities, certifications and competencies; 'Descargar CV' and 'Actualizar CV'. Each section links
 * to its anchor of the update page; the prompts to fill what is missing are the owner's (`owner`), so the same view
 * can show a CV to someone else without them.
 */
import { paths } from '@practiperu/shared/paths';
import {
  cicloTexto,
  ESTADOS_ESTUDIOS,
  optionLabel,
  tipoCarreraTexto,
  type ExtracurricularItem,
  type PostulanteProfileFull,
} from '@practiperu/shared/cv';
import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { Icon, type IconName } from '../../components/icon';
import { PageTitle } from '../../components/page-title';
import type { Loaded } from '../../lib/loaded';
import { LoadError } from '../../components/load-error';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { loadFullProfile } from './api';
import { lookups } from '../../lib/lookups';
import { useDownloadCv } from './download-cv';
import { capitalize } from '../../lib/text';
import { monthYear, period, whatsappText, yearOf } from './format';
import { ProfilePhoto } from '../../components/profile-photo';

export interface CurriculumData {
  profile: PostulanteProfileFull;
  ordenMerito: { id: number; name: string }[];
}

export async function curriculumLoader(): Promise<Loaded<CurriculumData>> {
  const [profile, ordenMerito] = await Promise.all([loadFullProfile(), lookups.ordenMerito().catch(() => [])]);
  return profile.ok ? { ok: true, data: { profile: profile.data, ordenMerito } } : profile;
}

const update = (anchor: string) => `${paths.postulantes.curriculumUpdate}#${anchor}`;

function AddLink({ anchor, children }: { anchor: string; children: ReactNode }) {
  return (
    <Link
      to={update(anchor)}
      className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
    >
      <Icon name="plus" className="size-4" />
      {children}
    </Link>
  );
}

/** The owner's prompt in an empty section. */
function Prompt({ anchor, children, action }: { anchor: string; children: ReactNode; action: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      <p>{children}</p>
      <Link to={update(anchor)} className="mt-1 inline-block font-semibold text-brand-700 hover:underline dark:text-brand-100">
        {action}
      </Link>
    </div>
  );
}

/** An empty section of someone else's CV (a recruiter's view): said, not left blank. */
function NotGiven() {
  return <p className="text-sm text-slate-600 dark:text-slate-400">No registra información.</p>;
}

function CvSection({
  id,
  icon,
  title,
  addLink,
  children,
}: {
  id: string;
  icon: IconName;
  title: string;
  addLink?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-3 dark:border-slate-800">
        <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
          <Icon name={icon} className="size-5 text-brand-700 dark:text-brand-100" />
          {title}
        </h2>
        {addLink}
      </div>
      {children}
    </section>
  );
}

/** One entry of a timeline (experience, project, volunteering, certification). */
function Entry({ title, subtitle, when, children }: { title: string; subtitle?: ReactNode; when?: string; children?: ReactNode }) {
  return (
    <li className="relative border-l-2 border-brand-100 pb-1 pl-4 dark:border-slate-700">
      <span aria-hidden="true" className="absolute top-1.5 -left-[5px] size-2 rounded-full bg-brand-600 dark:bg-brand-300" />
      <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
      {subtitle && <p className="text-sm text-slate-700 dark:text-slate-300">{subtitle}</p>}
      {when && <p className="text-sm text-slate-500 dark:text-slate-400">{when}</p>}
      {children && <p className="mt-1 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{children}</p>}
    </li>
  );
}

function Extracurricular({ item }: { item: ExtracurricularItem }) {
  // A non-volunteering item without project name shows its position as the name.
  const name = item.tipo === 'Voluntariado' ? item.puesto : (item.nombre_proyecto ?? item.puesto);
  const subtitle = item.tipo === 'Voluntariado' ? item.nombre_empresa : `${item.puesto} · ${item.nombre_empresa}`;
  return (
    <Entry title={name} subtitle={subtitle} when={period(item)}>
      {item.descripcion}
    </Entry>
  );
}

function Chips({ label, items }: { label: string; items: string[] }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((text) => (
        <li
          key={text}
          className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-100"
        >
          {text}
        </li>
      ))}
    </ul>
  );
}

export function CvView({
  profile: p,
  owner,
  ordenMerito = [],
}: {
  profile: PostulanteProfileFull;
  owner: boolean;
  ordenMerito?: CurriculumData['ordenMerito'];
}) {
  const fullName = `${p.nombres} ${p.apellidos}`.trim();
  const student = p.estado_estudios === 0;
  const estudio = [optionLabel(ESTADOS_ESTUDIOS, p.estado_estudios), student ? cicloTexto(p.tipo_carrera, p.ciclo_actual) : '']
    .filter(Boolean)
    .join(' · ');
  const place = [p.distrito, p.provincia, p.region].filter(Boolean).join(', ');
  const merito = p.orden_merito ? ordenMerito.find((o) => o.id === p.orden_merito)?.name : undefined;
  const extracurricular = [...p.proyectos, ...p.voluntariados];
  const competencias = p.conocimientos.length + p.idiomas.length + p.habilidades.length;

  return (
    <div className="space-y-5">
      <section
        aria-label="Datos principales"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-start sm:text-left">
          <div className="flex flex-col items-center gap-2">
            <ProfilePhoto url={p.foto} name={fullName} />
            {owner && !p.foto && <AddLink anchor="photo">Agregar foto</AddLink>}
          </div>
          <div className="min-w-0 flex-1">
            <h2 className="text-2xl font-bold break-words text-slate-900 dark:text-white" data-testid="cv-nombre">
              {fullName}
            </h2>
            {p.carrera_actual && <p className="font-semibold text-brand-700 dark:text-brand-100">{p.carrera_actual}</p>}
            {p.inst_educativa_nombre && <p className="text-slate-700 dark:text-slate-300">{p.inst_educativa_nombre}</p>}
            {estudio && <p className="text-sm text-slate-600 dark:text-slate-400">{estudio}</p>}
            <ul className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-slate-700 sm:justify-start dark:text-slate-300">
              {place && (
                <li className="inline-flex items-center gap-1">
                  <Icon name="mapPin" className="size-4 text-slate-500" />
                  {place}
                </li>
              )}
              {p.correo_contacto && (
                <li className="inline-flex min-w-0 items-center gap-1 break-all">
                  <Icon name="mail" className="size-4 shrink-0 text-slate-500" />
                  {p.correo_contacto}
                </li>
              )}
              {p.whatsapp && (
                <li className="inline-flex items-center gap-1 tabular-nums">
                  <Icon name="phone" className="size-4 text-slate-500" />
                  {whatsappText(p.whatsapp)}
                </li>
              )}
              {p.redes_sociales.map((r) => (
                <li key={r.name}>
                  <a
                    href={r.value}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand-700 hover:underline dark:text-brand-100"
                  >
                    {r.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800">
          <h3 className="mb-1 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Perfil profesional</h3>
          {p.resumen_profesional ? (
            <p className="whitespace-pre-line text-slate-800 dark:text-slate-200">{p.resumen_profesional}</p>
          ) : owner ? (
            <Prompt anchor="resumen_profesional" action="Agregar resumen profesional">
              Cuéntales a las empresas quién eres y qué buscas: el resumen es requerido para postular.
            </Prompt>
          ) : (
            <NotGiven />
          )}
        </div>
      </section>

      <CvSection
        id="cv-formacion"
        icon="academic"
        title="Formación académica"
        addLink={owner && <AddLink anchor="achievement">Agregar logro</AddLink>}
      >
        {p.carrera_actual ? (
          <ul className="space-y-4">
            <Entry
              title={p.carrera_actual}
              subtitle={[p.inst_educativa_nombre, tipoCarreraTexto(p.tipo_carrera)].filter(Boolean).join(' · ')}
              when={[`${yearOf(p.fecha_ingreso)} – ${yearOf(p.fecha_egreso)}${student ? ' (previsto)' : ''}`, estudio, merito]
                .filter(Boolean)
                .join(' · ')}
            />
          </ul>
        ) : null}
        <h3 className="mt-5 mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Logros</h3>
        {p.logros.length > 0 ? (
          <ul className="space-y-3">
            {p.logros.map((l) => (
              <Entry key={l.id} title={l.descripcion} when={monthYear(l.fecha)} />
            ))}
          </ul>
        ) : owner ? (
          <Prompt anchor="achievement" action="Agregar logro">
            ¿Ocupaste un primer puesto, ganaste un concurso o una beca? Agrégalo a tu CV.
          </Prompt>
        ) : (
          <NotGiven />
        )}
      </CvSection>

      <CvSection
        id="cv-experiencia"
        icon="briefcase"
        title="Experiencia laboral"
        addLink={owner && <AddLink anchor="work_experience">Agregar experiencia</AddLink>}
      >
        {p.experiencia_laboral.length > 0 ? (
          <ul className="space-y-4">
            {p.experiencia_laboral.map((e) => (
              <Entry key={e.id} title={e.puesto} subtitle={e.nombre_empresa} when={period(e)}>
                {e.funciones}
              </Entry>
            ))}
          </ul>
        ) : owner ? (
          <Prompt anchor="work_experience" action="Agregar experiencia laboral">
            Prácticas, trabajos o empleos de medio tiempo: toda experiencia cuenta.
          </Prompt>
        ) : (
          <NotGiven />
        )}
      </CvSection>

      <CvSection
        id="cv-extracurricular"
        icon="sparkles"
        title="Actividades extracurriculares"
        addLink={owner && <AddLink anchor="extracurricular">Agregar actividad</AddLink>}
      >
        {extracurricular.length > 0 ? (
          <div className="grid gap-5 md:grid-cols-2">
            {p.proyectos.length > 0 && (
              <div>
                <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Proyectos</h3>
                <ul className="space-y-4">
                  {p.proyectos.map((x) => (
                    <Extracurricular key={x.id} item={x} />
                  ))}
                </ul>
              </div>
            )}
            {p.voluntariados.length > 0 && (
              <div>
                <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Voluntariado</h3>
                <ul className="space-y-4">
                  {p.voluntariados.map((x) => (
                    <Extracurricular key={x.id} item={x} />
                  ))}
                </ul>
              </div>
            )}
          </div>
        ) : owner ? (
          <Prompt anchor="extracurricular" action="Agregar proyecto o voluntariado">
            Proyectos, voluntariados, centros de estudiantes: muestran iniciativa.
          </Prompt>
        ) : (
          <NotGiven />
        )}
      </CvSection>

      <CvSection
        id="cv-certificaciones"
        icon="document"
        title="Certificaciones"
        addLink={owner && <AddLink anchor="supplementary_education">Agregar certificación</AddLink>}
      >
        {p.formacion_complementaria.length > 0 ? (
          <ul className="space-y-4">
            {p.formacion_complementaria.map((c) => (
              <Entry
                key={c.id}
                title={c.descripcion}
                subtitle={`${c.tipo ?? 'Otros'} · ${c.inst_educativa}`}
                when={monthYear(c.fecha_inicio)}
              />
            ))}
          </ul>
        ) : owner ? (
          <Prompt anchor="supplementary_education" action="Agregar certificación">
            Cursos, diplomados y talleres que completaste.
          </Prompt>
        ) : (
          <NotGiven />
        )}
      </CvSection>

      <CvSection
        id="cv-competencias"
        icon="star"
        title="Competencias"
        addLink={owner && <AddLink anchor="knowledge">Agregar competencias</AddLink>}
      >
        {competencias > 0 ? (
          <div className="grid gap-5 md:grid-cols-3">
            <div>
              <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Conocimientos</h3>
              <Chips label="Conocimientos" items={p.conocimientos.map((k) => `${k.nombre} · ${capitalize(k.nivel)}`)} />
            </div>
            <div>
              <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Idiomas</h3>
              <Chips label="Idiomas" items={p.idiomas.map((k) => `${k.nombre} · ${capitalize(k.nivel)}`)} />
            </div>
            <div>
              <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Habilidades</h3>
              <Chips label="Habilidades" items={p.habilidades.map((h) => h.name)} />
            </div>
          </div>
        ) : owner ? (
          <Prompt anchor="knowledge" action="Agregar conocimientos, idiomas y habilidades">
            Conocimientos, idiomas y habilidades son requeridos para postular.
          </Prompt>
        ) : (
          <NotGiven />
        )}
      </CvSection>
    </div>
  );
}

export function CurriculumPage() {
  const loaded = useLoaderData() as Loaded<CurriculumData>;
  const { download, busy } = useDownloadCv();
  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="[&>div]:mb-0">
          <PageTitle subtitle="Así ven tu CV las empresas a las que postulas.">Mi CV</PageTitle>
        </div>
        {loaded.ok && (
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <button
              type="button"
              onClick={() => void download()}
              disabled={busy}
              className={`${BUTTON_PRIMARY} w-full whitespace-nowrap sm:w-auto`}
            >
              <Icon name="download" className="size-5" />
              {busy ? 'Descargando…' : 'Descargar CV'}
            </button>
            <Link to={paths.postulantes.curriculumUpdate} className={`${BUTTON_SECONDARY} w-full whitespace-nowrap sm:w-auto`}>
              <Icon name="edit" className="size-5" />
              Actualizar CV
            </Link>
          </div>
        )}
      </div>
      {loaded.ok ? (
        <CvView profile={loaded.data.profile} ordenMerito={loaded.data.ordenMerito} owner />
      ) : (
        <LoadError message={loaded.message} />
      )}
    </>
  );
}
