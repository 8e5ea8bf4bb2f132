/** Other modules may import this file: the columns of an applicant's card in the recruiter's lists, for their own SQL. */
import { postulacion, postulante, usuario } from '../../db/schema/index.ts';

/** An applicant's row as the recruiter's lists show it (also the assistant's results, llm.repository.ts). */
export const columnasPostulante = {
  id_postulacion: postulacion.id,
  // The joined applicant (an anonymised application has none, and no list shows it).
  id: postulante.id,
  estado: postulacion.estado,
  revisado: postulacion.revisado,
  estado_evaluacion: postulacion.estado_evaluacion,
  afinidad_puesto: postulacion.afinidad_puesto,
  creado_en: postulacion.creado_en,
  nombres: usuario.nombres,
  apellidos: usuario.apellidos,
  carrera_actual: postulante.carrera_actual,
  region: postulante.region,
  foto: postulante.foto,
  foto_version: postulante.actualizado_en,
};
