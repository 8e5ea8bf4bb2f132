import { MENU_NAME_MAX } from '@practiperu/shared/constants';
import { paths, type Area } from '@practiperu/shared/paths';
import type { SessionUser } from '@practiperu/shared/session';
import { truncate } from '@practiperu/shared/text';

export interface MenuItem {
  label: string;
  to: string;
  icon: string;
}

/** The menus of spec §2 (applicant) and recruiter §2; items depend on the user's premium state. */
export function menuItems(area: Area, user: SessionUser): MenuItem[] {
  if (area === 'postulantes') {
    const items: MenuItem[] = [
      { label: 'Inicio', to: paths.postulantes.home, icon: '🏠' },
      { label: 'Editar perfil', to: paths.postulantes.curriculumUpdate, icon: '✏️' },
      { label: 'Ofertas para ti', to: paths.postulantes.offers, icon: '💼' },
      { label: 'Mis postulaciones', to: paths.postulantes.applications, icon: '📨' },
      { label: 'Mi CV', to: paths.postulantes.curriculum, icon: '📄' },
      { label: 'Mi cuenta', to: paths.postulantes.account, icon: '⚙️' },
    ];
    // Spec §2: membresía only while premium is active (estado_pago 1).
    if (user.estado_pago === 1) items.push({ label: 'Membresía', to: paths.postulantes.membership, icon: '⭐' });
    items.push({ label: 'Contenido premium', to: paths.postulantes.premiumContent, icon: '🎓' });
    return items;
  }
  if (area === 'empresas') {
    const items: MenuItem[] = [
      { label: 'Inicio', to: paths.empresas.home, icon: '🏠' },
      { label: 'Editar perfil', to: paths.empresas.accountUpdate, icon: '✏️' },
      { label: 'Publicar oferta', to: paths.empresas.publish, icon: '➕' },
      { label: 'Mis publicaciones', to: paths.empresas.myOffers, icon: '📋' },
      { label: 'Mi cuenta', to: paths.empresas.account, icon: '⚙️' },
    ];
    // The applicant assistant works per offer: premium companies reach it from their offers.
    if (user.is_premium) items.push({ label: 'Asistente de postulantes', to: `${paths.empresas.myOffers}?asistente=1`, icon: '🤖' });
    return items;
  }
  return [{ label: 'Panel', to: paths.admin.home, icon: '📊' }];
}

/** The name shown in the menu, cut to 15 characters: the company's name, or the person's first name. */
export function menuDisplayName(area: Area, user: SessionUser): string {
  const name = area === 'empresas' && user.nombre_org ? user.nombre_org : `${user.name} ${user.lastname}`.trim();
  return truncate(name || user.email, MENU_NAME_MAX);
}
