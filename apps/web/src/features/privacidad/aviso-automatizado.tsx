/**
 * The notice beside every automatically computed score (docs/privacy.md "Automated decisions"): the affinity the
 * company sees, the assistant's ranking. It says the score is computed by the system, that a person decides, and how
 * to ask for a human review (the rights page with the kind chosen). Small on purpose: one line of info under the score.
 */
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { derechosHref, type Area } from './api';

const TEXTOS = {
  /** The applicant: their score is seen by the company of a featured offer. */
  postulante:
    'En las ofertas destacadas, la empresa ve un puntaje de afinidad que el sistema calcula automáticamente comparando tu CV con la oferta; quien decide es una persona. ¿Crees que no te refleja?',
  /** The recruiter's affinity column and the applicant's page. */
  afinidad:
    'La afinidad la calcula automáticamente el sistema comparando el CV con los requisitos de la oferta: es una ayuda y la decisión es tuya. ¿Un puntaje no cuadra?',
  /** The assistant's ranked results. */
  asistente:
    'El orden y la coincidencia los calcula automáticamente el asistente: son una ayuda y la decisión es tuya. ¿Un resultado no cuadra?',
} as const;

export function AvisoDecisionAutomatizada({
  tipo,
  postulacion,
  className = '',
}: {
  tipo: keyof typeof TEXTOS;
  /** The applicant's application the review would be about (preselected in the form). */
  postulacion?: number;
  className?: string;
}) {
  const area: Area = tipo === 'postulante' ? 'postulantes' : 'empresas';
  return (
    <p data-testid="aviso-automatizado" className={`flex items-start gap-1.5 text-xs text-slate-600 dark:text-slate-400 ${className}`}>
      <Icon name="info" className="mt-px size-4 shrink-0 text-slate-500 dark:text-slate-400" />
      <span>
        {TEXTOS[tipo]}{' '}
        <Link
          to={derechosHref(area, 'revision_humana', postulacion)}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100"
        >
          Pide una revisión humana
        </Link>
      </span>
    </p>
  );
}
