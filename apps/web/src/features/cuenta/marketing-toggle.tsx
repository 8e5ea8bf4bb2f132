/** The account's consent to marketing mail (job alerts, announcements), changed from Mi cuenta. */
import { SavedToggle } from '../../components/saved-toggle';
import { usuario } from '../../lib/api/usuario';

/** What always arrives, whatever the box says: an applicant's applications, a company's offers. */
const SIEMPRE = {
  postulantes: 'Los avisos de tu cuenta y tus postulaciones te llegan siempre.',
  empresas: 'Los avisos de tu cuenta y de tus ofertas te llegan siempre.',
} as const;

export function MarketingToggle({ initial, area = 'postulantes' }: { initial: boolean; area?: keyof typeof SIEMPRE }) {
  return (
    <SavedToggle
      initial={initial}
      save={(next) => usuario.updateMarketing({ body: { autorizacion_marketing: next ? 1 : 0 } })}
      label="Quiero recibir novedades y ofertas de PractiPerú por correo."
      hint={SIEMPRE[area]}
    />
  );
}
