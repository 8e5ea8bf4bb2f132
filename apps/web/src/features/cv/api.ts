/**
 * The calls of the applicant's CV (docs/cv.md): the profile, the `postulante/update` forms, the
 * photo, the download, the section groups and the institution and career searches. The lists the forms choose from
 * are in lib/lookups.ts.
 */
import type { CvSectionApis, CvSectionFields, CvSectionItemOf } from '@practiperu/shared/api/cv';
import type { UpdateInput } from '@practiperu/shared/api/postulante';
import { SUGGESTIONS_MAX } from '@practiperu/shared/constants';
import type { PostulanteProfile, PostulanteProfileFull, UpdateForm } from '@practiperu/shared/cv';
import type { Answer } from '../../lib/api-contract';
import { cvSections } from '../../lib/api/cv';
import { postulante } from '../../lib/api/postulante';
import { carrera, instEducativa } from '../../lib/api/recursos';
import type { Carrera, Institucion } from '@practiperu/shared/recursos';
import type { Loaded } from '../../lib/loaded';

// ------------------------------------------------------------------ profile and forms

export async function loadProfile(): Promise<Loaded<PostulanteProfile>> {
  const res = await postulante.myAccount({ query: { populate: 'false' } });
  const profile = res.state ? res.data[0] : undefined;
  return profile ? { ok: true, data: profile } : { ok: false, message: res.message };
}

export async function loadFullProfile(): Promise<Loaded<PostulanteProfileFull>> {
  const res = await postulante.myAccount({ query: { populate: 'true' } });
  const profile = res.state ? res.data[0] : undefined;
  return profile && isFull(profile) ? { ok: true, data: profile } : { ok: false, message: res.message };
}

/** With populate=true the answer carries the sections. */
const isFull = (profile: PostulanteProfile | PostulanteProfileFull): profile is PostulanteProfileFull => 'logros' in profile;

/** The fields of one form of `postulante/update`. */
export type UpdateFields<F extends UpdateForm> = Extract<UpdateInput, { form: F }>['data'];

/** `PUT postulante/update {form, data}`: one section form at a time (docs/cv.md "postulante"). */
export function saveForm<F extends UpdateForm>(form: F, data: UpdateFields<F>) {
  // The compiler cannot pair a generic form name with its data: the signature above does.
  return postulante.update({ body: { form, data } as UpdateInput });
}

/** `POST postulante/updatePhoto` (multipart, field `photo`): data[0] is the new photo's URL. */
export function uploadPhoto(file: File) {
  const body = new FormData();
  body.append('photo', file);
  return postulante.updatePhoto({ body });
}

/** `GET postulante/getMyCv`: data[0] = {cv: base64 PDF, name}. */
export function fetchMyCv() {
  return postulante.getMyCv();
}

// ------------------------------------------------------------------ section groups

/** The CV section groups (projects are `actExtracurricular`, volunteering `voluntariado`: one entity, two groups). */
export type SectionGroup = keyof CvSectionApis;

/** The fields of a section's item, as its create and update take them. */
export type SectionFields<G extends SectionGroup = SectionGroup> = CvSectionFields<G>;
/** A section's item, as `id/{id}` and `myList` answer it. */
export type SectionItem<G extends SectionGroup = SectionGroup> = CvSectionItemOf<G>;

/** The calls every section group has, typed by its declaration (methods: one client stands for any group). */
interface SectionClient<G extends SectionGroup = SectionGroup> {
  create(input: { body: SectionFields<G> }): Promise<Answer<number, undefined>>;
  update(input: { body: SectionFields<G> & { id: number } }): Promise<Answer<never, undefined>>;
  removeById(input: { body: { id: number } }): Promise<Answer<never, undefined>>;
  id(input: { params: { id: number } }): Promise<Answer<SectionItem<G>, undefined>>;
}
const sections: Record<SectionGroup, SectionClient> = cvSections;
// The compiler cannot follow a generic group name into the record: `G` names the group's fields and item.
const section = <G extends SectionGroup>(group: G) => sections[group] as SectionClient<G>;

export const sectionApi = {
  /** 201, data[0] = the new id. */
  create: <G extends SectionGroup>(group: G, data: SectionFields<G>) => section(group).create({ body: data }),
  /** Every field of the item, with its id. */
  update: <G extends SectionGroup>(group: G, id: number, data: SectionFields<G>) => section(group).update({ body: { ...data, id } }),
  remove: (group: SectionGroup, id: number) => section(group).removeById({ body: { id } }),
  get: <G extends SectionGroup>(group: G, id: number) => section(group).id({ params: { id } }),
};

// ------------------------------------------------------------------ searches

export type { Institucion };
/** Universities (tipo 1) or technological institutes (tipo 0) whose name contains the text: at most 7. */
export async function searchInstituciones(tipo: number, search: string, signal?: AbortSignal): Promise<Institucion[]> {
  const list = tipo === 1 ? instEducativa.listUniversitarias : instEducativa.listTecnologicos;
  const res = await list({ query: { search } }, { signal });
  if (!res.state) throw new Error(res.message);
  return res.data.slice(0, SUGGESTIONS_MAX);
}

/** Careers of one kind whose name contains the text: at most 7. */
export async function searchCarreras(tipo: number, search: string, signal?: AbortSignal): Promise<Carrera[]> {
  const res = await carrera.like({ query: { search, tipo: tipo === 1 ? '1' : '0' } }, { signal });
  if (!res.state) throw new Error(res.message);
  return res.data.slice(0, SUGGESTIONS_MAX);
}
