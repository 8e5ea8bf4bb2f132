/**
 * The applicant's profile (contract: docs/cv.md): reading it, the six forms of `postulante/update`, the photo, the
 * required-data gate and the CV download.
 */
import {
  CV_MESSAGES,
  OPTIONAL_CV_FIELDS,
  missingRequiredFields,
  type CvCompleteness,
  type CvDownload,
  type OptionalCvField,
  type PostulanteCard,
  type PostulanteProfile,
  type PostulanteProfileFull,
  type RequiredCvField,
} from '@practiperu/shared/cv';
import type { UpdateBody } from '@practiperu/shared/api/postulante';
import type { EducationData, PlacesData } from '@practiperu/shared/schemas/cv';
import { toClave } from '@practiperu/shared/text';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Storage, ImageKind } from '../../storage/storage.ts';
import { renderCvPdf } from '../../pdf/cv-pdf.ts';
import * as cvPublic from '../cv/cv.public.ts';
import { loadSections } from '../cv/cv.service.ts';
import { fieldErrors } from '../../lib/validation.ts';
import * as repo from './postulante.repository.ts';

export interface PostulanteDeps {
  db: Db;
  storage: Storage;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** The data of each form after its schema (updateFormSchema) passed. */
export type UpdateData = UpdateBody;

type EducationFields = Pick<
  EducationData,
  | 'tipo_carrera'
  | 'id_inst_educativa'
  | 'inst_educativa_nombre'
  | 'id_carrera_actual'
  | 'carrera_actual'
  | 'estado_estudios'
  | 'ciclo_actual'
  | 'fecha_ingreso'
  | 'fecha_egreso'
  | 'orden_merito'
>;

export function createPostulanteService(deps: PostulanteDeps) {
  const { db, storage, now, log } = deps;

  const photoUrl = (p: repo.PostulanteRow) => (p.foto ? `${storage.url(p.foto)}?v=${p.actualizado_en.getTime()}` : null);

  function toProfile(row: repo.ProfileRow, habilidades: { id: number; name: string }[]): PostulanteProfile {
    const p = row.p;
    return {
      nombres: row.nombres,
      apellidos: row.apellidos,
      foto: photoUrl(p),
      dni: p.dni,
      sexo: p.sexo,
      fecha_nacimiento: p.fecha_nacimiento,
      licencia_conducir: p.licencia_conducir,
      estado_estudios: p.estado_estudios,
      tipo_carrera: p.tipo_carrera,
      id_inst_educativa: p.id_inst_educativa,
      inst_educativa_nombre: p.inst_educativa_nombre,
      id_carrera_actual: p.id_carrera_actual,
      carrera_actual: p.carrera_actual,
      claves: p.claves,
      ciclo_actual: p.ciclo_actual,
      fecha_ingreso: p.fecha_ingreso,
      fecha_egreso: p.fecha_egreso,
      orden_merito: p.orden_merito,
      resumen_profesional: p.resumen_profesional,
      id_region: p.id_region,
      region: p.region,
      provincia: p.provincia,
      distrito: p.distrito,
      whatsapp: p.whatsapp,
      correo_contacto: p.correo_contacto,
      redes_sociales: p.redes_sociales,
      habilidades,
    };
  }

  async function profile(usuarioId: number): Promise<PostulanteProfile> {
    const row = await repo.findProfile(db, usuarioId);
    return toProfile(row, await cvPublic.listHabilidades(db, row.p.id));
  }

  async function loadFull(usuarioId: number): Promise<{ row: repo.ProfileRow; full: PostulanteProfileFull }> {
    const row = await repo.findProfile(db, usuarioId);
    const { habilidades, ...sections } = await loadSections(db, row.p.id);
    return { row, full: { ...toProfile(row, habilidades), ...sections } };
  }

  async function fullProfile(usuarioId: number): Promise<PostulanteProfileFull> {
    return (await loadFull(usuarioId)).full;
  }

  async function card(usuarioId: number): Promise<PostulanteCard> {
    const { p, nombres, apellidos } = await repo.findProfile(db, usuarioId);
    return {
      nombres,
      apellidos,
      foto: photoUrl(p),
      carrera_actual: p.carrera_actual,
      inst_educativa_nombre: p.inst_educativa_nombre,
      estado_estudios: p.estado_estudios,
      region: p.region,
      resumen_profesional: p.resumen_profesional,
    };
  }

  // ---------------------------------------------------------------- checks against the reference data

  /** Region, province and district must be one branch of the location tree; the stored names are the tree's. */
  async function checkPlace(tx: DbOrTx, v: PlacesData, errors: Record<string, string>) {
    const reg = await repo.findRegion(tx, v.id_region);
    if (!reg || toClave(reg.nombre) !== toClave(v.region)) {
      errors.region = CV_MESSAGES.region;
      return undefined;
    }
    const prov = (await repo.listProvincias(tx, reg.id)).find((p) => toClave(p.nombre) === toClave(v.provincia));
    if (!prov) {
      errors.provincia = CV_MESSAGES.provincia;
      return undefined;
    }
    const dist = (await repo.listDistritos(tx, prov.id)).find((d) => toClave(d.nombre) === toClave(v.distrito));
    if (!dist) {
      errors.distrito = CV_MESSAGES.distrito;
      return undefined;
    }
    return { id_region: reg.id, region: reg.nombre, provincia: prov.nombre, distrito: dist.nombre };
  }

  /** The institution and the career exist, are of the chosen type and carry the chosen names. */
  async function checkEducation(tx: DbOrTx, v: EducationFields, errors: Record<string, string>) {
    const inst = await repo.findInstitucion(tx, v.id_inst_educativa, v.tipo_carrera);
    if (!inst) errors.id_inst_educativa = CV_MESSAGES.institucion;
    else if (toClave(inst.nombre) !== toClave(v.inst_educativa_nombre)) errors.inst_educativa_nombre = CV_MESSAGES.institucion;
    const car = await repo.findCarrera(tx, v.id_carrera_actual, v.tipo_carrera);
    if (!car) errors.id_carrera_actual = CV_MESSAGES.carrera;
    else if (toClave(car.nombre) !== toClave(v.carrera_actual)) errors.carrera_actual = CV_MESSAGES.carrera;
    if (!inst || !car) return undefined;
    return {
      tipo_carrera: v.tipo_carrera,
      id_inst_educativa: inst.id,
      inst_educativa_nombre: inst.nombre,
      id_carrera_actual: car.id,
      carrera_actual: car.nombre,
      // The career key that matching compares (the name normalized), from the stored name.
      claves: toClave(car.nombre),
      estado_estudios: v.estado_estudios,
      ciclo_actual: v.ciclo_actual,
      fecha_ingreso: v.fecha_ingreso,
      fecha_egreso: v.fecha_egreso,
      orden_merito: v.orden_merito,
    };
  }

  function throwIfAny(errors: Record<string, string>) {
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  }

  // ---------------------------------------------------------------- postulante/update

  async function update(usuarioId: number, input: UpdateData): Promise<void> {
    const at = now();
    await db.transaction(async (tx) => {
      // An account created before its profile row existed gets one now.
      await repo.postulanteIdOf(tx, usuarioId);
      const errors: Record<string, string> = {};
      switch (input.form) {
        case 'personal': {
          const { nombres, apellidos, ...rest } = input.data;
          await repo.updateNames(tx, usuarioId, { nombres, apellidos }, at);
          await repo.updatePostulante(tx, usuarioId, rest, at);
          return;
        }
        case 'places': {
          const place = await checkPlace(tx, input.data, errors);
          throwIfAny(errors);
          await repo.updatePostulante(tx, usuarioId, place ?? {}, at);
          return;
        }
        case 'education': {
          const education = await checkEducation(tx, input.data, errors);
          throwIfAny(errors);
          await repo.updatePostulante(tx, usuarioId, { ...education, resumen_profesional: input.data.resumen_profesional }, at);
          return;
        }
        case 'contact':
          await repo.updatePostulante(tx, usuarioId, input.data, at);
          return;
        case 'more_education': {
          const names = await habilidadNames(tx, input.data.habilidades, errors);
          throwIfAny(errors);
          const postulanteId = await repo.postulanteIdOf(tx, usuarioId);
          await cvPublic.replaceHabilidades(tx, postulanteId, names);
          await repo.updatePostulante(tx, usuarioId, {}, at);
          return;
        }
        case 'info_required': {
          const d = input.data;
          const education = await checkEducation(tx, d, errors);
          const place = await checkPlace(tx, d, errors);
          throwIfAny(errors);
          await repo.updateNames(tx, usuarioId, { nombres: d.nombres, apellidos: d.apellidos }, at);
          await repo.updatePostulante(
            tx,
            usuarioId,
            {
              dni: d.dni,
              fecha_nacimiento: d.fecha_nacimiento,
              sexo: d.sexo,
              licencia_conducir: d.licencia_conducir,
              ...education,
              ...place,
              correo_contacto: d.correo_contacto,
            },
            at,
          );
          return;
        }
      }
    });
  }

  /** Skill names of `listHabilidades`, in their stored spelling. */
  async function habilidadNames(tx: DbOrTx, names: string[], errors: Record<string, string>): Promise<string[]> {
    const list = await cvPublic.catalogNames(tx, 'habilidad');
    const byKey = new Map(list.map((n) => [toClave(n), n]));
    return names.map((name, i) => {
      const found = byKey.get(toClave(name));
      if (!found) errors[`habilidades.${i}`] ??= CV_MESSAGES.notInList;
      return found ?? name;
    });
  }

  // ---------------------------------------------------------------- photo

  /** Stores the new photo, points the profile at it and removes the old file after the commit. Returns its URL. */
  async function updatePhoto(usuarioId: number, bytes: Uint8Array, kind: ImageKind): Promise<string> {
    const name = await storage.save('fotos', bytes, kind === 'png' ? 'png' : 'jpg');
    const at = now();
    let previous: string | null = null;
    try {
      await db.transaction(async (tx) => {
        previous = (await repo.findProfile(tx, usuarioId)).p.foto;
        await repo.updatePostulante(tx, usuarioId, { foto: name }, at);
      });
    } catch (err) {
      await storage.remove(name).catch(() => undefined);
      throw err;
    }
    if (previous) await storage.remove(previous).catch((err: unknown) => log.warn({ err }, 'no se pudo borrar la foto anterior'));
    return `${storage.url(name)}?v=${at.getTime()}`;
  }

  // ---------------------------------------------------------------- the required-data gate and 'required to apply'

  async function completeCv(usuarioId: number): Promise<CvCompleteness<RequiredCvField>> {
    const { p, nombres, apellidos } = await repo.findProfile(db, usuarioId);
    const missing = missingRequiredFields({ ...p, nombres, apellidos });
    return { complete: missing.length === 0, missing };
  }

  async function completeOptionals(usuarioId: number): Promise<CvCompleteness<OptionalCvField>> {
    const { p } = await repo.findProfile(db, usuarioId);
    const [conocimientos, idiomas, habilidades] = await Promise.all([
      cvPublic.conocimientos.count(db, p.id),
      cvPublic.idiomas.count(db, p.id),
      cvPublic.listHabilidades(db, p.id).then((rows) => rows.length),
    ]);
    const has: Record<OptionalCvField, boolean> = {
      resumen_profesional: Boolean(p.resumen_profesional?.trim()),
      conocimientos: conocimientos > 0,
      idiomas: idiomas > 0,
      habilidades: habilidades > 0,
    };
    const missing = OPTIONAL_CV_FIELDS.filter((f) => !has[f]);
    return { complete: missing.length === 0, missing };
  }

  // ---------------------------------------------------------------- the CV PDF

  /** The CV's PDF: the applicant's own copy, or with `paraEmpresa` the one a company downloads (cv-pdf.ts). */
  async function myCv(usuarioId: number, opts: { paraEmpresa?: boolean } = {}): Promise<CvDownload> {
    const { row, full: cv } = await loadFull(usuarioId);
    const { p } = row;
    const photo = p.foto ? await storage.read(p.foto) : null;
    const ordenMerito = p.orden_merito > 0 ? await cvPublic.catalogName(db, 'orden_merito', p.orden_merito) : undefined;
    const pdf = await renderCvPdf({
      ...cv,
      photo,
      orden_merito_nombre: ordenMerito ?? null,
      generado: now(),
      paraEmpresa: opts.paraEmpresa ?? false,
    });
    return { cv: pdf.toString('base64'), name: cvFileName(cv.nombres, cv.apellidos) };
  }

  return { profile, fullProfile, card, update, updatePhoto, completeCv, completeOptionals, myCv };
}

export type PostulanteService = ReturnType<typeof createPostulanteService>;

/** 'CV-Nombres-Apellidos.pdf' without accents or spaces, safe in any download dialog. */
export function cvFileName(nombres: string, apellidos: string): string {
  const part = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const parts = [part(nombres), part(apellidos)].filter(Boolean);
  return `CV-${parts.join('-') || 'postulante'}.pdf`;
}
