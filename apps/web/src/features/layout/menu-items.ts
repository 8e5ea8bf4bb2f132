import { MENU_NAME_MAX } from '@practiperu/shared/constants';
import { paths, type Area } from '@practiperu/shared/paths';
import type { SessionUser } from '@practiperu/shared/session';
import { truncate } from '@practiperu/shared/text';
import type { IconName } from '../../components/icon';
import { asientoPuede } from '@practiperu/shared/equipo';

export interface MenuItem {
  label: string;
  to: string;
  icon: IconName;
}

/** The menus of the applicant and company areas; items depend on the user's premium state. */
export function menuItems(area: Area, user: SessionUser): MenuItem[] {
  if (area === 'postulantes') {
    const items: MenuItem[] = [
      { label: 'Inicio', to: paths.postulantes.home, icon: 'home' },
      { label: 'Editar perfil', to: paths.postulantes.curriculumUpdate, icon: 'edit' },
      { label: 'Ofertas para ti', to: paths.postulantes.ofertas, icon: 'briefcase' },
      { label: 'Mis postulaciones', to: paths.postulantes.postulaciones, icon: 'send' },
      { label: 'Guardadas', to: paths.postulantes.guardadas, icon: 'bookmark' },
      { label: 'Mi CV', to: paths.postulantes.curriculum, icon: 'document' },
      { label: 'Mi cuenta', to: paths.postulantes.account, icon: 'settings' },
    ];
    // Membresía only while premium is active (estado_pago 1).
    if (user.estado_pago === 1) items.push({ label: 'Membresía', to: paths.postulantes.membership, icon: 'star' });
    items.push({ label: 'Contenido premium', to: paths.postulantes.premiumContent, icon: 'academic' });
    return items;
  }
  if (area === 'empresas') {
    const items: MenuItem[] = [
      { label: 'Inicio', to: paths.empresas.home, icon: 'home' },
      // What each seat sees follows PERMISOS_ASIENTO (docs/team.md, decision 047).
      ...(asientoPuede(user, 'empresa') ? [{ label: 'Editar perfil', to: paths.empresas.accountUpdate, icon: 'edit' as const }] : []),
      { label: 'Publicar oferta', to: paths.empresas.publish, icon: 'plus' },
      { label: 'Mis publicaciones', to: paths.empresas.misOfertas, icon: 'list' },
      { label: 'Entrevistas', to: paths.empresas.entrevistas, icon: 'user' },
      { label: 'Estadísticas', to: paths.empresas.estadisticas, icon: 'chart' },
      ...(asientoPuede(user, 'bancoTalento')
        ? [{ label: 'Banco de talento', to: paths.empresas.bancoTalento, icon: 'search' as const }]
        : []),
      ...(asientoPuede(user, 'equipo') ? [{ label: 'Equipo', to: paths.empresas.equipo, icon: 'user' as const }] : []),
      ...(asientoPuede(user, 'actividad') ? [{ label: 'Actividad', to: paths.empresas.actividad, icon: 'shield' as const }] : []),
      { label: 'Mi cuenta', to: paths.empresas.account, icon: 'settings' },
    ];
    // The applicant assistant works per offer: premium companies reach it from their offers.
    if (user.is_premium)
      items.push({ label: 'Asistente de postulantes', to: `${paths.empresas.misOfertas}?asistente=1`, icon: 'sparkles' });
    return items;
  }
  // The back office (docs/admin.md "Web screens").
  return [
    { label: 'Panel', to: paths.admin.home, icon: 'chart' },
    { label: 'Estadísticas', to: paths.admin.estadisticas, icon: 'globe' },
    { label: 'Revisión de ofertas', to: paths.admin.ofertas, icon: 'briefcase' },
    { label: 'Pagos', to: paths.admin.pagos, icon: 'star' },
    { label: 'Alertas', to: paths.admin.alerts, icon: 'warning' },
    { label: 'Plantillas', to: paths.admin.templates, icon: 'document' },
    { label: 'Ofertas informativas', to: paths.admin.informativas, icon: 'send' },
    { label: 'Anuncios', to: paths.admin.announcements, icon: 'megaphone' },
    { label: 'Contenido premium', to: paths.admin.premiumContent, icon: 'academic' },
    { label: 'Usuarios', to: paths.admin.users, icon: 'user' },
    { label: 'Derechos ARCO', to: paths.admin.rights, icon: 'key' },
    { label: 'Auditoría', to: paths.admin.audit, icon: 'shield' },
    // The administrator's own second factor: as in the other areas, under Mi cuenta.
    { label: 'Mi cuenta', to: paths.admin.account, icon: 'settings' },
  ];
}

/** The name shown in the menu, cut to 15 characters: the company's name, or the person's first name. */
export function menuDisplayName(area: Area, user: SessionUser): string {
  const name = area === 'empresas' && user.nombre_org ? user.nombre_org : `${user.name} ${user.lastname}`.trim();
  return truncate(name || user.email, MENU_NAME_MAX);
}
