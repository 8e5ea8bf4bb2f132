/**
 * `…/asistente-postulantes/{id_postulant}`: the applicant's CV as the applicant review shows
 * it (the same page, `findOneForRecruiter`), behind the assistant's guard, with a back link to the same page of the
 * assistant's results (the results' query travels in this page's address).
 */
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { postulanteLoader, PostulantePage } from '../postulantes-empresa';
import { asistentePaths } from './api';
import { requireAsistente } from './asistente-page';

export async function asistentePostulanteLoader(args: LoaderFunctionArgs) {
  await requireAsistente(args, false);
  return postulanteLoader(args);
}

export async function devAsistentePostulanteLoader(args: LoaderFunctionArgs) {
  await requireAsistente(args, true);
  return postulanteLoader(args);
}

export function AsistentePostulantePage({ dev = false }: { dev?: boolean }) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <PostulantePage
      dev={dev}
      back={{ to: asistentePaths(id, dev).results(params.toString()), label: 'Volver a los resultados del asistente' }}
    />
  );
}
